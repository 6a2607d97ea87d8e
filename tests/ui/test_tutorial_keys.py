"""While the teacher's panel lies over the table's status line the line is left out (the panel
says the same), but the line's reminder of the keyboard's way to play, "(or ← → and Enter)", went
with it: at 150% the "play" lesson said only to play a tile that matches. The panel says the keys then."""

from __future__ import annotations

import random
from dataclasses import replace

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


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 150), ((2560, 1440), 150), ((1280, 720), 200)])
def test_the_keys_are_said_while_the_status_line_is_left_out(size: tuple[int, int], scale: int) -> None:
    """The whole hand in English: in every frame where the status line names the arrow keys, it is
    drawn clear of the panel or a text in the panel names them too (at 150% the panel came over
    the line in the "play" lesson, whose words did not name them)."""
    set_language("en")
    app = App(size, frame_cap=0)
    app.executor = InlineExecutor()
    try:
        tutorial = TutorialScene(app, lambda: None, PACES["fast"], replace(DEFAULT_STYLE, ui_scale=scale))
        app.stack.push(tutorial)
        player, rng = make_player("greedy"), random.Random(1)
        checked = 0
        for _frame in range(3000):
            app.step(FRAME)
            with layout_items.recording() as items:
                tutorial.draw(app.window)
            (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
            said = tutorial.table.status()[0]
            if "← →" in said and tutorial.lesson() != "match":  # the match lesson's words name the keys
                words = [i for i in items if i.kind == "text"]
                in_panel = [i.text for i in words if panel.contains(i.rect)]
                at_status = [i.text for i in words if i.text == said and not i.rect.colliderect(panel)]
                checked += 1
                where = f"{size} {scale}%, lesson {tutorial.lesson()}"
                assert at_status or any("← →" in text for text in in_panel), f"keys unsaid at {where}: {in_panel}"
            if tutorial.finished:
                break
            if tutorial.human_to_move and not tutorial.table.view.busy:
                tutorial.table.commit(player.choose(observe(tutorial.state, 0), rng))
        assert tutorial.finished
        assert checked, "the status line never named the keys: nothing was checked"
    finally:
        app.close()
        set_language("en")
