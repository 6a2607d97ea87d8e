"""The confetti a win throws is drawn ahead, a little in each frame the table lies idle (#25:
drawn all at once as the match-end screen opened, it froze the screen 0.6 s at 4K at the very
moment the player won): by the end of a hand every piece is drawn, and no frame with a tile
on the move draws any."""

from __future__ import annotations

import random

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui import celebration
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from tests.ui.players import FirstLegalPlayer

FRAMES = 60 * 40  # a demo hand of three, dealt and played out


def test_a_hand_draws_the_confetti_in_its_idle_frames(app: App) -> None:
    celebration.warm((320, 180), 0.0)  # another window's pool: this window's is dropped, none of it drawn
    assert celebration.drawn(app.size) == 0
    seats = tuple(Seat(name, FirstLegalPlayer(), name.lower()) for name in ("Aino", "Sven", "Vesna"))
    sitting = Sitting(seats, Match.new(PRESETS["classic"], 3, 100), random.Random(8))
    table = TableScene(app, sitting, PACES["fast"], TablePlan(demo=True))
    app.stack.push(table)
    busy_drawing = 0
    for _ in range(FRAMES):
        before = celebration.drawn(app.size)
        app.step(1 / 60)  # its update, then its drawing
        if table.view.busy and celebration.drawn(app.size) > before:
            busy_drawing += 1
        if table.state.result is not None:
            break
    assert table.state.result is not None, "the hand was played out"
    assert celebration.drawn(app.size) == celebration.PICTURES, "every piece drawn before the hand ended"
    assert busy_drawing == 0, "no frame that showed a tile on the move drew confetti"
