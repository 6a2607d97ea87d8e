"""Where the table's cloth lies in the window and how wide its wooden rim is: the shape the
venues draw the table in and the seats' geometry lays itself out on (its own module, so the
venues can ask that geometry where the seats are without an import cycle)."""

from __future__ import annotations

import pygame

WIDEST = 2.0  # the table's widest shape (cloth width : height); a wider window shows the room beside it


def _margin(size: tuple[int, int]) -> int:
    return max(6, min(size) // 28)


def cloth_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the cloth lies: the whole window but a thin frame of room and table edge, and at a
    window wider than ``WIDEST`` the room on both sides."""
    margin = _margin(size)
    cloth = pygame.Rect(0, 0, *size).inflate(-2 * margin, -2 * margin)
    if cloth.w > cloth.h * WIDEST:
        cloth.inflate_ip(round(cloth.h * WIDEST) - cloth.w, 0)
    return cloth


def rim_width(size: tuple[int, int]) -> int:
    """The table's wooden edge: nearly all of the frame round the cloth, so at a 16:9 window,
    where no room shows beside the table, its material (grain, brass, gilt) still does."""
    margin = _margin(size)
    return max(3, margin - max(2, margin // 5))


def corner_radius(size: tuple[int, int]) -> int:
    """How round the cloth's corners are (the rim follows them, ``rim_width`` further out)."""
    return max(8, min(size) // 30)
