"""Setup: leaving Partnership gives the next rules their own player count back, and changing
the rules never moves the Start button (it could land under the pointer and be clicked)."""

from __future__ import annotations

import pygame

from game.ui.menus.controls import Choice

from .driver import Driver


def test_leaving_partnership_resets_the_players_to_the_rules_default(game: Driver) -> None:
    game.press("quick")
    setup = game.menu()
    assert setup.control("players").value() == "2"
    game.choose("preset", "Partnership")
    assert setup.control("players").value() == "4, in two pairs"
    game.key(pygame.K_RIGHT)  # on to the next rules after Partnership (round to the first)
    assert setup.control("preset").value() != "Partnership"
    assert setup.control("players").value() == "2"


def test_changing_the_rules_does_not_move_start(game: Driver) -> None:
    game.press("quick")
    setup = game.menu()
    start = setup.control("start").rect.copy()
    preset = setup.control("preset")
    assert isinstance(preset, Choice)
    for _ in range(len(preset.options())):
        game.focus("preset")
        game.key(pygame.K_RIGHT)
        assert setup.control("start").rect == start, f"Start moved with {setup.control('preset').value()}"
