"""A whole hand played as the human through the real event loop, with mouse and with keys.

The deal is picked so the human has to do everything once: lay a tile, choose between the
two ends, draw when nothing fits, and pass when the boneyard is empty too. The hand played
through the window must end exactly as the same choices played on the bare engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.engine.actions import DRAW, PASS, RIGHT, Action, Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.scoring import HandResult
from game.engine.state import HandState, legal_actions
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from tests.ui.players import FirstLegalPlayer

FRAME = 1 / 20  # seconds per frame: tiles are still in flight when the next input comes


def human_choice(state: HandState) -> tuple[str, Action]:
    """The test player's rule: the first playable tile of the hand (the right end when both
    fit), else draw, else pass. Returns what kind of decision it was, and the action."""
    legal = legal_actions(state)
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        tile = next(t for t in state.hand(state.turn) if any(p.tile is t for p in plays))
        mine = [p for p in plays if p.tile is tile]
        return ("both ends" if len(mine) == 2 else "play"), mine[-1]
    return ("draw", DRAW) if DRAW in legal else ("pass", PASS)


def play_on_engine(state: HandState) -> tuple[set[str], HandResult]:
    state = state.copy()
    kinds = set()
    while state.result is None:
        if state.turn == 0:
            kind, action = human_choice(state)
            kinds.add(kind)
        else:
            action = legal_actions(state)[0]
        state.step(action)
    assert state.result is not None
    return kinds, state.result


def demanding_deal() -> HandState:
    """A Classic 2-player deal where the test player meets all four kinds of decision."""
    for seed in range(20000):
        state = Match.new(PRESETS["classic"], 2, 100).start_hand(random.Random(seed))
        kinds, _ = play_on_engine(state)
        if kinds >= {"play", "both ends", "draw", "pass"}:
            return state
    raise AssertionError("no deal asks for every kind of decision")


def new_table(app: App, state: HandState, plan: TablePlan | None = None) -> TableScene:
    """You against a first-legal computer, on ``state`` (a Classic deal), pushed on the stack."""
    seats = (Seat("You", None), Seat("Computer", FirstLegalPlayer()))
    match = Match.new(PRESETS["classic"], 2, 100)
    table = TableScene(app, Sitting(seats, match, random.Random(1), state), PACES["fast"], plan or TablePlan())
    app.stack.push(table)
    return table


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def click(pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def press(key: int) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def by_mouse(app: App, table: TableScene, kind: str, action: Action) -> None:
    if kind == "draw":
        assert table.controls.draw.enabled
        click(table.controls.draw.rect.center)
    elif kind == "pass":
        assert table.controls.pass_.visible and table.controls.pass_.enabled
        click(table.controls.pass_.rect.center)
    else:
        assert isinstance(action, Play)
        click(table.hand_rect(action.tile).center)
        if kind == "both ends":
            app.step(FRAME)
            assert table.input.selected is action.tile, "a tile that fits both ends waits for the end"
            click(table.ghost_rect(action.tile, action.end).center)


def by_keys(app: App, table: TableScene, kind: str, action: Action) -> None:
    if kind == "draw":
        press(pygame.K_d)
    elif kind == "pass":
        press(pygame.K_p)
    else:
        assert isinstance(action, Play)
        hand = table.hand_tiles()
        for _ in range((hand.index(action.tile) - table.input.focus) % len(hand)):
            press(pygame.K_RIGHT)
        press(pygame.K_RETURN)
        if kind == "both ends":
            app.step(FRAME)
            assert table.input.selected is action.tile
            press(pygame.K_RIGHT if action.end == RIGHT else pygame.K_LEFT)


def play_hand(app: App, table: TableScene, act: Callable[[App, TableScene, str, Action], None]) -> set[str]:
    kinds: set[str] = set()
    for _ in range(5000):
        app.step(FRAME)
        if isinstance(app.stack.top, HandEndScene):
            return kinds
        if not table.human_to_move:
            continue
        kind, action = human_choice(table.state)
        kinds.add(kind)
        before = len(table.state.history)
        assert table.controls.pass_.visible == (kind == "pass"), "Pass shows exactly when passing is required"
        act(app, table, kind, action)
        app.step(FRAME)
        assert len(table.state.history) == before + 1, f"the {kind} input did not become a move"
        event = table.state.history[before]
        assert (event.seat, event.action) == (0, action)
    raise AssertionError("the hand never reached its end screen")


@pytest.mark.parametrize("act", [by_mouse, by_keys], ids=["mouse", "keyboard"])
def test_a_whole_hand_as_the_human(app: App, act: Callable[[App, TableScene, str, Action], None]) -> None:
    deal = demanding_deal()
    expected_kinds, expected_result = play_on_engine(deal)
    table = new_table(app, deal)
    kinds = play_hand(app, table, act)
    assert kinds == expected_kinds
    assert table.state.result == expected_result
    assert table.controller.match.scores == expected_result.points
    # The end screen leads to the next hand.
    if act is by_mouse:
        overlay = app.stack.top
        assert isinstance(overlay, HandEndScene)
        for _ in range(3):
            app.step(FRAME)
        click(overlay.next_button.rect.center)
    else:
        press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is table
    assert table.state.result is None and len(table.controller.match.results) == 1


def test_draw_button_says_why_it_is_off(app: App) -> None:
    deal = demanding_deal()
    table = new_table(app, deal)
    for _ in range(500):
        app.step(FRAME)
        if table.human_to_move and not table.state.chain:
            press(pygame.K_RETURN)  # open, then wait for a turn with a tile that fits
        elif table.human_to_move and any(isinstance(a, Play) for a in table.human_legal()):
            break
    assert not table.controls.draw.enabled
    post(pygame.MOUSEMOTION, pos=table.controls.draw.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(FRAME)
    assert table.controls.draw.hover
    assert table.controls.draw.why_not == "You hold a playable tile, so you cannot draw"
    drawn, moves = table.state.drawn, len(table.state.history)
    click(table.controls.draw.rect.center)
    app.step(FRAME)
    assert (table.state.drawn, len(table.state.history)) == (drawn, moves), "a disabled Draw button does nothing"


def test_a_new_quick_round_after_one_is_called_hand_1(app: App) -> None:
    """After a Quick Round, "New match" dealt a hand the bar called "Hand 2" with the scores at 0,
    then "Hand 1" once it ended: the bar kept the old match until the new hand's first score."""
    seats = (Seat("You", None), Seat("Computer", FirstLegalPlayer()))
    sitting = Sitting(seats, Match.new(PRESETS["classic"], 2, None), random.Random(1))
    table = TableScene(app, sitting, PACES["fast"], TablePlan())
    app.stack.push(table)
    assert table.view.hand_number() == 1
    play_hand(app, table, by_keys)
    assert table.controller.match.over and table.view.hand_number() == 1
    app.stack.pop()  # the end-of-hand panel: what its New match button does next
    table.next_hand()
    for _ in range(5):
        app.step(FRAME)
    assert table.state.result is None and table.view.hand_number() == 1
