"""The end-of-hand panel stands off the line's whole span where the felt has room for it: at
1280x720 the Quick Round's panel was set between the line's two rows, hiding no tile but
reading as covering the line, with the felt under the line free (#25's cold review)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.devtools.audit import SCREENS, Game
from game.ui.scenes.hand_end import HandEndScene


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_hands_panel_stands_off_the_lines_span(tmp_path: Path, size: tuple[int, int]) -> None:
    game = Game(tmp_path / "data", "en", 100, size)
    try:
        SCREENS["hand end"](game)
        end = game.top
        assert isinstance(end, HandEndScene) and end.line is not None
        assert len({tile.y for tile in end.line_tiles}) > 1, "a line of more than one row"
        panel = end.panel()
        assert not panel.colliderect(end.line), f"the panel {panel} stands in the line's span {end.line}"
    finally:
        game.close()
