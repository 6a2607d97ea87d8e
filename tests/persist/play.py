"""Hands and matches played by seeded random moves through the validating engine."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.engine.match import Match
from game.engine.record import record_of
from game.engine.rules import rules_for
from game.engine.state import HandState, apply, legal_actions
from game.persist.history import labelled

if TYPE_CHECKING:
    from game.persist.saves import Saves


def moves(state: HandState, rng: random.Random, count: int | None = None) -> HandState:
    """``state`` after ``count`` random legal moves (None: to the end of the hand)."""
    done = 0
    while state.result is None and (count is None or done < count):
        state = apply(state, rng.choice(legal_actions(state)))
        done += 1
    return state


def new_match(preset: str = "classic", players: int = 2, target: int | None = 50) -> Match:
    return Match.new(rules_for(preset), players, target)


def play_match(match: Match, rng: random.Random) -> Match:
    """``match`` played to its end."""
    while not match.over:
        state = moves(match.start_hand(rng), rng)
        assert state.result is not None
        match = match.after_hand(state.result, state.starter)
    return match


def kept_hands(saves: Saves, count: int, seed: int = 8) -> None:
    """``count`` finished Classic Draw hands of the player against Aino, kept in the history."""
    rng = random.Random(seed)
    for _ in range(count):
        state = moves(new_match("classic", 2, 100).start_hand(rng), rng)
        saves.history.add(labelled(record_of(state), [None, "Aino"], 1), demo=False, when=saves.clock())
