"""Where the game's run-time files (``game/assets/``, ``pyproject.toml``) are, however it was started.

The assets live inside the package (declared as package data), so a checkout, an editable or
wheel install and the one-file executable (which unpacks ``game/assets`` under ``sys._MEIPASS``)
all find them beside this module; no module builds asset paths from the working directory.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def project_root() -> Path:
    """The folder that holds ``game/`` in a checkout, or everything the executable unpacked."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle is not None else _PACKAGE_DIR.parent


def assets_root() -> Path:
    """The package's ``assets`` folder; the executable unpacks it to ``<_MEIPASS>/game/assets``."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "game" / "assets" if bundle is not None else _PACKAGE_DIR / "assets"


def asset_path(*parts: str) -> Path:
    """Absolute path of ``game/assets/<parts...>``, independent of the working directory."""
    return assets_root().joinpath(*parts)
