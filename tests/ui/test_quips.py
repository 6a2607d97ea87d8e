"""The characters' lines: one for each occasion, in every language, rare enough to charm,
and none at all when the player turns them off."""

from __future__ import annotations

import itertools
import random

import pytest

from game import i18n
from game.domain.roster import CHARACTERS
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.persist.settings import Settings
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.quips import LINES, QUIET_SEAT, QUIET_TABLE, Occasion, Quips
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.style import TableStyle
from tests.ui.players import FirstLegalPlayer


def test_every_character_has_a_line_for_every_occasion() -> None:
    for c in CHARACTERS:
        assert set(LINES[c.id]) == set(Occasion), c.id
    every = [line for lines in LINES.values() for line in lines.values()]
    assert len(set(every)) == len(every), "no two characters say the same"


@pytest.mark.parametrize("language", ["fi", "sv", "el", "sr"])
def test_every_line_is_translated(language: str) -> None:
    i18n.set_language(language)
    try:
        for lines in LINES.values():
            for line in lines.values():
                assert i18n._(line) != line, (language, line)
    finally:
        i18n.set_language("en")


def test_lines_are_rare_a_character_keeps_quiet_after_one_and_the_table_too() -> None:
    quips = Quips(random.Random(1))
    spoken = [quips.line("sven", Occasion.GOOD_PLAY, t * 1.0) for t in range(200)]
    said_at = [t for t, words in enumerate(spoken) if words]
    assert 0 < len(said_at) <= 200 / QUIET_SEAT + 1
    assert all(b - a >= QUIET_SEAT for a, b in itertools.pairwise(said_at))
    first = said_at[0]
    assert quips.line("kaisa", Occasion.DOMINO, first + QUIET_TABLE / 2) is None, "one voice at a time"


def test_a_domino_is_said_more_often_than_a_good_play() -> None:
    def share(occasion: Occasion) -> float:
        rng = random.Random(5)
        said = sum(Quips(rng).line("eleni", occasion, 0.0) is not None for _ in range(400))
        return said / 400

    assert share(Occasion.DOMINO) > 2 * share(Occasion.GOOD_PLAY)


def test_turned_off_or_for_somebody_unknown_nothing_is_said() -> None:
    quiet = Quips(random.Random(1), enabled=False)
    assert all(quiet.line("aino", Occasion.GREETING, t * 100.0) is None for t in range(50))
    assert Quips(random.Random(1)).line("somebody-new", Occasion.DOMINO, 0.0) is None
    assert Quips(random.Random(1)).line(None, Occasion.DOMINO, 0.0) is None


def _bubbles_over_whole_hands(app: App, settings: Settings) -> set[str]:
    """Every line shown in a bubble while three-player tables, styled by ``settings``, each play a hand out."""
    said: set[str] = set()
    for seed in range(4):
        seats = (Seat("You", FirstLegalPlayer()), *(Seat(c.title(), FirstLegalPlayer(), c) for c in ("aino", "kaisa")))
        plan = TablePlan(demo=True, style=TableStyle.from_settings(settings))
        sitting = Sitting(seats, Match.new(PRESETS["classic"], 3, 100), random.Random(seed))
        table = TableScene(app, sitting, PACES["fast"], plan)
        app.stack.push(table)
        table.view.quips.rng = random.Random(seed)
        for _ in range(60 * 60):
            app.step(1 / 60)
            said.update(b.words for b in table.view.hud_frame(app.fonts).bubbles)
            if table.state.result is not None:
                break
        assert table.state.result is not None, "the hand was played out"
        app.stack.pop()
    return said


def test_with_the_remarks_setting_off_a_whole_hand_shows_no_bubble(app: App) -> None:
    assert _bubbles_over_whole_hands(app, Settings(speech_bubbles=True)), "the same hands, remarks on, say a line"
    assert _bubbles_over_whole_hands(app, Settings(speech_bubbles=False)) == set()
