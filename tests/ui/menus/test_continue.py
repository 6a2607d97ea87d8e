"""A saved match is never lost to another mode, and is always one step away (#12, data loss)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame

from game.ai.players import make_player
from game.domain.modes import Mode
from game.engine.actions import Event
from game.persist.match_save import MATCH
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.dialogs import Dialog
from game.ui.menus.title import TitleScene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.session import SessionTable
from tests.persist.samples import saved_match

from .driver import Driver, band_words
from .test_screens import make_moves


def leave_campaign_first_game_after(game: Driver, moves: int) -> list[Event]:
    """Campaign, "First game", a few moves, Esc, Leave: back on the campaign screen."""
    game.press("campaign")
    game.press("cafe-1")
    table = game.top
    assert isinstance(table, SessionTable)
    make_moves(game, table, moves)
    history = list(table.state.history)
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, Dialog) and "saved at this move" in game.top.message()
    game.press("yes")
    assert isinstance(game.top, CampaignScene)
    return history


def test_a_quick_round_played_to_its_end_keeps_the_saved_campaign_match(game: Driver, data_dir: Path) -> None:
    """The issue's steps: leave Campaign "First game", play a Quick Round to its end, restart."""
    history = leave_campaign_first_game_after(game, 3)
    game.key(pygame.K_ESCAPE)
    game.press("quick")
    game.press("start")
    game.play_hand(make_player("greedy"), random.Random(2))
    saved = Saves.open(data_dir).saved(Mode.CAMPAIGN)
    assert saved is not None and list(saved.resume().history) == history
    game.close()
    again = Driver(data_dir)
    try:
        prompt = again.top
        assert isinstance(prompt, Dialog) and prompt.title() == "Continue your match?"
        assert "Campaign: First game" in prompt.message()
        again.press("continue")
        resumed = again.top
        assert isinstance(resumed, SessionTable) and list(resumed.state.history) == history
    finally:
        again.close()


def test_continue_is_the_titles_first_entry_while_a_match_is_saved(game: Driver) -> None:
    title = game.top
    assert isinstance(title, TitleScene) and title.controls[0].key != "continue"
    history = leave_campaign_first_game_after(game, 2)
    game.key(pygame.K_ESCAPE)
    assert game.top is title and title.controls[0].key == "continue"
    game.press("continue")
    resumed = game.top
    assert isinstance(resumed, SessionTable) and list(resumed.state.history) == history
    assert resumed.look == "cafe"


def test_with_both_saved_continue_asks_which(game: Driver) -> None:
    leave_campaign_first_game_after(game, 1)
    game.key(pygame.K_ESCAPE)
    game.press("points")
    game.press("start")  # no question: the saved match is a Campaign match
    table = game.top
    assert isinstance(table, SessionTable)
    make_moves(game, table, 1)
    game.key(pygame.K_ESCAPE)
    game.press("yes")
    assert isinstance(game.top, TitleScene)
    game.press("continue")
    assert isinstance(game.top, Dialog) and {c.key for c in game.top.controls} >= {
        "continue-points",
        "continue-campaign",
    }
    game.press("continue-campaign")
    resumed = game.top
    assert isinstance(resumed, SessionTable) and resumed.controller.match.target == 50 and resumed.look == "cafe"


def test_the_saved_campaign_match_resumes_from_its_card(game: Driver) -> None:
    history = leave_campaign_first_game_after(game, 2)
    game.press("cafe-1")
    prompt = game.top
    assert isinstance(prompt, Dialog) and prompt.title() == "Continue your match?"
    assert [c.key for c in prompt.controls] == ["continue", "afresh", "back"]
    game.press("afresh")
    assert isinstance(game.top, Dialog) and game.top.title() == "Start a new match?"  # starting afresh asks too
    game.press("no")
    assert isinstance(game.top, CampaignScene)
    game.press("cafe-1")
    game.press("continue")
    resumed = game.top
    assert isinstance(resumed, SessionTable) and list(resumed.state.history) == history


def test_a_saved_hand_with_a_bad_move_is_offered_at_its_last_good_move_with_a_notice(data_dir: Path) -> None:
    """#18: the title says so before offering the match."""
    dirs = DataDirs.resolve(data_dir)
    Saves(dirs).store.save(MATCH, saved_match())
    data = json.loads(dirs.match.read_text())
    data["hand"]["moves"][2] = data["hand"]["moves"][0]  # the first tile again: already on the table
    dirs.match.write_text(json.dumps(data))
    game = Driver(data_dir)
    try:
        prompt = game.top
        assert isinstance(prompt, Dialog) and prompt.title() == "Continue your match?"
        assert band_words(game) == [
            "Your saved match resumes after move 2 of its hand: the rest of the saved hand could not be read."
        ], "said above the offer, in the notice band"
        game.press("continue")
        table = game.top
        assert isinstance(table, SessionTable) and len(table.state.history) == 2
    finally:
        game.close()


def test_after_back_to_menu_on_a_hands_end_continue_shows_the_score_the_match_resumes_at(
    game: Driver, data_dir: Path
) -> None:
    """#26 defect 11: the hand just finished is counted in what the Continue dialog says."""
    game.press("points")
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    game.play_hand(make_player("greedy"), random.Random(6))
    assert isinstance(game.top, HandEndScene) and not table.controller.match.over
    scores = table.controller.match.scores
    assert any(scores), "a hand that scored nothing shows nothing stale"
    game.click(game.top.menu_button.rect.center)  # Back to menu
    game.close()
    again = Driver(data_dir)
    try:
        prompt = again.top
        assert isinstance(prompt, Dialog) and prompt.title() == "Continue your match?"
        assert f"Hand 2, score {' – '.join(map(str, scores))}." in prompt.message()
        again.press("continue")
        resumed = again.top
        assert isinstance(resumed, SessionTable) and resumed.controller.match.scores == scores
    finally:
        again.close()
