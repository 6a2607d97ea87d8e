"""Every player: legal, honest (a function of its observation only), repeatable, on time."""

from __future__ import annotations

import random

import pytest

from game.ai import hard
from game.ai.characters import CHARACTERS, make_character_player
from game.ai.hard import MAX_THINK, HardPlayer, Search
from game.ai.players import KINDS, Player, make_player
from game.engine.observe import observe
from game.engine.state import HandState, legal_actions
from game.engine.tiles import TILES, mask_of
from tests.ai.positions import SETUPS, decision_points, random_hand_states


def quick_players() -> dict[str, Player]:
    """One of each kind; Hard counts its work instead of watching the clock, so it is repeatable."""
    players = {kind: make_player(kind) for kind in KINDS if kind != "hard"}
    players["hard"] = HardPlayer(max_worlds=12, clock=False)
    return players


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_every_decision_is_legal(preset: str, players: int) -> None:
    seated = quick_players()
    rng = random.Random(1)
    for state in decision_points(preset, players, seed=5, count=10, target=100):
        obs = observe(state, state.turn)
        for kind, player in seated.items():
            assert player.choose(obs, rng) in legal_actions(state), kind


def test_characters_make_legal_moves() -> None:
    states = decision_points("classic", 3, seed=6, count=2) + decision_points("allfives", 2, seed=6, count=2)
    for character in CHARACTERS:
        player = make_character_player(character.id)
        for state in states:
            assert player.choose(observe(state, state.turn), random.Random(0)) in legal_actions(state)


def twin_with_other_hidden_tiles(state: HandState, rng: random.Random) -> HandState:
    """The same position for the seat to move, the tiles it cannot see dealt out differently."""
    twin = state.copy()
    seat = state.turn
    hidden = [s for s in range(state.players) if s != seat]
    pool = [t for t in TILES if any(state.hands[s] & t.bit for s in hidden)]
    pool += list(state.boneyard[state.drawn :])
    rng.shuffle(pool)
    for s in hidden:
        count = state.hands[s].bit_count()
        twin.hands[s] = mask_of(pool[:count])
        pool = pool[count:]
    twin.boneyard = state.boneyard[: state.drawn] + tuple(pool)
    return twin


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("block", 2), ("allfives", 3), ("partners", 4)])
def test_same_view_same_decision_whatever_the_hidden_tiles(preset: str, players: int) -> None:
    shuffler = random.Random(7)
    seated = quick_players()
    for state in decision_points(preset, players, seed=7, count=6):
        twin = twin_with_other_hidden_tiles(state, shuffler)
        assert twin.hands != state.hands
        seat = state.turn
        assert observe(twin, seat) == observe(state, seat)
        for kind, player in seated.items():
            first = player.choose(observe(state, seat), random.Random(3))
            second = player.choose(observe(twin, seat), random.Random(3))
            assert first == second, kind


def test_same_seed_same_decision_and_no_memory_between_hands() -> None:
    states = decision_points("classic", 2, seed=8, count=6)
    used = HardPlayer(max_worlds=12, clock=False)
    for state in reversed(states):  # play the positions out of order with one player object
        used.choose(observe(state, state.turn), random.Random(9))
    for state in states:
        obs = observe(state, state.turn)
        fresh = HardPlayer(max_worlds=12, clock=False)
        assert used.choose(obs, random.Random(9)) == fresh.choose(obs, random.Random(9))


def test_a_tiny_budget_still_gives_a_legal_move() -> None:
    player = HardPlayer(budget=0.001)
    for state in decision_points("block", 2, seed=9, count=5) + decision_points("partners", 4, seed=9, count=5):
        assert player.choose(observe(state, state.turn), random.Random(1)) in legal_actions(state)


def test_the_budget_is_capped_and_must_be_positive() -> None:
    assert Search(budget=10).budget == MAX_THINK
    with pytest.raises(ValueError):
        Search(budget=0)


def test_a_forced_move_is_answered_without_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(*args: object) -> None:
        raise AssertionError("searched a forced move")

    monkeypatch.setattr(hard, "infer", no_search)
    player = HardPlayer()
    forced = 0
    for state in random_hand_states("classic", 2, seed=10, hands=3):
        actions = legal_actions(state)
        if len(actions) == 1:
            assert player.choose(observe(state, state.turn), random.Random(1)) == actions[0]
            forced += 1
    assert forced > 5


def test_unknown_kinds_are_refused_and_cheat_is_not_on_the_menu() -> None:
    assert "cheat" not in KINDS
    with pytest.raises(ValueError):
        make_player("cheat")
    with pytest.raises(TypeError):
        make_player("greedy", slip=0.2)
