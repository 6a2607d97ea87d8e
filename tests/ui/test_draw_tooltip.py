"""The Draw button's tooltip says the engine's own reason (its refusal code, worded), so the table
and the rules can never disagree about why drawing is off."""

from __future__ import annotations

import random

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.i18n import set_language
from game.ui.table.render.words import why_no_draw


def test_the_draw_tooltip_words_the_engines_refusal() -> None:
    set_language("en")
    block = Match.new(PRESETS["block"], 2, None).start_hand(random.Random(3))
    assert why_no_draw(block, block.turn) == "There is no drawing in Block: pass when nothing fits"
    assert why_no_draw(block, 1 - block.turn) == "Wait for your turn"
    classic = Match.new(PRESETS["classic"], 2, None).start_hand(random.Random(3))
    assert why_no_draw(classic, classic.turn) == "Play your opening tile first"
    set_language("fi")
    try:
        assert why_no_draw(block, block.turn) == "Pelissä Sulkudomino ei nosteta: ohita, kun mikään ei sovi"
    finally:
        set_language("en")
