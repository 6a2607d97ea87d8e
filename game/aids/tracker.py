"""The tile tracker's facts: what the player can prove about the tiles they cannot see.

Everything comes from :func:`game.ai.inference.infer`, the inference the Hard player uses,
so the panel never shows a lack the computer would not also rely on (and vice versa).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.inference import infer
from game.engine.observe import Observation


@dataclass(frozen=True)
class SeatLacks:
    """The numbers one seat has shown it does not hold (by drawing or passing on them)."""

    seat: int
    numbers: tuple[int, ...]  # numbers this seat has shown it does not hold, ascending


@dataclass(frozen=True)
class TrackerFacts:
    """What the tile tracker shows: per number the tiles not yet seen, and what each opponent lacks."""

    unseen: tuple[int, ...]  # per number 0-6: tiles carrying it that the viewer has not seen
    opponents: tuple[SeatLacks, ...]  # every other seat that is not the viewer's partner


def tracker_facts(obs: Observation) -> TrackerFacts:
    knowledge = infer(obs)
    hidden = knowledge.unseen
    if obs.open_hands is not None:  # practice: every hand is in view, only the boneyard is not
        hidden = hidden - {t for hand in obs.open_hands for t in hand}
    unseen = tuple(sum(1 for t in hidden if t.has(n)) for n in range(7))
    mine = obs.rules.unit_of(obs.seat)
    opponents = tuple(
        SeatLacks(s.seat, tuple(sorted(s.lacks)))
        for s in knowledge.seats
        if s.seat != obs.seat and obs.rules.unit_of(s.seat) != mine
    )
    return TrackerFacts(unseen, opponents)
