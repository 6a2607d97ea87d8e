"""Menu controls: a button (:class:`MenuButton`), and a choice stepped with the arrows (a toggle is a two-way choice).

Labels are functions, not strings, so a language picked in Settings shows at once on every
screen, including the ones under it in the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import pygame

from game.fonts import drawable, font
from game.i18n import _
from game.ui import layout_items, theme
from game.ui.menus.text import blit_fitted

T = TypeVar("T")
Label = Callable[[], str]
DETAIL_ON_BUTTON: theme.Color = (84, 62, 30)  # a second line on a brass button


def _always() -> bool:
    return True


class Control:
    """One row of a menu. ``key`` names it for tests and tools; ``rect`` is set by the layout."""

    def __init__(
        self, key: str, label: Label, enabled: Callable[[], bool] = _always, detail: Label | None = None
    ) -> None:
        self.key = key
        self.label = label
        self._enabled = enabled
        self.detail = detail
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.inset = 0  # pixels kept free at each side of a button's words (for marks drawn there)
        self.text_px = 16  # set by the menu's layout: the size of its words
        self.small_px = 12  # set by the menu's layout: the smallest readable size (a second line)

    @property
    def enabled(self) -> bool:
        return self._enabled()

    def activate(self) -> None:
        """Enter, Space or a click."""

    def step(self, delta: int) -> bool:
        """Left (-1) or Right (+1); True when it changed something."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def value(self) -> str | None:
        """The current value shown on the right, or None for a plain button."""
        return None

    def widest_value(self) -> int:
        """Pixels the widest value this control can show needs on one line."""
        return 0

    def value_box(self) -> pygame.Rect:
        """Where the value and its arrows go: as wide as the widest value needs on one line
        (a value never wraps), from 9/20 up to half the row; the label has the rest."""
        rect, pad = self.rect, self.text_px
        arrow = max(6, rect.h // 5)
        need = self.widest_value() + 4 * arrow + 2
        width = max(rect.w * 9 // 20 - 2 * pad, min(rect.w // 2, need))
        return pygame.Rect(rect.right - pad - width, rect.y, width, rect.h)

    def draw(self, surface: pygame.Surface, px: int, focused: bool, hover: bool) -> None:
        rect = self.rect
        radius = max(4, rect.h // 4)
        enabled = self.enabled
        fill = theme.PANEL if self.value() is not None else theme.BUTTON
        if not enabled:
            fill = theme.BUTTON_OFF
        elif focused or hover:
            fill = (min(255, fill[0] + 26), min(255, fill[1] + 26), min(255, fill[2] + 26))
        pygame.draw.rect(surface, theme.FELT_DARK, rect.move(0, max(2, rect.h // 14)), border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        layout_items.note_control(surface, rect, self.key)
        if focused and enabled:
            pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), max(2, rect.h // 18), border_radius=radius + 3)
        value = self.value()
        if value is None:
            color = theme.BUTTON_TEXT if enabled else theme.TEXT_DIM
            self._draw_words(surface, rect.inflate(-px - 2 * self.inset, -rect.h // 8), px, color, "center")
            return
        box = self.value_box()
        left = pygame.Rect(rect.x + px, rect.y, box.x - px - (rect.x + px), rect.h)
        self._draw_words(surface, left, px, theme.TEXT if enabled else theme.TEXT_DIM, "midleft")
        self._draw_value(surface, value, box, px, enabled)

    def _draw_words(self, surface: pygame.Surface, box: pygame.Rect, px: int, color: theme.Color, anchor: str) -> None:
        detail = self.detail() if self.detail is not None else ""
        align = pygame.FONT_CENTER if anchor == "center" else pygame.FONT_LEFT
        if not detail:
            blit_fitted(surface, self.label(), box, px, color, bold=True, anchor=anchor, align=align)
            return
        top = pygame.Rect(box.x, box.y + box.h // 20, box.w, box.h * 2 // 5)
        bottom = pygame.Rect(box.x, top.bottom, box.w, box.h * 11 // 20)  # room for two lines
        blit_fitted(surface, self.label(), top, px, color, bold=True, anchor=anchor, align=align)
        detail_color = DETAIL_ON_BUTTON if color == theme.BUTTON_TEXT else theme.TEXT_DIM
        blit_fitted(surface, detail, bottom, max(px * 3 // 4, self.small_px), detail_color, anchor=anchor, align=align)

    def _draw_value(self, surface: pygame.Surface, value: str, box: pygame.Rect, px: int, enabled: bool) -> None:
        arrow = max(6, box.h // 5)
        color = theme.GOLD if enabled else theme.TEXT_DIM
        cy = box.centery
        pygame.draw.polygon(surface, color, [(box.x, cy), (box.x + arrow, cy - arrow), (box.x + arrow, cy + arrow)])
        pygame.draw.polygon(
            surface, color, [(box.right, cy), (box.right - arrow, cy - arrow), (box.right - arrow, cy + arrow)]
        )
        inner = box.inflate(-4 * arrow, -box.h // 6)
        blit_fitted(surface, value, inner, px, theme.GLOW if enabled else theme.TEXT_DIM, bold=True)


class MenuButton(Control):
    """A row of a menu that runs ``on_press`` on Enter, Space or a click.

    Not :class:`game.ui.widgets.Button`: a menu button is one of the menu's controls (beside
    :class:`Choice`), its words and whether it is on are functions read at every frame, and the
    menu lays it out, moves the focus through it and draws it; a widget button is placed on a
    screen by its scene, which sets its state and asks it whether it was clicked.
    """

    def __init__(
        self,
        key: str,
        label: Label,
        on_press: Callable[[], None],
        enabled: Callable[[], bool] = _always,
        detail: Label | None = None,
    ) -> None:
        super().__init__(key, label, enabled, detail)
        self.on_press = on_press

    def activate(self) -> None:
        if self.enabled:
            self.on_press()


class Choice(Control, Generic[T]):
    """One value out of ``options()`` (value, words); Left/Right or the arrows step through them."""

    def __init__(
        self,
        key: str,
        label: Label,
        options: Callable[[], Sequence[tuple[T, str]]],
        get: Callable[[], T],
        put: Callable[[T], None],
        enabled: Callable[[], bool] = _always,
        detail: Label | None = None,
    ) -> None:
        super().__init__(key, label, enabled, detail)
        self.options = options
        self.get = get
        self.put = put

    def _index(self) -> int:
        values = [v for v, _words in self.options()]
        current = self.get()
        return values.index(current) if current in values else 0

    def value(self) -> str:
        options = self.options()
        return options[self._index()][1] if options else ""

    def widest_value(self) -> int:
        face = font(self.text_px, bold=True)
        return max((face.size(drawable(words))[0] for _value, words in self.options()), default=0)

    def step(self, delta: int) -> bool:
        options = self.options()
        if not self.enabled or len(options) < 2:
            return False
        self.put(options[(self._index() + delta) % len(options)][0])
        return True

    def activate(self) -> None:
        self.step(+1)

    def click(self, pos: tuple[int, int]) -> None:
        """The left half of the value steps back, anywhere else forward."""
        box = self.value_box()
        self.step(-1 if box.x < pos[0] < box.centerx else +1)


def toggle(
    key: str, label: Label, get: Callable[[], bool], put: Callable[[bool], None], detail: Label | None = None
) -> Choice[bool]:
    return Choice(key, label, lambda: [(False, _("Off")), (True, _("On"))], get, put, detail=detail)
