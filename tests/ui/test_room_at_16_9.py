"""At a 16:9 window the table is a place too, never at the cost of play: the venue's light falls
across the cloth and the rim, and an object of the venue stands on the rim at the window's
corner, where nothing of the game ever lies (any number of players, any UI scale), living a
little unless motion is reduced. The table is drawn once per window size."""

from __future__ import annotations

import math

import pygame
import pytest

from game.persist.settings import UI_SCALE_RANGE
from game.ui import room, venues
from game.ui.ambience import Ambience
from game.ui.cloth import corner_radius
from game.ui.table.render.geometry import geometry
from tests.ui import test_table_felt
from tests.ui.test_art import _changed, changed_pixels
from tests.ui.test_table_felt import without

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)]
VENUES = ["cafe", "harbour", "salon"]
WIDE = [(2560, 1080), (3440, 1440)]  # the room shows beside the table: the object stays at the table's corner


fresh_tables = test_table_felt.fresh_tables  # each test draws its tables afresh


def _game_boxes(size: tuple[int, int]) -> list[pygame.Rect]:
    """Everything of the game at the bottom of the table, at every player count and UI scale."""
    smallest, largest = UI_SCALE_RANGE
    boxes = []
    for players in (2, 3, 4):
        for ui in range(smallest, largest + 1, 10):
            g = geometry(size, players, ui / 100)
            boxes += [g.draw_button, g.pass_button, g.boneyard, g.counter, g.status, g.chain]
            boxes += [box for seat in g.seats for box in (seat.plate, seat.hand, seat.portrait) if box.w]
    return [pygame.Rect(box) for box in boxes]


def _felt_mask(size: tuple[int, int]) -> pygame.mask.Mask:
    felt = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(felt, (255, 255, 255, 255), venues.cloth_rect(size), border_radius=corner_radius(size))
    return pygame.mask.from_surface(felt)


@pytest.mark.parametrize("look_id", VENUES)
@pytest.mark.parametrize("size", SIZES + WIDE)
def test_the_venues_object_stands_at_the_corner_clear_of_the_game_and_the_felt(
    monkeypatch: pytest.MonkeyPatch, look_id: str, size: tuple[int, int]
) -> None:
    """At 16:9 the venue was felt and rim alone: now its cup, rope or candlestick stands on the
    rim at the corner, never on the felt nor under a button, the rack, a seat or the boneyard."""
    drawn = venues.table_surface(look_id, size).copy()
    bare = without(monkeypatch, "draw_corner", look_id, size)
    changed = _changed(bare, drawn)
    assert min(changed.size) > 2 * room.MIN_PROP, (look_id, size, "an object at the corner")
    table = venues.cloth_rect(size).inflate(2 * venues.rim_width(size), 2 * venues.rim_width(size))
    off = math.dist(changed.center, table.bottomright)
    assert off < max(changed.size), (look_id, size, "at the table's corner, not off in the room")
    diff = changed_pixels(bare, drawn)
    assert diff.overlap_area(_felt_mask(size), (0, 0)) == 0, (look_id, size, "on the felt")
    for box in _game_boxes(size):
        box_mask = pygame.Mask(box.size, fill=True)
        assert diff.overlap_area(box_mask, box.topleft) == 0, (look_id, size, "under", box)


@pytest.mark.parametrize("look_id", VENUES)
@pytest.mark.parametrize("size", SIZES + WIDE)
def test_the_corner_object_is_seen_whole_not_cut_by_the_windows_edge(
    monkeypatch: pytest.MonkeyPatch, look_id: str, size: tuple[int, int]
) -> None:
    """A cup, coil or candlestick cut to a quarter by the window's edge read as a clipping error:
    the whole object shows, the rim's wood between it and the window's edge, as wide as it is tall."""
    drawn = venues.table_surface(look_id, size).copy()
    bare = without(monkeypatch, "draw_corner", look_id, size)
    changed = _changed(bare, drawn)
    assert changed.right < size[0] and changed.bottom < size[1], (look_id, size, changed, "cut by the edge")
    assert max(changed.size) <= 1.25 * min(changed.size), (look_id, size, changed, "a whole object, not a slice")


@pytest.mark.parametrize("look_id", VENUES)
def test_the_venues_light_falls_across_the_rim_too(monkeypatch: pytest.MonkeyPatch, look_id: str) -> None:
    """The window's, lantern's or chandelier's light lit the cloth and stopped at its edge, as if
    the rim stood in another room."""
    size = (1280, 720)
    lit = venues.table_surface(look_id, size).copy()
    dark = without(monkeypatch, "_details", look_id, size)
    cloth, rim = venues.cloth_rect(size), venues.rim_width(size)
    bands = [
        pygame.Rect(cloth.x - rim, cloth.y, rim, cloth.h),  # left
        pygame.Rect(cloth.right, cloth.y, rim, cloth.h),  # right
        pygame.Rect(cloth.x, cloth.bottom, cloth.w, rim),  # bottom (the top lies under the score bar)
    ]
    assert any(_changed(dark.subsurface(b), lit.subsurface(b)).w for b in bands), look_id


def _corner_frames(look_id: str, size: tuple[int, int], *, still: bool) -> set[bytes]:
    table = venues.table_surface(look_id, size)
    reach = room.corner_reach(size)
    corner = pygame.Rect(size[0] - 3 * reach, size[1] - 3 * reach, 3 * reach, 3 * reach)
    ambience = Ambience(look_id, size, still=still)
    seen = set()
    for now in (0.0, 0.4, 1.1, 2.3):
        frame = table.copy()
        ambience.draw(frame, now)
        seen.add(pygame.image.tobytes(frame.subsurface(corner), "RGB"))
    return seen


@pytest.mark.parametrize("look_id", ["cafe", "salon"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_corner_lives_a_little_and_reduced_motion_stills_it(look_id: str, size: tuple[int, int]) -> None:
    """Steam rises from the café's cup, the salon's candle flickers; with reduced motion nothing moves."""
    assert len(_corner_frames(look_id, size, still=False)) > 1
    assert len(_corner_frames(look_id, size, still=True)) == 1


def test_the_harbours_lantern_flickers_on_its_rim_at_16_9() -> None:
    size = (1280, 720)
    x, y = venues.lantern_at(size)
    spot = pygame.Rect(0, y - 40, 80, 80)
    frames = set()
    for still in (False, True):
        ambience = Ambience("harbour", size, still=still)
        seen = set()
        for now in (0.0, 0.3, 0.9, 1.6):
            frame = venues.table_surface("harbour", size).copy()
            ambience.draw(frame, now)
            seen.add(pygame.image.tobytes(frame.subsurface(spot), "RGB"))
        frames.add(len(seen))
    assert frames == {1, 4}, "it flickers, and reduced motion stills it"
    assert x <= venues.cloth_rect(size).x, "it hangs beside the table, not over the cloth"


def test_the_table_and_its_room_are_drawn_once_per_window_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """A frame is one blit of the table: drawing it again per frame would cost milliseconds."""
    drawn: list[tuple[int, int]] = []
    real = room.draw_corner

    def counted(surface: pygame.Surface, look_id: str) -> None:
        drawn.append(surface.get_size())
        real(surface, look_id)

    monkeypatch.setattr(venues, "draw_corner", counted)
    for _ in range(3):
        venues.table_surface("salon", (1280, 720))
    assert drawn == [(1280, 720)]
    venues.table_surface("salon", (1920, 1080))
    venues.table_surface("salon", (1280, 720))
    assert drawn == [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("look_id", VENUES)
@pytest.mark.parametrize("size", SIZES)
def test_each_rim_is_fitted_out_in_its_venues_way_and_never_on_the_felt(
    monkeypatch: pytest.MonkeyPatch, look_id: str, size: tuple[int, int]
) -> None:
    """The café's brass straps, the harbour's planks, nails and iron, the salon's gilt beads and
    rosettes: on the rim, where they show at 16:9, and not a pixel of them on the cloth."""
    fitted = venues.table_surface(look_id, size).copy()
    plain = without(monkeypatch, "fit_out", look_id, size)
    diff = changed_pixels(plain, fitted)
    assert diff.count() > 0, (look_id, size)
    assert diff.overlap_area(_felt_mask(size), (0, 0)) == 0, (look_id, size, "on the felt")


def test_the_salons_chandelier_hangs_in_the_room_and_its_crystals_catch_the_light() -> None:
    """The chandelier was soft spots of light on the cloth: at a wide window it hangs in the room
    beside the table, its crystal drops glinting as the candles flicker (still with reduced motion)."""
    size = (3440, 1440)
    left, _right = room.strips(size, venues.cloth_rect(size), venues.rim_width(size))
    drops = room.chandelier_drops(left)
    assert all(left.collidepoint(drop) for drop in drops)
    table = venues.table_surface("salon", size)
    for still, moments in ((False, 4), (True, 1)):
        ambience = Ambience("salon", size, still=still)
        seen = set()
        for now in (0.0, 0.35, 0.8, 1.7):
            frame = table.copy()
            ambience.draw(frame, now)
            seen.add(tuple(tuple(frame.get_at(drop)) for drop in drops))
        assert len(seen) == moments
