"""Keys only: a whole hand played with Tab focus over tiles and buttons, and the help overlay."""

from __future__ import annotations

import pygame

from game.engine.actions import DRAW, LEFT, PASS, Action, Play
from game.ui.app import App
from game.ui.scenes.help import HelpOverlay, key_rows
from game.ui.scenes.table import TableScene
from game.ui.table.plan import TablePlan
from game.ui.table.render.style import TableStyle
from tests.ui.test_play_a_hand import FRAME, demanding_deal, new_table, play_hand, play_on_engine, post
from tests.ui.test_style import Heard


def key(code: int, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode=unicode, scancode=0)


def by_tab(app: App, table: TableScene, kind: str, action: Action) -> None:
    """Tab to the tile or button (a ring shows where), then Enter; the end by L / R."""
    for _ in range(40):
        app.step(FRAME)
        focused = table.input.button or table.hand_tiles()[table.input.focus]
        if kind in ("draw", "pass"):
            wanted: object = table.controls.draw if action is DRAW else table.controls.pass_
        else:
            assert isinstance(action, Play)
            wanted = action.tile
        if focused is wanted:
            break
        key(pygame.K_TAB)
    else:
        raise AssertionError(f"Tab never reached {wanted}")
    if kind in ("draw", "pass"):
        button = table.input.button  # the focus is on it: the loop stopped at the wanted button
        assert button is not None and button.focus, "the focused button shows its ring"
    key(pygame.K_SPACE if kind == "pass" else pygame.K_RETURN)
    if kind == "both ends":
        app.step(FRAME)
        assert isinstance(action, Play) and table.input.selected is action.tile
        key(pygame.K_l if action.end == LEFT else pygame.K_r)


def test_a_whole_hand_by_tab_and_enter_with_buttons_pressed_by_keys(app: App) -> None:
    deal = demanding_deal()
    expected_kinds, expected_result = play_on_engine(deal)
    audio = Heard()
    table = new_table(app, deal, TablePlan(style=TableStyle(audio=audio)))
    kinds = play_hand(app, table, by_tab)
    assert kinds == expected_kinds >= {"draw", "pass"}
    assert table.state.result == expected_result
    pressed = [e for e in table.state.history if e.seat == 0 and e.action in (DRAW, PASS)]
    assert audio.names.count("click") == len(pressed), "every button pressed by key clicks"


def test_tab_goes_round_tiles_and_buttons_and_back(app: App) -> None:
    table = new_table(app, demanding_deal())
    while not table.human_to_move:
        app.step(FRAME)
    ring = table.input.ring(table, table.controls)
    seen = []
    for _ in range(len(ring)):
        key(pygame.K_TAB)
        app.step(FRAME)
        seen.append(table.input.button or table.hand_tiles()[table.input.focus])
    assert set(map(id, seen)) == set(map(id, ring)), "Tab visits every tile and working button"
    before = seen[-2]
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    app.step(FRAME)
    assert (table.input.button or table.hand_tiles()[table.input.focus]) is before, "Shift+Tab goes back"


def test_f1_and_question_mark_open_the_help_over_the_table_and_any_key_closes_it(app: App) -> None:
    table = new_table(app, demanding_deal())
    app.step(FRAME)
    plain = pygame.image.tobytes(app.window, "RGB")
    for code, text in ((pygame.K_F1, ""), (pygame.K_SLASH, "?")):
        key(code, pygame.KMOD_SHIFT if text else 0, text)
        app.step(FRAME)
        assert isinstance(app.stack.top, HelpOverlay)
        assert app.stack.visible() == [table, app.stack.top], "the table shows under the help"
        assert pygame.image.tobytes(app.window, "RGB") != plain
        tracker = table.view.tracker_open
        key(pygame.K_t)  # on the table, T opens or closes the tracker
        app.step(FRAME)
        top: object = app.stack.top
        assert top is table and table.view.tracker_open == tracker, "the closing key does nothing else"
    key(pygame.K_t)
    app.step(FRAME)
    assert table.view.tracker_open != tracker, "keys reach the table again"


def test_the_help_lists_every_key_the_issue_names() -> None:
    keys = " ".join(k for k, _ in key_rows())
    for name in ("←", "→", "Tab", "Enter", "Space", "L", "R", "D", "P", "H", "T", "U", "Esc", "F11", "F1", "?"):
        assert name in keys, name


def test_the_help_fits_its_panel_at_every_size_and_scale(app: App) -> None:
    for size in ((960, 540), (1920, 1080)):
        app.window = pygame.display.set_mode(size)
        for scale in (1.0, 2.0):
            help_ = HelpOverlay(app, scale)
            rect, row = help_.panel()
            assert app.window.get_rect().contains(rect)
            assert row * (help_.per_page() + 2) <= rect.h
            assert help_.per_page() * help_.pages() >= len(key_rows()), "every key on some page"


def test_a_help_too_long_for_the_window_at_its_scale_comes_in_pages(app: App) -> None:
    """200% in 960x540: the rows keep their size and the keys come in pages; → turns, another key closes."""
    app.window = pygame.display.set_mode((960, 540))
    help_ = HelpOverlay(app, 2.0)
    app.stack.push(help_)
    assert help_.pages() > 1 and help_.panel()[1] >= round(34 * 0.75 * 2.0)
    for page in range(1, help_.pages()):
        key(pygame.K_RIGHT)
        app.step(FRAME)
        assert app.stack.top is help_ and help_.page == page
    key(pygame.K_RIGHT)
    app.step(FRAME)
    assert app.stack.top is not help_
