"""Hand slots: the human's tiles face up along the bottom, opponents' as backs at their seats."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.tiles import Tile
from game.ui.table.render.geometry import Geometry, SeatPlace
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
    gap = g.px(7)
    if n * (size + gap) > box.w:
        size = max(g.px(14), int(box.w / (n * 1.12)))
        gap = max(1, int(box.w / n) - size)
    step = size + gap
    x0 = box.x + box.w / 2 - step * (n - 1) / 2
    y = box.y + box.h / 2
    return {t: Pose(x0 + i * step, y, size, 90, True, HAND) for i, t in enumerate(tiles)}


def opponent_hand(tiles: Sequence[Tile], place: SeatPlace, g: Geometry, face_up: bool) -> dict[Tile, Pose]:
    """Backs in a row (top seat) or a column (side seats), growing away from the portrait."""
    box = place.hand
    s = g.back_size
    gap = g.px(3)
    if place.side == "top":  # the row ends next to the portrait and grows leftwards
        step = _step(len(tiles), box.w, s, gap)
        x0 = box.right - s / 2 - (len(tiles) - 1) * step
        return {t: Pose(x0 + i * step, box.y + s, s, 90, face_up, HAND) for i, t in enumerate(tiles)}
    step = _step(len(tiles), box.h, s, gap)
    return {t: Pose(box.x + s, box.y + s / 2 + i * step, s, 0, face_up, HAND) for i, t in enumerate(tiles)}
