"""Every way of starting the game reports the version pyproject.toml gives."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import version as version_module

from .helpers import project_version, run_python


@pytest.fixture
def fresh_version() -> Iterator[None]:
    version_module.version.cache_clear()
    yield
    version_module.version.cache_clear()


def test_the_source_game_reports_pyprojects_version_from_anywhere(tmp_path: Path) -> None:
    result = run_python("from game.__main__ import main; main(['--version'])", cwd=tmp_path)
    assert result.stdout.strip() == f"double-six {project_version()}"


@pytest.mark.usefixtures("fresh_version")
def test_the_executable_reports_the_version_of_the_pyproject_it_bundles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "double-six"\nversion = "9.8.7"\n')
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version_module.version() == "9.8.7"


@pytest.mark.usefixtures("fresh_version")
def test_another_projects_pyproject_is_not_taken_for_ours(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "something-else"\nversion = "9.8.7"\n')
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert version_module.version() == project_version()  # from the installed package's metadata
