"""What a new player met in the tutorial: the score bar said "Quick round", the teacher's pass went
unsaid, the lesson taught pressing D though real games draw for the player, and in a small window
the teacher's panel lay over the score bar."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pygame
import pytest

from game.ai.players import make_player
from game.engine.actions import Draw, Pass
from game.engine.observe import observe
from game.i18n import _, set_language
from game.ui import layout_items
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.tutorial import TEACHER, TutorialScene
from game.ui.table.render.style import DEFAULT_STYLE
from tests.ui.inline import InlineExecutor
from tests.ui.test_help import key
from tests.ui.test_play_a_hand import FRAME
from tests.ui.test_tutorial import _play_tile, wait_for_turn


def test_the_score_bar_says_it_is_the_tutorial(app: App) -> None:
    """Not "Quick round": the bar names the tutorial."""
    tutorial = TutorialScene(app, lambda: None, PACES["fast"])
    app.stack.push(tutorial)
    app.step(FRAME)
    frame = tutorial.table.view.hud_frame(app.fonts)
    assert frame.goal == _("Tutorial"), frame.goal
    assert _("Quick round") not in (frame.title, frame.goal)


def test_the_teacher_says_it_passes(app: App) -> None:
    """The teacher's pass (5-5 fits neither 2 nor 0) is said in the panel, with the ends it could not match."""
    tutorial = TutorialScene(app, lambda: None, PACES["fast"])
    app.stack.push(tutorial)
    for move in ("5-3", pygame.K_d, "3-4", pygame.K_p, "2-2"):  # the teacher answers each
        wait_for_turn(app, tutorial)
        if isinstance(move, str):
            _play_tile(app, tutorial, move)
        else:
            key(move)
            app.step(FRAME)
    wait_for_turn(app, tutorial)
    last = tutorial.state.history[-1]
    assert last.seat == TEACHER and isinstance(last.action, Pass), "the script: the teacher passes here"
    left, right = tutorial.state.ends or (None, None)
    prompt = tutorial.prompt()
    assert tutorial.lesson() == "teacher passed", tutorial.lesson()
    assert (
        _("Your teacher has no tile for the ends ({left} and {right}) and passes.").format(left=left, right=right)
        in prompt
    ), prompt


def test_with_auto_draw_the_game_draws_and_the_teacher_says_so(app: App) -> None:
    """Auto-draw on (the default setting): as in a real game the table draws for the player, and the
    lesson says the game drew for them; auto-draw off: the lesson asks for D, as before."""
    tutorial = TutorialScene(app, lambda: None, PACES["fast"], replace(DEFAULT_STYLE, auto_draw=True))
    app.stack.push(tutorial)
    wait_for_turn(app, tutorial)
    _play_tile(app, tutorial, "5-3")
    for _frame in range(400):  # no key pressed: the teacher's 6-1, then the table draws for the player
        app.step(FRAME)
        if tutorial.lesson() == "drawn":
            break
    last = tutorial.state.history[-1]
    assert last.seat == 0 and isinstance(last.action, Draw), "the game drew for the player"
    assert tutorial.lesson() == "drawn"
    assert _("so the game drew for you from the boneyard") in tutorial.prompt(), tutorial.prompt()

    by_hand = TutorialScene(app, lambda: None, PACES["fast"], replace(DEFAULT_STYLE, auto_draw=False))
    app.stack.push(by_hand)
    wait_for_turn(app, by_hand)
    _play_tile(app, by_hand, "5-3")
    wait_for_turn(app, by_hand)
    assert by_hand.lesson() == "draw" and "D" in by_hand.prompt()


def _drawn(app: App, tutorial: TutorialScene) -> tuple[pygame.Rect, list[pygame.Rect], list[pygame.Rect]]:
    """The teacher's panel, the score bar (when drawn) and the line's tiles, as the frame drew them."""
    with layout_items.recording() as items:
        tutorial.draw(app.window)
    (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
    return panel, [i.rect for i in items if i.kind == "bar"], [i.rect for i in items if i.kind == "tile"]


def test_the_panel_keeps_off_the_score_bar_in_a_small_window() -> None:
    """960x540 at 100% and 200%, English, Finnish and Greek, every frame of the lesson played out: the
    panel clear of the score bar and of the line of play it explains."""
    for scale, language in itertools.product((100, 200), ("en", "fi", "el")):
        set_language(language)
        app = App((960, 540), frame_cap=0)
        app.executor = InlineExecutor()
        try:
            style = replace(DEFAULT_STYLE, ui_scale=scale, auto_draw=True)
            tutorial = TutorialScene(app, lambda: None, PACES["fast"], style)
            app.stack.push(tutorial)
            player, rng = make_player("greedy"), random.Random(1)
            window = pygame.Rect(0, 0, 960, 540)
            for _frame in range(3000):
                app.step(FRAME)
                panel, bar, tiles = _drawn(app, tutorial)
                where = f"{scale}% {language}, lesson {tutorial.lesson()}"
                assert window.contains(panel), f"the panel runs out of the window at {where}"
                assert panel.collidelist(bar) < 0, f"the panel on the score bar at {where}"
                assert panel.collidelist(tiles) < 0, f"the panel on the line of play at {where}"
                if tutorial.finished:
                    break
                if tutorial.human_to_move:
                    tutorial.table.commit(player.choose(observe(tutorial.state, 0), rng))
            assert tutorial.finished
        finally:
            app.close()
            set_language("en")


def test_the_panel_is_worked_out_once_per_layout_change(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """It was placed every frame; now only when the window, its words or what it keeps off change."""
    tutorial = TutorialScene(app, lambda: None, PACES["fast"])
    app.stack.push(tutorial)
    wait_for_turn(app, tutorial)
    for _frame in range(30):  # the opening's tiles settle
        app.step(FRAME)
    placed: list[tuple[int, int]] = []
    place = tutorial.panel_place

    def counted(size: tuple[int, int], window: pygame.Rect, centre: int | None = None) -> pygame.Rect:
        placed.append(size)
        return place(size, window, centre)

    monkeypatch.setattr(tutorial, "panel_place", counted)
    for _frame in range(20):  # the player thinks: nothing moves
        app.step(FRAME)
    assert placed == [], f"placed {len(placed)} times in 20 still frames"
    app.window = pygame.display.set_mode((960, 540))
    tutorial.resize((960, 540))
    app.step(FRAME)
    assert placed, "a new window size places it again"
