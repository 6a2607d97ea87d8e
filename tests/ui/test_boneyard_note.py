"""The boneyard's counter: "Boneyard" and its reserve note ("2 kept back") read as a count with
a separate note, not one two-line label (the cold review at 2560x1440 200%): the note set apart
by a gap and in another ink than the word."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.ui import theme
from game.ui.table.render import hud
from game.ui.table.render.geometry import geometry


def _bands(surface: pygame.Surface, box: pygame.Rect) -> list[tuple[int, int]]:
    """The rows of ink under the counter's box, as (first, last) runs, top to bottom."""
    inked = [
        y
        for y in range(box.y, surface.get_height())
        if any(
            surface.get_at((x, y))[:3] != (0, 0, 0)
            for x in range(max(0, box.x - box.w), min(surface.get_width(), box.right + box.w))
        )
    ]
    runs: list[tuple[int, int]] = []
    for y in inked:
        if runs and y == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], y)
        else:
            runs.append((y, y))
    return runs


def _brightest(surface: pygame.Surface, rows: tuple[int, int]) -> tuple[int, int, int]:
    """The band's fullest ink (the letters' cores, past their anti-aliased edges)."""
    colours = [
        tuple(surface.get_at((x, y)))[:3] for y in range(rows[0], rows[1] + 1) for x in range(surface.get_width())
    ]
    r, g, b = max(colours, key=sum)
    return r, g, b


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize(("size", "ui"), [((2560, 1440), 2.0), ((1280, 720), 1.0)])
def test_the_kept_back_note_stands_apart_from_the_word(
    app: object, language: str, size: tuple[int, int], ui: float
) -> None:
    set_language(language)
    try:
        g = geometry(size, 2, ui)
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        hud.counter(surface, theme.Fonts(), g, hud.Boneyard(12, 2, no_drawing=False))
    finally:
        set_language("en")
    box = pygame.Rect(g.counter)
    *_number, word, note = _bands(surface, box)
    blank = note[0] - word[1] - 1
    assert blank >= g.tx(8), f"only {blank} px of felt between the word and the note"
    a, b = _brightest(surface, word), _brightest(surface, note)
    assert sum(abs(p - q) for p, q in zip(a, b, strict=True)) >= 60, (a, b)
