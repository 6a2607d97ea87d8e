"""F1 means help on "Play this deal" too; F2 fills in today's deal."""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterator

import pygame
import pytest

from game.aids.deals import daily_code
from game.ui.app import App
from game.ui.scenes.deal_entry import DealEntryScene
from game.ui.scenes.help import HelpOverlay

DAY = datetime.date(2026, 11, 30)


@pytest.fixture
def app() -> Iterator[App]:
    a = App((1280, 720), frame_cap=0)
    yield a
    a.close()


def press(app: App, key: int) -> None:
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))  # type: ignore[union-attr]


def test_f1_opens_help_and_f2_takes_todays_deal(app: App) -> None:
    entry = DealEntryScene(app, random.Random(1), start=lambda code: None, today=lambda: DAY)
    app.stack.push(entry)
    press(app, pygame.K_F1)
    assert isinstance(app.stack.top, HelpOverlay)
    assert entry.code == ""
    press(app, pygame.K_ESCAPE)  # any key closes the help
    press(app, pygame.K_F2)
    assert entry.code == daily_code(DAY)
