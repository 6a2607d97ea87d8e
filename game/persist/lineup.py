"""A lineup (``game.domain.lineup``) in a saved match, checked against the roster and campaign."""

from __future__ import annotations

import re
from typing import Any, Final

from game.domain.campaign import MATCHES
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.domain.roster import SEATABLE
from game.persist.fields import Fields

CHARACTER_ID: Final = re.compile(r"[a-z0-9][a-z0-9_-]{0,31}")  # statistics keep ids of retired characters too


def character_id(value: object, f: Fields, name: str) -> str:
    """A character the game can seat now (a match cannot resume with one it no longer has)."""
    if not isinstance(value, str) or value not in SEATABLE:
        raise f.fail(name, f"is not a character: {value!r}")
    return value


def lineup_to_json(lineup: Lineup) -> dict[str, Any]:
    return {"mode": lineup.mode.value, "characters": list(lineup.characters), "campaign_match": lineup.campaign_match}


def lineup_from_json(f: Fields, players: int) -> Lineup:
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
    return Lineup(mode, chosen, campaign_match)
