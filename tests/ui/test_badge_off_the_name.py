"""The player's badge never lies on their own name plate: with a ghost over the raised plate and
the status line beside it (the tutorial at 1280x720 200%), "Πάσο" fell back across the plate's
top and covered "Εσύ"; it now hangs above the plate's left end, clear of the ghost."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game.devtools.audit import Game, screen_tutorial_later
from game.i18n import set_language


@pytest.mark.parametrize("language", ["en", "el", "sr"])
def test_the_players_pass_leaves_their_name_plate_clear(language: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        game = Game(Path(folder) / "data", language, 200, (1280, 720))
        try:
            screen_tutorial_later(game)
            items = game.draw()
        finally:
            game.close()
            set_language("en")
    player = max((item.rect for item in items if item.kind == "plate"), key=lambda rect: rect.y)  # at the bottom
    badges = [item for item in items if item.kind == "badge"]
    assert badges, "the player's badge is up"
    over = [b.text for b in badges if b.rect.colliderect(player)]
    assert not over, f"badge over the player's name plate: {over}"
    others = [item for item in items if item.kind in ("ghost", "banner", "tile")]
    assert not [(b.text, o.kind) for b in badges for o in others if b.rect.colliderect(o.rect)]
