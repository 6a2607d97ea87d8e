"""The Campaign's venue names stay readable at 200% in a small window, in the longest language."""

from __future__ import annotations

from pathlib import Path

from game.domain.campaign import VENUES
from game.i18n import _, set_language
from game.ui import layout_items
from game.ui.menus.campaign import CampaignScene

from .driver import Driver


def test_a_long_venue_name_takes_two_lines_rather_than_shrink_at_200_percent(data_dir: Path) -> None:
    game = Driver(data_dir, (960, 540))
    try:
        game.session.change(ui_scale=200, language="el")
        scene = CampaignScene(game.app, game.session)
        game.app.stack.push(scene)
        game.frames(1)
        with layout_items.recording() as items:
            scene.draw(game.app.window)
        names = {_(venue.name) for venue in VENUES}
        sizes = {item.text: item.px for item in items if item.kind == "text" and item.text in names}
        assert set(sizes) == names
        assert min(sizes.values()) >= 24 - 0.5, sizes
    finally:
        game.close()
        set_language("en")
