"""The command line as a player or a script uses it."""

import contextlib
import os
import select
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.__main__ import parse
from game.engine.dealcode import encode

HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def game(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], check=False, cwd=cwd, env=HEADLESS,
                          capture_output=True, text=True, timeout=300)


def test_a_demo_of_a_deal_code_plays_that_deal(tmp_path: Path) -> None:
    done = game("--demo", "--hands", "1", "--deal", "B3-4KX9-M2QA", "--speed", "instant",
                "--screenshots", str(tmp_path / "shots"), "--data-dir", str(tmp_path / "data"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in (tmp_path / "shots").glob("*.png")] == ["hand-001.png"]


def test_a_bad_deal_code_is_refused_with_its_reason(tmp_path: Path) -> None:
    done = game("--demo", "--deal", "C9-4KX9-M2QA", "--data-dir", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 2
    assert "deal code 'C9-4KX9-M2QA' names '9' players" in done.stderr


def test_version_and_help(tmp_path: Path) -> None:
    version = game("--version", cwd=tmp_path)
    assert version.returncode == 0 and version.stdout.startswith("double-six ")
    helped = game("--help", cwd=tmp_path)
    assert helped.returncode == 0 and "--deal CODE" in helped.stdout and "replay" in helped.stdout


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The message a command line is refused with (exit status 2, before any window opens)."""
    with pytest.raises(SystemExit) as stopped:
        parse(list(argv))
    assert stopped.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize("size", ["16384x16384", "7681x4320", "1280x100000"])
def test_a_window_larger_than_a_desktop_is_refused(capsys: pytest.CaptureFixture[str], size: str) -> None:
    assert f"size {size} is larger than 7680x4320" in refused(capsys, "--demo", "--size", size)
    assert parse(["--size", "7680x4320"]).size == (7680, 4320)


def test_screenshots_into_a_folder_that_cannot_be_made_are_refused_up_front(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    error = refused(capsys, "--demo", "--screenshots", str(blocker / "shots"))
    assert f"argument --screenshots: cannot make the folder {str(blocker / 'shots')!r}" in error
    assert "cannot make the folder" in refused(capsys, "--demo", "--screenshots", str(blocker))
    assert parse(["--demo", "--screenshots", str(tmp_path / "new" / "shots")]).screenshots == str(
        tmp_path / "new" / "shots"
    )


@pytest.mark.parametrize("hands", ["0", "-1"])
def test_no_hands_or_fewer_is_refused(capsys: pytest.CaptureFixture[str], hands: str) -> None:
    assert f"argument --hands: must be 1 or more, not {hands}" in refused(capsys, "--demo", "--hands", hands)


def test_an_empty_deal_code_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "deal code '' should look like" in refused(capsys, "--deal", "")


def test_a_deal_code_with_a_typo_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code = encode("classic", 2, 12345, 1)
    typo = code[:4] + ("Z" if code[4] != "Z" else "Y") + code[5:]
    assert f"deal code {typo!r} has a typo" in refused(capsys, "--deal", typo)


@pytest.mark.parametrize(
    ("extra", "said"), [(["--players", "2"], "--players 2"), (["--rules", "classic"], "--rules classic")]
)
def test_rules_or_players_other_than_the_deal_codes_are_refused(
    capsys: pytest.CaptureFixture[str], extra: list[str], said: str
) -> None:
    error = refused(capsys, "--deal", "B3-4KX9-M2QA", *extra)
    assert f"deal code B3-4KX9-M2QA is a 3-player block deal: {said} does not apply" in error
    agreeing = parse(["--deal", "B3-4KX9-M2QA", "--rules", "block", "--players", "3"])
    assert agreeing.deal == "B3-4KX9-M2QA"


def unwritable_folders(tmp_path: Path) -> list[Path]:
    """Folders that exist but cannot be written by this user: /proc (Linux, even for root) and a
    read-only folder (for anyone but root, who writes through permission bits)."""
    folders = [Path("/proc")] if Path("/proc/self").is_dir() else []
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        locked = tmp_path / "read-only"
        locked.mkdir()
        locked.chmod(0o500)
        folders.append(locked)
    return folders


def test_screenshots_into_a_folder_that_cannot_be_written_are_refused_up_front(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folders = unwritable_folders(tmp_path)
    if not folders:
        pytest.skip("no folder here that this user cannot write")
    for folder in folders:
        error = refused(capsys, "--demo", "--screenshots", str(folder))
        assert f"argument --screenshots: cannot write in the folder {str(folder)!r}" in error


@pytest.mark.parametrize("data_dir", ["x" * 256 + "/saves", "~nosuchuser-double-six/x", "saves/a\0b"])
def test_a_data_folder_the_system_refuses_is_one_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, data_dir: str
) -> None:
    error = refused(capsys, "--demo", "--data-dir", str(tmp_path / data_dir) if data_dir[0] != "~" else data_dir)
    assert "Traceback" not in error
    assert "argument --data-dir: cannot" in error.splitlines()[-1], "the usage, then one line saying why"
    assert len(error.splitlines()[-1]) < 200, "the name is quoted short"


def test_a_data_folder_over_255_bytes_exits_2_from_the_real_command(tmp_path: Path) -> None:
    too_long = tmp_path / ("é" * 128) / "x"  # 256 bytes in UTF-8
    done = game("--demo", "--hands", "1", "--speed", "instant", "--data-dir", str(too_long), cwd=tmp_path)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "cannot make the folder" in done.stderr


def test_the_arena_refuses_more_deals_than_it_could_ever_play(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    from game.ai.arena_cli import add_arguments

    parser = argparse.ArgumentParser(prog="arena")
    add_arguments(parser)  # the arena's own options, parsed only: a run of 10**8 deals would never end
    for option in ("--deals", "--matches"):
        with pytest.raises(SystemExit) as stopped:
            parser.parse_args([option, "100000000"])
        assert stopped.value.code == 2
        assert f"argument {option}: must be at most 100000, not 100000000" in capsys.readouterr().err


def test_ctrl_c_in_replay_exits_130_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.__main__ import main
    from game.engine import replay_cli

    def interrupted(path: str) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(replay_cli, "run", interrupted)
    assert main(["replay", "hand.json"]) == 130
    assert capsys.readouterr() == ("", "")


@contextlib.contextmanager
def _ctrl_c_heard() -> Iterator[None]:
    """A child started inside hears Ctrl-C as a terminal's foreground job does. A job a script
    starts in the background (``make test &``) is born ignoring SIGINT, Python keeps an ignore it
    inherits, and so did the arena: the test waited 120 s for an exit that never came. A handler,
    unlike an ignore, is reset to the default in a new program."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@pytest.mark.skipif(not hasattr(os, "killpg") or not hasattr(os, "openpty"), reason="POSIX terminals only")
def test_ctrl_c_stops_the_arena_and_its_workers_quietly_with_status_130(tmp_path: Path) -> None:
    """As a terminal does it: SIGINT to the whole process group, the arena and its worker processes,
    once its progress bar (drawn on a terminal only) shows it is playing."""
    leader, follower = os.openpty()
    command = [sys.executable, "-m", "game", "arena", "--a", "random", "--b", "random", "--deals", "100000"]
    with _ctrl_c_heard():
        arena = subprocess.Popen([*command, "--workers", "2"], cwd=tmp_path, env=HEADLESS, stdout=follower,
                                 stderr=follower, start_new_session=True)
    os.close(follower)
    seen = b""
    try:
        while b"/100000" not in seen:
            assert select.select([leader], [], [], 300)[0], f"the arena never started: {seen!r}"
            seen += os.read(leader, 4096)
        os.killpg(arena.pid, signal.SIGINT)
        assert arena.wait(timeout=120) == 130
        with contextlib.suppress(OSError):  # EIO once every writer has closed the terminal
            while select.select([leader], [], [], 5)[0] and (chunk := os.read(leader, 4096)):
                seen += chunk
    finally:
        if arena.poll() is None:
            os.killpg(arena.pid, signal.SIGKILL)
        os.close(leader)
    assert b"Traceback" not in seen and b"KeyboardInterrupt" not in seen, seen.decode(errors="replace")
