"""The guides' worked examples (RULES.md section 2), played out as real hands."""

from game.engine.match import Match
from game.engine.rules import rules_for
from game.engine.scoring import BLOCKED, DOMINO, round_to_five
from tests.engine.scripted import hand_state, play


def test_classic_domino_scores_the_opponents_pips_guide_003() -> None:
    # Seat 0 opens with its highest double and goes out; seat 1 is left with 6-4 and 2-1.
    state = hand_state("classic", ["5-5 5-3 3-3", "6-4 2-1"], opening="5-5")
    state = play(state, "5-5", "pass", "5-3", "pass", "3-3 L")
    assert state.result is not None
    assert state.result.reason == DOMINO
    assert state.result.winner == 0
    assert state.result.points == (13, 0)


def test_classic_domino_guide_004_scores_20() -> None:
    state = hand_state("classic", ["4-4 4-1 1-1", "5-3 6-6"], opening="4-4")
    state = play(state, "4-4", "pass", "4-1", "pass", "1-1 L")
    assert state.result is not None and state.result.points == (20, 0)


def test_classic_block_scores_the_difference_guide_004() -> None:
    # 6 against 18: the lighter hand scores 12.
    state = hand_state("classic", ["0-0 4-2", "6-6 5-1"], opening="0-0")
    state = play(state, "0-0", "pass", "pass")
    assert state.result is not None
    assert (state.result.reason, state.result.pips, state.result.points) == (BLOCKED, (6, 18), (12, 0))


def test_classic_three_players_winner_takes_both_opponents_guide_002() -> None:
    # Marko goes out; Jelena keeps 6-4 and 2-1 (13), Stefan 5-5 (10): Marko writes 23.
    state = hand_state("classic", ["3-3 3-0 0-0", "6-4 2-1", "5-5"])
    state = play(state, "3-3", "pass", "pass", "3-0", "pass", "pass", "0-0")
    assert state.result is not None
    assert state.result.pips == (0, 13, 10)
    assert state.result.points == (23, 0, 0)


def test_block_domino_against_6_5_and_3_2_scores_16() -> None:
    state = hand_state("block", ["0-0 1-0", "6-5 3-2"])
    state = play(state, "0-0", "pass", "1-0")
    assert state.result is not None and state.result.points == (16, 0)


def test_block_three_players_blocked_4_11_17_scores_24_not_20() -> None:
    state = hand_state("block", ["0-0 3-1", "6-5", "6-6 4-1"])
    state = play(state, "0-0", "pass", "pass", "pass")
    assert state.result is not None
    assert state.result.pips == (4, 11, 17)
    assert state.result.points == (24, 0, 0)


def test_block_tie_for_lowest_scores_nobody() -> None:
    state = hand_state("block", ["0-0 4-3", "5-2", "6-5 1-1"])
    state = play(state, "0-0", "pass", "pass", "pass")
    assert state.result is not None
    assert state.result.pips == (7, 7, 13)
    assert state.result.winner is None and state.result.points == (0, 0, 0)


def test_block_score_sheet_16_8_and_a_match_ended_by_104() -> None:
    rules = rules_for("block")
    match = Match.new(rules, 2, rules.default_target(2))
    first = play(hand_state("block", ["0-0 1-0", "6-5 3-2"]), "0-0", "pass", "1-0")
    second = play(hand_state("block", ["6-5", "0-0 2-1"], starter=1), "0-0", "pass", "pass")
    assert first.result is not None and second.result is not None
    match = match.after_hand(first.result, 0).after_hand(second.result, 1)
    assert match.running_totals() == [(16, 0), (16, 8)]
    assert not match.over
    near = Match(rules, 2, 100, (88, 40))
    done = near.after_hand(first.result, 0)
    assert done.scores == (104, 40) and done.over and done.winner == 0


def test_121_winner_scores_every_pip_own_included() -> None:
    state = hand_state("tactic121", ["0-0 3-1", "6-3", "6-6"])
    state = play(state, "0-0", "pass", "pass", "pass")
    assert state.result is not None
    assert state.result.pips == (4, 9, 12) and state.result.points == (25, 0, 0)
    rules = rules_for("tactic121")
    after = Match(rules, 3, 121, (80, 0, 0)).after_hand(state.result, 0)
    assert after.scores[0] == 105 and not after.over


def test_all_fives_first_tile_counts_its_own_pips() -> None:
    five_five = play(hand_state("allfives", ["5-5 0-1", "6-6"], opening="5-5"), "5-5")
    assert five_five.in_play == [10, 0]
    two_three = play(hand_state("allfives", ["3-2 0-1", "6-6"]), "3-2")
    assert two_three.in_play == [5, 0]


def test_all_fives_a_double_at_an_end_counts_both_halves() -> None:
    # 6-6 opens (12: nothing), 6-3 laid on it: 6-6 still lies at one end, 3 at the other = 15.
    state = hand_state("allfives", ["6-6 0-1 0-2", "6-3 1-2"], opening="6-6")
    state = play(state, "6-6", "6-3")
    assert state.ends == (3, 6)
    assert state.in_play == [0, 15]


def test_all_fives_end_bonus_is_rounded_to_the_nearest_five() -> None:
    assert [round_to_five(n) for n in (12, 13, 10, 0, 2, 3, 167)] == [10, 15, 10, 0, 0, 5, 165]
    # Seat 0 goes out against 6-4 and 2-1 (13 pips): 15 bonus, plus 10 for opening 5-5.
    state = hand_state("allfives", ["5-5 5-3 3-3", "6-4 2-1"], opening="5-5")
    state = play(state, "5-5", "pass", "5-3", "pass", "3-3 L")
    assert state.result is not None and state.result.points == (10 + 15, 0)


def test_all_fives_blocked_tie_gets_no_bonus_but_keeps_in_play_points() -> None:
    state = hand_state("allfives", ["5-5 4-3", "6-1"], opening="5-5")
    state = play(state, "5-5", "pass", "pass")
    assert state.result is not None
    assert state.result.winner is None and state.result.points == (10, 0)


def test_penalty_everyone_adds_their_own_pips_and_lowest_wins_the_match() -> None:
    state = hand_state("penalty", ["5-5 5-3 3-3", "6-4 2-1", "6-6"], opening="6-6", starter=2)
    state = play(state, "6-6")
    assert state.result is not None
    assert state.result.points == (24, 13, 0)
    rules = rules_for("penalty")
    over = Match(rules, 3, 150, (140, 100, 120)).after_hand(state.result, 2)
    assert over.scores == (164, 113, 120) and over.over and over.winner == 1
    tied = Match(rules, 3, 150, (140, 107, 100)).after_hand(state.result, 2)
    assert tied.scores == (164, 120, 100) and tied.over and tied.winner == 2
    level = Match(rules, 3, 150, (140, 100, 113)).after_hand(state.result, 2)
    assert level.scores == (164, 113, 113) and not level.over


def test_partners_domino_the_pair_scores_the_opposing_pairs_pips() -> None:
    state = hand_state("partners", ["6-6 6-5", "0-0", "1-1", "2-2 4-3"], opening="6-6")
    state = play(state, "6-6", "pass", "pass", "pass", "6-5")
    assert state.result is not None
    # Pair 1 (seats 1 and 3) is left with 0-0, 2-2 and 4-3: 11 pips.
    assert state.result.winner == 0 and state.result.points == (11, 0)


def test_partners_blocked_lighter_pair_scores_the_opponents_and_its_lighter_seat_leads() -> None:
    state = hand_state("partners", ["6-6 0-1", "5-5", "1-1", "2-2"], opening="6-6")
    state = play(state, "6-6", "pass", "pass", "pass", "pass")
    assert state.result is not None
    # Pair 0 holds 0-1 and 1-1 (3), pair 1 holds 5-5 and 2-2 (14).
    assert state.result.winner == 0 and state.result.points == (14, 0)
    assert state.result.leader == 0  # seat 0 (1 pip) is lighter than seat 2 (2 pips)
