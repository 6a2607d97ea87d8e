"""The one-file executable behaves like the source game.

Run by ``make smoke`` against the fresh build in dist/: the executable under test is named by
``DOUBLE_SIX_EXECUTABLE`` (any build, a downloaded release say); without it these are skipped,
so ``make test`` never judges a stale dist/.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import ROOT, project_version

EXECUTABLE = Path(os.environ.get("DOUBLE_SIX_EXECUTABLE", ""))
pytestmark = pytest.mark.skipif(
    not EXECUTABLE.is_file(), reason="DOUBLE_SIX_EXECUTABLE names no executable (make dist smoke sets it)"
)

NOT_SHIPPED = ("tkinter", "numpy", "pytest", "_pytest", "hypothesis", "PyInstaller", "pygame.tests", "pygame.examples")


def _run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(EXECUTABLE), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def _bundle_contents() -> set[str]:
    readers = pytest.importorskip("PyInstaller.archive.readers")
    return set(readers.pkg_archive_contents(str(EXECUTABLE)))


def test_version_is_the_one_in_pyproject(tmp_path: Path) -> None:
    result = _run("--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"double-six {project_version()}"


def test_help_is_the_same_as_the_source_games(tmp_path: Path) -> None:
    frozen = _run("--help", cwd=tmp_path)
    source = subprocess.run(
        [sys.executable, "-m", "game", "--help"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert frozen.returncode == source.returncode == 0
    assert frozen.stdout == source.stdout


def test_every_asset_and_game_module_is_inside() -> None:
    contents = _bundle_contents()
    assets = {
        "game/assets/" + path.relative_to(ROOT / "assets").as_posix()
        for path in (ROOT / "assets").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert assets <= contents
    modules = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "game").rglob("*.py")
    }
    assert modules - contents == set()


def test_what_the_game_does_not_use_is_left_out() -> None:
    contents = _bundle_contents()
    shipped = {
        name for name in contents for unwanted in NOT_SHIPPED if name == unwanted or name.startswith(unwanted + ".")
    }
    assert shipped == set()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_the_game_keeps_its_log_in_the_platforms_data_folder(tmp_path: Path) -> None:
    """A start without --data-dir finds the platform's folder from inside the executable (a
    ``--demo`` is a guest there and writes nothing, so a real start to its first frame is used)."""
    home = tmp_path / "home"
    env = {
        **os.environ,
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME": "1",
    }
    result = _run(cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    log = (home / "data" / "double-six" / "double-six.log").read_text(encoding="utf-8")
    assert f"Double Six {project_version()}" in log and "(one-file executable)" in log


def test_a_first_start_draws_its_first_frame(tmp_path: Path) -> None:
    """An empty data folder: the title with the first-run tutorial over it, drawn once (the start-up
    bench's exit), and the settings not yet marked as having seen the tutorial."""
    env = {**os.environ, "DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME": "1"}
    result = _run("--data-dir", "saves", cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    assert "first-frame" in result.stdout.splitlines()
    log = (tmp_path / "saves" / "double-six.log").read_text(encoding="utf-8")
    sounds = re.search(r"sound: 6 effects from (.+)", log)
    assert sounds is not None, "the executable opened no sound files"
    folder = Path(sounds.group(1).strip())
    assert folder.parts[-3:] == ("game", "assets", "sounds") and not folder.is_relative_to(ROOT)  # what it unpacked
    assert not (tmp_path / "saves" / "settings.json").exists(), "nothing chosen, nothing finished: nothing saved"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the menu entry is the Linux build's")
def test_the_linux_build_comes_with_a_menu_entry_and_its_icon() -> None:
    lines = (EXECUTABLE.parent / "double-six.desktop").read_text().splitlines()
    entry = dict(line.split("=", 1) for line in lines if "=" in line)
    shown = (entry["Type"], entry["Name"], entry["Exec"], entry["Terminal"])
    assert shown == ("Application", "Double Six", "double-six", "false")
    icon = EXECUTABLE.parent / f"{entry['Icon']}.png"
    assert icon.read_bytes() == (ROOT / "assets" / "icon.png").read_bytes()
