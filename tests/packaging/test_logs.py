"""Every run leaves a small log; an unexpected error ends with a message naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.logs import LOG_BACKUPS, LOG_NAME, MAX_LOG_BYTES

from .helpers import project_version, run_python

CRASH = "import sys\nfrom game import logs\nlogs.start(sys.argv[1])\nraise RuntimeError('a tile fell off the table')"


def test_a_crash_tells_the_player_where_the_log_is(tmp_path: Path) -> None:
    data = tmp_path / "data"
    result = run_python(CRASH, str(data), cwd=tmp_path)
    assert result.returncode == 1
    assert "a tile fell off the table" in result.stderr
    assert str(data / LOG_NAME) in result.stderr
    assert "Traceback" not in result.stderr
    log = (data / LOG_NAME).read_text(encoding="utf-8")
    assert f"Double Six {project_version()}" in log
    assert "Traceback" in log and "RuntimeError: a tile fell off the table" in log


def test_a_crash_without_a_writable_data_folder_still_says_what_broke(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "saves"
    not_a_folder.write_text("a file where the data folder should be")
    result = run_python(CRASH, str(not_a_folder), cwd=tmp_path)
    assert result.returncode == 1
    assert "a tile fell off the table" in result.stderr
    assert "details are in" not in result.stderr


def test_the_log_stays_small_however_long_the_game_runs(tmp_path: Path) -> None:
    code = (
        "import logging, sys\nfrom game import logs\nlogs.start(sys.argv[1])\n"
        "for n in range(12000): logging.getLogger('game.ui').info('frame %d took longer than it should have', n)"
    )
    result = run_python(code, str(tmp_path), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    logs = sorted(path.name for path in tmp_path.glob(f"{LOG_NAME}*"))
    assert logs == [LOG_NAME, *(f"{LOG_NAME}.{n}" for n in range(1, LOG_BACKUPS + 1))]
    assert all(path.stat().st_size <= MAX_LOG_BYTES for path in tmp_path.glob(f"{LOG_NAME}*"))
    assert "took longer than it should have" in (tmp_path / LOG_NAME).read_text(encoding="utf-8").splitlines()[-1]


def test_a_failing_worker_thread_is_logged_and_the_game_goes_on(tmp_path: Path) -> None:
    code = (
        "import sys, threading\nfrom game import logs\nlogs.start(sys.argv[1])\n"
        "worker = threading.Thread(target=lambda: 1 / 0, name='ai-west')\nworker.start(); worker.join()\n"
        "print('still playing')"
    )
    result = run_python(code, str(tmp_path), cwd=tmp_path)
    assert result.returncode == 0
    assert result.stdout.strip() == "still playing"
    log = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert "Unexpected error in thread ai-west" in log and "ZeroDivisionError" in log


def test_a_log_that_is_a_link_is_set_aside_and_never_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "passwd"
    victim.write_text("root:x:0:0\n")
    data = tmp_path / "data"
    data.mkdir()
    try:
        for name in (LOG_NAME, *(f"{LOG_NAME}.{n}" for n in range(1, LOG_BACKUPS + 1))):
            (data / name).symlink_to(victim)
    except OSError as error:  # Windows makes links only with the right (admin or developer mode)
        pytest.skip(f"cannot make symbolic links here: {error}")
    code = (
        "import logging, sys\nfrom game import logs\nlogs.start(sys.argv[1])\n"
        "for n in range(12000): logging.getLogger('game.ui').info('frame %d took longer than it should have', n)"
    )
    result = run_python(code, str(data), cwd=tmp_path)  # enough lines to rotate the log twice
    assert result.returncode == 0, result.stderr
    assert victim.read_text() == "root:x:0:0\n"
    assert not any(path.is_symlink() for path in data.glob(f"{LOG_NAME}*") if ".broken-" not in path.name)
    assert len([path for path in data.glob(f"{LOG_NAME}*.broken-*") if path.is_symlink()]) == 1 + LOG_BACKUPS
    assert "took longer than it should have" in (data / LOG_NAME).read_text(encoding="utf-8")
