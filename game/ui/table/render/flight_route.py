"""The way points fly from where they were held over the line to the score bar: round the
seats' name plates and portraits, never over them (at 2560x1440 and 200% a "+10" on its way to
Vesna's score crossed Sven's plate). Worked out once per flight's ends and size (a few
segments), then followed by the share of the flight."""

from __future__ import annotations

import functools
import heapq
import math
from collections.abc import Sequence

import pygame

Point = tuple[float, float]
RectTuple = tuple[int, int, int, int]


@functools.lru_cache(maxsize=32)
def route(start: Point, goal: Point, size: tuple[int, int], seats: tuple[RectTuple, ...]) -> tuple[Point, ...]:
    """The shortest way, as points from ``start`` to ``goal``, along which words of ``size``
    centred on it touch none of ``seats``: straight where that is clear, else round the seats'
    corners. A seat that holds either end is left out (nothing to go round); straight when no
    way round is found."""
    w, h = size
    grown = [pygame.Rect(s).inflate(w + 2, h + 2) for s in seats]
    grown = [r for r in grown if not r.collidepoint(start) and not r.collidepoint(goal)]
    nodes: list[Point] = [start, goal]
    for r in grown:
        corners = ((r.left - 1, r.top - 1), (r.right, r.top - 1), (r.left - 1, r.bottom), (r.right, r.bottom))
        nodes += [(float(x), float(y)) for x, y in corners if not any(o.collidepoint(x, y) for o in grown)]
    best: dict[int, float] = {0: 0.0}
    came: dict[int, int] = {}
    todo = [(0.0, 0)]
    while todo:
        far, at = heapq.heappop(todo)
        if at == 1:
            break
        if far > best.get(at, math.inf):
            continue
        for nxt, point in enumerate(nodes):
            length = far + math.dist(nodes[at], point)
            if nxt != at and length < best.get(nxt, math.inf) and _clear(nodes[at], point, grown):
                best[nxt], came[nxt] = length, at
                heapq.heappush(todo, (length, nxt))
    if 1 not in came:
        return (start, goal)
    way, at = [goal], 1
    while at != 0:
        at = came[at]
        way.append(nodes[at])
    return tuple(way[::-1])


def _clear(a: Point, b: Point, grown: Sequence[pygame.Rect]) -> bool:
    """Whether the segment from ``a`` to ``b`` crosses none of ``grown``."""
    ends = (round(a[0]), round(a[1]), round(b[0]), round(b[1]))
    return not any(r.clipline(ends) for r in grown)


def along(way: Sequence[Point], share: float) -> Point:
    """The point ``share`` (0..1) of the way's length along it."""
    legs = [math.dist(p, q) for p, q in zip(way, way[1:], strict=False)]
    left = max(0.0, min(1.0, share)) * sum(legs)
    for (p, q), leg in zip(zip(way, way[1:], strict=False), legs, strict=True):
        if left <= leg and leg > 0:
            k = left / leg
            return (p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k)
        left -= leg
    return way[-1]
