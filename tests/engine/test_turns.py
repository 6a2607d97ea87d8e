"""Drawing, passing and refusing: the turn rules of every preset, with the reasons given."""

import pytest

from game.engine.actions import DRAW, PASS
from game.engine.errors import IllegalActionError
from game.engine.state import HandState, apply, legal_actions, why_illegal
from tests.engine.scripted import action, hand_state, play


def refused(state: HandState, move: str) -> str:
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action(move))
    return str(caught.value)


def test_a_tile_matching_neither_end_is_refused_with_the_ends() -> None:
    state = play(hand_state("block", ["5-2 1-1", "6-3 2-0"]), "5-2")
    assert state.ends == (5, 2)
    assert refused(state, "6-3") == "6-3 matches neither open end (5, 2)"
    assert refused(state, "2-0") == "2-0 does not match the left end (5)"
    assert refused(state, "1-1") == "you do not hold 1-1"


def test_the_forced_opening_double_is_the_only_first_move() -> None:
    state = hand_state("classic", ["6-6 1-2", "3-3 0-0"], opening="6-6")
    assert [str(a) for a in legal_actions(state)] == ["play 6-6 left"]
    assert refused(state, "1-2") == "the first tile must be 6-6"


def test_classic_draws_until_a_tile_fits_and_never_while_holding_one() -> None:
    state = play(hand_state("classic", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4 6-2 5-5", opening="6-6"), "6-6")
    assert legal_actions(state) == [DRAW]
    assert refused(state, "pass") == "you must draw from the boneyard before passing"
    state = play(state, "draw", "draw")  # 2-3 and 4-4 do not fit: keep drawing
    assert legal_actions(state) == [DRAW]
    state = play(state, "draw")  # 6-2 fits: the turn must end with it
    assert state.turn == 1 and state.drawable == 1
    assert refused(state, "draw") == "you hold a playable tile, so you cannot draw"
    state = play(state, "6-2")
    assert state.turn == 0


def test_classic_may_draw_the_whole_boneyard_then_passes() -> None:
    state = play(hand_state("classic", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4", opening="6-6"), "6-6")
    state = play(state, "draw", "draw")
    assert state.drawable == 0 and legal_actions(state) == [PASS]
    assert refused(state, "draw") == "the boneyard is empty"


def test_reserve_two_keeps_the_last_two_tiles_in_a_two_player_game() -> None:
    state = hand_state("classic", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4 5-5", opening="6-6",
                       options={"reserve_two": True})
    state = play(state, "6-6", "draw")
    assert state.drawable == 0 and state.boneyard_left == 2
    assert refused(state, "draw") == "only the 2 reserved tiles remain"
    assert legal_actions(state) == [PASS]
    three = hand_state("classic", ["6-6", "0-0", "1-1"], boneyard="2-3 4-4", opening="6-6",
                       options={"reserve_two": True})
    assert three.drawable == 2  # the option is for 2-player games only


def test_draw_pagat_may_draw_while_holding_a_playable_tile_but_never_the_last_two() -> None:
    state = play(hand_state("draw-pagat", ["6-6 6-1", "6-0 0-1"], boneyard="2-3 4-4 5-5 1-2"), "6-6")
    assert DRAW in legal_actions(state)
    state = play(state, "draw", "draw")
    assert state.drawable == 0 and state.boneyard_left == 2
    assert refused(state, "draw") == "only the 2 reserved tiles remain"
    assert refused(state, "pass") == "you hold a playable tile, so you must play"


def test_draw_pagat_must_draw_down_to_the_reserve_before_passing() -> None:
    state = play(hand_state("draw-pagat", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4 5-5 1-2"), "6-6")
    assert refused(state, "pass") == "you must draw down to the reserve before passing"
    state = play(state, "draw", "draw", "pass")
    assert state.turn == 0


def test_draw_one_draws_a_single_tile_then_passes() -> None:
    state = hand_state("classic", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4 5-5", opening="6-6",
                       options={"draw_one": True})
    state = play(state, "6-6", "draw")
    assert legal_actions(state) == [PASS]
    assert refused(state, "draw") == "you may draw only one tile per turn"
    state = play(state, "pass")
    assert state.result is None and state.drawable == 2


def test_block_has_no_drawing() -> None:
    state = play(hand_state("block", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4"), "6-6")
    assert str(why_illegal(state, DRAW)) == "there is no drawing in Block: pass when nothing fits"
    assert legal_actions(state) == [PASS]


def test_the_draw_pagat_opener_may_draw_before_laying_the_first_tile() -> None:
    """RULES.md: the opener's first turn is a turn like any other, and playable tiles never
    forbid drawing in Pagat's Draw."""
    state = hand_state("draw-pagat", ["6-6 6-1", "6-0 0-1"], boneyard="2-3 4-4 5-5 1-2")
    assert DRAW in legal_actions(state)
    state = play(state, "draw")
    assert state.turn == 0 and state.ends is None and "3-2" in [str(t) for t in state.hand(0)]
    state = play(state, "2-3")
    assert state.ends == (3, 2) and state.turn == 1


def test_the_classic_opener_still_lays_the_opening_double_first() -> None:
    state = hand_state("classic", ["6-6 6-1", "0-0 0-1"], boneyard="2-3 4-4", opening="6-6")
    assert DRAW not in legal_actions(state)
    assert refused(state, "draw") == "play your opening tile first"


@pytest.mark.parametrize(
    "hands",
    [["0-0 6-6", "6-5", "0-3 3-3 1-1"], ["0-0 6-6", "6-5", "5-5", "0-4 4-4 1-1"]],
    ids=["3 players", "4 players"],
)
def test_a_pass_chain_is_broken_by_a_play(hands: list[str]) -> None:
    players = len(hands)
    state = play(hand_state("block", hands), "0-0", *["pass"] * (players - 2))
    assert state.passes == players - 2
    state = play(state, "0-3" if players == 3 else "0-4")  # the last seat plays: the chain is broken
    assert state.passes == 0
    state = play(state, *["pass"] * (players - 1))  # everyone else passes again...
    assert state.result is None and state.passes == players - 1
    state = play(state, "3-3 L" if players == 3 else "4-4 L")  # ...and the last seat plays on
    assert state.result is None and state.passes == 0


def test_four_passes_block_a_four_player_hand_but_three_do_not() -> None:
    state = play(hand_state("block", ["0-0 6-6", "6-5", "3-3", "4-4"]), "0-0")
    state = play(state, "pass", "pass", "pass")
    assert state.result is None and state.turn == 0
    state = play(state, "pass")
    assert state.result is not None and state.result.reason == "blocked"


def test_apply_never_changes_the_state_it_was_given() -> None:
    state = hand_state("classic", ["6-6 6-1", "0-0 0-1"], boneyard="2-3", opening="6-6")
    before = (list(state.hands), state.ends, state.turn, len(state.history))
    apply(state, action("6-6"))
    assert (list(state.hands), state.ends, state.turn, len(state.history)) == before


def test_nothing_is_legal_once_the_hand_is_over() -> None:
    state = play(hand_state("block", ["0-0", "6-6"]), "0-0")
    assert state.result is not None and legal_actions(state) == []
    assert refused(state, "pass") == "the hand is over"
