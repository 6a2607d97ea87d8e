"""Every refusal and error sentence the engine can produce is recognised and translated."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game import i18n
from game.engine import dealcode
from game.engine.actions import DRAW, LEFT, PASS, RIGHT, Play
from game.engine.errors import RecordError, RulesError
from game.engine.match import Match
from game.engine.record import parse_record, record_of, replay
from game.engine.rules import PRESETS, rules_for
from game.engine.state import HandState, legal_actions, why_illegal
from game.engine.tiles import TILES, parse_tile
from game.reasons import PRESET_TITLES, REASONS, Reason, match, preset_title, translate

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


def _refusals() -> set[str]:
    """What why_illegal says to every conceivable action (an odd end and a non-action included)."""
    seen: set[str] = set()
    actions = [*(Play(t, end) for t in TILES for end in (LEFT, RIGHT, 2)), DRAW, PASS, "shout"]
    for state in _states(random.Random(2024)):
        for action in actions:
            reason = why_illegal(state, action)  # type: ignore[arg-type]
            if reason is not None:
                seen.add(reason)
    return seen


def _record_errors() -> set[str]:
    """The messages of records broken in every way record.py checks."""
    state = Match.new(rules_for("classic"), 2).start_hand(random.Random(5))
    while not state.over:
        state.step(legal_actions(state)[0])
    good = record_of(state).to_json()
    first_tile = good["hands"][0][0]
    ends = state.chain[0]
    no_doubles = [t for t in TILES if not t.is_double]
    size = PRESETS["allfives"].hand_size(2)

    def edit(**changes: Any) -> dict[str, Any]:
        data = copy.deepcopy(good)
        data.update(changes)
        return data

    def move(**fields: Any) -> dict[str, Any]:
        return edit(moves=[{"seat": 0, **fields}])

    broken: list[object] = [
        [],
        edit(format="dominoes-hand/0"),
        edit(options=[]),
        edit(rules="chess"),
        edit(options={"jokers": True}),
        edit(options={"draw_one": "yes"}),
        edit(players="two"),
        edit(players=6),
        edit(hands=good["hands"][:1]),
        edit(hands=["6-6", good["hands"][1]]),
        edit(hands=[["6-x", *good["hands"][0][1:]], good["hands"][1]]),
        edit(hands=[good["hands"][0][1:], good["hands"][1]]),
        edit(hands=[good["hands"][0], [first_tile, *good["hands"][1][1:]]]),
        edit(starter=9),
        edit(scores=[0]),
        edit(scores=[-1, 0]),
        edit(target=0),
        edit(deal=5),
        edit(moves={}),
        edit(moves=["play"]),
        edit(moves=[{"seat": 7, "draw": True}]),
        move(play=first_tile, draw=True),
        move(draw=False),
        move(play=first_tile, on=9),
        edit(moves=[*good["moves"], {"seat": 0, "pass": True}]),
        edit(starter=1 - good["starter"], scores=None),
        edit(rules="allfives", hands=[[str(t) for t in no_doubles[:size]], [str(t) for t in no_doubles[size : 2 * size]]],
             boneyard=[str(t) for t in no_doubles[2 * size :]], starter=None, moves=[]),
        edit(rules="block", hands=[h[: PRESETS["block"].hand_size(2)] for h in good["hands"]], boneyard=[], starter=None, moves=[]),
    ]
    opener = good["moves"][0]
    after_opening = [opener, {"seat": 1 - opener["seat"], "play": "0-0"}]
    broken += [
        edit(moves=[{**opener, "seat": 1 - opener["seat"]}]),
        edit(moves=[opener, {"seat": 1 - opener["seat"], "play": "0-0", "on": 6 if 6 not in (ends.inner, ends.outer) else 0}]),
        edit(moves=after_opening),
        edit(moves=[opener, {"seat": 1 - opener["seat"], "play": f"{ends.inner}-{ends.outer}", "on": ends.inner}]),
    ]
    # Block: any opening tile, so the ends can differ; seat 0 opens 2-5, seat 1 answers 5-3: ends 3 and 2.
    mine, theirs = ["2-5", "2-3", "6-6", "0-0", "0-1", "0-2", "0-3"], ["3-5", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6"]
    rest = [str(t) for t in TILES if t not in {parse_tile(text) for text in mine + theirs}]
    opened = [{"seat": 0, "play": "2-5"}, {"seat": 1, "play": "3-5", "on": 5}]
    block = {"format": "dominoes-hand/1", "rules": "block", "players": 2, "hands": [mine, theirs], "boneyard": rest, "starter": 0}
    broken += [
        {**block, "moves": [*opened, {"seat": 0, "play": "2-3"}]},
        {**block, "moves": [*opened, {"seat": 0, "play": "6-6", "on": 3}]},
    ]
    seen: set[str] = set()
    for data in broken:
        with pytest.raises(RecordError) as caught:
            replay(parse_record(data))
        seen.add(str(caught.value))
    return seen


def _other_errors() -> set[str]:
    """Match and deal-code refusals."""
    seen: set[str] = set()
    actions: list[Callable[[], object]] = [
        lambda: Match.new(rules_for("classic"), 2, 0),
        lambda: dataclasses.replace(Match.new(rules_for("classic"), 2, 50), over=True).start_hand(random.Random(1)),
        lambda: dealcode.decode("C2-4KX9"),
        lambda: dealcode.decode("Q2-4KX9-M2QA"),
        lambda: dealcode.decode("C7-4KX9-M2QA"),
        lambda: dealcode.decode("C2-4KX9-M2Q!"),
        lambda: dealcode.decode("N2-4KX9-M2QA"),
        lambda: dealcode.decode("C2-4KX9-M2QA-S8"),
        lambda: dealcode.decode("C2-4KX9-M2QA-7D"),
    ]
    for action in actions:
        with pytest.raises((RulesError, ValueError)) as caught:
            action()
        seen.add(str(caught.value))
    return seen


UNREACHABLE = {"no deal with a double in a thousand tries"}  # a guard that cannot fire in practice


@pytest.fixture(scope="module")
def engine_sentences() -> set[str]:
    return _refusals() | _record_errors() | _other_errors()


@pytest.fixture
def language() -> Iterator[Callable[[str], None]]:
    yield i18n.set_language
    i18n.set_language("en")


def test_every_engine_sentence_has_a_template(engine_sentences: set[str]) -> None:
    unknown = sorted(s for s in engine_sentences if match(s) is None)
    assert unknown == [], "add these to game/reasons.py REASONS"


def _templates_in(sentence: str) -> Iterator[Reason]:
    """The template of ``sentence`` and of any sentence nested in it (a record error's reason)."""
    found = match(sentence)
    if found is not None:
        yield found[0]
        for name in ("reason", "detail"):
            if name in found[1]:
                yield from _templates_in(found[1][name])


def test_every_template_is_something_the_engine_says(engine_sentences: set[str]) -> None:
    used = {reason for sentence in engine_sentences for reason in _templates_in(sentence)}
    unused = [r.english[0] for r in REASONS if r not in used and r.english[0] not in UNREACHABLE]
    assert unused == [], "templates no engine message matches any more: fix or remove them"


@pytest.mark.parametrize("lang", ["fi", "sv", "el", "sr"])
def test_every_engine_sentence_is_translated(engine_sentences: set[str], lang: str, language: Callable[[str], None]) -> None:
    language(lang)
    for sentence in engine_sentences:
        translated = translate(sentence)
        assert translated != sentence, (lang, sentence)
        _reason, values = match(sentence)  # type: ignore[misc]
        for name, value in values.items():
            if name not in ("title", "reason", "detail"):
                assert value in translated, (lang, sentence, translated, name)


def test_translation_fills_the_numbers_in(language: Callable[[str], None]) -> None:
    language("fi")
    assert translate("6-3 matches neither open end (2, 5)") == "6-3 ei sovi kumpaankaan avoimeen päähän (2, 5)"
    language("el")
    assert translate("you do not hold 4-4") == "δεν έχεις το 4-4"


def test_nested_reason_and_preset_title_are_translated(language: Callable[[str], None]) -> None:
    language("sv")
    said = translate("move 3 (seat 1): there is no drawing in Block: pass when nothing fits")
    assert said == "drag 3 (plats 1): i Block-spel dras inga brickor: passa när ingen bricka går att lägga"


def test_reserved_tiles_use_the_languages_plural(language: Callable[[str], None]) -> None:
    language("sr")
    assert translate("only the 2 reserved tiles remain") == "ostale su samo 2 rezervisane pločice"
    assert translate("only the 5 reserved tiles remain") == "ostalo je samo 5 rezervisanih pločica"
    language("fi")
    assert translate("only the 2 reserved tiles remain") == "jäljellä on vain 2 varattua palaa"


def test_english_and_unknown_text_pass_through(language: Callable[[str], None]) -> None:
    language("en")
    assert translate("you do not hold 4-4") == "you do not hold 4-4"
    language("el")
    assert translate("a sentence the engine never wrote") == "a sentence the engine never wrote"


def test_every_preset_title_is_translatable(language: Callable[[str], None]) -> None:
    assert {rules.title for rules in PRESETS.values()} == set(PRESET_TITLES)
    language("fi")
    assert preset_title("Block") == "Sulkudomino"
    assert preset_title("Unheard of") == "Unheard of"

