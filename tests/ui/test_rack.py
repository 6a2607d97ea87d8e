"""The player's rack and the controls round it, measured as a player sees them: the rack's
tiles large beside the commercial games' (16-20% of the window's height at 16:9), never
smaller than the line's, growing with the text; everything of the bottom band on the felt,
not over the table's wooden rim."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.tiles import TILES, tile
from game.ui.app import App
from game.ui.cloth import cloth_rect
from game.ui.table.render import aid_panel
from game.ui.table.render.boneyard import pile
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.geometry import RACK_SLOTS, Geometry, geometry, rack_gap
from game.ui.table.render.hand import human_hand
from game.ui.table.render.sprites import HAND, Pose, Sprite, draw_sprite

SIXTEEN_NINE = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440)]


def tile_rect(pose: Pose) -> pygame.Rect:
    w, h = (pose.size, 2 * pose.size) if pose.angle % 180 else (2 * pose.size, pose.size)
    return pygame.Rect(round(pose.x - w / 2), round(pose.y - h / 2), w, h)


def rack(g: Geometry, count: int = 7) -> list[pygame.Rect]:
    return [tile_rect(pose) for pose in human_hand(TILES[:count], g).values()]


@pytest.mark.parametrize("size", SIXTEEN_NINE)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rack_is_as_tall_as_the_commercial_games_and_never_smaller_than_the_line(
    size: tuple[int, int], players: int
) -> None:
    """A dealt hand's tiles stand at least 16% of the window's height at 100% (12.5% before:
    the review's "small rack"), and as large as the line's largest tiles or larger."""
    g = geometry(size, players)
    for count in (7, RACK_SLOTS):
        tiles = rack(g, count)
        assert min(r.h for r in tiles) >= 0.16 * size[1], (count, tiles[0], size)
        assert min(r.w for r in tiles) >= g.line_size, "the rack is never smaller than the line"


@pytest.mark.parametrize("size", SIXTEEN_NINE)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_large_text_the_rack_keeps_its_size(size: tuple[int, int], players: int) -> None:
    """Larger text never leaves the rack smaller than at 100% where the name plate leaves the
    band for the aid buttons' row. Beside a seat at the side the plate stays in the band and the
    larger buttons narrow the rack: it holds ``RACK_SLOTS`` tiles at full size there, never
    smaller than the rack was at 100% before it grew to the line's opening size (62 design px,
    now 80). At 100% the rack is as tall as Draw over Pass at 200%: it no longer grows with the
    text (62 to 76 px at 1280x720)."""
    normal = geometry(size, players, 1.0)
    for ui in (1.5, 2.0):
        big = geometry(size, players, ui)
        for count in (7, RACK_SLOTS):
            least = min(min(r.w for r in rack(normal, count)), big.px(62) if players > 2 else big.hand_size)
            assert min(r.w for r in rack(big, count)) >= least, (ui, count)


@pytest.mark.parametrize("size", [*SIXTEEN_NINE, (3840, 2160)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
def test_the_bottom_band_lies_on_the_felt_not_over_the_rim(size: tuple[int, int], players: int, ui: float) -> None:
    """The boneyard and its counter, the player's plate, the rack's tiles (raised when pointed at),
    Draw, Pass, the aid buttons and the line's area lie inside the felt: at 16:9 they hung over
    the wooden rim (the pile at 18 px in a 25 px frame, the rack's feet on the rim)."""
    g = geometry(size, players, ui)
    felt = cloth_rect(size)
    things = {
        "boneyard": g.boneyard,
        "counter": g.counter,
        "plate": g.seats[0].plate,
        "draw": g.draw_button,
        "pass": g.pass_button,
        "line": g.chain,
    }
    things |= {f"aid {i}": box for i, box in enumerate(aid_panel.aid_buttons(g, 3))}
    for name, box in things.items():
        assert felt.contains(pygame.Rect(box)), (name, box, felt)
    lift = g.px(12)
    others = {name: pygame.Rect(box) for name, box in things.items() if name != "line"}
    for r in rack(g, RACK_SLOTS):
        assert felt.contains(r.move(0, -lift)) and felt.contains(r), ("rack", r, felt)
        assert felt.bottom - r.bottom >= g.px(10), "the rack stands on the table, clear of the rim"
        raised = r.move(0, -lift).union(r).inflate(g.px(16), g.px(16))  # a tile pointed at: its glow and focus ring
        covered = [name for name, box in others.items() if box.colliderect(raised)]
        assert not covered, f"the rack's tile {r} meets {covered}"
    assert pygame.Rect(g.chain).collidelist(list(others.values())) == -1, "nothing over the line's area"
    for pose in pile(tuple(TILES[:14]), 0, g).values():
        assert felt.contains(tile_rect(pose)), ("pile", tile_rect(pose), felt)


def _luma(colour: pygame.Color) -> float:
    return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b


def test_a_lifted_tile_casts_a_soft_shadow_by_its_height_not_a_slab_over_its_neighbour(app: App) -> None:
    """The review: the rack's lifted tile laid a hard dark slab across the tile beside it (its
    in-flight shadow, a third of a tile away). Held up, its shadow falls as far as it is lifted,
    soft-edged: the neighbour's face darkens a little at most, the felt under the lifted tile
    shows the shadow, and no step in it is sharp."""
    g = geometry((2560, 1440), 2, 2.0)
    s, lift = g.hand_size, g.px(12)
    art = TileArt()
    felt = (40, 90, 60)
    x, y = 400.0, 300.0
    held = Sprite(tile(6, 6), Pose(x, y, s, 90, face_up=True, layer=HAND))
    beside = Sprite(tile(0, 1), Pose(x + s + rack_gap(s), y, s, 90, face_up=True, layer=HAND))
    for sprite in (held, beside):
        art.face(sprite.tile, s, 90)
    alone, both = pygame.Surface((900, 700)), pygame.Surface((900, 700))
    alone.fill(felt)
    draw_sprite(alone, art, beside, 0.0)
    both.fill(felt)
    draw_sprite(both, art, beside, 0.0)
    draw_sprite(both, art, held, 0.0, lift)
    face = pygame.Rect(0, 0, s, 2 * s)
    face.center = (round(beside.end.x), round(beside.end.y))
    darker = [
        _luma(alone.get_at((px, py))) - _luma(both.get_at((px, py)))
        for px in range(face.left + 2, face.right - 2)
        for py in range(face.top + 2, face.bottom - 2)
    ]
    assert max(darker) <= 0.1 * 255, f"the neighbour's face darkens by {max(darker):.0f} of 255"
    under = [_luma(both.get_at((round(x), round(y) + s + row))) for row in range(0, 2 * lift)]
    assert min(under) <= _luma(pygame.Color(felt)) - 6, "the lifted tile's shadow lies on the felt under it"
    across = [_luma(both.get_at((col, round(y) + s + lift // 2))) for col in range(face.left - 2 * s, face.left)]
    assert max(abs(b - a) for a, b in itertools.pairwise(across)) <= 3, "a soft edge, no hard one"
