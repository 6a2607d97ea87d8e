"""The table follows the window: resizing and full screen re-lay everything inside it."""

from __future__ import annotations

import random

import pygame

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import legal_actions
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from tests.ui.players import FirstLegalPlayer


def demo_table(app: App, players: int) -> TableScene:
    seats = tuple(Seat(f"Computer {n}", FirstLegalPlayer()) for n in range(players))
    match = Match.new(PRESETS["classic"], players, 100)
    table = TableScene(app, Sitting(seats, match, random.Random(3)), PACES["fast"], TablePlan(demo=True))
    app.stack.push(table)
    return table


def assert_everything_inside(app: App, table: TableScene) -> None:
    width, height = app.size
    chain = pygame.Rect(table.view.geom.chain)
    for sprite in table.sprites.values():
        pose = sprite.end
        half_w, half_h = (pose.size / 2, pose.size) if pose.angle % 180 else (pose.size, pose.size / 2)
        assert 0 <= pose.x - half_w and pose.x + half_w <= width, sprite.tile
        assert 0 <= pose.y - half_h and pose.y + half_h <= height, sprite.tile
    for spot in table.view.chain.spots:
        assert chain.contains(pygame.Rect(spot.box))


def test_resizing_and_full_screen_keep_every_tile_on_screen(app: App) -> None:
    table = demo_table(app, 4)
    while len(table.state.chain) < 8:
        app.step(1 / 20)
    assert_everything_inside(app, table)
    for size in [(960, 540), (1920, 1080), (1000, 900)]:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.step(1 / 20)
        assert app.size == size
        assert (table.view.geom.width, table.view.geom.height) == size
        assert_everything_inside(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 20)
    assert app.window.get_flags() & pygame.FULLSCREEN
    assert (table.view.geom.width, table.view.geom.height) == app.size
    assert_everything_inside(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(1 / 20)
    assert app.size == (1000, 900)


def test_a_resumed_hand_puts_every_tile_where_the_state_says(app: App) -> None:
    match = Match.new(PRESETS["classic"], 3, 100)
    state = match.start_hand(random.Random(8))
    rng = random.Random(1)
    while len(state.chain) < 9 and state.result is None:
        state.step(rng.choice(legal_actions(state)))
    seats = tuple(Seat(f"Computer {n}", FirstLegalPlayer()) for n in range(3))
    table = TableScene(app, Sitting(seats, match, random.Random(3), state.copy()), PACES["fast"], TablePlan(demo=True))
    app.stack.push(table)
    for _ in range(120):
        app.step(1 / 20)
        if not any(s.moving(table.now) for s in table.sprites.values()):
            break
    chain_boxes = {spot.tile: pygame.Rect(spot.box).center for spot in table.view.chain.spots}
    assert len(chain_boxes) >= 9
    for t, center in chain_boxes.items():
        sprite = table.sprites[t]
        assert (round(sprite.end.x), round(sprite.end.y)) == center and sprite.end.face_up
