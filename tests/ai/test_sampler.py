"""Sampled deals respect every constraint, never stall, and are uniform with one opponent."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.inference import Knowledge, SeatKnowledge, infer
from game.ai.sampler import Sampler
from game.engine.observe import observe
from game.engine.tiles import TILES, mask_of
from tests.ai.positions import SETUPS, decision_points
from tests.ai.test_inference import fits_layers


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_samples_fit_what_is_known(preset: str, players: int) -> None:
    rng = random.Random(4)
    for state in decision_points(preset, players, seed=2, count=12):
        knowledge = infer(observe(state, state.turn))
        sampler = Sampler(knowledge)
        for _ in range(10):
            deal = sampler.sample(rng)
            taken = 0
            for seat, hand in deal.hands.items():
                assert hand.bit_count() == knowledge.seats[seat].count
                assert hand & ~knowledge.allowed_mask(seat) == 0
                assert fits_layers(hand, knowledge.seats[seat].layers or ((hand, hand.bit_count()),))
                assert not taken & hand
                taken |= hand
            assert not taken & mask_of(deal.boneyard)
            assert taken | mask_of(deal.boneyard) == knowledge.unseen_mask
            assert len(deal.boneyard) == knowledge.drawable + knowledge.reserved


def _seat(seat: int, count: int, candidates: range) -> SeatKnowledge:
    return SeatKnowledge(seat, count, frozenset(), frozenset(), frozenset(TILES[i] for i in candidates))


def test_a_deal_forced_by_the_constraints_is_always_found() -> None:
    # seat 1 may hold only tiles 0-2, seat 2 only 0-5, seat 3 anything: a single possible deal
    unseen = frozenset(TILES[i] for i in range(9))
    seats = (_seat(0, 3, range(0)), _seat(1, 3, range(3)), _seat(2, 3, range(6)), _seat(3, 3, range(9)))
    sampler = Sampler(Knowledge(0, unseen, seats, drawable=0, reserved=0))
    rng = random.Random(1)
    for _ in range(200):
        deal = sampler.sample(rng)
        assert deal.hands == {1: 0b111, 2: 0b111000, 3: 0b111000000}


def test_one_opponent_gets_a_uniform_hand() -> None:
    unseen = frozenset(TILES[i] for i in range(10))
    seats = (_seat(0, 2, range(0)), _seat(1, 3, range(6)))  # 3 tiles among 6 candidates
    sampler = Sampler(Knowledge(0, unseen, seats, drawable=7, reserved=0))
    rng = random.Random(2)
    counts: Counter[int] = Counter()
    for _ in range(6000):
        hand = sampler.sample(rng).hands[1]
        counts.update(i for i in range(10) if hand >> i & 1)
    assert set(counts) == set(range(6))
    assert all(2700 < counts[i] < 3300 for i in range(6))  # 3000 expected each
