"""The table's own buttons (Draw, Pass, aids, end of hand) and status line keep their words inside."""

from __future__ import annotations

import pygame
import pytest

from game.aids.practice import Aids
from game.i18n import LANGUAGES, set_language
from game.ui.app import App
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.table.plan import TablePlan
from game.ui.table.render import hud
from game.ui.table.render.geometry import geometry
from game.ui.widgets import Button
from tests.ui.test_aids_table import new_table


def buttons_of(scene: object) -> list[Button]:
    """The scene's buttons, and those of its controls (the table keeps its buttons there)."""
    found = list(vars(scene).values())
    controls = vars(scene).get("controls")
    if controls is not None:
        found += vars(controls).values()
    return [value for value in found if isinstance(value, Button)]


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
        scenes = [table, HandEndScene(app, table.snapshot(), table)]
        checked = 0
        for scene in scenes:
            for button in buttons_of(scene):
                rect, picture = button.rect, button.label_picture()
                assert picture.get_width() <= rect.w and picture.get_height() <= rect.h, (language, button.label, rect)
                checked += 1
        assert checked >= 5
    finally:
        set_language("en")


@pytest.mark.parametrize("ui", [1.0, 2.0])
def test_a_long_status_line_stays_inside_a_small_window(app: App, ui: float) -> None:
    """The line above the hand (a refusal's reason, say) shrinks or wraps rather than run off the edges."""
    g = geometry((960, 540), 2, ui)
    surface = pygame.Surface((g.width, g.height))
    surface.fill((0, 0, 0))
    reason = "Το πλακίδιο δεν ταιριάζει με καμία ανοιχτή άκρη· τράβα από τον σωρό ή πάσο " * 2
    hud.hint(surface, app.fonts, g, reason, urgent=True)
    edges = [surface.get_at((x, y)) for x in (0, 1, g.width - 2, g.width - 1) for y in range(g.height)]
    assert all(tuple(c)[:3] == (0, 0, 0) for c in edges)
    assert any(tuple(surface.get_at((g.width // 2, y)))[:3] != (0, 0, 0) for y in range(g.height)), "it drew"
