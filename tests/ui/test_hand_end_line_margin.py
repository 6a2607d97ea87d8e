"""The hand end's panel stands a clear margin off the line of play (the cold review: at 1280x720
in Greek the quick end's panel stood 5 px from the line's tiles), wherever it does not lie over
the line (where no readable panel finds room off it: ``over_the_line``); in a small window at
200% at least ``LINE_NEAR`` off it."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.ui.app import App
from game.ui.scenes.hand_end import LINE_MARGIN, LINE_NEAR
from tests.ui.test_hand_end_fold import at_size
from tests.ui.test_hand_end_place import SIZES, ended_hand, line_rects, over_the_line


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The pixels of felt between two rectangles (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return max(dx, dy)


@pytest.mark.parametrize(("scale", "language"), [(100, "en"), (100, "el"), (200, "el"), (200, "en")])
@pytest.mark.parametrize("players", [2, 4])
def test_the_panel_keeps_a_margin_off_the_line(app: App, players: int, scale: int, language: str) -> None:
    set_language(language)
    try:
        table, end = ended_hand(app, players, scale)
        for size in SIZES:
            at_size(app, size)
            if over_the_line(size, scale, players, language):
                continue
            roomy = scale == 100 or size == (2560, 1440)  # a small window at 200% may only have the least
            panel, least = end.panel(), table.view.geom.px(LINE_MARGIN if roomy else LINE_NEAR)
            near = [(tile, _gap(panel, tile)) for tile in line_rects(table) if _gap(panel, tile) < least]
            assert not near, f"{players} players, {size} at {scale}%: {panel} within {least} px of {near}"
    finally:
        set_language("en")
