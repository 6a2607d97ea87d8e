"""Recent hands, a replayed hand and the hand review, read the same way as the table."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.scenes.history import HistoryScene, ReplayTable
from game.ui.scenes.review import ReviewScene
from tests.persist.play import kept_hands
from tests.speech.test_reader import Run


def test_recent_hands_a_replay_and_the_review_are_read(tmp_path: Path) -> None:
    game = Run(tmp_path / "data", speech=True)
    try:
        table = game.table()
        while table.state.result is None:  # the listener plays the first legal move each turn
            if table.human_to_move:
                table.commit(table.human_legal()[0])
            game.frames()
        game.frames(60)
        game.app.stack.push(HistoryScene(game.app, game.session.saves, game.session.pace(), game.session.style()))
        game.frames()
        said = game.voice.sentences[-1]
        assert (
            said.startswith("Recent hands. ↑ ↓ choose")
            and "Classic Draw, 2 players" in said
            and said.endswith("1 of 1")
        )
        opened = game.key(pygame.K_RETURN)
        assert isinstance(game.app.stack.top, ReplayTable) and opened[0].startswith("Hand 1. ")
        game.key(pygame.K_RIGHT)
        game.frames(20)
        first = game.voice.sentences[-1]
        assert " opens with " in first or first.startswith("You open with ")
        game.key(pygame.K_LEFT)
        game.frames(20)
        assert game.voice.sentences[-1].startswith("Move taken back.")
        game.key(pygame.K_ESCAPE)
        review = game.key(pygame.K_r, "r")
        assert isinstance(game.app.stack.top, ReviewScene) and review[0].startswith("Hand review. ")
        moved = game.key(pygame.K_RIGHT)
        assert moved and (" opens with " in moved[0] or moved[0].startswith("You open with "))
    finally:
        game.app.close()


def test_recent_hands_says_its_notice_band_first(tmp_path: Path) -> None:
    game = Run(tmp_path / "data", speech=True)
    try:
        saves = game.session.saves
        kept_hands(saves, 2)
        saves.history.paths()[0].write_text("{torn")
        game.app.stack.push(HistoryScene(game.app, saves, game.session.pace(), game.session.style()))
        game.frames()
        assert game.voice.sentences[-1].startswith(
            "Recent hands. 1 damaged hand record was set aside: it is kept in the history folder, renamed. ↑ ↓ choose"
        )
    finally:
        game.app.close()
