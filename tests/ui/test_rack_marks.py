"""The rack's tiles that fit read as raised and lit, not boxed: a warm glow round the tile's own
shape fading out over the felt (a green rectangle drawn round it looked like a design tool's
selection), and the tile the keys or the pointer are on wears a crisp ring, a bright line on a
dark keyline, told from the glow by its form and lightness, not by colour alone."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.table import TableScene
from tests.ui.test_ambiguous_end import FITS_BOTH, table_at_an_ambiguous_tile
from tests.ui.test_art import luminance
from tests.ui.test_play_a_hand import FRAME, press


def _above(app: App, table: TableScene, lift: int) -> list[float]:
    """The lightness going up from the middle of the top edge of 5-1 (the one tile that fits),
    raised by ``lift``: what is drawn round it, out to where its glow has faded."""
    table.draw(app.window)
    box = table.hand_rect(FITS_BOTH).move(0, -lift)
    reach = box.w // 2
    return [luminance(app.window.get_at((box.centerx, box.top - 1 - k))) for k in range(reach)]


def _peaks(profile: list[float]) -> int:
    """How often the lightness going out rises again by more than a little: a line drawn round."""
    return sum(b > a + 0.02 for a, b in zip(profile, profile[1:], strict=False))


def test_a_fitting_tile_glows_round_its_shape_and_the_pointed_one_wears_a_ring(app: App) -> None:
    table = table_at_an_ambiguous_tile(app, confirm=True)
    g = table.view.geom
    assert table.input.lifted(table) is FITS_BOTH
    ringed = _above(app, table, g.px(12))
    press(pygame.K_RIGHT)  # the focus on to a tile that does not fit
    app.step(FRAME)
    assert table.input.lifted(table) is not FITS_BOTH
    lit = _above(app, table, g.px(5))
    felt = lit[-1]
    assert lit[0] > felt * 1.5, ("lit round its edge", lit)
    warm = app.window.get_at((table.hand_rect(FITS_BOTH).centerx, table.hand_rect(FITS_BOTH).top - g.px(5) - 2))
    assert warm.r > warm.b + 40, ("a warm light", warm)
    assert _peaks(lit) == 0, ("a glow fading out, no line round it", [round(v, 3) for v in lit])
    assert _peaks(ringed) >= 1, ("the pointed tile's ring, a line of its own", [round(v, 3) for v in ringed])
    ring = max(ringed[g.px(2) :])
    assert ring / min(ringed[: ringed.index(ring) + g.px(6)][ringed.index(ring) :]) > 1.6, (
        "the ring stands out from its keyline by lightness alone",
        [round(v, 3) for v in ringed],
    )
