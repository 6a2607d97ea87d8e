"""The hand review: grades, honesty (only the seat's own view), cache, cancel and progress."""

from __future__ import annotations

import itertools
import json
import random
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai.baseline import GreedyPlayer, RandomPlayer
from game.aids import review as rv
from game.aids.review import Review, Reviewer, mark_of
from game.engine.actions import Play
from game.engine.errors import RecordError
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.record import HandRecord, parse_record, record_of, replay, summary
from game.engine.rules import PRESETS
from game.engine.state import apply
from game.persist.review_cache import REVIEW_FIELD, keep_review, kept_review
from tests.ai.positions import SETUPS

QUICK = 0.03  # a small work quota per decision: the tests check behaviour, not strength


def played_hand(preset: str = "classic", seed: int = 1, players: int = 2, target: int | None = None) -> HandRecord:
    """A finished hand: seat 0 plays at random (it makes mistakes), the others greedily."""
    rng = random.Random(seed)
    state = Match.new(PRESETS[preset], players, target).start_hand(rng)
    seats = [RandomPlayer()] + [GreedyPlayer() for _ in range(players - 1)]
    while state.result is None:
        state = apply(state, seats[state.turn].choose(observe(state, state.turn), rng))
    return record_of(state)


def cached(record: HandRecord, seat: int) -> Review | None:
    """The review kept with ``record``, as the review screen takes it."""
    return rv.from_json(kept_review(record), record, seat)


def test_marks_follow_the_stated_thresholds() -> None:
    assert [mark_of(x, "points") for x in (0, 1.9, 2, 4.9, 5, 9.9, 10, 30)] == [
        "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"
    ]
    assert [mark_of(x, "match") for x in (0.01, 0.02, 0.06, 0.2)] == ["good", "inaccuracy", "mistake", "blunder"]


def test_every_decision_of_the_seat_is_graded_against_its_best_move() -> None:
    record = played_hand(seed=3)
    review = Reviewer(budget=QUICK).review(record, 0)
    assert review is not None and review.scale == "points"
    final = replay(record)
    assert [d.move for d in review.decisions] == [k for k, e in enumerate(final.history) if e.seat == 0]
    for d in review.decisions:
        assert d.played == final.history[d.move].action
        assert d.played in d.legal and d.best in d.legal
        best_value = max(d.values)
        assert d.values[d.legal.index(d.best)] == best_value
        assert d.loss == pytest.approx(best_value - d.values[d.legal.index(d.played)])
        assert d.mark == ("good" if d.forced else mark_of(d.loss, "points"))
    assert review.series[-1] == (len(final.history), review.outcome)
    assert final.result is not None and review.outcome == pytest.approx(final.result.points[0] - final.result.points[1])


def test_a_thrown_away_move_is_a_blunder_and_the_biggest_mistake() -> None:
    """Random play makes blunders; the biggest is the costliest of them and has a reason or counts."""
    blunders = []
    for seed in range(1, 8):
        review = Reviewer(budget=QUICK).review(played_hand(seed=seed), 0)
        assert review is not None
        worst = review.biggest()
        if worst is not None and worst.mark == "blunder":
            assert worst.loss == max(d.loss for d in review.decisions)
            assert worst.best != worst.played
            blunders.append(worst)
    assert blunders, "random play never blundered in 7 hands"


def test_the_same_seed_gives_the_same_review() -> None:
    record = played_hand(seed=4)
    first = Reviewer(seed=5, budget=QUICK).review(record, 0)
    assert first == Reviewer(seed=5, budget=QUICK).review(record, 0)


def twins(record: HandRecord, seat: int) -> list[HandRecord]:
    """Records of the same public hand for ``seat`` with other tiles in its opponents' hands:
    an opponent tile never played swapped with a boneyard tile never drawn, where the moves
    stay legal."""
    final = replay(record)
    played = {e.tile for e in final.history if e.tile is not None and isinstance(e.action, Play)}
    undrawn = list(record.boneyard[final.drawn :])
    out = []
    for other in range(record.players):
        if other == seat:
            continue
        for kept, spare in itertools.product([t for t in record.hands[other] if t not in played], undrawn):
            hands = list(record.hands)
            hands[other] = tuple(spare if t == kept else t for t in hands[other])
            boneyard = tuple(kept if t == spare else t for t in record.boneyard)
            twin = replace(record, hands=tuple(hands), boneyard=boneyard, deal=None)
            try:
                replay(twin)
            except RecordError:
                continue
            out.append(twin)
    return out


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("draw-pagat", 2), ("allfives", 3)])
def test_the_review_never_uses_tiles_the_player_could_not_see(preset: str, players: int) -> None:
    hands = (played_hand(preset, seed, players) for seed in range(1, 20))
    record, found = next((r, t) for r in hands if (t := twins(r, 0)))
    base = Reviewer(budget=QUICK).review(record, 0)
    assert base is not None
    for twin in found[:3]:
        assert replay(twin).hands != replay(record).hands
        other = Reviewer(budget=QUICK).review(twin, 0)
        assert other is not None and other.decisions == base.decisions


def test_near_the_target_moves_are_graded_by_match_chance() -> None:
    record = replace(played_hand(seed=3), scores=(90, 85), target=100)
    review = Reviewer(budget=QUICK).review(record, 0)
    assert review is not None and review.scale == "match"
    assert all(0.0 <= v <= 1.0 for d in review.decisions for v in d.values)
    far = Reviewer(budget=QUICK).review(replace(record, scores=(10, 5)), 0)
    assert far is not None and far.scale == "points"


def test_progress_is_reported_and_cancel_stops_between_decisions() -> None:
    record = played_hand(seed=2)
    seen: list[float] = []
    assert Reviewer(budget=QUICK).review(record, 0, progress=seen.append) is not None
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) > 2
    cancel = threading.Event()
    calls: list[float] = []

    def stop_after_two(done: float) -> None:
        calls.append(done)
        if len(calls) == 2:
            cancel.set()

    assert Reviewer(budget=QUICK).review(record, 0, progress=stop_after_two, cancel=cancel) is None
    assert len(calls) == 2


def test_the_cache_lives_in_the_history_file_and_replay_ignores_it(tmp_path: Path) -> None:
    record = played_hand(seed=6)
    path = tmp_path / "000001-20260101-120000.json"
    path.write_text(json.dumps({**record.to_json(), "demo": False}) + "\n", encoding="utf-8")
    review = Reviewer(budget=QUICK).review(record, 0)
    assert review is not None
    keep_review(path, rv.to_json(review, 1))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data[REVIEW_FIELD]["version"] == rv.CACHE_VERSION
    reread = parse_record(data)
    assert summary(replay(reread)) == summary(replay(record)), "replay reads the record as before"
    assert cached(reread, 0) == review
    assert cached(reread, 1) is None, "another seat's review is not this one"
    data[REVIEW_FIELD]["version"] = rv.CACHE_VERSION + 1
    assert cached(parse_record(data), 0) is None, "another layout is recomputed"
    data[REVIEW_FIELD] = {"version": rv.CACHE_VERSION, "seat": 0, "decisions": [{"move": "x"}]}
    assert cached(parse_record(data), 0) is None, "a damaged cache is recomputed, not a crash"


def test_the_history_file_with_a_cache_replays_on_the_command_line(tmp_path: Path) -> None:
    from game.engine.replay_cli import run as replay_run

    record = played_hand(seed=6)
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    review = Reviewer(budget=QUICK).review(record, 0)
    assert review is not None
    keep_review(path, rv.to_json(review, 1))
    assert replay_run(str(path)) == 0


def test_an_unfinished_hand_is_refused() -> None:
    record = played_hand(seed=1)
    cut = replace(record, moves=record.moves[:3])
    with pytest.raises(ValueError, match="finished"):
        Reviewer(budget=QUICK).review(cut, 0)



@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_every_preset_and_table_size_can_be_reviewed(preset: str, players: int) -> None:
    record = played_hand(preset, seed=2, players=players, target=100)
    review = Reviewer(budget=QUICK).review(record, 0)
    assert review is not None
    seat_moves = [k for k, e in enumerate(replay(record).history) if e.seat == 0]
    assert [d.move for d in review.decisions] == seat_moves
    assert all(d.mark in rv.MARKS and d.loss >= 0 for d in review.decisions)
