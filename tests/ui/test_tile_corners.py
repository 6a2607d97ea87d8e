"""A tile's corners are round at every size the table shows one, on its face, its side edge and
its back, and on a ghost's outline: the felt shows in the corner, and the outline follows a quarter
circle (a reviewer at 200% saw corners cut diagonally: a 3 px radius smoothed down to a chamfer)."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import CORNER, GHOST_LINE, TileArt, depth, ghost_line

SIZES = (30, 38, 60, 120, 200)
ROUND = 0.13  # a corner radius that reads as round at 200%, a share of the top's side (0.09 read as cut)


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def _inset(picture: pygame.Surface, corner: str, k: int) -> int:
    """How far in from the picture's outline box, along the ``k``-th row from its ``corner`` (top
    left or bottom right), the tile starts (the first pixel at least half opaque)."""
    box = picture.get_bounding_rect(min_alpha=128)
    y = box.top + k if corner == "top left" else box.bottom - 1 - k
    xs = range(box.left, box.right) if corner == "top left" else range(box.right - 1, box.left - 1, -1)
    return next(i for i, x in enumerate(xs) if picture.get_at((x, y)).a >= 128)


def _off_the_arc(r: float, k: int, inset: int) -> float:
    """How far the tile's edge at ``inset`` along the ``k``-th row from a corner lies off the quarter
    circle of radius ``r`` drawn in that corner (0: on it)."""
    return math.hypot(r - inset, r - (k + 0.5)) - r


@pytest.mark.parametrize("s", SIZES)
@pytest.mark.parametrize("face_up", [True, False])
def test_a_tiles_corners_are_round_on_its_top_and_its_side_edge(s: int, *, face_up: bool) -> None:
    art = TileArt()
    picture = art.face(tile(6, 5), s) if face_up else art.back(s)
    r = CORNER * (s - depth(s))
    for corner in ("top left", "bottom right"):  # the top's corner, and the side edge's at the foot
        assert _inset(picture, corner, 0) >= 1, (s, corner, "the corner pixel is felt, not the tile")
        for k in range(math.floor(r)):
            off = _off_the_arc(r, k, _inset(picture, corner, k))
            assert abs(off) <= 1.0, (s, face_up, corner, k, "px off a quarter circle", round(off, 2))


@pytest.mark.parametrize("s", SIZES)
@pytest.mark.parametrize("face_up", [True, False])
def test_a_tiles_corner_leaves_as_much_felt_as_a_visible_round(s: int, *, face_up: bool) -> None:
    """Each corner leaves at least as much felt as a quarter circle of an eighth of the side (a
    radius of a tenth left a speck of two or three pixels on a 38 px tile: a cut, not a round)."""
    art = TileArt()
    picture = art.face(tile(6, 5), s) if face_up else art.back(s)
    box, r = picture.get_bounding_rect(min_alpha=128), ROUND * (s - depth(s))
    square = math.ceil(1.5 * r)
    for corner in (box.topleft, (box.right - square, box.bottom - square)):
        felt = sum(picture.get_at((corner[0] + x, corner[1] + y)).a < 128 for x in range(square) for y in range(square))
        assert felt >= 0.8 * (1 - math.pi / 4) * r * r, (s, face_up, corner, "felt px", felt, round(r, 1))


@pytest.mark.parametrize("s", SIZES)
def test_a_ghosts_line_is_round_at_its_corners(s: int) -> None:
    """The ice-blue line round a ghost turns its corners in an arc: in the corner of the line's
    own box the glow shows, not the line."""
    ghost = TileArt().ghost(tile(6, 5), s, 0)
    w, h = ghost.get_size()
    top = next(y for y in range(h) if _is_line(ghost.get_at((w // 2, y))))
    left = next(x for x in range(w) if _is_line(ghost.get_at((x, h // 2))))
    assert not _is_line(ghost.get_at((left, top))), (s, "the line's box corner holds no line")
    line = ghost_line(s, pointed=False)
    arc = round(CORNER * (s - depth(s))) + line  # the line's outer radius
    along = arc - (arc - line / 2) / math.sqrt(2)  # the middle of its stroke, half way round the corner
    near = [(round(left + along) + dx, round(top + along) + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert any(_is_line(ghost.get_at(p)) for p in near), (s, "the line runs round the corner's arc")


def _is_line(colour: pygame.Color) -> bool:
    return colour.a == 255 and abs(colour.r - GHOST_LINE[0]) < 12 and abs(colour.b - GHOST_LINE[2]) < 12
