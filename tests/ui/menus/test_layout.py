"""Every menu screen, at small and large windows and in every language: controls stay inside the
panel, never overlap, and the screen draws."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.domain.campaign import MATCHES
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.i18n import LANGUAGES, set_language
from game.ui.menus.base import MenuScene
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.dialogs import campaign_card_prompt, confirm_leave, resume_prompt
from game.ui.menus.rules import RulesScene
from game.ui.menus.settings import SettingsScene
from game.ui.menus.setup import SetupScene
from game.ui.menus.stats import StatsScene
from game.ui.session import Session
from tests.persist.samples import saved_match

from .driver import Driver

SIZES = ((640, 480), (1280, 720), (1920, 1080))
SCREENS = {
    "title": None,
    "quick": lambda d: SetupScene(d.app, d.session, Mode.QUICK),
    "points": lambda d: SetupScene(d.app, d.session, Mode.POINTS),
    "campaign": lambda d: CampaignScene(d.app, d.session),
    "stats": lambda d: StatsScene(d.app, d.session),
    "settings": lambda d: SettingsScene(d.app, d.session),
    "rules": lambda d: RulesScene(d.app, d.session),
    "leave": lambda d: confirm_leave(d.session, saved=True),
    "resume": lambda d: resume_prompt(d.session),
    "resume-both": lambda d: resume_prompt(with_both_saved(d)),
    "campaign-card": lambda d: campaign_card_prompt(with_both_saved(d), saved_match(), lambda: None),
}


def with_both_saved(d: Driver) -> Session:
    """The session with a Points Match and a Campaign match saved (the longest Continue choices)."""
    rng = random.Random(1)
    plan = MATCHES["cafe-1"]
    match = plan.new_match()
    d.session.saves.save_match(match, Lineup(Mode.CAMPAIGN, plan.characters, plan.id), match.start_hand(rng))
    points = saved_match()
    d.session.saves.save_match(points.match, points.lineup, points.resume())
    return d.session


def check_layout(menu: MenuScene, size: tuple[int, int]) -> None:
    window = pygame.Rect(0, 0, *size)
    assert window.contains(menu.panel)
    visible = [c for c in menu.controls if menu.shown(c)]  # drawn; a row partly scrolled out is not
    assert visible, "no control can be seen"
    for control in menu.controls:
        assert menu.panel.left <= control.rect.left and control.rect.right <= menu.panel.right, control.key
    for control in visible:
        assert menu.panel.contains(control.rect), control.key
    for a, b in itertools.combinations(visible, 2):  # a row scrolled out of sight may pass under a pinned one
        assert not a.rect.colliderect(b.rect), (a.key, b.key)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_fits_its_window_in_every_language(game: Driver, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    for language in LANGUAGES:
        set_language(language)
        for make in SCREENS.values():
            if make is not None:
                game.app.stack.push(make(game))
            game.frames(1)  # drawn
            check_layout(game.menu(), size)
            if make is not None:
                game.app.stack.pop()
