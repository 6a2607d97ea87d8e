"""The tile tracker's panel lies clear of the buttons under it and is as tall as what it shows
(it filled the line's height, mostly empty, and at 200% in a small window its rows ran down over
the Tracker and Undo buttons)."""

from __future__ import annotations

import pygame
import pytest

from game.aids.tracker import SeatLacks, TrackerFacts
from game.i18n import set_language
from game.ui import theme
from game.ui.table.render import aid_panel
from game.ui.table.render.geometry import geometry

BACKGROUND = (1, 2, 3)
FACTS = {
    2: TrackerFacts((6, 3, 5, 0, 7, 5, 5), (SeatLacks(1, (3,)),)),
    4: TrackerFacts((6, 3, 5, 0, 7, 5, 5), (SeatLacks(1, (3, 5)), SeatLacks(2, ()), SeatLacks(3, (0, 1, 2)))),
}
NAMES = ["You", "Aino", "Sven", "Lumi"]


def painted(surface: pygame.Surface) -> pygame.Rect:
    """Where drawing changed the background."""
    # a soft shadow's faint edge is not the panel
    mask = pygame.mask.from_threshold(surface, BACKGROUND, (24, 24, 24, 255))
    mask.invert()
    return mask.get_bounding_rects()[0].unionall(mask.get_bounding_rects())


def last_content_row(surface: pygame.Surface, panel: pygame.Rect, border: int) -> int:
    """The lowest row inside the panel's border holding something other than the panel's colour
    (as drawn: just inside its bottom edge)."""
    inner = panel.inflate(-4 * border - panel.h // 8, -4 * border)
    plain = tuple(surface.get_at((inner.centerx, inner.bottom - 1)))[:3]
    for y in range(inner.bottom - 1, inner.y, -1):
        if any(tuple(surface.get_at((x, y)))[:3] != plain for x in range(inner.x, inner.right)):
            return y
    return inner.y


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("ui", [1.0, 2.0])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_tracker_is_clear_of_the_buttons_and_as_tall_as_what_it_shows(
    app: object, size: tuple[int, int], ui: float, players: int
) -> None:
    g = geometry(size, players, ui)
    room = aid_panel.tracker_panel(g)
    surface = pygame.Surface(size)
    surface.fill(BACKGROUND)
    fonts = theme.Fonts()
    aid_panel.draw_tracker(surface, g, aid_panel.tracker_plan(fonts, g, room, FACTS[players], NAMES[:players]))
    panel = painted(surface)
    for button in (*aid_panel.aid_buttons(g, 3), g.draw_button, g.status):
        assert not panel.colliderect(pygame.Rect(button)), f"the tracker {tuple(panel)} covers {tuple(button)}"
    gap = panel.bottom - last_content_row(surface, panel, max(1, g.tx(2)))
    assert gap <= g.tx(24), f"{gap} px of empty panel under what it shows at {size} {ui} (panel {tuple(panel)})"


@pytest.mark.parametrize("language", ["en", "fi", "el"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_every_word_and_figure_of_the_tracker_lies_inside_its_panel(
    app: object, size: tuple[int, int], ui: float, players: int, language: str
) -> None:
    """At 200% in 960x540 the counts under the numbers ran over the panel's bottom edge: the
    shortest layout was taller than the room and the panel was cut to the room."""
    set_language(language)
    try:
        g = geometry(size, players, ui)
        others = ((3, 5), (), (0, 1, 2))[: players - 1]  # what each other seat lacks
        lacks = [SeatLacks(seat, numbers) for seat, numbers in zip(range(1, players), others, strict=True)]
        facts = TrackerFacts((6, 3, 5, 0, 7, 5, 5), tuple(lacks))
        plan = aid_panel.tracker_plan(theme.Fonts(), g, aid_panel.tracker_panel(g), facts, NAMES[:players])
    finally:
        set_language("en")
    inside = plan.rect.inflate(-2 * max(1, g.tx(2)), -2 * max(1, g.tx(2)))  # within the border drawn round it
    for part in plan.parts:
        if isinstance(part, aid_panel.TrackerWords):
            where = part.picture.get_rect(topleft=(plan.rect.x + part.at[0], plan.rect.y + part.at[1]))
            assert inside.contains(where), f"{part.text!r} at {tuple(where)} runs past the panel {tuple(plan.rect)}"
