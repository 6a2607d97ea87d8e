"""Whole games from the title screen, by posted clicks and keys, and what they leave saved."""

from __future__ import annotations

import random
from datetime import date
from pathlib import Path

import pygame

from game.ai.players import make_player
from game.domain.modes import Mode
from game.domain.roster import CHARACTERS
from game.persist.saves import Saves
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.setup import SetupScene
from game.ui.menus.title import TitleScene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.match_end import MatchEndScene
from game.ui.session import SessionTable

from .driver import Driver


def history_files(data_dir: Path) -> list[Path]:
    return sorted((data_dir / "history").glob("*.json"))


def test_a_quick_round_from_the_title_is_counted_once(game: Driver) -> None:
    assert isinstance(game.top, TitleScene)
    game.press("quick")
    assert isinstance(game.top, SetupScene)
    game.choose("players", "3")
    game.choose("seat2", "Kaisa · Hard")
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    assert [s.name for s in table.controller.seats] == ["You", "Aino", "Kaisa"]
    assert table.controller.match.target is None
    game.play_hand(make_player("greedy"), random.Random(1))
    stats = Saves.open(game.data_dir).stats
    assert stats.hands.by_mode["quick"].played == 1
    assert stats.matches.by_mode["quick"].played == 1
    assert stats.hands.by_opponent["kaisa"].played == 1
    assert Saves.open(game.data_dir).saved_matches() == []  # a Quick Round is never offered to resume
    game.key(pygame.K_ESCAPE)  # the end-of-hand screen's way back to the menu
    assert isinstance(game.top, TitleScene)  # #26 defect 14: the title, not the setup it was started from


def test_leaving_a_points_match_lands_on_the_title(game: Driver) -> None:
    """#26 defect 14: Esc, Leave on the table of a Points Match goes back to the title, not its setup."""
    game.press("points")
    game.press("start")
    assert isinstance(game.top, SessionTable)
    game.key(pygame.K_ESCAPE)
    game.press("yes")  # Leave
    assert isinstance(game.top, TitleScene)
    assert [c.key for c in game.menu().controls][0] == "continue"


def test_a_points_match_to_50_is_saved_at_every_move_and_forgotten_at_its_end(game: Driver) -> None:
    game.press("points")
    game.choose("target", "50 (shorter)")
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable) and table.controller.match.target == 50
    player, rng = make_player("greedy"), random.Random(2)
    hands = 0
    while True:
        game.until(lambda: table.human_to_move or isinstance(game.top, HandEndScene), "a move")
        if table.human_to_move and table.state.history:
            saved = Saves.open(game.data_dir).saved(Mode.POINTS)
            assert saved is not None and len(saved.hand.moves) == len(table.state.history)
        game.play_hand(player, rng)
        hands += 1
        assert len(table.controller.match.results) == hands  # the score sheet: one row per hand
        assert table.controller.match.running_totals()[-1] == table.controller.match.scores
        if table.controller.match.over:
            break
        game.key(pygame.K_RETURN)
        assert isinstance(game.top, SessionTable)
    assert max(table.controller.match.scores) >= 50
    saves = Saves.open(game.data_dir)
    assert saves.saved_matches() == []
    assert saves.stats.matches.by_mode["points"].played == 1
    assert saves.stats.hands.by_mode["points"].played == hands
    assert len(history_files(game.data_dir)) >= hands


def test_winning_a_campaign_match_earns_its_stamp_and_opens_the_next(game: Driver) -> None:
    game.press("campaign")
    campaign = game.top
    assert isinstance(campaign, CampaignScene)
    assert campaign.control("cafe-1").enabled and not campaign.control("cafe-2").enabled
    game.press("cafe-1")
    table = game.top
    assert isinstance(table, SessionTable) and table.look == "cafe"
    player, rng = make_player("greedy"), random.Random(3)
    matches = 0
    while True:
        game.play_hand(player, rng)
        if not table.controller.match.over:
            game.key(pygame.K_RETURN)
            continue
        matches += 1
        if table.controller.match.winner == 0:
            break
        assert matches < 8, "never won against Aino"
        end = game.top
        assert isinstance(end, MatchEndScene)
        game.key(pygame.K_SPACE)  # past the moment to the card
        game.click(end.new_button.rect.center)  # a lost match is replayed at once
    end = game.top
    assert isinstance(end, MatchEndScene) and end.won
    game.key(pygame.K_SPACE)  # past the moment to the card
    game.key(pygame.K_ESCAPE)  # back to the menu (Enter would play again)
    assert game.top is campaign
    assert "cafe-1" in campaign.session.saves.campaign.stamps
    assert campaign.fresh == {"cafe-1"}  # shown as a new stamp
    assert campaign.control("cafe-2").enabled
    saves = Saves.open(game.data_dir)
    assert saves.campaign.stamps == frozenset({"cafe-1"})
    assert saves.stats.matches.by_mode["campaign"].played == matches
    assert saves.stats.matches.by_mode["campaign"].won == 1
    assert saves.saved_matches() == []
    assert history_files(game.data_dir)


def test_a_character_sits_at_one_seat_only(game: Driver) -> None:
    game.press("quick")
    game.choose("players", "4")
    setup = game.menu()
    seated = [setup.control(f"seat{n}").value() for n in (1, 2, 3)]
    assert len(set(seated)) == 3
    game.focus("seat2")
    for _ in range(10):  # step through every choice the second seat offers
        game.key(pygame.K_RIGHT)
        assert setup.control("seat2").value() not in (seated[0], seated[2])


def test_the_setup_says_what_the_deal_will_be(game: Driver) -> None:
    game.press("quick")
    setup = game.menu()
    assert isinstance(setup, SetupScene)
    assert setup.summary().startswith("7 tiles each · 14 in the boneyard")
    game.choose("players", "4")
    assert setup.summary().startswith("5 tiles each · 8 in the boneyard")
    game.choose("preset", "Block")
    assert setup.summary().startswith("5 tiles each ·") and "boneyard" not in setup.summary()  # no drawing in Block


def test_a_deal_code_typed_at_the_title_deals_that_hand(game: Driver) -> None:
    from game.aids.deals import daily_code
    from game.ui.scenes.deal_entry import DealEntryScene

    code = daily_code(date(2026, 11, 29))
    game.press("deal")
    assert isinstance(game.top, DealEntryScene)
    for char in code:
        game.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char, scancode=0))
    game.key(pygame.K_RETURN)
    table = game.top
    assert isinstance(table, SessionTable)
    assert table.state.deal == code
    game.play_hand(make_player("greedy"), random.Random(4))
    assert Saves.open(game.data_dir).stats.hands.by_mode["quick"].played == 1
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)  # the code screen made way for the table


def test_recent_hands_open_from_the_title_and_esc_comes_back(game: Driver) -> None:
    from game.ui.scenes.history import HistoryScene

    game.press("history")
    assert isinstance(game.top, HistoryScene)
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)


def test_hints_are_offered_outside_the_campaign_and_counted(game: Driver) -> None:
    game.press("quick")
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable) and table.plan.aids.hint
    game.until(lambda: table.human_to_move, "the human's turn")
    game.key(pygame.K_h)
    game.until(lambda: table.controller.shown_hint is not None, "the hint")
    assert Saves.open(game.data_dir).stats.hints_used == 1
    game.key(pygame.K_ESCAPE)
    game.press("yes")
    game.press("campaign")
    game.press("cafe-1")
    campaign_table = game.top
    assert isinstance(campaign_table, SessionTable)
    assert not (campaign_table.plan.aids.hint or campaign_table.plan.aids.undo)


def test_the_tutorial_opens_from_the_title_and_esc_leaves_it(game: Driver) -> None:
    from game.ui.scenes.tutorial import TutorialScene

    game.press("tutorial")
    assert isinstance(game.top, TutorialScene)
    game.until(
        lambda: isinstance(game.top, TitleScene) or (isinstance(game.top, TutorialScene) and game.top.human_to_move),
        "the tutorial's first move",
    )
    game.key(pygame.K_ESCAPE)
    game.until(lambda: isinstance(game.top, TitleScene), "the way back to the title", limit=200)


def test_open_hands_practice_offers_every_aid_and_shows_every_hand(game: Driver) -> None:
    game.session.change(house_rules=frozenset({"open_hands"}))
    hard = [c.id for c in CHARACTERS if c.level == "hard"][:1]
    table = game.session.start_points("classic", 2, hard, 100)
    assert table.controller.match.rules.open_hands, "the open-hands house rule deals a practice game"
    assert table.plan.aids.undo and table.plan.aids.hint and table.plan.aids.tracker
