"""Fitted text for menus, rendered once per (text, box, size, colour) and kept."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.fonts import fit_text

Color = tuple[int, int, int]


@lru_cache(maxsize=1024)
def fitted(
    text: str, width: int, height: int, px: int, color: Color, bold: bool = False, align: int = pygame.FONT_CENTER
) -> pygame.Surface:
    """``text`` no larger than ``width`` x ``height`` (``game.fonts.fit_text``), cached for every frame."""
    return fit_text(text, max(1, width), max(1, height), max(1, px), color, bold, align)


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
    return rect
