"""Hint reasons in positions where the reason is known, checked against the hidden hands."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from game.ai.inference import infer
from game.aids.hints import Advisor, explain
from game.engine.actions import DRAW, Play
from game.engine.match import Match
from game.engine.observe import Observation, observe
from game.engine.rules import PRESETS
from game.engine.state import HandState, legal_actions
from game.engine.tiles import TILES, tiles_in

NAMES = ["You", "Bob"]


def positions(preset: str = "classic", hands: int = 300) -> Iterator[HandState]:
    """Seat 0 to move, in random two-player hands played by random choices."""
    for seed in range(hands):
        rng = random.Random(seed)
        state = Match.new(PRESETS[preset], 2, None).start_hand(rng)
        while state.result is None:
            if state.turn == 0:
                yield state.copy()
            state.step(rng.choice(legal_actions(state)))


def new_end(obs: Observation, play: Play) -> int | None:
    return None if obs.ends is None else play.tile.other(obs.ends[play.end])


def find(known: Callable[[HandState, Observation, Play, int], bool]) -> tuple[HandState, Observation, Play, int]:
    for state in positions():
        obs = observe(state, 0)
        for action in obs.legal if len(obs.legal) > 1 else ():  # an only move says just that
            if isinstance(action, Play) and (n := new_end(obs, action)) is not None and known(state, obs, action, n):
                return state, obs, action, n
    raise AssertionError("no such position in the hands tried")


def unseen_carry(obs: Observation, n: int, play: Play) -> bool:
    seen = set(obs.hand) | {p.tile for p in obs.chain}
    return any(t.has(n) for t in TILES if t not in seen and t is not play.tile)


def test_a_play_onto_a_number_the_opponent_drew_on_says_so() -> None:
    def drew_on(state: HandState, obs: Observation, play: Play, n: int) -> bool:
        shown = [m for m in obs.history if m.seat == 1 and m.kind != "play" and m.ends_before and n in m.ends_before]
        lacks = infer(obs).seats[1].lacks
        return n in lacks and bool(shown) and shown[-1].kind == "draw" and unseen_carry(obs, n, play)

    state, obs, play, n = find(drew_on)
    reason = explain(obs, play, None, NAMES).reason
    assert f"Bob drew on {n}" in reason
    assert not any(t.has(n) for t in tiles_in(state.hands[1])), "the reason is true of the hidden hand"


def test_a_play_onto_a_number_that_is_all_out_says_so() -> None:
    def all_out(state: HandState, obs: Observation, play: Play, n: int) -> bool:
        return not unseen_carry(obs, n, play) and not any(t.has(n) for t in obs.hand if t is not play.tile)

    state, obs, play, n = find(all_out)
    reason = explain(obs, play, None, NAMES).reason
    assert f"the {n}s are all out" in reason or f"all {n}s are out" in reason
    hidden = tiles_in(state.hands[1]) + list(state.boneyard[state.drawn :])
    assert not any(t.has(n) for t in hidden), "nobody can follow indeed"


def test_a_forced_draw_says_nothing_fits() -> None:
    obs = next(o for s in positions() if (o := observe(s, 0)).legal == (DRAW,))
    hint = explain(obs, DRAW, None, NAMES)
    assert hint.reason == "Draw: nothing in your hand fits"


def test_the_advisor_plays_a_legal_move_and_compares_it_with_the_runner_up() -> None:
    advisor = Advisor(clock=False, max_worlds=150)
    seen = 0
    for state in positions(hands=20):
        obs = observe(state, 0)
        if len(obs.legal) < 2:
            continue
        hint = advisor.advise(obs, NAMES, random.Random(seen))
        assert hint.action in obs.legal
        assert hint.reason.startswith(("Play ", "Draw", "Pass"))
        comparison = hint.comparison
        assert comparison is not None and comparison.runner_up in obs.legal and comparison.runner_up != hint.action
        assert comparison.deals > 0 and 0 <= comparison.behind <= 1 - comparison.ahead + 1e-9
        seen += 1
        if seen == 8:
            break
    assert seen == 8
