"""Assets are found the same way from a checkout, an installed package and the executable."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from .helpers import ROOT, mo_catalog, run_python


def test_assets_are_found_from_any_working_directory(tmp_path: Path) -> None:
    """The test venv holds an editable install: game.assets is the checkout's top-level assets/."""
    result = run_python("from game.paths import asset_path; print(asset_path('icon.png'))", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    found = Path(result.stdout.strip())
    assert found == ROOT / "assets" / "icon.png"
    assert found.is_file()


def _installed_layout(site: Path, catalog: bytes) -> None:
    """``game`` with its ``assets`` package inside, as a wheel installs it and the executable unpacks it."""
    (site / "game" / "assets").mkdir(parents=True)
    for module in ("__init__.py", "paths.py", "i18n.py"):
        shutil.copy(ROOT / "game" / module, site / "game" / module)
    shutil.copy(ROOT / "assets" / "__init__.py", site / "game" / "assets" / "__init__.py")
    messages = site / "game" / "assets" / "locale" / "fi" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    (messages / "double_six.mo").write_bytes(catalog)


def test_an_installed_package_reads_the_assets_and_catalogs_inside_it(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _installed_layout(site, mo_catalog({"Your turn": "Sinun vuorosi"}))
    code = (
        "import sys; sys.path.insert(0, sys.argv[1])\n"
        "from game.paths import asset_path; print(asset_path('icon.png'))\n"
        "from game import i18n; i18n.set_language('fi'); print(i18n._('Your turn'))"
    )
    # -S: no site-packages, so neither this checkout's editable install nor its import hook is seen.
    result = subprocess.run(
        [sys.executable, "-S", "-c", code, str(site)], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [str(site / "game" / "assets" / "icon.png"), "Sinun vuorosi"]
