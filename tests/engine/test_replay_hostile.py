"""``replay`` on hostile files: every one is refused with exit 2 and one short line, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.replay_cli import run
from game.safe_json import MAX_RECORD_BYTES

GOOD = {
    "format": "dominoes-hand/1",
    "rules": "classic",
    "players": 2,
    "hands": [["6-6", "3-4", "0-5", "1-1", "2-6", "4-4", "0-0"], ["6-5", "3-3", "1-2", "0-1", "2-2", "5-5", "4-6"]],
    "moves": [{"seat": 0, "play": "6-6"}],
}


def refused(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    """Replay ``path`` in this process; it must exit 2 with one short line on stderr, nothing on stdout."""
    code = run(str(path))
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= 300, err[:400]
    return lines[0]


def write(tmp_path: Path, data: bytes | str) -> Path:
    path = tmp_path / "hand.json"
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def test_a_good_record_still_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(str(write(tmp_path, json.dumps(GOOD)))) == 0
    assert json.loads(capsys.readouterr().out)["ends"] == [6, 6]


def test_bytes_that_are_not_utf8_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, write(tmp_path, b'{"format": "dominoes-hand/1", "rules": "cl\xffssic"}'))
    assert "UTF-8" in line


def test_deeply_nested_json_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, write(tmp_path, '{"moves": ' + "[" * 1000 + "]" * 1000 + "}"))
    assert "nested" in line


def test_a_number_of_thousands_of_digits_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, write(tmp_path, json.dumps(GOOD).replace('"players": 2', '"players": ' + "9" * 5000)))
    assert "digits" in line


def test_a_long_bad_value_is_quoted_short(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for field in ("players", "rules", "format", "options"):
        value: object = {"x" * 50_000: True} if field == "options" else "x" * 50_000
        line = refused(capsys, write(tmp_path, json.dumps({**GOOD, field: value})))
        assert "xxxx" in line and line.count("x") <= 90, (field, line)


def test_a_file_over_the_size_cap_is_refused_unread(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    padded = json.dumps({**GOOD, "note": " " * MAX_RECORD_BYTES})
    line = refused(capsys, write(tmp_path, padded))
    assert "too large" in line and str(MAX_RECORD_BYTES // 1024) in line


def test_a_folder_is_not_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a regular file" in refused(capsys, tmp_path)


def test_a_missing_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot read" in refused(capsys, tmp_path / "nowhere.json")


def replay_process(path: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", "replay", path], check=False, capture_output=True, text=True, timeout=30
    )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_endless_device_is_refused_at_once(device: str) -> None:
    done = replay_process(device)
    assert done.returncode == 2 and done.stdout == "" and "not a regular file" in done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_nobody_writes_to_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "hand.json"
    os.mkfifo(fifo)
    done = replay_process(str(fifo))
    assert done.returncode == 2 and done.stdout == "" and "not a regular file" in done.stderr


def test_a_name_no_file_can_have_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot read" in refused(capsys, Path("hand\0.json"))
