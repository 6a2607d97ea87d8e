"""Deal codes as a player meets them: "Play this deal" from a code, and the daily deal."""

from __future__ import annotations

import datetime

from game.engine.dealcode import daily_seed, encode, read
from game.engine.match import Match
from game.engine.rules import rules_for

DAILY_PRESET = "classic"
DAILY_PLAYERS = 2


def match_for_code(code: str) -> tuple[Match, int]:
    """A one-hand match of the code's game (its first hand opened by the code's opener, if it
    names one) and the seed that deals its hand; ValueError (in words a player can act on)
    for a code that is mistyped."""
    preset, players, seed, opener = read(code)
    return Match.new(rules_for(preset), players, None, game_starter=opener), seed


def daily_code(day: datetime.date, preset: str = DAILY_PRESET, players: int = DAILY_PLAYERS) -> str:
    """The deal of the day: the same code for everybody on that date."""
    return encode(preset, players, daily_seed(day))
