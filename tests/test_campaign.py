from __future__ import annotations

import pytest

from game.domain.campaign import (
    MATCHES,
    VENUES,
    CampaignError,
    CampaignProgress,
    venue_of,
)
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.domain.roster import character
from game.engine.rules import TARGET_CHOICES


def test_three_venues_of_three_matches_each_with_their_own_look() -> None:
    assert [len(v.matches) for v in VENUES] == [3, 3, 3]
    assert len(MATCHES) == 9
    assert len({v.look for v in VENUES}) == 3


@pytest.mark.parametrize("match_id", list(MATCHES))
def test_every_campaign_match_is_a_playable_match(match_id: str) -> None:
    spec = MATCHES[match_id]
    match = spec.new_match()
    assert (match.players, match.target, match.rules.name) == (spec.players, spec.target, spec.preset)
    assert spec.target in TARGET_CHOICES
    assert len(spec.characters) == spec.players - 1
    assert venue_of(match_id).matches.count(spec) == 1


def test_the_rules_get_richer_venue_by_venue() -> None:
    presets = [{m.preset for m in v.matches} for v in VENUES]
    assert presets[0] == {"classic"}
    assert presets[1] == {"block", "draw-pagat"}
    assert presets[2] == {"allfives", "tactic121", "partners"}


def test_only_the_first_match_is_open_at_the_start() -> None:
    progress = CampaignProgress()
    assert [m for m in MATCHES if progress.is_open(m)] == ["cafe-1"]
    assert progress.next_match() == MATCHES["cafe-1"]
    assert [progress.venue_unlocked(v) for v in VENUES] == [True, False, False]


def test_a_venue_unlocks_when_the_previous_one_has_all_three_stamps() -> None:
    progress = CampaignProgress().after_match("cafe-1", won=True).after_match("cafe-2", won=True)
    assert not progress.venue_unlocked(VENUES[1]) and not progress.is_open("harbour-1")
    assert [progress.stamped_in(v) for v in VENUES] == [2, 0, 0]
    progress = progress.after_match("cafe-3", won=True)
    assert progress.venue_complete(VENUES[0]) and progress.venue_unlocked(VENUES[1])
    assert [progress.stamped_in(v) for v in VENUES] == [3, 0, 0]
    assert progress.is_open("harbour-1") and not progress.is_open("harbour-2") and not progress.is_open("salon-1")


def test_a_lost_match_changes_nothing_and_stays_open_to_replay() -> None:
    progress = CampaignProgress().after_match("cafe-1", won=True)
    after_loss = progress.after_match("cafe-2", won=False)
    assert after_loss == progress and after_loss.is_open("cafe-2")
    assert after_loss.next_match() == MATCHES["cafe-2"]


def test_losing_a_replay_of_a_won_match_keeps_its_stamp() -> None:
    progress = CampaignProgress().after_match("cafe-1", won=True).after_match("cafe-1", won=False)
    assert progress.stamps == {"cafe-1"}


def test_winning_all_nine_completes_the_campaign() -> None:
    progress = CampaignProgress()
    while (spec := progress.next_match()) is not None:
        progress = progress.after_match(spec.id, won=True)
    assert progress.complete and progress.stamps == set(MATCHES)


def test_an_unknown_match_is_refused() -> None:
    with pytest.raises(CampaignError, match="no campaign match"):
        CampaignProgress().after_match("moon-1", won=True)


def test_the_final_partner_sits_opposite_the_human() -> None:
    final = MATCHES["salon-3"]
    assert Lineup(Mode.CAMPAIGN, final.characters, final.id).opponents(final.rules()) == ("dragan", "kaisa")


def test_the_opponents_grow_stronger_venue_by_venue() -> None:
    levels = [{character(c).level for m in v.matches for c in m.characters} for v in VENUES]
    assert levels == [{"easy"}, {"easy", "hard"}, {"hard"}]
