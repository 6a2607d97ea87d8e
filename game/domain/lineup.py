"""Who sits at the table: the mode, the computer players' characters and the campaign match.

The human always sits at seat 0 (in ``partners``, with seat 2 as their computer partner).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from game.domain.modes import Mode
from game.engine.rules import Rules

HUMAN_SEAT: Final = 0


@dataclass(frozen=True)
class Lineup:
    """Who plays a match: the mode, the computer players' characters and, in the campaign, which match."""

    mode: Mode
    characters: tuple[str, ...]  # character ids of seats 1..players-1
    campaign_match: str | None = None  # the campaign match id (mode CAMPAIGN only)

    def opponents(self, rules: Rules) -> tuple[str, ...]:
        """The characters playing against the human (a partner is not an opponent)."""
        human = rules.unit_of(HUMAN_SEAT)
        return tuple(c for seat, c in enumerate(self.characters, start=1) if rules.unit_of(seat) != human)
