"""``make smoke`` fails unless the executable answers --version and plays the demo to the end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import ROOT, project_version

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in executables are shell scripts")


def _stand_in(tmp_path: Path, demo_exit: int) -> Path:
    """A fake double-six that records where and how the demo was started, then exits with ``demo_exit``."""
    script = tmp_path / "double-six"
    script.write_text(
        "#!/bin/sh\n"
        f'if [ "$1" = --version ]; then echo "double-six {project_version()}"; exit 0; fi\n'
        f'echo "$PWD|$SDL_VIDEODRIVER|$SDL_AUDIODRIVER|$*" > "{tmp_path / "demo-run"}"\n'
        f"exit {demo_exit}\n"
    )
    script.chmod(0o755)
    return script


def _smoke(executable: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "tools" / "smoke.py"), str(executable)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_smoke_runs_the_headless_demo_from_another_folder(tmp_path: Path) -> None:
    assert _smoke(_stand_in(tmp_path, demo_exit=0)).returncode == 0
    folder, video, audio, args = (tmp_path / "demo-run").read_text().strip().split("|")
    assert Path(folder) != ROOT and not Path(folder).is_relative_to(ROOT)
    assert (video, audio) == ("dummy", "dummy")
    assert args == "--demo --hands 2 --seed 1 --speed instant"


def test_smoke_fails_when_the_demo_fails(tmp_path: Path) -> None:
    result = _smoke(_stand_in(tmp_path, demo_exit=3))
    assert result.returncode == 1
    assert "exit 3" in result.stdout


def test_smoke_fails_without_an_executable(tmp_path: Path) -> None:
    result = _smoke(tmp_path / "missing")
    assert result.returncode == 1
    assert "make dist" in result.stderr
