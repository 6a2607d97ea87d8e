"""The hand's points count up on the end-of-hand panel (#14), at once with reduced motion."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.hand_end import HandEndScene
from game.ui.table.plan import TablePlan
from game.ui.table.render.style import TableStyle
from tests.ui.test_play_a_hand import FRAME, by_keys, demanding_deal, new_table, play_hand


def _ended(app: App, plan: TablePlan) -> tuple[HandEndScene, int, int]:
    table = new_table(app, demanding_deal(), plan)
    play_hand(app, table, by_keys)
    scene = app.stack.top
    assert isinstance(scene, HandEndScene)
    result = table.state.result
    assert result is not None and result.winner is not None
    unit = table.controller.match.rules.unit_of(result.winner)
    return scene, unit, result.points[unit]


def test_the_hands_points_count_up_on_the_panel(app: App) -> None:
    scene, unit, won = _ended(app, TablePlan())
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


def test_reduced_motion_shows_the_points_at_once(app: App) -> None:
    scene, unit, won = _ended(app, TablePlan(style=TableStyle(reduced_motion=True)))
    assert scene.points_shown(unit) == won
