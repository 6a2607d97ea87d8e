"""Every persistence test gets its own platform folders under a temporary directory."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from game.persist.paths import DataDirs


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DataDirs:
    """The XDG variables on Linux; elsewhere (platformdirs reads no variables on Windows and
    macOS) the same folders handed to the game's lookup, so no test touches the runner's own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    if not sys.platform.startswith("linux"):
        for kind in ("data", "config"):
            folder = tmp_path / kind
            monkeypatch.setattr(platformdirs, f"user_{kind}_dir", lambda app, *_a, _f=folder, **_k: str(_f / app))
    return DataDirs.resolve()
