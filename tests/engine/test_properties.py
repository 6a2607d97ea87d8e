"""Invariants over random seeds and random legal play, for every preset and player count."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.fuzz import InvariantError, check_finished, play_checked_hand
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.playout import choose, random_playout
from game.engine.rules import PRESETS, rules_for
from game.engine.state import legal_actions
from game.engine.tiles import TILES

COMBOS = [(name, players) for name, rules in PRESETS.items() for players in rules.players]
OPTION_SETS = [{}, {"draw_one": True}, {"reserve_two": True}, {"hand_size_8_minus": True},
               {"block_full_sum": True}, {"no_double_redeal": True}, {"no_double_heaviest": True}]


@settings(max_examples=150, deadline=None)
@given(
    combo=st.sampled_from(COMBOS),
    options=st.sampled_from(OPTION_SETS),
    seed=st.integers(0, 2**32 - 1),
)
def test_random_legal_play_keeps_every_invariant(combo: tuple[str, int], options: dict[str, bool], seed: int) -> None:
    name, players = combo
    rules = rules_for(name, options)
    rng = random.Random(seed)
    match = Match.new(rules, players, rules.default_target(players))
    state, actions = play_checked_hand(match, rng)
    assert actions > 0 and state.result is not None


@settings(max_examples=60, deadline=None)
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 2**32 - 1))
def test_the_fast_playout_ends_exactly_like_step_by_step_play(combo: tuple[str, int], seed: int) -> None:
    name, players = combo
    rules = rules_for(name)
    state = Match.new(rules, players).start_hand(random.Random(seed))
    slow = state.copy()
    rng = random.Random(seed + 1)
    while slow.result is None:
        slow.step(choose(legal_actions(slow), rng))
    assert random_playout(state, random.Random(seed + 1)) == slow.result
    assert state.result is None and state.history == []


@settings(max_examples=40, deadline=None)
@given(combo=st.sampled_from(COMBOS), seed=st.integers(0, 2**32 - 1))
def test_open_hands_practice_scores_nothing_and_shows_every_hand(combo: tuple[str, int], seed: int) -> None:
    name, players = combo
    rules = rules_for(name, {"open_hands": True})
    state = Match.new(rules, players).start_hand(random.Random(seed))
    obs = observe(state, 0)
    assert obs.open_hands is not None and sum(len(h) for h in obs.open_hands) == sum(obs.hand_counts)
    result = random_playout(state, random.Random(seed))
    assert set(result.points) == {0}


def test_the_checks_catch_a_wrong_score() -> None:
    rules = rules_for("classic")
    state, _ = play_checked_hand(Match.new(rules, 2), random.Random(3))
    assert state.result is not None
    state.result = state.result._replace(points=tuple(p + 1 for p in state.result.points))
    with pytest.raises(InvariantError, match="points"):
        check_finished(state)


def test_every_tile_is_dealt_once() -> None:
    for name, players in COMBOS:
        state = Match.new(rules_for(name), players).start_hand(random.Random(9))
        dealt = [t for seat in range(players) for t in state.hand(seat)] + list(state.boneyard)
        assert sorted(dealt) == sorted(TILES)
