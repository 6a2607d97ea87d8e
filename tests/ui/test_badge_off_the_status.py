"""A seat's badge never lies on the status line, wherever a ghost stands beside the seat (the
merged tree's audit: with the ghosts' glow kept clear whole, the player's "Pass" at 1280x720 200%
in Greek and Serbian found room only on "Your turn: play a tile")."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game.devtools.audit import Game, screen_tutorial_later
from game.i18n import set_language


@pytest.mark.parametrize("language", ["el", "sr"])
def test_the_players_pass_stands_off_the_status_line_beside_a_ghost(language: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        game = Game(Path(folder) / "data", language, 200, (1280, 720))
        try:
            screen_tutorial_later(game)
            items = game.draw()
        finally:
            game.close()
            set_language("en")
    badges = [item for item in items if item.kind == "badge"]
    banners = [item for item in items if item.kind == "banner"]
    assert badges and banners, "a badge and the status line are up"
    over = [(b.text, s.text) for b in badges for s in banners if b.rect.colliderect(s.rect)]
    assert not over, f"badge over the status line: {over}"
