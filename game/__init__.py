"""Double Six: double-six dominoes against computer opponents.

Importing the package hides pygame's support banner (pygame reads the variable when it is
first imported, and every entry point imports ``game`` before pygame), so ``double-six``
prints only what the player asked for.
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
