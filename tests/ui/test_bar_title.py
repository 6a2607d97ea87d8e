"""The score bar's title (the rules and the hand's number) on its left: where the scores leave
no room for all of it, the hand's number still shows."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.i18n import _, set_language
from game.ui import skin, theme
from game.ui.table.render import hud
from game.ui.table.render.geometry import geometry
from game.ui.table.render.seat_hud import HudFrame, draw_bar


@pytest.fixture(autouse=True)
def greek() -> Iterator[None]:
    pygame.display.set_mode((320, 200))
    set_language("el")
    yield
    set_language("en")


def _title_ink(size: tuple[int, int], ui: float) -> int:
    """Pixels of text left of the first player's name in the drawn bar."""
    g = geometry(size, 3, ui)
    fonts = theme.Fonts()
    units = ((_("You"), 0, True), ("Aino", 0, False), ("Sven", 0, False))
    goal = _("Target {points}").format(points=100)
    title = _("{rules} · Hand {n}").format(rules=_("Classic Draw"), n=1)
    frame = HudFrame(g, title, units, goal, (), (), (), ())
    surface = pygame.Surface(size)
    draw_bar(frame, surface, fonts, hud.Stamps())
    bare = skin.rail(pygame.Rect(g.top_bar).size)  # the bar with nothing written on it
    name_w = fonts.text(units[0][0], g.tx(17), theme.GLOW, bold=True).get_width()
    names_x = hud.score_spot(fonts, g, units, goal, 0)[0] - g.tx(hud.NAME_TO_SCORE) - name_w
    bar = pygame.Rect(g.top_bar)
    return sum(
        1
        for x in range(0, names_x, 2)
        for y in range(bar.y, bar.bottom - g.tx(3), 2)
        if surface.get_at((x, y)) != bare.get_at((x - bar.x, y - bar.y))
    )


@pytest.mark.parametrize(("size", "ui"), [((2560, 1440), 2.0), ((1280, 720), 2.0), ((1280, 720), 1.0)])
def test_the_bar_shows_the_hand_number_where_the_scores_leave_room(size: tuple[int, int], ui: float) -> None:
    assert _title_ink(size, ui) > 0
