"""Typed errors whose messages are written for a player, not a programmer."""

from __future__ import annotations

from game.engine.refusals import Refusal


class RulesError(ValueError):
    """A preset, option or player count the rules do not allow."""


class IllegalActionError(RulesError):
    """An action the rules refuse in this position: ``refusal`` says why as a code, ``str()``
    in plain English."""

    def __init__(self, refusal: Refusal) -> None:
        self.refusal = refusal
        super().__init__(str(refusal))


class RecordError(ValueError):
    """A hand record that cannot be read or does not replay; ``str()`` is one line."""

    def __init__(
        self, message: str, move: int | None = None, seat: int | None = None, refusal: Refusal | None = None
    ) -> None:
        self.move = move
        self.seat = seat
        self.reason = message
        self.refusal = refusal  # the code, when the move was refused by the rules
        where = f"move {move} (seat {seat}): " if move is not None else ""
        super().__init__(where + message)
