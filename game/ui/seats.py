"""Who sits in a seat: the table only needs ``choose(obs, rng) -> Action`` from a computer.

``computer_player`` is the one place that decides which computer players the table uses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.players import Player, make_player
from game.engine.match import Match
from game.engine.state import HandState
from game.i18n import _


def computer_player(kind: str = "easy") -> Player:
    """A computer player of the given strength (see ``game.ai.players.KINDS``)."""
    return make_player(kind)


@dataclass(frozen=True)
class Seat:
    """Who sits in one seat: a name, and a computer player (None for the human)."""

    name: str
    player: Player | None  # None: the human at this computer
    character: str | None = None  # the roster id of a named character (their portrait); None: nobody in particular

    @property
    def human(self) -> bool:
        return self.player is None


@dataclass(frozen=True)
class Sitting:
    """What a table plays: who sits where, the match, the generator that deals its hands (and
    seeds the computers'), and a hand to continue (None: the match's next hand is dealt)."""

    seats: Sequence[Seat]
    match: Match
    rng: random.Random
    state: HandState | None = None


def default_seats(players: int, *, demo: bool, kind: str = "easy") -> tuple[Seat, ...]:
    """The human in seat 0 (unless a demo) and numbered computers elsewhere."""
    seats = []
    for seat in range(players):
        if seat == 0 and not demo:
            seats.append(Seat(_("You"), None))
        else:
            seats.append(Seat(_("Computer {n}").format(n=seat + 1 if demo else seat), computer_player(kind)))
    return tuple(seats)
