"""Time-based easing: every animation is a start time, a duration and an easing curve."""

from __future__ import annotations

import math
from collections.abc import Callable

Ease = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def progress(now: float, start: float, duration: float) -> float:
    """How far (0..1) an animation starting at ``start`` is at ``now``."""
    if duration <= 0:
        return 1.0 if now >= start else 0.0
    return min(1.0, max(0.0, (now - start) / duration))


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def pulse(now: float, period: float = 1.2) -> float:
    """0..1..0 breathing for glows, so highlights live without changing any state."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * now / period)
