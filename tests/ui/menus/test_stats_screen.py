"""Statistics at a large UI scale in a small window: readable text that scrolls, never shrunk or cut off."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.menus.stats import StatsScene

from .small_window import SMALLEST_AT_200, shown, small_window


def test_at_200_percent_in_960x540_the_statistics_keep_their_size_and_scroll_to_every_group(data_dir: Path) -> None:
    with small_window(data_dir) as game:
        scene = StatsScene(game.app, game.session)
        first = shown(game, scene)
        seen = [item.text for item in first]
        assert min(item.px for item in first) >= SMALLEST_AT_200, [(i.text, i.px) for i in first]
        assert scene.content_more() == (False, True)  # the arrow under the records says there is more
        for key in (pygame.K_PAGEDOWN, pygame.K_DOWN, None):
            before = scene.content_scroll
            if key is None:
                game.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
            else:
                game.key(key)
            assert scene.content_scroll > before, key
        for _ in range(20):
            seen += [item.text for item in shown(game, scene)]
            game.key(pygame.K_PAGEDOWN)
        assert {"By mode", "By rules", "By opponent", "Hands won blocked"} <= set(seen)
        assert scene.content_more() == (True, False)
