"""What tells a player at a glance what a tile is: a back at a seat (as small as 14-17 px) shows an
emblem that stands out from its colour; a ghost's pips are fainter than a played tile's, so it
never reads as one; and a ghost's glow shows on every venue's cloth, the harbour's navy too."""

from __future__ import annotations

import pygame
import pytest

from game.engine.tiles import tile
from game.ui.table.render.draw_tile import TILE_STYLES, TileArt, depth, glow_reach, tile_look
from game.ui.venues import LOOKS
from tests.ui.test_art import contrast, luminance


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def _on(felt: tuple[int, int, int], picture: pygame.Surface) -> pygame.Surface:
    seen = pygame.Surface(picture.get_size())
    seen.fill(felt)
    seen.blit(picture, (0, 0))
    return seen


@pytest.mark.parametrize("venue", sorted(LOOKS))
@pytest.mark.parametrize("s", [14, 17, 34])
def test_a_backs_emblem_stands_out_from_its_colour_at_a_seats_size(venue: str, s: int) -> None:
    colour = LOOKS[venue].backs
    back = _on(LOOKS[venue].cloth, TileArt().with_backs(colour).back(s))
    top = s - depth(s)
    middle = pygame.Rect(0, 0, max(3, top // 2), max(3, top // 2))
    middle.center = ((2 * s - depth(s)) // 2, (s - depth(s)) // 2)
    pixels = [back.get_at((x, y)) for x in range(middle.left, middle.right) for y in range(middle.top, middle.bottom)]
    assert max(contrast(p, colour) for p in pixels) >= 2.5, (venue, s, "the emblem on the back")


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize("s", [30, 60, 120])
def test_a_ghosts_pips_are_fainter_than_a_played_tiles(style: str, s: int) -> None:
    art = TileArt(tile_look(style, colour_blind=False))
    felt = LOOKS["cafe"].cloth
    played = _on(felt, art.face(tile(6, 6), s))
    ghost = _on(felt, art.ghost(tile(6, 6), s, 0))

    top, edge = s - depth(s), depth(s)
    played_top = ((2 * s - edge - 2 * top) // 2 + top, (s - edge - top) // 2 + top // 2)  # the top's middle
    ghost_top = (ghost.get_width() // 2, ghost.get_height() // 2)
    seen, faded = _pip_contrast(played, played_top, top), _pip_contrast(ghost, ghost_top, top)
    assert faded < 0.6 * seen, (style, s, "ghost's pips", round(faded, 1), "a played tile's", round(seen, 1))


def _pip_contrast(picture: pygame.Surface, middle: tuple[int, int], top: int) -> float:
    """The strongest contrast of a pip of the left half of a top of side ``top`` whose middle lies at
    ``middle``, against that half's face (most of its pixels), off its bevel and centre line."""
    box = pygame.Rect(0, 0, top * 3 // 4, top * 3 // 4)
    box.center = (middle[0] - top // 2, middle[1])
    colours = sorted(
        (picture.get_at((x, y)) for x in range(box.left, box.right) for y in range(box.top, box.bottom)), key=luminance
    )
    face = colours[len(colours) // 2]
    return max(contrast(c, face) for c in colours)


@pytest.mark.parametrize("venue", sorted(LOOKS))
def test_a_ghosts_glow_shows_on_the_cloth(venue: str) -> None:
    """Half way out through its reach, past the keyline round its line, the glow still stands
    out from the cloth (on the harbour's navy it faded into it)."""
    s, felt = 60, LOOKS[venue].cloth
    ghost = _on(felt, TileArt().ghost(tile(6, 6), s, 0))
    line = next(y for y in range(ghost.get_height()) if ghost.get_at((ghost.get_width() // 2, y))[2] > 240)
    glow = ghost.get_at((ghost.get_width() // 2, line - 1 - glow_reach(s) // 2))
    assert contrast(glow, felt) >= 2.0, (venue, felt, "the glow", glow, round(contrast(glow, felt), 2))
