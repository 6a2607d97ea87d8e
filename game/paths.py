"""Where the files the game loads at run time (``assets/``) are, however it was started.

One lookup for every way the game runs, so no module builds asset paths from ``__file__``
or the working directory: the one-file executable unpacks them into ``sys._MEIPASS``, an
installed wheel keeps them inside the package, a source checkout (or an editable install)
has them next to the package.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _asset_roots() -> tuple[Path, ...]:
    """Candidate ``assets`` folders, most specific first."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return (Path(bundle) / "assets",)
    return (_PACKAGE_DIR / "assets", _PACKAGE_DIR.parent / "assets")


def assets_root() -> Path:
    """The ``assets`` folder in use; the last candidate when none exists, so errors name a real place."""
    roots = _asset_roots()
    return next((root for root in roots if root.is_dir()), roots[-1])


def asset_path(*parts: str) -> Path:
    """Absolute path of ``assets/<parts...>``, independent of the working directory."""
    return assets_root().joinpath(*parts)
