"""The end-of-hand panel stands beside the opponents' hands turned face up, never over them (at
200% in a small window it covered the table and them), nor over a seat's face, name plate or
badge (at 200% it cut "13 κουκκίδες" and hid the player's "Domino!"), with each button's label
on one line, at every window size and UI scale; and off the line of play's tiles (at 1280x720
it lay over the line: a player reads the score with the final board in view)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.devtools.audit import problems
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.tiles import tiles_in
from game.fonts import font
from game.i18n import set_language
from game.ui import layout_items
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.sprites import CHAIN
from game.ui.table.render.style import TableStyle
from tests.ui.last_move import before_the_last_move
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_match_end import play_the_last_tile

SIZES = ((960, 540), (1280, 720), (2560, 1440))
SEATS_THINGS = ("plate", "portrait", "badge")


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


def line_rects(table: TableScene) -> list[pygame.Rect]:
    """Where the line of play's tiles lie."""
    return [table.hand_rect(tile) for tile, sprite in table.view.sprites.items() if sprite.end.layer == CHAIN]


def revealed_rects(table: TableScene) -> list[pygame.Rect]:
    """Where the opponents' tiles lie face up, as drawn."""
    rects = []
    for seat in range(1, table.state.players):
        for tile in tiles_in(table.state.hands[seat]):
            assert table.view.sprites[tile].end.face_up
            rects.append(table.hand_rect(tile))
    assert rects, "the others hold tiles"
    return rects


def too_small(size: tuple[int, int], scale: int, players: int, language: str) -> bool:
    """At 960x540 and 200% (the room of a 480x270 window) four seats, or two with the Greek
    words, leave no room for the panel beside the seats at the smallest readable size: there it
    stands clear of the revealed hands only (a known limit, not a promise)."""
    return size == (960, 540) and scale == 200 and (players == 4 or (players == 2 and language == "el"))


def over_the_line(size: tuple[int, int], scale: int, players: int, language: str) -> bool:
    """Where no readable panel finds room off a long line of play (the line fills the table's
    middle at 960x540 and 200%, and at 1280x720 200% with four seats and words longer than
    English): there it covers as little of the line as it can and folds away on a click
    (test_hand_end_fold): a known limit, not a promise."""
    if scale != 200:
        return False
    if size == (960, 540):
        return players > 2 or language == "el"
    return size == (1280, 720) and players == 4 and language != "en"


def seats_things(table: TableScene, size: tuple[int, int]) -> list[layout_items.LayoutItem]:
    """The faces, name plates and badges at the seats, as the table under the panel draws them."""
    with layout_items.recording() as items:
        table.draw(pygame.Surface(size))
    return [item for item in items if item.kind in SEATS_THINGS]


def wrapped_labels(end: HandEndScene) -> list[str]:
    """The buttons whose label is drawn on more than one line."""
    wrapped = []
    for button in end.buttons.shown:
        line = font(round(button.rect.h * 0.45), bold=True).get_linesize()
        if button.label_picture().get_height() > line * 1.2:
            wrapped.append(button.label)
    return wrapped


@pytest.mark.parametrize(("scale", "language"), [(100, "en"), (200, "el"), (200, "en"), (200, "fi")])
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
            if not too_small(size, scale, players, language):
                hidden = [(i.kind, i.text) for i in seats_things(table, size) if panel.colliderect(i.rect)]
                assert not hidden, f"{players} players, {size} at {scale}%: the panel {panel} covers {hidden}"
                wrapped = wrapped_labels(end)
                assert not wrapped, f"{players} players, {size} at {scale}%: {wrapped} wrap onto two lines"
            if not over_the_line(size, scale, players, language):
                line = [r for r in line_rects(table) if panel.colliderect(r)]
                assert not line, f"{players} players, {size} at {scale}%: the panel {panel} covers the line {line}"
            assert problems(list(items), size, scale) == [], f"{size} at {scale}%"
    finally:
        set_language("en")
        pygame.event.clear()
