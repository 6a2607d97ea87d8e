"""The teacher's panel keeps a breath of felt round the line it explains: at 1280x720, 200%, in
Greek it ended 5 px from the opening tile, as if the tile lay under it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.devtools.audit import Game
from game.devtools.gallery import tutorial_ghost
from game.i18n import set_language
from game.ui.scenes.tutorial import LINE_BREATH, TutorialScene


@pytest.mark.parametrize(("language", "scale"), [("en", 100), ("el", 200), ("fi", 200)])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_teachers_panel_stands_a_breath_off_the_line(
    tmp_path: Path, size: tuple[int, int], language: str, scale: int
) -> None:
    game = Game(tmp_path / "data", language, scale, size)
    try:
        next(tutorial_ghost(game))
        tutorial = game.top
        assert isinstance(tutorial, TutorialScene)
        game.draw()
        assert tutorial.panel is not None
        panel, view = tutorial.panel.rect, tutorial.table.view
        breath = view.geom.px(LINE_BREATH)
        tiles = [pygame.Rect(spot.box) for spot in view.chain.spots]
    finally:
        game.close()
        set_language("en")
    assert tiles, "the teacher has opened the line"
    for tile in tiles:
        near = tile.inflate(2 * breath - 2, 2 * breath - 2)
        assert not panel.colliderect(near), f"the panel {panel} within {breath} px of the line's tile {tile}"
