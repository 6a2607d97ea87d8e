"""What the score bar shows while points travel to it: the screen tells the truth in order.

All Fives points won in play leave the line as a pop-up and reach the score when it lands; the
hand's points reach it when the hands that make them lie face up. Until then the bar shows the
numbers as they were. ``Scoreboard`` keeps that (the points held back, the pop-ups in flight,
when each score last glowed); the view sets it as moves land and the HUD reads it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from game.engine.match import Match
from game.engine.state import HandState
from game.engine.tiles import Tile
from game.ui.table.render.moments import SCORE_GLOW, PointsFlight


@dataclass
class Scoreboard:
    """The score bar's own state (see the module's docstring)."""

    points: tuple[int, ...] | None = None  # the points in play as shown until the pop-ups land (None: the state's)
    withheld: tuple[int, ...] | None = None  # the hand's points, held back while the hands turn over
    flights: list[PointsFlight] = field(default_factory=list)
    scored: dict[int, float] = field(default_factory=dict)  # unit -> when points last reached its score

    def launch(self, flight: PointsFlight, before: Sequence[int]) -> None:
        """Points leave the line: the bar shows the points in play ``before`` them until they land."""
        self.points = tuple(before)
        self.flights.append(flight)

    def landed(self, flight: PointsFlight, now: float) -> None:
        """A pop-up reached its score, which glows; with none left in flight the bar is the state's."""
        self.flights.remove(flight)
        self.scored[flight.unit] = now
        if not self.flights:
            self.points = None

    def withhold(self, points: tuple[int, ...]) -> None:
        self.withheld = points

    def counted(self) -> None:
        """The hands lie face up: the hand's points are on the bar."""
        self.withheld = None

    def clear(self) -> None:
        """Nothing in flight nor glowing (a new deal, an undo)."""
        self.points = None
        self.flights.clear()
        self.scored.clear()

    def scores(self, state: HandState, match: Match) -> list[int]:
        """Each unit's score as the bar shows it now: during the hand the match's with the points
        won in play that have landed; after it the sheet's, less any points held back."""
        if state.result is not None:
            withheld = self.withheld or (0,) * len(match.scores)
            return [score - held for score, held in zip(match.scores, withheld, strict=True)]
        in_play = self.points if self.points is not None else state.in_play
        return [score + won for score, won in zip(state.scores, in_play, strict=True)]

    def glows(self, now: float) -> Iterator[tuple[int, float]]:
        """(unit, strength 1..0) of each score that points reached less than ``SCORE_GLOW`` ago."""
        for unit, since in self.scored.items():
            age = (now - since) / SCORE_GLOW
            if 0 <= age < 1:
                yield unit, 1 - age

    def rising_ends(self, now: float) -> Iterator[Tile]:
        """The line's end tiles whose numbers made points still rising over the line."""
        for flight in self.flights:
            if flight.rising(now):
                yield from flight.ends
