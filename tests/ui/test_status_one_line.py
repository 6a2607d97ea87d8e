"""The status line says its words on one line beside the aid buttons at 200%: in a partnership
at 1280x720 it lay between the felt's edge and two aid buttons ending short of Vesna's column of
tiles, 333 px wide, and "Σειρά σου: παίξε πλακίδιο (ή ← → και Enter)" wrapped onto two lines.
Where the status shares the aid buttons' row, the side seat's tiles end above it and the
buttons run on to the felt's edge."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game.devtools.audit import Game
from game.devtools.gallery import partnership
from game.i18n import set_language
from game.ui.table.render.geometry import LINE_HEIGHT, STATUS_PX, geometry


@pytest.mark.parametrize("language", ["en", "el", "fi"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_partnerships_status_is_one_line_at_200_percent(language: str, size: tuple[int, int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        game = Game(Path(folder) / "data", language, 200, size)
        try:
            next(partnership(game))
            (banner,) = [item for item in game.draw() if item.kind == "banner"]
        finally:
            game.close()
            set_language("en")
    one_line = LINE_HEIGHT * geometry(size, 4, 2.0).tx(STATUS_PX)  # its design size: a least one's two lines are taller
    assert banner.rect.h <= one_line + 16 * size[1] / 720, f"{banner.text!r} on two lines: {banner.rect}"
