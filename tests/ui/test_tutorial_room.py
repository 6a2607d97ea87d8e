"""The tutorial's table stands in a room like every other table: the default venue's wall and
rim round its cloth, not felt to the window's edges."""

from __future__ import annotations

import pygame

from game.ui import theme, venues
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.tutorial import TutorialScene
from tests.ui.test_play_a_hand import FRAME


def test_the_tutorials_table_has_the_default_venues_rim_and_room(app: App) -> None:
    tutorial = TutorialScene(app, lambda: None, PACES["instant"])
    app.stack.push(tutorial)
    for _ in range(5):
        app.step(FRAME)
    tutorial.draw(app.window)
    w, h = app.window.get_size()
    cloth = venues.cloth_rect((w, h))
    room = venues.table_surface("default", (w, h))
    outside = [(x, h - 2) for x in range(2, w, max(1, w // 40))] + [
        (cloth.x // 2, h // 2),
        (w - 1 - cloth.x // 2, h // 2),
    ]
    seen = [tuple(app.window.get_at(p))[:3] for p in outside if not pygame.Rect(cloth).collidepoint(p)]
    assert seen, "the window has room round the cloth"
    assert seen == [tuple(room.get_at(p))[:3] for p in outside if not pygame.Rect(cloth).collidepoint(p)]
    assert all(sum(abs(a - b) for a, b in zip(c, theme.FELT, strict=True)) > 30 for c in seen), "no felt past the rim"
