"""At 200% the teacher's panel kept to the top of the table, over the teacher's face and its
"Pass" badge, even where the room below the teacher's seat was free: where there is room it
now keeps off the seats' faces and speech badges as well as the line, the hand and the buttons."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pygame
import pytest

from game.ai.players import make_player
from game.engine.observe import observe
from game.i18n import set_language
from game.ui import layout_items
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.tutorial import TutorialScene
from game.ui.table.render.style import DEFAULT_STYLE
from tests.ui.inline import InlineExecutor
from tests.ui.test_play_a_hand import FRAME

BOARD = ("tile", "ghost", "label", "control")  # what the panel never covers when it can help it


def _free_place(panel: pygame.Rect, taken: list[pygame.Rect], top: int, window: pygame.Rect) -> pygame.Rect | None:
    """A place for the panel, as wide and tall and straight above or below where it is, under the
    score bar and inside the window, that covers none of ``taken``; None when there is none."""
    for y in range(top, window.bottom - panel.h + 1, 4):
        place = panel.move(0, y - panel.y)
        if place.collidelist(taken) < 0:
            return place
    return None


@pytest.mark.parametrize(("size", "language"), list(itertools.product([(960, 540), (1280, 720)], ["en", "fi"])))
def test_the_panel_keeps_off_the_faces_and_badges_where_there_is_room(size: tuple[int, int], language: str) -> None:
    set_language(language)
    app = App(size, frame_cap=0)
    app.executor = InlineExecutor()
    try:
        tutorial = TutorialScene(app, lambda: None, PACES["fast"], replace(DEFAULT_STYLE, ui_scale=200))
        app.stack.push(tutorial)
        player, rng = make_player("greedy"), random.Random(1)
        window, clear_frames = pygame.Rect((0, 0), size), 0
        for _frame in range(3000):
            app.step(FRAME)
            with layout_items.recording() as items:
                tutorial.draw(app.window)
            (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
            faces = [i.rect for i in items if i.kind in ("portrait", "badge")]
            board = [i.rect for i in items if i.kind in BOARD and i.panel != panel]
            board += [pygame.Rect(spot.box) for spot in tutorial.table.view.chain.spots]  # landed or on their way
            board += [tutorial.hand_rect(t) for t in tutorial.table.hand_tiles()]
            bar = next(i.rect for i in items if i.kind == "bar")
            if panel.collidelist(faces) >= 0:
                free = _free_place(panel, board + faces, bar.bottom, window)
                where = f"{size} {language}, lesson {tutorial.lesson()}"
                assert free is None, f"the panel {panel} lies over a face or badge at {where}; {free} was free"
            else:
                clear_frames += 1
            if tutorial.finished:
                break
            if tutorial.human_to_move:
                tutorial.table.commit(player.choose(observe(tutorial.state, 0), rng))
        assert tutorial.finished and clear_frames > 0
    finally:
        app.close()
        set_language("en")
