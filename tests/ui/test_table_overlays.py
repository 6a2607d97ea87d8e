"""What the table scene draws over its view (the lifted tile's ghosts, the tracker, the hint,
and where they and the buttons lie) is worked out once per update; drawing, and the tutorial
asking where the badges hang, only read it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.devtools.audit import DT, Game, screen_table_aids, screen_table_four_badges
from game.ui.scenes.table import Overlays, TableScene
from game.ui.session import SessionTable


@pytest.mark.parametrize("screen", [screen_table_four_badges, screen_table_aids])
def test_the_overlays_are_worked_out_once_per_update_and_never_while_drawing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen: object
) -> None:
    """The last session's read: with a bubble or the hint up they were worked out in update,
    again in draw and a third time when the tutorial asked for the badges."""
    game = Game(tmp_path / "data", "en", 200, (1280, 720))
    try:
        assert callable(screen)
        screen(game)
        table = game.top
        assert isinstance(table, SessionTable)
        counted: list[str] = []
        work_out = TableScene.overlays

        def counting(scene: TableScene) -> Overlays:
            counted.append("overlays")
            return work_out(scene)

        monkeypatch.setattr(TableScene, "overlays", counting)
        surface = pygame.Surface(game.app.size)
        for _frame in range(3):
            table.update(DT)
            assert len(counted) == 1, "once in update"
            table.draw(surface)
            table.badge_rects()
            assert len(counted) == 1, "drawing and the badges read what update worked out"
            counted.clear()
    finally:
        game.close()
