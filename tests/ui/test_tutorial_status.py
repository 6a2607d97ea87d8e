"""At 150% the teacher's panel came to lie over the table's status line (the faces and badges
now rank above it), and the two texts, saying the same thing, were drawn on top of each other:
while the panel covers the status line, the line is not drawn under it."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

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


def test_the_status_line_and_the_panel_never_overlap() -> None:
    """1280x720 at 150%, English, the whole hand played (the audit's "tutorial later step" among its
    frames): no text of the status line lies under or over the panel, and the panel still says what
    to do; at least one frame had the panel over the status line (else this checks nothing)."""
    set_language("en")
    app = App((1280, 720), frame_cap=0)
    app.executor = InlineExecutor()
    try:
        tutorial = TutorialScene(app, lambda: None, PACES["fast"], replace(DEFAULT_STYLE, ui_scale=150))
        app.stack.push(tutorial)
        player, rng = make_player("greedy"), random.Random(1)
        status, over_the_line = pygame.Rect(tutorial.table.view.geom.status), 0
        for _frame in range(3000):
            app.step(FRAME)
            with layout_items.recording() as items:
                tutorial.draw(app.window)
            (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
            panel_words = [i for i in items if i.kind == "text" and panel.contains(i.rect)]
            assert any(i.text == tutorial.prompt() for i in panel_words), [i.text for i in panel_words]
            over_the_line += panel.colliderect(status)
            others = [i for i in items if i.kind in ("text", "banner") and i not in panel_words]
            under = [(i.kind, i.text) for i in others if i.rect.colliderect(panel)]
            assert not under, f"lesson {tutorial.lesson()}, under the teacher's panel: {under}"
            if tutorial.finished:
                break
            if tutorial.human_to_move and not tutorial.table.view.busy:
                tutorial.table.commit(player.choose(observe(tutorial.state, 0), rng))
        assert tutorial.finished, "the tutorial never finished"
        assert over_the_line, "the panel never lay over the status line: nothing was checked"
    finally:
        app.close()
        set_language("en")
