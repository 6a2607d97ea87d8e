"""The end-of-hand panel stands beside the opponents' hands turned face up, never over them (at
200% in a small window it covered the table and them), at every window size and UI scale; at
100% with two players it keeps off the line of play too."""

from __future__ import annotations

import random

import pygame
import pytest

from game.devtools.audit import problems
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.tiles import tiles_in
from game.i18n import set_language
from game.ui import layout_items
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.sprites import CHAIN, Pose
from game.ui.table.render.style import TableStyle
from tests.ui.last_move import before_the_last_move
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_match_end import play_the_last_tile

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def ended_hand(app: App, players: int, scale: int) -> tuple[TableScene, HandEndScene]:
    """A Quick Round of ``players`` the player has just won by going out: the others' hands lie revealed."""
    quick = Match.new(PRESETS["classic"], players, None)
    seats = (Seat("You", None), *(Seat(f"Computer {n}", FirstLegalPlayer()) for n in range(1, players)))
    sitting = Sitting(seats, quick, random.Random(1), before_the_last_move(quick, 0))
    table = TableScene(app, sitting, PACES["fast"], TablePlan(style=TableStyle(ui_scale=scale)))
    app.stack.push(table)
    play_the_last_tile(app, table)
    end = app.stack.top
    assert isinstance(end, HandEndScene)
    return table, end


def lying(pose: Pose) -> pygame.Rect:
    w, h = (pose.size, 2 * pose.size) if pose.angle % 180 else (2 * pose.size, pose.size)
    return pygame.Rect(round(pose.x - w / 2), round(pose.y - h / 2), w, h)


def line_rects(table: TableScene) -> list[pygame.Rect]:
    """Where the line of play's tiles lie."""
    return [lying(sprite.end) for sprite in table.view.sprites.values() if sprite.end.layer == CHAIN]


def revealed_rects(table: TableScene) -> list[pygame.Rect]:
    """Where the opponents' tiles lie face up, as drawn."""
    rects = []
    for seat in range(1, table.state.players):
        for tile in tiles_in(table.state.hands[seat]):
            pose = table.view.sprites[tile].end
            assert pose.face_up
            rects.append(lying(pose))
    assert rects, "the others hold tiles"
    return rects


@pytest.mark.parametrize(("scale", "language"), [(100, "en"), (200, "el"), (200, "fi")])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_panel_leaves_the_revealed_hands_in_view(app: App, players: int, scale: int, language: str) -> None:
    set_language(language)
    try:
        table, end = ended_hand(app, players, scale)
        for size in SIZES:
            app.window = pygame.display.set_mode(size)
            for scene in app.stack:
                scene.resize(size)
            with layout_items.recording() as items:
                for scene in app.stack.visible():
                    scene.draw(app.window)
            panel = end.panel()
            covered = [r for r in revealed_rects(table) if panel.colliderect(r)]
            assert not covered, f"{players} players, {size} at {scale}%: the panel {panel} covers {covered}"
            if scale == 100 and players == 2:  # a long bent line of 3-4 players, or 200%, leaves no room
                line = [r for r in line_rects(table) if panel.colliderect(r)]
                assert not line, f"{players} players, {size} at {scale}%: the panel {panel} covers the line {line}"
            assert problems(list(items), size, scale) == [], f"{size} at {scale}%"
    finally:
        set_language("en")
        pygame.event.clear()
