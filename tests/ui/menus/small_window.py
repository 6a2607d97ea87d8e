"""The hardest fit for a menu: a 960x540 window at 200% UI scale, and the text a frame draws there."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.i18n import set_language
from game.ui import layout_items
from game.ui.scene import Scene

from .driver import Driver

SMALLEST_AT_200 = 24 - 0.5  # 12 px x 200%, as the layout audit measures it


@contextmanager
def small_window(data_dir: Path, language: str = "en") -> Iterator[Driver]:
    game = Driver(data_dir, (960, 540))
    try:
        game.session.change(ui_scale=200, language=language)
        yield game
    finally:
        game.close()
        set_language("en")


def shown(game: Driver, scene: Scene) -> list[layout_items.LayoutItem]:
    """``scene`` pushed (if not already on top) and drawn once: the text items it drew."""
    if game.app.stack.top is not scene:
        game.app.stack.push(scene)
        game.frames(1)
    with layout_items.recording() as items:
        scene.draw(game.app.window)
    return [item for item in items if item.kind == "text"]
