"""The demo behind the title plays hands the player never played: they never reach Recent hands."""

from __future__ import annotations

from pathlib import Path

from game.devtools.audit import Game, screen_title_demo
from game.ui.scenes.history import recent


def test_the_title_demo_writes_nothing_to_the_players_history(tmp_path: Path) -> None:
    """Issue 26 defect 9: Recent hands listed the demo's hands first."""
    game = Game(tmp_path / "data", "en", 100)
    try:
        screen_title_demo(game)  # a demo hand played to its end
        assert recent(game.session.saves.history) == []
    finally:
        game.close()
