"""Random positions of every preset and player count, reached by random legal play."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.engine.match import Match
from game.engine.rules import PRESETS, rules_for
from game.engine.state import HandState, apply, legal_actions

SETUPS = [(name, players) for name, rules in PRESETS.items() for players in rules.players]


def random_hand_states(
    preset: str, players: int, seed: int, hands: int, target: int | None = None
) -> Iterator[HandState]:
    """Every state of ``hands`` randomly played hands, in order (each hand from its deal)."""
    rules = rules_for(preset)
    rng = random.Random(f"{preset}/{players}/{seed}")
    for _ in range(hands):
        state = Match.new(rules, players, target).start_hand(rng)
        yield state
        while state.result is None:
            actions = legal_actions(state)
            state = apply(state, actions[int(rng.random() * len(actions))])
            yield state


def decision_points(preset: str, players: int, seed: int, count: int, target: int | None = None) -> list[HandState]:
    """``count`` live positions with a real choice to make, spread over several hands."""
    rng = random.Random(f"pick/{preset}/{players}/{seed}")
    out: list[HandState] = []
    for state in random_hand_states(preset, players, seed, hands=count * 3, target=target):
        if state.result is None and len(legal_actions(state)) > 1 and rng.random() < 0.35:
            out.append(state)
            if len(out) == count:
                break
    return out
