"""Entering a campaign match shows its venue's title card over the table, in the player's
language; the table waits under the card until it is gone."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.domain.modes import Mode
from game.i18n import set_language
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.scenes.venue_card import FADE_IN, HOLD, VenueCard
from game.ui.session import Session, SessionTable
from tests.ui.last_move import Menu, campaign_near_the_end, resumed
from tests.ui.test_play_a_hand import FRAME, press


def started_with_aino_to_open(app: App, saves: Saves) -> tuple[VenueCard, SessionTable]:
    """Campaign "First game" started from a menu, dealt so that Aino (the computer) opens."""
    app.stack.push(Menu(app))
    for seed in range(100):
        table = Session(app, saves, random.Random(seed)).start_campaign("cafe-1")
        card = app.stack.top
        assert isinstance(card, VenueCard), "the card comes up over the table"
        if table.state.turn == 1:
            return card, table
        app.stack.pop()
        app.stack.pop()
    raise AssertionError("Aino never opens")


def test_the_table_waits_under_the_venue_card_until_a_key_dismisses_it(app: App, tmp_path: Path) -> None:
    card, table = started_with_aino_to_open(app, Saves.open(tmp_path))
    assert (card.venue, card.match, card.look.id) == ("The Corner Café", "First game", "cafe")
    start = table.now
    for _ in range(round((FADE_IN + HOLD * 0.9) / FRAME)):
        app.step(FRAME)
        assert app.stack.top is card
    assert table.now == start, "the table's clock stands still under the card"
    assert table.state.history == [], "Aino does not move while the card is up"
    press(pygame.K_SPACE)
    for _ in range(200):
        app.step(FRAME)
        if table.state.history:
            break
    assert app.stack.top is table
    assert table.state.history and table.state.history[0].seat == 1, "once the card is gone, Aino opens"


def test_resuming_a_campaign_match_shows_its_card_in_the_players_language(app: App, tmp_path: Path) -> None:
    saves = campaign_near_the_end(tmp_path, "harbour-2", winner=0)
    set_language("fi")
    try:
        _, table = resumed(app, saves, Mode.CAMPAIGN)
        card = app.stack.top
        assert isinstance(card, VenueCard)
        assert (card.venue, card.match, card.look.id) == ("Satamaklubi", "Vanha merimies", "harbour")
    finally:
        set_language("en")
    moves = list(table.state.history)
    for _ in range(round((FADE_IN + HOLD + 1.0) / FRAME)):
        app.step(FRAME)
    assert app.stack.top is table, "the card goes by itself"
    assert table.state.history[: len(moves)] == moves


def test_a_points_match_has_no_venue_card(app: App, tmp_path: Path) -> None:
    app.stack.push(Menu(app))
    table = Session(app, Saves.open(tmp_path), random.Random(1)).start_points("classic", 2, ["aino"], 100)
    assert app.stack.top is table
