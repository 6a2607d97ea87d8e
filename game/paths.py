"""Where the game's run-time files (``assets/``, ``pyproject.toml``) are, however it was started.

One lookup for every way the game runs, so no module builds asset paths from ``__file__``
or the working directory: the one-file executable unpacks them into ``sys._MEIPASS``, an
installed wheel keeps them inside the package, a source checkout (or an editable install)
has them next to the package.
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
    """The ``assets`` folder in use: inside the package if it is there (an installed wheel),
    else beside it (checkout, executable); the latter when neither exists, so errors name it."""
    inside = _PACKAGE_DIR / "assets"
    return inside if inside.is_dir() else project_root() / "assets"


def asset_path(*parts: str) -> Path:
    """Absolute path of ``assets/<parts...>``, independent of the working directory."""
    return assets_root().joinpath(*parts)
