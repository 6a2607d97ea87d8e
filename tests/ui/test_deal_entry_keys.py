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


def test_a_code_that_is_not_one_is_answered_with_an_example_shaped_like_a_real_code(app: App) -> None:
    """Issue 26 defect 13: the example had three groups ("C2-4KX9-M2QA") where codes have four."""
    entry = DealEntryScene(app, random.Random(1), start=lambda code: None, today=lambda: DAY)
    entry.code = "HELLO"
    assert not entry.submit()
    example = entry.problem.split()[-1]
    real = daily_code(DAY)
    assert example.count("-") == real.count("-") and len(example) == len(real)
