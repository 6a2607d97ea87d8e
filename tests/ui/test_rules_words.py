"""The rules as the table tells them: the tutorial's blocked-hand score, the headline of a tied
hand in each preset, and the targets the setup screen offers."""

from __future__ import annotations

import random
import re

import pytest

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.i18n import LANGUAGES, set_language
from game.ui import layout_items
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from tests.engine.scripted import hand_state, play
from tests.ui.players import FirstLegalPlayer

# The word for "difference" in each language's sentence about a blocked Classic hand.
DIFFERENCE = {"en": "difference", "fi": "erotu", "sv": "skillnad", "el": "διαφορά", "sr": "razlik"}


def blocked(preset: str, hands: list[str], opening: str) -> HandState:
    """A hand opened by the seat holding ``opening`` that nobody can continue: every seat passes."""
    starter = next(i for i, h in enumerate(hands) if opening in h.split())
    state = play(hand_state(preset, hands, starter=starter, opening=opening), opening, *["pass"] * len(hands))
    assert state.result is not None and state.result.reason == "blocked"
    return state


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tutorial_scores_a_blocked_hand_as_the_difference(app: App, language: str) -> None:
    tutorial = TutorialScene(app, lambda: None, PACES["fast"])
    tutorial.table.controller.state = blocked("classic", ["0-6", "1-1 6-6 3-3"], "1-1")  # you hold 6, your teacher 18
    try:
        set_language(language)
        words = tutorial._score_words()
    finally:
        set_language("en")
    assert "12" in words and DIFFERENCE[language] in words.lower(), words


TIES = {
    "classic": (["2-5", "1-1 3-4"], "A tie for the lowest hand: nobody scores"),
    "tactic121": (["2-5", "1-1 3-4"], "A tie for the lowest hand: nobody scores"),
    "penalty": (["2-5", "1-1 3-4"], "A tie for the lowest hand: everyone adds their own pips"),
    "allfives": (["1-6", "5-5 3-4"], "A tie for the lowest hand: no end bonus"),
    "partners": (["2-5", "2-6", "1-1 3-4", "0-6"], "The pairs tie: nobody scores"),
}


@pytest.mark.parametrize("preset", sorted(TIES))
def test_a_tied_hand_says_what_the_preset_does(app: App, preset: str) -> None:
    hands, line = TIES[preset]
    state = blocked(preset, hands, "5-5" if preset == "allfives" else "1-1")
    assert state.result is not None and state.result.winner is None
    seats = [Seat("You", None), *(Seat(f"Computer {i}", FirstLegalPlayer()) for i in range(1, len(hands)))]
    match = Match.new(PRESETS[preset], len(hands), PRESETS[preset].default_target(len(hands)))
    table = TableScene(app, Sitting(seats, match, random.Random(1), state), PACES["fast"], TablePlan())
    assert HandEndScene(app, table.snapshot(), table).headline()[1] == line
    if preset == "allfives":
        assert state.result.points == (0, 10), "the 5-5 opening's 10 points stand"
    if preset == "penalty":
        assert state.result.points == (7, 7)


# A blocked hand per way of scoring it: the hands (the opening tile first in its holder's), the
# opening, and the sum the panel shows under its headline.
SUMS = {
    "classic": (["0-6", "1-1 6-6 3-3"], "1-1", "12 = 18 − 6: the pips left in the other hands, less the winner's own"),
    "block": (
        ["0-4", "5-6", "1-1 6-6 2-3"],
        "1-1",
        "24 = 28 − 4: the pips left in the other hands, less the winner's own",
    ),
    "tactic121": (
        ["0-4", "4-5", "1-1 6-6"],
        "1-1",
        "25 = 21 + 4: every pip left on the table, the winner's own included",
    ),
    "allfives": (
        ["0-2", "5-5 3-4 6-6"],
        "5-5",
        "End bonus 20: the pips left in the other hands (19), rounded to the nearest 5",
    ),
    "partners": (["0-2", "2-6", "1-1 3-4", "0-6"], "1-1", "14 = 8 + 6: the pips left in the other pair's hands"),
    "penalty": (["0-2", "1-1 3-4"], "1-1", "Penalty points: everyone adds the pips left in their own hand"),
}


def blocked_panel_words(app: App, preset: str) -> tuple[HandEndScene, set[str]]:
    """The end-of-hand panel of ``preset``'s blocked hand, and the words a frame of it draws."""
    hands, opening, _sum = SUMS[preset]
    state = blocked(preset, hands, opening)
    seats = [Seat("You", None), *(Seat(f"Computer {i}", FirstLegalPlayer()) for i in range(1, len(hands)))]
    match = Match.new(PRESETS[preset], len(hands), PRESETS[preset].default_target(len(hands)))
    table = TableScene(app, Sitting(seats, match, random.Random(1), state), PACES["fast"], TablePlan())
    end = HandEndScene(app, table.snapshot(), table)
    with layout_items.recording() as items:
        end.draw(app.window)
    return end, {item.text for item in items if item.kind == "text"}


@pytest.mark.parametrize("preset", sorted(SUMS))
def test_a_blocked_hand_shows_its_arithmetic(app: App, preset: str) -> None:
    _end, shown = blocked_panel_words(app, preset)
    assert SUMS[preset][2] in shown


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_the_arithmetic_is_said_in_every_language(app: App, language: str) -> None:
    english = {preset: SUMS[preset][2] for preset in SUMS}
    try:
        set_language(language)
        for preset, words in english.items():
            end, _shown = blocked_panel_words(app, preset)
            line = end.sum_line()
            numbers = re.findall(r"\d+", words.removesuffix("rounded to the nearest 5"))
            assert line and line != words, f"{preset} in {language}: {line!r}"
            assert all(n in line for n in numbers), f"{preset} in {language}: {line!r} lacks {numbers}"
    finally:
        set_language("en")
