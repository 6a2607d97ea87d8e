"""``make play`` passes the player's options through to the game."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from .helpers import ROOT

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


def test_make_play_passes_args_to_the_game() -> None:
    result = subprocess.run(
        ["make", "--dry-run", "--always-make", "--no-print-directory", "play", "ARGS=--data-dir /tmp/ds --size 1600x900"],
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if k not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL"}},  # run by make test
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    (play,) = [line for line in result.stdout.splitlines() if " -m game" in line]
    assert play.endswith("-m game --data-dir /tmp/ds --size 1600x900")
