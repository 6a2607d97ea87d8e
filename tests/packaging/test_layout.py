"""The source tree's layout and the package it installs as agree: every package under game/, and
the top-level assets/ folder as ``game.assets``, is in pyproject.toml's package list."""

from __future__ import annotations

import tomllib

from .helpers import ROOT

SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_under_game_is_installed() -> None:
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "game").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    missing = on_disk - set(SETUPTOOLS["packages"])
    assert missing == set(), f"add {sorted(missing)} to [tool.setuptools] packages in pyproject.toml"
    assert set(SETUPTOOLS["packages"]) == on_disk | {"game.assets"}


def test_the_top_level_assets_folder_installs_inside_the_game() -> None:
    assert SETUPTOOLS["package-dir"] == {"game.assets": "assets"}
    assert (ROOT / "assets" / "__init__.py").is_file()
    assert not (ROOT / "game" / "assets").exists(), "a game/assets folder would hide the top-level assets/"
