"""Numbers with decimals are written the way each language writes them: 19.4 in English,
19,4 in Finnish, Swedish, Greek and Serbian (the review showed "19.4" everywhere)."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.ui.scenes.review import loss_words


@pytest.mark.parametrize(
    ("lang", "mark"), [("en", "19.4"), ("fi", "19,4"), ("sv", "19,4"), ("el", "19,4"), ("sr", "19,4")]
)
def test_the_review_writes_its_points_with_the_languages_decimal_mark(lang: str, mark: str) -> None:
    set_language(lang)
    try:
        assert mark in loss_words(19.4, "points")
    finally:
        set_language("en")
