"""A save that failed is said at once on every menu, for as long as it fails (#18)."""

from __future__ import annotations

import shutil

import pygame

from game.persist.paths import DataDirs
from game.ui.menus.settings import SettingsScene
from game.ui.menus.title import TitleScene

from .driver import Driver, band_words, is_notice_red


def warning_band_shown(game: Driver) -> bool:
    game.frames(1)
    return is_notice_red(game.app.window.get_at((4, 4)))


def test_a_failed_save_warns_on_every_menu_until_saving_works_again(game: Driver) -> None:
    settings = DataDirs.resolve(game.data_dir).settings
    assert not warning_band_shown(game)
    game.press("settings")
    assert isinstance(game.top, SettingsScene)
    settings.unlink()
    settings.mkdir()  # the disk refuses the file from now on
    game.choose("animation_speed", "Fast")
    assert not game.session.saves.health.ok
    assert warning_band_shown(game), "the settings screen says so"
    game.key(pygame.K_ESCAPE)
    game.frames(2)
    assert isinstance(game.top, TitleScene) and warning_band_shown(game), "the title keeps saying so"
    shutil.rmtree(settings)
    game.press("settings")
    game.choose("animation_speed", "Slow")
    assert game.session.saves.health.ok
    assert band_words(game) == ["Saving works again (your settings)."], "said once, in the band, no dialog"
