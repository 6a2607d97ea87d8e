"""Save files are read like any untrusted file: a pipe, a device or a huge file in a save's place
is set aside with a notice, never waited on or read into memory whole."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.persist.paths import DataDirs
from game.persist.store import MAX_SAVE_BYTES, Problem, Store
from tests.persist.samples import KINDS

BY_NAME = pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])


@BY_NAME
def test_an_oversized_save_is_set_aside_unread(dirs: DataDirs, kind: Any) -> None:
    path = kind.path(dirs)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)  # sparse: costs no disk, and no reader may load it whole
    store = Store(dirs)
    assert store.load(kind) == kind.default()
    [notice] = store.take_notices()
    assert notice.problem is Problem.UNREADABLE and "too large" in notice.detail
    assert notice.kept_as is not None and notice.kept_as.exists() and not path.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_in_place_of_the_settings_does_not_hang_the_start(tmp_path: Path) -> None:
    """Before: the game's first read of settings.json waited forever on a pipe nobody writes to."""
    code = (
        "import sys; from game.persist.saves import Saves\n"
        "saves = Saves.open(sys.argv[1]); print([n.problem.value for n in saves.take_notices()])"
    )
    first = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert first.returncode == 0, first.stderr
    settings = next(tmp_path.rglob("settings.json"), tmp_path / "settings.json")
    settings.unlink(missing_ok=True)
    os.mkfifo(settings)
    try:
        result = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        pytest.fail("opening the saves waited on the pipe")
    assert result.returncode == 0, result.stderr
    assert "broken" in result.stdout
