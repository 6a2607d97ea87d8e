"""The hand end's panel says the code that deals the hand again ("Deal C4-…", for "Play this deal")
wherever its room holds that line: at 1280x720 with four players the line of play on two rows left
the panel room for its compact rows and the code's, but the compact rows left the code out. At
960x540 the panel has only the room of its compact rows between the line and the rim (a known limit).
The code stands in a field sunk into the wood, like the one it is typed into: as a plain line of
grey it read as debug output."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.ui.app import App
from tests.ui.test_hand_end_fold import at_size, drawn
from tests.ui.test_hand_end_place import ended_hand


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_panel_says_the_deal_code_at_100(app: App, players: int) -> None:
    table, end = ended_hand(app, players, 100)
    code, word = table.state.deal, _("Deal {code}").partition("{code}")[0].strip()
    assert code
    for size in ((1280, 720), (2560, 1440)):
        at_size(app, size)
        panel = end.panel()
        items = drawn(app)
        said = [item.rect for item in items if item.kind == "text" and item.text == code]
        assert said and panel.contains(said[0]), f"{players} players at {size}: the code is not in the panel {panel}"
        labels = [item.rect for item in items if item.kind == "text" and item.text == word]
        assert labels and labels[0].right < said[0].left, "the word Deal stands before the code, apart"
        field, wood = _lightness(app.window, said[0].inflate(4, 0)), _lightness(app.window, said[0].move(0, -said[0].h))
        assert field < wood - 8, f"the code's field ({field}) is sunk, darker than the wood above it ({wood})"


def _lightness(surface: pygame.Surface, text: pygame.Rect) -> float:
    """How light the ground is at ``text``'s left and right ends (beside its letters, not on them)."""
    ends = [pygame.Rect(text.x, text.y, 2, text.h), pygame.Rect(text.right - 2, text.y, 2, text.h)]
    return sum(sum(pygame.transform.average_color(surface, r)[:3]) / 3 for r in ends) / 2
