"""The named opponents the menus list."""

from __future__ import annotations

import pytest

from game.ai.characters import make_character_player
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.domain.roster import CHARACTERS, character


def test_at_least_six_distinct_characters_of_both_levels() -> None:
    assert len(CHARACTERS) >= 6
    assert len({c.id for c in CHARACTERS}) == len({c.name for c in CHARACTERS}) == len(CHARACTERS)
    assert {c.level for c in CHARACTERS} == {"easy", "hard"}
    for c in CHARACTERS:
        assert c.blurb and "\n" not in c.blurb and len(c.blurb) < 70


def test_each_character_plays_at_its_level_with_its_style() -> None:
    for c in CHARACTERS:
        player = make_character_player(c.id)
        assert isinstance(player, EasyPlayer if c.level == "easy" else HardPlayer)
    aino = make_character_player("aino")
    assert isinstance(aino, EasyPlayer) and aino.style.doubles > EasyPlayer().style.doubles
    with pytest.raises(ValueError):
        character("nobody")
