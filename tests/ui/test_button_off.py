"""A button that is off is the same brass object as one that is on, gone dark and matte, its
words engraved in it and readable (4.5:1 and more) at every size: not a flat slate slab."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui import skin, theme
from game.ui.table.render.layout import Box
from game.ui.widgets import Button
from tests.ui.test_art import contrast, luminance

HEIGHTS = [20, 36, 48, 72, 96, 160]  # from a small window at 100% to 4K at 200%


@pytest.fixture(autouse=True)
def window() -> Iterator[None]:
    pygame.display.set_mode((320, 200))
    yield


def _drawn(height: int, *, enabled: bool) -> tuple[pygame.Surface, pygame.Rect]:
    """A wordless button ``height`` px tall drawn on the felt by the table's widget, and where it is."""
    surface = pygame.Surface((height * 6, height * 2))
    surface.fill(theme.FELT)
    button = Button(Box(height, height // 2, height * 4, height), "")
    button.enabled = enabled
    button.draw(surface, theme.Fonts())
    return surface, button.rect


def _face(surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Color]:
    """The colours where its words lie: inside its bevel and rounding."""
    inset = max(3, rect.h // 8)
    inner = rect.inflate(-2 * max(inset, rect.h // 4), -2 * inset)
    step = max(1, inner.h // 12)
    return [
        surface.get_at((x, y))
        for x in range(inner.left, inner.right, step)
        for y in range(inner.top, inner.bottom, step)
    ]


@pytest.mark.parametrize("height", HEIGHTS)
def test_an_off_button_is_dark_matte_brass(height: int) -> None:
    on, rect = _drawn(height, enabled=True)
    off, _rect = _drawn(height, enabled=False)
    brass = pygame.Color(on.get_at(rect.center)).hsva[0]
    for colour in _face(off, rect):
        hue = pygame.Color(colour).hsva[0]
        assert abs(hue - brass) < 12, f"{colour} is not brass (hue {hue:.0f} against {brass:.0f})"
        assert colour.r > colour.g > colour.b, f"{colour}: warm metal, not green slate"
    on_light = sum(map(luminance, _face(on, rect))) / len(_face(on, rect))
    off_light = sum(map(luminance, _face(off, rect))) / len(_face(off, rect))
    assert off_light < on_light / 2, "far darker than the brass that can be pressed"
    top = max(
        luminance(off.get_at((x, rect.y + max(1, rect.h // 16)))) for x in range(rect.centerx - 4, rect.centerx + 4)
    )
    assert top < luminance(theme.BUTTON), "matte: no shine along its top"


@pytest.mark.parametrize("height", HEIGHTS)
def test_an_off_buttons_words_read_at_every_size(height: int) -> None:
    off, rect = _drawn(height, enabled=False)
    for colour in _face(off, rect):
        assert contrast(skin.OFF_INK, colour) >= 4.5, (height, colour)


def test_an_off_buttons_words_are_engraved_in_it() -> None:
    """The words in the pale ink with their shaded upper-left wall showing just up-left of them."""
    surface = pygame.Surface((400, 160))
    surface.fill(theme.FELT)
    button = Button(Box(40, 40, 320, 72), "I")
    button.draw(surface, theme.Fonts())
    inks = {tuple(surface.get_at((x, y)))[:3] for x in range(40, 360) for y in range(40, 112)}
    assert skin.OFF_INK in inks, "the words in the pale ink"
    assert any(max(abs(a - b) for a, b in zip(c, skin.OFF_LIP, strict=True)) < 12 for c in inks), (
        "their shade beside them"
    )
