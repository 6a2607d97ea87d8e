import random

import pytest

from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.playout import choose
from game.engine.rules import rules_for
from game.engine.state import legal_actions
from game.engine.undo import undo_last_move
from tests.engine.scripted import hand_state, play


def test_undo_takes_back_the_last_play_and_everything_after_it_but_keeps_draws() -> None:
    state = hand_state("classic", ["6-6 6-1 2-2", "0-0 0-1"], boneyard="2-3 6-4 5-5", opening="6-6")
    state = play(state, "6-6", "draw", "draw", "6-4", "6-1 R")
    assert state.turn == 1 and state.ends == (4, 1)
    back = undo_last_move(state, 1)  # seat 1's 6-4 (after its two draws) and seat 0's 6-1 are undone
    assert back.turn == 1 and back.ends == (6, 6)
    assert back.drawable == 1 and {str(t) for t in back.hand(1)} == {"0-0", "1-0", "3-2", "6-4"}
    again = undo_last_move(back, 0)
    assert again.ends is None and again.turn == 0 and again.history == []


def test_undo_with_nothing_to_undo_is_refused() -> None:
    state = hand_state("classic", ["6-6 6-1", "0-0 0-1"], opening="6-6")
    with pytest.raises(IllegalActionError, match="you have no move to undo"):
        undo_last_move(state, 1)


def test_undo_of_a_random_hand_matches_the_position_it_had() -> None:
    rules = rules_for("allfives")
    rng = random.Random(4)
    state = Match.new(rules, 3, 100).start_hand(rng)
    snapshots = {}
    while state.result is None:
        if state.turn == 0:
            snapshots[len(state.history)] = (list(state.hands), state.ends, list(state.in_play))
        state.step(choose(legal_actions(state), rng))
    back = undo_last_move(state, 0)
    assert (list(back.hands), back.ends, list(back.in_play)) == snapshots[len(back.history)]
