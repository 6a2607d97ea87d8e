"""A tile reads as a thick object from straight above: a deep side edge, darker than its face,
inside the footprint the layout gives it, so a thicker body moves nothing on the table."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import TileArt, tile_look
from tests.ui.test_art import luminance


@pytest.mark.parametrize("style", ["classic", "dark"])
@pytest.mark.parametrize("s", [24, 32, 40, 66, 93, 140])
def test_a_tiles_side_edge_is_a_sixth_to_a_quarter_of_its_short_side_and_darker_than_its_face(
    style: str, s: int
) -> None:
    """Real dominoes are a third as thick as wide; the edge had shown about a tenth."""
    pygame.display.set_mode((320, 200))
    picture = TileArt(tile_look(style, colour_blind=False)).face(tile(0, 0), s)
    assert picture.get_size() == (2 * s, s), "the footprint the layout relies on"
    box = picture.get_bounding_rect(min_alpha=128)
    edge = 2 * box.h - box.w  # the top is twice as long as wide; the edge adds as much to both
    assert s / 6 - 1 <= edge <= s / 4 + 1, (style, s, edge)
    face = luminance(picture.get_at((box.x + box.w // 4, box.y + box.h // 3)))
    side = [luminance(picture.get_at((box.centerx, box.bottom - 1 - k))) for k in range(edge // 2)]
    assert max(side) < face * 0.85, (style, s, "the side is darker than the face", face, side)
