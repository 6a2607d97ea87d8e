"""A ghost's "+" never covers another tile: pinned on a corner of the ghost, it once sat on the
double standing beside it where the line meets a double (always on the upper right)."""

from __future__ import annotations

import pygame

from game.engine.actions import LEFT, PASS, PLAYS, RIGHT, Play
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import parse_tile
from game.ui.app import App
from game.ui.table.render import overlay
from tests.ui.test_ambiguous_end import table_from


def test_a_ghosts_badge_keeps_off_the_double_beside_it_and_the_other_ghost(app: App) -> None:
    """You opened 5-5 (standing across the line), the other seat laid 5-6, you 6-2, and you hold
    5-2: its left ghost lies beside the double, its corners by the double's long side."""
    hands = [["5-5", "6-2", "5-2", "4-4", "6-6", "3-3", "1-1"], ["5-6", "0-1", "0-3", "1-3", "0-4", "1-4", "3-4"]]
    state = HandState.new(PRESETS["block"], [[parse_tile(t) for t in h] for h in hands], [], 0)
    for tile, end in (("5-5", LEFT), ("5-6", RIGHT), ("6-2", RIGHT)):
        state.step(PLAYS[parse_tile(tile).index][end])
    state.step(PASS)  # the other seat has no 5 nor 2
    table = table_from(app, state, confirm=True, frames=60)
    assert table.human_to_move and table.state.ends == (5, 2)
    plays = [a for a in table.human_legal() if isinstance(a, Play) and a.tile == parse_tile("5-2")]
    assert len(plays) == 2
    shown = overlay.ghost_places(table.view, app.fonts, plays)
    double = [pygame.Rect(spot.box) for spot in table.view.chain.spots]
    radius = max(5, table.view.geom.px(9))
    for k, ghost in enumerate(shown):
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = ghost.badge
        others = double + [pygame.Rect(g.spot.box) for j, g in enumerate(shown) if j != k]
        assert disc.collidelist(others) < 0, (ghost.play.end, disc, others)
        assert disc.colliderect(pygame.Rect(ghost.spot.box)), "pinned on its own ghost"


def test_a_badge_with_no_free_corner_sits_on_its_own_ghost() -> None:
    """Boxed in on every side, the "+" lies on the ghost's own middle, over nothing else."""
    box = pygame.Rect(100, 100, 80, 40)
    around = [pygame.Rect(60, 60, 160, 40), pygame.Rect(60, 140, 160, 40), pygame.Rect(60, 100, 40, 40)]
    around.append(pygame.Rect(180, 100, 40, 40))
    assert overlay.badge_place(box, 9, around, pygame.Rect(0, 0, 400, 400)) == box.center
