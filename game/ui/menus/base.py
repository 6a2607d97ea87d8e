"""A menu screen: a title, a column of controls, optional content, and Esc to go back one step.

Keys: Up/Down (or Tab) move the focus, Left/Right change a choice, Enter or Space presses,
Esc goes back. The mouse hovers, clicks and scrolls with the wheel. Everything is laid out
in design units of a 1280x720 window and scaled, so every window size gets the same screen.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.fonts import ONE_LINE_SHRINK
from game.i18n import _
from game.ui import layout_items, skin, theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.controls import Control
from game.ui.menus.notices import NoticeBand
from game.ui.menus.text import blit_fitted
from game.ui.scene import Scene
from game.ui.venues import table_surface

if TYPE_CHECKING:
    from game.ui.scene import Host as App
    from game.ui.session import Session

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
MARK, MARK_GAP = 9, 4  # design units: a scroll arrow's height, and its gap to the list it marks


class MenuScene(Scene):
    """A menu screen over the title's table: a column of controls moved through by keys, mouse
    and wheel, a heading, and the save-health band; each menu supplies its controls."""

    look = "default"  # the table look behind the menu (``game.ui.venues``)
    panel_width = 640  # design units
    row_height = 52
    row_gap = 10
    content_height = 0  # design units kept above the controls for ``draw_content``
    panel_alpha = 255  # a panel holding text is opaque: nothing behind shows through its words
    content_grows = False  # True: the content area grows with the "text and button size" setting
    list_gap = 10  # design units between the content and the list (a list that scrolls: room for its arrow)
    pinned: tuple[tuple[str, ...], ...] = ()  # rows kept in sight under the scrolling list, the first lowest

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.controls: list[Control] = []
        self.focus = 0
        self.hover: int | None = None
        self.pressed: int | None = None  # the control a left button is held down on
        self.scroll = 0
        self.content_scroll = 0  # rows of the content scrolled past (content taller than its area)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.content_area = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0
        self.pins = 0  # how many of ``pinned``'s rows are kept in sight in this window
        self.notices = NoticeBand()  # what the saves have to say, across the top
        self.rebuild()

    # -- what a screen says ---------------------------------------------------------

    def title(self) -> str:
        raise NotImplementedError

    def build(self) -> list[Control]:
        raise NotImplementedError

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Anything above the controls (statistics, rules text, a summary)."""

    def content_rows(self) -> tuple[int, int]:
        """(rows the content has, rows its area shows): when the first is larger the content
        scrolls by rows (Page Up/Down, the wheel; Up/Down too when there is no focus to move)."""
        return (0, 0)

    def scroll_content(self, rows: int) -> bool:
        """Scroll the content by ``rows`` (negative: up), kept within it; whether it moved."""
        total, shown = self.content_rows()
        new = max(0, min(max(0, total - shown), self.content_scroll + rows))
        moved, self.content_scroll = new != self.content_scroll, new
        return moved

    def back(self) -> None:
        """Esc: one step back."""
        self.app.stack.pop()

    def enter(self) -> None:
        """Shown again: lay out afresh (the size of text may have changed meanwhile)."""
        self.resize(self.app.size)

    # -- layout ----------------------------------------------------------------------

    def px(self, design_units: float) -> int:
        return max(1, round(design_units * self.u))

    def rebuild(self) -> None:
        """Make the controls again (a choice elsewhere may change what is offered)."""
        key = self.controls[self.focus].key if self.controls else None
        self.controls = self.build()
        keys = [c.key for c in self.controls]
        self.focus = keys.index(key) if key in keys else self._first_enabled()
        self.resize(self.app.size)

    def _first_enabled(self) -> int:
        return next((i for i, c in enumerate(self.controls) if c.enabled), 0)

    def control(self, key: str) -> Control:
        """The control named ``key`` (tests and tools find what to click by name)."""
        for c in self.controls:
            if c.key == key:
                return c
        raise KeyError(f"{type(self).__name__} has no control {key!r} (has {[c.key for c in self.controls]})")

    def resize(self, size: tuple[int, int]) -> None:
        self.u = theme.unit(size)
        width, height = size
        margin = self.px(24)
        band = self.notices.layout(self.session.saves.health, width, self.text_px(17), height // 3)
        top = max(margin, band + self.px(4))
        panel_w = min(width - 2 * margin, self.px(self.panel_width * self.text_scale))
        self.panel = pygame.Rect((width - panel_w) // 2, top, panel_w, height - top - margin)
        top = self.panel.y + self.px(86)
        self.content_area = pygame.Rect(self.panel.x + self.px(24), top, panel_w - self.px(48), self._content_room(top))
        # under the list, room for its "more" arrow (it touched a two-line footer, or would a pinned row)
        list_top = self.content_area.bottom + self._list_gap()
        self.pins = len(self.pinned)
        while True:  # the list shows its tallest row at least: short of room, the last pinned rows scroll too
            bottom = self.footer_box().y - self.px(15)
            pinned = self._place_pinned(bottom)
            if pinned:
                bottom -= pinned + self.px(MARK + 2 * MARK_GAP)
            self.list_area = pygame.Rect(self.panel.x + self.px(24), list_top, panel_w - self.px(48), bottom - list_top)
            self.layout_controls()
            if self.pins <= 1 or self.list_area.h >= max((c.rect.h for c in self.rolling), default=0):
                break
            self.pins -= 1
        self._keep_focus_visible()
        self.scroll_content(0)  # a larger window may show more: stay within the content

    def _content_room(self, top: int) -> int:
        """The content's height: as designed, less what the first controls need to be seen
        (in a small window at a large scale the content scrolls rather than hide them)."""
        if not self.content_height:
            return 0
        rows = min(len(self.controls), 2) * (self.px(self.row_height * self.text_scale) + self.px(self.row_gap))
        room = self.panel.bottom - self.px(14) - self.footer_height - top - self._list_gap() - rows
        return max(0, min(self.px(self.content_height * self.content_scale), room))

    def _list_gap(self) -> int:
        return self.px(self.list_gap) if self.content_height else 0

    @property
    def content_scale(self) -> float:
        return self.text_scale if self.content_grows else 1.0

    @property
    def text_scale(self) -> float:
        """The "text and button size" setting."""
        return self.session.settings.ui_scale / 100

    def _pinned_rows(self) -> list[list[Control]]:
        keys = {c.key: c for c in self.controls}
        pinned = self.pinned[: self.pins]
        return [[keys[k] for k in row if k in keys] for row in pinned if any(k in keys for k in row)]

    def is_pinned(self, control: Control) -> bool:
        """Kept in sight under the list (as many of ``pinned``'s rows as leave the list a row)."""
        return any(control.key in row for row in self.pinned[: self.pins])

    @property
    def rolling(self) -> list[Control]:
        """The controls of the scrolling list (every one but the pinned)."""
        return [c for c in self.controls if not self.is_pinned(c)]

    def _place_pinned(self, bottom: int) -> int:
        """Lay the pinned rows out to end at ``bottom``: the first row lowest, the next above it (so
        a row that scrolls for want of room stays next to the list, where it was); within a row the
        first control (the primary action) twice as wide as each other. Their height. Start never
        hides below a list a new player has to scroll to find."""
        x, width, gap = self.panel.x + self.px(24), self.panel.w - self.px(48), self.px(self.row_gap)
        rows = self._pinned_rows()
        heights = []
        for row in rows:
            part = (width - gap * (len(row) - 1)) // (len(row) + 1) if len(row) > 1 else width
            left = x
            for i, control in enumerate(row):
                share = part * 2 if i == 0 and len(row) > 1 else part
                control.rect = pygame.Rect(left, 0, share, 0)
                left += share + gap
                self.size_words(control)
            heights.append(max(self.row_px(c) for c in row))
        total = sum(heights) + gap * max(0, len(rows) - 1)
        y = bottom
        for row, height in zip(rows, heights, strict=True):
            y -= height
            for control in row:
                control.rect.y, control.rect.h = y, height
            y -= gap
        return total if rows else 0

    def layout_controls(self) -> None:
        """Default: one column, rows as tall as the size setting asks; it scrolls when taller than the area."""
        y = self.list_area.y - self.scroll
        for control in self.rolling:
            control.rect = pygame.Rect(self.list_area.x, y, self.list_area.w, self.row_px(control))
            self.size_words(control)
            control.rect.h = self.row_px(control)
            y += control.rect.h + self.px(self.row_gap)

    def row_px(self, control: Control) -> int:
        """A row's height in one column: as the size setting asks, with room for a second line, or
        taller when its words need more at their own sizes (a row grows, its words never shrink),
        with room inside the focus ring and a button's edge (#26 defect 8)."""
        height = self.px(self.row_height * self.text_scale)
        designed = height * 8 // 5 if control.detail is not None else height
        need = control.words_height(control.text_px) + 2 * self.px(6 * self.text_scale)
        return max(designed, need * 8 // 7 if control.value() is None else need)  # a button's words keep off its edge

    def size_words(self, control: Control) -> None:
        """The sizes ``control`` draws its words at (layouts call this as they place it). A row grows
        to hold its words at these sizes (``row_px``), so its second line may be set at the smallest
        readable size; values take at least 3/10 of the row (short ones line up, a long one takes
        what it needs) and the words the rest."""
        control.text_px, control.small_px = self.text_px(20), math.ceil(SMALLEST_TEXT * self.text_scale)
        control.value_share = 3 / 10

    def _column_height(self) -> int:
        rolling = self.rolling
        if not rolling:
            return 0
        return max(c.rect.bottom for c in rolling) - min(c.rect.y for c in rolling)

    def _keep_focus_visible(self) -> None:
        if not self.controls or self.is_pinned(self.controls[self.focus]):
            return
        rect = self.controls[self.focus].rect
        if rect.bottom > self.list_area.bottom:
            self._scroll_by(rect.bottom - self.list_area.bottom)
        elif rect.y < self.list_area.y:
            self._scroll_by(rect.y - self.list_area.y)

    def _row_tops(self) -> list[int]:
        """Where each row starts, from the first one's top: the list scrolls to these, so the first
        row shown always starts at the top of the list, never leaving a band empty (#26 defect 8)."""
        rolling = self.rolling
        first = rolling[0].rect.y
        return sorted({c.rect.y - first for c in rolling})

    def _scroll_by(self, pixels: int) -> None:
        """Scroll at least ``pixels`` (negative: up), to the next row's top that way, no further than
        the last row needs."""
        if not self.rolling:
            return
        tops, wanted = self._row_tops(), self.scroll + pixels
        last = next((t for t in tops if t >= self._column_height() - self.list_area.h), tops[-1])
        if pixels > 0:
            new = next((t for t in tops if t >= wanted), tops[-1])
        else:
            new = max((t for t in tops if t <= wanted), default=0)
        new = max(0, min(last, new))
        if new != self.scroll:
            self.scroll = new
            self.layout_controls()

    def update(self, dt: float) -> None:
        """On top, the notice band takes what the saves have to say."""
        if self.app.stack.top is self:
            self.notices.update(self.session.saves, dt)
        if self.notices.stale(self.session.saves.health):
            self.resize(self.app.size)

    def exit(self) -> None:
        self.notices.leave(self.session.saves)

    # -- input -----------------------------------------------------------------------

    def shown(self, control: Control) -> bool:
        """Drawn: pinned, or wholly inside the list area (a row half scrolled out waits for the scroll)."""
        return self.is_pinned(control) or self.list_area.contains(control.rect)

    def control_at(self, pos: tuple[int, int]) -> int | None:
        """The control drawn under ``pos`` (a shown row lies wholly in the list, or is pinned)."""
        return next((i for i, c in enumerate(self.controls) if self.shown(c) and c.rect.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.key(event.key, event.mod)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.control_at(event.pos)
            self.pressed = self.pressed if self.pressed == self.hover else None
            if self.hover is not None and self.controls[self.hover].enabled:
                self.focus = self.hover
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.control_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = None
            index = self.control_at(event.pos)
            if index is not None and self.controls[index].enabled:
                self.focus = index
                self.session.click()
                self.controls[index].click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self._column_height() > self.list_area.h or not self.scroll_content(-3 * event.y):
                self._scroll_by(-event.y * self.px(self.row_height))

    def key(self, key: int, mod: int = 0) -> None:
        """Esc, F1 and the content's scrolling keys on any menu; the rest move and press the controls."""
        if key == pygame.K_ESCAPE:
            self.back()
        elif key == pygame.K_F1:
            from game.ui.scenes.help import HelpOverlay

            self.app.stack.push(HelpOverlay(self.app, self.session.settings.ui_scale / 100))
        elif key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            page = max(1, self.content_rows()[1] - 1)
            self.scroll_content(page if key == pygame.K_PAGEDOWN else -page)
        elif key in (pygame.K_DOWN, pygame.K_UP) and sum(c.enabled for c in self.controls) < 2:
            self.scroll_content(1 if key == pygame.K_DOWN else -1)
        elif self.controls:
            self._control_key(key, mod)

    def _control_key(self, key: int, mod: int) -> None:
        """Up/Down/Tab move the focus, Left/Right step a choice, Enter or Space presses."""
        if key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            back = key == pygame.K_UP or (key == pygame.K_TAB and mod & pygame.KMOD_SHIFT)
            self.move_focus(-1 if back else 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.controls[self.focus].step(-1 if key == pygame.K_LEFT else 1):
                self.session.click()
        elif key in ACTIVATE_KEYS:
            control = self.controls[self.focus]
            if control.enabled:
                self.session.click()
                control.activate()

    def move_focus(self, delta: int) -> None:
        count = len(self.controls)
        for step in range(1, count + 1):
            index = (self.focus + delta * step) % count
            if self.controls[index].enabled:
                self.focus = index
                break
        self._keep_focus_visible()

    # -- drawing (reads only) ----------------------------------------------------------

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(table_surface(self.look, surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        panel = self.panel
        trim = skin.Trim(theme.BRASS, max(1, self.px(2)), self.px(6))
        plaque = skin.plaque(panel.size, self.px(16), trim, alpha=self.panel_alpha)
        plaque.blit(surface, panel)
        with layout_items.inside(panel, layout_items.measured_alpha(plaque.picture)):
            self._draw_panel(surface)
        self.notices.draw(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        panel = self.panel
        title_box = pygame.Rect(panel.x + self.px(24), panel.y + self.px(14), panel.w - self.px(48), self.px(60))
        blit_fitted(surface, self.title(), title_box, self.px(40), theme.GOLD, bold=True)
        if self.content_height:
            self.draw_content(surface, self.content_area)
        clip = surface.get_clip()
        surface.set_clip(self.list_area.inflate(self.px(10), self.px(10)))
        px = self.text_px(20)
        for i, control in enumerate(self.controls):
            if self.shown(control) and not self.is_pinned(control):
                control.draw(surface, px, focused=i == self.focus, hover=i == self.hover, pressed=i == self.pressed)
        surface.set_clip(clip)
        for i, control in enumerate(self.controls):
            if self.is_pinned(control):
                control.draw(surface, px, focused=i == self.focus, hover=i == self.hover, pressed=i == self.pressed)
        self._draw_scroll_marks(surface)
        blit_fitted(surface, self.footer(), self.footer_box(), self.small_px(15), theme.TEXT_DIM)

    def footer_box(self) -> pygame.Rect:
        """Where the footer's line (or two) goes, along the panel's bottom."""
        panel = self.panel
        top = panel.bottom - self.px(8) - self.footer_height
        return pygame.Rect(panel.x + self.px(24), top, panel.w - self.px(48), self.footer_height)

    def text_px(self, design_px: float) -> int:
        """Pixels for text at the "text and button size" setting, never under the readable size."""
        return max(self.readable, self.px(design_px * self.text_scale))

    def small_px(self, design_px: float) -> int:
        """Pixels for small print (a footer, a note): its design size, but never under the readable size."""
        return max(self.readable, self.px(design_px))

    @property
    def readable(self) -> int:
        """The size small print asks for: text fitted into its box may be set a little smaller
        (``ONE_LINE_SHRINK``) and still not under 12 px at 100% (scaled with the setting)."""
        return math.ceil(SMALLEST_TEXT * self.text_scale / ONE_LINE_SHRINK)

    @property
    def footer_height(self) -> int:
        return max(self.px(30), round(self.readable * 2.2))  # two lines: a long language may need them

    def footer(self) -> str:
        total, shown = self.content_rows()
        if total > shown:  # the content scrolls: say how
            return _("Page Up/Down or the wheel scroll · Arrows choose · Esc goes back")
        return _("Arrows choose · Enter selects · Esc goes back")

    def _draw_scroll_marks(self, surface: pygame.Surface) -> None:
        rolling = self.rolling
        below = bool(rolling) and max(c.rect.bottom for c in rolling) > self.list_area.bottom
        self.draw_scroll_marks(surface, self.list_area, (self.scroll > 0, below))

    def content_more(self) -> tuple[bool, bool]:
        """Whether scrolled content has more (above, below) its area."""
        total, shown = self.content_rows()
        return self.content_scroll > 0, self.content_scroll + shown < total

    def scroll_marks(self, area: pygame.Rect, more: tuple[bool, bool]) -> list[pygame.Rect]:
        """Where the arrows saying there is more (above, below) ``area`` go: just outside it."""
        (above, below), size, gap = more, self.px(MARK), self.px(MARK_GAP)
        marks = []
        if above:
            marks.append(pygame.Rect(area.centerx - size, area.y - gap - size, 2 * size, size))
        if below:
            marks.append(pygame.Rect(area.centerx - size, area.bottom + gap, 2 * size, size))
        return marks

    def draw_scroll_marks(self, surface: pygame.Surface, area: pygame.Rect, more: tuple[bool, bool]) -> None:
        """Small arrows saying there is more (above, below) the visible part of ``area``."""
        for mark in self.scroll_marks(area, more):
            tip, base = (mark.top, mark.bottom) if mark.bottom <= area.y else (mark.bottom, mark.top)
            pygame.draw.polygon(surface, theme.GOLD, [(mark.centerx, tip), (mark.left, base), (mark.right, base)])
