"""Where the game's run-time files (the ``game.assets`` package, ``pyproject.toml``) are, however it was started.

The art, sounds and catalogs are kept in the top-level ``assets/`` folder of the source tree and
installed as the package ``game.assets`` (pyproject.toml maps the folder there). ``importlib.resources``
finds that package the same way in an editable install (setuptools' import hook points it at the
source folder), an installed wheel and the one-file executable (which unpacks it under
``sys._MEIPASS/game/assets``); no module builds asset paths from the working directory.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
ASSETS_PACKAGE = "game.assets"


def project_root() -> Path:
    """The folder that holds ``game/`` in a checkout, or everything the executable unpacked."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle is not None else _PACKAGE_DIR.parent


def assets_root() -> Path:
    """The folder of the installed ``game.assets`` package: ``assets/`` in a checkout."""
    root = resources.files(ASSETS_PACKAGE)
    if not isinstance(root, Path):  # a zip import or a namespace package: not how the game is installed
        raise RuntimeError(f"{ASSETS_PACKAGE} is not a folder on disk ({root!r}): reinstall the game")
    return root


def asset_path(*parts: str) -> Path:
    """Absolute path of ``<assets>/<parts...>``, independent of the working directory."""
    return assets_root().joinpath(*parts)
