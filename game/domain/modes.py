"""How the player plays: one hand, a match to a target, or the campaign.

A Points Match and a Campaign match are saved after every move, each in its own slot, so
neither ever displaces the other; a Quick Round is never saved.
"""

from __future__ import annotations

import enum
from typing import Final


class Mode(enum.Enum):
    """The way a match is played; the points and campaign modes are saved, each in its own slot."""

    QUICK = "quick"  # one hand
    POINTS = "points"  # a match to a target
    CAMPAIGN = "campaign"


SAVED_MODES: Final = (Mode.POINTS, Mode.CAMPAIGN)  # one saved match each, in this order
