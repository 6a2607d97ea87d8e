"""Damage the player is told about once: a disk flipping between full and free, a data folder
the game may not open, damaged saves found by a demo (told at the next real start)."""

from __future__ import annotations

import errno
import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from game.persist.settings import Settings
from game.persist.store import FOLDER, Notice, Problem
from tests.persist.play import moves, new_match


def test_a_disk_flipping_between_full_and_free_leaves_one_notice_that_follows_it(dirs: DataDirs) -> None:
    rng = random.Random(4)
    saves = Saves(dirs)
    match, lineup = new_match(), Lineup(Mode.POINTS, ("aino",))
    state = moves(match.start_hand(rng), rng, 1)
    assert saves.save_match(match, lineup, state)
    seen = []
    for flip in range(17):
        if flip % 2 == 0:
            dirs.match.unlink()
            dirs.match.mkdir()  # the disk refuses the file, as a full disk would
        else:
            shutil.rmtree(dirs.match)
        state = moves(state, rng, 1) if state.result is None else state
        saves.save_match(match, lineup, state)
        seen.append(saves.health.ok)
    assert seen.count(False) == 9 and not saves.health.ok  # it ends failing
    notices = saves.take_notices()
    assert [(n.kind, n.problem) for n in notices] == [("match", Problem.NOT_SAVED)]
    shutil.rmtree(dirs.match)
    assert saves.save_match(match, lineup, state)
    assert [n.problem for n in saves.take_notices()] == [Problem.SAVED_AGAIN]  # told it failed: told it works again


def test_a_data_folder_the_game_may_not_open_is_told_not_taken_for_a_new_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = Saves.open(tmp_path)
    saves.change_settings(saves.settings.changed(volume=40))
    real_lstat, real_open = os.lstat, os.open

    def refuse_inside(path: str | os.PathLike[str]) -> None:
        if Path(os.fspath(path)).parent == tmp_path:
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))

    def refused(path: str | os.PathLike[str], *args: Any, **kwargs: Any) -> os.stat_result:
        refuse_inside(path)
        return real_lstat(path, *args, **kwargs)

    def not_opened(path: str | os.PathLike[str], *args: Any, **kwargs: Any) -> int:
        refuse_inside(path)
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "lstat", refused)  # chmod 000 as a user who is not root: nothing in it
    monkeypatch.setattr(os, "open", not_opened)  # may be looked at or opened
    again = Saves.open(tmp_path)
    notices = again.take_notices()
    assert [(n.kind, n.problem) for n in notices] == [(FOLDER, Problem.OUT_OF_REACH)], "once, not once per file"
    assert str(tmp_path) in notices[0].detail and "Permission denied" in notices[0].detail
    assert again.settings.tutorial_done, "not a first start: the tutorial does not open over the notice"
    again.change_settings(again.settings.changed(volume=3))  # never overwrites what it could not read
    assert not again.health.ok
    monkeypatch.undo()
    assert Saves.open(tmp_path).settings.volume == 40


def test_damaged_saves_a_demo_set_aside_are_told_at_the_next_real_start_once(tmp_path: Path) -> None:
    Saves.open(tmp_path)
    (tmp_path / "stats.json").write_text("{torn")
    demo = Saves.open(tmp_path, tell=False)
    assert demo.take_notices() == []
    assert list(tmp_path.glob("stats.json.broken-*"))
    (tmp_path / "campaign.json").write_text("[]")
    Saves.open(tmp_path, tell=False)  # a second demo adds its own
    real = Saves.open(tmp_path)
    told = real.take_notices()
    assert [(n.kind, n.problem) for n in told] == [("stats", Problem.UNREADABLE), ("campaign", Problem.UNREADABLE)]
    assert told[0].kept_as is not None and told[0].kept_as.name.startswith("stats.json.broken-")
    assert Saves.open(tmp_path).take_notices() == []  # said once


def test_a_damaged_file_of_untold_notices_is_set_aside_and_said(tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    saves.dirs.untold.write_text('{"version": 1, "kind": "untold-notices", "notices": [{"kind": "x\\u0000"}]}')
    told = Saves.open(tmp_path).take_notices()
    assert [(n.kind, n.problem) for n in told] == [("untold-notices", Problem.UNREADABLE)]


def test_a_notice_quoting_what_cannot_be_printed_still_waits_for_the_next_start(tmp_path: Path) -> None:
    demo = Saves.open(tmp_path, tell=False)
    demo.store.notify(Notice("stats", Problem.UNREADABLE, "bad value '\x00\ud800'", tmp_path / "stats.json.broken-1"))
    demo._leave_untold()
    told = Saves.open(tmp_path).take_notices()
    assert [(n.kind, n.detail) for n in told] == [("stats", "bad value '??'")]


def test_a_demo_is_a_guest_it_reads_the_saves_and_changes_nothing(tmp_path: Path) -> None:
    Saves.open(tmp_path).change_settings(Settings.defaults().changed(volume=7))
    (tmp_path / "stats.json").write_text("{torn")
    before = sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir())
    demo = Saves.open(tmp_path, tell=False, guest=True)
    assert demo.settings.volume == 7, "the player's settings, read"
    rng = random.Random(2)
    match, lineup = new_match(), Lineup(Mode.POINTS, ("aino",))
    state = moves(match.start_hand(rng), rng)
    assert demo.save_match(match, lineup, state) and demo.hand_finished(state, lineup) is None
    demo.change_settings(demo.settings.changed(volume=90))
    assert sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir()) == before, "nothing written, moved or removed"
    told = Saves.open(tmp_path).take_notices()
    assert [(n.kind, n.problem) for n in told] == [("stats", Problem.UNREADABLE)], "the next real start says it"


def test_a_file_of_untold_notices_that_cannot_be_moved_aside_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ``--deal`` start leaves its notices through the store, which never writes over a file
    it could neither read nor set aside."""
    Saves.open(tmp_path)
    untold = tmp_path / "untold-notices.json"
    untold.write_text("{torn")

    def refuse(*args: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    deal = Saves.open(tmp_path, tell=False)
    deal.store.notify(Notice("stats", Problem.UNREADABLE, "torn", tmp_path / "stats.json.broken-1"))
    deal._leave_untold()
    assert untold.read_text() == "{torn"


def test_a_notice_about_any_saved_file_or_the_folder_waits_in_the_untold_file(tmp_path: Path) -> None:
    from game.persist.match_save import SLOT_KINDS
    from game.persist.settings import SETTINGS
    from game.persist.stamps import CAMPAIGN
    from game.persist.stats import STATS
    from game.persist.store import HISTORY
    from game.persist.untold import UNTOLD

    names = [k.name for k in (SETTINGS, CAMPAIGN, STATS, UNTOLD)] + [k.name for k in SLOT_KINDS.values()]
    names += [HISTORY, FOLDER]
    demo = Saves.open(tmp_path, tell=False)
    for name in names:
        demo.store.notify(Notice(name, Problem.NOT_SAVED, "No space left on device"))
    demo._leave_untold()
    assert [n.kind for n in Saves.open(tmp_path).take_notices()] == names
