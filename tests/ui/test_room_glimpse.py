"""The room beyond the table at a wide window lives a little: the harbour's lantern and the
salon's candle sconces flicker on the walls beside the table, and reduced motion stills them."""

from __future__ import annotations

import pygame
import pytest

from game.ui import room, venues
from game.ui.ambience import Ambience

WIDE = (3440, 1440)


def _strip_frames(look_id: str, *, still: bool) -> list[set[bytes]]:
    """Each room strip's pictures at a few moments, the ambience drawn over the table."""
    pygame.display.set_mode((320, 200))
    table = venues.table_surface(look_id, WIDE)
    strips = room.strips(WIDE, venues.cloth_rect(WIDE), venues.rim_width(WIDE))
    ambience = Ambience(look_id, WIDE, still=still)
    seen: list[set[bytes]] = [set() for _ in strips]
    for now in (0.0, 0.4, 1.1, 2.3):
        frame = table.copy()
        ambience.draw(frame, now)
        for k, strip in enumerate(strips):
            seen[k].add(pygame.image.tobytes(frame.subsurface(strip), "RGB"))
    return seen


def test_the_salons_candles_flicker_on_both_walls() -> None:
    """Its sconces were still pictures while the café's steam rose and the harbour's lantern flickered."""
    assert all(len(frames) > 1 for frames in _strip_frames("salon", still=False))


@pytest.mark.parametrize("look_id", ["salon", "harbour"])
def test_reduced_motion_stills_the_room(look_id: str) -> None:
    assert all(len(frames) == 1 for frames in _strip_frames(look_id, still=True))
