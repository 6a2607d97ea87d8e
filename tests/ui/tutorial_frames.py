"""The tutorial hand played through frame by frame, for the tests that look at what each frame drew."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

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


def played_frames(
    size: tuple[int, int], scale: int, language: str = "en"
) -> Iterator[tuple[TutorialScene, list[layout_items.LayoutItem]]]:
    """Each frame of the tutorial hand at ``size``, ``scale`` and ``language``, a greedy player making
    the player's moves once the table is still: the scene and what its frame drew; the last frame is
    the one that finished the hand (an AssertionError if none does)."""
    set_language(language)
    app = App(size, frame_cap=0)
    app.executor = InlineExecutor()
    try:
        tutorial = TutorialScene(app, lambda: None, PACES["fast"], replace(DEFAULT_STYLE, ui_scale=scale))
        app.stack.push(tutorial)
        player, rng = make_player("greedy"), random.Random(1)
        for _frame in range(3000):
            app.step(FRAME)
            with layout_items.recording() as items:
                tutorial.draw(app.window)
            yield tutorial, list(items)
            if tutorial.finished:
                return
            if tutorial.human_to_move and not tutorial.table.view.busy:
                tutorial.table.commit(player.choose(observe(tutorial.state, 0), rng))
        raise AssertionError("the tutorial never finished")
    finally:
        app.close()
        set_language("en")
