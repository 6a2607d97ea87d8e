"""Where the hint's bubble goes: over many seeded deals, at every player count, window size and
UI scale, it keeps off the opponents' faces, and its words stay inside it."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import legal_actions
from game.ui import theme
from game.ui.app import App
from game.ui.table.render.aid_panel import hint_plan
from game.ui.table.render.camera import follow
from game.ui.table.render.geometry import geometry

DEALS = 12
WORDS = ("Play 5-3: leaves 15 on the ends in All Fives", "Tried on 237 deals: ahead of 5-5 in 63%, behind in 37%")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
def test_the_hint_keeps_off_the_faces_with_any_deal(
    app: App, players: int, size: tuple[int, int], ui: float
) -> None:
    """The lead saw the hint's bubble on the top seat's face with 4 players at 200% (it took
    the place covering the least of the line, above it, where the face is): on every deal."""
    g = geometry(size, players, ui)
    faces = [pygame.Rect(seat.portrait) for seat in g.seats[1:] if seat.portrait.w]
    fonts = theme.Fonts()
    for seed in range(DEALS):
        rng = random.Random(seed)
        state = Match.new(PRESETS["classic"], players, None).start_hand(rng)
        length = rng.randrange(1, 20)
        while state.result is None and len(state.chain) < length:
            state.step(rng.choice(legal_actions(state)))
        line = [pygame.Rect(spot.box) for spot in follow(state.chain, g.chain, g.line_size).spots]
        shown = hint_plan(fonts, g, WORDS, line)
        on = [face for face in faces if shown.rect.colliderect(face)]
        assert not on, f"deal {seed}, {len(state.chain)} tiles: the hint at {shown.rect} lies on a face at {on}"
        widest = max(line.picture.get_width() for line in shown.lines)
        assert widest <= shown.rect.w, f"deal {seed}: a line {widest} px wide in a bubble {shown.rect.w} px wide"
