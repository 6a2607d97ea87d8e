"""Saved matches one move from their end, for the screens that follow a match: the seat to
win plays its last tile next, and that hand ends the match.

The engine finds the deal (the human plays the first tile that fits, the computer the first
legal move); the session resumes it from the saves, as after a restart.
"""

from __future__ import annotations

import random
from pathlib import Path

from game.domain.campaign import MATCHES
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.actions import Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.scoring import DOMINO, HandResult
from game.engine.state import HandState, legal_actions
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.session import Session, SessionTable
from tests.ui.test_play_a_hand import human_choice

POINTS = Lineup(Mode.POINTS, ("aino",))


def one_hand_played(match: Match, winner: int) -> Match:
    """``match`` after a first hand that left ``winner`` one point short of the target."""
    assert match.target is not None
    points = tuple(match.target - 1 if unit == winner else 0 for unit in range(len(match.scores)))
    result = HandResult(DOMINO, winner, winner, (0,) * match.players, points, winner)
    return match.after_hand(result, 0)


def before_the_last_move(match: Match, winner: int) -> HandState:
    """A hand of ``match`` where ``winner`` goes out with the next move (found by seed)."""
    for seed in range(5000):
        state = match.start_hand(random.Random(seed))
        while state.result is None:
            last = state.copy()
            state.step(human_choice(state)[1] if state.turn == 0 else legal_actions(state)[0])
        result = state.result
        if result.reason == DOMINO and result.out_seat == winner and len(last.hand(winner)) == 1:
            only = legal_actions(last)
            if only and all(isinstance(a, Play) for a in only):
                return last
    raise AssertionError(f"no deal where seat {winner} goes out")


def saved_before_the_last_move(data_dir: Path, lineup: Lineup, match: Match, winner: int) -> Saves:
    """Saves holding ``match`` (of ``lineup``) one move before ``winner`` goes out."""
    saves = Saves.open(data_dir)
    saves.save_match(match, lineup, before_the_last_move(match, winner))
    return saves


def campaign_near_the_end(data_dir: Path, match_id: str, winner: int) -> Saves:
    """Campaign match ``match_id``, one move before ``winner`` wins it."""
    plan = MATCHES[match_id]
    lineup = Lineup(Mode.CAMPAIGN, plan.characters, plan.id)
    return saved_before_the_last_move(data_dir, lineup, one_hand_played(plan.new_match(), winner), winner)


def points_near_the_end(data_dir: Path, winner: int) -> Saves:
    """A Points Match to 50 against Aino, one move before ``winner`` wins it (in its second hand)."""
    match = one_hand_played(Match.new(PRESETS["classic"], 2, 50), winner)
    return saved_before_the_last_move(data_dir, POINTS, match, winner)


def points_first_hand_near_its_end(data_dir: Path) -> Saves:
    """A Points Match to 200 (the highest target offered) against Aino, one move before the player
    goes out in its first hand."""
    return saved_before_the_last_move(data_dir, POINTS, Match.new(PRESETS["classic"], 2, 200), 0)


class Menu(Scene):
    """What lies under a table: the screen the player started it from."""


def resumed(app: App, saves: Saves, mode: Mode) -> tuple[Menu, SessionTable]:
    menu = Menu(app)
    app.stack.push(menu)
    table = Session(app, saves, random.Random(3)).resume(mode)
    assert table is not None
    return menu, table
