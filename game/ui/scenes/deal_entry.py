""" "Play this deal": type a deal code (or take today's) and play that very deal.

A code deals the same hands and boneyard for everybody, so friends can play the same hand
and compare, and ``python -m game --deal CODE`` starts it from the command line.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.aids.deals import daily_code, match_for_code
from game.aids.practice import aids_for
from game.engine.dealcode import EXAMPLE, CodeTypo
from game.i18n import _
from game.ui import skin, theme
from game.ui.menus.text import blit_fitted
from game.ui.pace import DEFAULT_SPEED, PACES, Pace
from game.ui.scene import Scene
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.table import TableScene
from game.ui.seats import Sitting, default_seats
from game.ui.table.plan import TablePlan
from game.ui.table.render import hud
from game.ui.table.render.layout import Box
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scene import Host as App

CODE_CHARS = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-")
MAX_LENGTH = len(EXAMPLE)  # C2-4KX9-M2QA-S3P (codes of the first format are shorter)


def table_for_deal(app: App, code: str, rng: random.Random, pace: Pace, plan: TablePlan | None = None) -> TableScene:
    """A one-hand table dealt from ``code``: the human against Easy computers, or the demo ``plan``
    asks for; ValueError for a mistyped code."""
    match, _seed = match_for_code(code)
    base = plan or TablePlan()
    aids = base.aids if plan is not None else aids_for("quick", ["easy"])
    seats = default_seats(match.players, demo=base.demo)
    return TableScene(app, Sitting(seats, match, rng), pace, replace(base, deal=code, aids=aids))


class DealEntryScene(Scene):
    """Type a code, Enter plays it; F2 (or the button) fills in today's deal; F1 is help, as
    everywhere; Esc goes back. ``scale`` is the "text and button size" setting (1.0-2.0).

    ``start`` opens the table for a checked code (the menus pass their own, with the
    player's characters and settings); by default a Quick Round against Easy computers.
    """

    def __init__(
        self,
        app: App,
        rng: random.Random,
        start: Callable[[str], object] | None = None,
        today: Callable[[], datetime.date] = datetime.date.today,
        scale: float = 1.0,
    ) -> None:
        super().__init__(app)
        self.scale = scale
        self.rng = rng
        self.pace = PACES[DEFAULT_SPEED]  # of the Quick Round dealt by default (the menus pass their own ``start``)
        self.start = start or self._quick_round
        self.today = today
        self.code = ""
        self.problem = ""
        self.background = hud.felt(app.size)
        self.play_button = Button(Box(0, 0, 1, 1), _("Play this deal"))
        self.daily_button = Button(Box(0, 0, 1, 1), _("Today's deal"))
        self.play_button.enabled = self.daily_button.enabled = True
        self.resize(app.size)

    def _quick_round(self, code: str) -> TableScene:
        table = table_for_deal(self.app, code, random.Random(self.rng.getrandbits(64)), self.pace)
        self.app.stack.replace(table)
        return table

    def px(self, v: float) -> int:
        return max(1, round(v * theme.unit(self.app.size)))

    def tx(self, v: float) -> int:
        """Pixels for text and buttons, at the UI scale."""
        return self.px(v * self.scale)

    def rows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """The title, the note, the code field, the problem line and the keys line, top to bottom."""
        width, height = self.app.size
        x, w = self.px(24), width - 2 * self.px(24)
        top = max(self.px(24), (height - self.tx(380)) // 2)
        title = pygame.Rect(x, top, w, self.tx(48))
        note = pygame.Rect(x, title.bottom + self.tx(8), w, self.tx(66))  # two lines in a long language
        field = pygame.Rect(0, note.bottom + self.tx(10), min(w, self.tx(420)), self.tx(60))
        field.centerx = width // 2
        problem = pygame.Rect(x, field.bottom + self.tx(8), w, self.tx(40))
        keys = pygame.Rect(x, problem.bottom + self.tx(76), w, self.tx(36))
        return title, note, field, problem, keys

    def resize(self, size: tuple[int, int]) -> None:
        self.background = hud.felt(size)
        problem = self.rows()[3]
        gap = self.px(10)
        w, h = min(self.tx(240), (size[0] - 4 * gap) // 2), self.tx(44)
        cx, y = size[0] // 2, problem.bottom + self.tx(12)
        self.daily_button.box = Box(cx - gap - w, y, w, h)
        self.play_button.box = Box(cx + gap, y, w, h)

    def submit(self) -> bool:
        """Start the typed deal; False (and a note saying what codes look like) when it is not one."""
        try:
            match_for_code(self.code)
        except CodeTypo:
            self.problem = _("That code has a typo: check it character by character")
            return False
        except ValueError:
            self.problem = _("That is not a deal code: codes look like {example}").format(example=EXAMPLE)
            return False
        self.problem = ""
        self.start(self.code.strip().upper())
        return True

    def handle(self, event: pygame.event.Event) -> None:
        self.play_button.track(event)
        self.daily_button.track(event)
        if self.play_button.clicked(event):
            self.submit()
        elif self.daily_button.clicked(event):
            self.code = daily_code(self.today())
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.submit()
            elif event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
            elif event.key == pygame.K_BACKSPACE:
                self.code = self.code[:-1]
            elif event.key == pygame.K_F1:
                self.app.stack.push(HelpOverlay(self.app, self.scale))
            elif event.key == pygame.K_F2:
                self.code = daily_code(self.today())
            elif event.unicode and event.unicode.upper() in CODE_CHARS and len(self.code) < MAX_LENGTH:
                self.code += event.unicode.upper()

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        surface.blit(self.background, (0, 0))
        title, note, field, problem, keys = self.rows()
        blit_fitted(surface, _("Play this deal"), title, self.tx(34), theme.GOLD, bold=True)
        words = _("Type a deal code: the same code deals the same hands and boneyard for everybody")
        blit_fitted(surface, words, note, self.tx(20), theme.TEXT_DIM)
        skin.slot(field.size, skin.ButtonState(focus=True)).blit(surface, field)  # the code is typed here
        blit_fitted(surface, self.code + "_", field.inflate(-self.tx(16), 0), self.tx(30), theme.TEXT, bold=True)
        if self.problem:
            blit_fitted(surface, self.problem, problem, self.tx(16), theme.WARN)
        self.daily_button.draw(surface, fonts)
        self.play_button.draw(surface, fonts)
        blit_fitted(surface, _("Enter plays · F2 today's deal · F1 help · Esc back"), keys, self.tx(16), theme.TEXT_DIM)
