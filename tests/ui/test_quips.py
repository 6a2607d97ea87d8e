"""The characters' lines: one for each occasion, in every language, rare enough to charm,
and none at all when the player turns them off."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.domain.roster import CHARACTERS
from game.ui.quips import LINES, QUIET_SEAT, QUIET_TABLE, Occasion, Quips


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
    assert all(b - a >= QUIET_SEAT for a, b in zip(said_at, said_at[1:]))
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
