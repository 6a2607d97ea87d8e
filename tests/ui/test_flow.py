"""The table keeps drawing while a computer thinks, and the end screen leads on or out."""

from __future__ import annotations

import random
import threading

import pygame

from game.engine.actions import Action, Play
from game.engine.match import Match
from game.engine.observe import Observation
from game.engine.rules import PRESETS
from game.engine.tiles import TILES
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from tests.ui.players import FirstLegalPlayer


class WaitingPlayer:
    """Thinks until the test lets it answer."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.asked = threading.Event()

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        self.asked.set()
        self.go.wait(timeout=30)
        return obs.legal[0]


def test_frames_keep_coming_while_a_computer_thinks(threaded_app: App) -> None:
    app = threaded_app
    slow = WaitingPlayer()
    seats = (Seat("Slow", slow), Seat("Quick", FirstLegalPlayer()))
    sitting = Sitting(seats, Match.new(PRESETS["classic"], 2, 100), random.Random(2))
    table = TableScene(app, sitting, PACES["fast"], TablePlan())
    app.stack.push(table)
    while not slow.asked.is_set():
        assert app.step(1 / 20)
    moves = len(table.state.history)
    for _ in range(40):  # two seconds of frames with the answer still pending
        assert app.step(1 / 20)
    assert len(table.state.history) == moves and table.controller.pending is not None
    slow.go.set()
    table.controller.pending.result(timeout=30)
    for _ in range(40):
        app.step(1 / 20)
        if len(table.state.history) > moves:
            break
    assert len(table.state.history) > moves, "the answer is played once it comes"


def test_back_to_menu_leaves_the_table(app: App) -> None:
    seats = (Seat("A", FirstLegalPlayer()), Seat("B", FirstLegalPlayer()))
    sitting = Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(5))
    table = TableScene(app, sitting, PACES["instant"], TablePlan())
    app.stack.push(table)
    for _ in range(500):
        app.step(1 / 20)
        if isinstance(app.stack.top, HandEndScene):
            break
    overlay = app.stack.top
    assert isinstance(overlay, HandEndScene)
    app.step(1 / 20)
    pos = overlay.menu_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert not app.step(1 / 20), "with no menu under the table, leaving it ends the app"
    assert not app.stack


class Cheat:
    """Answers with a tile it does not hold."""

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return Play(next(t for t in TILES if t not in obs.hand))


def test_a_computers_illegal_move_is_played_right_and_said(app: App) -> None:
    seats = (Seat("You", None), Seat("Mallory", Cheat()))
    sitting = Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(5))
    table = TableScene(app, sitting, PACES["fast"], TablePlan())
    app.stack.push(table)
    for _ in range(400):
        app.step(1 / 20)
        if any(e.seat == 1 for e in table.state.history):
            break
        if table.human_to_move:
            table.commit(table.human_legal()[0])
    assert any(e.seat == 1 for e in table.state.history), "Mallory's turn came and the hand went on"
    text, urgent = table.status()
    assert urgent and text.startswith("Mallory tried a move the rules do not allow"), text
