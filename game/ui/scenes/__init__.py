"""Screens stacked by the app: the table now; title, menus and results push on top later."""
