"""The worlds Hard searches: rebuilt from one seat's view, they are the engine's own position."""

from __future__ import annotations

import random

import pytest

from game.ai.sampler import HiddenDeal
from game.ai.world import World, heavy_policy, noise, rollout, world_of
from game.engine.kernel import play_out
from game.engine.observe import observe
from game.engine.tiles import NUMBER_MASK, pips_of
from tests.ai.positions import SETUPS, random_hand_states
from tests.engine.scripted import recorded


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_a_world_guessed_right_is_the_true_position(preset: str, players: int) -> None:
    """Built from the mover's observation and the true hidden tiles, a world has the true
    ends, doubles at the ends, passes, draws this turn and legal moves."""
    for state in random_hand_states(preset, players, seed=3, hands=6):
        if state.result is not None:
            continue
        obs = observe(state, state.turn)
        hidden = {seat: mask for seat, mask in enumerate(state.hands) if seat != state.turn}
        world = world_of(obs, HiddenDeal(hidden, state.boneyard[state.drawn :]))
        true = state.position()
        assert world.hands == true.hands
        assert (world.left, world.right, world.left_double, world.right_double) == (
            true.left, true.right, true.left_double, true.right_double)
        assert (world.turn, world.passes, world.drawn_this_turn, world.drawable) == (
            true.turn, true.passes, true.drawn_this_turn, true.drawable)
        assert world.in_play == true.in_play
        assert world.moves() == true.moves()
        assert world.boneyard[world.drawn : world.limit] == true.boneyard[true.drawn : true.limit]


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_rollouts_play_the_hand_to_a_proper_end(preset: str, players: int) -> None:
    rng = random.Random(5)
    for state in random_hand_states(preset, players, seed=4, hands=4):
        if state.result is not None:
            continue
        world = state.position()
        steps = rollout(world, noise(rng), epsilon=0.3)
        result = world.result
        assert result is not None and steps > 0
        assert list(result.pips) == [pips_of(h) for h in world.hands]
        if result.out_seat is not None:
            assert result.reason == "domino" and world.hands[result.out_seat] == 0
        else:
            ends = NUMBER_MASK[world.left] | NUMBER_MASK[world.right]
            assert all(not h & ends for h in world.hands) and world.drawable == 0


@pytest.mark.parametrize(("preset", "players"), SETUPS)
@pytest.mark.parametrize("epsilon", [0.0, 0.25, 1.0])
def test_the_inlined_rollout_makes_the_kernel_policys_moves(preset: str, players: int, epsilon: float) -> None:
    """Move by move, and the whole position after (every field written back)."""
    rng = random.Random(6)
    for state in random_hand_states(preset, players, seed=5, hands=3):
        if state.result is not None:
            continue
        luck = noise(rng)
        fast_world, slow_world = state.position(), state.position()
        fast: list[int] = []
        steps = rollout(fast_world, luck, epsilon, fast)
        slow: list[int] = []
        recording = recorded(heavy_policy(luck, epsilon), slow)
        assert play_out(slow_world, recording) == steps
        assert fast == slow
        fields = World.__slots__
        assert {n: getattr(fast_world, n) for n in fields} == {n: getattr(slow_world, n) for n in fields}
