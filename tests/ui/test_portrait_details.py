"""Details a player sees on a large portrait (the end screens show them 400 px across): a
closed mouth shaped like lips, and the thinking bubble inside the frame, the ring left whole."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ui.portraits import FACES, Expression, portrait

LARGE = 400
CLEAN_SHAVEN = sorted(c for c, face in FACES.items() if not (face.beard or face.moustache))


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def _lips(picture: pygame.Surface, x: int, rows: range) -> int:
    """How many pixels of column ``x`` in ``rows`` are the lips' dark red."""
    return sum(1 for y in rows if sum(c := tuple(picture.get_at((x, y)))[:3]) < 420 and c[0] > c[2])


@pytest.mark.parametrize("character", CLEAN_SHAVEN)
def test_a_neutral_mouth_is_fullest_at_the_middle_and_tapers_to_its_corners(character: str) -> None:
    """Not a flat bar: the lips are thicker at the middle than near the corners."""
    picture = portrait(character, Expression.NEUTRAL, LARGE)
    rows = range(round(LARGE * 0.55), round(LARGE * 0.66))
    columns = [
        x for x in range(round(LARGE * 0.43), round(LARGE * 0.57)) if _lips(picture, x, rows)
    ]  # off the cheeks' shade
    assert columns, "a mouth is drawn"
    left, right = columns[0], columns[-1]
    inset = (right - left) // 8
    middle = _lips(picture, (left + right) // 2, rows)
    corners = max(_lips(picture, left + inset, rows), _lips(picture, right - inset, rows))
    assert middle >= 1.5 * corners, (character, middle, corners)


def _ring(picture: pygame.Surface) -> list[tuple[int, ...]]:
    """The frame's ring: the pixels between its inner and outer edge, a little inside both."""
    n = picture.get_width()
    outer = n / 2 - n / 48
    inner = outer - max(2, n // 24)
    centre = (n - 1) / 2
    return [
        tuple(picture.get_at((x, y)))
        for x in range(n)
        for y in range(n)
        if inner + 2 <= math.hypot(x - centre, y - centre) <= outer - 2
    ]


@pytest.mark.parametrize("size", [160, LARGE])
def test_the_thinking_bubble_leaves_the_frames_ring_whole(size: int) -> None:
    for character in FACES:
        neutral, thinking = (
            portrait(character, Expression.NEUTRAL, size),
            portrait(character, Expression.THINKING, size),
        )
        assert _ring(thinking) == _ring(neutral), character
