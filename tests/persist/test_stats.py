"""Statistics the Statistics screen shows, as a player reads them (#12)."""

from __future__ import annotations

import random

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from tests.persist.play import moves, new_match


def test_a_won_quick_round_counts_as_won_match_and_as_a_margin(dirs: DataDirs) -> None:
    """"Best match margin –" next to "Matches won 1 of 1" was the bug: every won match has a margin."""
    rng = random.Random(1)
    quick = Lineup(Mode.QUICK, ("aino",))
    while True:
        round_ = new_match(target=None)
        hand = moves(round_.start_hand(rng), rng)
        assert hand.result is not None
        if hand.result.winner == 0:
            break
    saves = Saves(dirs)
    saves.hand_finished(hand, quick)
    finished = round_.after_hand(hand.result, hand.starter)
    saves.match_finished(finished, quick)
    stats = Saves(dirs).stats
    assert stats.matches.total.won == 1
    assert stats.best_margin == finished.scores[0] - finished.scores[1] > 0
