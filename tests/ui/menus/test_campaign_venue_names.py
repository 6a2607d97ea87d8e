"""The Campaign's venue names stay readable at 200% in a small window, in the longest language."""

from __future__ import annotations

from pathlib import Path

from game.domain.campaign import VENUES
from game.i18n import _
from game.ui.menus.campaign import CampaignScene

from .small_window import SMALLEST_AT_200, shown, small_window


def test_a_long_venue_name_takes_two_lines_rather_than_shrink_at_200_percent(data_dir: Path) -> None:
    with small_window(data_dir, "el") as game:
        scene = CampaignScene(game.app, game.session)
        names = {_(venue.name) for venue in VENUES}
        sizes = {item.text: item.px for item in shown(game, scene) if item.text in names}
        assert set(sizes) == names
        assert min(sizes.values()) >= SMALLEST_AT_200, sizes
