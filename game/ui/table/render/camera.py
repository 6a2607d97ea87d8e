"""The camera on the line of play: how large its tiles are shown and where the line sits.

The line is laid out by ``layout`` from its first tile (its left arm snakes up, its right arm
down, each turning where the whole line would outgrow the area), so a line with one long arm
leans to one side of its first tile. The camera frames it: the
largest size on a short ladder at which the line fits with room for one more tile on either
end, then a pan that puts the line's middle on the area's middle, as far as the room for the
next tile allows. Sizes come from the ladder only (each step about a tenth smaller), so a
hand shows a handful of sizes, each drawn crisp once and cached, and every step is a zoom
the eye can follow. Presentation only: a pure function of the chain and the area.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from game.engine.actions import LEFT, RIGHT, Placement
from game.engine.tiles import tile
from game.ui.table.render.layout import MIN_SIZE, Box, ChainLayout, bounds, extent_at, layout_at, layout_chain, panned

ZOOM_STEP = 0.9  # each size on the ladder is this share of the one before, rounded to even pixels


def ladder(largest: int) -> tuple[int, ...]:
    """The sizes the camera may show a line at, largest first: even, down to ``MIN_SIZE``."""
    sizes: list[int] = []
    size = float(max(MIN_SIZE, largest))
    while size >= MIN_SIZE:
        even = max(MIN_SIZE, round(size / 2) * 2)
        if not sizes or even < sizes[-1]:
            sizes.append(even)
        size *= ZOOM_STEP
    return tuple(sizes)


def next_tiles(chain: Sequence[Placement], ends: tuple[int, int] | None) -> list[Placement]:
    """A double and a plain tile on either open end: the widest next moves (their ghosts)."""
    if not chain or ends is None:
        return []
    return [
        Placement(t, end, ends[end], t.other(ends[end]))
        for end in (LEFT, RIGHT)
        for t in (tile(ends[end], ends[end]), tile(ends[end], (ends[end] + 1) % 7))
    ]


def _centring(line: Box, room: Box, area: Box) -> tuple[int, int]:
    """The pan that brings ``line``'s middle to ``area``'s, kept so that ``room`` (the line
    with the next tiles' places) stays inside ``area``."""
    dx = area.x + area.w // 2 - (line.x + line.w // 2)
    dy = area.y + area.h // 2 - (line.y + line.h // 2)
    dx = max(area.x - room.x, min(area.right - room.right, dx))
    dy = max(area.y - room.y, min(area.bottom - room.bottom, dy))
    return dx, dy


def _at(chain: Sequence[Placement], nexts: Sequence[Placement], area: Box, size: int) -> ChainLayout | None:
    """The line at ``size`` panned to the middle, if it and every one of ``nexts`` fit."""
    shift = _shift(chain, nexts, area, size)
    if shift is None:
        return None
    spots = layout_at(chain, area, size)
    assert spots is not None
    return ChainLayout(size, tuple(panned(s, shift) for s in spots), fits=True, shift=shift)


def _shift(chain: Sequence[Placement], nexts: Sequence[Placement], area: Box, size: int) -> tuple[int, int] | None:
    """The pan that frames the line at ``size`` (see ``_centring``), if it and every one of
    ``nexts`` fit; the look-ahead asks only this, the tiles are panned for the size chosen."""
    if not chain:
        return (0, 0)
    if layout_at(chain, area, size) is None:  # most sizes that fail fail here: no need to lay out the ghosts at them
        return None
    ghosts = [layout_at([*chain, p], area, size) for p in nexts]
    if None in ghosts:
        return None
    line = extent_at(chain, area, size)
    room = bounds([line, *(g[-1].box for g in ghosts if g)])
    if room.w > area.w or room.h > area.h:  # each next tile fits alone, not all of them at once
        return None
    return _centring(line, room, area)


def open_ends(chain: Sequence[Placement]) -> tuple[int, int] | None:
    """The open ends of a line laid so far: each arm's last outer number (the first tile's own
    halves while an arm is empty)."""
    if not chain:
        return None
    ends = [chain[0].inner, chain[0].outer]
    for p in chain[1:]:
        ends[p.end] = p.outer
    return ends[0], ends[1]


def follow(chain: Sequence[Placement], area: Box, largest: int, before: ChainLayout | None = None) -> ChainLayout:
    """The line framed as it grew to ``chain``: each length at most as large as the one before
    (``before``, the line one tile shorter, when the caller has it), so the camera only ever
    eases out. A line's layout depends on where its arms turned, and the room for the next
    tiles on where they will: a longer line can fit a size a shorter one could not."""
    if (
        before is not None
        and 0 <= len(chain) - len(before.spots) <= 1
        and all(spot.tile == p.tile for spot, p in zip(before.spots, chain, strict=False))  # one tile more at most
    ):
        return frame(chain, open_ends(chain), area, largest, before.size)
    framed = frame([], None, area, largest)
    for n in range(1, len(chain) + 1):
        framed = frame(chain[:n], open_ends(chain[:n]), area, largest, framed.size)
    return framed


def frame(
    chain: Sequence[Placement], ends: tuple[int, int] | None, area: Box, largest: int, at_most: int | None = None
) -> ChainLayout:
    """The line at the largest ladder size at which it and any next tile fit ``area``, panned
    to the area's middle (see the module's docstring), and at which whatever tile comes next
    leaves the line a fit one step down at most: a line that filled its row at one size took
    its turn two steps smaller (88 to 72 px). A line too long to leave room for the next tile at
    any size is framed alone, and one that overflows even the least size is laid out as it
    comes. ``at_most``: no larger than this (the size the line had before)."""
    sizes = [size for size in ladder(largest) if at_most is None or size <= at_most]
    nexts = next_tiles(chain, ends)

    @functools.cache
    def with_room(size: int) -> ChainLayout | None:  # asked again below for the largest sizes
        return _at(chain, nexts, area, size)

    for i, size in enumerate(sizes[:2]):
        framed = with_room(size)
        if framed is not None and all(_steps_on([*chain, p], area, sizes[i : i + 2]) for p in nexts):
            return framed
    for fit in (with_room, lambda size: _at(chain, [], area, size)):
        for size in sizes:
            framed = fit(size)
            if framed is not None:
                return framed
    return layout_chain(chain, area, MIN_SIZE)


def _steps_on(chain: Sequence[Placement], area: Box, sizes: Sequence[int]) -> bool:
    """The line fits, with room for the tile after it, at one of ``sizes``."""
    nexts = next_tiles(chain, open_ends(chain))
    return any(_shift(chain, nexts, area, size) is not None for size in sizes)
