"""Who sits at the table: the mode, the computer players' characters and the campaign match.

The human always sits at seat 0 (in ``partners``, with seat 2 as their computer partner).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Any, Final

from game.ai.characters import CHARACTERS
from game.campaign import MATCHES
from game.engine.rules import Rules
from game.persist.fields import Fields

HUMAN_SEAT: Final = 0
CHARACTER_ID: Final = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")  # statistics keep ids of retired characters too

_SEATABLE: Final = frozenset(c.id for c in CHARACTERS)


class Mode(enum.Enum):
    QUICK = "quick"  # one hand
    POINTS = "points"  # a match to a target
    CAMPAIGN = "campaign"


def character_id(value: object, f: Fields, name: str) -> str:
    """A character the game can seat now (a match cannot resume with one it no longer has)."""
    if not isinstance(value, str) or value not in _SEATABLE:
        raise f.fail(name, f"is not a character: {value!r}")
    return value


@dataclass(frozen=True)
class Lineup:
    mode: Mode
    characters: tuple[str, ...]  # character ids of seats 1..players-1
    campaign_match: str | None = None  # the campaign match id (mode CAMPAIGN only)

    def opponents(self, rules: Rules) -> tuple[str, ...]:
        """The characters playing against the human (a partner is not an opponent)."""
        human = rules.unit_of(HUMAN_SEAT)
        return tuple(c for seat, c in enumerate(self.characters, start=1) if rules.unit_of(seat) != human)

    def to_json(self) -> dict[str, Any]:
        return {"mode": self.mode.value, "characters": list(self.characters), "campaign_match": self.campaign_match}

    @classmethod
    def from_json(cls, f: Fields, players: int) -> Lineup:
        mode = Mode(f.choice("mode", [m.value for m in Mode]))
        characters = f.array("characters")
        if len(characters) != players - 1:
            raise f.fail("characters", f"must name {players - 1} computer players, not {len(characters)}")
        chosen = tuple(character_id(c, f, f"characters[{i}]") for i, c in enumerate(characters))
        campaign_match = f.raw("campaign_match")
        if mode is Mode.CAMPAIGN:
            if not isinstance(campaign_match, str) or campaign_match not in MATCHES:
                raise f.fail("campaign_match", f"is not a campaign match: {campaign_match!r}")
            if MATCHES[campaign_match].players != players:
                raise f.fail("campaign_match", f"{campaign_match} is played by {MATCHES[campaign_match].players}")
        elif campaign_match is not None:
            raise f.fail("campaign_match", f"must be null outside the campaign, not {campaign_match!r}")
        return cls(mode, chosen, campaign_match)
