"""A ghost (where the lifted tile could go) never passes for the tile played last: the last
tile wears a gold ring, a ghost an ice-blue line and glow round its shape, a "+" by it, and no
body: it casts no shadow on the felt."""

from __future__ import annotations

import pygame

from game.engine.actions import LEFT, PLAYS
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import parse_tile
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.table.render.draw_tile import corner_radius
from tests.ui.test_ambiguous_end import FITS_BOTH, table_from

Pixel = tuple[int, int, int]


def _gold(c: Pixel) -> bool:
    return c[0] > 170 and c[1] > 130 and c[0] - c[2] > 70


def _ice(c: Pixel) -> bool:
    return c[2] > 170 and c[2] - c[0] > 40


def _band(surface: pygame.Surface, box: pygame.Rect, reach: int) -> list[Pixel]:
    """The pixels within ``reach`` of ``box``'s edge, either side: where a tile's mark is drawn."""
    outer, inner = box.inflate(2 * reach, 2 * reach), box.inflate(-2 * reach, -2 * reach)
    return [
        tuple(surface.get_at((x, y)))[:3]  # type: ignore[misc]
        for x in range(outer.left, outer.right)
        for y in range(outer.top, outer.bottom)
        if not inner.collidepoint(x, y)
    ]


def _table_after_the_computers_tile(app: App) -> TableScene:
    """You opened 1-0; the computer lays 0-5 (marked as played last); you hold 5-1, which fits both ends."""
    hands = [["1-0", "5-1", "2-2", "4-4", "6-6", "3-3", "6-2"], ["0-5", "6-5", "3-2", "4-2", "4-3", "2-6", "3-6"]]
    state = HandState.new(PRESETS["block"], [[parse_tile(t) for t in h] for h in hands], [], 0)
    state.step(PLAYS[parse_tile("1-0").index][LEFT])
    table = table_from(app, state, confirm=True, frames=60)
    assert table.state.ends == (1, 5) and table.human_to_move
    assert table.input.lifted(table) is FITS_BOTH
    return table


def test_a_ghost_is_marked_unlike_the_tile_played_last(app: App) -> None:
    table = _table_after_the_computers_tile(app)
    table.draw(app.window)
    g = table.view.geom
    reach = g.px(6)
    last = table.hand_rect(parse_tile("0-5"))
    ghost = table.ghost_rect(FITS_BOTH, LEFT)
    last_band, ghost_band = _band(app.window, last, reach), _band(app.window, ghost, reach)
    assert sum(map(_gold, last_band)) > 0, "the tile played last is ringed in gold"
    assert sum(map(_gold, ghost_band)) == 0, "no gold round a ghost"
    assert sum(map(_ice, ghost_band)) > len(ghost_band) // 4, "an ice-blue line and glow round a ghost"
    outline = pygame.Surface(last.size, pygame.SRCALPHA)  # the tile's own rounded outline: its box's corners are felt
    pygame.draw.rect(outline, (255, 255, 255, 255), outline.get_rect(), border_radius=corner_radius(min(last.size)))
    on_last = [
        tuple(app.window.get_at((x, y)))[:3]
        for x in range(last.left, last.right)
        for y in range(last.top, last.bottom)
        if outline.get_at((x - last.x, y - last.y)).a
    ]
    assert sum(map(_ice, on_last)) == 0, "the ghost's glow lies on the felt, never on the tile beside it"  # type: ignore[arg-type]
