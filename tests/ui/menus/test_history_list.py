"""Recent hands at 200% in 960x540 (issue #26 defect 9): the list uses the window's height, says
that more hands are kept than it shows (a scroll bar whose thumb moves), and sets every row at one size."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.engine.record import record_of
from game.persist.history import labelled
from game.ui import layout_items
from game.ui.scenes.history import HistoryScene
from tests.persist.play import moves, new_match

from .small_window import SMALLEST_AT_200, small_window


def kept_hands(game_saves: object, count: int) -> None:
    rng = random.Random(8)
    for _ in range(count):
        state = moves(new_match("classic", 2, 100).start_hand(rng), rng)
        game_saves.history.add(labelled(record_of(state), [None, "Aino"], 1), demo=False, when=game_saves.clock())  # type: ignore[attr-defined]


def drawn(scene: HistoryScene, surface: pygame.Surface) -> list[layout_items.LayoutItem]:
    with layout_items.recording() as items:
        scene.draw(surface)
    return [item for item in items if item.kind == "text"]


def test_at_200_percent_in_960x540_the_list_fills_the_window_and_shows_it_scrolls(data_dir: Path) -> None:
    with small_window(data_dir, "fi") as game:
        kept_hands(game.session.saves, 12)
        scene = HistoryScene(game.app, game.session.saves, game.session.pace(), game.session.style())
        game.app.stack.push(scene)
        game.frames(1)
        surface = game.app.window
        texts = drawn(scene, surface)
        assert scene.rows >= 3, scene.rows
        last = scene.row_rect(scene.rows - 1)
        step = scene.row_rect(1).y - scene.row_rect(0).y
        assert scene.review_button.box.y - last.bottom < step, "room for another row was left empty"
        in_rows = [item for item in texts if any(scene.row_rect(i).colliderect(item.rect) for i in range(scene.rows))]
        sizes = [(item.text, item.px) for item in in_rows]
        assert len({px for _text, px in sizes}) == 1 and in_rows[0].px >= SMALLEST_AT_200, sizes
        bar = scene.scroll_bar()
        assert bar is not None, "twelve hands, a few rows: nothing said there are more"
        track, thumb = bar
        assert track.contains(thumb) and thumb.h < track.h
        assert pygame.Rect(0, 0, *game.app.size).contains(track)
        assert not any(track.colliderect(scene.row_rect(i)) for i in range(scene.rows))
        beside = track.move(track.w * 2, 0).center
        assert surface.get_at(thumb.center)[:3] != surface.get_at(beside)[:3], "the thumb is drawn"
        top = thumb.y
        for _ in range(11):
            game.key(pygame.K_DOWN)
        bar = scene.scroll_bar()
        assert bar is not None and bar[1].y > top and bar[1].bottom == bar[0].bottom


def test_a_list_that_fits_has_no_scroll_bar(data_dir: Path) -> None:
    with small_window(data_dir, "en") as game:
        kept_hands(game.session.saves, 2)
        scene = HistoryScene(game.app, game.session.saves, game.session.pace(), game.session.style())
        assert scene.rows >= 2 and scene.scroll_bar() is None
