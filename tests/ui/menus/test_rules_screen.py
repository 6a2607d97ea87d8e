"""The Rules screen teaches every preset: each rule line of RULES.md is on its page, in words a
player can read at 1280x720 in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import fonts
from game.aids.review import CHANCE_MARKS, POINT_MARKS, marks_note
from game.domain.modes import Mode
from game.engine.rules import PRESETS
from game.i18n import LANGUAGES, set_language
from game.ui.menus import rules as rules_menu
from game.ui.menus.controls import Choice
from game.ui.menus.rules import HOUSE, REVIEW, RulesScene
from game.ui.menus.setup import SetupScene

from .driver import Driver
from .rules_facts import COMMON, HOUSE_FACTS, PRESET_FACTS, Fact
from .small_window import SMALLEST_AT_200, shown, small_window

READABLE_PX = 14  # at 1280x720 the body text must fit its box at this size or larger


def shown_pages(game: Driver, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Step the screen's page choice through every page as a player would, scrolling each page
    down with Page Down to its end (at a large scale in a small window it does not fit); what
    each page drew, frame after frame (a line drawn twice stays: "hand." may end two sentences)."""
    drawn: list[str] = []
    real = rules_menu.blit_fitted  # type: ignore[attr-defined]  # imported there, and patched where the screen looks it up

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
        while True:
            before = scene.content_scroll
            game.key(pygame.K_PAGEDOWN)
            game.frames(1)
            if scene.content_scroll == before:
                break
        pages[scene.page] = "\n".join(drawn)
        game.focus("page")
        game.key(pygame.K_RIGHT)
    return pages


SIZED = [((1280, 720), 100), ((960, 540), 200), ((1280, 720), 150)]


@pytest.fixture(params=SIZED, ids=[f"{w}x{h}-{scale}" for (w, h), scale in SIZED])
def sized(request: pytest.FixtureRequest, data_dir: Path) -> Iterator[Driver]:
    """The game at a window size and UI scale: at the larger scales the pages scroll."""
    (size, scale) = request.param
    driver = Driver(data_dir, size)
    driver.session.change(ui_scale=scale)
    yield driver
    driver.close()
    set_language("en")


def missing(text: str, facts: list[Fact]) -> list[str]:
    said = " ".join(text.lower().split())
    return [f"{rule}: {phrase!r}" for rule, phrases in facts for phrase in phrases if phrase.lower() not in said]


def test_every_page_says_every_rule_of_its_preset(sized: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    pages = shown_pages(sized, monkeypatch)
    assert set(pages) == {"basics", *PRESETS, HOUSE, REVIEW}
    assert missing(pages["basics"], COMMON) == []
    for name in PRESETS:
        assert missing(pages[name], PRESET_FACTS[name]) == [], name
    assert missing(pages[HOUSE], HOUSE_FACTS) == []


def test_the_hand_review_page_states_the_marks_thresholds(sized: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    page = " ".join(shown_pages(sized, monkeypatch)[REVIEW].split())  # lines joined as one text
    assert " ".join(marks_note().split()) in page
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
        picture = fonts.font(READABLE_PX).render(text, antialias=True, color=(0, 0, 0), bgcolor=None, wraplength=area.w)
        assert picture.get_height() <= body_height, (language, page, picture.get_height(), body_height)


def test_each_preset_offers_its_own_targets_and_names_the_others_house_rules(game: Driver) -> None:
    setup = SetupScene(game.app, game.session, Mode.POINTS)
    game.app.stack.push(setup)
    for name, rules in PRESETS.items():
        game.choose("preset", rules.title)
        for players in rules.players:
            setup._set_players(players)
            target = setup.control("target")
            assert isinstance(target, Choice)
            offered = target.options()
            own = [t for t, words in offered if "house rule" not in words]
            assert own == sorted(rules.target_choices), (name, players, offered)
            assert dict(offered)[rules.default_target(players)] == f"{rules.default_target(players)} (usual)"
            assert all(words == f"{t} (house rule)" for t, words in offered if t not in rules.target_choices)
            usual = rules.default_target(players)  # issue 26: the preset's other target ("50") said nothing
            others = [(t, words) for t, words in offered if t in own and t != usual]
            assert all(words == f"{t} ({'shorter' if t < usual else 'longer'})" for t, words in others)


def test_at_200_percent_in_a_small_window_the_text_keeps_its_size_and_scrolls(data_dir: Path) -> None:
    """960x540 at 200%: the body is not shrunk under 12 px x 2; it says there is more and Page Down shows it."""
    with small_window(data_dir) as game:
        scene = RulesScene(game.app, game.session)
        sizes = [item.px for item in shown(game, scene)]
        assert sizes and min(sizes) >= SMALLEST_AT_200, sizes
        assert scene.content_more() == (False, True)
        game.key(pygame.K_PAGEDOWN)
        assert scene.content_scroll > 0 and scene.content_more()[0]


def test_every_page_is_set_at_one_size_and_a_long_one_scrolls(sized: Driver) -> None:
    """Issue #26 defect 13: the text's size changed from one rule set to the next (a long page was
    set smaller to fit); one size for every page, a page longer than the screen scrolls."""
    scene = RulesScene(sized.app, sized.session)
    sized.app.stack.push(scene)
    sizes: dict[str, set[float]] = {}
    scrolls = []
    for page, _title in scene._pages():
        scene._show(page)
        sized.frames(1)
        heading = rules_menu.page_title(page)
        body = [item for item in shown(sized, scene) if item.text != heading and item.rect.colliderect(scene._body())]
        sizes[page] = {item.px for item in body}
        total, fits = scene.content_rows()
        scrolls.append(total > fits)
    assert len(set.union(*sizes.values())) == 1, sizes
    assert any(scrolls), "no page is long enough to scroll here"
