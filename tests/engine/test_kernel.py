"""The one move kernel: the validated game, the random playout and the kernel agree move by move."""

from __future__ import annotations

import random

import pytest

from game.engine.kernel import Position, play_out, random_policy
from game.engine.match import Match
from game.engine.playout import random_playout
from game.engine.rules import PRESETS, rules_for
from game.engine.state import legal_actions
from tests.engine.scripted import recorded

COMBOS = [(name, players) for name, rules in PRESETS.items() for players in rules.players]
OPTIONS: tuple[dict[str, bool], ...] = ({}, {"draw_one": True}, {"reserve_two": True}, {"open_hands": True})


@pytest.mark.parametrize(("preset", "players"), COMBOS)
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "plain")
def test_the_inlined_random_playout_makes_the_kernels_moves(
    preset: str, players: int, options: dict[str, bool]
) -> None:
    rules = rules_for(preset, options)
    for seed in range(25):
        state = Match.new(rules, players).start_hand(random.Random(seed))
        fast: list[int] = []
        result = random_playout(state, random.Random(seed), fast)
        reference = state.position()
        slow: list[int] = []
        play_out(reference, recorded(random_policy(random.Random(seed)), slow))
        assert fast == slow, (preset, players, options, seed)
        assert result == reference.result
        assert state.result is None and state.history == []  # the state given is untouched


@pytest.mark.parametrize(("preset", "players"), COMBOS)
def test_the_game_state_steps_exactly_as_the_kernel(preset: str, players: int) -> None:
    """HandState.step over legal_actions makes the kernel's moves, and the two positions stay equal."""
    rules = rules_for(preset)
    for seed in range(10):
        state = Match.new(rules, players).start_hand(random.Random(seed))
        kernel = state.position()
        rng = random.Random(seed)
        while state.result is None:
            actions = legal_actions(state)
            assert len(actions) == len(kernel.moves())
            k = int(rng.random() * len(actions))
            state.step(actions[k])
            kernel.make(kernel.moves()[k])
            assert vars_of(state.position()) == vars_of(kernel)
        assert len(state.history) > 0


def vars_of(position: Position) -> dict[str, object]:
    return {name: getattr(position, name) for name in Position.__slots__}
