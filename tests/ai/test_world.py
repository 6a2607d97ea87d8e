"""The search's fast world follows the engine exactly."""

from __future__ import annotations

import random

import pytest

from game.ai.world import World, noise, rollout
from game.engine.tiles import NUMBER_MASK, pips_of
from tests.ai.positions import SETUPS, random_hand_states


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_world_transitions_match_the_engine(preset: str, players: int) -> None:
    world: World | None = None
    for state in random_hand_states(preset, players, seed=3, hands=6):
        if not state.history:
            world = World.of_state(state)
            continue
        assert world is not None
        world.apply(state.history[-1].action)
        assert world.hands == state.hands
        assert world.result == state.result
        if state.result is None:
            assert (world.left, world.right) == state.ends
            assert (world.turn, world.passes, world.drawable) == (state.turn, state.passes, state.drawable)
            assert world.in_play == state.in_play


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_rollouts_play_the_hand_to_a_proper_end(preset: str, players: int) -> None:
    rng = random.Random(5)
    for state in random_hand_states(preset, players, seed=4, hands=4):
        if state.result is not None or state.ends is None:
            continue
        world = World.of_state(state)
        rollout(world, noise(rng), epsilon=0.3)
        result = world.result
        assert result is not None
        assert list(result.pips) == [pips_of(h) for h in world.hands]
        if result.out_seat is not None:
            assert result.reason == "domino" and world.hands[result.out_seat] == 0
        else:
            ends = NUMBER_MASK[world.left] | NUMBER_MASK[world.right]
            assert all(not h & ends for h in world.hands) and world.drawable == 0
