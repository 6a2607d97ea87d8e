"""Settings at 200% (issue #26 defect 8): the rows fill the screen from the top at every scroll
position, every label is drawn at one size and every description at one size no larger, and the
words keep clear of the row's edge (the focus ring is drawn round it)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.i18n import set_language
from game.ui import layout_items
from game.ui.menus.settings import SettingsScene

from .driver import Driver

CASES = [((960, 540), "en"), ((960, 540), "el"), ((1280, 720), "fi"), ((1280, 720), "el")]


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def settings(request: pytest.FixtureRequest, data_dir: Path) -> Iterator[tuple[Driver, SettingsScene]]:
    size, language = request.param
    game = Driver(data_dir, size)
    game.session.change(ui_scale=200, language=language)
    scene = SettingsScene(game.app, game.session)
    game.app.stack.push(scene)
    game.frames(1)
    yield game, scene
    game.close()
    set_language("en")


def plain(text: str) -> str:
    return " ".join(text.split())


def every_scroll(game: Driver, scene: SettingsScene) -> Iterator[list[layout_items.LayoutItem]]:
    """The focus moved down through every control (the list scrolls as it goes): the text drawn each time."""
    for _ in range(len(scene.controls)):
        with layout_items.recording() as items:
            scene.draw(game.app.window)
        yield [item for item in items if item.kind == "text"]
        game.key(pygame.K_DOWN)


def test_the_rows_start_at_the_top_of_the_list_wherever_it_is_scrolled(settings: tuple[Driver, SettingsScene]) -> None:
    game, scene = settings
    for _items in every_scroll(game, scene):
        shown = [c for c in scene.controls if scene.shown(c)]
        assert shown, "no row shown"
        first = min(c.rect.y for c in shown)
        focused = scene.controls[scene.focus].key
        assert first - scene.list_area.y <= scene.px(scene.row_gap), (focused, first, scene.list_area)
        below = [c for c in scene.controls if c.rect.y > max(r.rect.bottom for r in shown)]
        if below:  # the next row did not fit: no room for it was left empty
            room = scene.list_area.bottom - max(r.rect.bottom for r in shown)
            assert room < below[0].rect.h + scene.px(scene.row_gap), (below[0].key, room)


def test_labels_share_one_size_descriptions_another_no_larger_and_both_keep_inside_the_row(
    settings: tuple[Driver, SettingsScene],
) -> None:
    game, scene = settings
    labels: dict[str, float] = {}
    details: dict[str, float] = {}
    for items in every_scroll(game, scene):
        for control in scene.controls:
            if not scene.shown(control):
                continue
            pad = scene.px(6)
            inner = control.rect.inflate(0, -2 * pad)
            words = {plain(control.label()): labels, plain(control.detail()) if control.detail else None: details}
            for item in items:
                kept = words.get(plain(item.text))  # a long label or description is drawn over two lines
                if kept is None or not control.rect.colliderect(item.rect):
                    continue
                kept[item.text] = item.px
                where = (control.key, item.text, item.rect, control.rect)
                assert inner.top <= item.rect.top and item.rect.bottom <= inner.bottom, where
    assert labels and details
    assert len(set(labels.values())) == 1, labels
    assert len(set(details.values())) == 1, details
    assert max(details.values()) <= min(labels.values()), (labels, details)
