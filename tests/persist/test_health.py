"""Saves that did not happen are said out loud and logged (#18)."""

from __future__ import annotations

import json
import logging
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.logs import LOG_NAME
from game.persist.match_save import MATCH
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from tests.persist.play import moves, new_match
from tests.persist.samples import saved_match


def test_a_failed_save_shows_in_the_health_until_saving_works_again(dirs: DataDirs) -> None:
    rng = random.Random(4)
    saves = Saves(dirs)
    match = new_match()
    lineup = Lineup(Mode.POINTS, ("aino",))
    state = moves(match.start_hand(rng), rng, 1)
    assert saves.save_match(match, lineup, state) and saves.health.ok
    dirs.match.unlink()
    dirs.match.mkdir()  # the disk refuses the file from now on, as a full disk would
    state = moves(state, rng, 1)
    assert not saves.save_match(match, lineup, state)
    failed = saves.health
    assert not failed.ok and failed.failing == {"match"}
    shutil.rmtree(dirs.match)
    state = moves(state, rng, 1)
    assert saves.save_match(match, lineup, state)
    assert saves.health.ok and saves.health != failed  # a new state: a reader sees the flip back


def test_a_record_with_an_illegal_move_resumes_at_the_last_good_move_and_says_so(dirs: DataDirs) -> None:
    Saves(dirs).store.save(MATCH, saved_match())
    data = json.loads(dirs.match.read_text())
    data["hand"]["moves"][2] = data["hand"]["moves"][0]  # the first tile again: already on the table
    dirs.match.write_text(json.dumps(data))
    saves = Saves(dirs)
    [notice] = saves.take_notices()
    assert notice.move == 2
    resumed = saves.saved(Mode.POINTS)
    assert resumed is not None and len(resumed.resume().history) == 2


def test_every_notice_goes_to_the_log(dirs: DataDirs, caplog: pytest.LogCaptureFixture) -> None:
    dirs.data.mkdir(parents=True)
    dirs.stats.write_text("{ torn")
    with caplog.at_level(logging.INFO):
        saves = Saves(dirs)
    [notice] = saves.take_notices()
    assert notice.kept_as is not None
    assert notice.kept_as.name in caplog.text and "stats" in caplog.text


def test_a_set_aside_file_is_written_to_double_six_log(tmp_path: Path) -> None:
    """Through the game's own log (``game.logs.start``), as the windowed builds without a console run."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "campaign.json").write_text("not json at all")
    code = (
        "import sys\nfrom game import logs\nfrom game.persist.saves import Saves\n"
        "logs.start(sys.argv[1])\nSaves.open(sys.argv[1])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(data)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    [kept] = data.glob("campaign.json.broken-*")
    log = (data / LOG_NAME).read_text(encoding="utf-8")
    assert "campaign broken" in log and kept.name in log
