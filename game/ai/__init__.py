"""Computer players: each one maps one seat's observation and a seeded rng to a legal action."""
