"""The command line as a player or a script uses it."""

import os
import subprocess
import sys
from pathlib import Path

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def game(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=cwd, env=HEADLESS,
                          capture_output=True, text=True, timeout=300)


def test_a_demo_of_a_deal_code_plays_that_deal(tmp_path: Path) -> None:
    done = game("--demo", "--hands", "1", "--deal", "B3-4KX9-M2QA", "--speed", "instant",
                "--screenshots", str(tmp_path / "shots"), "--data-dir", str(tmp_path / "data"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in (tmp_path / "shots").glob("*.png")] == ["hand-001.png"]


def test_a_bad_deal_code_is_refused_with_its_reason(tmp_path: Path) -> None:
    done = game("--demo", "--deal", "C9-4KX9-M2QA", "--data-dir", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 2
    assert "deal code 'C9-4KX9-M2QA' names '9' players" in done.stderr


def test_version_and_help(tmp_path: Path) -> None:
    version = game("--version", cwd=tmp_path)
    assert version.returncode == 0 and version.stdout.startswith("double-six ")
    helped = game("--help", cwd=tmp_path)
    assert helped.returncode == 0 and "--deal CODE" in helped.stdout and "replay" in helped.stdout
