"""Checked style values for the computer players, whoever sends them (the arena, other programs).

A style tunes a player (``hard:budget=0.1``, ``easy:slip=0.5``). Unchecked, a value can break
what it tunes: ``budget=nan`` compares false with everything and so switches off both the
deadline and the work quota, ``max_worlds=inf`` cannot become a count, and a large ``lean``
overflows ``e ** (lean * pips)``. :func:`checked_style` refuses every value that is not a
finite number in its range, naming it, and turns counts into whole numbers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from game.ai.hard import MAX_THINK
from game.safe_json import brief


@dataclass(frozen=True)
class Knob:
    """The values one style key accepts: ``low <= value <= high`` (``low`` excluded if ``open_low``)."""

    low: float
    high: float
    whole: bool = False  # a count: the value must be a whole number
    open_low: bool = False

    def check(self, key: str, value: object) -> float | int:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"style {key} must be a number, not {brief(value)}")
        if not math.isfinite(value):
            raise ValueError(f"style {key} must be a finite number, not {value}")
        too_low = value <= self.low if self.open_low else value < self.low
        if too_low or value > self.high:
            low = f"above {self.low:g}" if self.open_low else f"from {self.low:g}"
            raise ValueError(f"style {key} is {value:g}; it must be {low} to {self.high:g}")
        if self.whole:
            if value != int(value):
                raise ValueError(f"style {key} must be a whole number, not {value:g}")
            return int(value)
        return value


WEIGHT: Final = Knob(-100, 100)  # how much a feature counts in a rating
SHARE: Final = Knob(0, 1)  # a probability
SWITCH: Final = Knob(0, 1, whole=True)
BUDGET: Final = Knob(0, MAX_THINK, open_low=True)  # seconds per decision

STYLES: Final[Mapping[str, Mapping[str, Knob]]] = {
    "random": {},
    "greedy": {},
    "easy": {
        **{key: WEIGHT for key in ("heavy", "doubles", "spread", "follow", "fives", "block", "ends")},
        "slip": SHARE,
    },
    "hard": {
        "budget": BUDGET,
        "win_weight": Knob(0, 100),
        "epsilon": SHARE,
        "max_worlds": Knob(1, 10_000_000, whole=True),
        "clock": SWITCH,
        "lean": Knob(-5, 5),  # odds e ** (lean * pips), pips up to 12
        "endgame": Knob(0, 28, whole=True),  # tiles left in the hands
    },
    "cheat": {"budget": BUDGET, "epsilon": SHARE, "clock": SWITCH},
}


def checked_style(kind: str, style: Mapping[str, object]) -> dict[str, float | int]:
    """``style`` for a player of ``kind``, every value checked; raises ValueError naming the key."""
    knobs = STYLES.get(kind)
    if knobs is None:
        raise ValueError(f"unknown player kind {brief(kind)} (known: {', '.join(STYLES)})")
    checked: dict[str, float | int] = {}
    for key, value in style.items():
        knob = knobs.get(key)
        if knob is None:
            known = ", ".join(knobs) or "none"
            raise ValueError(f"{kind} has no style {brief(key)} (known: {known})")
        checked[key] = knob.check(key, value)
    return checked
