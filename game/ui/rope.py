"""A laid rope drawn along a path: a round body in shade with its strands twisting across it.

Drawn at three times the size it is shown and smoothed down once, so even a rope a few pixels
thick keeps its round body and the dark grooves between its strands (drawn at the size shown,
the strands' slanted highlights read as hatching). Light comes from the upper left, as
everywhere on the table: each strand is lit on its side facing it and shaded on the other.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import theme

Color = tuple[int, int, int]
Point = tuple[float, float]
HEMP: Color = (150, 122, 80)
SUPER = 3  # drawn up to this many times larger, then smoothed down
TILE = 128  # px: the squares a rope is drawn in, one by one
LIGHT = (-math.sqrt(0.5), -math.sqrt(0.5))  # towards the lamp: up and left
STRAND_LEAN = 0.6  # radians: how far a strand leans from square across the rope


def along(points: Sequence[Point], step: float) -> list[tuple[Point, Point]]:
    """Points every ``step`` along a polyline, each with its unit direction."""
    out: list[tuple[Point, Point]] = []
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0:
            continue
        d = ((x1 - x0) / length, (y1 - y0) / length)
        s = carry
        while s < length:
            out.append(((x0 + d[0] * s, y0 + d[1] * s), d))
            s += step
        carry = s - length
    return out


def oval(centre: Point, direction: Point, size: tuple[float, float], lean: float) -> list[Point]:
    """One strand's outline: an oval across the rope (``size``: its length and width), its long
    axis leaning ``lean`` radians from square across, as a laid rope's strands twist."""
    (cx, cy), (ax, ay) = centre, direction
    nx, ny = -ay, ax
    ux, uy = nx * math.cos(lean) + ax * math.sin(lean), ny * math.cos(lean) + ay * math.sin(lean)
    vx, vy = -uy, ux
    a, b = size[0] / 2, size[1] / 2
    return [
        (
            cx + a * math.cos(k * math.tau / 12) * ux + b * math.sin(k * math.tau / 12) * vx,
            cy + a * math.cos(k * math.tau / 12) * uy + b * math.sin(k * math.tau / 12) * vy,
        )
        for k in range(12)
    ]


def lay(surface: pygame.Surface, points: Sequence[Point], thick: float, colour: Color = HEMP) -> None:
    """A rope ``thick`` px across along the polyline ``points`` (in ``surface``'s pixels), its
    shadow falling down-right onto what lies under it. Drawn square by square (``TILE``) along
    its path, each square from the parts of the rope near it: a rope round a 4K table's cloth
    never needs a picture of the whole cloth."""
    if len(points) < 2 or thick < 1:
        return
    body = along(points, max(0.5, thick / 4))
    strands = along(points, thick * 0.6)
    pad = math.ceil(thick) + 2
    scale = max(1, min(SUPER, round(24 / thick)))  # a thick rope is smooth enough drawn at its size
    for kx, ky in sorted({(int(x // TILE), int(y // TILE)) for (x, y), _d in body}):
        own = pygame.Rect(kx * TILE, ky * TILE, TILE, TILE)
        near = own.inflate(2 * pad, 2 * pad)

        def local(samples: list[tuple[Point, Point]], near: pygame.Rect = near) -> list[tuple[Point, Point]]:
            return [
                (((x - near.x) * scale, (y - near.y) * scale), d) for (x, y), d in samples if near.collidepoint(x, y)
            ]

        big = pygame.Surface((near.w * scale, near.h * scale), pygame.SRCALPHA)
        _draw(big, local(body), local(strands), thick * scale, colour)
        small = pygame.transform.smoothscale(big, near.size) if scale > 1 else big
        surface.blit(small, own.topleft, pygame.Rect(pad, pad, TILE, TILE))


def _draw(
    big: pygame.Surface, body: list[tuple[Point, Point]], strands: list[tuple[Point, Point]], t: float, colour: Color
) -> None:
    """The rope at the large size: its shadow, the dark body (the grooves), then each strand."""
    groove = theme.mix(colour, (0, 0, 0), 0.55)
    shadow = (0, 0, 0, 90)
    r = max(1, round(t / 2))
    for (x, y), _d in body:
        pygame.draw.circle(big, shadow, (round(x + t * 0.18), round(y + t * 0.22)), r)
    for (x, y), _d in body:
        pygame.draw.circle(big, (*groove, 255), (round(x), round(y)), r)
    lit = theme.mix(colour, (255, 240, 210), 0.45)
    shade = theme.mix(colour, (0, 0, 0), 0.3)
    pitch = t * 0.6
    for (cx, cy), d in strands:
        pygame.draw.polygon(big, (*shade, 255), oval((cx, cy), d, (t * 1.05, pitch * 0.95), STRAND_LEAN))
        # the strand's lit face: shifted towards the lamp, and so toward one edge of the rope
        lx, ly = cx + LIGHT[0] * pitch * 0.12, cy + LIGHT[1] * pitch * 0.12
        pygame.draw.polygon(big, (*colour, 255), oval((lx, ly), d, (t * 0.85, pitch * 0.7), STRAND_LEAN))
        gx, gy = cx + LIGHT[0] * pitch * 0.25, cy + LIGHT[1] * pitch * 0.25
        pygame.draw.polygon(big, (*lit, 255), oval((gx, gy), d, (t * 0.45, pitch * 0.3), STRAND_LEAN))


def rounded_rect(rect: pygame.Rect, radius: int, step: float = 4.0) -> list[Point]:
    """The outline of a rounded rectangle as a closed polyline, clockwise from the top left."""
    r = max(0, min(radius, rect.w // 2, rect.h // 2))
    arcs = (
        ((rect.right - r, rect.top + r), -math.pi / 2),
        ((rect.right - r, rect.bottom - r), 0.0),
        ((rect.left + r, rect.bottom - r), math.pi / 2),
        ((rect.left + r, rect.top + r), math.pi),
    )
    points: list[Point] = [(rect.left + r, rect.top)]
    for (cx, cy), start in arcs:
        turns = max(2, round(r * math.pi / 2 / step))
        points += [
            (cx + r * math.cos(start + math.pi / 2 * k / turns), cy + r * math.sin(start + math.pi / 2 * k / turns))
            for k in range(turns + 1)
        ]
    points.append(points[0])
    return points


def spiral(centre: Point, inner: float, outer: float, turns: float, start: float = 0.0) -> list[Point]:
    """A coil's path: from radius ``outer`` winding in to ``inner`` over ``turns`` turns."""
    steps = max(24, round(turns * 64))
    points: list[Point] = []
    for k in range(steps + 1):
        r, a = outer + (inner - outer) * k / steps, start + math.tau * turns * k / steps
        points.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return points
