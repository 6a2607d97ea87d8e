"""Fields that parse and replay but say what the game would never write: set aside (kept,
counted) before their text reaches the font renderer or their numbers the AI."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.domain.modes import Mode
from game.engine.dealcode import _old_check, encode, read
from game.engine.match import Match
from game.engine.record import record_of
from game.engine.rules import PRESETS
from game.persist.bounds import dealt_by_code
from game.persist.history import History, labelled
from game.persist.match_save import MATCH
from game.persist.saves import Saves
from game.persist.stats import STATS
from game.persist.store import Problem
from game.persist.store import encode as encode_file
from tests.persist.play import moves, new_match
from tests.persist.samples import played_stats, saved_match

WHEN = datetime(2026, 12, 1, 15, 0, 0)


def one_hand(folder: Path, players: int = 2, seed: int = 5) -> tuple[History, Path]:
    history = History(folder, clock=lambda: WHEN)
    rng = random.Random(seed)
    state = moves(new_match("classic", players, 100).start_hand(rng), rng)
    names = [None, *("Aino", "Sven", "Vesna")[: players - 1]]
    return history, history.add(labelled(record_of(state), names, 2), demo=False, when=WHEN)


def rewritten(path: Path, **fields: Any) -> None:
    path.write_text(json.dumps({**json.loads(path.read_text()), **fields}))


@pytest.mark.parametrize(
    "fields",
    [
        {"names": [None, "Ai\x00no"]},
        {"names": [None, "\ud800"]},
        {"names": [None, "x" * 30_000]},
        {"names": [None, "tab\there"]},
        {"deal": "C2-4KX9\x00-M2QA"},
        {"deal": "x" * 30_000},
        {"hand": 10**39},
        {"target": 4000},
        {"target": 10**39},
        {"scores": [10**30, 0]},
        {"demo": "yes"},
    ],
    ids=["nul-name", "surrogate-name", "long-name", "control-name", "nul-deal", "long-deal", "hand", "target-4000",
         "target-1e39", "score", "demo"],
)
def test_a_record_with_a_field_the_game_never_writes_is_set_aside(tmp_path: Path, fields: dict[str, Any]) -> None:
    history, path = one_hand(tmp_path)
    rewritten(path, **fields)
    listing = history.recent()
    assert listing.hands == () and len(listing.set_aside) == 1
    assert listing.set_aside[0].name.startswith(path.name + ".broken-")


def test_a_deal_code_that_deals_other_tiles_is_set_aside(tmp_path: Path) -> None:
    _history, path = one_hand(tmp_path)
    code = read(json.loads(path.read_text())["deal"])
    others = {
        "other seed": encode("classic", 2, code.seed ^ 1, code.opener),
        "3-player code": encode("classic", 3, code.seed),
        "other game": encode("block", 2, code.seed, code.opener),
        "other opener": encode("classic", 2, code.seed, 1 - (code.opener or 0)),
    }
    for name, other in others.items():
        history, path = one_hand(tmp_path / name.replace(" ", "-"))
        rewritten(path, deal=other)
        listing = history.recent()
        assert (listing.hands, len(listing.set_aside)) == ((), 1), name


def test_a_sound_record_keeps_its_fields_and_an_older_code_reads_in_this_format(tmp_path: Path) -> None:
    history, path = one_hand(tmp_path)
    kept = history.recent().hands
    assert len(kept) == 1 and kept[0].record.extra["names"] == [None, "Aino"] and kept[0].record.extra["hand"] == 2
    code = read(kept[0].record.deal or "")
    # the same deal written in the second format (weighted-sum check), as yesterday's game kept it
    body = "C2" + (kept[0].record.deal or "").replace("-", "")[2:11]
    rewritten(path, deal=body + _old_check(body))
    again = history.recent().hands
    assert len(again) == 1 and again[0].record.deal == encode("classic", 2, code.seed, code.opener)


def write_kind(saves_dir: Path, kind_path: Path, text: str) -> None:
    kind_path.parent.mkdir(parents=True, exist_ok=True)
    kind_path.write_text(text)


@pytest.mark.parametrize(
    ("where", "value"),
    [("deal", "C2-4KX9\x00-M2QA"), ("deal", "not a code"), ("target", 4000), ("target", 10**39)],
)
def test_a_saved_match_with_a_field_the_game_never_writes_is_set_aside_and_told(
    tmp_path: Path, where: str, value: object
) -> None:
    saved = saved_match(players=2)
    data = json.loads(encode_file(MATCH, saved))
    if where == "deal":
        data["hand"]["deal"] = value
    else:
        data["match"]["target"] = value
        data["hand"]["target"] = value
    saves = Saves.open(tmp_path)
    saves.dirs.match.write_text(json.dumps(data))
    again = Saves.open(tmp_path)
    assert again.saved(Mode.POINTS) is None
    notices = again.take_notices()
    assert [(n.kind, n.problem) for n in notices] == [("match", Problem.UNREADABLE)]
    assert notices[0].kept_as is not None and notices[0].kept_as.exists()


def test_a_sound_saved_match_still_resumes(tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    saves.dirs.match.write_text(encode_file(MATCH, saved_match(players=2)))
    again = Saves.open(tmp_path)
    assert again.saved(Mode.POINTS) is not None and again.take_notices() == []


@pytest.mark.parametrize("change", ["opponents", "count", "margin"])
def test_statistics_past_what_the_game_keeps_are_set_aside(tmp_path: Path, change: str) -> None:
    data = json.loads(encode_file(STATS, played_stats()))
    if change == "opponents":
        data["hands"]["by_opponent"].update({f"ghost{i}": {"played": 0, "won": 0} for i in range(60_000)})
    elif change == "count":
        data["hints_used"] = 10**39
    else:
        data["best_margin"] = -(10**30)
    saves = Saves.open(tmp_path)
    saves.dirs.stats.write_text(json.dumps(data))
    again = Saves.open(tmp_path)
    assert again.stats == type(again.stats)()
    assert [(n.kind, n.problem) for n in again.take_notices()] == [("stats", Problem.UNREADABLE)]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_hand_of_a_match_reads_back_with_its_deal_code(preset: str) -> None:
    """Later hands too: opened by the last winner, by the next seat, or as the first hand after
    a hand nobody won (seed 6 of All Fives has one)."""
    rules = PRESETS[preset]
    for seed in (2, 6):
        rng = random.Random(seed)
        match = Match.new(rules, rules.players[0], 200)
        while not match.over:
            state = moves(match.start_hand(rng), rng)
            assert state.result is not None
            assert dealt_by_code(record_of(state)) == state.deal, (seed, len(match.results))
            match = match.after_hand(state.result, state.starter)
