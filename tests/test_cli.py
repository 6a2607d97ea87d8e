"""The command line as a player or a script uses it."""

import os
import subprocess
import sys
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
    assert f"argument --screenshots: cannot make the folder {blocker / 'shots'}" in error
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
