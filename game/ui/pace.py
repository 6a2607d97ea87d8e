"""Animation timings per speed setting, in seconds, so a person can follow computer moves."""

from __future__ import annotations

from typing import NamedTuple


class Pace(NamedTuple):
    """How fast a table plays, in seconds: a move, the chain's refit, thinking, the deal, the reveal, lingering."""

    move: float  # a tile sliding from a hand to the chain, or from the pile to a hand
    refit: float  # the chain zooming out to fit
    think: float  # least time between a computer's moves
    deal_step: float  # delay between dealt tiles
    reveal: float  # turning every hand face up at the end
    linger: float  # the end-of-hand screen in a demo before the next hand


PACES: dict[str, Pace] = {
    "slow": Pace(0.75, 0.8, 1.4, 0.07, 0.9, 6.0),
    "normal": Pace(0.45, 0.55, 0.8, 0.045, 0.6, 4.0),
    "fast": Pace(0.25, 0.3, 0.35, 0.02, 0.35, 2.0),
    "instant": Pace(0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
}
DEFAULT_SPEED = "normal"
