"""One translation function for every string a player reads.

Catalogs live in ``assets/locale/<lang>/LC_MESSAGES/double_six.mo`` (the package
``game.assets``, found through ``game.paths.asset_path``, so the installed game and the frozen
executable find them too); a missing catalog or message falls back to the English text in the
code, so the game never fails over a language.
``tools/i18n.py`` extracts the messages and builds the catalogs.
"""

from __future__ import annotations

import gettext
import locale
import os
from pathlib import Path

from game.paths import asset_path

DOMAIN = "double_six"
LANGUAGES = ("en", "fi", "sv", "el", "sr")
DEFAULT_LANGUAGE = "en"
# Each language's own name, as the language picker shows it whatever the current language.
LANGUAGE_NAMES = {"en": "English", "fi": "Suomi", "sv": "Svenska", "el": "Ελληνικά", "sr": "Srpski"}
_LOCALE_DIR = asset_path("locale")
_current: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT_LANGUAGE


def set_language(code: str, locale_dir: Path | None = None) -> None:
    """Translate from now on into ``code`` (one of LANGUAGES; anything else means English)."""
    global _current, _language
    _language = code if code in LANGUAGES else DEFAULT_LANGUAGE
    _current = gettext.translation(DOMAIN, locale_dir or _LOCALE_DIR, languages=[_language], fallback=True)


def current_language() -> str:
    return _language


def system_language() -> str:
    """The language of the user's locale when we ship it, else English: the first-run default."""
    candidates = [os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for candidate in candidates:
        for part in candidate.split(":"):
            code = _language_code(part)
            if code is not None:
                return code
    return DEFAULT_LANGUAGE


# Windows names locales in English words ("Finnish_Finland", "Serbian (Latin)_Serbia") rather than codes.
_WINDOWS_NAMES = {"english": "en", "finnish": "fi", "swedish": "sv", "greek": "el", "serbian": "sr"}


def _language_code(name: str) -> str | None:
    base = name.strip().lower().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].split(" (")[0]
    code = _WINDOWS_NAMES.get(base, base)
    return code if code in LANGUAGES else None


# The decimal mark of each language we ship (English writes 19.4, the others 19,4).
_DECIMAL_MARK = {"fi": ",", "sv": ",", "el": ",", "sr": ","}


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals, written with the current language's decimal mark."""
    return f"{value:.{places}f}".replace(".", _DECIMAL_MARK.get(_language, "."))


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in one of its meanings: English uses "Hand" for the round and for the tiles a
    player holds, other languages need two words, so each use names its ``context``."""
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Marks a message for extraction where it is defined; show it later with ``_(message)``."""
    return message


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Marks a plural message for extraction; show it later with ``ngettext(*pair, n)``."""
    return singular, plural
