"""The hand end's panel says the code that deals the hand again ("Deal C4-…", for "Play this deal")
wherever its room holds that line: at 1280x720 with four players the line of play on two rows left
the panel room for its compact rows and the code's, but the compact rows left the code out. At
960x540 the panel has only the room of its compact rows between the line and the rim (a known limit)."""

from __future__ import annotations

import pytest

from game.i18n import _
from game.ui.app import App
from tests.ui.test_hand_end_fold import at_size, drawn
from tests.ui.test_hand_end_place import ended_hand


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_panel_says_the_deal_code_at_100(app: App, players: int) -> None:
    table, end = ended_hand(app, players, 100)
    code = _("Deal {code}").format(code=table.state.deal)
    assert table.state.deal
    for size in ((1280, 720), (2560, 1440)):
        at_size(app, size)
        panel = end.panel()
        said = [item.rect for item in drawn(app) if item.kind == "text" and item.text == code]
        assert said and panel.contains(said[0]), f"{players} players at {size}: the code is not in the panel {panel}"
