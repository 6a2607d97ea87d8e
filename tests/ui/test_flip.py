"""The hand-end flips: a tile's shadow turns with it, and a tile waiting its turn never lies
over a face already turned up."""

from __future__ import annotations

import pygame

from game.engine.tiles import tile
from game.ui.app import App
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.sprites import HAND, PILE, Pose, Sprite, Tweening, draw_sprite

FELT = (30, 90, 50)


def _shadow(sprite: Sprite, now: float) -> pygame.Rect:
    """The box of the shadow the sprite casts on plain felt: the largest patch of pixels darker than
    the felt (a rounded corner's anti-aliased pixel on the tile is no part of it)."""
    surface = pygame.Surface((400, 400))
    surface.fill(FELT)
    draw_sprite(surface, TileArt(), sprite, now)
    mask = pygame.mask.Mask((400, 400))
    for x in range(400):
        for y in range(400):
            r, g, b, _ = surface.get_at((x, y))
            if g < FELT[1] - 3 and r <= FELT[0] and b <= FELT[2]:  # felt in shade, not a tile's pips or back
                mask.set_at((x, y))
    patch = max(mask.connected_components(), key=lambda m: m.count())
    return patch.get_bounding_rects()[0].unionall(patch.get_bounding_rects())


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


def test_a_tile_still_turning_or_waiting_lies_under_a_face_already_up() -> None:
    """At a frame of the hand-end flips where one tile has landed face up and its neighbours
    still wait or turn (three at once: the laid-out faces are larger than the backs, so their
    paths overlap): the backs waiting first, then the tiles turning, the one further through its
    turn over one just begun (though that one is higher now), the face already up on top of
    them; a tile flying in from the pile above all."""
    now = 0.45

    def flip(t: int, delay: float) -> Sprite:
        sprite = Sprite(tile(t, t), Pose(100, 100 + 10 * t, 40, 0, face_up=False, layer=HAND))
        sprite.retarget(Pose(100, 110 + 12 * t, 50, 0, face_up=True, layer=HAND), 0.0, 0.3, Tweening(delay))
        return sprite

    landed, nearly_down, begun, waiting = flip(1, 0.0), flip(2, 0.18), flip(3, 0.36), flip(4, 0.6)
    drawn = Sprite(tile(6, 5), Pose(300, 300, 40, 0, face_up=False, layer=PILE))
    drawn.retarget(Pose(100, 100, 50, 0, face_up=True, layer=HAND), 0.4, 0.3)
    order = sorted((drawn, nearly_down, landed, waiting, begun), key=lambda sp: sp.stacking(now))
    assert nearly_down.height(now) < begun.height(now)
    assert order == [waiting, begun, nearly_down, landed, drawn]
