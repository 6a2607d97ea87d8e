"""The title card shown on entering a campaign venue: the venue's name and the match, over its
table, fading in and out. Any key or click dismisses it; until then the table waits under it
(only the top scene is updated, so no computer moves while the card is up).

The card is drawn once per window size (``card_picture``); a frame only blits it faded."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.fonts import fitted
from game.ui import skin, theme
from game.ui.scene import Scene
from game.ui.venues import look_for

if TYPE_CHECKING:
    from game.ui.scene import Host
    from game.ui.venues import Look

FADE_IN, HOLD, FADE_OUT = 0.35, 1.6, 0.45


def card_alpha(elapsed: float) -> float:
    """How opaque the card is ``elapsed`` seconds after it appeared (0 once it is gone)."""
    if elapsed < FADE_IN:
        return elapsed / FADE_IN
    if elapsed < FADE_IN + HOLD:
        return 1.0
    return max(0.0, 1.0 - (elapsed - FADE_IN - HOLD) / FADE_OUT)


class VenueCard(Scene):
    """The venue's title card over a campaign table as a match begins: it fades in, holds and
    fades out, and a key or a click skips to the fade."""

    opaque = False

    def __init__(self, app: Host, venue: str, match: str, look_id: str, scale: float = 1.0) -> None:
        super().__init__(app)
        self.venue, self.match = venue, match
        self.look = look_for(look_id)
        self.scale = scale
        self.elapsed = 0.0
        self.picture = self._picture(app.size)

    def _picture(self, size: tuple[int, int]) -> pygame.Surface:
        room = (size[0] - 16, size[1] - 16)
        return card_picture(self.venue, self.match, self.look, theme.unit(size) * self.scale, room)

    def resize(self, size: tuple[int, int]) -> None:
        self.picture = self._picture(size)

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
        self.picture.set_alpha(round(255 * alpha))
        surface.blit(self.picture, self.picture.get_rect(center=surface.get_rect().center))


def card_picture(venue: str, match: str, look: Look, unit: float, room: tuple[int, int]) -> pygame.Surface:
    """The card: the venue's name over the match's, framed in the venue's rim colour, 620 by 170
    design units (``unit`` pixels each) but never larger than ``room`` (width, height)."""
    max_w, max_h = room
    size = (max(1, min(max_w, round(620 * unit))), max(1, min(max_h, round(170 * unit))))
    w, h = size
    plaque = skin.plaque(size, round(14 * unit), skin.Trim(look.rim, max(2, round(4 * unit)), 0), alpha=235)
    card = plaque.picture.subsurface((plaque.pad, plaque.pad, w, h)).copy()  # the body alone: its words go on it
    inner = w - round(40 * unit)
    title = fitted(venue, inner, round(h * 0.5), round(44 * unit), theme.GOLD, bold=True)
    sub = fitted(match, inner, round(h * 0.3), round(24 * unit), theme.TEXT)
    card.blit(title, title.get_rect(center=(w // 2, round(h * 0.4))))
    card.blit(sub, sub.get_rect(center=(w // 2, round(h * 0.74))))
    return card
