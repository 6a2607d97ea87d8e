from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.i18n import set_language

from .driver import Driver


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("LANGUAGE", "en")
    return tmp_path / "data"


@pytest.fixture
def game(data_dir: Path) -> Iterator[Driver]:
    driver = Driver(data_dir)
    yield driver
    driver.close()
    set_language("en")
