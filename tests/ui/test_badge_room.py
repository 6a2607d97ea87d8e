"""A seat's badge keeps as far off the line's tiles as off its own seat: at 2560x1440 and 200%
with four players, Sven's "Draws 2" hung 12 px under his plate and 8 px over a line tile,
squeezed between them. The plate across now rises beside the face where a badge under it would
reach the line's area."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game.devtools.audit import Game
from game.devtools.gallery import four_badges


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_four_players_badges_keep_off_the_line_at_200_percent(size: tuple[int, int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        game = Game(Path(folder) / "data", "en", 200, size)
        try:
            next(four_badges(game))
            items = game.draw()
        finally:
            game.close()
    gap = 6 * size[1] // 720  # the design's 6 px
    badges = [item for item in items if item.kind == "badge"]
    tiles = [item.rect.inflate(2 * gap - 2, 2 * gap - 2) for item in items if item.kind == "tile"]
    assert len(badges) >= 2, "two seats' badges are up"
    assert not [b.text for b in badges if b.rect.collidelist(tiles) >= 0], [(b.text, b.rect) for b in badges]
