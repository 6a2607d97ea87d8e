"""Each mode says where it is chosen which aids it allows and why (hint, tracker, undo), and
what it says is what its table then offers; readable at 960x540 200% in English and Finnish."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.domain.modes import Mode
from game.domain.roster import CHARACTERS
from game.i18n import _
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.setup import SetupScene
from game.ui.scenes.table import TableScene

from .small_window import SMALLEST_AT_200, shown, small_window

QUICK_EASY = "Hints, tracker and undo allowed: nothing is at stake against Easy opponents"
QUICK_HARD = "Hints and tracker allowed; undo only when every opponent is Easy"
POINTS = "Hints and tracker allowed; no undo: the score counts"
CAMPAIGN = "No hints, tracker or undo: every match is played unaided"


def _with_opponent(scene: SetupScene, level: str) -> SetupScene:
    scene.characters[0] = next(c.id for c in CHARACTERS if c.level == level)
    return scene


@pytest.mark.parametrize("language", ["en", "fi"])
def test_each_mode_says_which_aids_it_allows_and_its_table_offers_them(data_dir: Path, language: str) -> None:
    with small_window(data_dir, language) as game:
        cases = [
            (_with_opponent(SetupScene(game.app, game.session, Mode.QUICK), "easy"), QUICK_EASY, True),
            (_with_opponent(SetupScene(game.app, game.session, Mode.QUICK), "hard"), QUICK_HARD, False),
            (_with_opponent(SetupScene(game.app, game.session, Mode.POINTS), "easy"), POINTS, False),
        ]
        for scene, english, undo in cases:
            game.app.stack.push(scene)
            game.focus("start")  # the line is under Start: scrolled into view with it
            sizes = {" ".join(item.text.split()): item.px for item in shown(game, scene)}  # lines joined
            assert _(english) in sizes, (scene.mode, english, sorted(sizes))
            assert sizes[_(english)] >= SMALLEST_AT_200, sizes
            scene.start()
            game.frames(1)
            table = game.top
            assert isinstance(table, TableScene)
            aids = table.controller.aids
            assert (aids.hint, aids.tracker, aids.undo) == (True, True, undo), english
            game.app.stack.pop()
        campaign = CampaignScene(game.app, game.session)
        said = [(item.text, item.px) for item in shown(game, campaign) if _(CAMPAIGN) in item.text]
        assert said and min(px for _text, px in said) >= SMALLEST_AT_200, said
        game.press(campaign.controls[0].key)
        table = game.top
        assert isinstance(table, TableScene)
        aids = table.controller.aids
        assert (aids.hint, aids.tracker, aids.undo) == (False, False, False)
