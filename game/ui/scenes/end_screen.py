"""The screen after a hand (``end_screen``), and the hooks of a table nobody needs to hear from
(``QuietHooks``: they show that screen and keep nothing)."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.match_end import MatchEndScene, StampNews
from game.ui.table.snapshot import TableCommands, TableSnapshot


def end_screen(
    table: TableSnapshot, commands: TableCommands, path: Path | None = None, news: StampNews | None = None
) -> Scene:
    """The screen after a hand: the match's own end screen when it ended a match to a target
    (not in a demo, which plays on by itself), else the end-of-hand panel; behind the title, no
    screen at all but a pause on the revealed hands (``BackdropPause``). ``path`` is the
    hand's history file, ``news`` a campaign match's stamp."""
    match = table.match
    if table.plan.backdrop:
        return BackdropPause(commands, table.pace.linger)
    if match.over and match.target is not None and match.winner is not None and not table.plan.demo:
        return MatchEndScene(commands.app, table, commands, path, news)
    return HandEndScene(commands.app, table, commands, path)


class BackdropPause(Scene):
    """The end of a hand of the demo behind the title: nothing over the table (a background
    demo shows play, never panels), the revealed hands for ``linger`` seconds, then the next hand."""

    opaque = False

    def __init__(self, commands: TableCommands, linger: float) -> None:
        super().__init__(commands.app)
        self.commands = commands
        self.left = linger

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.app.stack.pop()
            self.commands.next_hand()

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing: the table under it shows its hands."""


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

    def save_warning(self, now: float) -> str:
        return ""
