"""The hand's points count up on the end-of-hand panel (#14), at once with reduced motion."""

from __future__ import annotations

import pygame

from game.i18n import pgettext
from game.ui import layout_items
from game.ui.app import App
from game.ui.scenes.hand_end import VEIL, HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.table.plan import TablePlan
from game.ui.table.render.style import TableStyle
from tests.ui.test_play_a_hand import FRAME, by_keys, demanding_deal, new_table, play_hand


def ended(app: App, plan: TablePlan) -> tuple[TableScene, HandEndScene, int, int]:
    """A hand played to its end by keys: the table, its end's scene, the winner's unit and its points."""
    table = new_table(app, demanding_deal(), plan)
    play_hand(app, table, by_keys)
    scene = app.stack.top
    assert isinstance(scene, HandEndScene)
    result = table.state.result
    assert result is not None and result.winner is not None
    unit = table.controller.match.rules.unit_of(result.winner)
    return table, scene, unit, result.points[unit]


def test_the_hands_points_count_up_on_the_panel(app: App) -> None:
    _table, scene, unit, won = ended(app, TablePlan())
    assert won > 1
    duration = scene.table.count_up
    assert duration > 0
    assert scene.points_shown(unit) < won, "the count starts low"
    app.step(duration / 2)
    assert 0 < scene.points_shown(unit) < won
    for _ in range(round(duration / FRAME) + 2):
        app.step(FRAME)
    assert scene.points_shown(unit) == won
    pygame.event.clear()


def test_at_200_percent_the_winners_points_count_up_beside_the_title_as_large(app: App) -> None:
    """The hand's points were a figure in the hand's table, at its rows' size: beside the title,
    at the title's size, they read across the room, counting up with the table's."""
    _table, scene, _unit, won = ended(app, TablePlan(style=TableStyle(ui_scale=200)))
    scene.cheer = None

    def texts() -> list[tuple[str, float]]:
        with layout_items.recording() as items:
            for drawn in app.stack.visible():
                drawn.draw(app.window)
        return [(item.text, item.px) for item in items if item.kind == "text"]

    title = max(px for text, px in texts() if text == scene.headline()[0])
    rows = max(px for text, px in texts() if text == pgettext("round", "This hand"))
    assert title > rows, "the title is larger than the table's rows (smaller in a compact panel)"
    large = [text for text, px in texts() if text.startswith("+") and px >= title - 1]
    assert large and large != [f"+{won}"], f"the points count up beside the title: {large}"
    for _ in range(round(scene.table.count_up / FRAME) + 2):
        app.step(FRAME)
    large = [text for text, px in texts() if text.startswith("+") and px >= title - 1]
    assert large == [f"+{won}"], "the hand's points, as large as the title"
    pygame.event.clear()


def test_reduced_motion_shows_the_points_at_once(app: App) -> None:
    _table, scene, unit, won = ended(app, TablePlan(style=TableStyle(reduced_motion=True)))
    assert scene.points_shown(unit) == won


def test_the_table_is_dimmed_under_the_panel_by_the_veil(app: App) -> None:
    """Outside the panel the table shows through, darkened as black at the veil's alpha would."""
    _table, scene, _unit, _won = ended(app, TablePlan())
    table_only, with_panel = pygame.Surface(app.size), pygame.Surface(app.size)
    scene.commands.draw(table_only)
    for scene_drawn in app.stack.visible():  # as the app draws a frame
        scene_drawn.draw(with_panel)
    panel = scene.panel()
    corners = [(x, y) for x in (2, app.size[0] - 3) for y in (2, app.size[1] - 3) if not panel.collidepoint(x, y)]
    assert corners
    for at in corners:
        under, over = table_only.get_at(at), with_panel.get_at(at)
        assert max(under[:3]) >= 20, "a dark pixel would hide the veil"
        for a, b in zip(under[:3], over[:3], strict=True):
            assert abs(b - a * (255 - VEIL) / 255) <= 2, (at, under, over)
    pygame.event.clear()
