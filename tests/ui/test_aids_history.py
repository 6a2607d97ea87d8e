"""The history screen lists saved hands and replays one on the table, forward and back."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.domain.roster import CHARACTERS
from game.engine.actions import LEFT, Draw, Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState, legal_actions
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.history import HistoryScene, ReplayTable
from tests.ui.test_play_a_hand import FRAME, click, press


def finished_hand(seed: int) -> HandState:
    rng = random.Random(seed)
    state = Match.new(PRESETS["classic"], 2, None).start_hand(rng)
    while state.result is None:
        state.step(rng.choice(legal_actions(state)))
    return state


def test_a_saved_hand_replays_move_by_move(app: App, tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    lineup = Lineup(Mode.QUICK, (CHARACTERS[0].id,))
    hands = [finished_hand(seed) for seed in (1, 2, 3)]
    for state in hands:
        saves.hand_finished(state, lineup)
    screen = HistoryScene(app, saves, PACES["fast"])
    app.stack.push(screen)
    app.step(FRAME)
    assert [e.record.deal for e in screen.entries] == [s.deal for s in reversed(hands)], "newest first"
    press(pygame.K_DOWN)
    press(pygame.K_RETURN)
    app.step(FRAME)
    table = app.stack.top
    assert isinstance(table, ReplayTable)
    wanted = hands[1]
    assert table.state.dealt == wanted.dealt and not table.state.history
    for k in range(1, len(wanted.history) + 1):
        press(pygame.K_RIGHT)
        app.step(FRAME)
        assert [e.action for e in table.state.history] == [e.action for e in wanted.history[:k]]
    press(pygame.K_RIGHT)
    app.step(FRAME)
    assert table.state.result == wanted.result, "forward stops at the end of the hand"
    for _ in range(3):
        press(pygame.K_LEFT)
    app.step(FRAME)
    assert len(table.state.history) == len(wanted.history) - 3 and table.state.result is None
    click(table.back_button.rect.center)
    app.step(FRAME)
    assert len(table.state.history) == len(wanted.history) - 4
    app.step(1.0)
    for t in (*table.state.hand(0), *table.state.hand(1)):
        assert table.sprites[t].end.face_up, "every hand is shown in a replay"
    press(pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.stack.top is screen


def test_the_replay_says_the_move_just_made(app: App, tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    hand = finished_hand(4)
    saves.hand_finished(hand, Lineup(Mode.QUICK, (CHARACTERS[0].id,)))
    screen = HistoryScene(app, saves, PACES["fast"])
    app.stack.push(screen)
    press(pygame.K_RETURN)
    app.step(FRAME)
    table = app.stack.top
    assert isinstance(table, ReplayTable)
    names = ["You", "Seat 2"]
    for k, event in enumerate(hand.history, start=1):
        press(pygame.K_RIGHT)
        app.step(FRAME)
        said = table.status()
        name, action = names[event.seat], event.action
        you = event.seat == 0  # "You play", "Seat 2 plays"
        if k == 1:
            assert isinstance(action, Play)
            opens = "You open with" if you else f"{name} opens with"
            assert said.startswith(f"{opens} {action.tile} · Move 1 of "), said
        elif isinstance(action, Play):
            side = "left" if action.end == LEFT else "right"
            plays = "You play" if you else f"{name} plays"
            assert said.startswith(f"{plays} {action.tile} on the {side} · Move {k} of "), said
        elif isinstance(action, Draw):
            assert said.startswith(f"{'You draw' if you else name + ' draws'} {event.tile} · "), said
        else:
            assert said.startswith(f"{'You pass' if you else name + ' passes'} · "), said
    press(pygame.K_LEFT)
    app.step(FRAME)
    last = hand.history[-2]
    assert table.status().startswith(names[last.seat]), "a step back says the move now last on the table"
