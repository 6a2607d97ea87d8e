"""Recent hands with damaged records: the game goes on, the damaged file is kept aside and counted."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path

import pytest

from game.engine.record import record_of
from game.persist.history import History
from game.persist.review_cache import keep_review, kept_review
from game.safe_json import MAX_RECORD_BYTES
from game.ui.scenes.history import recent
from tests.persist.play import moves, new_match

WHEN = datetime(2026, 11, 30, 12, 0, 0)


def history_with_hands(folder: Path, count: int) -> History:
    history = History(folder, clock=lambda: WHEN)
    rng = random.Random(3)
    for _ in range(count):
        history.add(record_of(moves(new_match().start_hand(rng), rng)), demo=False, when=WHEN)
    return history


def test_a_deeply_nested_record_is_set_aside_and_the_others_listed(tmp_path: Path) -> None:
    history = history_with_hands(tmp_path, 3)
    damaged = history.paths()[1]
    damaged.write_text('{"format": "dominoes-hand/1", "moves": ' + "[" * 5000 + "]" * 5000 + "}")
    assert len(recent(history)) == 2  # the screen's list: it used to stop the game (RecursionError)
    assert not damaged.exists()
    assert [p.name for p in tmp_path.glob("*.broken-*")] == [f"{damaged.name}.broken-20261130-120000"]
    history = history_with_hands(tmp_path / "again", 2)
    history.paths()[0].write_bytes(b"\xff\xfe not a record")
    listing = history.recent()
    assert len(listing.hands) == 1 and len(listing.set_aside) == 1
    assert listing.set_aside[0].name.startswith("000001-") and ".broken-" in listing.set_aside[0].name


def test_records_that_do_not_replay_or_are_too_large_are_set_aside(tmp_path: Path) -> None:
    history = history_with_hands(tmp_path, 3)
    first, second, _ = history.paths()
    record = json.loads(first.read_text())
    record["moves"] = [record["moves"][1], *record["moves"]]  # the wrong seat moves first
    first.write_text(json.dumps(record))
    second.write_text(json.dumps({**record, "padding": " " * MAX_RECORD_BYTES}))
    listing = history.recent()
    assert len(listing.hands) == 1 and len(listing.set_aside) == 2
    assert history.recent().set_aside == ()  # set aside once: the next look finds them gone


def test_an_unreadable_history_folder_lists_no_hands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    history = history_with_hands(tmp_path, 2)

    def refuse(self: Path) -> object:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "iterdir", refuse)  # chmod cannot stop root, who runs these tests in CI
    assert recent(history) == []
    listing = history.recent()
    assert listing.hands == () and listing.unreadable == "Permission denied"


def test_a_cached_review_with_a_number_that_overflows_is_dropped_and_the_hand_kept(tmp_path: Path) -> None:
    """#22 item 3: the review is worked out again; the hand itself is fine and stays listed."""
    history = history_with_hands(tmp_path, 2)
    first, second = history.paths()
    text = first.read_text()
    first.write_text(text.rstrip().removesuffix("}") + ', "review": {"decisions": [{"loss": 1e999}]}}\n')
    second.write_text(second.read_text().replace('"format"', '"hand": 1e999, "format"', 1))
    listing = history.recent()
    assert [kept.path for kept in listing.hands] == [first], "the hand with the broken review is listed"
    assert kept_review(listing.hands[0].record) is None, "its review is worked out again"
    assert [p.name.split(".")[0] for p in listing.set_aside] == [second.stem], "an overflow elsewhere still sets aside"
    keep_review(first, {"fresh": 1})
    assert kept_review(History.read(first)[0]) == {"fresh": 1}, "the worked-out review replaces it in the file"
