"""The title card shown on entering a campaign venue: the venue's name and the match, over its
table, fading in and out. Any key or click dismisses it; until then the table waits under it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.fonts import fitted
from game.ui import theme
from game.ui.scene import Scene
from game.ui.venues import look_for

if TYPE_CHECKING:
    from game.ui.app import App

FADE_IN, HOLD, FADE_OUT = 0.35, 1.6, 0.45


def card_alpha(elapsed: float) -> float:
    """How opaque the card is ``elapsed`` seconds after it appeared (0 once it is gone)."""
    if elapsed < FADE_IN:
        return elapsed / FADE_IN
    if elapsed < FADE_IN + HOLD:
        return 1.0
    return max(0.0, 1.0 - (elapsed - FADE_IN - HOLD) / FADE_OUT)


class VenueCard(Scene):
    opaque = False

    def __init__(self, app: App, venue: str, match: str, look_id: str, scale: float = 1.0) -> None:
        super().__init__(app)
        self.venue, self.match = venue, match
        self.look = look_for(look_id)
        self.scale = scale
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return card_alpha(self.elapsed) == 0.0 and self.elapsed > FADE_IN

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.elapsed = max(self.elapsed, FADE_IN + HOLD)  # skip to the fade-out

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.done and self.app.stack.top is self:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        alpha = card_alpha(self.elapsed)
        if alpha <= 0.0:
            return
        width, height = surface.get_size()
        unit = theme.unit((width, height)) * self.scale
        panel = pygame.Rect(0, 0, min(width - 16, round(620 * unit)), min(height - 16, round(170 * unit)))
        panel.center = (width // 2, height // 2)
        card = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.PANEL, 235), card.get_rect(), border_radius=round(14 * unit))
        pygame.draw.rect(card, self.look.rim, card.get_rect(), max(2, round(4 * unit)), border_radius=round(14 * unit))
        inner = panel.w - round(40 * unit)
        title = fitted(self.venue, inner, round(panel.h * 0.5), round(44 * unit), theme.GOLD, bold=True)
        sub = fitted(self.match, inner, round(panel.h * 0.3), round(24 * unit), theme.TEXT)
        card.blit(title, title.get_rect(center=(panel.w // 2, round(panel.h * 0.4))))
        card.blit(sub, sub.get_rect(center=(panel.w // 2, round(panel.h * 0.74))))
        card.set_alpha(round(255 * alpha))
        surface.blit(card, panel)
