"""Who sits in a seat: the table only needs ``choose(obs, rng) -> Action`` from a computer.

``computer_player`` is the one place that decides which computer players the table uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.players import Player, make_player
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


def default_seats(players: int, *, demo: bool, kind: str = "easy") -> tuple[Seat, ...]:
    """The human in seat 0 (unless a demo) and numbered computers elsewhere."""
    seats = []
    for seat in range(players):
        if seat == 0 and not demo:
            seats.append(Seat(_("You"), None))
        else:
            seats.append(Seat(_("Computer {n}").format(n=seat + 1 if demo else seat), computer_player(kind)))
    return tuple(seats)
