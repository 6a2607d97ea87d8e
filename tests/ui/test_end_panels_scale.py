"""The end-of-hand panel and the match end grow with the UI scale: their buttons' labels stay
readable (12 px at 100%, scaled) in a small window at 200%."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from game.devtools.audit import SCREENS, Game, problems
from game.ui.app import App
from game.ui.layout_items import SMALLEST_TEXT

LABELS = ("Back to menu", "Review this hand", "Play again", "Next hand")


@pytest.mark.parametrize("screen", ["hand end", "match end"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_end_buttons_read_at_200_percent(tmp_path: Path, screen: str, size: tuple[int, int]) -> None:
    game = Game(tmp_path / "data", "en", 200)
    try:
        open_screen: Callable[[Game], None] = SCREENS[screen]
        open_screen(game)
        game.resize(size)
        items = game.draw()
    finally:
        game.close()
    labels = [i for i in items if i.kind == "text" and i.text in LABELS]
    assert {i.text for i in labels} >= {"Back to menu", "Play again"}, "the buttons are drawn and noted"
    small = [(i.text, round(i.px)) for i in labels if i.px < SMALLEST_TEXT * 2 - 0.5]
    assert not small, f"button labels under {SMALLEST_TEXT * 2} px at 200%: {small}"
    assert problems(items, size, 200) == []


def test_a_short_score_sheet_counts_the_hands_it_leaves_out(app: App) -> None:
    import pygame

    from game.engine.match import Match
    from game.engine.rules import PRESETS
    from game.engine.scoring import DOMINO, HandResult
    from game.ui import layout_items
    from game.ui.scenes.score_sheet import Pen, draw_sheet, sheet_height

    @dataclass(frozen=True)
    class Sheet:
        """A match whose sides are named by their numbers."""

        match: Match

        def unit_name(self, unit: int) -> str:
            return str(unit)

    match = Match.new(PRESETS["classic"], 2, 500)
    for _ in range(6):
        match = match.after_hand(HandResult(DOMINO, 0, 0, (0, 0), (5, 0), 0), 0)
    surface = pygame.Surface((600, 400))
    with layout_items.recording() as items:
        draw_sheet(surface, Pen(app.fonts, round, 1.0), Sheet(match), pygame.Rect(0, 0, 500, 0), 3)
    words = [item.text for item in items]
    assert "+3 earlier hands" in words
    assert [w for w in words if w in {"4", "5", "6"}] == ["4", "5", "6"], "the latest three hands"
    assert sheet_height(match, 3, round) == 22 * 6 + 4, "header, the count, three hands, the totals"


@pytest.mark.parametrize("language", ["fi", "el"])
def test_every_end_panels_buttons_are_one_size_and_as_wide_as_their_labels(tmp_path: Path, language: str) -> None:
    """The hand end and the match end place their buttons by one rule: at 200% in a small window
    each label is drawn whole, all of a panel's at one size (the match end's shrank), never under
    the smallest readable (the hand end may be drawn a little smaller to stay clear of the seats)."""
    from game.i18n import set_language

    sizes: dict[str, set[int]] = {}
    try:
        for screen in ("hand end", "match end"):
            game = Game(tmp_path / screen, language, 200)
            try:
                SCREENS[screen](game)
                game.resize((960, 540))
                items = game.draw()
                labels = {b.label: b.rect for b in game.top.buttons.shown}  # type: ignore[union-attr]
            finally:
                game.close()
            drawn = [i for i in items if i.kind == "text" and i.text in labels]
            assert {i.text for i in drawn} == set(labels), f"{screen}: every label drawn"
            for item in drawn:
                assert labels[item.text].contains(item.rect), f"{screen}: {item.text!r} inside its button"
            sizes[screen] = {round(i.px) for i in drawn}
    finally:
        set_language("en")
    assert all(len(px) == 1 and min(px) >= SMALLEST_TEXT * 2 for px in sizes.values()), sizes
