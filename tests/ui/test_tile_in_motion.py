"""A tile on the move is drawn from a face already drawn, turned and scaled, never from one drawn
in that frame: a new size's first face is 8-10 ms at 4K, more than half a frame."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render import draw_tile
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.sprites import CHAIN, HAND, Pose, Sprite, draw_sprite
from game.ui.theme import Color


def test_a_tile_played_from_the_rack_flies_on_its_rack_face_to_a_size_not_drawn_yet() -> None:
    """The rack's faces stand upright; played, a tile heads for the line lying down at the line's
    size. Until the table has drawn that face, it flies on the upright face it had (it drew a new
    face lying down at the line's size in the frame it left the rack)."""
    pygame.display.set_mode((320, 200))
    art, t = TileArt(), tile(2, 4)
    art.face(t, 60, 90)
    sprite = Sprite(t, Pose(100, 300, 60, 90, face_up=True, layer=HAND))
    sprite.retarget(Pose(300, 100, 93, 0, face_up=True, layer=CHAIN), now=0.0, duration=1.0)
    window = pygame.Surface((400, 400))
    draw_sprite(window, art, sprite, 0.5)
    assert art.ready_face(t, 93, 0) is None, "no face drawn at the line's size in the frame"
    assert art.ready_face(t, 60, 0) is None, "nor lying down at the rack's size"
    assert window.get_bounding_rect().w > 0


def test_a_face_down_tile_turning_up_in_flight_shows_the_back_it_had_not_one_at_the_lines_size(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An opponent's tile turns face up on its way to the line; its back, while it shows, is the
    one it had in the hand (a back at the line's size was drawn for it: 5-8 ms at 4K)."""
    pygame.display.set_mode((320, 200))
    art, t = TileArt(), tile(1, 3)
    art.back(40, 90)
    backs_drawn: list[int] = []

    def counted(s: int, colour: Color, *, upright: bool) -> pygame.Surface:
        backs_drawn.append(s)
        return back(s, colour, upright=upright)

    back = draw_tile._back  # counted where it is drawn
    monkeypatch.setattr(draw_tile, "_back", counted)
    sprite = Sprite(t, Pose(50, 200, 40, 90, face_up=False, layer=HAND))
    sprite.retarget(Pose(300, 200, 93, 0, face_up=True, layer=CHAIN), now=0.0, duration=1.0)
    window = pygame.Surface((400, 400))
    for now in (0.1, 0.2, 0.3):
        draw_sprite(window, art, sprite, now)
    assert backs_drawn == []
