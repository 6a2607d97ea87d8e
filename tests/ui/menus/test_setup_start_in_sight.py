"""A new player sees how to begin: on the setup screens Start stays in sight without scrolling
(the rules and Back beside it at 100%), at every window size, UI scale and
language, the list still shows a row, and the list's scroll arrows keep off the summary line."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.domain.modes import Mode
from game.i18n import set_language
from game.ui.menus.setup import SetupScene

from .driver import Driver

SIZES = ((960, 540), (1280, 720), (1920, 1080))
SCALES = (100, 200)
LANGUAGES = ("en", "fi", "el")


def every_setup(data_dir: Path, mode: Mode) -> Iterator[tuple[Driver, SetupScene, int, str]]:
    """The setup screen of ``mode`` shown at every size, scale and language tried: (the game, the
    screen, its scale, where it is), popped again after each."""
    for size in SIZES:
        game = Driver(data_dir, size)
        try:
            for scale, language in itertools.product(SCALES, LANGUAGES):
                game.session.change(ui_scale=scale, language=language)
                setup = SetupScene(game.app, game.session, mode)
                game.app.stack.push(setup)
                game.frames(1)
                yield game, setup, scale, f"{size[0]}x{size[1]} {scale}% {language}"
                game.app.stack.pop()
        finally:
            game.close()
            set_language("en")


@pytest.mark.parametrize("mode", [Mode.QUICK, Mode.POINTS], ids=lambda m: m.value)
def test_start_is_in_sight_without_scrolling(data_dir: Path, mode: Mode) -> None:
    for _game, setup, scale, where in every_setup(data_dir, mode):
        assert setup.scroll == 0, where
        assert any(setup.shown(c) for c in setup.rolling), f"no row of the list in sight at {where}"
        for key in ("start", "rules", "back") if scale == 100 else ("start",):
            control = setup.control(key)
            assert setup.shown(control), f"{key} hidden until scrolled at {where}"
            assert setup.panel.contains(control.rect), f"{key} outside the panel at {where}"
            assert control.rect.bottom <= setup.footer_box().y, f"{key} on the footer at {where}"


def test_the_scroll_arrows_keep_off_the_summary(data_dir: Path) -> None:
    game = Driver(data_dir, (960, 540))
    try:
        for language in LANGUAGES:
            game.session.change(ui_scale=200, language=language)
            setup = SetupScene(game.app, game.session, Mode.POINTS)
            game.app.stack.push(setup)
            game.frames(1)
            for _ in range(4):  # down the rows: the list scrolls
                game.key(pygame.K_DOWN)
            assert setup.scroll > 0, f"the list did not scroll in {language}"
            above = setup.content_area
            for mark in setup.scroll_marks(setup.list_area, (True, True)):
                assert not mark.colliderect(above), f"a scroll arrow on the summary in {language}"
                assert not any(mark.colliderect(c.rect) for c in setup.controls if setup.shown(c)), language
            game.app.stack.pop()
    finally:
        game.close()
        set_language("en")


@pytest.mark.parametrize("mode", [Mode.QUICK, Mode.POINTS], ids=lambda m: m.value)
def test_the_footer_reads_start_then_back_and_tab_follows_the_eye(data_dir: Path, mode: Mode) -> None:
    """Under the rows, the way on: "How to play these rules" last above, then Start (the primary
    action, the wider) with Back beside it; Tab meets them in the order the eye reads them
    (at 200% How to play and Back came above Start, Tab went down to Start and back up)."""
    for game, setup, _scale, where in every_setup(data_dir, mode):
        start, back, rules = (setup.control(k) for k in ("start", "back", "rules"))
        assert setup.shown(start) and setup.shown(back), f"Start and Back not both in sight at {where}"
        assert start.rect.y == back.rect.y and start.rect.right <= back.rect.x, f"Back not beside Start at {where}"
        assert start.rect.w > back.rect.w, f"Start not the wider at {where}"
        if setup.is_pinned(rules):
            assert rules.rect.bottom <= start.rect.y, f"How to play under Start at {where}"
        else:  # short of room it scrolls: the list's last row, just above Start
            assert setup.rolling[-1] is rules, f"How to play amid the list at {where}"
        pinned = sorted((c for c in setup.controls if setup.is_pinned(c)), key=lambda c: (c.rect.y, c.rect.x))
        read = [c.key for c in [*setup.rolling, *pinned] if c.enabled]  # as the eye meets them
        tabbed = []
        for _ in read:
            tabbed.append(setup.controls[setup.focus].key)
            game.key(pygame.K_TAB)
        first = tabbed.index(read[0])
        assert tabbed[first:] + tabbed[:first] == read, f"Tab order at {where}"
