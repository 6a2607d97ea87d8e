"""The gallery (``make gallery``): issue 25's screenshots rendered into a folder with an index.

``python tools/gallery.py [FOLDER]`` (default ``build/gallery``) writes one PNG per screen,
size, UI scale and language, the portraits' sheets and ``index.html``. Runs headless (SDL's
dummy video and audio drivers). ``--help`` lists the options.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.devtools.gallery import main  # noqa: E402  (the drivers are chosen before pygame starts)

if __name__ == "__main__":
    sys.exit(main())
