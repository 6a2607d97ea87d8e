"""Fitted text for menus: drawn inside a box at an anchor (and noted for the layout audit)."""

from __future__ import annotations

import pygame

from game.fonts import fitted
from game.ui.layout_items import note_fitted

Color = tuple[int, int, int]


def blit_fitted(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    px: int,
    color: Color,
    bold: bool = False,
    anchor: str = "center",
    align: int = pygame.FONT_CENTER,
) -> pygame.Rect:
    """Draw ``text`` inside ``box`` at its ``anchor`` ("center", "midleft", "midright", "midtop", "topleft")."""
    if not text:
        return pygame.Rect(box.topleft, (0, 0))
    picture = fitted(text, box.w, box.h, px, color, bold, align)
    rect = picture.get_rect(**{anchor: getattr(box, anchor)})
    surface.blit(picture, rect)
    note_fitted(surface, text, box, rect, px, bold, align)
    return rect
