"""The pygame-ce front end: window, scenes, the table. Nothing outside this package imports pygame."""
