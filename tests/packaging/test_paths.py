"""Assets are found the same way from a checkout, an installed package and the executable."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import paths

from .helpers import ROOT, mo_catalog, run_python


def test_assets_are_found_from_any_working_directory(tmp_path: Path) -> None:
    result = run_python("from game.paths import asset_path; print(asset_path('icon.png'))", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    found = Path(result.stdout.strip())
    assert found == ROOT / "game" / "assets" / "icon.png"
    assert found.is_file()


def test_the_executable_reads_the_assets_it_unpacked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "game" / "assets").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.asset_path("sounds", "click.ogg") == tmp_path / "game" / "assets" / "sounds" / "click.ogg"


def test_an_installed_package_reads_the_assets_inside_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "game"
    (package / "assets").mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE_DIR", package)
    assert paths.asset_path("icon.png") == package / "assets" / "icon.png"


def test_translations_load_from_the_unpacked_executable(tmp_path: Path) -> None:
    catalog = tmp_path / "bundle" / "game" / "assets" / "locale" / "fi" / "LC_MESSAGES" / "double_six.mo"
    catalog.parent.mkdir(parents=True)
    catalog.write_bytes(mo_catalog({"Your turn": "Sinun vuorosi"}))
    code = (
        "import sys; sys._MEIPASS = sys.argv[1]\n"
        "from game import i18n; i18n.set_language('fi'); print(i18n._('Your turn'))"
    )
    result = run_python(code, str(tmp_path / "bundle"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Sinun vuorosi"
