"""A first start asks the language before the tutorial: the five languages by their own names, the
system's guess marked and focused, so Enter keeps it; arrows and Enter, or a click, pick another,
which turns the whole game to it at once and is saved. (A new Greek player on an English system
met the tutorial in English with no choice.)"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import Game, screen_first_language
from game.i18n import DOMAIN, LANGUAGE_NAMES, current_language, set_language
from game.paths import asset_path
from game.persist.saves import Saves
from game.ui.menus.base import MenuScene
from game.ui.menus.title import TitleScene
from game.ui.scenes.tutorial import TutorialScene

from .driver import Driver

WELCOME = "Welcome! Dominoes are laid end to end in one line. Your teacher opens with the {tile}."


def in_language(code: str, message: str) -> str:
    """``message`` as the catalog of ``code`` has it (read apart from the game's current language)."""
    return gettext.translation(DOMAIN, asset_path("locale"), languages=[code]).gettext(message)


def language_card(game: Driver | Game) -> MenuScene:
    card = game.top
    assert isinstance(card, MenuScene) and not isinstance(card, TitleScene), (
        f"the first start opened {type(card).__name__}, not a language choice"
    )
    return card


def tutorial_of(game: Driver) -> TutorialScene:
    tutorial = game.top
    assert isinstance(tutorial, TutorialScene), f"after the language, {type(tutorial).__name__}"
    return tutorial


@pytest.fixture
def first(data_dir: Path) -> Iterator[Driver]:
    game = Driver(data_dir, first_start=True)
    yield game
    game.close()
    set_language("en")


def test_the_first_start_offers_the_five_languages_by_their_own_names_the_guess_focused(first: Driver) -> None:
    card = language_card(first)
    assert [c.label() for c in card.controls] == ["English", "Suomi", "Svenska", "Ελληνικά", "Srpski"]
    assert card.controls[card.focus].key == "en", "the system's guess (LANGUAGE=en here) has the focus"


def test_choosing_greek_with_the_arrows_turns_the_tutorial_greek_and_saves_it(first: Driver, data_dir: Path) -> None:
    card = language_card(first)
    for _ in range(3):
        first.key(pygame.K_DOWN)
    assert card.controls[card.focus].label() == LANGUAGE_NAMES["el"]
    first.key(pygame.K_RETURN)
    tutorial = tutorial_of(first)
    assert current_language() == "el"
    assert tutorial.prompt() == in_language("el", WELCOME).format(tile="6-5") != WELCOME.format(tile="6-5")
    assert tutorial.table.controller.seats[0].name == in_language("el", "You") != "You", "the seats' names too"
    assert Saves.open(data_dir).settings.language == "el"
    assert not Saves.open(data_dir).settings.tutorial_done, "the tutorial is still to be played"


def test_a_click_on_a_language_picks_it(first: Driver, data_dir: Path) -> None:
    card = language_card(first)
    first.click(card.control("fi").rect.center)
    tutorial = tutorial_of(first)
    assert tutorial.prompt() == in_language("fi", WELCOME).format(tile="6-5")
    assert Saves.open(data_dir).settings.language == "fi"


def test_enter_alone_keeps_the_guess_and_starts_the_tutorial(first: Driver, data_dir: Path) -> None:
    language_card(first)
    first.key(pygame.K_RETURN)
    assert tutorial_of(first).prompt() == WELCOME.format(tile="6-5")
    assert Saves.open(data_dir).settings.language == "en", "kept: the system's guess no longer decides"


def test_esc_keeps_the_guess_too_and_the_tutorial_then_skips_as_before(first: Driver, data_dir: Path) -> None:
    language_card(first)
    first.key(pygame.K_ESCAPE)
    tutorial_of(first)
    first.key(pygame.K_ESCAPE)
    assert isinstance(first.top, TitleScene)
    assert Saves.open(data_dir).settings.tutorial_done


def test_a_greek_system_has_greek_focused_and_named_in_greek(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "el_GR.UTF-8")
    game = Driver(data_dir, first_start=True)
    try:
        card = language_card(game)
        assert card.controls[card.focus].key == "el"
        assert card.title() == in_language("el", "Language")
    finally:
        game.close()
        set_language("en")


def test_the_tutorial_replayed_from_the_title_does_not_ask_again(game: Driver) -> None:
    game.press("tutorial")
    assert isinstance(game.top, TutorialScene)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "el"])
def test_every_language_is_in_sight_at_200_percent(tmp_path: Path, size: tuple[int, int], language: str) -> None:
    """None scrolled away (at 1280x720 200% English was above the list, out of sight, in a card
    that is there to show all five)."""
    game = Game(tmp_path / "data", language, 200, size)
    try:
        screen_first_language(game)
        card = language_card(game)
        hidden = [c.label() for c in card.controls if not card.shown(c)]
        assert not hidden, f"out of sight at {size}: {hidden}"
    finally:
        game.close()
        set_language("en")
