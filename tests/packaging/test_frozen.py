"""The one-file executable in dist/ (``make dist``) behaves like the source game.

Skipped until it is built: ``make test`` runs before ``make dist``; ``make smoke`` runs these
again against the fresh build.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import EXECUTABLE, ROOT, project_version

pytestmark = pytest.mark.skipif(not EXECUTABLE.is_file(), reason="no executable: run `make dist`")

NOT_SHIPPED = ("tkinter", "numpy", "pytest", "_pytest", "hypothesis", "PyInstaller", "pygame.tests", "pygame.examples")


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(EXECUTABLE), *args], cwd=cwd, capture_output=True, text=True, timeout=120)


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
    assets = {path.relative_to(ROOT).as_posix() for path in (ROOT / "assets").rglob("*") if path.is_file()}
    assert assets <= contents
    modules = {
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / "game").rglob("*.py")
    }
    assert modules - contents == set()


def test_what_the_game_does_not_use_is_left_out() -> None:
    contents = _bundle_contents()
    shipped = {name for name in contents for unwanted in NOT_SHIPPED if name == unwanted or name.startswith(unwanted + ".")}
    assert shipped == set()
