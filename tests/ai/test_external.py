"""The plain-data interface other programs use: round trips and checked input."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from game.ai.external import action_from_data, choose_action, observation_from_data, observation_to_data
from game.engine.observe import observe
from game.engine.state import legal_actions
from tests.ai.positions import SETUPS, random_hand_states


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_observations_survive_a_json_round_trip(preset: str, players: int) -> None:
    for state in random_hand_states(preset, players, seed=11, hands=2, target=100):
        if state.result is not None:
            continue
        for seat in range(players):
            obs = observe(state, seat)
            assert observation_from_data(json.loads(json.dumps(observation_to_data(obs)))) == obs


def test_choose_action_answers_with_a_legal_move() -> None:
    for state in random_hand_states("allfives", 3, seed=12, hands=1):
        if state.result is not None:
            continue
        data = json.loads(json.dumps(observation_to_data(observe(state, state.turn))))
        for kind, style in (("random", {}), ("greedy", {}), ("easy", {}), ("hard", {"max_worlds": 5})):
            answer = choose_action(data, kind, seed=1, **style)
            assert action_from_data(json.loads(json.dumps(answer))) in legal_actions(state)
        assert choose_action(data, "easy", seed=2) == choose_action(data, "easy", seed=2)


def test_bad_observations_are_refused_with_a_reason() -> None:
    state = next(s for s in random_hand_states("classic", 2, seed=13, hands=1) if len(s.chain) == 3)
    good = observation_to_data(observe(state, state.turn))
    with pytest.raises(ValueError, match="ends"):
        observation_from_data({**good, "ends": [good["ends"][1], (good["ends"][0] + 1) % 7]})
    with pytest.raises(ValueError, match="hand"):
        observation_from_data({**good, "hand": ["9-9"]})
    with pytest.raises(ValueError, match="counts"):
        observation_from_data({**good, "counts": [1, 1]})
    with pytest.raises(ValueError, match="unknown preset"):
        observation_from_data({**good, "rules": "poker"})
    other = observation_to_data(observe(state, 1 - state.turn))
    with pytest.raises(ValueError, match="turn"):
        choose_action(other, "greedy")
    with pytest.raises(ValueError):
        action_from_data({"play": "6-6", "end": "middle"})
    assert random.Random(0)  # the data never carries randomness: the seed is an argument


def _position() -> dict[str, Any]:
    """A live two-player Classic position, three tiles down, as another program would send it."""
    state = next(s for s in random_hand_states("classic", 2, seed=13, hands=1) if len(s.chain) == 3)
    return observation_to_data(observe(state, state.turn))


def _changed(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(_position()))
    change(data)
    return data


def _set(key: str, value: object) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.__setitem__(key, value)


def _count(value: int) -> Callable[[dict[str, Any]], None]:
    return lambda data: data["counts"].__setitem__(1 - data["seat"], value)


def _whole_set_in_hand(data: dict[str, Any]) -> None:
    data["hand"] = [f"{a}-{b}" for a in range(7) for b in range(a, 7)]
    data["counts"][data["seat"]] = 28


def _duplicate_in_hand(data: dict[str, Any]) -> None:
    data["hand"][1] = data["hand"][0]


def _float_end(data: dict[str, Any]) -> None:
    data["chain"][1]["end"] = float(data["chain"][1]["end"])  # found by make fuzz-io: -0.0 == 0


def _chain_tile_in_hand(data: dict[str, Any]) -> None:
    data["hand"][0] = data["chain"][1]["tile"]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (_set("options", "x"), "options"),  # was AttributeError
        (_set("scores", 7), "scores"),  # was TypeError
        (_set("in_play", 1), "in_play"),  # was TypeError
        (_set("open_hands", 4), "open_hands"),  # was TypeError
        (_whole_set_in_hand, "hand"),  # was IndexError
        (_count(10**100), "counts"),  # was OverflowError
        (_count(3 * 10**7), "counts"),  # was accepted: 18 s and 472 MB for one 0.05 s decision
        (_duplicate_in_hand, "hand"),  # was answered as if possible
        (_chain_tile_in_hand, "hand"),  # was answered as if possible
        (_set("drawable", 10**100), "drawable"),  # was answered as if possible
        (_set("target", 10**9), "target"),  # the match model's table grows with the target: it never finished
        (_set("scores", [10**400, 0]), "scores"),
        (_float_end, "chain"),  # was TypeError
    ],
)
def test_impossible_observations_are_refused_naming_the_field(
    change: Callable[[dict[str, Any]], None], field: str
) -> None:
    with pytest.raises(ValueError, match=field):
        choose_action(_changed(change), "hard", budget=0.05)


def test_a_style_from_another_program_is_checked_too() -> None:
    with pytest.raises(ValueError, match="budget"):
        choose_action(_position(), "hard", budget=float("nan"))
