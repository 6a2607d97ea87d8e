"""A replay from the history shows the faces in its own look, whatever look a table drawn
before it had: the look goes with the screen that draws, not with the art cache they share."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.history import HistoryScene, ReplayTable
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.sprites import HAND
from game.ui.table.render.style import TableStyle
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_history_names import lost_second_hand
from tests.ui.test_play_a_hand import FRAME, press


def _dark_table(app: App) -> TableScene:
    seats = (Seat("You", FirstLegalPlayer()), Seat("Aino", FirstLegalPlayer(), "aino"))
    plan = TablePlan(demo=True, style=TableStyle(tile_style="dark"))
    sitting = Sitting(seats, Match.new(PRESETS["classic"], 2, 100), random.Random(4))
    return TableScene(app, sitting, PACES["fast"], plan)


def _face_lightness(app: App, replay: ReplayTable) -> float:
    """The mean lightness (0-255) of the face-up tiles held in the replay's hands, on the screen."""
    total, count = 0.0, 0
    for sprite in replay.view.sprites.values():
        if sprite.end.layer == HAND and sprite.end.face_up and not sprite.moving(replay.view.now):
            box = pygame.Rect(replay.view.hand_rect(sprite.tile)).inflate(-8, -8)
            for x in range(box.left, box.right, 2):
                for y in range(box.top, box.bottom, 2):
                    r, g, b, _a = app.window.get_at((x, y))
                    total += (r + g + b) / 3
                    count += 1
    assert count, "the replay shows its hands face up"
    return total / count


def test_a_replay_after_a_dark_table_shows_its_own_classic_faces(app: App, tmp_path: Path) -> None:
    saves = lost_second_hand(app, tmp_path)  # a hand in the history, played at a classic table
    while app.stack:
        app.stack.pop()
    app.stack.push(_dark_table(app))
    for _ in range(40):  # the deal lands, drawn in the dark look
        app.step(FRAME)
    app.stack.replace(HistoryScene(app, saves, PACES["fast"], TableStyle(tile_style="classic")))
    app.step(FRAME)
    press(pygame.K_RETURN)
    for _ in range(60):
        app.step(FRAME)
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    replay.draw(app.window)
    lightness = _face_lightness(app, replay)
    assert lightness > 150, f"classic ivory faces, not the dark table's ({lightness:.0f})"
