"""A large tile's pips read as holes drilled into the face, not bumps standing on it: with the lamp
at the upper left, the hole's rim shades its upper-left inside and its lower-right inner wall
catches the light (a raised pip is the other way round: lit on the upper left, a dark crescent of
shadow on the lower right), and nothing darker than the face lies past the hole's lower right."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import DRILLED_SHARE, TILE_STYLES, TileArt, depth, supersample, tile_look
from tests.ui.test_art import luminance


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def lightness(colour: pygame.Color) -> float:
    """CIE L* (0 black .. 100 white): how light a pixel looks."""
    y = luminance(colour)
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


class OnePip:
    """The lone pip of a tile's 1 half, drawn lying at short side ``s``: its picture, centre and radius."""

    def __init__(self, style: str, s: int) -> None:
        self.picture = TileArt(tile_look(style, colour_blind=False)).face(tile(1, 1), s)
        top, edge = s - depth(s), depth(s)
        ox, oy = (2 * s - edge - 2 * top) // 2, (s - edge - top) // 2
        k = supersample(top)  # the pip's radius as drawn: at k times the size, to the pixel
        self.cx, self.cy, self.r = ox + top / 2, oy + top / 2, round(top * k * DRILLED_SHARE / 2) / k
        self.face = lightness(self.picture.get_at((round(self.cx - 2.2 * self.r), round(self.cy))))
        self.floor = lightness(self.picture.get_at((round(self.cx), round(self.cy))))

    def band(self, towards: float, near: float, far: float) -> float:
        """The mean L* of the pixels ``near``..``far`` radii from the centre within 35 degrees of the
        direction ``towards`` (degrees, screen y down: 45 is the lower right, 225 the upper left)."""
        values = []
        reach = math.ceil(far * self.r) + 1
        for dy in range(-reach, reach + 1):
            for dx in range(-reach, reach + 1):
                x, y = round(self.cx) + dx, round(self.cy) + dy
                d = math.hypot(x + 0.5 - self.cx, y + 0.5 - self.cy) / self.r
                angle = math.degrees(math.atan2(y + 0.5 - self.cy, x + 0.5 - self.cx)) % 360
                if near <= d <= far and abs((angle - towards + 180) % 360 - 180) <= 35:
                    values.append(lightness(self.picture.get_at((x, y))))
        assert values, "the band holds pixels"
        return sum(values) / len(values)


LOWER_RIGHT, UPPER_LEFT = 45.0, 225.0


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize("s", [60, 120, 200])
def test_a_pips_lower_right_inner_wall_catches_the_light(style: str, s: int) -> None:
    """Inside the hole toward the lower right, the wall facing the lamp is lit: lighter than the
    painted floor, and on an ivory face lighter than half way from the paint to the face (a grey
    band there, darker than the face, reads as a raised pip's shadow)."""
    pip = OnePip(style, s)
    wall = pip.band(LOWER_RIGHT, 0.55, 0.85)
    halfway = (pip.floor + pip.face) / 2
    assert wall > pip.floor + 3, (style, s, "lit wall", round(wall), "floor", round(pip.floor))
    if pip.face > pip.floor:
        assert wall > halfway, (style, s, "lit wall", round(wall), "half way to the face", round(halfway))


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize("s", [60, 120, 200])
def test_a_pips_upper_left_inside_is_in_the_rims_shadow(style: str, s: int) -> None:
    """Under the rim on the lamp's side the hole is in shade: its upper-left inside no lighter than
    its floor and clearly darker than its lower-right inside."""
    pip = OnePip(style, s)
    shade, wall = pip.band(UPPER_LEFT, 0.55, 0.85), pip.band(LOWER_RIGHT, 0.55, 0.85)
    assert shade <= pip.floor + 1, (style, s, "shade", round(shade), "floor", round(pip.floor))
    assert shade < wall - 10, (style, s, "shade", round(shade), "lit wall", round(wall))


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize("s", [60, 120, 200])
def test_no_shadow_falls_past_a_pips_lower_right(style: str, s: int) -> None:
    """A hole casts no shadow onto the face: just past its lower-right rim the face is as light as
    the face (or lighter: the rim's lit edge), never a dark crescent."""
    pip = OnePip(style, s)
    outside = pip.band(LOWER_RIGHT, 1.15, 1.5)
    assert outside >= pip.face - 2, (style, s, "past the rim", round(outside), "face", round(pip.face))
