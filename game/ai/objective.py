"""What a finished hand is worth to each scoring unit: the hand, or the match near its target.

Without a target the value is the hand itself: winning it counts ``win_weight`` and every
point of margin a little more (penalty rules: your own pips count against you). In a match
the value is the chance of winning the match after this hand, from a small table of
"first to need N points" races, so near the target a narrow loss that keeps the opponent
below it can beat a small win, and points beyond the target are worth nothing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from game.engine.rules import Rules
from game.engine.scoring import HandResult

STEP: Final = 5  # the race table's grain in points
HAND_POINTS_MEAN: Final = 18.0  # typical points a hand's winner scores (2-player Classic)
NOBODY_SCORES: Final = 0.06  # share of hands that end in a tie
MAX_STEPS: Final = 12  # a hand scores at most 60 points in the race model
MAX_TARGET: Final = 250  # the race table grows with the square of the target; presets use 61-200
PENALTY_SPREAD: Final = 25.0  # penalty rules: score gap (points) worth ~73% of a match


@lru_cache(maxsize=8)
def race_table(size: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: chance that a side needing ``a`` steps beats one needing ``b``.

    Model: each hand nobody scores with a small chance, else one side (even odds) scores a
    roughly exponential number of steps.
    """
    weights = [math.exp(-STEP * k / HAND_POINTS_MEAN) for k in range(1, MAX_STEPS + 1)]
    total = sum(weights)
    gain = [w / total * (1 - NOBODY_SCORES) / 2 for w in weights]  # per side
    table = [[0.0] * (size + 1) for _ in range(size + 1)]
    for a in range(size + 1):
        for b in range(size + 1):
            if a == 0:
                table[a][b] = 1.0 if b > 0 else 0.5
                continue
            if b == 0:
                continue
            value = 0.0
            for k, g in enumerate(gain, start=1):
                value += g * (table[max(a - k, 0)][b] if a - k > 0 else 1.0)
                value += g * (table[a][b - k] if b - k > 0 else 0.0)
            table[a][b] = value / (1 - NOBODY_SCORES)
    return tuple(tuple(row) for row in table)


def race(need_me: float, need_other: float, target: int) -> float:
    """Chance to reach the target first, interpolated in the race table."""
    size = target // STEP + 1
    table = race_table(size)
    a = min(max(need_me / STEP, 1.0), size)  # any need at all takes a won hand
    b = min(max(need_other / STEP, 1.0), size)
    a0, b0 = min(int(a), size - 1), min(int(b), size - 1)
    fa, fb = a - a0, b - b0
    return (
        table[a0][b0] * (1 - fa) * (1 - fb)
        + table[a0 + 1][b0] * fa * (1 - fb)
        + table[a0][b0 + 1] * (1 - fa) * fb
        + table[a0 + 1][b0 + 1] * fa * fb
    )


def match_equity(rules: Rules, scores: Sequence[int], target: int) -> tuple[float, ...]:
    """Each unit's chance of winning the match from these scores (the scores sum to 1)."""
    units = len(scores)
    if rules.lowest_wins:
        if max(scores) >= target:
            return _decided(scores, min(scores))
        mean = sum(scores) / units
        raw = [1 / (1 + math.exp((s - mean) / PENALTY_SPREAD)) for s in scores]
    else:
        if max(scores) >= target:
            return _decided(scores, max(scores))
        needs = [max(target - s, 1) for s in scores]
        raw = [math.prod(race(needs[i], needs[j], target) for j in range(units) if j != i) for i in range(units)]
    total = sum(raw)
    return tuple(r / total for r in raw)


def _decided(scores: Sequence[int], best: int) -> tuple[float, ...]:
    leaders = [s == best for s in scores]
    share = 1 / sum(leaders)  # a shared lead plays on: call it even between the leaders
    return tuple(share if lead else 0.0 for lead in leaders)


@dataclass(eq=False)
class Objective:
    """Values of finished hands for every unit, from one decision's point of view."""

    rules: Rules
    players: int
    scores: Sequence[int]
    target: int | None
    win_weight: float = 1.0
    margin_scale: float = 20.0
    units: int = field(init=False)
    _seen: dict[tuple[object, ...], tuple[float, ...]] = field(init=False, repr=False)  # few distinct outcomes recur

    def __post_init__(self) -> None:
        self.units = self.rules.units(self.players)
        self.scores = tuple(self.scores)
        self._seen = {}

    def values(self, result: HandResult) -> tuple[float, ...]:
        key = (result.winner, result.points, result.pips)
        known = self._seen.get(key)
        if known is None:
            if self.target is not None and not self.rules.open_hands:
                after = [s + p for s, p in zip(self.scores, result.points, strict=True)]
                known = match_equity(self.rules, after, self.target)
            else:
                known = tuple(self._hand_value(result, unit) for unit in range(self.units))
            self._seen[key] = known
        return known

    def value(self, result: HandResult, unit: int) -> float:
        return self.values(result)[unit]

    def _hand_value(self, result: HandResult, unit: int) -> float:
        points = result.points if not self.rules.open_hands else self._open_points(result)
        others = (sum(points) - points[unit]) / (len(points) - 1)
        margin = others - points[unit] if self.rules.lowest_wins else points[unit] - others
        if result.winner is None:
            won = 0.0
        else:
            won = 1.0 if result.winner == unit else -1.0
        return self.win_weight * won + margin / self.margin_scale

    def _open_points(self, result: HandResult) -> tuple[int, ...]:
        """Practice hands score nothing; still play them as if they counted."""
        pips = list(result.pips)
        if self.rules.pairs:
            pips = [pips[0] + pips[2], pips[1] + pips[3]]
        if self.rules.lowest_wins:
            return tuple(pips)
        return tuple(-p for p in pips)
