"""The Campaign's venue names were set straight over their rooms' pictures, and a long one (Greek)
ran across the café's window and chalkboard; each now stands on a walnut sign across the top of
its picture. A locked venue's darkened picture was veiled with a surface made every frame: it is
made once."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.domain.campaign import VENUES
from game.i18n import _
from game.ui.menus.campaign import CampaignScene, venue_picture
from tests.ui.test_art import luminance

from .driver import Driver
from .small_window import shown


def test_each_venue_name_stands_on_a_walnut_sign(data_dir: Path) -> None:
    game = Driver(data_dir, (1280, 720))
    try:
        game.session.change(language="el")
        scene = CampaignScene(game.app, game.session)
        names = {_(venue.name) for venue in VENUES}
        placed = [item.rect for item in shown(game, scene) if item.text in names]
        assert len(placed) == len(names)
        window = game.app.window
        for rect in placed:
            behind = [pygame.Color(window.get_at((rect.x - 3, y))) for y in range(rect.y, rect.bottom, 2)]
            behind += [pygame.Color(window.get_at((rect.right + 2, y))) for y in range(rect.y, rect.bottom, 2)]
            wood = [c for c in behind if c.r > c.g > c.b and luminance(c) < 0.08]
            assert len(wood) > len(behind) * 0.8, f"the name at {tuple(rect)} is not on the sign: {behind[:4]}"
    finally:
        game.close()


def test_a_venues_picture_is_made_once_and_darker_while_locked() -> None:
    pygame.display.set_mode((200, 100))
    size = (300, 120)
    open_, locked = venue_picture("cafe", size, unlocked=True), venue_picture("cafe", size, unlocked=False)
    assert venue_picture("cafe", size, unlocked=False) is locked, "one picture, not one a frame"
    light = sum(luminance(open_.get_at((x, 60))) for x in range(0, 300, 5))
    dark = sum(luminance(locked.get_at((x, 60))) for x in range(0, 300, 5))
    assert dark < light * 0.5
