"""A tile on the move is drawn from a face already drawn, turned and scaled, never from one drawn
in that frame: a new size's first face is 8-10 ms at 4K, more than half a frame."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render import draw_tile
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.sprites import CHAIN, HAND, SMOOTH_TURN_BELOW, Pose, Sprite, draw_sprite
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

    def counted(s: int, colour: Color, *, upright: bool, weave: bool) -> pygame.Surface:
        backs_drawn.append(s)
        return back(s, colour, upright=upright, weave=weave)

    back = draw_tile._back  # counted where it is drawn
    monkeypatch.setattr(draw_tile, "_back", counted)
    sprite = Sprite(t, Pose(50, 200, 40, 90, face_up=False, layer=HAND))
    sprite.retarget(Pose(300, 200, 93, 0, face_up=True, layer=CHAIN), now=0.0, duration=1.0)
    window = pygame.Surface((400, 400))
    for now in (0.1, 0.2, 0.3):
        draw_sprite(window, art, sprite, now)
    assert backs_drawn == []


def test_a_large_tile_turning_on_the_move_is_turned_without_smoothing_each_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At 4K a tile turning as it moves (played from the rack's upright row into the line, or
    turned where the line's arm bends back) was smoothly rotated and scaled anew every frame,
    1.5-2 ms a tile, four at once when the camera refits a bent line. From a short side of
    ``SMOOTH_TURN_BELOW`` up it is turned by its nearest pixels (a fifth of that; its edges'
    steps are a 4K pixel and it is moving); a smaller tile, cheap to smooth, is still smoothed."""
    pygame.display.set_mode((320, 200))
    smoothed: list[float] = []

    def counted(surface: pygame.Surface, angle: float, scale: float) -> pygame.Surface:
        smoothed.append(angle)
        return rotozoom(surface, angle, scale)

    rotozoom = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", counted)
    art, t = TileArt(), tile(5, 6)
    for s in (SMOOTH_TURN_BELOW - 10, SMOOTH_TURN_BELOW + 60):
        art.face(t, s, 90)
        art.face(t, s, 0)
        sprite = Sprite(t, Pose(300, 300, s, 90, face_up=True, layer=HAND))
        sprite.retarget(Pose(500, 300, s, 0, face_up=True, layer=CHAIN), now=0.0, duration=1.0)
        window = pygame.Surface((900, 700))
        draw_sprite(window, art, sprite, 0.4)
        turned = window.get_bounding_rect()
        assert turned.w > 2 * s and turned.h > 1.2 * s, (s, turned, "drawn at a slant")
    assert len(smoothed) == 1, smoothed
