"""Every refusal the engine can give is a code with a translated message, filled in right."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from string import Formatter
from typing import Any

import pytest

from game import i18n
from game.engine.actions import DRAW, LEFT, PASS, RIGHT, Play
from game.engine.errors import IllegalActionError, RecordError
from game.engine.match import Match
from game.engine.record import parse_record, record_of, replay
from game.engine.refusals import Refusal, Why
from game.engine.rules import PRESETS, rules_for
from game.engine.state import HandState, legal_actions, why_illegal
from game.engine.tiles import TILES, tile
from game.engine.undo import undo_last_move
from game.reasons import (
    FIXED_ERRORS,
    MESSAGES,
    PRESET_TITLES,
    preset_title,
    refusal_text,
    translate,
)

OPTION_SETS: tuple[dict[str, bool], ...] = ({}, {"draw_one": True}, {"reserve_two": True})


def _states(rng: random.Random) -> Iterator[HandState]:
    """Every state of random hands in every preset, player count and drawing option."""
    for name, preset in PRESETS.items():
        for players in preset.players:
            for options in OPTION_SETS:
                for _ in range(4):
                    state = Match.new(rules_for(name, options), players).start_hand(rng)
                    while True:
                        yield state
                        if state.over:
                            break
                        state = state.copy()
                        state.step(rng.choice(legal_actions(state)))


def _refusals_in_play() -> set[Refusal]:
    """What why_illegal says to every conceivable action (an odd end and a non-action included)."""
    seen: set[Refusal] = set()
    actions = [*(Play(t, end) for t in TILES for end in (LEFT, RIGHT, 2)), DRAW, PASS, "shout"]
    for state in _states(random.Random(2024)):
        for action in actions:
            refusal = why_illegal(state, action)  # type: ignore[arg-type]  # "shout" is no Action, on purpose
            if refusal is not None:
                seen.add(refusal)
    return seen


def _refusals_of_records() -> set[Refusal]:
    """The refusals of record moves that name a bad tile or end, and of an undo with nothing to undo."""
    state = Match.new(rules_for("classic"), 2).start_hand(random.Random(5))
    while not state.over:
        state.step(legal_actions(state)[0])
    good = record_of(state).to_json()
    opener = good["moves"][0]
    ends = state.chain[0]
    mine, theirs = ["2-5", "2-3", "6-6", "0-0", "0-1", "0-2", "0-3"], ["3-5", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6"]
    block = {"format": "dominoes-hand/1", "rules": "block", "players": 2, "hands": [mine, theirs], "starter": 0}
    opened = [{"seat": 0, "play": "2-5"}, {"seat": 1, "play": "3-5", "on": 5}]  # ends 3 and 2

    def edit(**changes: Any) -> dict[str, Any]:
        data = copy.deepcopy(good)
        data.update(changes)
        return data

    broken = [
        edit(moves=[{**opener, "play": "6-x"}]),
        edit(
            moves=[
                opener,
                {"seat": 1 - opener["seat"], "play": "0-0", "on": 6 if 6 not in (ends.inner, ends.outer) else 0},
            ]
        ),
        edit(moves=[opener, {"seat": 1 - opener["seat"], "play": f"{ends.inner}-{ends.outer}", "on": ends.inner}]),
        {**block, "moves": [*opened, {"seat": 0, "play": "2-3"}]},
        {**block, "moves": [*opened, {"seat": 0, "play": "6-6", "on": 3}]},
    ]
    seen: set[Refusal] = set()
    for data in broken:
        with pytest.raises(RecordError) as caught:
            replay(parse_record(data))
        assert caught.value.refusal is not None, data
        seen.add(caught.value.refusal)
    with pytest.raises(IllegalActionError) as undone:
        undo_last_move(Match.new(rules_for("classic"), 2).start_hand(random.Random(1)), 0)
    seen.add(undone.value.refusal)
    return seen


@pytest.fixture(scope="module")
def refusals() -> set[Refusal]:
    return _refusals_in_play() | _refusals_of_records()


@pytest.fixture
def language() -> Iterator[Callable[[str], None]]:
    yield i18n.set_language
    i18n.set_language("en")


def _names(template: str) -> set[str]:
    return {name for _literal, name, _spec, _conversion in Formatter().parse(template) if name}


def test_every_refusal_code_has_a_message_with_its_placeholders() -> None:
    assert set(MESSAGES) == set(Why)
    for why, message in MESSAGES.items():
        for text in (message,) if isinstance(message, str) else message:
            assert _names(text) == _names(why.value), why


def test_the_engine_gives_every_refusal_code(refusals: set[Refusal]) -> None:
    assert {refusal.why for refusal in refusals} == set(Why)


@pytest.mark.parametrize("lang", ["fi", "sv", "el", "sr"])
def test_every_refusal_is_translated_with_its_values(
    refusals: set[Refusal], lang: str, language: Callable[[str], None]
) -> None:
    language(lang)
    for refusal in refusals:
        translated = refusal_text(refusal)
        assert translated != str(refusal), (lang, refusal)
        for name, value in refusal.args:
            if name != "title":
                assert str(value) in translated, (lang, refusal, translated, name)


def test_english_is_the_sentence_replay_prints(refusals: set[Refusal], language: Callable[[str], None]) -> None:
    language("en")
    for refusal in refusals:
        if refusal.why is not Why.RESERVE_ONLY or refusal.values["reserved"] != 1:
            assert refusal_text(refusal) == str(refusal)


def test_translation_fills_the_numbers_in(language: Callable[[str], None]) -> None:
    language("fi")
    neither = Refusal.of(Why.FITS_NEITHER, tile=tile(6, 3), left=2, right=5)
    assert refusal_text(neither) == "6-3 ei sovi kumpaankaan avoimeen päähän (2, 5)"
    language("el")
    assert translate(Refusal.of(Why.NOT_HELD, tile=tile(4, 4))) == "δεν έχεις το 4-4"


def test_the_preset_title_in_a_refusal_is_translated(language: Callable[[str], None]) -> None:
    language("sv")
    said = refusal_text(Refusal.of(Why.NO_DRAWING, title="Block"))
    assert said == "i Block-spel dras inga brickor: passa när ingen bricka går att lägga"


def test_reserved_tiles_use_the_languages_plural(language: Callable[[str], None]) -> None:
    language("sr")
    assert refusal_text(Refusal.of(Why.RESERVE_ONLY, reserved=2)) == "ostale su samo 2 rezervisane pločice"
    assert refusal_text(Refusal.of(Why.RESERVE_ONLY, reserved=5)) == "ostalo je samo 5 rezervisanih pločica"
    language("fi")
    assert refusal_text(Refusal.of(Why.RESERVE_ONLY, reserved=2)) == "jäljellä on vain 2 varattua palaa"


def test_plain_text_passes_through(language: Callable[[str], None]) -> None:
    language("el")
    assert translate("a sentence the engine never wrote") == "a sentence the engine never wrote"


def test_every_preset_title_is_translatable(language: Callable[[str], None]) -> None:
    assert {rules.title for rules in PRESETS.values()} == set(PRESET_TITLES)
    language("fi")
    assert preset_title("Block") == "Sulkudomino"
    assert preset_title("Unheard of") == "Unheard of"


@pytest.mark.parametrize("lang", ["fi", "sv", "el", "sr"])
def test_fixed_engine_errors_are_translated(lang: str, language: Callable[[str], None]) -> None:
    language(lang)
    for sentence in FIXED_ERRORS:
        assert translate(sentence) != sentence, (lang, sentence)
    with pytest.raises(RecordError) as caught:
        parse_record([])
    assert translate(caught.value.reason) != caught.value.reason
