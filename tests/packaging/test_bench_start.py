"""``make bench``'s start-up figures: with PYTHONDONTWRITEBYTECODE in the shell (as this project's
machines have it) every counted run compiled every module again and the title's first frame
measured about twice its time; the runs now read the bytecode the warm-up run wrote, as an
installed game does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import ROOT

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in executable is a shell script")


def test_the_runs_are_not_kept_from_writing_their_bytecode(tmp_path: Path) -> None:
    """A stand-in executable records the variable in each run it is started for."""
    seen = tmp_path / "seen"
    executable = tmp_path / "double-six"
    executable.write_text(f'#!/bin/sh\necho "[$PYTHONDONTWRITEBYTECODE]" >> "{seen}"\necho first-frame\n')
    executable.chmod(0o755)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    bench = [sys.executable, str(ROOT / "tools" / "bench_start.py"), "--runs", "1", "--executable", str(executable)]
    done = subprocess.run(bench, capture_output=True, text=True, timeout=300, env=env, check=False)
    assert done.returncode == 0, done.stderr
    runs = seen.read_text().split()
    assert runs and set(runs) == {"[]"}, f"the runs were started with PYTHONDONTWRITEBYTECODE: {runs}"
