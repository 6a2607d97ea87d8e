"""The arrows saying a list scrolls keep off every word: at 200% the Campaign's arrow touched its
two-line footer."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ui.menus.base import MenuScene
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.settings import SettingsScene

from .small_window import shown, small_window

SCREENS = {"campaign": CampaignScene, "settings": SettingsScene}


@pytest.mark.parametrize("language", ["en", "fi", "el"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_list_arrows_touch_no_words_at_200_percent_in_960x540(data_dir: Path, screen: str, language: str) -> None:
    with small_window(data_dir, language) as game:
        scene: MenuScene = SCREENS[screen](game.app, game.session)
        words = shown(game, scene)
        below = max(c.rect.bottom for c in scene.controls) > scene.list_area.bottom
        assert below, "the list scrolls here"
        for mark in scene.scroll_marks(scene.list_area, (True, True)):
            room = mark.inflate(0, 2 * scene.px(3))  # and a little air between
            touched = [item.text for item in words if item.rect.colliderect(room)]
            assert not touched, (mark, touched)
