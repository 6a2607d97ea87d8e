"""The shipped catalogs: complete for every message in the code, compiled, with the right plurals."""

from __future__ import annotations

import gettext

import pytest

from game import i18n
from game.paths import asset_path

from .tool import load_tool

tool = load_tool()


def test_every_message_is_translated_and_every_mo_is_fresh(capsys: pytest.CaptureFixture[str]) -> None:
    failures = tool.cmd_check()
    assert failures == [], "run: python tools/i18n.py extract update compile, then translate:\n" + "\n".join(failures)


def test_catalogs_exist_for_every_language() -> None:
    assert set(tool.languages()) == set(i18n.LANGUAGES)
    for lang in i18n.LANGUAGES:
        assert asset_path("locale", lang, "LC_MESSAGES", "double_six.mo").is_file()


def _translations(lang: str) -> gettext.GNUTranslations:
    with asset_path("locale", lang, "LC_MESSAGES", "double_six.mo").open("rb") as handle:
        return gettext.GNUTranslations(handle)


# n -> which plural form: English, Finnish, Swedish and Greek have one and many; Serbian
# has one (1, 21, 101), few (2-4, 22-24) and many (0, 5-20, 25-30, 111...).
TWO_FORMS = {0: 1, 1: 0, 2: 1, 5: 1, 11: 1, 21: 1}
SERBIAN = {0: 2, 1: 0, 2: 1, 4: 1, 5: 2, 11: 2, 12: 2, 14: 2, 21: 0, 22: 1, 25: 2, 101: 0, 111: 2}


RESERVED = ("only the {reserved} reserved tile remains", "only the {reserved} reserved tiles remain")


@pytest.mark.parametrize("lang", ["en", "fi", "sv", "el", "sr"])
def test_plural_forms_follow_the_language(lang: str) -> None:
    catalog = _translations(lang)
    forms = [catalog.ngettext(*RESERVED, n) for n in (1, 2, 5)]
    assert len(set(forms)) == (3 if lang == "sr" else 2), forms
    for n, form in (SERBIAN if lang == "sr" else TWO_FORMS).items():
        assert catalog.ngettext(*RESERVED, n) == forms[min(form, len(set(forms)) - 1)], (lang, n)


def test_serbian_tile_counts_read_naturally() -> None:
    sr = _translations("sr")
    said = {n: sr.ngettext("{n} tile", "{n} tiles", n).format(n=n) for n in (1, 3, 7, 21)}
    assert said == {1: "1 pločica", 3: "3 pločice", 7: "7 pločica", 21: "21 pločica"}


# The guides' own words for the game's terms, per language: (English message, word it must use).
GUIDE_TERMS = {
    "fi": [("Boneyard", "Varasto"), ("Draw", "Nosta"), ("Pass", "Ohita"), ("Blocked", "Jumi"),
           ("nobody holds a double: the rules redeal this hand", "tupla")],
    "sv": [("Boneyard", "Draghögen"), ("Draw", "Dra"), ("Pass", "Passa"),
           ("nobody holds a double: the rules redeal this hand", "dubbla")],
    "sr": [("Boneyard", "Gomila"), ("Draw", "Vuci"), ("Blocked", "Zatvorena igra"),
           ("nobody holds a double: the rules redeal this hand", "duplet")],
    "el": [("Boneyard", "Σωρός"), ("Draw", "Τράβα"), ("Pass", "Πάσο"),
           ("nobody holds a double: the rules redeal this hand", "διπλό")],
}


@pytest.mark.parametrize("lang", sorted(GUIDE_TERMS))
def test_game_terms_are_the_guides_words(lang: str) -> None:
    catalog = _translations(lang)
    for message, word in GUIDE_TERMS[lang]:
        assert word in catalog.gettext(message), (lang, message)


def test_translations_keep_their_placeholders() -> None:
    for lang in i18n.LANGUAGES:
        assert tool.placeholder_problems(tool.read_po(tool.po_path(lang))) == [], lang


def test_english_catalog_is_the_messages_themselves() -> None:
    en = tool.read_po(tool.po_path("en"))
    for entry in en.entries:
        if not entry.obsolete:
            assert entry.msgstr[0] == entry.msgid
