"""The screens around the table: title, mode setup, campaign, statistics, settings, rules, dialogs."""
