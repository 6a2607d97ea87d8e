"""The HUD tells the truth in order: while a computer's tile is in flight, that seat's tile
count and the turn highlight still show the position before the move; they change when the
tile lands."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.engine.actions import DRAW, Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render import hud
from tests.ui.afresh import paint_afresh
from tests.ui.players import FirstLegalPlayer

FRAME = 1 / 60


class Painted:
    """What the HUD paints on the next frame: each plate's (name, detail, lit) and the score
    bar's (score, to move) per side. The stamp cache is bypassed so every frame
    paints afresh."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.plates: dict[str, tuple[str, bool]] = {}
        self.bar: dict[str, tuple[int, bool]] = {}
        plate, bar = hud.name_plate, hud.score_bar

        # The three stand in for hud's own, so they take the same parameters, as hud passes them.
        def name_plate(surface: Any, fonts: Any, g: Any, shown: hud.Plate) -> None:
            self.plates[shown.name] = (shown.detail, shown.glow is not None)
            plate(surface, fonts, g, shown)

        def score_bar(surface: Any, fonts: Any, shown: hud.BarShown) -> None:
            self.bar = {name: (score, turn) for name, score, turn in shown.units}
            bar(surface, fonts, shown)

        paint_afresh(monkeypatch)
        monkeypatch.setattr(hud, "name_plate", name_plate)
        monkeypatch.setattr(hud, "score_bar", score_bar)

    def frame(self, table: TableScene, surface: pygame.Surface) -> None:
        self.plates, self.bar = {}, {}
        table.draw(surface)


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def take_a_turn(app: App, table: TableScene) -> None:
    """The human's move by keys: Enter on the tile the focus starts on (← for its end if it
    fits both), else D to draw, else P to pass."""
    legal = table.human_legal()
    if any(isinstance(a, Play) for a in legal):
        key(pygame.K_RETURN)
        app.step(FRAME)
        if table.input.selected is not None:
            key(pygame.K_LEFT)
    else:
        key(pygame.K_d if DRAW in legal else pygame.K_p)
    app.step(FRAME)


def test_the_hud_waits_for_the_computers_tile_to_land(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    painted = Painted(monkeypatch)
    seats = (Seat("You", None), Seat("Ada", FirstLegalPlayer()))
    sitting = Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(3))
    table = TableScene(app, sitting, PACES["normal"], TablePlan())
    app.stack.push(table)
    flights = 0
    for _ in range(3000):
        before = table.state.copy()
        app.step(FRAME)
        moves = table.state.history[len(before.history) :]
        computer_play = [e for e in moves if e.seat == 1 and isinstance(e.action, Play)]
        if not computer_play:
            if table.state.result is not None:
                break
            if table.human_to_move:
                take_a_turn(app, table)
            continue
        play = computer_play[0].action
        assert isinstance(play, Play)
        tile = play.tile
        assert table.sprites[tile].moving(table.now), "the computer's tile has just left"
        painted.frame(table, app.window)
        held = before.hands[1].bit_count()
        assert painted.plates["Ada"] == (hud.tiles_detail(held), True), "Ada's plate: count and light before the move"
        assert painted.plates["You"][1] is False, "'You' does not light up while Ada's tile is in flight"
        assert painted.bar["Ada"] == (before.scores[1] + before.in_play[1], True), "the bar still shows Ada to move"
        assert painted.bar["You"][1] is False
        assert table.status() == ("Ada is thinking…", False), "the status line waits for the tile too"
        while table.sprites[tile].moving(table.now):
            app.step(FRAME)
        app.step(FRAME)
        painted.frame(table, app.window)
        if table.state.result is None and table.state.turn == 0:
            assert painted.plates["Ada"] == (hud.tiles_detail(held - 1), False), "the count drops when it lands"
            assert painted.plates["You"][1] is True and painted.bar["You"][1] is True
            flights += 1
        if flights >= 3 or table.state.result is not None:
            break
    assert flights >= 1, "no computer play was watched in flight"


def test_the_hands_points_reach_the_bar_when_the_hands_are_turned_over(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A blocked or won Block hand scores the pips the hands hold: the bar keeps the score from
    before the hand while those hands turn over, and counts the points once they lie face up."""
    painted = Painted(monkeypatch)
    seats = (Seat("You", None), Seat("Ada", FirstLegalPlayer()))
    sitting = Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(3))
    table = TableScene(app, sitting, PACES["normal"], TablePlan())
    app.stack.push(table)
    for _ in range(5000):
        if table.view.revealed:
            break
        app.step(FRAME)
        if table.state.result is None and table.human_to_move:
            take_a_turn(app, table)
    assert table.view.revealed, "the hand never ended"
    flipping = 0
    while table.view.reveal_done_at is not None and table.now < table.view.reveal_done_at - FRAME:
        painted.frame(table, app.window)
        assert painted.bar == {"You": (0, False), "Ada": (0, False)}, "the hand's points wait for the hands"
        flipping += 1
        app.step(FRAME)
    assert flipping > 10, "the hands turned over in no time"
    for _ in range(30):
        app.step(FRAME)
    scores = table.snapshot().match.scores
    assert sum(scores) > 0, "a hand that scored nothing shows nothing"
    painted.frame(table, app.window)
    assert painted.bar == {"You": (scores[0], False), "Ada": (scores[1], False)}
