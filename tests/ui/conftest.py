"""A fresh headless window per test (tests/conftest.py selects SDL's dummy drivers)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui.app import App


@pytest.fixture
def app() -> Iterator[App]:
    window = App((1280, 720), frame_cap=0)
    yield window
    window.close()
