"""What a commit did, as values the view plays in order: each move event carries the
position after it, so the HUD can show that position when the move's motion lands."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.actions import Action
from game.engine.match import Match
from game.engine.scoring import HandResult
from game.engine.state import HandState
from game.engine.tiles import Tile


@dataclass(frozen=True)
class Dealt:
    """A hand was dealt (or a saved one resumed): every tile goes to its place, and the score
    bar shows the match it belongs to (a new game's, after "New match")."""

    after: HandState
    match: Match


@dataclass(frozen=True)
class TilePlayed:
    """``seat`` laid ``tile`` on ``end``; ``after`` is the position it leaves."""

    seat: int
    tile: Tile
    end: int  # LEFT or RIGHT (the opening tile: LEFT)
    after: HandState


@dataclass(frozen=True)
class TileDrawn:
    """``seat`` drew ``tile`` from the boneyard."""

    seat: int
    tile: Tile
    after: HandState


@dataclass(frozen=True)
class Passed:
    """``seat`` passed (nothing to play, nothing to draw)."""

    seat: int
    after: HandState


@dataclass(frozen=True)
class Rewound:
    """Back to an earlier position of the same hand (undo, a replay's step back)."""

    after: HandState


@dataclass(frozen=True)
class HandOver:
    """The hand has ended: how, and who won it."""

    result: HandResult
    after: HandState


@dataclass(frozen=True)
class PointsScored:
    """The hand's points are on the score sheet: ``match`` counts them."""

    points: tuple[int, ...]
    match: Match


@dataclass(frozen=True)
class MatchOver:
    """The hand just over ended the match (``winner``: the unit that won it, None for none)."""

    winner: int | None
    match: Match


@dataclass(frozen=True)
class ComputerSlipped:
    """A computer player chose an illegal action; the first legal one was played instead."""

    name: str
    action: Action
    reason: str


Event = Dealt | TilePlayed | TileDrawn | Passed | Rewound | HandOver | PointsScored | MatchOver | ComputerSlipped
