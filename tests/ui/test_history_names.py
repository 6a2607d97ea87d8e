"""Recent hands and their replay name the characters and number the hand as it was in its
match; history files from before the names were kept read as they always did."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.domain.modes import Mode
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.history import HistoryScene, ReplayTable, outcome
from game.ui.table.render import hud
from tests.ui.afresh import paint_afresh
from tests.ui.last_move import points_near_the_end, resumed
from tests.ui.test_play_a_hand import FRAME, press


def lost_second_hand(app: App, data_dir: Path) -> Saves:
    """A Points Match against Aino whose second hand Aino wins (it is kept in the history)."""
    saves = points_near_the_end(data_dir, winner=1)
    _, table = resumed(app, saves, Mode.POINTS)
    for _ in range(600):
        app.step(FRAME)
        if table.state.result is not None:
            break
    assert table.state.result is not None and table.state.result.winner == 1
    assert len(table.controller.match.results) == 2
    return saves


def bar_titles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The titles the table's top bar is painted with, as they come."""
    titles: list[str] = []
    paint = hud.score_bar

    def noting(surface: pygame.Surface, fonts: Any, shown: hud.BarShown) -> None:
        titles.append(shown.title)
        paint(surface, fonts, shown)

    monkeypatch.setattr(hud, "score_bar", noting)
    return titles


def test_recent_hands_and_the_replay_name_the_opponent_and_the_hand(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = lost_second_hand(app, tmp_path)
    screen = HistoryScene(app, saves, PACES["fast"])
    app.stack.push(screen)
    app.step(FRAME)
    newest = screen.entries[0]
    assert outcome(newest) == "Aino won", "the list names the character, not the seat"
    titles = bar_titles(monkeypatch)
    press(pygame.K_RETURN)
    app.step(FRAME)
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    assert replay.names == ("You", "Aino")
    assert titles and titles[-1].endswith("Hand 2"), titles
    while replay.forward():
        pass
    app.step(FRAME)
    assert replay.status().startswith("Aino "), "the last move (Aino going out) is said with her name"


def test_a_history_file_without_names_reads_as_before(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = lost_second_hand(app, tmp_path)
    path = saves.history.paths()[-1]
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["names"] == [None, "Aino"] and data["hand"] == 2, "the fields are written"
    del data["names"], data["hand"]
    path.write_text(json.dumps(data), encoding="utf-8")
    screen = HistoryScene(app, saves, PACES["fast"])
    app.stack.push(screen)
    assert outcome(screen.entries[0]) == "Seat 2 won"
    titles = bar_titles(monkeypatch)
    press(pygame.K_RETURN)
    app.step(FRAME)
    replay = app.stack.top
    assert isinstance(replay, ReplayTable) and replay.names == ("You", "Seat 2")
    assert titles and titles[-1].endswith("Hand 1"), titles


def test_the_replay_counts_the_hands_points_once_its_last_move_lands(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A replay shows every hand face up, so nothing turns over at its end: the bar counts the
    hand's points as the last move lands (the table holds them back only while hands turn over)."""
    saves = lost_second_hand(app, tmp_path)
    screen = HistoryScene(app, saves, PACES["fast"])
    app.stack.push(screen)
    app.step(FRAME)
    press(pygame.K_RETURN)
    app.step(FRAME)
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    while replay.forward():
        pass
    for _ in range(300):
        app.step(FRAME)
    painted: list[tuple[int, ...]] = []
    paint = hud.score_bar

    def noting(surface: pygame.Surface, fonts: Any, shown: hud.BarShown) -> None:
        painted.append(tuple(score for _, score, _ in shown.units))
        paint(surface, fonts, shown)

    paint_afresh(monkeypatch)  # the bar painted afresh, not from its stamp cache
    monkeypatch.setattr(hud, "score_bar", noting)
    replay.draw(app.window)
    final = replay.controller.match.scores
    assert final != replay.base_match.scores, "the hand scored"
    assert painted == [tuple(final)]
