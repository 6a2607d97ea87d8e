"""The score bar is painted over in place when what it shows changes (``Stamps.repainted``): the
bar a player sees after each turn and score is the bar drawn fresh for that state, never the
last one's left under it."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui import theme
from game.ui.table.render import hud
from game.ui.table.render.geometry import geometry
from game.ui.table.render.seat_hud import HudFrame, draw_bar

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def window() -> Iterator[None]:
    pygame.display.set_mode((320, 200))
    yield


def _bar(units: tuple[tuple[str, int, bool], ...], stamps: hud.Stamps) -> pygame.Surface:
    g = geometry(SIZE, 2, 1.0)
    surface = pygame.Surface(SIZE)
    draw_bar(HudFrame(g, "All Fives · Hand 1", units, "Target 100", (), (), (), ()), surface, theme.Fonts(), stamps)
    return surface.subsurface(pygame.Rect(g.top_bar)).copy()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bool(pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"))


def test_each_turn_and_score_shows_in_the_bar_as_if_drawn_fresh() -> None:
    turns = [
        (("You", 0, True), ("Sven", 0, False)),
        (("You", 0, False), ("Sven", 0, True)),
        (("You", 0, False), ("Sven", 15, True)),
        (("You", 105, True), ("Sven", 15, False)),  # a wider score: the names move left
        (("You", 0, True), ("Sven", 0, False)),  # back to the first: narrower again
    ]
    kept = hud.Stamps()
    shown = [_bar(units, kept) for units in turns]
    for units, bar in zip(turns, shown, strict=True):
        assert _same(bar, _bar(units, hud.Stamps())), units
    assert not _same(shown[0], shown[1]), "the turn's highlight moves"
