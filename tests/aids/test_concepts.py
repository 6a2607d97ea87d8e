"""Reasons in words: each concept is true of the hidden hands when it is said, the one said
is the one that separates good moves from bad, and every language has words for them."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game.aids.concepts import Reason, concepts, explain_gap, words
from game.aids.hints import Comparison, explain
from game.engine.actions import Action, Play
from game.engine.observe import Observation, observe
from game.engine.state import HandState
from game.engine.tiles import Tile, tiles_in
from game.i18n import set_language
from tests.aids.test_hints import NAMES, positions

Found = tuple[HandState, Observation, Play, Reason]


def find(kind: str, preset: str = "classic", hands: int = 300) -> Iterator[Found]:
    for state in positions(preset, hands):
        obs = observe(state, 0)
        for action in obs.legal:
            if isinstance(action, Play):
                for reason in concepts(obs, action):
                    if reason.kind == kind:
                        yield state, obs, action, reason


def first(kind: str, preset: str = "classic", test: Callable[[Found], bool] = lambda f: True) -> Found:
    return next(f for f in find(kind, preset) if test(f))


def hidden(state: HandState) -> list[Tile]:
    return [t for s in range(1, state.players) for t in tiles_in(state.hands[s])] + list(state.boneyard[state.drawn :])


def after(state: HandState, action: Action) -> HandState:
    nxt = state.copy()
    nxt.step(action)
    return nxt


def test_a_block_is_said_only_when_nobody_else_can_follow_either_end() -> None:
    checked = 0
    for state, _, play, reason in find("block"):
        ends = after(state, play).ends
        assert ends is not None and (reason.args["a"], reason.args["b"]) == ends
        assert not any(t.has(n) for t in hidden(state) for n in ends), "the block is true of the hidden tiles"
        checked += 1
    assert checked >= 3
    _, _, _, reason = first("block", test=lambda f: f[3].args["a"] == f[3].args["b"] and bool(f[3].args["yours"]))
    n = reason.args["a"]
    assert words(reason, NAMES) == f"blocks: both ends show {n} and all {n}s but yours are out"


def test_keeping_a_number_an_opponent_lacks_is_true_of_the_opponent_hand() -> None:
    checked = 0
    for state, obs, play, reason in find("keep"):
        n = reason.args["n"]
        assert isinstance(n, int)
        assert not any(t.has(n) for t in tiles_in(state.hands[1])), "Bob really has none"
        kept = [t for t in obs.hand if t is not play.tile and t.has(n)]
        assert bool(reason.args["last"]) == (len(kept) == 1)
        checked += 1
    assert checked >= 3
    _, _, _, last = first("keep", test=lambda f: bool(f[3].args["last"]))
    assert words(last, NAMES) == f"keeps your last {last.args['n']} while Bob has shown none"


def test_all_fives_points_are_what_the_engine_scores() -> None:
    checked = 0
    for state, _, play, reason in find("fives", "allfives", hands=120):
        assert after(state, play).in_play[0] - state.in_play[0] == reason.args["n"]
        checked += 1
    assert checked >= 3
    assert words(Reason("fives", {"n": 10}), NAMES) == "leaves 10 on the ends in All Fives"


def test_a_domino_set_up_can_go_out_next_turn_and_a_heavy_double_is_named() -> None:
    state, obs, play, reason = first("domino")
    left = [t for t in obs.hand if t is not play.tile]
    ends = after(state, play).ends
    assert len(left) == 1 and ends is not None and any(left[0].has(n) for n in ends)
    assert words(reason, NAMES) == f"sets up a domino next turn with {left[0]}"
    _, _, double, said = first("double")
    assert double.tile.is_double and double.tile.pips >= 8
    assert words(said, NAMES) == f"plays your heavy double {double.tile} before it gets stuck"


def test_own_tile_concepts_hold_in_the_hand_left_after_the_move() -> None:
    checked = 0
    for kind in ("follow", "suit", "double_room"):
        for state, _, play, reason in find(kind, hands=40):
            nxt = after(state, play)
            rest, ends = tiles_in(nxt.hands[0]), nxt.ends
            assert ends is not None
            if kind == "follow":
                assert all(any(t.has(n) for t in rest) for n in ends)
            elif kind == "suit":
                n, count = reason.args["n"], reason.args["count"]
                assert isinstance(n, int) and isinstance(count, int)
                assert sum(t.has(n) for t in rest) == count >= 2
            else:
                assert reason.args["tile"] in {str(t) for t in rest if t.is_double and t.low in ends}
            checked += 1
    assert checked >= 9
    assert words(Reason("follow", {"a": 2, "b": 6}), NAMES) == "leaves ends you can follow: you still hold a 2 and a 6"


def test_the_reason_chosen_is_the_concept_that_separates_the_values() -> None:
    """Of the concepts the better move has, the one whose moves score highest is named."""
    for _state, obs, play, reason in find("keep"):
        others = [a for a in obs.legal if a != play and reason.key() not in {r.key() for r in concepts(obs, a)}]
        if not others:
            continue
        holds = {a: reason.key() in {r.key() for r in concepts(obs, a)} for a in obs.legal}
        twins = [
            r for r in concepts(obs, play)
            if r != reason and all((r.key() in {c.key() for c in concepts(obs, a)}) == holds[a] for a in obs.legal)
        ]
        if twins:
            continue  # another concept holds for exactly the same moves: either explains it
        values = {a: (5.0 if holds[a] else 0.0) + (0.1 if a == play else 0.0) for a in obs.legal}
        assert explain_gap(obs, values, play, others[0]) == reason
        flat = dict.fromkeys(obs.legal, 1.0)
        assert explain_gap(obs, flat, play, others[0]) is None, "no concept explains equal values"
        comparison = Comparison(others[0], 100, 0.6, 0.2, tuple(values.items()))
        assert words(reason, NAMES) in explain(obs, play, comparison, NAMES).reason, "the hint speaks the concept"
        return
    raise AssertionError("no position with a separating keep concept")


def test_a_hint_falls_back_to_counts_only_when_no_concept_applies() -> None:
    state = next(
        s for s in positions() if len(observe(s, 0).legal) > 1 and not concepts(observe(s, 0), observe(s, 0).legal[0])
    )
    obs = observe(state, 0)
    best, runner = obs.legal[0], obs.legal[1]
    comparison = Comparison(runner, 50, 0.7, 0.1, tuple((a, 1.0 if a == best else 0.0) for a in obs.legal))
    assert "did better than" in explain(obs, best, comparison, NAMES).reason


@pytest.mark.parametrize("language", ["fi", "sv", "el", "sr"])
def test_every_concept_has_words_in_every_language(language: str) -> None:
    samples = [
        Reason("domino", {"tile": "2-3"}),
        Reason("block", {"a": 3, "b": 3, "yours": True}),
        Reason("block", {"a": 3, "b": 3, "yours": False}),
        Reason("block", {"a": 3, "b": 5, "yours": False}),
        Reason("dead_end", {"n": 4, "yours": True}),
        Reason("fives", {"n": 10}),
        Reason("lacks_end", {"seat": 1, "n": 2, "how": "draw"}),
        Reason("keep", {"seat": 1, "n": 5, "last": True}),
        Reason("keep", {"seat": 1, "n": 5, "last": False}),
        Reason("double", {"tile": "6-6"}),
        Reason("pips", {"n": 11}),
        Reason("double_room", {"tile": "4-4"}),
        Reason("suit", {"n": 3, "count": 3}),
        Reason("follow", {"a": 2, "b": 6}),
    ]
    english = [words(r, ["You", "Aino"]) for r in samples]
    set_language(language)
    try:
        translated = [words(r, ["You", "Aino"]) for r in samples]
    finally:
        set_language("en")
    untranslated = [e for e, t in zip(english, translated, strict=True) if e == t]
    assert untranslated == []

