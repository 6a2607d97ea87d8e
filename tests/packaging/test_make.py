"""``make play`` passes the player's options through to the game."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from .helpers import ROOT

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
INHERITED = {"MAKEFLAGS", "MFLAGS", "MAKELEVEL", "OS"}  # from make test, and the system's name on Windows


def _dry_run(*args: str) -> list[str]:
    """The commands ``make`` would run for ``args``, run or not (--always-make)."""
    result = subprocess.run(
        ["make", "--dry-run", "--always-make", "--no-print-directory", *args],
        cwd=ROOT,
        env={k: v for k, v in os.environ.items() if k not in INHERITED},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_make_play_passes_args_to_the_game() -> None:
    (play,) = [line for line in _dry_run("play", "ARGS=--data-dir /tmp/ds --size 1600x900") if " -m game" in line]
    assert play.endswith("-m game --data-dir /tmp/ds --size 1600x900")


def test_on_windows_make_runs_the_venvs_programs_from_its_scripts_folder() -> None:
    """GNU make on a Windows runner (OS=Windows_NT): python, not python3; .venv/Scripts/*.exe, not .venv/bin."""
    commands = _dry_run("OS=Windows_NT", "test", "lint")
    assert "python -m venv .venv" in commands
    assert ".venv/Scripts/python.exe -m pytest" in commands
    assert any(line.startswith(".venv/Scripts/ruff check") for line in commands)
    assert not any(".venv/bin/" in line for line in commands)
