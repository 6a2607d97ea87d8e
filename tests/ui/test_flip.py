"""The hand-end flips: a tile's shadow turns with it, and a tile waiting its turn never lies
over a face already turned up."""

from __future__ import annotations

import pygame

from game.engine.tiles import tile
from game.ui.app import App
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.sprites import HAND, Pose, Sprite, Tweening, draw_sprite

FELT = (30, 90, 50)


def _shadow(sprite: Sprite, now: float) -> pygame.Rect:
    """The box of the shadow the sprite casts on plain felt: the pixels darker than the felt."""
    surface = pygame.Surface((400, 400))
    surface.fill(FELT)
    draw_sprite(surface, TileArt(), sprite, now)
    mask = pygame.mask.Mask((400, 400))
    for x in range(400):
        for y in range(400):
            r, g, b, _ = surface.get_at((x, y))
            if g < FELT[1] - 3 and r <= FELT[0] and b <= FELT[2]:  # felt in shade, not a tile's pips or back
                mask.set_at((x, y))
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects)


def test_a_shadow_turns_with_its_tile(app: App) -> None:
    """Edge-on half way through its flip, a tile casts an edge-thin shadow, not a whole tile's."""
    size = 60
    for angle in (0, 90):  # lying across, and standing (the top seat's row)
        sprite = Sprite(tile(6, 3), Pose(200, 200, size, angle, face_up=False, layer=HAND))
        sprite.retarget(Pose(200, 200, size, angle, face_up=True, layer=HAND), now=0.0, duration=1.0)
        lifted = _shadow(sprite, 0.45)  # nearly edge-on, high off the table
        edge_on = _shadow(sprite, 0.5)
        across = edge_on.h if angle == 0 else edge_on.w  # the axis the turn squashes
        along = edge_on.w if angle == 0 else edge_on.h
        assert along >= size, f"the long side's shadow is not squashed ({along}px)"
        assert across < size // 3, f"edge-on, the tile's shadow is {across}px across (tile {size}px)"
        assert (lifted.h if angle == 0 else lifted.w) < size // 2, "a nearly edge-on tile casts a thin shadow"


def test_a_tile_waiting_to_turn_lies_under_a_face_already_up() -> None:
    """At a frame where one tile has landed face up and its neighbour has not begun its turn,
    the neighbour (a back where it was) is drawn first, the face on top; a tile in the air is on top."""
    landed = Sprite(tile(1, 2), Pose(100, 100, 40, 0, face_up=False, layer=HAND))
    landed.retarget(Pose(100, 130, 50, 0, face_up=True, layer=HAND), now=0.0, duration=0.3)
    waiting = Sprite(tile(3, 4), Pose(100, 140, 40, 0, face_up=False, layer=HAND))
    waiting.retarget(Pose(100, 180, 50, 0, face_up=True, layer=HAND), now=0.0, duration=0.3, how=Tweening(0.6))
    turning = Sprite(tile(5, 5), Pose(100, 60, 40, 0, face_up=False, layer=HAND))
    turning.retarget(Pose(100, 80, 50, 0, face_up=True, layer=HAND), now=0.0, duration=0.3, how=Tweening(0.3))
    now = 0.45
    order = sorted((turning, landed, waiting), key=lambda sp: sp.stacking(now))
    assert order == [waiting, landed, turning]
