"""Saved matches kept side by side: a finished match forgets only itself (#12, data loss)."""

from __future__ import annotations

import random

from game.domain.campaign import MATCHES
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.record import record_of
from game.persist.match_save import MATCH, SavedMatch
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from tests.persist.play import moves, new_match, play_match


def test_a_quick_round_finished_keeps_the_saved_campaign_match(dirs: DataDirs) -> None:
    """The issue's steps: a few moves of Campaign "First game", leave; a Quick Round to its end."""
    rng = random.Random(3)
    plan = MATCHES["cafe-1"]
    campaign = Lineup(Mode.CAMPAIGN, plan.characters, plan.id)
    saves = Saves(dirs)
    match = plan.new_match()
    state = moves(match.start_hand(rng), rng, 3)
    saves.save_match(match, campaign, state)
    quick = Lineup(Mode.QUICK, ("aino",))
    round_ = new_match(target=None)
    hand = moves(round_.start_hand(rng), rng)
    assert hand.result is not None
    saves.hand_finished(hand, quick)
    saves.match_finished(round_.after_hand(hand.result, hand.starter), quick)
    again = Saves(dirs)  # a restart
    saved = again.saved(Mode.CAMPAIGN)
    assert saved is not None and saved.lineup == campaign
    assert len(saved.hand.moves) == 3


def test_the_points_match_and_the_campaign_match_are_kept_side_by_side(dirs: DataDirs) -> None:
    rng = random.Random(8)
    plan = MATCHES["cafe-1"]
    campaign, points = Lineup(Mode.CAMPAIGN, plan.characters, plan.id), Lineup(Mode.POINTS, ("sven",))
    saves = Saves(dirs)
    saves.save_match(plan.new_match(), campaign, moves(plan.new_match().start_hand(rng), rng, 2))
    match = new_match()
    saves.save_match(match, points, moves(match.start_hand(rng), rng, 4))
    again = Saves(dirs)
    assert [s.lineup for s in again.saved_matches()] == [points, campaign]
    again.match_finished(play_match(match, rng), points)  # the Points Match forgets only itself
    third = Saves(dirs)
    assert third.saved(Mode.POINTS) is None and not dirs.match.exists()
    kept = third.saved(Mode.CAMPAIGN)
    assert kept is not None and kept.lineup == campaign and len(kept.hand.moves) == 2


def test_a_campaign_match_saved_before_the_slots_moves_to_its_own(dirs: DataDirs) -> None:
    """Before the slots, match.json kept whichever match was played last."""
    rng = random.Random(6)
    plan = MATCHES["cafe-1"]
    campaign = Lineup(Mode.CAMPAIGN, plan.characters, plan.id)
    state = moves(plan.new_match().start_hand(rng), rng, 3)
    Saves(dirs).store.save(MATCH, SavedMatch(plan.new_match(), campaign, record_of(state)))  # as the older game did
    saves = Saves(dirs)
    saved = saves.saved(Mode.CAMPAIGN)
    assert saved is not None and saved.lineup == campaign and saves.saved(Mode.POINTS) is None
    assert dirs.campaign_match.exists() and not dirs.match.exists() and saves.take_notices() == []
