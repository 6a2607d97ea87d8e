"""A tile reads as a thin object from straight above, as in the commercial games: a narrow side
edge, darker than its face, down and right of it (a band a fifth of the side deep read as a
brick's face, or a mahjong tile's, and as uneven gaps between the tiles of a line), inside the
footprint the layout gives it, so the body moves nothing on the table."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import TileArt, tile_look
from tests.ui.test_art import luminance


@pytest.mark.parametrize("style", ["classic", "dark"])
@pytest.mark.parametrize("s", [24, 32, 40, 66, 93, 140])
def test_a_tiles_side_edge_is_a_thin_dark_sliver_of_its_short_side(style: str, s: int) -> None:
    """The edge is 2 px at least (it must show) and at most a fourteenth of the side plus a pixel
    (it was a fifth), and darker than the face."""
    pygame.display.set_mode((320, 200))
    picture = TileArt(tile_look(style, colour_blind=False)).face(tile(0, 0), s)
    assert picture.get_size() == (2 * s, s), "the footprint the layout relies on"
    box = picture.get_bounding_rect(min_alpha=128)
    edge = 2 * box.h - box.w  # the top is twice as long as wide; the edge adds as much to both
    assert 2 <= edge <= s / 14 + 1, (style, s, edge)
    face = luminance(picture.get_at((box.x + box.w // 4, box.y + box.h // 3)))
    side = luminance(picture.get_at((box.centerx, box.bottom - 1)))
    assert side < face * 0.85, (style, s, "the side is darker than the face", face, side)
