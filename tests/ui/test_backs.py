"""Each table shows its own venue's tile backs, whatever another table drew before it: the
backs' colour goes with the table that draws them, not with the art cache they share."""

from __future__ import annotations

import random

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.sprites import HAND
from game.ui.venues import LOOKS
from tests.ui.players import FirstLegalPlayer

FRAME = 1 / 60


def _table(app: App, venue: str) -> TableScene:
    seats = (Seat("You", FirstLegalPlayer()), Seat("Aino", FirstLegalPlayer(), "aino"))
    plan = TablePlan(demo=True, venue=venue)
    sitting = Sitting(seats, Match.new(PRESETS["classic"], 2, 100), random.Random(4))
    table = TableScene(app, sitting, PACES["fast"], plan)
    app.stack.push(table)
    return table


def _hidden_tiles_colour(app: App, table: TableScene) -> tuple[float, float, float]:
    """The mean colour of the opponent's hidden tiles as they are on the screen."""
    sums, count = [0.0, 0.0, 0.0], 0
    for sprite in table.view.sprites.values():
        if sprite.end.layer == HAND and not sprite.end.face_up and not sprite.moving(table.view.now):
            box = table.view.hand_rect(sprite.tile).inflate(-6, -6)
            for x in range(box.left, box.right, 2):
                for y in range(box.top, box.bottom, 2):
                    colour = app.window.get_at((x, y))
                    sums = [sums[k] + colour[k] for k in range(3)]
                    count += 1
    assert count, "the opponent holds hidden tiles"
    r, g, b = (v / count for v in sums)
    return r, g, b


def test_a_table_under_an_overlay_keeps_its_venues_backs_after_another_venues_table(app: App) -> None:
    """A harbour table drawn beneath a panel (drawn, not updated, as scenes under an overlay are)
    after a table of the default venue has been shown shows navy backs, not claret ones."""
    harbour = _table(app, "harbour")
    for _ in range(90):  # the deal lands
        app.step(FRAME)
    app.stack.pop()
    _table(app, "default")
    for _ in range(30):
        app.step(FRAME)
    app.stack.pop()
    app.stack.push(harbour)
    harbour.draw(app.window)
    r, _g, b = _hidden_tiles_colour(app, harbour)
    navy, claret = LOOKS["harbour"].backs, LOOKS["default"].backs
    assert navy[2] > navy[0] and claret[0] > claret[2]
    assert b > r, ("the harbour's navy backs", (r, b))
