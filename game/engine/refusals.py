"""Why a move is refused, and how a hand ended, as codes: the words belong to the UI.

A :class:`Refusal` is a :class:`Why` code with its arguments. Its ``str()`` is the one-line
English reason ``python -m game replay`` prints (a fixed interface); the game shows the
player :func:`game.reasons.refusal_text` instead, a translation of the code.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Termination(enum.StrEnum):
    """How a hand ended; the value is the record format's ``result.reason``."""

    DOMINO = "domino"  # a player laid their last tile
    BLOCKED = "blocked"  # nobody could play


class Why(enum.Enum):
    """Every reason a move can be refused; the value is its English sentence template."""

    HAND_OVER = "the hand is over"
    MUST_PLAY = "you hold a playable tile, so you must play"
    DRAW_TO_RESERVE = "you must draw down to the reserve before passing"
    DRAW_FIRST = "you must draw from the boneyard before passing"
    NOT_HELD = "you do not hold {tile}"
    FIRST_TILE = "the first tile must be {tile}"
    NO_SUCH_END = "there is no open end {end}"
    FITS_NEITHER = "{tile} matches neither open end ({left}, {right})"
    NOT_LEFT = "{tile} does not match the left end ({number})"
    NOT_RIGHT = "{tile} does not match the right end ({number})"
    NO_DRAWING = "there is no drawing in {title}: pass when nothing fits"
    RESERVE_ONLY = "only the {reserved} reserved tiles remain"
    BONEYARD_EMPTY = "the boneyard is empty"
    ONE_DRAW = "you may draw only one tile per turn"
    OPENING_FIRST = "play your opening tile first"  # where drawing is only for a seat stuck
    HOLDS_PLAYABLE = "you hold a playable tile, so you cannot draw"
    NOT_AN_ACTION = "{action} is not an action"
    NO_UNDO = "you have no move to undo"
    # a hand record's move that names a tile or an end the position does not have
    BAD_TILE = "bad tile text {text} (expected a-b with digits 0-6)"
    NO_END_SHOWS = "no open end shows {on} (the ends are {left}, {right})"
    NOT_ON_END = "{tile} does not match the open end {on}"
    SAY_WHICH_END = '{tile} fits both open ends ({left}, {right}): say which with "on"'


Argument = int | str


@dataclass(frozen=True)
class Refusal:
    """A refused move: the code and its arguments (tiles as their ``a-b`` text)."""

    why: Why
    args: tuple[tuple[str, Argument], ...] = ()

    @classmethod
    def of(cls, why: Why, **args: object) -> Refusal:
        return cls(why, tuple((name, value if isinstance(value, int) else str(value)) for name, value in args.items()))

    @property
    def values(self) -> dict[str, Argument]:
        return dict(self.args)

    def __str__(self) -> str:
        return self.why.value.format(**self.values)
