"""Installed the way a Python user installs it: ``python -m build``, then the wheel in a fresh venv.

The sdist is built first and the wheel from the unpacked sdist (``python -m build``'s default),
so a file the sdist forgets is missing from the wheel too. The venv gets the wheel and its
dependencies only (from the package index), never this checkout: the game must find its assets,
its version and its command without a source tree. About a minute: two builds and one install.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from .helpers import ROOT, project_version

BUILD_TIMEOUT = 600


@dataclass(frozen=True)
class Dist:
    """The wheel and sdist one build made, and what the build printed (shown when a check fails)."""

    wheel: Path
    sdist: Path
    output: str


def _env(**extra: str) -> dict[str, str]:
    """This environment without the knobs that would change what is checked.

    PYTHONDONTWRITEBYTECODE makes setuptools warn "byte-compiling is disabled"; the banner
    variable would hide the pygame banner that the game itself must hide.
    """
    dropped = {"PYTHONDONTWRITEBYTECODE", "PYGAME_HIDE_SUPPORT_PROMPT", "PYTHONPATH", "VIRTUAL_ENV"}
    return {**{k: v for k, v in os.environ.items() if k not in dropped}, **extra}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Dist:
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
        cwd=out,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return Dist(wheel, sdist, result.stdout + result.stderr)


@pytest.fixture(scope="module")
def installed(dist: Dist, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The ``double-six`` command of a fresh venv holding the wheel and its dependencies."""
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=BUILD_TIMEOUT)
    scripts = venv / ("Scripts" if sys.platform == "win32" else "bin")
    install = subprocess.run(
        [str(scripts / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(dist.wheel)],
        env=_env(),
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
    )
    assert install.returncode == 0, install.stdout + install.stderr
    yield scripts / "double-six"


def _run(command: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = _env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([str(command), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


FILE_LISTING = re.compile(r"(copying|adding|creating|removing|writing) ")


def test_building_prints_no_warning(dist: Dist) -> None:
    said = [line for line in dist.output.splitlines() if not FILE_LISTING.match(line)]  # a file may be named *warning*
    warnings = [line for line in said if re.search(r"warning|deprecat", line, re.IGNORECASE)]
    assert warnings == []


def test_the_wheel_holds_every_module_and_what_the_game_loads(dist: Dist) -> None:
    names = set(zipfile.ZipFile(dist.wheel).namelist())
    modules = {path.relative_to(ROOT).as_posix() for path in (ROOT / "game").rglob("*.py")}
    assert modules <= names
    loaded = {
        "game/assets/icon.png", "game/assets/sounds/domino.wav", "game/assets/locale/fi/LC_MESSAGES/double_six.mo"
    }
    assert loaded | {"game/assets/__init__.py"} <= names  # the top-level assets/, installed inside the game
    assert not any(name.startswith(("tests/", "tools/")) or name.endswith(".po") for name in names)
    metadata = zipfile.ZipFile(dist.wheel).read(f"double_six-{project_version()}.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in metadata.splitlines()
    assert f"double_six-{project_version()}.dist-info/licenses/LICENSE" in names


def test_the_sdist_can_rebuild_test_and_translate(dist: Dist) -> None:
    with tarfile.open(dist.sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"Makefile", "build.spec", "LICENSE", "tests/conftest.py", "tools/make_icon.py", "assets/icon.ico"} <= names
    assert {"assets/__init__.py", "assets/icon.png", "assets/locale/fi/LC_MESSAGES/double_six.po"} <= names
    assert not any(name.startswith("game/assets/") for name in names)  # the sources stay where the tree has them


def test_the_installed_command_reports_the_version(installed: Path, tmp_path: Path) -> None:
    result = _run(installed, "--version", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"double-six {project_version()}"


def test_the_installed_game_plays_a_demo_hand_and_photographs_it(installed: Path, tmp_path: Path) -> None:
    shots, data = tmp_path / "shots", tmp_path / "data"
    args = ("--demo", "--hands", "1", "--seed", "1", "--speed", "instant")
    result = _run(installed, *args, "--screenshots", str(shots), "--data-dir", str(data), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert [path.name for path in shots.glob("*.png")] == ["hand-001.png"]
    assert (shots / "hand-001.png").stat().st_size > 0
    assert "pygame-ce" not in result.stdout + result.stderr  # the support banner stays hidden


def test_the_installed_game_opens_its_menus_with_the_sounds_inside_it(installed: Path, tmp_path: Path) -> None:
    """A demo plays silently: the menus open the sounds, so a first frame of the title is the check."""
    env = _env(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME="1")
    result = subprocess.run(
        [str(installed), "--data-dir", "saves", "--lang", "fi"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    log = (tmp_path / "saves" / "double-six.log").read_text(encoding="utf-8")
    sounds = re.search(r"sound: 6 effects from (.+)", log)
    assert sounds is not None, "the installed game opened no sound files"
    folder = Path(sounds.group(1).strip())
    assert folder.parts[-3:] == ("game", "assets", "sounds") and folder.is_relative_to(installed.parent.parent)


def test_the_installed_game_speaks_finnish(installed: Path, tmp_path: Path) -> None:
    code = "from game import i18n; i18n.set_language('fi'); print(i18n._('Settings'), i18n._('Quick Round'))"
    result = subprocess.run(
        [str(installed.parent / "python"), "-c", code],
        cwd=tmp_path, env=_env(), capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Asetukset Pikaerä"
