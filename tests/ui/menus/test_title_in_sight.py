"""A new player sees the whole title menu and the game's name at once: every entry (Continue and
Quit included) lies wholly in the window without scrolling, and "Double Six" is drawn in sight,
never under the menu, at every window size, UI scale and language tried."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from game.i18n import _, set_language
from game.persist.match_save import MATCH
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from game.ui import layout_items
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.title import TitleScene
from tests.persist.samples import saved_match

from .driver import Driver

SIZES = ((960, 540), (1280, 720), (1920, 1080))
SCALES = (100, 200)
LANGUAGES = ("en", "fi", "el")


def _title(game: Driver) -> TitleScene:
    title = game.top
    assert isinstance(title, TitleScene), type(title).__name__
    return title


def _names_drawn(game: Driver, title: TitleScene) -> list[layout_items.LayoutItem]:
    """The game's name as the frame drew it (text items saying it)."""
    with layout_items.recording() as items:
        title.draw(game.app.window)
    return [item for item in items if item.kind == "text" and item.text == _("Double Six")]


def _check(game: Driver, where: str) -> None:
    title = _title(game)
    window = pygame.Rect((0, 0), game.app.size)
    assert title.scroll == 0, where
    for control in title.controls:
        assert title.shown(control), f"{control.key} hidden until scrolled at {where}"
        assert window.contains(control.rect), f"{control.key} outside the window at {where}"
        assert title.panel.contains(control.rect), f"{control.key} outside the menu at {where}"
        assert control.rect.bottom <= title.footer_box().y, f"{control.key} on the footer at {where}"
    names = _names_drawn(game, title)
    assert names, f"the game's name is not drawn at {where}"
    smallest = SMALLEST_TEXT * title.text_scale - 0.5
    for name in names:
        assert window.contains(name.rect), f"the name runs out of the window at {where}"
        assert name.px >= smallest, f"the name is drawn at {name.px} px at {where}"
        inside = title.panel.contains(name.rect)
        assert inside or not title.panel.colliderect(name.rect), f"the menu covers the name at {where}"
        assert not any(name.rect.colliderect(c.rect) for c in title.controls), f"an entry on the name at {where}"


@pytest.mark.parametrize("saved", [False, True], ids=["no save", "continue"])
def test_every_title_entry_and_the_name_are_in_sight(data_dir: Path, *, saved: bool) -> None:
    if saved:
        Saves(DataDirs.resolve(data_dir)).store.save(MATCH, saved_match())
    for size in SIZES:
        game = Driver(data_dir, size)
        try:
            if saved:
                game.key(pygame.K_ESCAPE)  # the offer to resume: not now
            assert [c.key for c in _title(game).controls][0] == ("continue" if saved else "quick")
            for scale, language in itertools.product(SCALES, LANGUAGES):
                game.session.change(ui_scale=scale, language=language)
                _title(game).enter()
                game.frames(1)
                _check(game, f"{size[0]}x{size[1]} {scale}% {language}")
        finally:
            game.close()
            set_language("en")


def test_in_two_columns_left_and_right_go_to_the_entry_beside(data_dir: Path) -> None:
    """At 960x540 200% the entries stand in two columns: Down reads down the first column, Right
    goes to the entry beside (same row), Left back."""
    game = Driver(data_dir, (960, 540))
    try:
        game.session.change(ui_scale=200)
        title = _title(game)
        title.enter()
        game.frames(1)
        columns = {c.rect.x for c in title.controls}
        assert len(columns) == 2, "two columns at 960x540 200%"
        first = title.controls[title.focus]
        game.key(pygame.K_RIGHT)
        beside = title.controls[title.focus]
        assert beside.rect.y == first.rect.y and beside.rect.x > first.rect.x, "Right: the entry beside"
        game.key(pygame.K_LEFT)
        assert title.controls[title.focus] is first
        game.key(pygame.K_DOWN)
        below = title.controls[title.focus]
        assert below.rect.x == first.rect.x and below.rect.y > first.rect.y, "Down: the next entry in the column"
    finally:
        game.close()
