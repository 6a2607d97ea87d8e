"""A review kept in a history record is checked against the record before it is shown: a cache
that does not fit is worked out again, never a crash nor marks the hand did not earn; and a
worker that dies tells the screen."""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.aids import review as rv
from game.aids.review import Reviewer
from game.engine.record import HandRecord, replay
from game.persist.review_cache import REVIEW_FIELD
from game.ui.app import App
from game.ui.scenes.review import ReviewScene
from tests.aids.test_review import QUICK, played_hand

Cache = dict[str, Any]


@functools.cache
def reviewed() -> tuple[HandRecord, str]:
    """A hand whose seat 0 made mistakes (so reasons are kept), and its review's cache as JSON text."""
    record = played_hand(seed=3)
    review = Reviewer(budget=QUICK).review(record, 0)
    assert review is not None and any(d.reason is not None for d in review.decisions)
    return record, json.dumps(rv.to_json(review, 1))


def graded(cache: Cache) -> list[Cache]:
    return [d for d in cache["decisions"] if d["reason"] is not None]


def every_decision(cache: Cache, **fields: object) -> None:
    for d in cache["decisions"]:
        d.update(fields)


def opponents_moves(cache: Cache) -> None:
    record, _ = reviewed()
    theirs = [k for k, e in enumerate(replay(record).history) if e.seat == 1]
    # strict=False: the player may have made a move more or fewer than the opponent; those paired are moved
    for d, k in zip(cache["decisions"], theirs, strict=False):
        d["move"] = k


TAMPERED: dict[str, Callable[[Cache], None]] = {
    # shapes that crashed the screen
    "values shorter than the legal moves": lambda c: c["decisions"][0].update(
        values=c["decisions"][0]["values"][:-1] or []
    ),
    "no legal moves": lambda c: every_decision(c, legal=[], values=[]),
    "a played move not among them": lambda c: c["decisions"][0].update(played="6-6@1"),
    "a huge series": lambda c: c.update(series=[[i, 0.0] for i in range(100_000)]),
    "an infinite loss": lambda c: c["decisions"][0].update(loss=float("inf")),
    "an unknown reason kind": lambda c: graded(c)[0].update(reason={"kind": "magic", "args": {}}),
    "missing reason arguments": lambda c: graded(c)[0].update(reason={"kind": "block", "args": {}}),
    "a value that is not a number": lambda c: c["decisions"][0]["values"].__setitem__(0, "x"),
    "decisions not a list": lambda c: c.update(decisions={"0": 1}),
    # shapes that were shown as if real
    "every mark a blunder": lambda c: every_decision(c, mark="blunder"),
    "decisions moved onto the opponent's moves": opponents_moves,
    "an infinite value": lambda c: c["decisions"][0]["values"].__setitem__(0, float("inf")),
    "a value out of range": lambda c: c["decisions"][0]["values"].__setitem__(0, 1e300),
    "another outcome": lambda c: c.update(outcome=c["outcome"] + 7),
    "another scale": lambda c: c.update(scale="match"),
    "a point of the graph moved": lambda c: c["series"][0].__setitem__(1, c["series"][0][1] + 3),
    "another best move": lambda c: graded(c)[0].update(best=graded(c)[0]["played"]),
    "a reason about a seat that is not there": lambda c: graded(c)[0].update(
        reason={"kind": "lacks_end", "args": {"seat": 7, "n": 3, "how": "draw"}}
    ),
    "a decision too many": lambda c: c["decisions"].append(copy.deepcopy(c["decisions"][-1])),
    "a decision too few": lambda c: c["decisions"].pop(),
    "a loss that does not follow from the values": lambda c: graded(c)[0].update(loss=graded(c)[0]["loss"] + 1),
    "a field the game never writes": lambda c: c.update(note="x" * 1000),
}


def with_cache(record: HandRecord, cache: object) -> HandRecord:
    return replace(record, extra={**record.extra, REVIEW_FIELD: cache})


@pytest.mark.parametrize("tamper", sorted(TAMPERED))
def test_a_tampered_cache_is_worked_out_again_and_the_screen_draws(app: App, tamper: str) -> None:
    record, text = reviewed()
    cache = json.loads(text)
    TAMPERED[tamper](cache)
    assert cache != json.loads(text)
    scene = ReviewScene(app, with_cache(record, cache), reviewer=Reviewer(budget=QUICK))
    try:
        assert scene.review is None and scene.analysing  # worked out again
        scene.draw(pygame.Surface(app.size))
    finally:
        scene.exit()
        scene.wait(30)


def test_the_cache_of_the_very_hand_is_taken_as_it_was_kept(app: App) -> None:
    record, text = reviewed()
    scene = ReviewScene(app, with_cache(record, json.loads(text)), reviewer=Reviewer(budget=QUICK))
    assert scene.review is not None and json.dumps(rv.to_json(scene.review, 1)) == text
    scene.draw(pygame.Surface(app.size))


class Dying(Reviewer):
    """A reviewer whose worker dies at once, as one did near a huge match target."""

    def review(self, *args: Any, **kwargs: Any) -> rv.Review | None:
        raise OverflowError("int too large to convert to float")


def test_a_worker_that_dies_tells_the_screen_instead_of_zero_percent_forever(app: App) -> None:
    record, _ = reviewed()
    scene = ReviewScene(app, record, reviewer=Dying(budget=QUICK))
    scene.wait(30)
    app.stack.push(scene)
    app.step(1 / 60)
    assert not scene.analysing
    assert "stopped" in scene.status_words() and "%" not in scene.status_words()
    scene.draw(pygame.Surface(app.size))
