"""The title screen: the game's name and its modes over a demo table that plays quietly behind.

The demo table lives on a stack of its own (``Backstage``) and only moves while the title is
the top screen. At the first frame, until the player has played or left it once, it asks the
language and opens the tutorial hand in it (the first start: no settings yet, or settings set
back to their defaults; ``game.ui.menus.language``); then it offers to resume a saved match.
Whenever something is saved, Continue is the first entry.
What went wrong with the saved files (and a save that failed, saving that works again) is said
in the notice band across the top of the first menu on top (:class:`~game.ui.menus.notices.NoticeBand`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.domain.modes import Mode
from game.i18n import _
from game.ui import layout_items, skin, theme
from game.ui.menus.base import MenuScene
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.controls import Control, MenuButton
from game.ui.menus.dialogs import Question, confirm, resume_prompt
from game.ui.menus.language import LanguageCard
from game.ui.menus.rules import RulesScene
from game.ui.menus.settings import SettingsScene
from game.ui.menus.setup import SetupScene
from game.ui.menus.stats import StatsScene
from game.ui.menus.text import blit_fitted, line_height
from game.ui.scenes.deal_entry import DealEntryScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.session import Backstage

HEADING = 86  # design units above the list: the menu's heading
COLUMN_GAP = 16  # design units between two columns of entries
VEIL = 130  # how dark the demo table is behind the title: a black veil this opaque

if TYPE_CHECKING:
    from game.persist.match_save import SavedMatch
    from game.ui.scene import Host as App
    from game.ui.session import Session


class TitleScene(MenuScene):
    """The game's name and its modes, over the demo table that plays behind."""

    panel_width = 380
    row_height = 38
    row_gap = 6

    def __init__(self, app: App, session: Session) -> None:
        self.stage = Backstage(app)  # the demo table's stack (``_new_demo``)
        self.started = False
        self.saved_seen: list[SavedMatch] = []
        self.grid: tuple[int, int] | None = None  # (columns, pixels between rows) that hold every entry
        self.banner: pygame.Rect | None = None  # the name's plate beside the menu (None: the name heads it)
        super().__init__(app, session)
        self._new_demo()

    def _new_demo(self) -> None:
        """A demo table dealt with the settings as they are now: its generator drawn now, in the
        session's order, the table made now too unless the title's first frame is still to come
        (``update`` makes it in the second)."""
        self.demo_rng = self.session.table_rng()
        self.demo_settings = self.session.settings
        self.stage = Backstage(self.app)
        if self.started:
            self._deal_demo()

    def _deal_demo(self) -> None:
        self.stage.stack.push(self.session.demo_table(self.stage, self.demo_rng))

    def enter(self) -> None:
        """Back on the title: Continue comes or goes with the saved matches, and a demo dealt
        before the settings changed is dealt again in the new look. (``rebuild`` lays the screen
        out afresh, as a menu's ``enter`` does: once is enough on the way to the first frame.)"""
        self.rebuild()
        self._focus_new_save()
        if self.demo_settings != self.session.settings:
            self._new_demo()

    def _focus_new_save(self) -> None:
        """A match saved (or saved again) since the title was last shown, as after leaving one: the
        focus starts on Continue, so Enter goes back to it."""
        saved = self.session.saves.saved_matches()
        if saved and [id(s) for s in saved] != [id(s) for s in self.saved_seen]:
            self.focus = 0  # Continue
            self._keep_focus_visible()
        self.saved_seen = saved

    def title(self) -> str:
        """The menu's heading: "Play" beside the name's plate; the name itself where no plate fits."""
        return _("Play") if self.banner is not None else _("Double Six")

    def build(self) -> list[Control]:
        push = self.app.stack.push
        session = self.session
        saved = session.saves.saved_matches()
        resume = [MenuButton("continue", lambda: _("Continue"), self._continue)] if saved else []
        return [
            *resume,
            MenuButton("quick", lambda: _("Quick Round"), lambda: push(SetupScene(self.app, session, Mode.QUICK))),
            MenuButton("points", lambda: _("Points Match"), lambda: push(SetupScene(self.app, session, Mode.POINTS))),
            MenuButton("campaign", lambda: _("Campaign"), lambda: push(CampaignScene(self.app, session))),
            MenuButton(
                "deal",
                lambda: _("Play this deal"),
                lambda: push(DealEntryScene(self.app, session.rng, self._play_deal, scale=self.text_scale)),
            ),
            MenuButton(
                "history",
                lambda: _("Recent hands"),
                lambda: push(HistoryScene(self.app, session.saves, session.pace(), session.style())),
            ),
            MenuButton("stats", lambda: _("Statistics"), lambda: push(StatsScene(self.app, session))),
            MenuButton("settings", lambda: _("Settings"), lambda: push(SettingsScene(self.app, session))),
            MenuButton(
                "rules",
                lambda: _("Rules"),
                lambda: push(RulesScene(self.app, session, session.settings.default_preset)),
            ),
            MenuButton("tutorial", lambda: _("Tutorial"), self._tutorial),
            MenuButton("quit", lambda: _("Quit"), lambda: self.app.quit(0)),
        ]

    def _continue(self) -> None:
        """The one saved match at once; with two, the player picks."""
        saved = self.session.saves.saved_matches()
        if len(saved) == 1:
            self.session.resume(saved[0].lineup.mode)
        elif saved:
            self.app.stack.push(resume_prompt(self.session))

    def _tutorial(self) -> None:
        """The prepared first hand with a teacher; it leaves the stack by itself when it is over
        (finished or left with Esc), and from then on the game no longer opens with it."""
        session = self.session
        self.app.stack.push(TutorialScene(self.app, self._tutorial_over, session.pace(), session.style()))

    def _tutorial_over(self) -> None:
        if not self.session.settings.tutorial_done:
            self.session.change(tutorial_done=True)

    def _play_deal(self, code: str) -> None:
        """The deal code was typed: its table takes the code screen's place."""
        self.app.stack.pop()
        self.session.start_deal(code)

    def back(self) -> None:
        """Esc on the title asks before leaving the game."""
        self.app.stack.push(
            confirm(
                self.session,
                Question(lambda: _("Quit Double Six?"), lambda: "", lambda: _("Quit"), lambda: _("Stay")),
                lambda: self.app.quit(0),
            )
        )

    def update(self, dt: float) -> None:
        """The notice band, and the demo table behind: the game's first frame is the title's alone
        (the demo's room, faces and tiles took a good part of the time to it); the demo is dealt in
        the second frame, unless the title shows under another screen from the first."""
        if not self.started:
            self.started = True
            self._first_frame()
        elif not self.stage.stack:
            self._deal_demo()
        super().update(dt)  # the notice band, while the title is on top
        scene = self.stage.stack.top
        if scene is not None:
            scene.update(dt)

    def _first_frame(self) -> None:
        """On a first start ask the language, then open the tutorial in it; then offer the saved
        match (pushed in the reverse order: the last one pushed is seen first). What happened to
        the saved files waits in the saves for the notice band of the first menu on top."""
        if self.session.saves.saved_matches():
            self.app.stack.push(resume_prompt(self.session))
        if not self.session.settings.tutorial_done:
            self.app.stack.push(LanguageCard(self.session, self._tutorial))
        if self.app.stack.top is not self and self in self.app.stack.visible():  # under a question: behind it now
            self._deal_demo()

    def resize(self, size: tuple[int, int]) -> None:
        """Every entry in sight without scrolling: one column with its rows closer together if
        need be, else two columns; the name beside the menu where there is room, else as its heading."""
        super().resize(size)  # the unit, and the notice band
        margin = self.px(16)
        top = max(margin, self.notices.rect.bottom + self.px(4))  # below the notice band
        room = size[1] - top - margin - self.px(HEADING + 14) - self.footer_height  # the list's height at most
        widest = size[0] - 2 * margin
        self.grid = None
        for columns in (1, 2):
            panel_w = min(widest, columns * self.px(self.panel_width * self.text_scale))
            gap = self._gap_that_fits(columns, panel_w - self.px(48), room)
            if gap is not None:
                self.grid = (columns, gap)
                break
        if self.grid is None:  # not even two columns: one that scrolls
            panel_w = min(widest, self.px(self.panel_width * self.text_scale))
        list_h = self._grid_height(panel_w - self.px(48)) if self.grid else room
        self.panel.size = (panel_w, self.px(HEADING + 14) + self.footer_height + list_h)
        self.panel.x = max(margin, size[0] - panel_w - self.px(60))
        self.panel.y = max(top, min((size[1] - self.panel.h) // 2 + self.px(40), size[1] - margin - self.panel.h))
        list_top = self.panel.y + self.px(HEADING)
        self.list_area = pygame.Rect(self.panel.x + self.px(24), list_top, panel_w - self.px(48), list_h)
        self.banner = self._banner()
        self.scroll = 0
        self.layout_controls()
        self._keep_focus_visible()
        for scene in self.stage.stack:
            scene.resize(size)

    def _banner(self) -> pygame.Rect | None:
        """The name's plate left of the menu, where the name fits there at a good size."""
        top = max(self.px(70), self.notices.rect.bottom + self.px(16))  # below the notice band
        band = pygame.Rect(self.px(60), top, self.panel.x - self.px(120), self.px(160))
        return band if band.w > self.px(300 * self.text_scale) else None

    def _row_heights(self, width: int, columns: int) -> list[int]:
        """Each row's height in ``columns`` columns across ``width`` (the tallest entry in the row)."""
        column_w = (width + self.px(COLUMN_GAP)) // columns - self.px(COLUMN_GAP)  # as layout_controls sets them
        heights = []
        for control in self.controls:
            control.rect = pygame.Rect(0, 0, column_w, 0)
            self.size_words(control)
            heights.append(self.row_px(control))
        per = -(-len(heights) // columns)  # down the first column, then the next
        return [max(heights[row::per]) for row in range(per)]

    def _gap_that_fits(self, columns: int, width: int, room: int) -> int | None:
        """The widest gap between rows (the designed one at most, 2 units at least) with which
        ``columns`` columns fit ``room``; None when none does."""
        rows = self._row_heights(width, columns)
        if len(rows) < 2:
            return self.px(self.row_gap) if sum(rows) <= room else None
        gap = min(self.px(self.row_gap), (room - sum(rows)) // (len(rows) - 1))
        return gap if gap >= min(self.px(2), self.px(self.row_gap)) else None

    def _grid_height(self, width: int) -> int:
        assert self.grid is not None
        columns, gap = self.grid
        rows = self._row_heights(width, columns)
        return sum(rows) + gap * (len(rows) - 1)

    def layout_controls(self) -> None:
        """The entries in the grid that fits (down the first column, then the next); a list that
        scrolls when none does."""
        if self.grid is None:
            super().layout_controls()
            return
        columns, gap = self.grid
        area = self.list_area
        rows = self._row_heights(area.w, columns)
        step = (area.w + self.px(COLUMN_GAP)) // columns  # a column and the gap after it
        tops = [area.y + sum(rows[:row]) + gap * row for row in range(len(rows))]
        for i, control in enumerate(self.controls):
            column, row = divmod(i, len(rows))
            control.rect = pygame.Rect(area.x + column * step, tops[row], step - self.px(COLUMN_GAP), rows[row])
            self.size_words(control)

    def key(self, key: int, mod: int = 0) -> None:
        """In two columns Left and Right move across to the entry beside; the rest as in any menu."""
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.grid is not None and self.grid[0] > 1:
            per = -(-len(self.controls) // self.grid[0])
            beside = self.focus + (per if key == pygame.K_RIGHT else -per)
            if 0 <= beside < len(self.controls) and self.controls[beside].enabled:
                self.focus = beside
            return
        super().key(key, mod)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The demo table veiled (in the first frame, before it is dealt: the felt's darkest green)."""
        if not self.stage.stack:
            surface.fill(theme.FELT_DARK)
        for scene in self.stage.stack.visible():
            scene.draw(surface)
        theme.veil(surface, VEIL)  # the demo darkened (a window-sized black layer was made every frame)
        layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=VEIL, name="demo"))
        band = self.banner
        if band is None:  # the name is the menu's heading
            return
        plate = skin.plaque(band.size, self.px(18), skin.Trim(theme.GOLD, max(2, self.px(3)), self.px(8)))
        plate.blit(surface, band)
        alpha = layout_items.measured_alpha(plate.picture)
        layout_items.note(layout_items.LayoutItem("panel", band, alpha=alpha, name="title banner"))
        name = pygame.Rect(band.x, band.y + self.px(10), band.w, self.px(100))
        blit_fitted(surface, _("Double Six"), name.inflate(-self.px(30), 0), self.px(84), theme.GOLD, bold=True)
        sub = pygame.Rect(band.x, name.bottom, band.w, self.px(40))
        inside = sub.inflate(-self.px(30), 0)
        blit_fitted(surface, _("Dominoes, double-six set"), inside, self.small_px(26), theme.TEXT)

    def footer(self) -> str:
        return _("Esc: quit")

    @property
    def footer_height(self) -> int:
        """One line: the title's footer only says how to quit (the rows need the room)."""
        return max(self.px(30), line_height(self.small_px(15)) + self.px(4))
