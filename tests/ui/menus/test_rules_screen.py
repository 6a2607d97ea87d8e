"""The Rules screen teaches every preset: each rule line of RULES.md is on its page, in words a
player can read at 1280x720 in every language."""

from __future__ import annotations

import pygame
import pytest

from game import fonts
from game.aids.review import CHANCE_MARKS, POINT_MARKS, marks_note
from game.domain.modes import Mode
from game.engine.rules import PRESETS
from game.i18n import LANGUAGES, set_language
from game.ui.menus import rules as rules_menu
from game.ui.menus.rules import HOUSE, REVIEW, RulesScene
from game.ui.menus.setup import SetupScene

from .driver import Driver
from .rules_facts import COMMON, HOUSE_FACTS, PRESET_FACTS, Fact

READABLE_PX = 14  # at 1280x720 the body text must fit its box at this size or larger


def shown_pages(game: Driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Step the screen's page choice through every page as a player would; what each page drew."""
    drawn: list[str] = []
    real = rules_menu.blit_fitted

    def recording(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(rules_menu, "blit_fitted", recording)
    scene = RulesScene(game.app, game.session)
    game.app.stack.push(scene)
    pages: dict[str, str] = {}
    for _ in range(len(PRESETS) + 3):
        drawn.clear()
        game.frames(1)
        pages[scene.page] = "\n".join(drawn)
        game.focus("page")
        game.key(pygame.K_RIGHT)
    return pages


def missing(text: str, facts: list[Fact]) -> list[str]:
    said = " ".join(text.lower().split())
    return [f"{rule}: {phrase!r}" for rule, phrases in facts for phrase in phrases if phrase.lower() not in said]


def test_every_page_says_every_rule_of_its_preset(game: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    pages = shown_pages(game, monkeypatch)
    assert set(pages) == {"basics", *PRESETS, HOUSE, REVIEW}
    assert missing(pages["basics"], COMMON) == []
    for name in PRESETS:
        assert missing(pages[name], PRESET_FACTS[name]) == [], name
    assert missing(pages[HOUSE], HOUSE_FACTS) == []


def test_the_hand_review_page_states_the_marks_thresholds(game: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    page = shown_pages(game, monkeypatch)[REVIEW]
    assert marks_note() in page
    for words in ("inaccuracy", "mistake", "blunder", f"{POINT_MARKS[0]:g} points", f"{100 * CHANCE_MARKS[2]:g}%"):
        assert words in page, words


def test_draw_pagat_never_says_the_turn_ends_only_by_playing(game: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    page = " ".join(shown_pages(game, monkeypatch)["draw-pagat"].lower().split())
    assert "ends only by playing" not in page
    assert "may pass" not in page or "unless only the 2 reserved tiles remain" in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_is_readable_at_1280x720(game: Driver, language: str) -> None:
    set_language(language)
    scene = RulesScene(game.app, game.session)
    game.app.stack.push(scene)
    game.frames(1)
    area = scene.content_area
    body_height = area.h - scene.px(34) - scene.px(8)
    for page, _title in scene._pages():
        text = fonts.drawable(rules_menu.rules_text(page))
        picture = fonts.font(READABLE_PX).render(text, True, (0, 0, 0), None, area.w)
        assert picture.get_height() <= body_height, (language, page, picture.get_height(), body_height)


def test_each_preset_offers_its_own_targets_and_names_the_others_house_rules(game: Driver) -> None:
    setup = SetupScene(game.app, game.session, Mode.POINTS)
    game.app.stack.push(setup)
    for name, rules in PRESETS.items():
        game.choose("preset", rules.title)
        for players in rules.players:
            setup._set_players(players)
            offered = setup.control("target").options()
            own = [t for t, words in offered if "house rule" not in words]
            assert own == sorted(rules.target_choices), (name, players, offered)
            assert dict(offered)[rules.default_target(players)] == f"{rules.default_target(players)} (usual)"
            assert all(words == f"{t} (house rule)" for t, words in offered if t not in rules.target_choices)
