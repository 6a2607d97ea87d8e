"""What a hurried key does is the safe thing, the same in every mode (the new-player playthrough)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.menus.dialogs import Dialog
from game.ui.menus.title import TitleScene
from game.ui.session import SessionTable

from .driver import Driver
from .test_screens import make_moves, start_points_match


@pytest.mark.parametrize("mode", ["quick", "points"])
def test_enter_after_an_accidental_esc_keeps_playing_in_every_mode(game: Driver, mode: str) -> None:
    game.press(mode)
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, Dialog) and game.top.title() == "Leave the table?"
    game.key(pygame.K_RETURN)
    assert game.app.stack.top is table  # still playing


def focused(game: Driver) -> str:
    title = game.top
    assert isinstance(title, TitleScene)
    return title.controls[title.focus].key


def test_the_title_focuses_continue_after_leaving_a_match_and_after_a_restart(game: Driver, data_dir: Path) -> None:
    make_moves(game, start_points_match(game), 2)
    game.key(pygame.K_ESCAPE)
    game.press("yes")  # Leave: the match is saved
    if not isinstance(game.top, TitleScene):
        game.key(pygame.K_ESCAPE)  # the setup screen
    assert focused(game) == "continue"
    game.close()
    again = Driver(data_dir)
    try:
        assert isinstance(again.top, Dialog) and again.top.title() == "Continue your match?"
        again.press("later")
        assert focused(again) == "continue"
    finally:
        again.close()


@pytest.mark.parametrize(
    ("key", "smallest", "largest"),
    [("ui_scale", "100 %", "200 %"), ("volume", "0 %", "100 %"), ("animation_speed", "Slow", "Instant")],
)
def test_a_size_held_past_its_end_stays_there(game: Driver, key: str, smallest: str, largest: str) -> None:
    """Holding → at the biggest text size (or Left at the smallest) keeps it; it never wraps round."""
    game.press("settings")
    control = game.focus(key)
    game.choose(key, largest)
    game.key(pygame.K_RIGHT)
    assert control.value() == largest
    for _ in range(12):
        game.key(pygame.K_LEFT)
    assert control.value() == smallest
    game.key(pygame.K_LEFT)
    assert control.value() == smallest


def test_a_language_list_still_wraps_round(game: Driver) -> None:
    game.press("settings")
    control = game.focus("language")
    first = control.value()
    for _ in range(5):  # en, fi, sv, el, sr
        game.key(pygame.K_RIGHT)
    assert control.value() == first
