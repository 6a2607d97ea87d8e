"""The buttons along the bottom of an end panel, one of them focused.

Enter (or Space) presses the focused button, so the focus starts on the safe default;
Tab and the arrow keys move it, and a click presses the button under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.table.render.layout import Box
from game.ui.widgets import Button

PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


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

    def place(self, centre_x: int, y: int, width: int, height: int, gap: int) -> None:
        """Side by side, centred on ``centre_x``, top at ``y``."""
        shown = self.shown
        left = centre_x - (len(shown) * width + (len(shown) - 1) * gap) // 2
        for i, button in enumerate(shown):
            button.box = Box(left + i * (width + gap), y, width, height)

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
        step = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1, pygame.K_TAB: -1 if event.mod & pygame.KMOD_SHIFT else 1}
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
