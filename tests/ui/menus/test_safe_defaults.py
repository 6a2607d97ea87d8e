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
