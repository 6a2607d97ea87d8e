"""Choosing the language: Settings' choice, the system locale's default, and English as the fallback."""

from __future__ import annotations

import locale
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.i18n import _, ngettext, pgettext


@pytest.fixture(autouse=True)
def _back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def clean_locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No locale variables and a C locale, so each test says which one it means."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *args: (None, None))
    return monkeypatch


@pytest.mark.parametrize(
    ("lang", "draw"), [("en", "Draw"), ("fi", "Nosta"), ("sv", "Dra"), ("el", "Τράβα"), ("sr", "Vuci")]
)
def test_set_language_switches_every_message(lang: str, draw: str) -> None:
    i18n.set_language(lang)
    assert i18n.current_language() == lang
    assert pgettext("action", "Draw") == draw


def test_a_context_picks_one_meaning_and_english_stays_the_fallback() -> None:
    i18n.set_language("sv")
    assert pgettext("round", "Hand") == "Omgång"
    i18n.set_language("tlh")
    assert pgettext("round", "Hand") == "Hand"


def test_switching_back_and_forth() -> None:
    i18n.set_language("el")
    assert ngettext("{n} tile", "{n} tiles", 3).format(n=3) == "3 πλακίδια"
    i18n.set_language("fi")
    assert ngettext("{n} tile", "{n} tiles", 1).format(n=1) == "1 pala"
    i18n.set_language("en")
    assert _("Boneyard") == "Boneyard"


def test_unknown_language_means_english() -> None:
    i18n.set_language("fi")
    i18n.set_language("tlh")
    assert i18n.current_language() == "en"
    assert _("Draw") == "Draw"


def test_a_missing_catalog_folder_falls_back_to_english(tmp_path: Path) -> None:
    i18n.set_language("fi", locale_dir=tmp_path)
    assert _("Draw") == "Draw"
    assert ngettext("{n} tile", "{n} tiles", 2) == "{n} tiles"


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("LANG", "fi_FI.UTF-8", "fi"),
        ("LANG", "sv_SE.UTF-8", "sv"),
        ("LC_ALL", "el_GR.UTF-8", "el"),
        ("LANG", "sr_RS.UTF-8@latin", "sr"),
        ("LANGUAGE", "de:sv:en", "sv"),
        ("LANG", "de_DE.UTF-8", "en"),
        ("LANG", "C.UTF-8", "en"),
    ],
)
def test_system_language_comes_from_the_locale(
    clean_locale: pytest.MonkeyPatch, variable: str, value: str, expected: str
) -> None:
    clean_locale.setenv(variable, value)
    assert i18n.system_language() == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Greek_Greece", "el"),
        ("Finnish_Finland", "fi"),
        ("Serbian (Latin)_Serbia", "sr"),
        ("Serbian (Cyrillic)_Serbia", "sr"),
    ],
)
def test_windows_locale_names_are_understood(clean_locale: pytest.MonkeyPatch, name: str, expected: str) -> None:
    """Windows names its locales in English words; Serbian's carry the script in brackets."""
    clean_locale.setattr(locale, "getlocale", lambda *args: (name, "1250"))
    assert i18n.system_language() == expected


def test_no_locale_at_all_means_english(clean_locale: pytest.MonkeyPatch) -> None:
    assert i18n.system_language() == "en"


def test_each_language_names_itself() -> None:
    assert set(i18n.LANGUAGE_NAMES) == set(i18n.LANGUAGES)
    assert i18n.LANGUAGE_NAMES["el"] == "Ελληνικά"
