"""The end-of-hand panel and the match end grow with the UI scale: their buttons' labels stay
readable (12 px at 100%, scaled) in a small window at 200%."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from game.ui.audit import SCREENS, Game, problems
from game.ui.layout_items import SMALLEST_TEXT

LABELS = ("Back to menu", "Review this hand", "New match", "Next hand")


@pytest.mark.parametrize("screen", ["hand end", "match end"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_end_buttons_read_at_200_percent(tmp_path: Path, screen: str, size: tuple[int, int]) -> None:
    game = Game(tmp_path / "data", "en", 200)
    try:
        open_screen: Callable[[Game], None] = SCREENS[screen]
        open_screen(game)
        game.resize(size)
        items = game.draw()
    finally:
        game.close()
    labels = [i for i in items if i.kind == "text" and i.text in LABELS]
    assert {i.text for i in labels} >= {"Back to menu", "New match"}, "the buttons are drawn and noted"
    small = [(i.text, round(i.px)) for i in labels if i.px < SMALLEST_TEXT * 2 - 0.5]
    assert not small, f"button labels under {SMALLEST_TEXT * 2} px at 200%: {small}"
    assert problems(items, size, 200) == []
