"""One non-default value of every saved kind, built by playing seeded hands."""

from __future__ import annotations

import random
from typing import Any

from game.domain.campaign import CampaignProgress
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.record import record_of
from game.persist.match_save import MATCH, SavedMatch
from game.persist.settings import SETTINGS, Settings
from game.persist.stamps import CAMPAIGN
from game.persist.stats import STATS, Stats
from game.persist.store import Kind
from tests.persist.play import moves, new_match, play_match

KINDS: tuple[Kind[Any], ...] = (SETTINGS, CAMPAIGN, STATS, MATCH)


def saved_match(seed: int = 7, preset: str = "classic", players: int = 3, target: int = 100) -> SavedMatch:
    """A Points Match one hand in, with the second hand a few moves old."""
    rng = random.Random(seed)
    match = new_match(preset, players, target)
    first = moves(match.start_hand(rng), rng)
    assert first.result is not None
    match = match.after_hand(first.result, first.starter)
    state = moves(match.start_hand(rng), rng, count=4)
    return SavedMatch(match, Lineup(Mode.POINTS, ("aino", "sven", "eleni")[: players - 1]), record_of(state))


def played_stats(seed: int = 3) -> Stats:
    rng = random.Random(seed)
    stats = Stats()
    lineup = Lineup(Mode.POINTS, ("dragan",))
    match = new_match("block", 2, 61)
    while not match.over:
        state = moves(match.start_hand(rng), rng)
        assert state.result is not None
        stats = stats.after_hand(lineup, match.rules, state.result)
        match = match.after_hand(state.result, state.starter)
    stats = stats.after_match(lineup, match).with_hint()
    return stats.after_match(Lineup(Mode.QUICK, ("aino",)), play_match(new_match("classic", 2, None), rng))


def sample(kind: Kind[Any]) -> Any:
    return {
        "settings": Settings(
            animation_speed="fast", volume=35, language="fi", house_rules=frozenset({"draw_one"}), ui_scale=150
        ),
        "campaign": CampaignProgress(frozenset({"cafe-1", "cafe-2"})),
        "stats": played_stats(),
        "match": saved_match(),
    }[kind.name]
