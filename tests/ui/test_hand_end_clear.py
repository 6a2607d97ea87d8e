"""The end-of-hand panel keeps to the felt, and the table's buttons are gone under it: at
2560x1440 200% the greyed Draw button peeked out from under its edge, then stood greyed
beside every panel with nothing left to draw for, and in Greek the Quick Round's panel ran
onto the table's wooden rim (the cold reviews)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import Game, screen_hand_end, screen_quick_round_won
from game.ui import layout_items
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.table.render.geometry import felt_of

SCREENS: dict[str, Callable[[Game], None]] = {"hand end": screen_hand_end, "quick round won": screen_quick_round_won}


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("screen", SCREENS)
def test_the_panel_keeps_to_the_felt_and_off_the_tables_buttons(
    tmp_path: Path, screen: str, language: str, size: tuple[int, int]
) -> None:
    game = Game(tmp_path / "data", language, 200, size)
    try:
        SCREENS[screen](game)
        end = game.top
        assert isinstance(end, HandEndScene)
        panel = end.panel()
        felt = pygame.Rect(felt_of(size))
        assert felt.contains(panel), f"the panel {panel} runs onto the rim (the felt is {felt})"
        table = next(scene for scene in game.app.stack if isinstance(scene, TableScene))
        with layout_items.recording() as items:
            table.draw(pygame.Surface(size))  # the table as its veiled picture under the panel shows it
        controls = [i.name for i in items if i.kind == "control"]
        assert not controls, f"the table's buttons are still shown once the hand is over: {controls}"
    finally:
        game.close()
