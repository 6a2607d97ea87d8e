"""Pips a player can count at every size the camera shows a tile: at small sizes each pip a crisp
round disc, every one of a tile the same, dark (or light) against the face; at large sizes the
drilled look; and no visible jump in a pip's size where the one look gives way to the other."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.tiles import Tile, tile
from game.ui.table.render.draw_tile import PLAIN_PIPS_BELOW, TILE_STYLES, TileArt, depth, tile_look
from tests.ui.test_art import contrast, luminance


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


class Pip:
    """One pip as the player sees it: the pixels that stand out from the face (2:1 or more)."""

    def __init__(self, pixels: list[tuple[int, int]], contrasts: list[float]) -> None:
        xs, ys = [x for x, _ in pixels], [y for _, y in pixels]
        self.width, self.height = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        self.shape = frozenset((x - min(xs), y - min(ys)) for x, y in pixels)
        self.core = max(contrasts)


def pips_in(t: Tile, s: int, style: str) -> list[Pip]:
    """The pips of both halves of ``t`` drawn at short side ``s`` (the centre line left out)."""
    art = TileArt(tile_look(style, colour_blind=False))
    picture = art.face(t, s)
    top, edge = s - depth(s), depth(s)
    ox, oy = (2 * s - edge - 2 * top) // 2, (s - edge - top) // 2
    found: list[Pip] = []
    for half in (pygame.Rect(ox + 2, oy + 2, top - 5, top - 4), pygame.Rect(ox + top + 3, oy + 2, top - 5, top - 4)):
        colours = {
            (x, y): picture.get_at((x, y)) for x in range(half.left, half.right) for y in range(half.top, half.bottom)
        }
        face = sorted(colours.values(), key=luminance)[len(colours) // 2]  # most of a half is face
        standing = {p for p, c in colours.items() if contrast(c, face) >= 2.0}
        while standing:
            seed = standing.pop()
            todo, pip = [seed], [seed]
            while todo:
                x, y = todo.pop()
                for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if near in standing:
                        standing.remove(near)
                        todo.append(near)
                        pip.append(near)
            found.append(Pip(pip, [contrast(colours[p], face) for p in pip]))
    return found


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize(("s", "across"), [(24, 3), (28, 4), (32, 4), (36, 5)])
def test_a_small_tiles_pips_are_crisp_round_discs_all_alike(style: str, s: int, across: int) -> None:
    """Under the size where drilling shows, shading only blurs a pip: each is a plain disc, as
    wide as tall, at least ``across`` px, the same shape as every other pip of the tile (not a
    3x4 here and a 4x3 there as the pixel grid falls), its core 4.5:1 or more against the face."""
    assert s < PLAIN_PIPS_BELOW
    for t in (tile(6, 6), tile(5, 5), tile(3, 3)):
        pips = pips_in(t, s, style)
        assert len(pips) == 2 * t.high, (style, s, t, "each pip a distinct disc", len(pips))
        shapes = {pip.shape for pip in pips}
        assert len(shapes) == 1, (style, s, t, "every pip the same disc", sorted((p.width, p.height) for p in pips))
        pip = pips[0]
        assert pip.width == pip.height >= across, (style, s, t, "round and wide enough", pip.width, pip.height)
        assert len(pip.shape) >= 0.6 * pip.width * pip.height, (style, s, "a disc, not a ring or a cross")
        assert min(p.core for p in pips) >= 4.5, (style, s, t, [round(p.core, 1) for p in pips])


@pytest.mark.parametrize("style", TILE_STYLES)
def test_a_pip_grows_steadily_through_the_change_to_drilled_pips(style: str) -> None:
    """While the camera zooms through the sizes about the change-over, a pip never jumps in size:
    from one size to the next its width moves by one pixel at most."""
    sizes = range(PLAIN_PIPS_BELOW - 6, PLAIN_PIPS_BELOW + 6, 2)
    widths = [max(pip.width for pip in pips_in(tile(1, 1), s, style)) for s in sizes]
    for (a, wa), (b, wb) in itertools.pairwise(zip(sizes, widths, strict=True)):
        assert 0 <= wb - wa <= 1, (style, a, wa, b, wb)


def _across_the_centre_line(style: str, s: int) -> tuple[list[float], float]:
    """Luminances across the centre line of a blank tile at short side ``s``, from the left half's
    face to the right's (a quarter of the way down, clear of the spinner), and the face's own."""
    art = TileArt(tile_look(style, colour_blind=False))
    picture = art.face(tile(0, 0), s)
    top, edge = s - depth(s), depth(s)
    ox, oy = (2 * s - edge - 2 * top) // 2, (s - edge - top) // 2
    y = oy + top // 4
    face = luminance(picture.get_at((ox + top - top // 8, y)))
    return [luminance(picture.get_at((x, y))) for x in range(ox + top - top // 10, ox + top + top // 10)], face


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize("s", [57, 96, 140])
def test_the_centre_line_is_engraved_a_dark_groove_with_a_thin_lit_lip(style: str, s: int) -> None:
    """Cut into the face, not laid on it: the groove darker than the face on either look, and on
    its far side (away from the lamp) a lit lip brighter than the face and narrower than the groove."""
    tones, face = _across_the_centre_line(style, s)
    groove = [k for k, v in enumerate(tones) if v < face * 0.8]
    lip = [k for k, v in enumerate(tones) if v > face + 0.03]
    assert groove, (style, s, "a groove darker than the face", [round(v, 3) for v in tones], round(face, 3))
    assert lip and min(lip) > max(groove), (style, s, "a lit lip beyond the groove", groove, lip)
    assert len(lip) < len(groove), (style, s, "the lip a thin line beside the groove", groove, lip)


@pytest.mark.parametrize("s", [96, 140])
def test_the_lamps_sheen_on_a_dark_face_has_no_hard_edge(s: int) -> None:
    """The glossy face's reflection fades out softly: across the upper left of a blank dark tile
    (where it lies) no two neighbouring pixels differ by more than 4 grey levels (nested ellipses of
    one opacity left a visible rim of 7)."""
    art = TileArt(tile_look("dark", colour_blind=False))
    picture = art.face(tile(0, 0), s)
    top, edge = s - depth(s), depth(s)
    ox, oy = (2 * s - edge - 2 * top) // 2, (s - edge - top) // 2
    xs, ys = range(ox + round(top * 0.15), ox + round(top * 0.85)), range(oy + round(top * 0.15), oy + round(top * 0.5))
    grey = {(x, y): sum(picture.get_at((x, y))[:3]) / 3 for x in xs for y in ys}
    steps = [abs(grey[x + 1, y] - grey[x, y]) for x in xs[:-1] for y in ys]
    steps += [abs(grey[x, y + 1] - grey[x, y]) for x in xs for y in ys[:-1]]
    assert max(steps) <= 4, (s, round(max(steps), 1))
