"""The felt where the game is played reads clean: the venue's props and trim keep off the line's
area (where the line and its ghosts lie), the seats and the player's rack, whatever the window's
shape, the number of players or the UI scale."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from game.ui import venues
from game.ui.table.render.geometry import geometry
from tests.ui.test_art import _changed

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440), (1280, 1024), (3440, 1440)]
PLAYERS = (2, 3, 4)
UI_SCALES = (1.0, 1.2, 1.5, 1.8, 2.0)


@pytest.fixture(autouse=True)
def fresh_tables() -> Iterator[None]:
    pygame.display.set_mode((320, 200))
    venues.table_surface.cache_clear()
    yield
    venues.table_surface.cache_clear()


def without(monkeypatch: pytest.MonkeyPatch, name: str, look_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The venue's table at ``size`` drawn with ``venues.<name>`` left out."""
    monkeypatch.setattr(venues, name, lambda *_args: None)
    venues.table_surface.cache_clear()
    picture = venues.table_surface(look_id, size).copy()
    monkeypatch.undo()
    venues.table_surface.cache_clear()
    return picture


def _differ(a: pygame.Surface, b: pygame.Surface, box: pygame.Rect) -> bool:
    """Whether any pixel of ``box`` differs between two pictures by more than a trace."""
    return _changed(a.subsurface(box), b.subsurface(box)).w > 0


def _boxes(size: tuple[int, int], pick: Callable[..., list[pygame.Rect]]) -> list[pygame.Rect]:
    return [pygame.Rect(box) for p in PLAYERS for ui in UI_SCALES for box in pick(geometry(size, p, ui)) if box.w]


@pytest.mark.parametrize("look_id", ["cafe", "harbour"])
@pytest.mark.parametrize("size", SIZES)
def test_no_prop_lies_in_the_lines_area_or_under_a_seat(
    monkeypatch: pytest.MonkeyPatch, look_id: str, size: tuple[int, int]
) -> None:
    """The café's coffee rings and the harbour's rope once lay under the line and showed through
    its ghosts: nothing but felt and light where a tile can lie, a seat sits or the rack stands."""
    with_props = venues.table_surface(look_id, size).copy()
    bare = without(monkeypatch, "_props", look_id, size)
    areas = _boxes(size, lambda g: [g.chain, g.boneyard, *(b for s in g.seats for b in (s.portrait, s.plate, s.hand))])
    for box in areas:
        assert not _differ(bare, with_props, box), (look_id, size, "a prop in", box)


@pytest.mark.parametrize("size", SIZES)
def test_the_cafe_still_shows_its_coffee_rings(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    with_props = venues.table_surface("cafe", size).copy()
    bare = without(monkeypatch, "_props", "cafe", size)
    assert _differ(bare, with_props, with_props.get_rect())


@pytest.mark.parametrize("look_id", ["salon", "cafe", "harbour"])
@pytest.mark.parametrize("size", SIZES[:4])
def test_the_cloths_trim_keeps_clear_of_the_rack(
    monkeypatch: pytest.MonkeyPatch, look_id: str, size: tuple[int, int]
) -> None:
    """The salon's gilt line (the café's stitching, the harbour's rope) ran through the player's
    rack: it frames the cloth between the rack and the table's edge, at 100% to 200%."""
    trimmed = venues.table_surface(look_id, size).copy()
    plain = without(monkeypatch, "_inlay", look_id, size)
    assert _differ(plain, trimmed, trimmed.get_rect()), "the venue keeps its trim"
    for box in _boxes(size, lambda g: [g.seats[0].hand]):
        assert not _differ(plain, trimmed, box), (look_id, size, "the trim under the rack", box)


def test_the_plain_tables_cloth_is_brushed_along_its_length(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Quick Round table's cloth at the start of a hand was one flat green: its nap now lies in
    long faint swathes along the table, never so deep that words on the cloth lose their contrast."""
    size = (1280, 720)
    brushed = venues.table_surface("default", size).copy()
    flat = without(monkeypatch, "_brushed", "default", size)
    inner = venues.cloth_rect(size).inflate(-100, -100)
    step = 10
    shift = {
        (x, y): brushed.get_at((x, y)).g - flat.get_at((x, y)).g
        for x in range(inner.left, inner.right, step)
        for y in range(inner.top, inner.bottom, step)
    }
    assert max(abs(d) for d in shift.values()) >= 2, "the swathes show"
    assert max(abs(d) for d in shift.values()) <= venues.NAP_DEPTH, "and stay faint"
    along = [abs(shift[x + step, y] - d) for (x, y), d in shift.items() if (x + step, y) in shift]
    across = [abs(shift[x, y + step] - d) for (x, y), d in shift.items() if (x, y + step) in shift]
    assert sum(along) / len(along) < sum(across) / len(across), "brushed along the table, not across"
