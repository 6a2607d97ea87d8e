"""The portraits' brushes: soft light and shade laid over a part of the picture and cut to its
outline, smooth curves and tapered strokes (strands of hair, brows).

Soft tones are painted as a few ovals on a tiny surface and smooth-scaled up, so a gradient
costs one small drawing and one scale, never a per-pixel loop.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

import pygame

Color = tuple[int, int, int]
Point = tuple[float, float]


class Blob(NamedTuple):
    """One oval of a soft tone: how opaque at its middle (0-255), its centre and its radii."""

    alpha: int
    centre: Point
    radii: Point


def ellipse(surface: pygame.Surface, colour: tuple[int, ...], centre: Point, radii: Point, width: int = 0) -> None:
    (cx, cy), (rx, ry) = centre, radii
    box = pygame.Rect(round(cx - rx), round(cy - ry), max(1, round(2 * rx)), max(1, round(2 * ry)))
    pygame.draw.ellipse(surface, colour, box, width)


def tone(box: pygame.Rect, colour: Color, blobs: Sequence[Blob], softness: float) -> pygame.Surface:
    """``blobs`` of ``colour`` over ``box`` (their centres in the picture's coordinates), painted
    at 1/``softness`` of the size, blurred and smoothed up: each blob fades out over about twice
    ``softness`` pixels (the larger, the softer), never a hard edge."""
    scale = 1 / max(1.0, softness)
    small = pygame.Surface((max(2, round(box.w * scale)), max(2, round(box.h * scale))), pygame.SRCALPHA)
    small.fill((*colour, 0))
    kx, ky = small.get_width() / box.w, small.get_height() / box.h
    for alpha, (x, y), (rx, ry) in blobs:
        ellipse(small, (*colour, alpha), ((x - box.x) * kx, (y - box.y) * ky), (rx * kx, ry * ky))
    if min(small.get_size()) > 4:
        small = pygame.transform.gaussian_blur(small, 1)
    return pygame.transform.smoothscale(small, box.size)


def outline_of(surface: pygame.Surface) -> pygame.Surface:
    """What is drawn on ``surface`` as a stencil: white, as opaque as the drawing."""
    stencil = surface.copy()
    stencil.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return stencil


def cut_to(surface: pygame.Surface, stencil: pygame.Surface) -> None:
    """Cut away whatever on ``surface`` lies outside ``stencil`` (from :func:`outline_of`)."""
    surface.blit(stencil, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


@lru_cache(maxsize=1)
def _scratch(n: int) -> pygame.Surface:
    return pygame.Surface((n, n), pygame.SRCALPHA)


class Piece:
    """One part of a portrait (the skin, the hair, the clothes) drawn flat on its own layer in the
    picture's coordinates; light, shade and details laid over it are cut to its outline, so no
    shading spills onto what lies beside it."""

    def __init__(self, n: int, box: pygame.Rect) -> None:
        self.surface = _scratch(
            n
        )  # one layer reused by every piece: a large new one costs more than a portrait's drawing
        self.box = box.clip(self.surface.get_rect())
        self.surface.fill((0, 0, 0, 0), self.box)
        self._outline: pygame.Surface | None = None

    def outline(self) -> None:
        """Keep what is drawn so far as the piece's outline: call once its flat shapes are down."""
        self._outline = outline_of(self.surface.subsurface(self.box))

    def tone(self, colour: Color, blobs: Sequence[Blob], softness: float) -> None:
        if self.box.w > 1 and self.box.h > 1:
            self.surface.blit(tone(self.box, colour, blobs, softness), self.box.topleft)

    def rim(self, colour: Color, alpha: int, away: Point, spared: pygame.mask.Mask) -> None:
        """A light caught on the edges of the piece's outline (see :meth:`outline`) that face away
        from ``away`` (a shift in pixels), brightest at the very edge and fading inward over the
        shift's length, except where ``spared`` (in the piece's box) is set. Five shifted copies
        of the outline, not a blur."""
        if self._outline is None:
            return
        shape = pygame.mask.from_surface(self._outline)
        for step in range(1, 6):
            band = shape.copy()
            band.erase(shape, (round(away[0] * step / 5), round(away[1] * step / 5)))
            band.erase(spared, (0, 0))
            light = band.to_surface(setcolor=(*colour, alpha // 4), unsetcolor=(0, 0, 0, 0))
            self.surface.blit(light, self.box.topleft)

    def onto(self, target: pygame.Surface) -> None:
        """Lay the piece on ``target``, everything outside its outline cut away."""
        if self.box.w < 1 or self.box.h < 1:
            return
        area = self.surface.subsurface(self.box)
        if self._outline is not None:
            cut_to(area, self._outline)
        target.blit(area, self.box.topleft)


def curve(start: Point, bend: Point, end: Point, steps: int = 10) -> list[Point]:
    """A smooth curve from ``start`` to ``end`` drawn toward ``bend`` (a quadratic Bézier)."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        points.append(
            (
                u * u * start[0] + 2 * u * t * bend[0] + t * t * end[0],
                u * u * start[1] + 2 * u * t * bend[1] + t * t * end[1],
            )
        )
    return points


def stroke(
    surface: pygame.Surface, colour: tuple[int, ...], points: Sequence[Point], widths: Point, *, smooth: bool = False
) -> None:
    """A stroke along ``points`` that tapers from ``widths[0]`` at its start to ``widths[1]`` at its
    end, as a brush leaves it (a brow, a lock of hair), not a line of one width. ``smooth``: its
    ends rounded and its edge anti-aliased, for a feature on the skin (the edge blends with what
    lies under it, so only over something opaque: on a clear layer it would darken)."""
    if len(points) < 2:
        return
    left, right = [], []
    last = len(points) - 1
    for i, (x, y) in enumerate(points):
        (ax, ay), (bx, by) = points[max(0, i - 1)], points[min(last, i + 1)]
        dx, dy = bx - ax, by - ay
        length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        half = (widths[0] + (widths[1] - widths[0]) * i / last) / 2
        nx, ny = -dy / length * half, dx / length * half
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    if not smooth:
        pygame.draw.polygon(surface, colour, left + right[::-1])
        return
    outline = (
        left + _cap(points[-1], points[-2], widths[1] / 2) + right[::-1] + _cap(points[0], points[1], widths[0] / 2)
    )
    pygame.draw.polygon(surface, colour, outline)
    pygame.draw.aalines(surface, colour, closed=True, points=outline)


def _cap(tip: Point, before: Point, radius: float, steps: int = 5) -> list[Point]:
    """The round end of a stroke at ``tip`` (coming from ``before``): a half circle from its left
    edge round to its right, so a brow or a lid's line ends soft, not chopped square."""
    heading = math.atan2(tip[1] - before[1], tip[0] - before[0])
    return [
        (tip[0] + radius * math.cos(angle), tip[1] + radius * math.sin(angle))
        for angle in (heading + math.pi / 2 - math.pi * k / steps for k in range(1, steps))
    ]


def line(surface: pygame.Surface, colour: tuple[int, ...], points: Sequence[Point], width: float) -> None:
    """A smooth line of one ``width`` through ``points`` on the skin: rounded at its ends and
    joints, its edge anti-aliased (``pygame.draw.lines`` leaves notches at every joint of a wide line)."""
    stroke(surface, colour, points, (width, width), smooth=True)


def polyline(surface: pygame.Surface, colour: tuple[int, ...], points: Sequence[Point], width: int) -> None:
    """An open line through ``points``."""
    pygame.draw.lines(surface, colour, closed=False, points=points, width=width)
