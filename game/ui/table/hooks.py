"""What a table tells whoever started it (``TableHooks``), and the hooks of a table nobody
needs to hear from. Every method is called on the UI thread."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.scenes.match_end import StampNews
    from game.ui.scenes.table import TableScene


class TableHooks(Protocol):
    def dealt(self, table: TableScene) -> None:
        """A hand was dealt (or resumed)."""

    def moved(self, table: TableScene) -> None:
        """A move was committed (or taken back) and the hand goes on."""

    def hand_over(self, table: TableScene) -> None:
        """The last move of a hand was committed; ``table.match`` already counts it."""

    def match_over(self, table: TableScene) -> None:
        """The hand just over ended the match."""

    def hand_shown(self, table: TableScene) -> None:
        """The finished hand has landed and every hand is face up: time for its end screen."""

    def leave(self, table: TableScene) -> None:
        """Esc on the table with nothing else to cancel."""

    def save_warning(self, table: TableScene) -> str:
        """What the table must keep saying while its match is not being saved ("" while it is)."""


class QuietHooks:
    """Keeps nothing; the end of a hand shows its end screen (``end_screen``); Esc does nothing."""

    def dealt(self, table: TableScene) -> None:
        pass

    def moved(self, table: TableScene) -> None:
        pass

    def hand_over(self, table: TableScene) -> None:
        pass

    def match_over(self, table: TableScene) -> None:
        pass

    def hand_shown(self, table: TableScene) -> None:
        table.app.stack.push(end_screen(table))

    def leave(self, table: TableScene) -> None:
        pass

    def save_warning(self, table: TableScene) -> str:
        return ""


def end_screen(table: TableScene, path: Path | None = None, news: StampNews | None = None) -> Scene:
    """The screen after a hand: the match's own end screen when it ended a match to a target
    (not in a demo, which plays on by itself), else the end-of-hand panel. ``path`` is the
    hand's history file, ``news`` a campaign match's stamp."""
    from game.ui.scenes.hand_end import HandEndScene  # they read the table scene's module
    from game.ui.scenes.match_end import MatchEndScene

    match = table.match
    if match.over and match.target is not None and match.winner is not None and not table.plan.demo:
        return MatchEndScene(table.app, table, path, news)
    return HandEndScene(table.app, table, path)
