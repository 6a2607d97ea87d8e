"""The layout audit (``make audit``): every screen at every window size, UI scale and language.

Prints one line per problem, the line's tile size on the table screens (least and median short
side per window size and UI scale: a figure, not a check) and ``N screens checked, M problems``;
exits 1 on any problem.
Runs headless (SDL's dummy video and audio drivers). ``--help`` lists the options.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.devtools.audit import main  # noqa: E402  (the drivers are chosen before pygame starts)

if __name__ == "__main__":
    sys.exit(main())
