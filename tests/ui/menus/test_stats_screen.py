"""Statistics at a large UI scale in a small window: readable text that scrolls, never shrunk or cut off."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import layout_items
from game.ui.menus.stats import StatsScene

from .driver import Driver


def drawn(scene: StatsScene, game: Driver) -> list[layout_items.LayoutItem]:
    with layout_items.recording() as items:
        scene.draw(game.app.window)
    return [item for item in items if item.kind == "text"]


def test_at_200_percent_in_960x540_the_statistics_keep_their_size_and_scroll_to_every_group(data_dir: Path) -> None:
    game = Driver(data_dir, (960, 540))
    try:
        game.session.change(ui_scale=200)
        scene = StatsScene(game.app, game.session)
        game.app.stack.push(scene)
        game.frames(1)
        first = drawn(scene, game)
        seen = [item.text for item in first]
        assert min(item.px for item in first) >= 24 - 0.5, [(i.text, i.px) for i in first]
        assert scene.content_more() == (False, True)  # the arrow under the records says there is more
        post_wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
        for event_key in (pygame.K_PAGEDOWN, pygame.K_DOWN, None):
            before = scene.content_scroll
            if event_key is None:
                game.post(post_wheel)
                game.frames(1)
            else:
                game.key(event_key)
            assert scene.content_scroll > before, event_key
        for _ in range(20):
            seen += [item.text for item in drawn(scene, game)]
            game.key(pygame.K_PAGEDOWN)
        assert {"By mode", "By rules", "By opponent", "Hands won blocked"} <= set(seen)
        assert scene.content_more() == (True, False)
    finally:
        game.close()
