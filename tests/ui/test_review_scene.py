"""The hand review screen driven by real pygame events: analysis, marks, graph, cache, Esc."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.aids.review import Reviewer
from game.engine.record import parse_record
from game.i18n import set_language
from game.persist.review_cache import REVIEW_FIELD as CACHE_FIELD
from game.ui.app import App
from game.ui.scenes.review import ReviewPlan, ReviewScene
from game.ui.table.render.style import TableStyle
from tests.aids.test_review import QUICK, played_hand

FRAME = 1 / 60


def key(code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def analysed(app: App, scene: ReviewScene) -> None:
    scene.wait(120)
    app.step(FRAME)
    assert scene.review is not None


def open_review(app: App, seed: int = 3, path: Path | None = None) -> ReviewScene:
    scene = ReviewScene(app, played_hand(seed=seed), path=path, reviewer=Reviewer(budget=QUICK))
    app.stack.push(scene)
    return scene


def test_the_analysis_runs_beside_the_screen_then_b_jumps_to_the_biggest_mistake(app: App) -> None:
    scene = open_review(app)
    analysed(app, scene)
    assert "%" not in scene.summary_line(), "the progress line gives way to the marks"
    worst = scene.review.biggest() if scene.review else None
    assert worst is not None, "random play made no mistake in this hand"
    key(pygame.K_b)
    app.step(FRAME)
    assert scene.shown == worst.move and scene.decision() is worst
    words = [text for text, _, _ in scene.card_lines()]
    assert words[0] == "Biggest mistake"
    assert scene.reason_words(worst) in words, "the one-line reason is on the card"
    key(pygame.K_RIGHT)
    app.step(FRAME)
    assert scene.shown == worst.move + 1
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    app.step(FRAME)
    assert scene.shown == worst.move - 1


def test_clicking_a_point_on_the_graph_jumps_to_that_move(app: App) -> None:
    scene = open_review(app)
    analysed(app, scene)
    assert scene.review is not None
    for target in (0, scene.moves // 2, scene.moves):
        x = scene.graph_box().x + round(target / scene.moves * scene.graph_box().w)
        click((x, scene.graph_box().centery))
        app.step(FRAME)
        assert scene.shown == target


def test_esc_cancels_the_analysis_and_leaves(app: App) -> None:
    scene = ReviewScene(app, played_hand(seed=3), reviewer=Reviewer(budget=0.5))
    app.stack.push(scene)
    app.step(FRAME)
    assert scene.analysing and scene.summary_line().startswith("Analysing the hand"), "a progress line shows"
    key(pygame.K_ESCAPE)
    app.step(FRAME)
    assert scene not in list(app.stack)
    scene.wait(30)
    assert scene.review is None and scene.cancel.is_set()
    assert scene._worker is not None and not scene._worker.is_alive(), "the worker stopped between decisions"


def test_a_second_look_is_instant_from_the_cache_in_the_history_file(app: App, tmp_path: Path) -> None:
    record = played_hand(seed=4)
    path = tmp_path / "000001-20260101-120000.json"
    path.write_text(json.dumps({**record.to_json(), "demo": False}) + "\n", encoding="utf-8")
    first = open_review(app, seed=4, path=path)
    analysed(app, first)
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert CACHE_FIELD in kept
    key(pygame.K_ESCAPE)
    app.step(FRAME)
    again = ReviewScene(app, parse_record(kept), path=path, reviewer=Reviewer(budget=QUICK))
    assert again.review == first.review and again._worker is None, "no second analysis"


def test_a_file_that_cannot_be_written_says_so_and_the_review_stays(app: App, tmp_path: Path) -> None:
    scene = open_review(app, path=tmp_path / "gone" / "hand.json")
    analysed(app, scene)
    assert scene.review is not None and scene.save_error


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui", [1.0, 2.0])
def test_the_screen_holds_from_960x540_to_1920x1080_at_both_ui_scales(size: tuple[int, int], ui: float) -> None:
    plan = ReviewPlan(size, ui)
    window = pygame.Rect((0, 0), size)
    parts = [plan.title, plan.summary, plan.chain, plan.hand, plan.card, plan.graph, plan.footer]
    for part in parts:
        assert window.contains(part) and part.w > 0 and part.h > 0
    for i, a in enumerate(parts):
        for b in parts[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    assert plan.graph.h >= plan.px(100) and plan.card.w >= plan.tx(150)


@pytest.mark.parametrize("language", ["en", "fi", "sv", "el", "sr"])
def test_the_card_words_fit_in_every_language_at_200_percent(language: str) -> None:
    set_language(language)
    try:
        app = App((960, 540), frame_cap=0)
        scene = ReviewScene(app, played_hand(seed=3), style=TableStyle(ui_scale=200), reviewer=Reviewer(budget=QUICK))
        app.stack.push(scene)
        analysed(app, scene)
        assert scene.review is not None and scene.review.biggest() is not None
        key(pygame.K_b)
        app.step(FRAME)
        words = [text for text, _, _ in scene.card_lines()]
        assert len(words) >= 4
        placed = [where for _, where in scene.card_pictures()]
        assert len(placed) >= len(words), "every line is on the card, the reason included"
        for i, where in enumerate(placed):
            assert scene.plan.card.contains(where), (language, words[min(i, len(words) - 1)])
            assert all(not where.colliderect(other) for other in placed[i + 1 :])
        app.close()
    finally:
        set_language("en")


@pytest.mark.parametrize(("preset", "players"), [("block", 2), ("allfives", 3), ("partners", 4)])
def test_every_move_of_a_hand_can_be_stepped_through_in_other_presets(app: App, preset: str, players: int) -> None:
    record = played_hand(preset, seed=2, players=players)
    scene = ReviewScene(app, record, reviewer=Reviewer(budget=QUICK))
    app.stack.push(scene)
    analysed(app, scene)
    seen = []
    for _ in range(scene.moves):
        key(pygame.K_RIGHT)
        app.step(FRAME)
        seen.append(scene.shown)
        assert scene.card_lines(), "every move has words on the card"
    assert seen == list(range(1, scene.moves + 1))
    assert scene.card_lines()[0][0] == "The hand is over"


def test_an_unfinished_hand_still_replays_and_says_why_it_has_no_marks(app: App) -> None:
    record = played_hand(seed=3)
    cut = replace(record, moves=record.moves[:4])
    scene = ReviewScene(app, cut, reviewer=Reviewer(budget=QUICK))
    app.stack.push(scene)
    scene.wait(30)
    app.step(FRAME)
    assert scene.review is None and not scene.analysing
    assert scene.summary_line() == "This hand did not finish, so there is nothing to grade"
    key(pygame.K_END)
    app.step(FRAME)
    assert scene.shown == 4


@pytest.mark.parametrize("ui", [100, 200])
def test_at_960x540_the_graph_stays_inside_its_frame_and_its_words_are_readable(ui: int) -> None:
    """Issue 26 defect 17: the legend, axis labels and footer were 9-10 px and the line (and the
    rings on it) ran past the graph's frame."""
    from game.ui import layout_items
    from game.ui.layout_items import SMALLEST_TEXT
    from game.ui.scenes import review_graph

    app = App((960, 540), frame_cap=0)
    try:
        scene = ReviewScene(app, played_hand(seed=3), style=TableStyle(ui_scale=ui), reviewer=Reviewer(budget=QUICK))
        app.stack.push(scene)
        analysed(app, scene)
        assert scene.review is not None
        low, high = scene.value_range()
        frame = scene.graph_box()
        ring = review_graph.ring_radius(scene.plan)
        for move, value in scene.review.series:
            x, y = scene.point_xy(move, value, low, high)
            assert frame.contains(pygame.Rect(x - ring, y - ring, 2 * ring, 2 * ring)), (move, value)
        with layout_items.recording() as items:
            scene.draw(app.window)
        texts = [item for item in items if item.kind == "text"]
        assert {"+" in t.text or t.text.startswith("-") or t.text == "0" for t in texts} == {True, False}, (
            "axis labels noted"
        )
        assert min(t.px for t in texts) >= SMALLEST_TEXT * ui / 100 - 0.5, [
            (t.text, t.px) for t in texts if t.px < SMALLEST_TEXT * ui / 100 - 0.5
        ]
    finally:
        app.close()
