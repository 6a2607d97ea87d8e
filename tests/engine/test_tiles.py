import random

import pytest

from game.engine.tiles import DOUBLES, FULL_MASK, NUMBER_MASK, TILES, mask_of, parse_tile, pips_of, shuffled_set, tile, tiles_in


def test_the_set_has_28_distinct_tiles_and_168_pips() -> None:
    assert len(TILES) == 28 == len({(t.low, t.high) for t in TILES})
    assert len(DOUBLES) == 7
    assert sum(t.pips for t in TILES) == 168 == pips_of(FULL_MASK)


def test_each_number_is_on_seven_tiles() -> None:
    for n in range(7):
        assert NUMBER_MASK[n].bit_count() == 7


def test_tiles_are_the_same_either_way_round() -> None:
    assert tile(6, 2) is tile(2, 6) is parse_tile("2-6") is parse_tile("6-2")
    assert str(tile(2, 6)) == "6-2"


@pytest.mark.parametrize("text", ["7-1", "6", "a-b", "6-6-6", "", None, 12, "-1-2"])
def test_bad_tile_text_is_refused_with_the_text(text: object) -> None:
    with pytest.raises(ValueError, match="bad tile text"):
        parse_tile(text)


def test_masks_round_trip_and_shuffles_follow_the_seed() -> None:
    hand = [tile(0, 0), tile(6, 5), tile(3, 1)]
    assert set(tiles_in(mask_of(hand))) == set(hand)
    assert pips_of(mask_of(hand)) == 15
    assert shuffled_set(random.Random(3)) == shuffled_set(random.Random(3))
    assert sorted(shuffled_set(random.Random(3))) == sorted(TILES)
    assert shuffled_set(random.Random(3)) != shuffled_set(random.Random(4))
