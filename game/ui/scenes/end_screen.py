"""The screen after a hand (``end_screen``), and the hooks of a table nobody needs to hear from
(``QuietHooks``: they show that screen and keep nothing)."""

from __future__ import annotations

from pathlib import Path

from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.match_end import MatchEndScene, StampNews
from game.ui.table.snapshot import TableCommands, TableSnapshot


def end_screen(
    table: TableSnapshot, commands: TableCommands, path: Path | None = None, news: StampNews | None = None
) -> Scene:
    """The screen after a hand: the match's own end screen when it ended a match to a target
    (not in a demo, which plays on by itself), else the end-of-hand panel. ``path`` is the
    hand's history file, ``news`` a campaign match's stamp."""
    match = table.match
    if match.over and match.target is not None and match.winner is not None and not table.plan.demo:
        return MatchEndScene(commands.app, table, commands, path, news)
    return HandEndScene(commands.app, table, commands, path)


class QuietHooks:
    """Keeps nothing; the end of a hand shows its end screen (``end_screen``); Esc does nothing."""

    def dealt(self, table: TableSnapshot) -> None:
        pass

    def moved(self, table: TableSnapshot) -> None:
        pass

    def hand_over(self, table: TableSnapshot) -> None:
        pass

    def match_over(self, table: TableSnapshot) -> None:
        pass

    def hand_shown(self, table: TableSnapshot, commands: TableCommands) -> None:
        commands.app.stack.push(end_screen(table, commands))

    def leave(self, table: TableSnapshot) -> None:
        pass

    def save_warning(self, table: TableSnapshot) -> str:
        return ""
