"""Every table event said in every language, from the positions the table shows (catalog check)."""

from __future__ import annotations

import random
import typing
from collections.abc import Iterator
from itertools import pairwise

import pytest

from game.engine.actions import Draw, Pass
from game.engine.actions import Event as ActionEvent
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import TILES
from game.i18n import LANGUAGES, set_language
from game.speech import words
from game.speech.narrator import Narrator
from game.speech.speaker import Sentence
from game.ui.inline import InlineExecutor
from game.ui.seats import Seat, Sitting
from game.ui.table.model.controller import HandController
from game.ui.table.model.events import Dealt, Event, HandOver, MatchOver, PointsScored
from tests.ui.players import FirstLegalPlayer


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def narrated_match(preset: str, players: int, target: int, seed: int) -> list[tuple[type, list[Sentence]]]:
    """A whole match of first-legal computers beside a listener in seat 0 who plays the same way,
    each event followed by what the narrator says when the table shows it; an undo included."""
    seats = [Seat("You", FirstLegalPlayer()), *(Seat(f"P{i}", FirstLegalPlayer()) for i in range(1, players))]
    sitting = Sitting(seats, Match.new(PRESETS[preset], players, target), random.Random(seed))
    controller = HandController(sitting, InlineExecutor())
    narrator = Narrator(words.Cast(tuple(s.name for s in seats), 0, controller.match.rules))
    state, match = controller.state, controller.match
    said: list[tuple[type, list[Sentence]]] = []
    events: list[Event] = list(controller.dealt())
    rewound = False
    while events:
        event = events.pop(0)
        if isinstance(event, (Dealt, PointsScored, MatchOver)):
            match = event.match
        if not isinstance(event, (PointsScored, MatchOver, HandOver)) and hasattr(event, "after"):
            state = event.after
        said.append((type(event), narrator.follow(state, match, len(match.results) + (state.result is None))))
        if events:
            continue
        if controller.match.over and state.result is not None:
            break
        if state.result is not None:
            events = controller.next_hand()
        elif not rewound and len(state.history) == 3:
            rewound = True
            events = controller.rewind(_earlier(controller, 1), match)
        else:
            controller.think()
            events = controller.answer()
    return said


def _earlier(controller: HandController, moves: int) -> HandState:
    """The hand as it was ``moves`` moves ago (replayed from its deal)."""
    state = controller.state
    replay = HandState.new(
        state.rules,
        [[t for t in TILES if mask & t.bit] for mask in state.dealt],
        state.boneyard,
        state.starter,
        state.opening,
        state.scores,
        state.target,
    )
    for event in state.history[:-moves]:
        replay.step(event.action)
    return replay


# What the listener hears for each kind of table event (in English): an event the narrator
# does not know fails here with a KeyError, so a new event cannot go unsaid.
HEARD = {
    "Dealt": "Hand 1. ",
    "TilePlayed": " plays ",
    "TileDrawn": " draws ",
    "Passed": " passes.",
    "Rewound": "Move taken back.",
    "HandOver": "Points this hand: ",
    "PointsScored": "Score: ",
    "MatchOver": " the match",
    "ComputerSlipped": "",  # the table's note about it is said as any note is (test_reader)
}


def narration() -> list[str]:
    """An All Fives match (points during the hand, draws) and a Block match (passes)."""
    both = narrated_match("allfives", 3, 60, 4) + narrated_match("block", 2, 40, 2)
    return [s.text for _kind, sentences in both for s in sentences]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_event_is_said_in_every_language(lang: str) -> None:
    set_language("en")
    english = narration()
    for kind in typing.get_args(Event):
        assert any(HEARD[kind.__name__] in t for t in english), kind
    assert any(" scores " in t and " points." in t for t in english)  # All Fives during the hand
    set_language(lang)
    said = narration()
    assert len(said) == len(english) and all(said)
    if lang != "en":  # each sentence translated, none left in English
        assert [t for t, e in zip(said, english, strict=True) if t == e] == []


def test_a_blocked_classic_hand_draws_grouped_and_the_match_winner_are_said() -> None:
    set_language("en")
    said = [s.text for _kind, sentences in narrated_match("classic", 2, 30, 7) for s in sentences]
    draws = [t for t in said if t.startswith("P1 draws ")]
    assert draws and all(a != b for a, b in pairwise(said) if a in draws)  # a run of draws is one sentence
    assert said[-1].endswith("wins the match.") or said[-1] == "You win the match!"
    assert said[0].startswith("Hand 1. ")
    plays = [t for t in said if (" plays " in t or " play " in t) and not t.startswith("Hand ")]
    assert plays and all("Ends: left " in t for t in plays)


def test_tiles_and_lists_read_as_words() -> None:
    set_language("en")
    assert [words.tile(t) for t in (TILES[-1], TILES[0])] == ["double six", "double blank"]
    six_four = next(t for t in TILES if (t.high, t.low) == (6, 4))
    assert words.tile(six_four) == "six-four"
    assert words.listed(["a", "b", "c"]) == "a, b and c"
    set_language("fi")
    assert words.tile(six_four) == "kuusi-neljä" and words.listed(["a", "b"]) == "a ja b"
    set_language("sr")
    assert words.tile(TILES[-1]) == "šest-šest"


def test_my_hand_is_grouped_by_number_each_tile_under_each_of_its_numbers() -> None:
    set_language("en")
    hand = [t for t in TILES if (t.high, t.low) in {(6, 4), (4, 1), (2, 2)}]
    said = words.my_hand(hand).text
    assert said == "You hold 3 tiles. Sixes: six-four. Fours: six-four, four-one. Twos: double two. Ones: four-one."


def test_the_last_moves_say_draws_and_passes_as_the_table_said_them() -> None:
    set_language("en")
    cast = words.Cast(("You", "Aino"), 0, PRESETS["classic"])
    six_four = next(t for t in TILES if (t.high, t.low) == (6, 4))
    history = [
        ActionEvent(0, Draw(), six_four, (6, 1)),
        ActionEvent(1, Draw(), TILES[0], (6, 1)),
        ActionEvent(1, Pass(), None, (6, 1)),
    ]
    said = [
        words.drew(cast, 0, [six_four]).text,
        words.drew(cast, 1, [TILES[0]]).text,
        words.passed(cast, 1).text,
    ]
    assert said == ["You draw six-four.", "Aino draws a tile.", "Aino passes."]  # the drawn tile kept from Aino
    assert words.last_moves(cast, history).text == " ".join(said)
