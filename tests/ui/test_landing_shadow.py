"""A tile landing from a flight sets its shadow down with it: in the last frames of the flight its
shadow is already nearly the resting one, never the lifted one's larger, lighter shape to the last
frame and then a switch to the tight, darker resting shadow as it lands (a reviewer saw it switch)."""

from __future__ import annotations

import pygame

from game.engine.tiles import tile
from game.ui.app import App
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.sprites import CHAIN, HAND, Pose, Sprite, draw_sprite

FELT = (30, 90, 50)


def _darkest(art: TileArt, sprite: Sprite, now: float) -> int:
    """How much darker than the felt the deepest shade the sprite casts is (green levels)."""
    surface = pygame.Surface((400, 400))
    surface.fill(FELT)
    draw_sprite(surface, art, sprite, now)
    shade = [
        FELT[1] - c.g
        for x in range(400)
        for y in range(400)
        if (c := surface.get_at((x, y))).r <= FELT[0] and c.g >= 2.5 * c.r  # felt in shade: its hue, not a pip's
    ]
    return max(shade)


def test_a_landing_tiles_shadow_eases_into_its_resting_shadow(app: App) -> None:
    art = TileArt()
    landed = Pose(200, 200, 60, 0, face_up=True, layer=CHAIN)
    art.warm([(tile(6, 3), landed.size, landed.angle)], float("inf"))
    sprite = Sprite(tile(6, 3), Pose(120, 120, 70, 90, face_up=True, layer=HAND))  # from standing in the rack
    sprite.retarget(landed, now=0.0, duration=1.0)
    high, landing, down = (_darkest(art, sprite, now) for now in (0.5, 0.97, 1.5))
    assert landing >= down - 6, ("a frame before landing the shadow is nearly the resting one", landing, down)
    assert high < down - 10, ("high in its flight the shadow is lighter", high, down)
