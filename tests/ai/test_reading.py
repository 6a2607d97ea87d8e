"""Reading the opponents' plays: which kinds of player make which sampled deals likely."""

from __future__ import annotations

from game.ai.reading import SHREWD, PlayReader
from game.engine.actions import LEFT, PLAYS
from game.engine.observe import Observation, observe
from game.engine.rules import rules_for
from game.engine.state import HandState, apply
from game.engine.tiles import mask_of, parse_tile, tile


def after_a_light_play() -> tuple[Observation, int]:
    """Block: seat 0 opens 3-3 and seat 1 answers 3-1 (in truth it kept a 6-3 that fitted too)."""
    hands = [[parse_tile(t) for t in ("3-3", "0-0", "2-2")], [parse_tile(t) for t in ("3-1", "6-3", "5-5")]]
    state = HandState.new(rules_for("block"), hands, [], starter=0)
    state = apply(state, PLAYS[tile(3, 3).index][LEFT])
    state = apply(state, PLAYS[tile(3, 1).index][LEFT])
    return observe(state, 0), state.hands[0]


def odds_against_keeping(reader: PlayReader, mine: int, kept: str) -> float:
    """How many times likelier seat 1 had nothing else that fitted than that it kept ``kept``."""
    had_nothing = reader.weight([mine, mask_of([tile(6, 6), tile(5, 5)])])
    return had_nothing / reader.weight([mine, mask_of([parse_tile(kept), tile(5, 5)])])


def test_a_heavy_player_is_read_as_having_had_nothing_heavier_a_shrewd_one_is_not() -> None:
    obs, mine = after_a_light_play()
    heavy = odds_against_keeping(PlayReader(obs, lean=1.0), mine, "6-3")
    shrewd = odds_against_keeping(PlayReader(obs, lean=0.0, shrewd=1.0), mine, "6-3")
    assert heavy > 50  # it would have laid the 6-3: e ** 5 to 1
    assert 0.5 < shrewd < 3  # a shrewd player keeps heavy tiles about as often as not


def test_a_shrewd_player_is_read_as_laying_its_doubles_early() -> None:
    hands = [[parse_tile(t) for t in ("1-0", "0-0", "2-2")], [parse_tile(t) for t in ("1-4", "1-1", "5-5")]]
    state = HandState.new(rules_for("block"), hands, [], starter=0)
    state = apply(state, PLAYS[tile(1, 0).index][LEFT])
    state = apply(state, PLAYS[tile(1, 4).index][LEFT])  # seat 1 keeps its 1-1
    reader = PlayReader(observe(state, 0), lean=0.0, shrewd=1.0)
    assert odds_against_keeping(reader, state.hands[0], "1-1") > 1.5
    assert SHREWD.double > 0


def test_the_reading_keeps_both_kinds_of_player_until_the_plays_tell_them_apart() -> None:
    obs, mine = after_a_light_play()
    heavy = odds_against_keeping(PlayReader(obs, lean=1.0), mine, "6-3")
    shrewd = odds_against_keeping(PlayReader(obs, lean=0.0, shrewd=1.0), mine, "6-3")
    mixed = odds_against_keeping(PlayReader(obs, lean=1.0, shrewd=0.5), mine, "6-3")
    assert shrewd < mixed < heavy
