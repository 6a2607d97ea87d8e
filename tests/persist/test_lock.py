"""One writer per data folder: a second copy of the game refuses, in the player's language, and
writes nothing; the copy that is open loses nothing; a killed game never blocks the next start."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.record import record_of
from game.engine.state import HandState
from game.i18n import _, set_language
from game.logs import LOG_NAME
from game.persist.lock import LOCK_NAME, AlreadyOpen, take
from game.persist.paths import DataDirs
from game.persist.store import Store
from tests.persist.play import moves, new_match
from tests.persist.samples import KINDS, sample

ROOT = Path(__file__).resolve().parents[2]
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
FIRST_FRAME_ONLY = {**HEADLESS, "DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME": "1"}  # start, draw the title, stop


def open_game(data: Path) -> subprocess.Popen[str]:
    """The game at its title screen on ``data``, as a player's double-click starts it."""
    return subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(data)], cwd=ROOT, env=HEADLESS,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def run_game(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "game", "--data-dir", str(data), *args]
    return subprocess.run(command, cwd=ROOT, env=FIRST_FRAME_ONLY, capture_output=True, text=True, timeout=300,
                          check=False)


def wait_until_open(game: subprocess.Popen[str], data: Path, line: str = "Double Six ") -> None:
    """Until the game has started (its log's first line comes after the lock is taken), or
    until its log has ``line``."""
    log = data / LOG_NAME
    deadline = time.monotonic() + 300
    while not (log.exists() and line in log.read_text(encoding="utf-8")):
        assert game.poll() is None, f"the game stopped: {game.communicate()}"
        assert time.monotonic() < deadline, "the game never started"
        time.sleep(0.1)


def files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` and its bytes, but the lock (a file that means nothing by itself)."""
    kept = [p for p in sorted(folder.rglob("*")) if p.is_file() and p.name != LOCK_NAME]
    return {str(p.relative_to(folder)): p.read_bytes() for p in kept}


def finished_hand() -> HandState:
    rng = random.Random(5)
    return moves(new_match("classic", 2, 100).start_hand(rng), rng)


def stop(game: subprocess.Popen[str]) -> None:
    if game.poll() is None:
        game.terminate()  # SDL turns SIGTERM into the window's close: the game quits as if closed
    game.communicate(timeout=120)


def closed_with_every_save(first: subprocess.Popen[str], data: Path) -> None:
    """The first copy closed normally and its saves read back as they were written."""
    if os.name == "posix":
        assert first.returncode == 0, first.stderr
    reopened = Store(DataDirs.resolve(data))
    assert [reopened.load(kind) for kind in KINDS] == [sample(kind) for kind in KINDS]
    assert reopened.take_notices() == []


def already_open_in(language: str, data: Path) -> str:
    set_language(language)
    try:
        return _("Double Six is already open, with its saves in {folder}.").format(folder=data)
    finally:
        set_language("en")


def test_a_second_copy_refuses_in_the_players_language_and_the_first_loses_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = Store(DataDirs.resolve(data))
    for kind in KINDS:  # the settings say Finnish
        assert store.save(kind, sample(kind))
    first = open_game(data)
    try:
        wait_until_open(first, data)
        before = files(data)
        second = run_game(data)
        assert second.returncode == 0, second.stderr
        assert second.stderr.splitlines() == [already_open_in("fi", data)]
        assert already_open_in("fi", data) != already_open_in("en", data)
        assert "first-frame" not in second.stdout, "the second copy never opened a window"
        after = files(data)
        log_before, log_after = before.pop(LOG_NAME), after.pop(LOG_NAME)
        assert after == before, "the second copy wrote no save"
        assert log_after.startswith(log_before), "the log is the first copy's"
        assert log_after.count(b"Double Six ") == log_before.count(b"Double Six ") == 1, "no line from the second copy"
        assert first.poll() is None, "the first copy plays on"
    finally:
        stop(first)
    closed_with_every_save(first, data)


def damage_behind_the_open_game(data: Path) -> None:
    """What a demo could find and change: a saved match torn after the open game read it, a
    temporary file a killed save left an hour ago."""
    (data / "campaign-match.json").write_text('{"version": 1, "kind": "campaign-mat', encoding="utf-8")
    left = data / ".stats.json.killed.tmp"
    left.write_text("{", encoding="utf-8")
    os.utime(left, (time.time() - 3600, time.time() - 3600))


def test_a_demo_replay_and_arena_beside_an_open_game_leave_its_folder_byte_for_byte(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = Store(DataDirs.resolve(data))
    for kind in KINDS:
        assert store.save(kind, sample(kind))
    record = tmp_path / "hand.json"  # a hand to replay, kept outside the data folder
    first = open_game(data)
    try:
        wait_until_open(first, data, "sound: ")  # said once the saves are read
        damage_behind_the_open_game(data)
        before = files(data)
        demo = subprocess.run([sys.executable, "-m", "game", "--data-dir", str(data), "--demo", "--hands", "1",
                               "--speed", "instant", "--seed", "3"],
                              cwd=ROOT, env=HEADLESS, capture_output=True, text=True, timeout=300, check=False)
        assert demo.returncode == 0, demo.stderr
        assert "already open" not in demo.stderr, "a demo writes nothing of the player's: it may run beside"
        record.write_text(json.dumps(record_of(finished_hand()).to_json()), encoding="utf-8")
        replay = subprocess.run([sys.executable, "-m", "game", "replay", str(record)], cwd=ROOT, env=HEADLESS,
                                capture_output=True, text=True, timeout=300, check=False)
        assert replay.returncode == 0, replay.stderr
        arena = subprocess.run(
            [sys.executable, "-m", "game", "arena", "--a", "greedy", "--deals", "1", "--workers", "1"],
            cwd=ROOT, env=HEADLESS, capture_output=True, text=True, timeout=300, check=False,
        )
        assert arena.returncode == 0, arena.stderr
        assert files(data) == before, "not a byte of the player's folder changed: saves, history, log"
        assert "campaign-match" in demo.stderr, "the demo says on stderr what it found damaged (its only log)"
        assert first.poll() is None, "the first copy plays on"
    finally:
        stop(first)
    closed_with_every_save(first, data)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_a_lock_left_by_a_killed_game_does_not_block_the_next_start(tmp_path: Path) -> None:
    data = tmp_path / "data"
    killed = open_game(data)
    try:
        wait_until_open(killed, data)
        os.kill(killed.pid, signal.SIGKILL)
    finally:
        stop(killed)
    assert (data / LOCK_NAME).exists(), "the lock file stays behind; only a live process holds the lock"
    again = run_game(data)
    assert again.returncode == 0, again.stderr
    assert "first-frame" in again.stdout and "already open" not in again.stderr


def test_the_folder_is_held_until_released(tmp_path: Path) -> None:
    held = take(tmp_path)
    assert held.unheld is None
    with pytest.raises(AlreadyOpen):
        take(tmp_path)
    held.release()
    take(tmp_path).release()


@pytest.mark.parametrize("settings", ["fi", "damaged"])
def test_a_second_copy_speaks_the_saved_language_or_the_systems_and_leaves_the_settings_as_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], settings: str
) -> None:
    from game.__main__ import main
    from game.i18n import system_language
    from game.persist.settings import SETTINGS, Settings

    dirs = DataDirs.resolve(tmp_path / "data")
    if settings == "damaged":
        dirs.data.mkdir(parents=True)
        dirs.settings.write_text('{"version": 1, "kind": "setti', encoding="utf-8")
    else:
        Store(dirs).save(SETTINGS, Settings.defaults().changed(language="fi"))
    before = files(dirs.data)
    held = take(dirs.data)
    try:
        assert main(["--data-dir", str(dirs.data)]) == 0
    finally:
        held.release()
        set_language("en")
    said = capsys.readouterr().err.splitlines()
    assert said[-1:] == [already_open_in(system_language() if settings == "damaged" else "fi", dirs.data)]
    assert files(dirs.data) == before, "nothing set aside, nothing written"
