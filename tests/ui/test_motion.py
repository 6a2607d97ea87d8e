"""Tiles move by time, with easing, the short way round, flipping when they change face;
and drawing a frame changes nothing."""

from __future__ import annotations

import random

import pygame

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.tiles import tile
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.sprites import Pose, Sprite
from tests.ui.players import FirstLegalPlayer


def test_a_tile_slides_by_time_turns_the_short_way_and_flips() -> None:
    start = Pose(100, 600, 34, 0, face_up=False)
    end = Pose(500, 200, 20, 270, face_up=True)
    sprite = Sprite(tile(6, 3), start)
    sprite.retarget(end, now=10.0, duration=0.5)
    x, y, size, angle, face, flip = sprite.at(10.0)
    assert (x, y, size, angle, face) == (100, 600, 34, 0, 0.0)
    x, y, size, angle, face, flip = sprite.at(10.25)
    assert 100 < x < 500 and 200 < y < 600 and 20 < size < 34
    assert -90 < angle < 0, "0 to 270 degrees is a quarter turn clockwise, not three quarters"
    assert flip < 0.2, "half way through a flip the tile is seen edge-on"
    assert sprite.moving(10.25)
    assert sprite.at(10.5) == (500, 200, 20, 270, 1.0, 1.0)
    assert not sprite.moving(10.5)
    early, late = sprite.at(10.05)[0] - 100, 500 - sprite.at(10.45)[0]
    assert early < 40 and late < 40, "eased: slow out of the start, slow into the end"


def test_drawing_a_frame_changes_nothing() -> None:
    app = App((1280, 720), frame_cap=0)
    try:
        seats = (Seat("You", None), Seat("Ada", FirstLegalPlayer()))
        sitting = Sitting(seats, Match.new(PRESETS["classic"], 2, 100), random.Random(4))
        table = TableScene(app, sitting, PACES["normal"], TablePlan())
        app.stack.push(table)
        for _ in range(30):
            app.step(1 / 30)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 680), rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 30)

        def snapshot() -> tuple[object, ...]:
            sprites = tuple((t, s.start, s.end, s.t0) for t, s in table.sprites.items())
            buttons = (table.controls.draw.enabled, table.controls.draw.visible, table.controls.pass_.visible)
            return (
                table.state,
                table.controller.match,
                table.now,
                sprites,
                table.input.hover,
                table.input.focus,
                table.input.selected,
                buttons,
            )

        before = snapshot()
        for _ in range(3):
            table.draw(app.window)
        assert snapshot() == before
    finally:
        app.close()
