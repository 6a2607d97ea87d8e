"""At the tutorial's end the teacher's hand lies turned over beside her seat: the panel that
adds it up keeps off it, and so does its Finish button (at 960x540 both lay over her tile)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.devtools.audit import Game, screen_tutorial_end
from game.i18n import set_language
from game.ui.scenes.tutorial import TEACHER, TutorialScene


@pytest.mark.parametrize("language", ["en", "fi"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_teachers_hand_turned_over_stays_in_view(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    game = Game(tmp_path / "data", language, 100, size)
    try:
        screen_tutorial_end(game)
        tutorial = game.top
        assert isinstance(tutorial, TutorialScene)
        game.draw()
        assert tutorial.finished and tutorial.panel is not None
        panel, button = tutorial.panel.rect, pygame.Rect(tutorial.finish_button.box)
        hers = list(tutorial.table.held_rects(TEACHER))
    finally:
        game.close()
        set_language("en")
    assert hers, "the teacher still holds a tile at the blocked end"
    for tile in hers:
        assert not button.colliderect(tile), f"Finish {button} over her tile {tile}"
        assert not panel.colliderect(tile), f"the panel {panel} over her tile {tile}"
