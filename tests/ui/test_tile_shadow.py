"""A tile at rest casts a soft shadow on the felt: it fades out evenly all round, corners too,
with no stair steps at any size (drawn small and scaled up, it showed a hard four-pixel rim and
a stepped corner on a large tile), and it lies close and tight under the thin tile, with a dark
contact line where the tile meets the cloth."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.sprites import Pose, Sprite, draw_sprite

FELT = (40, 96, 64)
SIZES = [24, 44, 62, 93, 124, 180]
SMALLEST_SOFT = 32  # from this short side up a shadow has room to fade in five steps or more


def _brightness(pixels: bytes, i: int) -> int:
    return pixels[4 * i] + pixels[4 * i + 1] + pixels[4 * i + 2]


@pytest.mark.parametrize("angle", [0, 90])
@pytest.mark.parametrize("s", SIZES)
def test_a_resting_tiles_shadow_fades_out_without_steps(s: int, angle: int) -> None:
    """On plain felt, past the contact line hugging the tile (a few px), no two neighbouring
    pixels differ by more than a fifth of the shadow's whole darkening, across its edges and round
    its corners alike (on the smallest tile, whose shadow shows past its body by three pixels, by
    more than 0.3 of it: it was 0.32, a fourth at every larger size)."""
    table, tile_only = _on_felt(s, angle)
    contact = 3 + s // 16  # the contact line's reach (its spread, offset and blur): steep by design
    near = pygame.Surface(tile_only.get_size(), pygame.SRCALPHA)  # the tile and the contact line round it
    for dx, dy in itertools.product(range(-contact, contact + 1), repeat=2):
        near.blit(tile_only, (dx, dy))
    shown, tile_alpha = pygame.image.tobytes(table, "RGBA"), pygame.image.tobytes(tile_only, "RGBA")
    body = pygame.image.tobytes(near, "RGBA")
    w, h = table.get_size()
    felt = sum(FELT)

    def felt_only(i: int) -> bool:
        return body[4 * i + 3] == 0

    beside = [i for i in range(w * h) if tile_alpha[4 * i + 3] == 0]
    outside = [i for i in range(w * h) if felt_only(i)]
    darkening = felt - min(_brightness(shown, i) for i in beside)
    assert darkening > felt * 0.25, ("the shadow shows beside the tile", s, darkening)
    steps = [
        (abs(_brightness(shown, i) - _brightness(shown, j)), i % w, i // w)
        for i in outside
        for j in (i + 1, i + w)
        if j < w * h and (j % w or j == i + w) and felt_only(j)
    ]
    worst = max(steps)
    bound = darkening * (0.3 if s < SMALLEST_SOFT else 0.2)
    assert worst[0] <= bound, ("a hard step in the shadow at (x, y)", s, angle, darkening, worst)


def _on_felt(s: int, angle: int) -> tuple[pygame.Surface, pygame.Surface]:
    """A tile of ``3-5`` lying on plain felt at ``s`` and ``angle``, and the tile alone, in place."""
    pygame.display.set_mode((320, 200))
    size = (4 * s, 4 * s)
    table = pygame.Surface(size)
    table.fill(FELT)
    art, t = TileArt(), tile(3, 5)
    art.face(t, s, angle)  # at rest a tile is drawn from its ready face
    draw_sprite(table, art, Sprite(t, Pose(2 * s, 2 * s, s, angle, face_up=True)), 0.0)
    tile_only = pygame.Surface(size, pygame.SRCALPHA)
    picture = art.face(t, s, angle)
    tile_only.blit(picture, picture.get_rect(center=(2 * s, 2 * s)))
    return table, tile_only


def _shade(table: pygame.Surface, x: int, y: int) -> int:
    """How much darker than the felt the table is at (x, y)."""
    return sum(FELT) - sum(table.get_at((x, y))[:3])


@pytest.mark.parametrize("s", SIZES)
def test_a_resting_tiles_shadow_lies_close_and_tight_with_a_contact_line(s: int) -> None:
    """A tile is thin and lies on the cloth: its shadow shows past it by a tenth of its side at
    most down and right (it reached a sixth: a tile standing off the felt), hardly at all up and
    left, and it is darkest in a line hugging the tile's lower right edges, where it sets the tile
    down, fading outward."""
    table, _tile = _on_felt(s, 0)
    box = pygame.Rect(0, 0, 2 * s, s)  # the footprint the layout gives the tile
    box.center = (2 * s, 2 * s)
    felt = pygame.mask.from_threshold(table, FELT, (4, 4, 4, 255))  # the felt no shadow darkens
    felt.invert()
    shaded = felt.get_bounding_rects()
    seen = shaded[0].unionall(shaded[1:])
    assert seen.right - box.right <= s / 10 + 2, (s, "right", seen, box)
    assert seen.bottom - box.bottom <= s / 10 + 3, (s, "below", seen, box)
    assert box.left - seen.left <= s / 24 + 2 and box.top - seen.top <= s / 24 + 2, (s, "up and left", seen, box)
    below = [_shade(table, box.centerx, box.bottom + k) for k in range(s // 8)]
    right = [_shade(table, box.right + k, box.centery) for k in range(s // 8)]
    for side in (below, right):
        assert side[0] >= 0.7 * max(side) and side[0] > 2 * side[-1] + 1, (s, "the contact line, fading out", side)


SEEN = 30  # of a lifted tile's shadow's darkest 60: well inside its soft edge


@pytest.mark.parametrize("s", [40, 64, 120, 160, 198])
def test_a_lifted_tiles_shadow_has_round_corners_not_stairs(s: int) -> None:
    """Off the table (held up, in flight, turning over) a tile casts a larger, lighter shadow; scaled
    up from a picture an eighth of a tile across, its corners were stairs (9 px steps on a 4K
    tile). Down the upper left corner's lower half its edge now moves out steadily, at most 3 px
    a row (a circle's moves 2 at most there; a stair's jumps a whole step)."""
    pygame.display.set_mode((320, 200))
    shadow = TileArt().shadow(s, vertical=False, lifted=True)
    w, h = shadow.get_size()
    x0 = next(x for x in range(w) if shadow.get_at((x, h // 2)).a >= SEEN)
    y0 = next(y for y in range(h) if shadow.get_at((w // 2, y)).a >= SEEN)
    edge = [next(x for x in range(w) if shadow.get_at((x, y)).a >= SEEN) - x0 for y in range(y0, h // 2)]
    corner = edge[0]
    assert corner > 3, ("a rounded corner", s, edge[:12])
    lower = [(a, b) for a, b in itertools.pairwise(edge) if 0.05 * corner < b < 0.5 * corner]
    assert lower, (s, edge)
    assert max(a - b for a, b in lower) <= 3, (s, "the corner's edge jumps", edge[:30])


@pytest.mark.parametrize("s", [24, 40, 64, 120, 160, 198])
def test_a_lifted_tiles_shadow_covers_what_it_did(s: int) -> None:
    """Its visible part (alpha 8 and up) is a quarter larger than the tile each way less its soft
    edge (as wide as the small picture's pixels grew: 6-10 px) at each side, within 3 px a side,
    and centred within 2 px (the blur leans a pixel or two down-right, as the resting one's does)."""
    pygame.display.set_mode((320, 200))
    shadow = TileArt().shadow(s, vertical=False, lifted=True)
    grow = s // 2
    size = (2 * s + grow, s + grow // 2 + grow // 4)
    soft = size[0] / (2 * max(2, s // 8) + 4)
    seen = shadow.get_bounding_rect(min_alpha=8)
    assert abs(seen.w - (size[0] - 2 * soft)) <= 6, (s, seen.size, size, soft)
    assert abs(seen.h - (size[1] - 2 * soft)) <= 6, (s, seen.size, size, soft)
    centre = shadow.get_rect().center
    assert abs(seen.centerx - centre[0]) <= 2, (s, seen, centre)
    assert abs(seen.centery - centre[1]) <= 2, (s, seen, centre)
