"""The gold ring round a score that points have just reached: it rings the score alone, with air
between it and the name before it (the cold review saw it touch "Sven" at 2560x1440)."""

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
def window() -> Iterator[None]:
    pygame.display.set_mode((320, 200))
    yield
    set_language("en")


def _ink_right(surface: pygame.Surface, bare: pygame.Surface, rows: range, columns: range) -> int:
    """The rightmost column in ``columns`` with anything but the bar's bare rail (``bare``) in ``rows``."""
    inked = [x for x in columns if any(surface.get_at((x, y)) != bare.get_at((x, y)) for y in rows)]
    assert inked, "a name is drawn before the score"
    return max(inked)


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize(("size", "ui"), [((2560, 1440), 1.0), ((1280, 720), 2.0), ((960, 540), 1.0)])
def test_a_scores_ring_keeps_clear_of_the_name_before_it(size: tuple[int, int], ui: float, language: str) -> None:
    """For each unit in the bar, between the name's last ink and the ring's outer edge lie at
    least ``tx(4)`` px of the bar's bare rail."""
    set_language(language)
    g = geometry(size, 4, ui)
    fonts = theme.Fonts()
    units = ((_("You"), 10, True), ("Sven", 10, False), ("Vesna", 7, False), ("Dragan", 0, False))
    goal = _("Target {points}").format(points=100)
    surface, bare = pygame.Surface(size), pygame.Surface(size)
    draw_bar(HudFrame(g, "", units, goal, (), (), (), ()), surface, fonts, hud.Stamps())
    bare.blit(skin.rail(pygame.Rect(g.top_bar).size), pygame.Rect(g.top_bar))
    for unit in range(len(units)):
        ring = hud.score_box(fonts, g, units, goal, unit)
        digits_left = ring.x + g.tx(7)  # the ring is the digits' box grown by tx(7) each side
        name_right = _ink_right(surface, bare, range(ring.top, ring.bottom), range(ring.x - g.tx(40), digits_left))
        gap = ring.x - name_right - 1
        assert gap >= g.tx(4), (units[unit][0], size, ui, language, f"{gap} px between the name and the ring")
