"""Actions a seat can take, as small interned value objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

from game.engine.tiles import TILES, Tile

LEFT: Final = 0
RIGHT: Final = 1


@dataclass(frozen=True, slots=True)
class Play:
    """Lay ``tile`` on open end ``end`` (LEFT or RIGHT; ignored for the first tile)."""

    tile: Tile
    end: int = LEFT

    def __str__(self) -> str:
        return f"play {self.tile} {'left' if self.end == LEFT else 'right'}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take one tile from the boneyard (the rules say when a seat may; see ``why_not_draw``)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Pass:
    """Give up the turn: allowed only when no tile fits and drawing is not allowed."""

    def __str__(self) -> str:
        return "pass"


Action = Play | Draw | Pass

DRAW: Final = Draw()
PASS: Final = Pass()
# PLAYS[tile.index][end]: interned so legal-move generation allocates nothing.
PLAYS: Final[tuple[tuple[Play, Play], ...]] = tuple((Play(t, LEFT), Play(t, RIGHT)) for t in TILES)


class Placement(NamedTuple):
    """A tile in the chain. ``end`` is -1 for the first tile, else the arm it extends.

    ``inner`` is the half touching the chain (for the first tile: its left half) and
    ``outer`` the half that became the open end.
    """

    tile: Tile
    end: int
    inner: int
    outer: int


class Event(NamedTuple):
    """One move in a hand's history. ``tile`` is the played or drawn tile."""

    seat: int
    action: Action
    tile: Tile | None
    ends_before: tuple[int, int] | None
