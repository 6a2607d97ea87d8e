"""The chain layout: every tile inside the table, none overlapping, neighbours touching
at matching halves, doubles crosswise, and nothing moving when a tile is added."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.actions import LEFT, Placement
from game.ui.table.render.geometry import geometry
from game.ui.table.render.layout import Box, ChainLayout, Spot, layout_at, layout_chain
from tests.ui.chains import full_chain, played_chain

WINDOWS = [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)]


def chain_area(width: int, height: int, players: int = 4) -> Box:
    """The chain's share of the window, as the table lays it out (4 players leave the least)."""
    return geometry((width, height), players).chain


def max_size(width: int, height: int) -> int:
    return geometry((width, height), 4).hand_size


def shared_edge(a: Box, b: Box) -> int:
    """Length of the border two boxes share (0 when they only meet at a corner or not at all)."""
    if a.right == b.x or b.right == a.x:
        return max(0, min(a.bottom, b.bottom) - max(a.y, b.y))
    if a.bottom == b.y or b.bottom == a.y:
        return max(0, min(a.right, b.right) - max(a.x, b.x))
    return 0


def arms(chain: Sequence[Placement], spots: Sequence[Spot]) -> list[list[tuple[Placement, Spot]]]:
    """Each arm from the first tile outwards, as (placement, spot) pairs."""
    out: list[list[tuple[Placement, Spot]]] = [[], []]
    for p, spot in zip(chain[1:], spots[1:], strict=True):
        out[0 if p.end == LEFT else 1].append((p, spot))
    return out


def check_layout(chain: Sequence[Placement], area: Box, layout: ChainLayout) -> None:
    spots = layout.spots
    assert layout.fits
    assert [s.tile for s in spots] == [p.tile for p in chain]
    s = layout.size
    for spot in spots:
        assert area.contains(spot.box), f"{spot.tile} at {spot.box} leaves {area}"
        assert sorted((spot.box.w, spot.box.h)) == [s, 2 * s]
    for i, a in enumerate(spots):
        for b in spots[i + 1 :]:
            assert not a.box.overlaps(b.box), f"{a.tile} {a.box} overlaps {b.tile} {b.box}"
    first = spots[0]
    for arm_number, arm in enumerate(arms(chain, spots)):
        prev, prev_outer = first, chain[0].inner if arm_number == 0 else chain[0].outer
        for p, spot in arm:
            assert shared_edge(touching_part(prev, prev_outer), touching_part(spot, p.inner)) > 0, (
                f"{p.tile} does not touch {prev.tile} at the {p.inner}s"
            )
            if p.tile.is_double:  # crosswise: its long side runs across the line it joins
                joins_sideways = prev.box.right == spot.box.x or spot.box.right == prev.box.x
                assert (spot.box.h > spot.box.w) == joins_sideways, f"double {p.tile} lies along the line"
            prev, prev_outer = spot, p.outer
    if chain[0].tile.is_double:
        assert first.box.h > first.box.w, "an opening double lies crosswise"


def touching_part(spot: Spot, number: int) -> Box:
    """Where a neighbour showing ``number`` must touch: that half, or anywhere on a double."""
    return spot.box if spot.tile.is_double else spot.half_box(number)


def corner_doubles(chain: Sequence[Placement], spots: Sequence[Spot]) -> int:
    """Doubles where an arm turns: joined sideways on one side and lengthways on the other."""
    count = 0
    for arm in arms(chain, spots):
        boxes = [spots[0].box] + [spot.box for _, spot in arm]
        # strict=False: an arm's last tile has nothing after it, so it is never a corner
        for (p, spot), before, after in zip(arm, boxes, boxes[2:], strict=False):
            sideways_in = before.right == spot.box.x or spot.box.right == before.x
            sideways_out = after.right == spot.box.x or spot.box.right == after.x
            count += p.tile.is_double and sideways_in != sideways_out
    return count


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_played_hands_fit(size: tuple[int, int], players: int) -> None:
    rng = random.Random(players * 7919 + size[0])
    area = chain_area(*size, players)
    for _ in range(40):
        chain = played_chain(players, rng, rng.choice(["classic", "block", "partners" if players == 4 else "allfives"]))
        check_layout(chain, area, layout_chain(chain, area, max_size(*size)))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", WINDOWS)
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), center=st.integers(0, 27))
def test_all_28_tiles_fit(size: tuple[int, int], players: int, seed: int, center: int) -> None:
    chain = full_chain(random.Random(seed), center)
    area = chain_area(*size, players)
    layout = layout_chain(chain, area, max_size(*size))
    check_layout(chain, area, layout)
    assert layout.size >= max_size(*size) // 3, "the worst case stays readable"


def test_worst_case_in_a_drawn_out_two_player_hand() -> None:
    """A 2-player Classic hand where the whole boneyard gets drawn ends with a long chain."""
    rng = random.Random(5)
    area = chain_area(960, 540, 2)
    longest = max((played_chain(2, rng) for _ in range(300)), key=len)
    assert len(longest) >= 22
    check_layout(longest, area, layout_chain(longest, area, max_size(960, 540)))


def test_doubles_at_the_corners_and_as_first_tile() -> None:
    area = chain_area(960, 540)
    corners = 0
    for seed in range(150):
        chain = full_chain(random.Random(seed), center=seed % 28)
        layout = layout_chain(chain, area, max_size(960, 540))
        check_layout(chain, area, layout)
        corners += corner_doubles(chain, layout.spots)
    assert corners > 0, "no double ever landed on a corner: the corner case went untested"
    opening_double = next(c for c in range(28) if full_chain(random.Random(0), c)[0].tile.is_double)
    chain = full_chain(random.Random(0), opening_double)
    check_layout(chain, area, layout_chain(chain, area, max_size(960, 540)))


def test_adding_a_tile_moves_nothing_unless_the_chain_zooms_out() -> None:
    """At one size the tiles already laid keep their places as the line grows (the camera
    may then pan the whole line, ``camera``)."""
    chain = full_chain(random.Random(11), center=14)
    area = chain_area(1280, 720)
    before = layout_chain(chain[:1], area, max_size(1280, 720))
    for n in range(2, 29):
        after = layout_chain(chain[:n], area, max_size(1280, 720))
        assert after.size <= before.size
        if after.size == before.size:
            laid, grown = layout_at(chain[: n - 1], area, after.size), layout_at(chain[:n], area, after.size)
            assert laid is not None and grown is not None
            assert grown[: n - 1] == laid
        before = after


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_arm_leaves_the_other_room_to_turn(players: int) -> None:
    """A long arm runs into the room the other leaves but stops short of the last tile's width
    the other arm needs to turn: at every size the line is no wider than its area (a line that
    ran the whole width left the other arm's turn hanging past it, and the camera shrank the
    line until nothing turned: 24 px at 1280x720 200% with a few tiles)."""
    for width, height in WINDOWS:
        area = chain_area(width, height, players)
        for seed in range(6):
            chain = played_chain(players, random.Random(seed))
            for s in range(8, 61, 4):
                spots = layout_at(chain, area, s, checked=False)
                assert spots is not None
                line_w = max(sp.box.right for sp in spots) - min(sp.box.x for sp in spots)
                assert line_w <= area.w, (width, seed, s, line_w, area.w)
