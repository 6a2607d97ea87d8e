"""The game's view of its saves: campaign, statistics, history and resuming, across restarts."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from game.domain.campaign import MATCHES, CampaignProgress
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.match import Match
from game.engine.record import record_of
from game.engine.state import HandState
from game.persist.history import History
from game.persist.match_save import MATCH
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from game.persist.stats import Stats
from game.persist.store import Problem
from tests.persist.play import moves, new_match, play_match
from tests.persist.samples import saved_match


def _decided(spec_match: Match, rng: random.Random, *, human_wins: bool) -> Match:
    """A random play-through of the match that ends the way the test needs."""
    while True:
        match = play_match(spec_match, rng)
        if (match.winner == 0) == human_wins:
            return match


def test_a_campaign_won_and_restarted_keeps_its_stamps(dirs: DataDirs) -> None:
    rng = random.Random(5)
    while (spec := Saves(dirs).campaign.next_match()) is not None:
        saves = Saves(dirs)  # a restart before every match
        lineup = Lineup(Mode.CAMPAIGN, spec.characters, spec.id)
        saves.match_finished(_decided(spec.new_match(), rng, human_wins=False), lineup)
        assert Saves(dirs).campaign.next_match() == spec, "a lost match stays to be replayed"
        saves.match_finished(_decided(spec.new_match(), rng, human_wins=True), lineup)
    saves = Saves(dirs)
    assert saves.campaign.complete and saves.take_notices() == []
    replay = MATCHES["cafe-1"]
    saves.match_finished(
        _decided(replay.new_match(), rng, human_wins=False), Lineup(Mode.CAMPAIGN, replay.characters, replay.id)
    )
    assert Saves(dirs).campaign.stamps == set(MATCHES)
    assert Saves(dirs).stats.matches.by_mode["campaign"].won == 9


def test_demo_hands_go_to_the_history_but_never_into_statistics(dirs: DataDirs) -> None:
    rng = random.Random(11)
    saves = Saves(dirs)
    lineup = Lineup(Mode.QUICK, ("aino",))
    match = new_match("classic", 2, None)
    for demo in (True, False, True):
        state = moves(match.start_hand(rng), rng)
        saves.hand_finished(state, lineup, demo=demo)
        assert state.result is not None
        saves.match_finished(match.after_hand(state.result, state.starter), lineup, demo=demo)
    stats = Saves(dirs).stats
    assert stats.hands.total.played == stats.matches.total.played == 1
    assert [History.read(p)[1] for p in saves.history.paths()] == [True, False, True]


def test_history_keeps_the_newest_hands_up_to_its_cap(dirs: DataDirs) -> None:
    rng = random.Random(2)
    saves = Saves(dirs, history_cap=5)
    kept: list[dict[str, object]] = []
    for _ in range(8):
        state = moves(new_match().start_hand(rng), rng)
        saves.hand_finished(state, Lineup(Mode.QUICK, ("aino",)))
        kept = (kept + [record_of(state).to_json()])[-5:]
    paths = saves.history.paths()
    assert [p.name[:6] for p in paths] == ["000004", "000005", "000006", "000007", "000008"]
    assert [{k: v for k, v in json.loads(p.read_text()).items() if k != "demo"} for p in paths] == kept


def test_a_history_file_replays_with_the_command_line(dirs: DataDirs) -> None:
    rng = random.Random(4)
    saves = Saves(dirs)
    state = moves(new_match("allfives", 3, 100).start_hand(rng), rng)
    saves.hand_finished(state, Lineup(Mode.POINTS, ("aino", "sven")), demo=True)
    [path] = saves.history.paths()
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert state.result is not None
    assert json.loads(done.stdout)["result"]["points"] == list(state.result.points)


def test_a_match_resumes_at_the_exact_move_after_a_restart(dirs: DataDirs) -> None:
    rng = random.Random(9)
    saves = Saves(dirs)
    match = new_match("draw-pagat", 3, 61)
    lineup = Lineup(Mode.POINTS, ("dragan", "kaisa"))
    state = match.start_hand(rng)
    for _ in range(6):
        state = moves(state, rng, count=1)
        saves.save_match(match, lineup, state)
    resumed = Saves(dirs).saved(Mode.POINTS)
    assert resumed is not None
    again = resumed.resume()
    assert (resumed.match, resumed.lineup) == (match, lineup)
    assert record_of(again).to_json() == record_of(state).to_json()
    assert (again.hands, again.turn, again.drawn, again.ends) == (state.hands, state.turn, state.drawn, state.ends)


def test_a_record_whose_later_moves_do_not_replay_resumes_before_them(dirs: DataDirs) -> None:
    saved = saved_match()
    Saves(dirs).store.save(MATCH, saved)
    data = json.loads(dirs.match.read_text())
    assert len(data["hand"]["moves"]) == 4
    data["hand"]["moves"][2] = data["hand"]["moves"][0]  # the first tile again: already on the table
    dirs.match.write_text(json.dumps(data))
    resumed = Saves(dirs).saved(Mode.POINTS)
    assert resumed is not None
    assert len(resumed.resume().history) == 2


def test_a_match_whose_scores_do_not_follow_from_its_sheet_is_set_aside(dirs: DataDirs) -> None:
    Saves(dirs).store.save(MATCH, saved_match())
    data = json.loads(dirs.match.read_text())
    data["match"]["scores"][0] += 5
    dirs.match.write_text(json.dumps(data))
    saves = Saves(dirs)
    [notice] = saves.take_notices()
    assert saves.saved_matches() == [] and notice.problem is Problem.UNREADABLE and "score sheet" in notice.detail


def test_a_hand_from_another_match_is_refused(dirs: DataDirs) -> None:
    other = saved_match(seed=8, players=2)
    Saves(dirs).store.save(MATCH, saved_match())
    data = json.loads(dirs.match.read_text())
    data["hand"] = other.hand.to_json()
    dirs.match.write_text(json.dumps(data))
    saves = Saves(dirs)
    assert saves.saved_matches() == [] and "not a hand of this match" in saves.take_notices()[0].detail


def test_a_finished_match_is_no_longer_offered(dirs: DataDirs) -> None:
    rng = random.Random(1)
    saves = Saves(dirs)
    lineup = Lineup(Mode.POINTS, ("aino",))
    match = new_match()
    saves.save_match(match, lineup, match.start_hand(rng))
    assert Saves(dirs).saved(Mode.POINTS) is not None
    saves.match_finished(play_match(match, rng), lineup)
    assert Saves(dirs).saved_matches() == [] and not dirs.match.exists()


def test_statistics_split_by_mode_preset_and_opponent_and_keep_streaks(dirs: DataDirs) -> None:
    rng = random.Random(21)
    saves = Saves(dirs)
    partners = Lineup(Mode.POINTS, ("dragan", "ilmari", "nikos"))  # seat 2, ilmari, is the partner
    outcomes = []
    for _ in range(4):
        match = play_match(new_match("partners", 4, 100), rng)
        outcomes.append(match.winner == 0)
        saves.match_finished(match, partners)
    stats = Saves(dirs).stats
    assert set(stats.matches.by_opponent) == {"dragan", "nikos"}, "a partner is not an opponent"
    assert stats.matches.by_preset["partners"].played == 4
    assert stats.matches.by_mode["points"].won == sum(outcomes)
    runs = "".join("w" if won else "l" for won in outcomes).split("l")
    assert stats.longest_streak == max(len(r) for r in runs) and stats.current_streak == len(runs[-1])


def test_the_best_margin_is_the_widest_win(dirs: DataDirs) -> None:
    rng = random.Random(6)
    saves = Saves(dirs)
    margins = []
    for _ in range(5):
        match = play_match(new_match("classic", 2, 50), rng)
        if match.winner == 0:
            margins.append(match.scores[0] - match.scores[1])
        saves.match_finished(match, Lineup(Mode.POINTS, ("sven",)))
    assert margins, "seed 6 gives the human at least one win"
    assert Saves(dirs).stats.best_margin == max(margins)


def test_a_statistics_file_that_does_not_add_up_is_set_aside(dirs: DataDirs) -> None:
    rng = random.Random(3)
    saves = Saves(dirs)
    for _ in range(3):
        saves.hand_finished(moves(new_match().start_hand(rng), rng), Lineup(Mode.QUICK, ("aino",)))
    data = json.loads(dirs.stats.read_text())
    data["domino_wins"] += 1
    dirs.stats.write_text(json.dumps(data))
    again = Saves(dirs)
    assert again.stats == Stats() and "domino_wins" in again.take_notices()[0].detail


def test_hints_are_counted(dirs: DataDirs) -> None:
    saves = Saves(dirs)
    saves.hint_used()
    saves.hint_used()
    assert Saves(dirs).stats.hints_used == 2


def test_history_numbers_follow_on_after_a_restart(tmp_path: Path) -> None:
    rng = random.Random(8)
    history = History(tmp_path)
    when = datetime(2026, 11, 29, 12, 0, 0)
    for _ in range(2):
        History(tmp_path).add(record_of(moves(new_match().start_hand(rng), rng)), demo=False, when=when)
    assert [p.name for p in history.paths()] == ["000001-20261129-120000.json", "000002-20261129-120000.json"]


def test_campaign_progress_is_kept_as_a_sorted_list_of_stamps(dirs: DataDirs) -> None:
    saves = Saves(dirs)
    lineup = Lineup(Mode.CAMPAIGN, ("aino",), "cafe-1")
    saves.campaign = CampaignProgress()
    rng = random.Random(5)
    saves.match_finished(_decided(MATCHES["cafe-1"].new_match(), rng, human_wins=True), lineup)
    assert json.loads(dirs.campaign.read_text())["stamps"] == ["cafe-1"]


def test_demo_hands_never_crowd_the_players_own_hands_out_of_the_history(dirs: DataDirs) -> None:
    rng = random.Random(12)
    saves = Saves(dirs, history_cap=4)
    for demo in (False, True, False, True, True, True, True):
        saves.hand_finished(moves(new_match().start_hand(rng), rng), Lineup(Mode.QUICK, ("aino",)), demo=demo)
    kept = saves.history.paths()
    assert [History.read(p)[1] for p in kept] == [False, False, True, True]
    assert [History.is_demo(p) for p in kept] == [False, False, True, True]


def test_a_demo_match_ending_leaves_the_players_saved_match_alone(dirs: DataDirs) -> None:
    rng = random.Random(13)
    saves = Saves(dirs)
    lineup = Lineup(Mode.POINTS, ("sven",))
    match = new_match()
    saves.save_match(match, lineup, match.start_hand(rng))
    saves.match_finished(play_match(new_match(), rng), Lineup(Mode.QUICK, ("aino",)), demo=True)
    resumed = Saves(dirs).saved(Mode.POINTS)
    assert resumed is not None and resumed.lineup == lineup


def test_a_campaign_match_saved_with_the_wrong_table_is_refused(dirs: DataDirs) -> None:
    Saves(dirs).store.save(MATCH, saved_match(players=3))
    data = json.loads(dirs.match.read_text())
    data["mode"], data["campaign_match"] = "campaign", "cafe-1"  # cafe-1 is a two-player match
    dirs.match.write_text(json.dumps(data))
    saves = Saves(dirs)
    assert saves.saved_matches() == [] and "campaign_match" in saves.take_notices()[0].detail


def test_a_match_with_a_character_the_game_no_longer_has_is_refused(dirs: DataDirs) -> None:
    Saves(dirs).store.save(MATCH, saved_match(players=2))
    data = json.loads(dirs.match.read_text())
    data["characters"] = ["somebody-retired"]
    dirs.match.write_text(json.dumps(data))
    saves = Saves(dirs)
    assert saves.saved_matches() == [] and "characters[0]" in saves.take_notices()[0].detail


WINNER_OPENS = pytest.mark.parametrize(("preset", "players"), [("allfives", 2), ("penalty", 3), ("partners", 4)])


def second_hand(preset: str, players: int, rng: random.Random) -> tuple[Match, Lineup, HandState]:
    """A match's second hand, three moves in, opened by the first hand's winner (as these rules say)."""
    match = new_match(preset, players, 200)
    first = moves(match.start_hand(rng), rng)
    assert first.result is not None
    match = match.after_hand(first.result, first.starter)
    return match, Lineup(Mode.POINTS, ("aino", "sven", "kaisa")[: players - 1]), moves(match.start_hand(rng), rng, 3)


@WINNER_OPENS
def test_a_match_saved_in_a_later_hand_the_last_winner_opens_resumes(dirs: DataDirs, preset: str, players: int) -> None:
    match, lineup, started = second_hand(preset, players, random.Random(2))
    Saves(dirs).save_match(match, lineup, started)
    again = Saves(dirs)
    assert again.take_notices() == [], "not set aside as damaged"
    resumed = again.saved(Mode.POINTS)
    assert resumed is not None and record_of(resumed.resume()) == record_of(started)


@WINNER_OPENS
def test_a_later_hand_the_last_winner_opened_stays_in_the_history(dirs: DataDirs, preset: str, players: int) -> None:
    rng = random.Random(2)
    _match, lineup, started = second_hand(preset, players, rng)
    Saves(dirs).hand_finished(moves(started, rng), lineup, hand=2)
    listing = Saves(dirs).history.recent()
    assert (len(listing.hands), listing.set_aside) == (1, ()), "kept, not set aside as unreadable"
