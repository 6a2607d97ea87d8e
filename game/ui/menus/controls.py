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
from game.ui import layout_items, skin, theme
from game.ui.menus.text import blit_fitted, line_height, set_lines

T = TypeVar("T")
Label = Callable[[], str]
DETAIL_ON_BUTTON: theme.Color = (84, 62, 30)  # a second line on a brass button
CHOICE_OFF: theme.Color = (136, 154, 144)  # words of a choice that cannot change now: clearly dimmer (#26 defect 13)


def _always() -> bool:
    return True


def _detail_color(label: theme.Color) -> theme.Color:
    """A second line's colour under a label of colour ``label``: quieter, on a button or off."""
    return {theme.BUTTON_TEXT: DETAIL_ON_BUTTON, CHOICE_OFF: CHOICE_OFF, skin.OFF_LIP: skin.OFF_LIP}.get(
        label, theme.TEXT_DIM
    )


class Control:
    """One row of a menu. ``key`` names it for tests and tools; ``rect`` is set by the layout."""

    def __init__(
        self, key: str, label: Label, *, enabled: Callable[[], bool] = _always, detail: Label | None = None
    ) -> None:
        self.key = key
        self.label = label
        self._enabled = enabled
        self.detail = detail
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.inset = 0  # pixels kept free at each side of a button's words (for marks drawn there)
        self.text_px = 16  # set by the menu's layout: the size of its words
        self.small_px = 12  # set by the menu's layout: the smallest readable size (a second line)
        self.value_share = 9 / 20  # the least share of the row a value takes (a layout may align them narrower)

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
        need = self.widest_value() + 4 * self.arrow_px() + 2
        width = max(round(rect.w * self.value_share) - 2 * pad, min(rect.w // 2, need))
        return pygame.Rect(rect.right - pad - width, rect.y, width, rect.h)

    def arrow_px(self) -> int:
        """The value's arrows: half the words' size (a fifth of a usual row), the same in a row grown by its words."""
        return max(6, self.text_px // 2)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hover: bool, pressed: bool = False) -> None:
        """A button row in brass, a choice sunk into the panel's wood (``game.ui.skin``), with its words."""
        rect, enabled, value = self.rect, self.enabled, self.value()
        state = skin.ButtonState(enabled, hover, pressed and value is None, focused and enabled)
        (skin.button if value is None else skin.slot)(rect.size, state).blit(surface, rect)
        layout_items.note_control(surface, rect, self.key)
        if value is None:
            color = theme.BUTTON_TEXT if enabled else skin.OFF_INK
            sunk = skin.pressed_offset(rect.h) if state.pressed and enabled else 0
            if not enabled:  # engraved in the dark brass: the words' upper-left wall in shade
                cut = skin.engraving(rect.h)
                with layout_items.recording():  # noted nowhere: the words' shade, not words of its own
                    self._draw_words(surface, self.words_box(px).move(-cut, -cut), px, skin.OFF_LIP, "center")
            self._draw_words(surface, self.words_box(px).move(0, sunk), px, color, "center")
            return
        self._draw_words(surface, self.words_box(px), px, theme.TEXT if enabled else CHOICE_OFF, "midleft")
        self._draw_value(surface, value, self.value_box(), px, enabled=enabled)

    def detail_px(self, px: int) -> int:
        """The second line's size: three quarters of the label's, never under the readable size."""
        return max(px * 3 // 4, self.small_px)

    def words_box(self, px: int) -> pygame.Rect:
        """Where the label and its second line go: left of the value, or a button's middle."""
        rect = self.rect
        if self.value() is None:
            return rect.inflate(-px - 2 * self.inset, -rect.h // 8)
        return pygame.Rect(rect.x + px, rect.y, self.value_box().x - px - (rect.x + px), rect.h)

    def _lines(self, px: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The label and the second line, each broken into lines as wide as the words' box at its size."""
        width, detail = self.words_box(px).w, self.detail() if self.detail is not None else ""
        small = self.detail_px(px)
        return set_lines(self.label(), px, width, bold=True), set_lines(detail, small, width) if detail else ()

    def words_height(self, px: int) -> int:
        """The height the label and its second line need at their own sizes, neither shrunk."""
        label, detail = self._lines(px)
        return len(label) * line_height(px, bold=True) + len(detail) * line_height(self.detail_px(px))

    def fits(self) -> bool:
        """Its words fit its row at their own sizes (``text_px``), none shrunk to fit."""
        return self._fits_at_size(self.text_px, self.words_box(self.text_px))

    def _fits_at_size(self, px: int, box: pygame.Rect) -> bool:
        """Every line of the words fits ``box`` at its own size (no word wider than the box)."""
        (label, detail), small = self._lines(px), self.detail_px(px)
        widths = [font(px, bold=True).size(drawable(line))[0] for line in label]
        widths += [font(small).size(drawable(line))[0] for line in detail]
        return self.words_height(px) <= box.h and max(widths) <= box.w

    def _draw_words(self, surface: pygame.Surface, box: pygame.Rect, px: int, color: theme.Color, anchor: str) -> None:
        detail = self.detail() if self.detail is not None else ""
        align = pygame.FONT_CENTER if anchor == "center" else pygame.FONT_LEFT
        if self._fits_at_size(px, box):  # room for every line at its size: set so, never shrunk (#26 defect 8)
            self._draw_at_size(surface, box, px, color, (anchor, align))
            return
        if not detail:
            blit_fitted(surface, self.label(), box, px, color, bold=True, anchor=anchor, align=align)
            return
        top = pygame.Rect(box.x, box.y + box.h // 20, box.w, box.h * 2 // 5)
        bottom = pygame.Rect(box.x, top.bottom, box.w, box.h * 11 // 20)  # room for two lines
        blit_fitted(surface, self.label(), top, px, color, bold=True, anchor=anchor, align=align)
        blit_fitted(surface, detail, bottom, self.detail_px(px), _detail_color(color), anchor=anchor, align=align)

    def _draw_at_size(
        self, surface: pygame.Surface, box: pygame.Rect, px: int, color: theme.Color, placing: tuple[str, int]
    ) -> None:
        """The label and its second line one under the other, in the middle of ``box``, each at its own size;
        ``placing`` is the words' (anchor, alignment)."""
        anchor, align = placing
        (label, detail), small = self._lines(px), self.detail_px(px)
        label_h = len(label) * line_height(px, bold=True)
        top = pygame.Rect(box.x, box.centery - self.words_height(px) // 2, box.w, label_h)
        blit_fitted(surface, "\n".join(label), top, px, color, bold=True, anchor=anchor, align=align)
        if detail:
            bottom = pygame.Rect(box.x, top.bottom, box.w, len(detail) * line_height(small))
            blit_fitted(surface, "\n".join(detail), bottom, small, _detail_color(color), anchor=anchor, align=align)

    def _draw_value(self, surface: pygame.Surface, value: str, box: pygame.Rect, px: int, *, enabled: bool) -> None:
        arrow = self.arrow_px()
        cy = box.centery
        if enabled:  # no arrows where nothing can be stepped
            for tip, base in ((box.x, box.x + arrow), (box.right, box.right - arrow)):
                pygame.draw.polygon(surface, theme.GOLD, [(tip, cy), (base, cy - arrow), (base, cy + arrow)])
        inner = box.inflate(-4 * arrow, -box.h // 6)
        blit_fitted(surface, value, inner, px, theme.GLOW if enabled else CHOICE_OFF, bold=True)


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
        *,
        enabled: Callable[[], bool] = _always,
        detail: Label | None = None,
    ) -> None:
        super().__init__(key, label, enabled=enabled, detail=detail)
        self.on_press = on_press

    def activate(self) -> None:
        if self.enabled:
            self.on_press()


class Choice(Control, Generic[T]):
    """One value out of ``options()`` (value, words); Left/Right or the arrows step through them.
    A list (languages, rules) wraps round; a scale (``stops``: a size, a volume, a speed) stops at
    its ends, so a held key at the biggest size never lands on the smallest."""

    def __init__(  # noqa: PLR0913  a row's key and words, its options, how its value is read and written; the rest by keyword
        self,
        key: str,
        label: Label,
        options: Callable[[], Sequence[tuple[T, str]]],
        get: Callable[[], T],
        put: Callable[[T], None],
        *,
        enabled: Callable[[], bool] = _always,
        detail: Label | None = None,
        stops: bool = False,
    ) -> None:
        super().__init__(key, label, enabled=enabled, detail=detail)
        self.options = options
        self.get = get
        self.put = put
        self.stops = stops

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
        index = self._index() + delta
        if self.stops and not 0 <= index < len(options):
            return False
        self.put(options[index % len(options)][0])
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
