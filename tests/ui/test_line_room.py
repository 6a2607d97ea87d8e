"""The line's room at large text: a table for three offering no aid buttons (Hint, Tracker,
Undo) puts the status line in their empty row, and the line of play takes the row the status
line had above it (at 1280x720 and 200%: 263 px of height, 319 now), so a long line keeps
larger tiles; the status line never covers the player's plate or rack, the line never a seat."""

from __future__ import annotations

import random

import pytest

from game.ui.table.render.camera import follow
from game.ui.table.render.geometry import geometry
from tests.ui.chains import full_chain

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_no_aid_buttons_leave_the_line_the_status_row(size: tuple[int, int], scale: float) -> None:
    aided, fewer = geometry(size, 3, scale, 1), geometry(size, 3, scale, 0)
    assert fewer.chain.h >= aided.chain.h
    if scale == 2.0:
        assert fewer.chain.h > aided.chain.h
    status = fewer.status
    assert fewer.chain.bottom <= status.y
    assert status.bottom <= fewer.draw_button.y
    assert not status.overlaps(fewer.seats[0].plate)
    assert not status.overlaps(fewer.seats[0].hand)
    for seat in fewer.seats[1:]:
        assert not fewer.chain.overlaps(seat.plate) and not fewer.chain.overlaps(seat.portrait)


def test_a_long_line_keeps_larger_tiles_without_aid_buttons() -> None:
    """Twenty tiles at 1280x720 and 200% for three players: larger than under three buttons' row."""
    chain = full_chain(random.Random(1))[:20]
    sizes = []
    for aids in (1, 0):
        g = geometry((1280, 720), 3, 2.0, aids)
        framed = None
        for n in range(1, len(chain) + 1):
            framed = follow(chain[:n], g.chain, g.line_size, framed)
        assert framed is not None
        sizes.append(framed.size)
    assert sizes[1] > sizes[0]
