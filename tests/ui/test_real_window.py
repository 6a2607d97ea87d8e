"""The demo in a real X11 window (Xvfb), as a player's machine would open it. Skips without Xvfb."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run (apt-get install xvfb)")
def test_demo_in_an_x11_window(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    command = [
        "xvfb-run", "-a", "-s", "-screen 0 1600x900x24",
        sys.executable, "-m", "game", "--demo", "--hands", "1", "--seed", "2", "--speed", "instant",
        "--size", "1280x720", "--screenshots", str(tmp_path),
    ]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.glob("*.png")] == ["hand-001.png"]
