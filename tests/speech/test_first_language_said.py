"""By ear, the first start's language card is said like any menu: its five languages, the one
with the focus, and the tutorial then speaks the language picked."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.i18n import set_language
from tests.speech.test_reader import Run


def test_the_language_card_is_said_and_the_tutorial_speaks_the_language_picked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "en")  # the system's guess
    game = Run(tmp_path / "data", speech=False, first_start=True)
    try:
        (said,) = game.key(pygame.K_F4)
        assert "Language." in said and "English, Suomi, Svenska, Ελληνικά and Srpski" in said
        assert said.endswith("English"), "the focused one, the system's guess, last"
        assert game.key(pygame.K_DOWN) == ["Suomi"]
        game.key(pygame.K_RETURN)
        game.frames(5)
        assert any("Tervetuloa!" in sentence for sentence in game.voice.sentences), game.voice.sentences[-3:]
    finally:
        game.app.close()
        set_language("en")
