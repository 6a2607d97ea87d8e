"""The shipped catalogs: complete for every message in the code, compiled, with the right plurals."""

from __future__ import annotations

import gettext

import pytest

from game import fonts, i18n
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


DRAW, PASS, BLOCKED = ("action", "Draw"), ("action", "Pass"), ("hand result", "Blocked")
REDEAL = "nobody holds a double: the rules redeal this hand"
# The guides' own words for the game's terms, per language: (English message or (context,
# message), word it must use).
GUIDE_TERMS: dict[str, list[tuple[str | tuple[str, str], str]]] = {
    "fi": [("Boneyard", "Varasto"), (DRAW, "Nosta"), (PASS, "Ohita"), (BLOCKED, "Jumi"), (REDEAL, "tupla")],
    "sv": [("Boneyard", "Draghögen"), (DRAW, "Dra"), (PASS, "Passa"), (REDEAL, "dubbla")],
    "sr": [("Boneyard", "Gomila"), (DRAW, "Vuci"), (BLOCKED, "Zatvorena igra"), (REDEAL, "duplet")],
    "el": [("Boneyard", "Σωρός"), (DRAW, "Τράβα"), (PASS, "Πάσο"), (REDEAL, "διπλό")],
}


def _said(catalog: gettext.GNUTranslations, message: str | tuple[str, str]) -> str:
    return catalog.gettext(message) if isinstance(message, str) else catalog.pgettext(*message)


@pytest.mark.parametrize("lang", sorted(GUIDE_TERMS))
def test_game_terms_are_the_guides_words(lang: str) -> None:
    catalog = _translations(lang)
    for message, word in GUIDE_TERMS[lang]:
        assert word in _said(catalog, message), (lang, message)


# "Hand" the round ("Hand 3", the score sheet's column) and "Hand" the tiles a player holds:
# the words each language uses for the round, as its guide does.
ROUND = {"fi": "Erä", "sv": "Omgång", "el": "Γύρος", "sr": "Ruka"}


@pytest.mark.parametrize("lang", sorted(ROUND))
def test_the_score_sheets_hand_is_the_round(lang: str) -> None:
    catalog = _translations(lang)
    assert catalog.pgettext("round", "Hand") == ROUND[lang]
    assert ROUND[lang].lower()[:4] in catalog.pgettext("round", "This hand").lower()
    assert catalog.pgettext("tiles held", "Hand") == "Hand", "no such message: an unknown context is not guessed"


def test_contexts_are_never_text_the_fonts_must_draw() -> None:
    texts = fonts.catalog_texts()
    assert "Erä" in texts and not any("\x04" in text for text in texts)


def test_translations_keep_their_placeholders() -> None:
    for lang in i18n.LANGUAGES:
        assert tool.placeholder_problems(tool.read_po(tool.po_path(lang))) == [], lang


def test_english_catalog_is_the_messages_themselves() -> None:
    en = tool.read_po(tool.po_path("en"))
    for entry in en.entries:
        if not entry.obsolete:
            assert entry.msgstr[0] == entry.msgid


# Words a native reader flagged (issue 19): (English message, words the translation must use).
BETTER_WORDS: dict[str, list[tuple[str, str]]] = {
    "fi": [
        ("{n} kept back", "{n} varattua"),  # partitive after a numeral
        ("Deal 8 minus players", "pelaajamäärä"),
        ("Partner", "Pelikumppani"),
        ("A tie for the lowest hand: nobody scores", "Pienin silmäsumma"),  # guide 000's words
    ],
    "sv": [
        ("A tie for the lowest hand: nobody scores", "Delad lägsta summa"),
        ("You have the lightest hand and win", "lägst antal prickar"),  # guide 004
        ("You went out and won the hand", "spelade ut"),
        ("Hands won blocked", "i blockerat spel"),
        ("there is no drawing in {title}: pass when nothing fits", "när ingen bricka går att lägga"),
    ],
    "el": [
        ("You have the lightest hand and win", "τις λιγότερες κουκκίδες"),
        ("nobody holds a double: the rules redeal this hand", "κατά τους κανόνες ο γύρος ξαναμοιράζεται"),
        ("Esc skips the tutorial; the title menu keeps it for later.", "θα τη βρεις"),  # informal singular
    ],
    "sr": [
        ("Practice: every hand is played face up and nothing is scored.", "sa otvorenim pločicama"),
        ("{n} kept back", "{n} rezervisane"),
        ("A tie for the lowest hand: nobody scores", "Isti najmanji zbir"),
        ("Draw (Pagat style)", "Igra s vučenjem"),
        ("{name} drew on {n}", "{name} vuče"),  # present, as "preskače" beside it
        ("{name} passed on {n}", "{name} preskače"),
    ],
}
# Calques and register slips that must appear in no translation of the language at all.
NEVER: dict[str, tuple[str, ...]] = {
    "fi": ("kevye", "kevyi", "painavin", "miinus pelaajat"),  # "light/heavy hand"; guide 000 counts pips
    "sv": ("lättast", "lättare", "omgiv", "gick ut", "Lika om"),
    "el": ("ελαφρ", "βρείτε", "πατήστε", "διαλέξτε", "Πεντάρια"),  # All Fives is "Όλα τα πεντάρια" only
    "sr": ("otvorenih pločica", "Nerešeno za", "Vučenje ("),
}


@pytest.mark.parametrize("lang", sorted(BETTER_WORDS))
def test_translations_use_the_native_readers_words(lang: str) -> None:
    catalog = _translations(lang)
    for message, words in BETTER_WORDS[lang]:
        assert words in catalog.gettext(message), (lang, message, catalog.gettext(message))


@pytest.mark.parametrize("lang", sorted(NEVER))
def test_no_calque_or_register_slip_anywhere(lang: str) -> None:
    entries = [e for e in tool.read_po(tool.po_path(lang)).entries if not e.obsolete]
    slips = [(slip, e.msgid) for e in entries for text in e.msgstr for slip in NEVER[lang] if slip in text]
    assert slips == [], lang
