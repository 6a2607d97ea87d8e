"""Where every chain tile lies on the table: a pure function of the chain and a rectangle.

The first tile sits in the middle; the right arm runs east and snakes downwards, the
left arm runs west and snakes upwards, so the arms never meet; in a low area (four players,
a seat across at large text) both snake downwards into rows they share, each keeping the
other room to turn.
An arm turns with an L-shaped tile (its inner half continues the line, its outer half starts the new one)
before the whole line would grow wider than the area (an arm heading back inside the line
widens nothing and runs on), and turns back at once with a second,
so its rows lie two tile widths apart, one width of felt between them (a long line keeps its
tiles large in a low area; rows four widths apart left them 26 px at 1280x720 and 200%). The
line is laid out round its middle, not its first tile, so a long arm runs on into the room a
short one leaves (the camera, ``camera``, then pans the line to the area's middle). Doubles
lie crosswise to the line they join.

For a given tile size the tiles are laid in the order they were played, so adding a tile
never moves the others; the size is the largest one at which the whole chain fits, which
can only shrink as the chain grows (a re-fit is a zoom out).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Sequence
from typing import NamedTuple

from game.engine.actions import LEFT, Placement
from game.engine.tiles import Tile

MIN_SIZE = 4  # short side in pixels below which we stop shrinking and overflow instead
# An area this many times wider than tall (four players, or a seat across at large text) has
# both arms snake down into rows they share: the line takes three rows' height where an arm up
# and an arm down took five (a 14-tile line with four players at 1280x720: 42 px to 58). A
# taller area (three players) keeps an arm up and an arm down: its arms run whole rows each, and
# the panel after a hand keeps its room above or below the line.
SHARED_ROWS_RATIO = 3


class Box(NamedTuple):
    """An axis-aligned rectangle in integer pixels."""

    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def contains(self, other: Box) -> bool:
        return self.x <= other.x and self.y <= other.y and other.right <= self.right and other.bottom <= self.bottom

    def overlaps(self, other: Box) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom


# Which side of the tile shows its low half, for each angle of the art (counter-clockwise
# degrees; the unrotated art shows the low half on the left).
_LOW_SIDE = {0: "left", 90: "bottom", 180: "right", 270: "top"}
_ANGLE_FOR_LOW_SIDE = {side: angle for angle, side in _LOW_SIDE.items()}
_OPPOSITE = {"left": "right", "right": "left", "top": "bottom", "bottom": "top"}


class Spot(NamedTuple):
    """One tile on the table: its box and the rotation of its art."""

    tile: Tile
    box: Box
    angle: int  # 0, 90, 180 or 270

    def half_box(self, number: int) -> Box:
        """The half of the box that shows ``number`` (for a double, the top or left half)."""
        t, b = self.tile, self.box
        side = _LOW_SIDE[self.angle] if number == t.low else _OPPOSITE[_LOW_SIDE[self.angle]]
        if b.w >= b.h:
            half = b.w // 2
            return Box(b.x, b.y, half, b.h) if side == "left" or t.is_double else Box(b.x + half, b.y, half, b.h)
        half = b.h // 2
        return Box(b.x, b.y, b.w, half) if side == "top" or t.is_double else Box(b.x, b.y + half, b.w, half)


class ChainLayout(NamedTuple):
    """The chain laid out in its area: each tile's spot, at one tile size for the whole chain."""

    size: int  # short side of a tile in pixels
    spots: tuple[Spot, ...]  # in the chain's play order
    fits: bool  # False only when even MIN_SIZE overflows the area
    shift: tuple[int, int] = (0, 0)  # the camera's pan: how far the spots lie from where ``layout_at`` puts them


def _angle(tile: Tile, inner: int, inner_side: str) -> int:
    """The art rotation that shows ``inner`` on ``inner_side`` of the tile."""
    low_side = inner_side if inner == tile.low else _OPPOSITE[inner_side]
    return _ANGLE_FOR_LOW_SIDE[low_side]


_SIDE_OF = {(1, 0): "right", (-1, 0): "left", (0, 1): "bottom", (0, -1): "top"}


def _box_from(at: tuple[int, int], dx: int, length: int, width: int) -> Box:
    """A box starting at the edge point ``at``, ``length`` along the row (east for ``dx`` 1,
    west for -1), centred across."""
    cx, cy = at
    x = cx if dx > 0 else cx - length
    return Box(x, cy - width // 2, length, width)


class _Arm:
    """One arm's cursor: the middle of its open edge, the heading and the snake phase."""

    def __init__(self, x: int, y: int, heading: tuple[int, int], vertical: int) -> None:
        self.x, self.y = x, y
        self.dx, self.dy = heading
        self.vertical = vertical  # +1 snakes downwards, -1 upwards
        self.row_dx = heading[0]
        self.start_dx = heading[0]  # outwards from the first tile

    def place(self, p: Placement, s: int, line: tuple[tuple[int, int], int, _Arm], placed: Sequence[Box]) -> Spot:
        """Lay ``p`` at the arm's end: straight on along a row, or turning where the line (now
        spanning ``line``'s left and right) would grow wider than its width, or where a row both
        arms share (``placed``: the tiles down) leaves no room for the other arm; an arm heading
        down has just turned, and turns back at once."""
        span, width, other = line
        if self.dx and self._room_ahead(p.tile, s, span, width) and self._clear_ahead(p.tile, s, other, placed):
            return self._straight(p, s)
        return self._turn(p, s)

    def _next_row(self, s: int) -> Box:
        """The room this arm takes in the row under it when it turns down from where it stands:
        its two turning tiles' column, the first tile on and the column for its next turn."""
        cx = self.x + self.dx * (s // 2) if self.dx else self.x  # the turning column's middle
        back = -self.row_dx  # the heading along the row under it
        ends = sorted((cx - back * (s // 2), cx + back * (3 * s // 2 + s)))
        return Box(ends[0], self.y, ends[1] - ends[0], 1)

    def _clear_ahead(self, tile: Tile, s: int, other: _Arm, placed: Sequence[Box]) -> bool:
        """Heading inwards along a row both arms share, a straight tile keeps room for its own
        turn and the other arm's clear of every tile down (``placed``), and clear of where the
        other arm, still in a row above, will come down (it only ever turns further out)."""
        if self.dx == self.start_dx or self.vertical != other.vertical:  # outwards, or rows of its own
            return True
        reach = (s if tile.is_double else 2 * s) + 2 * s
        x0, x1 = sorted((self.x, self.x + self.dx * reach))
        lane = Box(x0, self.y - s, x1 - x0, 2 * s)
        if any(lane.overlaps(b) for b in placed):
            return False
        if other.y >= self.y:
            return True
        reserve = other._next_row(s)
        return not (lane.x < reserve.right and reserve.x < lane.right)

    def _room_ahead(self, tile: Tile, s: int, span: tuple[int, int], width: int) -> bool:
        """A straight tile fits and still leaves room to turn (and for a crosswise double after),
        and the other arm room for its turn (a turning tile and a crosswise double after it)."""
        advance = s if tile.is_double else 2 * s
        far = self.x + self.dx * (advance + s + s // 2)
        if span[0] <= far <= span[1]:  # heading back inside the line: it widens nothing
            return True
        return max(span[1], far) - min(span[0], far) <= width - (s + s // 2)

    def _straight(self, p: Placement, s: int) -> Spot:
        """A tile on along the row: a double crosswise, any other lengthwise."""
        dx = self.dx
        if p.tile.is_double:
            box, angle = _box_from((self.x, self.y), dx, s, 2 * s), 90
        else:
            box, angle = _box_from((self.x, self.y), dx, 2 * s, s), _angle(p.tile, p.inner, _SIDE_OF[(-dx, 0)])
        self.x += dx * box.w
        return Spot(p.tile, box, angle)

    def _turn(self, p: Placement, s: int) -> Spot:
        """An L tile: inner half one step ahead, outer half towards the new heading."""
        dx, dy = self.dx, self.dy
        if dx:
            ndx, ndy = 0, self.vertical
        else:
            self.row_dx = -self.row_dx
            ndx, ndy = self.row_dx, 0
        inner_cx, inner_cy = self.x + dx * s // 2, self.y + dy * s // 2
        inner = Box(inner_cx - s // 2, inner_cy - s // 2, s, s)
        outer = Box(inner.x + ndx * s, inner.y + ndy * s, s, s)
        box = Box(min(inner.x, outer.x), min(inner.y, outer.y), s * (1 + abs(ndx)), s * (1 + abs(ndy)))
        if p.tile.is_double:
            angle = 90 if ndy else 0
        else:
            angle = _angle(p.tile, p.inner, _SIDE_OF[(-ndx, -ndy)])
        self.x, self.y = inner_cx + ndx * (3 * s // 2), inner_cy + ndy * (3 * s // 2)
        self.dx, self.dy = ndx, ndy
        return Spot(p.tile, box, angle)


def bounds(boxes: Sequence[Box]) -> Box:
    """The smallest box round ``boxes``."""
    x, y = min(b.x for b in boxes), min(b.y for b in boxes)
    return Box(x, y, max(b.right for b in boxes) - x, max(b.bottom for b in boxes) - y)


def layout_at(chain: Sequence[Placement], area: Box, s: int, *, checked: bool = True) -> tuple[Spot, ...] | None:
    """Every tile's spot with short side ``s``, the first tile in the middle of ``area``; None
    when a checked layout is wider or taller than ``area`` (it is not panned into it here)."""
    if not chain:
        return ()
    laid = _laid(tuple(chain), area, s)
    left, top, right, bottom = laid.extent
    if checked and (right - left > area.w or bottom - top > area.h):
        return None
    return laid.spots


def extent_at(chain: Sequence[Placement], area: Box, s: int) -> Box:
    """The box round the (non-empty) line laid as ``layout_at`` lays it."""
    left, top, right, bottom = _laid(tuple(chain), area, s).extent
    return Box(left, top, right - left, bottom - top)


class _Laid(NamedTuple):
    """A line laid at one size: its spots, its arms' cursors (never moved again: a longer line
    moves copies) and how far it reaches (left, top, right, bottom)."""

    spots: tuple[Spot, ...]
    boxes: tuple[Box, ...]
    arms: tuple[_Arm, _Arm]
    extent: tuple[int, int, int, int]


@functools.lru_cache(maxsize=4096)
def _laid(chain: tuple[Placement, ...], area: Box, s: int) -> _Laid:
    """The line laid as it grew: the line one tile shorter (kept from the camera's last look)
    and one more tile, since adding a tile never moves the others. The camera asks for the
    line and its next tiles at several sizes each move (thousands of layouts a hand, each of
    the whole line, took half the instant demo's time)."""
    if len(chain) == 1:
        return _first_laid(chain[0], area, s)
    shorter = _laid(chain[:-1], area, s)
    p = chain[-1]
    index = 0 if p.end == LEFT else 1
    arm, other = copy.copy(shorter.arms[index]), shorter.arms[1 - index]
    left, top, right, bottom = shorter.extent
    spot = arm.place(p, s, ((left, right), area.w, other), shorter.boxes)
    b = spot.box
    arms = (arm, other) if index == 0 else (other, arm)
    extent = (min(left, b.x), min(top, b.y), max(right, b.right), max(bottom, b.bottom))
    return _Laid((*shorter.spots, spot), (*shorter.boxes, b), arms, extent)


def _first_laid(first: Placement, area: Box, s: int) -> _Laid:
    """The first tile in the middle of ``area``, and both arms' cursors at its ends."""
    cx, cy = area.x + area.w // 2, area.y + area.h // 2
    if first.tile.is_double:
        box = Box(cx - s // 2, cy - s, s, 2 * s)
        center = Spot(first.tile, box, 90)
    else:
        box = Box(cx - s, cy - s // 2, 2 * s, s)
        center = Spot(first.tile, box, _angle(first.tile, first.inner, "left"))
    shared = area.w >= SHARED_ROWS_RATIO * area.h  # a low area: both arms snake down, into rows they share
    arms = (
        _Arm(box.x, cy, (-1, 0), 1 if shared else -1),  # LEFT arm: west, then snaking down (or up)
        _Arm(box.right, cy, (1, 0), 1),  # RIGHT arm: east, then snaking down
    )
    return _Laid((center,), (box,), arms, (box.x, box.y, box.right, box.bottom))


def centred(spots: Sequence[Spot], area: Box) -> tuple[tuple[Spot, ...], tuple[int, int]]:
    """``spots`` panned so their middle is ``area``'s, and the pan."""
    if not spots:
        return (), (0, 0)
    line = bounds([sp.box for sp in spots])
    shift = (area.x + area.w // 2 - (line.x + line.w // 2), area.y + area.h // 2 - (line.y + line.h // 2))
    return tuple(panned(sp, shift) for sp in spots), shift


def panned(spot: Spot, shift: tuple[int, int]) -> Spot:
    """``spot`` panned by ``shift`` pixels."""
    box = spot.box
    return Spot(spot.tile, Box(box.x + shift[0], box.y + shift[1], box.w, box.h), spot.angle)


def layout_chain(chain: Sequence[Placement], area: Box, max_size: int) -> ChainLayout:
    """The chain at the largest even tile size (at most ``max_size``) that fits in ``area``."""
    top = max(MIN_SIZE, max_size - max_size % 2)
    for s in range(top, MIN_SIZE - 1, -2):
        spots = layout_at(chain, area, s)
        if spots is not None:
            line, shift = centred(spots, area)
            return ChainLayout(s, line, fits=True, shift=shift)
    overflow = layout_at(chain, area, MIN_SIZE, checked=False)
    assert overflow is not None
    line, shift = centred(overflow, area)
    return ChainLayout(MIN_SIZE, line, fits=False, shift=shift)
