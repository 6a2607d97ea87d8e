"""Buttons of the table and its screens, in brass (``game.ui.skin``); a button that is off is dark
matte brass with its words engraved, and says why it is off on hover."""

from __future__ import annotations

import pygame

from game.fonts import fitted
from game.ui import layout_items, skin, theme
from game.ui.table.render.layout import Box


class Button:
    """A clickable, focusable button of the table and the screens over it; it says why it is off
    (``why_not``) in a tooltip on hover.

    Its scene places it (``box``), sets its state (``enabled``, ``visible``, ``why_not``) and asks
    it whether an event clicked it; a menu's rows are :class:`game.ui.menus.controls.MenuButton`.
    """

    def __init__(self, box: Box, label: str) -> None:
        self.box = box
        self.label = label
        self.enabled = False
        self.visible = True
        self.why_not = ""  # shown on hover while disabled
        self.hover = False
        self.focus = False
        self.pressed = False  # held down under the pointer

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.box)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def clicked(self, event: pygame.event.Event) -> bool:
        """A left click released on an enabled button."""
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled and self.hit(event.pos)

    def track(self, event: pygame.event.Event) -> None:
        """The pointer over it, and a left button held down on it (let go, or moved off, it is not)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
            self.pressed = self.pressed and self.hover
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = False

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts, glow: float = 0.0) -> None:
        """The button in brass (``skin.button``), its words on it; ``glow`` (0..1) breathes on it."""
        if not self.visible:
            return
        rect = self.rect
        state = skin.ButtonState(self.enabled, self.hover, self.pressed, self.focus, glow)
        skin.button(rect.size, state).blit(surface, rect)
        label = self.label_picture(theme.BUTTON_TEXT if self.enabled else skin.OFF_INK)
        sunk = skin.pressed_offset(rect.h) if self.pressed and self.enabled else 0
        where = label.get_rect(center=(rect.centerx, rect.centery + sunk))
        if not self.enabled:  # the words engraved in the dark brass: their upper-left wall in shade
            cut = skin.engraving(rect.h)
            surface.blit(self.label_picture(skin.OFF_LIP), where.move(-cut, -cut))
        surface.blit(label, where)
        layout_items.note_control(surface, rect, self.label)
        box, px = self._label_box(), self._label_px()
        layout_items.note_fitted(surface, self.label, box, where, px, bold=True, align=pygame.FONT_CENTER)

    def _label_box(self) -> pygame.Rect:
        pad = self.rect.h // 4
        return pygame.Rect(0, 0, self.rect.w - 2 * pad, self.rect.h - pad // 2)

    def _label_px(self) -> int:
        return round(self.rect.h * 0.45)

    def label_picture(self, color: theme.Color = theme.BUTTON_TEXT) -> pygame.Surface:
        """The label fitted inside the button: a long translation shrinks or wraps, never spills."""
        box = self._label_box()
        return fitted(self.label, box.w, box.h, self._label_px(), color, bold=True)

    def draw_tooltip(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        if not (self.visible and self.hover and not self.enabled and self.why_not):
            return
        px = round(self.rect.h * 0.42)
        text = fonts.text(self.why_not, px, theme.TEXT)
        rect = text.get_rect(midbottom=(self.rect.centerx, self.rect.y - 8)).inflate(16, 10)
        rect.clamp_ip(surface.get_rect())
        skin.plaque(rect.size, 6, skin.Trim(theme.TEXT_DIM, 1, 2)).blit(surface, rect)
        surface.blit(text, text.get_rect(center=rect.center))
        layout_items.note(layout_items.LayoutItem("tooltip", rect, self.why_not, px, owner=self.rect))
