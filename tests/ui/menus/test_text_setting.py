"""The "text and button size" setting enlarges the Statistics and the Rules text as it does their
buttons: at 200% in 1280x720 and 1920x1080 they stayed near their 100% size beside a Back button
twice as large."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import set_language
from game.ui.menus import rules as rules_menu
from game.ui.menus.base import MenuScene
from game.ui.menus.rules import RulesScene
from game.ui.menus.stats import StatsScene

from .driver import Driver
from .small_window import shown


def size_of(data_dir: Path, size: tuple[int, int], scale: int, screen: str) -> float:
    """The size the first record's label (Statistics) or the first body line (Rules) is drawn at."""
    game = Driver(data_dir, size)
    try:
        game.session.change(ui_scale=scale, language="fi")
        kind: type[MenuScene] = StatsScene if screen == "stats" else RulesScene
        scene = kind(game.app, game.session)
        first = "Voitetut erät" if screen == "stats" else rules_menu.rules_text("basics")[:12]
        return next(item.px for item in shown(game, scene) if item.text.startswith(first))
    finally:
        game.close()
        set_language("en")


@pytest.mark.parametrize("screen", ["stats", "rules"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_text_setting_doubles_the_words_at_200_percent(data_dir: Path, size: tuple[int, int], screen: str) -> None:
    at_100 = size_of(data_dir / "a", size, 100, screen)
    at_200 = size_of(data_dir / "b", size, 200, screen)
    assert at_200 >= 1.9 * at_100, (at_100, at_200)
