"""The rules as the table tells them: the tutorial's blocked-hand score, the headline of a tied
hand in each preset, and the targets the setup screen offers."""

from __future__ import annotations

import random

import pytest

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.i18n import LANGUAGES, set_language
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

