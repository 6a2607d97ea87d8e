"""The hand controller plays whole matches with no window: every preset, every player count,
computers in every seat (and a human seat moved by the test), events in the order they happened."""

from __future__ import annotations

import logging
import random
import subprocess
import sys

import pytest

from game.ai.players import make_player
from game.aids.practice import Aids
from game.engine.actions import LEFT, Action, Play
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.observe import Observation
from game.engine.rules import PRESETS
from game.engine.tiles import TILES
from game.ui.seats import Seat, Sitting
from game.ui.table.model.controller import HandController
from game.ui.table.model.events import (
    ComputerSlipped,
    Dealt,
    Event,
    HandOver,
    MatchOver,
    Passed,
    PointsScored,
    Rewound,
    TileDrawn,
    TilePlayed,
)
from tests.ui.inline import InlineExecutor

CASES = [(name, players) for name, rules in PRESETS.items() for players in rules.players]


def play_out(control: HandController) -> list[Event]:
    """Let the computers move until it is the human's turn or the hand is over, as the table
    does frame by frame: ask, wait for the answer, commit it."""
    events: list[Event] = []
    while control.computer_turn:
        control.think()
        assert control.pending is not None
        control.pending.result()
        events += control.answer()
    return events


def computers(players: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"C{seat}", make_player("random")) for seat in range(players))


@pytest.mark.parametrize(("preset", "players"), CASES, ids=[f"{p}-{n}" for p, n in CASES])
def test_a_whole_match_plays_headless(preset: str, players: int) -> None:
    rules = PRESETS[preset]
    match = Match.new(rules, players, rules.default_target(players))
    control = HandController(Sitting(computers(players), match, random.Random(5)), InlineExecutor())
    hands = 0
    while True:
        events = play_out(control)
        assert events, "a computer's turn always moves"
        moves = [e for e in events if isinstance(e, (TilePlayed, TileDrawn, Passed))]
        assert [e.after for e in moves][-1] is control.state
        assert len(moves) == len(control.state.history), "one event per move of the hand"
        over = [e for e in events if isinstance(e, HandOver)]
        assert len(over) == 1 and over[0].result == control.state.result
        assert isinstance(events[-1], (PointsScored, MatchOver))
        hands += 1
        assert control.hands_played == hands == len(control.match.results)
        if control.match.over:
            assert isinstance(events[-1], MatchOver) and events[-1].winner == control.match.winner
            break
        assert hands < 200, "the match never ended"
        assert isinstance(control.next_hand()[0], Dealt)
    if match.rules.open_hands:
        assert not any(control.match.scores)
    else:
        assert max(control.match.scores) >= (match.target or 0) or match.rules.lowest_wins


def test_a_played_tile_says_its_end_and_a_draw_its_tile() -> None:
    seats = (Seat("You", None), Seat("B", make_player("random")))
    control = HandController(Sitting(seats, Match.new(PRESETS["classic"], 2, 100), random.Random(2)), InlineExecutor())
    for _ in range(200):
        if control.state.result is not None:
            break
        if not control.human_turn:
            play_out(control)
            continue
        action = control.legal()[-1]
        events = control.commit(action)
        move = events[0]
        if isinstance(action, Play):
            assert isinstance(move, TilePlayed) and move.tile is action.tile and move.seat == 0
            assert any(p.tile is action.tile for p in move.after.chain)
            assert move.end == (action.end if len(move.after.chain) > 1 else LEFT)
        elif isinstance(move, TileDrawn):
            assert move.after.hands[0] & move.tile.bit
    assert control.state.result is not None


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    seats = (Seat("You", None), Seat("B", make_player("random")))
    control = HandController(Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(1)), InlineExecutor())
    play_out(control)
    state = control.state
    with pytest.raises(IllegalActionError):
        control.commit(Play(state.hand(1)[0]))  # the opponent's tile
    assert control.state is state


class Cheat:
    """Answers with a tile it does not hold."""

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return Play(next(t for t in TILES if t not in obs.hand))


def test_a_computers_illegal_move_is_logged_and_said(caplog: pytest.LogCaptureFixture) -> None:
    seats = (Seat("Mallory", Cheat()), Seat("B", make_player("random")))
    control = HandController(Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(1)), InlineExecutor())
    with caplog.at_level(logging.ERROR):
        while control.state.turn != 0:
            control.commit(control.legal()[0])
        control.think()
        events = control.answer()
    slipped = [e for e in events if isinstance(e, ComputerSlipped)]
    assert slipped and slipped[0].name == "Mallory"
    assert any("Mallory chose an illegal" in r.getMessage() for r in caplog.records)
    assert control.state.history[-1].seat == 0, "the first legal move was played instead"


def test_undo_takes_back_the_humans_last_play() -> None:
    seats = (Seat("You", None), Seat("B", make_player("random")))
    aids = Aids(undo=True)
    match = Match.new(PRESETS["classic"], 2, 100)
    control = HandController(Sitting(seats, match, random.Random(3)), InlineExecutor(), aids=aids)
    play_out(control)
    assert not control.can_undo and control.undo() == []
    before = control.state
    control.commit(next(a for a in control.legal() if isinstance(a, Play)))
    play_out(control)
    assert control.state.result is None and control.can_undo
    events = control.undo()
    assert isinstance(events[0], Rewound) and events[0].after is control.state
    assert [e.action for e in control.state.history] == [e.action for e in before.history]


def test_the_controller_does_not_import_pygame() -> None:
    code = "import sys, game.ui.table.model.controller; sys.exit(any(m.split('.')[0] == 'pygame' for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_new_121_game_is_opened_by_the_last_games_winner() -> None:
    rules = PRESETS["tactic121"]
    openers = []
    for seed in range(6):
        match = Match.new(rules, 2, rules.default_target(2))
        control = HandController(Sitting(computers(2), match, random.Random(seed)), InlineExecutor())
        while not control.match.over:
            play_out(control)
            if not control.match.over:
                control.next_hand()
        winner = control.match.winner
        assert winner is not None
        control.next_hand()  # "New match" on the end screen
        assert control.match.game_starter == winner and not control.match.results
        openers.append((winner, control.state.starter))
    assert all(starter == winner for winner, starter in openers), openers
