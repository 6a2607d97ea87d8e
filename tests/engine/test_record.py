"""dominoes-hand/1 records: writing, reading back, replaying, and refusing bad ones."""

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.engine.errors import RecordError
from game.engine.match import Match
from game.engine.playout import choose
from game.engine.record import parse_record, record_of, replay, summary
from game.engine.rules import PRESETS, rules_for
from game.engine.state import apply, legal_actions

BLOCK_3P: dict[str, Any] = {
    "format": "dominoes-hand/1",
    "rules": "block",
    "players": 3,
    "hands": [["0-0", "3-1", "2-2", "5-0", "6-2"], ["6-5", "4-4", "1-1", "3-3", "5-5"],
              ["6-6", "4-1", "2-1", "3-2", "6-3"]],
    "starter": 0,
    "scores": [88, 40, 12],
    "target": 61,
    "moves": [],
}


def run_cli(tmp_path: Path, record: object) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record) if not isinstance(record, str) else record)
    return subprocess.run([sys.executable, "-m", "game", "replay", str(path)],
                          capture_output=True, text=True, timeout=60)


def test_hands_of_the_wrong_size_are_refused(tmp_path: Path) -> None:
    done = run_cli(tmp_path, dict(BLOCK_3P, hands=[["0-0", "3-1"], ["6-5"], ["6-6", "4-1"]]))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "hands[0] holds 2 tiles; Block deals 5"


def test_the_replay_command_answers_a_whole_blocked_hand(tmp_path: Path) -> None:
    moves = [{"seat": 0, "play": "6-2"}, {"seat": 1, "play": "6-5", "on": 6},  # ends 5, 2
             {"seat": 2, "play": "2-1", "on": 2}, {"seat": 0, "play": "5-0", "on": 5},  # 0, 1
             {"seat": 1, "play": "1-1", "on": 1}, {"seat": 2, "play": "4-1", "on": 1},  # 0, 4
             {"seat": 0, "play": "0-0", "on": 0}, {"seat": 1, "play": "4-4"},  # nobody holds a 0 or a 4
             {"seat": 2, "pass": True}, {"seat": 0, "pass": True}, {"seat": 1, "pass": True}]
    done = run_cli(tmp_path, dict(BLOCK_3P, moves=moves))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["status"] == "over" and out["next"] is None and out["ends"] == [0, 4]
    # Left: 3-1 2-2 (8), 3-3 5-5 (16), 6-6 3-2 6-3 (26); the 8 scores 16 + 26 - 8 = 34.
    assert out["result"] == {"reason": "blocked", "winner": 0, "pips": [8, 16, 26], "points": [34, 0, 0]}
    assert out["scores"] == [88 + 34, 40, 12]
    assert out["match_over"] is True and out["match_winner"] == 0


def test_an_illegal_move_names_its_index_seat_and_reason(tmp_path: Path) -> None:
    moves = [{"seat": 0, "play": "3-1"}, {"seat": 1, "play": "1-1", "on": 1},
             {"seat": 2, "play": "3-2", "on": 3}, {"seat": 0, "play": "5-0"}]
    done = run_cli(tmp_path, dict(BLOCK_3P, moves=moves))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "move 3 (seat 0): 5-0 matches neither open end (2, 1)"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"rules": "mexican-train"}, "unknown preset 'mexican-train'"),
        ({"format": "dominoes-hand/2"}, "format must be 'dominoes-hand/1'"),
        ({"hands": [["0-0", "3-1", "2-2", "5-0", "6-9"]] + BLOCK_3P["hands"][1:]}, "bad tile text '6-9'"),
        ({"hands": [["0-0", "3-1", "2-2", "5-0", "6-5"]] + BLOCK_3P["hands"][1:]}, "tile 6-5 appears more than once"),
        ({"players": 5}, "Block is played by 2, 3, 4 players, not 5"),
        ({"starter": 3}, "starter is 3, out of range"),
        ({"options": {"spinner": True}}, "unknown house rule 'spinner'"),
        ({"moves": [{"seat": 0, "play": "0-0", "pass": True}]}, "move 0 (seat 0): a move has exactly one of"),
        ({"moves": [{"seat": 1, "play": "6-5"}]}, "move 0 (seat 1): it is seat 0's turn"),
        ({"starter": None}, "Block needs the starter"),
    ],
)
def test_malformed_records_are_refused_with_one_line(tmp_path: Path, change: dict[str, Any], message: str) -> None:
    record = dict(BLOCK_3P, **change)
    if record["starter"] is None:
        del record["starter"]
    done = run_cli(tmp_path, record)
    assert done.returncode == 2 and done.stdout == ""
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_not_json_is_refused(tmp_path: Path) -> None:
    done = run_cli(tmp_path, '{"format": "dominoes-hand/1",')
    assert done.returncode == 2 and done.stderr.startswith("not JSON")


def test_a_classic_record_checks_the_starter_against_the_highest_double() -> None:
    record = {"format": "dominoes-hand/1", "rules": "classic", "players": 2, "starter": 1,
              "hands": [["6-6", "3-4", "0-5", "1-1", "2-6", "4-4", "0-0"],
                        ["6-5", "3-3", "1-2", "0-1", "2-2", "5-5", "4-6"]],
              "moves": []}
    with pytest.raises(RecordError, match="starter is seat 1, but seat 0 opens with 6-6"):
        replay(parse_record(record))
    record["starter"] = 0
    record["moves"] = [{"seat": 0, "play": "3-4"}]
    with pytest.raises(RecordError, match="move 0 \\(seat 0\\): the first tile must be 6-6"):
        replay(parse_record(record))


def test_a_tile_fitting_both_ends_needs_on() -> None:
    moves: list[dict[str, Any]] = [{"seat": 0, "play": "0-1"}, {"seat": 1, "play": "0-5"}, {"seat": 0, "play": "5-1"}]
    record = {"format": "dominoes-hand/1", "rules": "block", "players": 2, "starter": 0,
              "hands": [["0-1", "5-1", "2-2", "4-4", "6-6", "3-3", "6-2"],
                        ["0-5", "6-5", "3-2", "4-2", "4-3", "0-4", "0-6"]],
              "moves": moves}
    with pytest.raises(
        RecordError, match='move 2 \\(seat 0\\): 5-1 fits both open ends \\(1, 5\\): say which with "on"'
    ):
        replay(parse_record(record))
    moves[2]["on"] = 4
    with pytest.raises(RecordError, match="no open end shows 4 \\(the ends are 1, 5\\)"):
        replay(parse_record(record))
    moves[2]["on"] = 5
    assert replay(parse_record(record)).ends == (1, 1)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_played_hand_written_and_read_back_replays_to_the_same_end(name: str) -> None:
    rules = rules_for(name)
    players = max(rules.players)
    rng = random.Random(11)
    match = Match.new(rules, players, rules.default_target(players))
    for _ in range(3):  # later hands too: openers by lot, rotation or previous winner
        state = match.start_hand(rng)
        while state.result is None:
            state.step(choose(legal_actions(state), rng))
        text = json.dumps(record_of(state).to_json())
        again = replay(parse_record(json.loads(text)))
        assert again.result == state.result and again.ends == state.ends
        assert summary(again)["scores"] == [s + p for s, p in zip(match.scores, state.result.points, strict=True)]
        match = match.after_hand(state.result, state.starter)
        if match.over:
            break


def test_unknown_fields_survive_a_rewrite() -> None:
    record = dict(BLOCK_3P, demo=True)
    assert parse_record(record).to_json()["demo"] is True


@pytest.mark.parametrize("name", ["allfives", "penalty"])
def test_a_hand_after_one_nobody_won_replays_with_its_opening_tile(name: str) -> None:
    """The next hand opens as the first one does (the highest double leads): a saved match
    resumed before its first move offers the opener that double only, as the live hand did."""
    rules = PRESETS[name]
    checked = 0
    for seed in range(20):
        rng = random.Random(seed)
        match = Match.new(rules, 2, 200)
        while not match.over:
            state = match.start_hand(rng)
            if match.results and match.results[-1].leader is None:
                again = replay(record_of(state))
                assert (again.starter, again.opening) == (state.starter, state.opening), seed
                assert legal_actions(again) == legal_actions(state)
                checked += 1
            while state.result is None:
                state = apply(state, choose(legal_actions(state), rng))
            match = match.after_hand(state.result, state.starter)
    assert checked
