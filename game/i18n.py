"""One translation function for every string a player reads.

Catalogs live in ``assets/locale/<lang>/LC_MESSAGES/double_six.mo``; a missing catalog
falls back to the English text in the code, so the game never fails over a language.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from game.paths import asset_path

DOMAIN = "double_six"
LANGUAGES = ("en", "fi", "sv", "el", "sr")
_LOCALE_DIR = asset_path("locale")
_current: gettext.NullTranslations = gettext.NullTranslations()


def set_language(code: str, locale_dir: Path | None = None) -> None:
    global _current
    _current = gettext.translation(DOMAIN, locale_dir or _LOCALE_DIR, languages=[code], fallback=True)


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)
