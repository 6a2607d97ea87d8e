"""What a hurried key does is the safe thing, the same in every mode (the new-player playthrough)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.menus.dialogs import Dialog
from game.ui.menus.title import TitleScene
from game.ui.session import SessionTable

from .driver import Driver


@pytest.mark.parametrize("mode", ["quick", "points"])
def test_enter_after_an_accidental_esc_keeps_playing_in_every_mode(game: Driver, mode: str) -> None:
    game.press(mode)
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, Dialog) and game.top.title() == "Leave the table?"
    game.key(pygame.K_RETURN)
    assert game.top is table
