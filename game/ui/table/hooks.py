"""What a table tells whoever started it (``TableHooks``). Every method is called on the UI
thread with a snapshot of the table (``TableSnapshot``), never the table itself, but for the
save warning, asked every frame with the table's clock only; the one moment a screen goes over
the table (``hand_shown``) also gets what that screen may ask of it."""

from __future__ import annotations

from typing import Protocol

from game.ui.table.snapshot import TableCommands, TableSnapshot


class TableHooks(Protocol):
    """What a table tells whoever started it, at each of its moments."""

    def dealt(self, table: TableSnapshot) -> None:
        """A hand was dealt (or resumed)."""

    def moved(self, table: TableSnapshot) -> None:
        """A move was committed (or taken back) and the hand goes on."""

    def hand_over(self, table: TableSnapshot) -> None:
        """The last move of a hand was committed; ``table.match`` already counts it."""

    def match_over(self, table: TableSnapshot) -> None:
        """The hand just over ended the match."""

    def hand_shown(self, table: TableSnapshot, commands: TableCommands) -> None:
        """The finished hand has landed and every hand is face up: time for its end screen."""

    def leave(self, table: TableSnapshot) -> None:
        """Esc on the table with nothing else to cancel."""

    def save_warning(self, now: float) -> str:
        """What the table must keep saying at its clock's ``now`` while its match is not being
        saved ("" while it is). Asked every frame, so it takes the clock, not a snapshot."""
