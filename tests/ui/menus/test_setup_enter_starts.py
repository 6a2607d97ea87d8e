"""A new player on the title pressed Enter on Quick Round, then Enter again to begin, and the
second Enter changed the rules (the focus started on the Rules choice, where Enter steps it):
their first round was Block, not the Classic Draw the screen had shown. The setup screens now
open with the focus on Start: Enter begins what is shown, the arrows go up to the choices."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.domain.modes import Mode
from game.engine.rules import PRESETS
from game.ui.menus.setup import SetupScene
from game.ui.session import SessionTable

from .driver import Driver


@pytest.mark.parametrize("mode", [Mode.QUICK, Mode.POINTS], ids=lambda m: m.value)
def test_enter_twice_from_the_title_starts_the_rules_shown(data_dir: Path, mode: Mode) -> None:
    game = Driver(data_dir)
    try:
        game.focus("quick" if mode is Mode.QUICK else "points")
        game.key(pygame.K_RETURN)
        setup = game.top
        assert isinstance(setup, SetupScene)
        shown = setup.preset
        game.key(pygame.K_RETURN)
        game.until(lambda: isinstance(game.top, SessionTable), "the table")
        table = game.top
        assert isinstance(table, SessionTable)
        assert table.state.rules == PRESETS[shown], f"began {table.state.rules.title}, not {PRESETS[shown].title}"
    finally:
        game.close()
