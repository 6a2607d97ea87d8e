"""A fresh headless window per test (tests/conftest.py selects SDL's dummy drivers)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui.app import App
from tests.ui.inline import InlineExecutor


@pytest.fixture
def app() -> Iterator[App]:
    """Computers answer inline: frame counts in tests then never depend on thread scheduling."""
    window = App((1280, 720), frame_cap=0)
    window.executor = InlineExecutor()
    yield window
    window.close()


@pytest.fixture
def threaded_app() -> Iterator[App]:
    """Computers think on the real worker thread, as in the game."""
    window = App((1280, 720), frame_cap=0)
    yield window
    window.close()
