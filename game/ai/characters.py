"""The named opponents' players: each character of ``game.domain.roster`` is an Easy or Hard
player with its style of play."""

from __future__ import annotations

from game.ai.players import Player, make_player
from game.domain.roster import character


def make_character_player(id: str) -> Player:
    c = character(id)
    return make_player(c.level, **c.style)
