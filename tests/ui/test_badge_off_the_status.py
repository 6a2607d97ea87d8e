"""The player's badge, with a ghost beside the raised plate and the status line beside it (the
tutorial later in its hand at 1280x720 200%), lies neither on the status line (the merged tree's
audit: with the ghosts' glow kept clear whole, "Pass" in Greek and Serbian found room only on
"Your turn: play a tile") nor on the player's own name plate ("Πάσο" fell back across the plate's
top and covered "Εσύ"; it now hangs above the plate's left end, clear of the ghost)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from game.devtools.audit import Game, screen_tutorial_later
from game.i18n import set_language
from game.ui.layout_items import LayoutItem


def _tutorial_later(language: str) -> list[LayoutItem]:
    """What the tutorial's frame draws later in its hand, at 1280x720 and 200% in ``language``."""
    with tempfile.TemporaryDirectory() as folder:
        game = Game(Path(folder) / "data", language, 200, (1280, 720))
        try:
            screen_tutorial_later(game)
            return game.draw()
        finally:
            game.close()
            set_language("en")


@pytest.mark.parametrize("language", ["el", "sr"])
def test_the_players_pass_stands_off_the_status_line_beside_a_ghost(language: str) -> None:
    items = _tutorial_later(language)
    badges = [item for item in items if item.kind == "badge"]
    banners = [item for item in items if item.kind == "banner"]
    assert badges and banners, "a badge and the status line are up"
    over = [(b.text, s.text) for b in badges for s in banners if b.rect.colliderect(s.rect)]
    assert not over, f"badge over the status line: {over}"


@pytest.mark.parametrize("language", ["en", "el", "sr"])
def test_the_players_pass_leaves_their_name_plate_clear(language: str) -> None:
    items = _tutorial_later(language)
    player = max((item.rect for item in items if item.kind == "plate"), key=lambda rect: rect.y)  # at the bottom
    badges = [item for item in items if item.kind == "badge"]
    assert badges, "the player's badge is up"
    over = [b.text for b in badges if b.rect.colliderect(player)]
    assert not over, f"badge over the player's name plate: {over}"
    others = [item for item in items if item.kind in ("ghost", "banner", "tile")]
    assert not [(b.text, o.kind) for b in badges for o in others if b.rect.colliderect(o.rect)]
