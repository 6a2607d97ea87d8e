"""The end of a match is its own screen, and its default leads back to the menu."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.domain.modes import Mode
from game.engine.actions import Play
from game.ui.app import App
from game.ui.session import SessionTable
from tests.ui.last_move import points_near_the_end, resumed
from tests.ui.test_play_a_hand import FRAME, click, press


def play_the_last_tile(app: App, table: SessionTable) -> None:
    """Wait for the human's turn, lay their last tile with the mouse, wait for the screen after the hand."""
    for _ in range(400):
        app.step(FRAME)
        if table.human_to_move:
            break
    assert table.human_to_move
    play = table.human_legal()[-1]
    assert isinstance(play, Play)
    click(table.hand_rect(play.tile).center)
    app.step(FRAME)
    if table.selected is play.tile:  # it fits both ends
        click(table.ghost_rect(play.tile, play.end).center)
    for _ in range(400):
        app.step(FRAME)
        if app.stack.top is not table:
            return
    raise AssertionError("no screen came after the last hand")


def test_enter_after_a_won_match_goes_back_to_the_menu(app: App, tmp_path: Path) -> None:
    saves = points_near_the_end(tmp_path, winner=0)
    menu, table = resumed(app, saves, Mode.POINTS)
    play_the_last_tile(app, table)
    assert table.match.over and table.match.winner == 0
    for _ in range(3):
        app.step(FRAME)
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is menu, "Enter after a match leads back to the menu, not into a new match"
    assert table.match.hand_number == 3, "no new match was dealt"
