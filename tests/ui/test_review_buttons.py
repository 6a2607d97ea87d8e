"""The "Review this hand" button opens the review of that hand, from the end-of-hand panel, the match's end
and Recent hands, with the hand's history file (where the analysis is kept); Esc comes back."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.persist.history import History
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.match_end import MatchEndScene
from game.ui.scenes.review import ReviewScene
from tests.ui.last_move import points_first_hand_near_its_end, resumed
from tests.ui.test_aids_history import finished_hand
from tests.ui.test_match_end import play_the_last_tile, won_points_match
from tests.ui.test_play_a_hand import FRAME, click, press


def opened_review(app: App, under: Scene) -> ReviewScene:
    app.step(FRAME)
    review = app.stack.top
    assert isinstance(review, ReviewScene), f"the review is not open; the top is {type(review).__name__}"
    press(pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.stack.top is under, "Esc comes back"
    review.wait(30)
    return review


def test_the_end_of_hand_panel_opens_the_review_of_that_hand(app: App, tmp_path: Path) -> None:
    saves = points_first_hand_near_its_end(tmp_path)
    _, table = resumed(app, saves, Mode.POINTS)
    play_the_last_tile(app, table)
    end = app.stack.top
    assert isinstance(end, HandEndScene) and not table.controller.match.over
    assert end.next_button.focus, "after a hand the default is still the next hand"
    app.step(FRAME)
    click(end.review_button.rect.center)
    review = opened_review(app, end)
    kept = saves.history.paths()[-1]
    record, _demo = History.read(kept)
    assert review.path == kept
    assert review.record.moves == record.moves and review.record.hands == record.hands
    assert (review.seat, review.names) == (0, ["You", "Aino"])


def test_the_match_end_opens_the_review_of_the_last_hand_by_keys(app: App, tmp_path: Path) -> None:
    _menu, table, end = won_points_match(app, tmp_path)
    assert isinstance(end, MatchEndScene)
    press(pygame.K_LEFT)  # from the default, Play again, to the review beside it
    press(pygame.K_RETURN)
    review = opened_review(app, end)
    assert review.path == Saves.open(tmp_path).history.paths()[-1]
    assert len(review.record.moves) == len(table.state.history)


def test_recent_hands_reviews_the_chosen_hand(app: App, tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    lineup = Lineup(Mode.QUICK, ("aino",))
    for seed in (1, 2):
        saves.hand_finished(finished_hand(seed), lineup, [None, "Aino"], 1)
    saves.hand_finished(finished_hand(3), lineup, ["Sven", "Aino"], 1, demo=True)
    screen = HistoryScene(app, saves, PACES["fast"])
    app.stack.push(screen)
    app.step(FRAME)
    assert screen.entries[0].demo and not screen.review_button.visible, "a demo hand has no player to review"
    press(pygame.K_r)
    app.step(FRAME)
    assert app.stack.top is screen
    press(pygame.K_DOWN)
    press(pygame.K_DOWN)
    app.step(FRAME)
    click(screen.review_button.rect.center)
    review = opened_review(app, screen)
    assert review.path == screen.entries[2].path and review.record == screen.entries[2].record
    assert review.names == ["You", "Aino"]
    press(pygame.K_UP)
    press(pygame.K_r)
    review = opened_review(app, screen)
    assert review.path == screen.entries[1].path
