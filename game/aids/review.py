"""Hand review: every decision of one seat graded by the Hard search, from that seat's view.

The finished hand is replayed move by move; at each of the seat's decisions the search
values every legal action in worlds sampled from the seat's observation at that moment
(:func:`game.ai.hard.world_sampler`: what it had seen, never the hidden hands), with the
same worlds and luck for every action. The grade is the expected loss of the move played
against the best one:

- in points (the seat's points minus the others' average, the All Fives points on the
  way included), or
- near a match target (a side within :data:`NEAR_TARGET` points of it), in the chance of
  winning the match (:func:`game.ai.objective.match_equity`).

Marks (:data:`POINT_MARKS`, :data:`CHANCE_MARKS`): a loss below 2 points (2% of the
match) is good, from 2 an inaccuracy, from 5 a mistake, from 10 a blunder.

Deterministic for a seed (the search counts work, not time); cancellable between
decisions and reporting progress, so a worker thread runs it. :func:`to_json` gives the
result as a cache that :mod:`game.persist.review_cache` keeps in the hand's history record
(aids compute, persist keeps); :func:`from_json` takes a cache back only when it is the
review of that very record: only the values the search found are taken from it, everything
else (moves, best moves, losses, marks, reasons, the graph) is worked out again from them
and must come out as the cache says.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeGuard

from game.ai.hard import Search, world_sampler
from game.ai.objective import Objective
from game.aids.concepts import Reason, explain_gap
from game.engine.actions import Action, Draw, Play
from game.engine.errors import RecordError
from game.engine.observe import observe
from game.engine.record import HandRecord, replay
from game.engine.state import HandState
from game.engine.undo import replayed
from game.i18n import _

CACHE_VERSION: Final = 1
NEAR_TARGET: Final = 30  # points: this close to the target, moves are graded by match chance
MARKS: Final = ("good", "inaccuracy", "mistake", "blunder")
POINT_MARKS: Final = (2.0, 5.0, 10.0)  # expected points lost from which each worse mark starts
CHANCE_MARKS: Final = (0.02, 0.05, 0.10)  # the same in match win chance lost
REVIEW_BUDGET: Final = 0.25  # the search's work quota per decision, in seconds of an idle core
FORCED_WORLDS: Final = 40  # a forced move is only valued (for the graph), never graded
VALUE_RANGE: Final = {"points": (-1000.0, 1000.0), "match": (0.0, 1.0)}  # a hand's points either way; a chance


@dataclass(frozen=True)
class Decision:
    """One of the seat's moves, graded."""

    move: int  # its index in the record's moves
    legal: tuple[Action, ...]
    values: tuple[float, ...]  # each legal action's expected result, in ``legal``'s order
    played: Action
    best: Action
    loss: float  # expected result lost against the best action (never negative)
    mark: str  # one of MARKS
    reason: Reason | None  # why the best move is better (None when it was played, or no concept)

    @property
    def forced(self) -> bool:
        return len(self.legal) == 1


@dataclass(frozen=True)
class Review:
    """One seat's decisions in a finished hand, graded against the best move, and the seat's
    expected result move by move (the graph's series), on the hand's own scale."""

    seat: int
    scale: str  # "points" or "match"
    decisions: tuple[Decision, ...]
    series: tuple[tuple[int, float], ...]  # (moves made, the seat's expected result then)
    outcome: float  # the result the hand really had, on the same scale

    def biggest(self) -> Decision | None:
        """The costliest decision that was not good, if any (the earliest of equals)."""
        worst = max(self.decisions, key=lambda d: d.loss, default=None)
        return worst if worst is not None and worst.mark != "good" else None

    def at(self, move: int) -> Decision | None:
        return next((d for d in self.decisions if d.move == move), None)

    def count(self, marks: Sequence[str]) -> int:
        return sum(d.mark in marks for d in self.decisions if not d.forced)


def mark_of(loss: float, scale: str) -> str:
    limits = CHANCE_MARKS if scale == "match" else POINT_MARKS
    return MARKS[sum(loss >= limit - 1e-9 for limit in limits)]


def marks_note() -> str:
    """The marks' thresholds in words (the review screen and the rules show them)."""
    return _(
        "Marks: a move that loses less than {a} points on average ({pa}% of the match near its target) is good; "
        "from {a} it is an inaccuracy, from {b} ({pb}%) a mistake, from {c} ({pc}%) a blunder."
    ).format(
        a=f"{POINT_MARKS[0]:g}",
        b=f"{POINT_MARKS[1]:g}",
        c=f"{POINT_MARKS[2]:g}",
        pa=f"{100 * CHANCE_MARKS[0]:g}",
        pb=f"{100 * CHANCE_MARKS[1]:g}",
        pc=f"{100 * CHANCE_MARKS[2]:g}",
    )


def grading_objective(state: HandState) -> tuple[Objective, str]:
    """Match chance when a side is near the target, else expected points (margin)."""
    rules = state.rules
    if state.target is not None and not rules.open_hands and max(state.scores) >= state.target - NEAR_TARGET:
        return Objective(rules, state.players, state.scores, state.target), "match"
    return Objective(rules, state.players, state.scores, None, win_weight=0.0, margin_scale=1.0), "points"


class Reviewer:
    """Grades one seat's decisions; ``budget`` is each decision's work quota (not a clock)."""

    def __init__(self, seed: int = 1, budget: float = REVIEW_BUDGET) -> None:
        self.seed = seed
        self.budget = budget

    def values(
        self, state: HandState, seat: int, objective: Objective, index: int
    ) -> tuple[tuple[Action, ...], list[float]]:
        """Every legal action's mean value over worlds sampled from ``seat``'s view only."""
        obs = observe(state, seat)
        search = Search(self.budget, clock=False, max_worlds=FORCED_WORLDS if len(obs.legal) == 1 else 100_000)
        search.tally = []
        rng = random.Random(f"review:{self.seed}:{index}")
        search.best(obs.legal, world_sampler(obs), objective, state.rules.unit_of(seat), rng)
        weight = sum(w for w, _ in search.tally) or 1.0
        means = [sum(w * row[k] for w, row in search.tally) / weight for k in range(len(obs.legal))]
        return obs.legal, means

    def review(
        self,
        record: HandRecord,
        seat: int,
        progress: Callable[[float], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> Review | None:
        """The review of ``seat``'s decisions; None when ``cancel`` was set before the end."""
        final = replay(record)
        if final.result is None:
            raise ValueError("only a finished hand can be reviewed")
        objective, scale = grading_objective(final)
        history = final.history
        mine = [k for k, event in enumerate(history) if event.seat == seat]
        decisions: list[Decision] = []
        for done, k in enumerate(mine):
            if cancel is not None and cancel.is_set():
                return None
            state = replayed(final, history[:k])
            legal, means = self.values(state, seat, objective, k)
            decisions.append(graded(state, k, history[k].action, dict(zip(legal, means, strict=True)), scale))
            if progress is not None:
                progress((done + 1) / len(mine))
        return assembled(final, seat, scale, decisions, objective.value(final.result, final.rules.unit_of(seat)))


def graded(state: HandState, move: int, played: Action, values: Mapping[Action, float], scale: str) -> Decision:
    """The decision at ``state`` (the record's move ``move``, where the player to move played
    ``played``) from each legal action's mean value (``values``, in the engine's order of the
    legal actions): the best move, the loss, the mark, why."""
    legal, means = tuple(values), tuple(values.values())
    best = max(range(len(legal)), key=lambda i: means[i])
    loss = max(0.0, means[best] - means[legal.index(played)])
    mark = "good" if len(legal) == 1 else mark_of(loss, scale)
    reason = None
    if mark != "good":
        reason = explain_gap(observe(state, state.turn), dict(values), legal[best], played)
    return Decision(move, legal, means, played, legal[best], loss, mark, reason)


def assembled(final: HandState, seat: int, scale: str, decisions: Sequence[Decision], outcome: float) -> Review:
    """The review from its decisions: the graph runs through each decision's best value
    before it and the played move's value after it, and ends at the hand's real outcome."""
    series: dict[int, float] = {}
    for d in decisions:
        series.setdefault(d.move, d.values[d.legal.index(d.best)])
        series[d.move + 1] = d.values[d.legal.index(d.played)]
    series[len(final.history)] = outcome
    return Review(seat, scale, tuple(decisions), tuple(sorted(series.items())), outcome)


# -- the cache in the hand's history record ------------------------------------------------


def action_code(action: Action) -> str:
    if isinstance(action, Play):
        return f"{action.tile}@{action.end}"
    return "draw" if isinstance(action, Draw) else "pass"


def to_json(review: Review, seed: object) -> dict[str, Any]:
    """The cache field's value: versioned, so an older or newer layout is recomputed."""
    return {
        "version": CACHE_VERSION,
        "seat": review.seat,
        "seed": seed,
        "scale": review.scale,
        "outcome": review.outcome,
        "series": [[x, y] for x, y in review.series],
        "decisions": [
            {
                "move": d.move,
                "legal": [action_code(a) for a in d.legal],
                "values": list(d.values),
                "played": action_code(d.played),
                "best": action_code(d.best),
                "loss": d.loss,
                "mark": d.mark,
                "reason": d.reason.to_json() if d.reason else None,
            }
            for d in review.decisions
        ],
    }


def from_json(data: object, record: HandRecord, seat: int) -> Review | None:
    """The cached review of ``seat`` in ``record``, or None (recompute) when the cache is absent,
    of another version or seat, or not what this record's review is: its values must be finite
    numbers in range, one per legal action of each of the seat's decisions, and everything
    worked out from them must come out as the cache says."""
    if not isinstance(data, Mapping) or data.get("version") != CACHE_VERSION or data.get("seat") != seat:
        return None
    try:
        final = replay(record)
    except RecordError:
        return None
    if final.result is None or not isinstance(data.get("decisions"), list):
        return None
    objective, scale = grading_objective(final)
    mine = [k for k, event in enumerate(final.history) if event.seat == seat]
    if len(data["decisions"]) != len(mine):
        return None
    decisions = []
    for k, kept in zip(mine, data["decisions"], strict=True):
        state = replayed(final, final.history[:k])
        legal = observe(state, seat).legal
        means = _values(kept.get("values") if isinstance(kept, Mapping) else None, len(legal), scale)
        if means is None:
            return None
        decisions.append(graded(state, k, final.history[k].action, dict(zip(legal, means, strict=True)), scale))
    review = assembled(final, seat, scale, decisions, objective.value(final.result, final.rules.unit_of(seat)))
    return review if to_json(review, data.get("seed")) == dict(data) else None


def _values(kept: object, count: int, scale: str) -> tuple[float, ...] | None:
    """``count`` finite numbers within the scale's range, or None."""
    low, high = VALUE_RANGE[scale]
    if not isinstance(kept, list) or len(kept) != count:
        return None
    if not all(_within(v, low, high) for v in kept):
        return None
    return tuple(float(v) for v in kept)


def _within(value: object, low: float, high: float) -> TypeGuard[float]:
    """A finite number (not a bool) from ``low`` to ``high``."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    return math.isfinite(value) and low <= value <= high
