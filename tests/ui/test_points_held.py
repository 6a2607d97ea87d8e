"""All Fives points held large over the line to be read (#25) stand in free felt beside the
line's end: at 200% the held "+10" lay over the line's end tiles (the cold review)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.devtools.audit import Game, screen_table_four_points
from game.ui.scenes.table import TableScene


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("scale", [100, 200])
def test_points_held_over_the_line_cover_none_of_its_tiles(tmp_path: Path, size: tuple[int, int], scale: int) -> None:
    game = Game(tmp_path / "data", "en", scale, size)
    try:
        screen_table_four_points(game)
        table = game.top
        assert isinstance(table, TableScene)
        items = game.draw()
        points = [item for item in items if item.kind == "points"]
        tiles = [item.rect for item in items if item.kind == "tile"]
        assert points and tiles, "the points are held over the line"
        g = table.view.geom
        for held in points:
            assert held.rect.collidelist(tiles) < 0, f"{held.text} lies over a tile of the line at {held.rect}"
            assert held.rect.top >= g.top_bar.bottom, "under the score bar"
            assert held.px >= g.px(40), "still large: read across the room"
    finally:
        game.close()
