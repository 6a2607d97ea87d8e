"""Hand slots: the human's tiles face up along the bottom, opponents' as backs at their seats."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.tiles import Tile
from game.ui.table.render.geometry import Geometry, SeatPlace, rack_gap
from game.ui.table.render.layout import Box
from game.ui.table.render.sprites import HAND, Pose


def _step(count: int, length: int, tile_w: int, gap: int) -> float:
    """Distance between tile centres so ``count`` tiles fit ``length`` (overlapping if they must)."""
    if count <= 1:
        return tile_w + gap
    return min(tile_w + gap, (length - tile_w) / (count - 1))


def human_hand(tiles: Sequence[Tile], g: Geometry) -> dict[Tile, Pose]:
    """Face up, standing (high half on top), centred along the bottom; shrinks when it grows long."""
    box = g.seats[0].hand
    n = len(tiles)
    size = g.hand_size
    gap = rack_gap(size)
    if n * (size + gap) > box.w:
        size = max(g.px(14), int(box.w / (n * 1.12)))
        gap = max(1, int(box.w / n) - size)
    step = size + gap
    x0 = box.x + box.w / 2 - step * (n - 1) / 2
    y = box.y + box.h / 2
    return {t: Pose(x0 + i * step, y, size, 90, face_up=True, layer=HAND) for i, t in enumerate(tiles)}


REVEALED = 46  # design units: a hidden hand turned over at the end, large enough to read across the room


def opponent_hand(tiles: Sequence[Tile], place: SeatPlace, g: Geometry, *, face_up: bool) -> dict[Tile, Pose]:
    """Backs in a row (top seat) or a column (side seats), growing away from the portrait."""
    return _seat_row(tiles, place, g.back_size, g.px(3), face_up=face_up)


def revealed_hand(tiles: Sequence[Tile], place: SeatPlace, g: Geometry) -> dict[Tile, Pose]:
    """A hand turned over at the end of a hand: face up where it lay, each tile larger (the
    seat's row or column widened round its middle, still off the line and the name plate; a side
    seat's column as long as the status line, gone with the hand, leaves it)."""
    box = place.hand
    if place.reach > box.bottom:
        place = place._replace(hand=Box(box.x, box.y, box.w, place.reach - box.y))
    return _seat_row(tiles, place, g.px(REVEALED), g.px(4), face_up=True)


def _seat_row(tiles: Sequence[Tile], place: SeatPlace, s: int, gap: int, *, face_up: bool) -> dict[Tile, Pose]:
    box = place.hand
    if place.side == "top":  # the row ends next to the portrait and grows leftwards, upright
        step = _step(len(tiles), box.w, s, gap)
        x0, y = box.right - s / 2 - (len(tiles) - 1) * step, box.y + box.h / 2
        return {t: Pose(x0 + i * step, y, s, 90, face_up=face_up, layer=HAND) for i, t in enumerate(tiles)}
    step = _step(len(tiles), box.h, s, gap)  # down the side, lying across
    x = box.x + box.w / 2
    return {t: Pose(x, box.y + s / 2 + i * step, s, 0, face_up=face_up, layer=HAND) for i, t in enumerate(tiles)}
