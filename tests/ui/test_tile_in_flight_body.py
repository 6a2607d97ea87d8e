"""A tile in flight is the same object as a tile at rest: whichever way it is turned on its way,
its side edge shows down and to the right of its face (away from the lamp at the upper left),
and it casts a shadow down-right that turns with it, from the moment it leaves until it lands."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import TileArt, depth
from game.ui.table.render.sprites import CHAIN, HAND, Pose, Sprite, draw_sprite
from tests.ui.test_drilled_pips import lightness

FELT = (30, 90, 50)
S = 80  # the tile's short side


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


Point = tuple[int, int]


class Frame:
    """One frame of a tile in flight over plain felt, its pixels sorted into the tile's bright top,
    its darker side (the top's own lit parts excluded), and shadow on the felt."""

    def __init__(self, start: int, end: int, when: float, *, face_up: bool = True) -> None:
        art, t = TileArt(), tile(0, 0)  # a blank face: no pips among the side's tones
        for angle in (start, end):
            art.face(t, S, angle)
            art.back(S, angle)
        sprite = Sprite(t, Pose(240, 260, S, start, face_up=face_up, layer=HAND))
        sprite.retarget(Pose(260, 240, S, end, face_up=face_up, layer=CHAIN), now=0.0, duration=1.0)
        self.surface = pygame.Surface((500, 500))
        self.surface.fill(FELT)
        draw_sprite(self.surface, art, sprite, when)
        self.angle = sprite.at(when)[3]
        self.top: list[Point] = []
        self.side: list[Point] = []
        self.shadow: list[Point] = []
        felt = lightness(pygame.Color(FELT))
        for x in range(80, 460):  # the tile and its shadow lie within
            for y in range(80, 460):
                colour = self.surface.get_at((x, y))
                r, g, b = colour.r, colour.g, colour.b
                light = lightness(colour)
                if g - max(r, b) > 20:  # the felt's green: felt, or felt in shade
                    if light < felt - 2:
                        self.shadow.append((x, y))
                elif light > 86:
                    self.top.append((x, y))
                elif light > 25:
                    self.side.append((x, y))


def centre(points: list[Point]) -> tuple[float, float]:
    assert points
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def direction(points: list[Point]) -> float:
    """The angle (degrees, counter-clockwise on screen, 0..180) of the pixels' long axis."""
    cx, cy = centre(points)
    xx = sum((x - cx) ** 2 for x, _ in points)
    yy = sum((y - cy) ** 2 for _, y in points)
    xy = sum((x - cx) * (y - cy) for x, y in points)
    return -math.degrees(0.5 * math.atan2(2 * xy, xx - yy)) % 180


TURNS = [(0, 90), (90, 0), (90, 180), (180, 270), (270, 0), (0, 180)]


@pytest.mark.parametrize(("start", "end"), TURNS)
def test_a_tile_turning_in_flight_shows_its_side_edge_down_and_right_of_its_face(start: int, end: int) -> None:
    """Half way through its turn (45, 135, 225, 315 degrees, or a quarter turn on the way round
    half a turn) the tile's side lies down and to the right of its face, as at rest. A quarter
    turn on the way round half a turn, its top is one drawn a quarter turn away (its lit bevel
    then lies on one lit side and one shaded one, and its shaded rim pulls what reads as its side
    that way): there the side is asked to lie down-right of the face taken together."""
    frame = Frame(start, end, 0.5)
    (tx, ty), (sx, sy) = centre(frame.top), centre(frame.side)
    assert len(frame.side) > 0.08 * len(frame.top), (start, end, "the side edge shows", len(frame.side))
    if abs(end - start) == 180:
        assert (sx - tx) + (sy - ty) > 0.2 * S, (
            start,
            end,
            round(frame.angle),
            "the side down-right",
            sx - tx,
            sy - ty,
        )
        return
    assert sx - tx > 0.1 * S, (start, end, round(frame.angle), "the side right of the face", round(sx - tx, 1))
    assert sy - ty > 0.1 * S, (start, end, round(frame.angle), "the side below the face", round(sy - ty, 1))


@pytest.mark.parametrize(("start", "end"), TURNS)
def test_a_tile_turning_in_flight_casts_a_shadow_down_right_turned_with_it(start: int, end: int) -> None:
    """Off the table, the tile's shadow lies on the felt down-right of it, its long side along the
    tile's (within 25 degrees: the tile hides the part of it nearest, so what shows is lopsided,
    the more so as the thin body's top is larger)."""
    frame = Frame(start, end, 0.5)
    tile_pixels = frame.top + frame.side
    assert len(frame.shadow) > 0.3 * len(tile_pixels), (start, end, "a shadow on the felt", len(frame.shadow))
    (tx, ty), (hx, hy) = centre(tile_pixels), centre(frame.shadow)
    assert hx > tx and hy > ty, (start, end, "the shadow down-right of the tile", (tx, ty), (hx, hy))
    turned = abs((direction(frame.shadow) - direction(tile_pixels) + 90) % 180 - 90)
    assert turned < 25, (start, end, round(frame.angle), "the shadow lies as the tile does", round(turned))


@pytest.mark.parametrize("when", [0.01, 0.99])
def test_a_tile_just_leaving_or_landing_casts_its_shadow(when: float) -> None:
    """Barely off the table, a tile on its way still has its shadow under it, down-right (none for
    the first and last frames made it blink as it left and landed)."""
    frame = Frame(90, 0, when)
    tile_pixels = frame.top + frame.side
    assert len(frame.shadow) > 0.1 * len(tile_pixels), (when, "a shadow on the felt", len(frame.shadow))
    (tx, ty), (hx, hy) = centre(tile_pixels), centre(frame.shadow)
    assert hx > tx and hy > ty, (when, "the shadow down-right of the tile", (tx, ty), (hx, hy))


@pytest.mark.parametrize("angle", [0, 90])
def test_a_tile_turning_over_shows_its_body_edge_on(angle: int) -> None:
    """At a hand's end each hidden tile turns over where it lies: edge-on, half way through, it is
    a slab as deep as its side (a line a pixel thin, as it was, could not be seen across the
    room), and its side shows down or right of its face as it tips."""
    size = 60
    sprite = Sprite(tile(6, 3), Pose(200, 200, size, angle, face_up=False, layer=HAND))
    sprite.retarget(Pose(200, 200, size, angle, face_up=True, layer=HAND), now=0.0, duration=1.0)
    surface = pygame.Surface((400, 400))
    surface.fill(FELT)
    draw_sprite(surface, TileArt(), sprite, 0.5)
    solid = [
        (x, y)
        for x in range(100, 300)
        for y in range(100, 300)
        if (colour := surface.get_at((x, y))).g - max(colour.r, colour.b) <= 20
    ]
    xs, ys = [x for x, _ in solid], [y for _, y in solid]
    across = (max(ys) - min(ys) + 1) if angle == 0 else (max(xs) - min(xs) + 1)
    assert across >= depth(size) * 2, (angle, "edge-on, the tile shows its body", across, depth(size))


@pytest.mark.parametrize(("start", "end"), [(90, 270), (0, 180)])
def test_a_tile_setting_off_on_half_a_turn_shows_its_bevel_lit_on_the_lamps_side(start: int, end: int) -> None:
    """A tile leaving the rack to lie half a turn round is drawn from the top it leaves with while
    it lies nearer that one's turn: drawn from the top it heads for, turned half a turn, its bevel
    showed shaded on the upper left (the lamp's side) and lit on the lower right."""
    frame = Frame(start, end, 0.02)
    xs, ys = [x for x, _ in frame.top], [y for _, y in frame.top]
    left, top, cx, cy = min(xs), min(ys), (min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2
    bevel = max(2, S * 6 // 100)

    def seen(points: list[Point]) -> float:
        return sum(lightness(frame.surface.get_at(p)) for p in points) / len(points)

    face = seen([(cx + dx, cy + dy) for dx in range(-15, -5) for dy in range(-15, -5)])
    left_rim = seen([(left + k, y) for k in range(bevel) for y in range(cy - 10, cy + 10)])
    top_rim = seen([(x, top + k) for k in range(bevel) for x in range(cx - 10, cx + 10)])
    assert left_rim >= face - 4 and top_rim >= face - 4, (start, end, "the lit rim", left_rim, top_rim, face)
