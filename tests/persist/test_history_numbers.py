"""Hand history numbers never collide, even when two processes (the game and a demo beside it)
finish a hand at the same moment: no record is overwritten, no number is given twice."""

from __future__ import annotations

import errno
import os
import random
import subprocess
import sys
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.engine.record import HandRecord, record_of
from game.persist.history import History
from tests.persist.play import moves, new_match

ROOT = Path(__file__).resolve().parents[2]
WHEN = datetime(2026, 12, 1, 15, 0, 0)
WRITER = """
import sys
from pathlib import Path
from game.persist.history import History
from tests.persist.test_history_numbers import WHEN, hands
records = hands(int(sys.argv[3]), int(sys.argv[2]))
print("ready", flush=True)
sys.stdin.readline()
for record in records:
    History(Path(sys.argv[1])).add(record, demo=False, when=WHEN)
"""


def hands(count: int, seed: int) -> list[HandRecord]:
    rng = random.Random(seed)
    return [record_of(moves(new_match().start_hand(rng), rng)) for _ in range(count)]


def kept(path: Path) -> HandRecord:
    """The hand a history file holds, without the fields the history adds."""
    return replace(History.read(path)[0], extra={})


def numbers(history: History) -> list[int]:
    return [int(path.name.split("-")[0]) for path in history.paths()]


@pytest.mark.parametrize("apart", [timedelta(0), timedelta(seconds=1)])
def test_two_writers_that_looked_at_the_folder_at_once_never_share_a_number(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, apart: timedelta
) -> None:
    mine, theirs = hands(2, seed=22)
    game, demo = History(tmp_path), History(tmp_path)
    seen_by_both = demo._numbered()  # both look before either has written
    first = game.add(mine, demo=False, when=WHEN)
    monkeypatch.setattr(demo, "_numbered", lambda: seen_by_both)
    second = demo.add(theirs, demo=False, when=WHEN + apart)
    assert kept(first) == mine, "the first hand is never overwritten"
    assert kept(second) == theirs
    assert numbers(game) == [1, 2]


def test_without_hard_links_the_name_is_still_taken_only_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(source: str, target: str) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")  # what Linux says on a FAT disk

    monkeypatch.setattr(os, "link", no_links)
    test_two_writers_that_looked_at_the_folder_at_once_never_share_a_number(tmp_path, monkeypatch, timedelta(0))


def test_three_processes_writing_one_history_keep_every_hand(tmp_path: Path) -> None:
    per_writer = 15
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), str(seed), str(per_writer)], cwd=ROOT,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for seed in range(3)
    ]
    for writer in writers:
        assert writer.stdout is not None and writer.stdout.readline() == "ready\n"
    for writer in writers:  # all at once, within the same second of the clock
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.close()
    for writer in writers:
        assert writer.wait(timeout=300) == 0
    history = History(tmp_path)
    assert numbers(history) == list(range(1, 3 * per_writer + 1))
    every = [kept(path) for path in history.paths()]
    assert sorted(map(repr, every)) == sorted(repr(record) for seed in range(3) for record in hands(per_writer, seed))


def test_a_file_where_the_history_folder_should_be_is_an_error_not_an_endless_search(tmp_path: Path) -> None:
    (tmp_path / "history").write_text("a file where the folder should be")
    with pytest.raises(OSError):
        History(tmp_path / "history").add(hands(1, seed=3)[0], demo=False, when=WHEN)
