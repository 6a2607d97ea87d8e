"""A tile lying on the table is one picture with its shadow: at 4K the line, rack and boneyard are
some 26 tiles, each blended over the window every frame, so blending the shadow's clear margin and
then the tile over its own shadow again cost more than the rest of the tiles' drawing."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import TileArt, resting_shadow_offset
from game.ui.table.render.sprites import Pose, Sprite, draw_sprite

FELT = (38, 92, 60)
SIZES = [24, 52, 93, 162]


class Counting(pygame.Surface):
    """A window that counts the pixels blitted onto it."""

    blitted = 0

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = super().blit(source, dest, area, special_flags)
        self.blitted += drawn.w * drawn.h
        return drawn


def _lying(s: int, angle: int, *, face_up: bool, warmed: bool = True) -> tuple[TileArt, Sprite]:
    """A tile lying at ``s`` and ``angle``, its pictures drawn ahead as the table does (``warmed``),
    or only its face (the frame it lands before the table has drawn the rest)."""
    art, t = TileArt(), tile(3, 5)
    if warmed:
        art.warm([(t, s, angle)], budget=float("inf"))
    else:
        art.face(t, s, angle)
    return art, Sprite(t, Pose(3 * s, 3 * s, s, angle, face_up=face_up))


def _shade_and_tile(art: TileArt, sprite: Sprite) -> tuple[pygame.Surface, pygame.Rect, pygame.Surface, pygame.Rect]:
    """The tile's shadow and picture and where each lies: the shadow a little down and right of
    it, half as far again down (the lamp at the upper left)."""
    s, angle, centre = sprite.end.size, sprite.end.angle, (round(sprite.end.x), round(sprite.end.y))
    shadow = art.shadow(s, vertical=angle % 180 != 0)
    picture = art.face(sprite.tile, s, angle) if sprite.end.face_up else art.back(s, angle)
    dx, dy = resting_shadow_offset(s)
    at = shadow.get_rect(center=(centre[0] + dx, centre[1] + dy))
    return shadow, at, picture, picture.get_rect(center=centre)


@pytest.mark.parametrize("face_up", [True, False])
@pytest.mark.parametrize("angle", [0, 90])
@pytest.mark.parametrize("s", SIZES)
def test_a_resting_tile_blends_no_pixel_twice_nor_its_shadows_margin(s: int, angle: int, *, face_up: bool) -> None:
    """Drawn with its shadow, a lying tile blends at most the box of what shows of the two (its
    shadow's clear margin left out): it blended the whole padded shadow, then the tile over it."""
    pygame.display.set_mode((320, 200))
    art, sprite = _lying(s, angle, face_up=face_up)
    window = Counting((6 * s, 6 * s))
    window.fill(FELT)
    draw_sprite(window, art, sprite, 0.0)
    shadow, at, _picture, box = _shade_and_tile(art, sprite)
    seen = shadow.get_bounding_rect(min_alpha=1).move(at.topleft).union(box)
    assert window.blitted <= seen.w * seen.h, (s, angle, face_up, window.blitted, seen.size)


@pytest.mark.parametrize("warmed", [True, False])
@pytest.mark.parametrize("face_up", [True, False])
@pytest.mark.parametrize("angle", [0, 90, 180, 270])
@pytest.mark.parametrize("s", SIZES)
def test_a_resting_tile_looks_as_its_shadow_then_its_picture_over_it(
    s: int, angle: int, *, face_up: bool, warmed: bool
) -> None:
    """One picture or two (before the table has made the one), the felt shows the same pixels
    (within rounding)."""
    pygame.display.set_mode((320, 200))
    art, sprite = _lying(s, angle, face_up=face_up, warmed=warmed)
    shown, expected = pygame.Surface((6 * s, 6 * s)), pygame.Surface((6 * s, 6 * s))
    for window in (shown, expected):
        window.fill(FELT)
    draw_sprite(shown, art, sprite, 0.0)
    shadow, at, picture, box = _shade_and_tile(art, sprite)
    expected.blit(shadow, at)
    expected.blit(picture, box)
    a, b = pygame.image.tobytes(shown, "RGB"), pygame.image.tobytes(expected, "RGB")
    worst = max(abs(x - y) for x, y in zip(a, b, strict=True))
    assert worst <= 2, (s, angle, face_up, worst)


def test_a_new_sizes_first_face_is_drawn_over_several_frames_then_lies_in_one_picture() -> None:
    """At 4K a line refitted to a new size wants 20 faces at once; the first one drawn (its size's
    blank top, then its body: 8-10 ms together) took a whole frame's time in the frame that warmed
    it. With no time to spare, each frame draws one piece; once all are drawn the tile lies in
    one picture with its shadow, which warming (not the drawing) makes."""
    pygame.display.set_mode((320, 200))
    art, s = TileArt(), 171  # a size no other test draws: its blank is not kept yet
    wanted = [(tile(a, 6), s, 90) for a in range(7)]
    frames = 0
    while art.resting(tile(0, 6), s, 90, face_up=True) is None:
        art.warm(wanted, budget=0.0)
        frames += 1
        if frames == 1:
            assert art.ready_face(tile(0, 6), s, 90) is None, "the body waits for another frame"
        assert frames < 10, "warming never finishes"
    assert frames >= 3, frames
    art.warm(wanted, budget=float("inf"))
    assert all(art.resting(t, s, 90, face_up=True) is not None for t, _s, _a in wanted)
