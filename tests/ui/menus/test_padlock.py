"""The campaign's padlock looks locked: its shackle comes down into the body, no gap between."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.menus.campaign import draw_padlock


def test_the_shackle_reaches_down_into_the_body() -> None:
    surface = pygame.Surface((68, 68))
    surface.fill((0, 0, 0))
    mark = surface.get_rect()
    draw_padlock(surface, mark)
    lock = pygame.Color(*theme.TEXT_DIM)
    columns = [x for x in range(mark.w) if surface.get_at((x, mark.h // 4)) == lock]  # the shackle's two legs
    assert len(columns) >= 2, "no shackle above the body"
    for x in (columns[0], columns[-1]):
        rows = [y for y in range(mark.h // 4, mark.h) if surface.get_at((x, y)) == lock]
        gap = [y for y in range(mark.h // 4, max(rows) + 1) if y not in rows]
        assert not gap, f"the shackle's leg at x={x} stops short of the body (gap at rows {gap[:3]}...)"
