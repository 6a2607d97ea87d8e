"""Each campaign venue's table looks like itself: its own cloth, its own room around it."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest

from game.domain.campaign import VENUES
from game.ui.venues import DEFAULT_LOOK, cloth_rect, look_for, table_surface

SIZE = (640, 360)


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((16, 16))
    yield
    pygame.display.quit()


def test_every_venue_has_a_look_of_its_own() -> None:
    looks = [look_for(v.look) for v in VENUES]
    assert DEFAULT_LOOK not in looks
    middle = (SIZE[0] // 2, SIZE[1] // 2)
    room = (2, 2)  # outside the cloth: the backdrop
    pictures = {look.id: table_surface(look.id, SIZE) for look in [DEFAULT_LOOK, *looks]}
    for a, b in itertools.combinations(pictures, 2):
        assert pictures[a].get_at(middle) != pictures[b].get_at(middle), (a, b)  # the cloth
        assert pictures[a].get_at(room) != pictures[b].get_at(room), (a, b)  # the room
    assert not cloth_rect(SIZE).collidepoint(room)


def test_the_light_falls_on_the_middle_of_the_table() -> None:
    for venue in VENUES:
        picture = table_surface(venue.look, SIZE)
        cloth = cloth_rect(SIZE)
        middle = sum(picture.get_at(cloth.center)[:3])
        corner = sum(picture.get_at((cloth.x + 12, cloth.y + 12))[:3])
        assert middle > corner, venue.id


def test_an_unknown_look_is_the_default_one() -> None:
    assert look_for("nowhere") is DEFAULT_LOOK
    assert look_for(None) is DEFAULT_LOOK
