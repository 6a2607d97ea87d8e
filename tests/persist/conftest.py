"""Every persistence test gets its own platform folders under a temporary directory."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.persist.paths import DataDirs


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DataDirs:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return DataDirs.resolve()
