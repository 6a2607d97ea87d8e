"""The table's own buttons (Draw, Pass, aids, end of hand) keep their labels inside in every language."""

from __future__ import annotations

import pygame
import pytest

from game.aids.practice import Aids
from game.i18n import LANGUAGES, set_language
from game.ui.app import App
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TablePlan, TableScene
from game.ui.widgets import Button
from tests.ui.test_aids_table import new_table


def buttons_of(scene: object) -> list[Button]:
    return [value for value in vars(scene).values() if isinstance(value, Button)]


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
def test_labels_fit_their_buttons(app: App, language: str, size: tuple[int, int]) -> None:
    set_language(language)
    try:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(0.02)
        table: TableScene = new_table(app, TablePlan(aids=Aids(hint=True, tracker=True, undo=True)))
        app.step(0.02)
        assert app.size == size
        scenes = [table, HandEndScene(app, table)]
        checked = 0
        for scene in scenes:
            for button in buttons_of(scene):
                rect, picture = button.rect, button.label_picture()
                assert picture.get_width() <= rect.w and picture.get_height() <= rect.h, (language, button.label, rect)
                checked += 1
        assert checked >= 5
    finally:
        set_language("en")
