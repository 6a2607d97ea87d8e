"""The boneyard: a neat face-down pile whose slots never move while tiles are drawn from it."""

from __future__ import annotations

from game.engine.tiles import Tile
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.sprites import PILE, Pose

ROWS = 2


def pile(boneyard: tuple[Tile, ...], drawn: int, g: Geometry) -> dict[Tile, Pose]:
    """The next tile to draw lies at the far end, so the pile shrinks from there and the
    tiles left never move."""
    box = g.boneyard
    s = g.pile_size
    count = len(boneyard)
    columns = max(1, -(-count // ROWS))
    step = min(s + g.px(3), (box.w - s) / max(1, columns - 1))
    poses = {}
    for i, t in enumerate(boneyard[drawn:], start=drawn):
        column, row = divmod(count - 1 - i, ROWS)
        at = (box.x + s / 2 + column * step, box.y + s + row * (2 * s + g.px(4)))
        poses[t] = Pose(*at, s, 90, face_up=False, layer=PILE)
    return poses
