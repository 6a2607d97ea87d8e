"""At 2560x1440 and 200% the Campaign's three columns were wide enough for the readable size but
not for the words asked: each match's second line shrank to fit its own row, so one read "Block to
61 · Nikos" large and the next "Draw (Pagat style) to 61 · Kaisa" half as large. Where the words do
not fit the columns at their size the matches now stand in the one column that scrolls (as at
1280x720 200%), every line at its own size; where they fit, the three columns stay."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.i18n import set_language
from game.ui.menus.campaign import CampaignScene

from .driver import Driver
from .small_window import shown


@pytest.mark.parametrize(("size", "scale"), [((2560, 1440), 200), ((1920, 1080), 200), ((2560, 1440), 100)])
@pytest.mark.parametrize("language", ["en", "el"])
def test_every_matchs_words_are_set_at_one_size(
    data_dir: Path, size: tuple[int, int], scale: int, language: str
) -> None:
    game = Driver(data_dir, size)
    try:
        game.session.change(ui_scale=scale, language=language)
        scene = CampaignScene(game.app, game.session)
        items = shown(game, scene)
        matches = scene.controls[:-1]  # then Back
        sizes = {
            item.text: item.px
            for control in matches
            if scene.list_area.contains(control.rect)  # in sight (the one column scrolls)
            for item in items
            if control.rect.contains(item.rect) and item.text != control.label()
        }
        assert sizes, "no match's second line was drawn"
        assert max(sizes.values()) - min(sizes.values()) <= 1, sizes
        assert all(control.fits() for control in matches), "a row's words shrunk to fit it"
        if scale == 100:
            assert not scene.stacked() and len(sizes) == len(matches), "at 100% the three columns stay"
    finally:
        game.close()
        set_language("en")
