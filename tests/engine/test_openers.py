"""Who opens each hand, per preset, and the redeals and lots that decide it."""

import random

import pytest

from game.engine.match import Match
from game.engine.opening import draw_lots, fixed_opener, heaviest_tile
from game.engine.rules import rules_for
from game.engine.scoring import BLOCKED, DOMINO, HandResult
from game.engine.tiles import tile
from tests.engine.scripted import tiles


def test_classic_highest_double_opens_with_it() -> None:
    hands = [tiles("6-5 3-3 1-0"), tiles("5-5 2-2 4-1")]
    assert fixed_opener(rules_for("classic"), hands) == (1, tile(5, 5))


def test_classic_without_doubles_the_heaviest_tile_opens_higher_half_breaking_ties() -> None:
    hands = [tiles("5-2 3-1"), tiles("6-1 4-0")]
    assert heaviest_tile(hands) == (1, tile(6, 1))
    assert fixed_opener(rules_for("classic"), hands) == (1, tile(6, 1))


def test_presets_that_need_a_double_ask_for_a_redeal_and_the_options_swap_that() -> None:
    no_double = [tiles("5-2 3-1"), tiles("6-1 4-0")]
    assert fixed_opener(rules_for("allfives"), no_double) is None
    assert fixed_opener(rules_for("classic", {"no_double_redeal": True}), no_double) is None
    assert fixed_opener(rules_for("allfives", {"no_double_heaviest": True}), no_double) == (1, tile(6, 1))


@pytest.mark.parametrize("preset", ["classic", "allfives", "penalty", "partners"])
def test_every_dealt_first_hand_opens_with_the_highest_double_when_one_is_dealt(preset: str) -> None:
    rules = rules_for(preset)
    players = 4 if preset == "partners" else 3
    for seed in range(200):
        state = Match.new(rules, players).start_hand(random.Random(seed))
        held = [t for seat in range(players) for t in state.hand(seat) if t.is_double]
        if preset != "classic":
            assert held, "presets that redeal never start a hand without a double"
        if held:
            best = max(held, key=lambda t: t.pips)
            assert state.opening is best and state.hands[state.starter] & best.bit


def test_lots_pick_the_highest_draw_and_redraw_only_ties() -> None:
    rules = rules_for("block")
    starters = [draw_lots(rules, 3, random.Random(seed)) for seed in range(300)]
    assert set(starters) == {0, 1, 2}
    assert starters == [draw_lots(rules, 3, random.Random(seed)) for seed in range(300)]


def test_block_lot_starter_may_open_with_any_tile_and_later_hands_rotate_left() -> None:
    rules = rules_for("block")
    rng = random.Random(5)
    match = Match.new(rules, 3, 61)
    first = match.start_hand(rng)
    assert first.opening is None
    result = HandResult(BLOCKED, None, None, (5, 5, 5), (0, 0, 0), None)
    match = match.after_hand(result, first.starter)
    assert match.start_hand(rng).starter == (first.starter + 1) % 3


def test_121_next_game_is_started_by_the_previous_games_winner() -> None:
    rules = rules_for("tactic121")
    win = HandResult(DOMINO, 2, 2, (9, 4, 0), (13, 0, 0), 2)
    match = Match(rules, 3, 121, (0, 0, 120)).after_hand(win._replace(points=(0, 0, 13)), 0)
    assert match.over and match.winner == 2
    assert match.next_game().start_hand(random.Random(1)).starter == 2


def test_all_fives_later_hands_are_opened_by_the_last_winner_with_any_tile() -> None:
    rules = rules_for("allfives")
    match = Match.new(rules, 2, 100)
    won = HandResult(DOMINO, 1, 1, (12, 0), (0, 10), 1)
    after = match.after_hand(won, 0).start_hand(random.Random(2))
    assert after.starter == 1 and after.opening is None
    tied = HandResult(BLOCKED, None, None, (7, 7), (0, 0), None)
    fresh = match.after_hand(tied, 0).start_hand(random.Random(2))
    assert fresh.opening is not None and fresh.opening.is_double


def test_partners_after_a_blocked_win_the_lighter_partner_opens() -> None:
    rules = rules_for("partners")
    blocked = HandResult(BLOCKED, 1, None, (3, 8, 3, 2), (6, 0), 3)
    start = Match.new(rules, 4, 100).after_hand(blocked, 0).start_hand(random.Random(4))
    assert start.starter == 3 and start.opening is None


def test_a_quick_round_is_a_one_hand_match() -> None:
    match = Match.new(rules_for("classic"), 2)
    done = match.after_hand(HandResult(DOMINO, 0, 0, (0, 9), (9, 0), 0), 0)
    assert done.over and done.winner == 0 and done.scores == (9, 0)
