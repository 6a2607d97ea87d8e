"""A finished hand is kept with its seats' names and its number in the match, in fields the
hand-record format lets readers ignore: ``replay`` reads the file as before, and a file
without them (or with unsound ones) reads as it always did."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.record import replay
from game.persist.history import History, hand_of, names_of
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from tests.persist.play import moves, new_match


def test_a_kept_hand_has_its_names_and_number_and_still_replays(dirs: DataDirs) -> None:
    rng = random.Random(5)
    saves = Saves(dirs)
    state = moves(new_match("classic", 3, 100).start_hand(rng), rng)
    path = saves.hand_finished(state, Lineup(Mode.POINTS, ("aino", "sven")), [None, "Aino", "Sven"], 4)
    assert path is not None and path == saves.history.paths()[-1], "the file the review keeps its analysis in"
    record, demo = History.read(path)
    assert (names_of(record), hand_of(record), demo) == ((None, "Aino", "Sven"), 4, False)
    assert replay(record).history == state.history
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert state.result is not None and json.loads(done.stdout)["result"]["points"] == list(state.result.points)


def test_missing_or_unsound_names_and_numbers_are_ignored(dirs: DataDirs) -> None:
    rng = random.Random(6)
    saves = Saves(dirs)
    path = saves.hand_finished(moves(new_match().start_hand(rng), rng), Lineup(Mode.QUICK, ("aino",)))
    assert path is not None
    record, _demo = History.read(path)
    assert names_of(record) is None and hand_of(record) is None, "an old file: no names, no number"
    for names, hand in (([None], 0), (["Aino", 3], True), ([None, ""], "2"), ("Aino", -1)):
        odd = replace(record, extra={**record.extra, "names": names, "hand": hand})
        assert names_of(odd) is None and hand_of(odd) is None, (names, hand)


def test_a_hand_the_disk_refused_has_no_path(dirs: DataDirs) -> None:
    rng = random.Random(7)
    saves = Saves(dirs)
    dirs.history.parent.mkdir(parents=True, exist_ok=True)
    dirs.history.write_text("a file where the folder should be", encoding="utf-8")
    path = saves.hand_finished(
        moves(new_match().start_hand(rng), rng), Lineup(Mode.QUICK, ("aino",)), [None, "Aino"], 1
    )
    assert path is None
    assert saves.stats.hands.total.played == 1, "the hand still counts"
