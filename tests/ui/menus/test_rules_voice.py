"""The Rules screens speak as the game ("In this game ..."), never as its makers ("Our choice")."""

from __future__ import annotations

import pytest

from game.i18n import LANGUAGES, set_language
from game.ui.menus.rules import _TEXTS, rules_text

# How each language said the makers' voice before issue 26 (defect 16).
MAKERS = {
    "en": ("Our choice", "Our reading"),
    "fi": ("Meidän valintamme", "Meidän tulkintamme"),
    "sv": ("Vårt val", "Vår tolkning"),
    "el": ("Δική μας επιλογή", "Δική μας ερμηνεία"),
    "sr": ("Naš izbor", "Naše tumačenje"),
}
THIS_GAME = {
    "en": "In this game",
    "fi": "Tässä pelissä",
    "sv": "I det här spelet",
    "el": "Σε αυτό το παιχνίδι",
    "sr": "U ovoj igri",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_say_in_this_game_where_the_game_chose(language: str) -> None:
    try:
        set_language(language)
        pages = {page: rules_text(page) for page in _TEXTS}
    finally:
        set_language("en")
    for page, text in pages.items():
        assert not any(words in text for words in MAKERS[language]), page
    assert sum(THIS_GAME[language] in text for text in pages.values()) >= 4  # 121, All Fives, Penalty, Partnership
