"""A Quick Round won ends on its hand's panel with a short cheer over it: a "You win!" ribbon and
a burst of confetti for about a second, then the panel alone; a key or a click ends it early
and still does what it does on the panel. A loss has none; with reduced motion there is none."""

from __future__ import annotations

import random

import pygame

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.style import TableStyle
from tests.ui.last_move import Menu, before_the_last_move
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_match_end import play_the_last_tile, run_for
from tests.ui.test_play_a_hand import FRAME, press


def quick_round(app: App, winner: int, *, reduced_motion: bool = False) -> tuple[Menu, HandEndScene]:
    """A Quick Round for two played to its end, won by seat ``winner`` (0: the player)."""
    quick = Match.new(PRESETS["classic"], 2, None)
    menu = Menu(app)
    app.stack.push(menu)
    seats = (Seat("You", None), Seat("Computer", FirstLegalPlayer()))
    sitting = Sitting(seats, quick, random.Random(1), before_the_last_move(quick, winner))
    plan = TablePlan(style=TableStyle(reduced_motion=reduced_motion))
    table = TableScene(app, sitting, PACES["fast"], plan)
    app.stack.push(table)
    if winner == 0:
        play_the_last_tile(app, table)
    else:
        for _ in range(600):
            app.step(FRAME)
            if isinstance(app.stack.top, HandEndScene):
                break
    end = app.stack.top
    assert isinstance(end, HandEndScene)
    return menu, end


def gold_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many sampled pixels in ``rect`` are the ribbon's deep red."""
    hits = 0
    for x in range(rect.left + 2, rect.right - 2, 6):
        for y in range(rect.top + 2, rect.bottom - 2, 6):
            r, g, b, _a = surface.get_at((x, y))
            hits += r > 120 and g < 70 and b < 80
    return hits


def test_a_quick_round_won_cheers_over_its_panel_for_about_a_second(app: App) -> None:
    _menu, end = quick_round(app, 0)
    assert end.cheer is not None
    run_for(app, 0.4)
    assert end.cheer is not None and any(p.thrown for p in end.cheer.confetti.pieces), "a burst of confetti"
    frame = pygame.Surface(app.size)
    end.draw(frame)
    assert gold_in(frame, end.cheer.banner_rect()) > 20, "the ribbon is up"
    run_for(app, 1.2)
    assert end.cheer is None, "about a second, then the panel alone"
    pygame.event.clear()


def test_a_key_ends_the_cheer_and_still_acts_on_the_panel(app: App) -> None:
    menu, end = quick_round(app, 0)
    assert end.cheer is not None
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is menu, "Enter went back to the menu, as on the panel without a cheer"


def test_a_lost_quick_round_has_no_cheer(app: App) -> None:
    _menu, end = quick_round(app, 1)
    assert end.cheer is None
    pygame.event.clear()


def test_with_reduced_motion_a_quick_round_won_has_no_cheer(app: App) -> None:
    _menu, end = quick_round(app, 0, reduced_motion=True)
    assert end.cheer is None
    pygame.event.clear()
