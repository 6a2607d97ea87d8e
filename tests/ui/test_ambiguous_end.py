"""The 'confirm before playing on an ambiguous end' setting, through a click on the table."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.actions import LEFT, PLAYS, RIGHT
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import parse_tile
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.style import TableStyle
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_play_a_hand import FRAME, click, press

FITS_BOTH = parse_tile("5-1")


def table_at_an_ambiguous_tile(app: App, *, confirm: bool) -> TableScene:
    """You opened 1-0, the other seat laid 0-5: the ends are 1 and 5 and you hold 5-1."""
    hands = [["1-0", "5-1", "2-2", "4-4", "6-6", "3-3", "6-2"], ["0-5", "6-5", "3-2", "4-2", "4-3", "0-4", "0-6"]]
    state = HandState.new(PRESETS["block"], [[parse_tile(t) for t in h] for h in hands], [], 0)
    state.step(PLAYS[parse_tile("1-0").index][LEFT])
    state.step(PLAYS[parse_tile("0-5").index][1])
    assert state.ends == (1, 5) and state.turn == 0
    return table_from(app, state, confirm=confirm)


def table_from(app: App, state: HandState, *, confirm: bool, frames: int = 10) -> TableScene:
    """A Block table for you and a computer from ``state``, on the stack, ``frames`` frames on."""
    seats = (Seat("You", None), Seat("B", FirstLegalPlayer()))
    plan = TablePlan(style=TableStyle(confirm_ambiguous_end=confirm))
    sitting = Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(1), state)
    table = TableScene(app, sitting, PACES["instant"], plan)
    app.stack.push(table)
    for _ in range(frames):
        app.step(FRAME)
    return table


@pytest.mark.parametrize("confirm", [True, False])
def test_a_tile_fitting_both_ends_waits_for_the_end_only_when_asked_to(app: App, *, confirm: bool) -> None:
    table = table_at_an_ambiguous_tile(app, confirm=confirm)
    assert table.human_to_move
    click(table.hand_rect(FITS_BOTH).center)
    app.step(FRAME)
    if confirm:
        assert table.input.selected is FITS_BOTH and len(table.state.history) == 2
    else:
        assert table.state.history[2].action == PLAYS[FITS_BOTH.index][LEFT]


@pytest.mark.parametrize(("key", "end"), [(pygame.K_l, LEFT), (pygame.K_r, RIGHT)])
def test_l_and_r_play_the_focused_tile_at_that_end_as_its_ghosts_labels_say(app: App, key: int, end: int) -> None:
    """The focus ring starts on 5-1, whose ghosts read "Left (L)" and "Right (R)": the key plays it there."""
    table = table_at_an_ambiguous_tile(app, confirm=True)
    assert table.input.lifted(table) is FITS_BOTH
    press(key)
    app.step(FRAME)
    assert len(table.state.history) >= 3 and table.state.history[2].action == PLAYS[FITS_BOTH.index][end]


@pytest.mark.parametrize("end", [LEFT, RIGHT])
def test_a_click_on_a_labelled_ghost_plays_the_focused_tile_there(app: App, end: int) -> None:
    table = table_at_an_ambiguous_tile(app, confirm=True)
    assert table.input.lifted(table) is FITS_BOTH
    click(table.ghost_rect(FITS_BOTH, end).center)
    app.step(FRAME)
    assert len(table.state.history) >= 3 and table.state.history[2].action == PLAYS[FITS_BOTH.index][end]
