"""What the screens around a table may read of it and ask of it: a frozen ``TableSnapshot`` and
the ``TableCommands`` protocol. Hooks, end screens, the session and the tutorial take these,
never the table scene, so the table's insides can change without them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import pygame

from game.engine.match import Match
from game.engine.state import HandState
from game.engine.tiles import Tile
from game.ui.pace import Pace
from game.ui.scene import Host
from game.ui.seats import Seat
from game.ui.table.plan import TablePlan
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.style import TableStyle


@dataclass(frozen=True)
class TableSnapshot:
    """The table as it stands at one moment: its match and hand, who sits where, and the sizes
    and look a screen drawn over it matches."""

    match: Match
    state: HandState  # the hand (the one just finished, at the end of a hand)
    seats: tuple[Seat, ...]
    unit_names: tuple[str, ...]  # by scoring unit: a seat's name, or both partners'
    human: int | None  # the player's seat (None: computers only, a demo)
    hands_played: int
    geom: Geometry  # the table's screen geometry (its scale: ``geom.ui``)
    style: TableStyle
    plan: TablePlan
    pace: Pace
    count_up: float  # seconds the end of a hand counts its points up (0: at once)
    now: float  # the table's clock

    def unit_name(self, unit: int) -> str:
        return self.unit_names[unit]

    @property
    def seat_names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)


class TableCommands(Protocol):
    """What a screen over a table may ask of it."""

    @property
    def app(self) -> Host: ...

    def snapshot(self) -> TableSnapshot:
        """The table as it stands now (after a resize, its new geometry)."""
        ...

    def next_hand(self) -> None:
        """Deal the next hand of the match, or the first of a new one when it is over."""
        ...

    def leave(self) -> None:
        """Take the table off the screen (the screen it was started from shows again)."""
        ...

    def review(self, path: Path | None) -> None:
        """Open the review of the hand just finished for the player's seat; ``path``: its history
        file (where the analysis is kept)."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table as it stands (a still picture under an end screen)."""
        ...

    def draw_bar(self, surface: pygame.Surface, scores: Sequence[int]) -> None:
        """Paint the score bar alone with each unit's score as ``scores`` (an end screen counting
        the hand's points onto it)."""
        ...

    def hand_rect(self, t: Tile) -> pygame.Rect:
        """Where tile ``t`` of a hand lies on the table (the hands lie face up after a hand)."""
        ...
