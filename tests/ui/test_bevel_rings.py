"""A tile's rounded bevel is whole: every pixel inside its outer edge shows one of its lit or shaded
rings, never the flat colour laid under them (its rings are drawn as outlines, which a pixel too
thin would leave holes between round the corners: specks of flat colour on every tile's curve)."""

from __future__ import annotations

import math

import pytest

from game.ui import theme
from game.ui.table.render import draw_tile
from game.ui.table.render.draw_tile import CLASSIC

BLACK = (0, 0, 0)


def _inset(x: int, y: int, size: tuple[int, int], radius: int) -> float:
    """How far pixel (x, y) lies inside the rounded rectangle of ``size`` with corners round ``radius``."""
    (w, h), px, py = size, x + 0.5, y + 0.5
    cx, cy = min(max(px, radius), w - radius), min(max(py, radius), h - radius)
    if px != cx and py != cy:  # in a corner's square: from the corner's curve
        return radius - math.dist((px, py), (cx, cy))
    return min(px, py, w - px, h - py)


@pytest.mark.parametrize("s", [76, 240, 480])
@pytest.mark.parametrize("upright", [False, True])
def test_a_bevel_shows_its_rings_with_no_hole_between_them(s: int, *, upright: bool) -> None:
    fill, edge = CLASSIC.face, CLASSIC.edge
    body = draw_tile._body(s, fill, edge, upright=upright)
    under = {theme.mix(fill, edge, 0.5)[:3], theme.mix(edge, BLACK, 0.45)[:3]}
    size, radius, bevel = body.get_size(), draw_tile._radius(s), draw_tile._bevel_width(s)
    holes = [
        (x, y)
        for x in range(size[0])
        for y in range(size[1])
        if 1.5 <= _inset(x, y, size, radius) <= bevel - 1 and tuple(body.get_at((x, y)))[:3] in under
    ]
    assert not holes, (len(holes), holes[:5])
