"""The auto-draw setting, from the Settings menu to the table it deals."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.persist.saves import Saves
from game.ui.session import SessionTable
from tests.ui.menus.driver import Driver


def test_auto_draw_is_on_at_first_and_switched_off_in_settings_for_the_next_table(game: Driver) -> None:
    game.press("settings")
    assert game.focus("auto_draw").value() == _("On"), "on by default"
    game.choose("auto_draw", _("Off"))
    assert Saves.open(game.data_dir).settings.auto_draw is False
    game.key(pygame.K_ESCAPE)
    game.press("quick")
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    assert table.style.auto_draw is False
    assert [s.character for s in table.controller.seats[1:]] == ["aino"], "the seat knows whose portrait it shows"
