"""The buttons along the bottom of an end panel, one of them focused: side by side, or one
above the other when the panel is too narrow for their labels on one line each.

Enter (or Space) presses the focused button, so the focus starts on the safe default;
Tab and the arrow keys move it, and a click presses the button under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.table.render.layout import Box
from game.ui.widgets import Button

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BUTTON_H = 44  # design units: the buttons' height (their labels stay readable at every UI scale)
GAP = 16  # between two buttons
INSET = 16  # from the panel's sides
USUAL_W = 210  # a button's width when the labels allow


def label_widths(buttons: Sequence[Button], height: int) -> list[int]:
    """How wide each of ``buttons`` must be, ``height`` tall, for its label on one line at the button's own size."""
    needs = []
    for button in buttons:
        probe = Button(Box(0, 0, 100 * height, height), button.label)
        needs.append(probe.label_picture().get_width() + 2 * (height // 4) + 2)  # a quarter of the height each side
    return needs


def button_widths(buttons: Sequence[Button], height: int, room: int, usual: int) -> list[int]:
    """Widths for a row of ``buttons`` whose labels are all one size: each wide enough for its
    label on one line at the button's own size ("Review this hand" shrank beside "Next hand"),
    alike when that fits ``room`` (at least ``usual``), else shares of the room in proportion
    to the labels, so any shrinking is the same for all."""
    needs = label_widths(buttons, height)
    even = max([min(usual, room // len(buttons)), *needs])
    if even * len(buttons) <= room:
        return [even] * len(buttons)
    if sum(needs) <= room:
        spare = (room - sum(needs)) // len(buttons)
        return [need + spare for need in needs]
    return [need * room // sum(needs) for need in needs]


class ButtonRow:
    """A row of buttons at the foot of a panel: placed together, moved over with Tab and arrows."""

    def __init__(self, buttons: Sequence[Button], default: Button) -> None:
        """``buttons`` left to right; those not ``visible`` are skipped."""
        self.buttons = tuple(buttons)
        for button in self.buttons:
            button.enabled = True
        self.focused = default
        self._show_focus()

    @property
    def shown(self) -> tuple[Button, ...]:
        return tuple(b for b in self.buttons if b.visible)

    def size(self, tx: Callable[[float], int], *, column: bool) -> tuple[int, int]:
        """The least room the buttons take with each label whole on one line, the panel's sides'
        insets included (``tx`` turns design units into pixels): in a row, or in a column."""
        shown, height = self.shown, tx(BUTTON_H)
        needs = label_widths(shown, height)
        if column:
            return max(needs) + 2 * tx(INSET), len(shown) * height + (len(shown) - 1) * tx(GAP / 2)
        return sum(needs) + (len(shown) - 1) * tx(GAP) + 2 * tx(INSET), height

    def place(self, panel: pygame.Rect, tx: Callable[[float], int], below: int, *, column: bool = False) -> None:
        """At the foot of ``panel``, ``below`` design units over its bottom edge (``tx`` turns
        design units into pixels at the UI scale): side by side and centred, each as tall and as
        wide as ``button_widths`` says in the panel's width, so every end panel's row is alike;
        or with ``column`` one above the other, all as wide as the widest label needs."""
        shown, height, gap = self.shown, tx(BUTTON_H), tx(GAP)
        bottom = panel.bottom - tx(below)
        if column:
            width = min(max(label_widths(shown, height)), panel.w - 2 * tx(INSET))
            top = bottom - len(shown) * height - (len(shown) - 1) * tx(GAP / 2)
            for k, button in enumerate(shown):
                button.box = Box(panel.centerx - width // 2, top + k * (height + tx(GAP / 2)), width, height)
            return
        room = panel.w - 2 * tx(INSET) - gap * (len(shown) - 1)
        widths = button_widths(shown, height, room, tx(USUAL_W))
        x = panel.centerx - (sum(widths) + gap * (len(shown) - 1)) // 2
        for button, width in zip(shown, widths, strict=True):
            button.box = Box(x, bottom - height, width, height)
            x += width + gap

    def handle(self, event: pygame.event.Event) -> Button | None:
        """The button this event pressed, if any (focus moves are handled here)."""
        for button in self.shown:
            button.track(event)
            if button.clicked(event):
                return button
        if event.type != pygame.KEYDOWN:
            return None
        if event.key in PRESS_KEYS:
            return self.focused
        step = {
            **{pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1},
            pygame.K_TAB: -1 if event.mod & pygame.KMOD_SHIFT else 1,
        }
        if event.key in step:
            shown = self.shown
            self.focused = shown[(shown.index(self.focused) + step[event.key]) % len(shown)]
            self._show_focus()
        return None

    def _show_focus(self) -> None:
        for button in self.buttons:
            button.focus = button is self.focused

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        for button in self.shown:
            button.draw(surface, fonts)
