"""The end of a match is its own screen; its default (Enter) plays again, the menu a Tab away."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import SCREENS, Game, problems
from game.domain.campaign import MATCHES, CampaignProgress
from game.domain.modes import Mode
from game.engine.actions import Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.i18n import set_language
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.match_end import STAMP_AT, STAMP_TIME, VEIL, MatchEndScene, StampNews, capitals
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from tests.ui.last_move import Menu, before_the_last_move, campaign_near_the_end, points_near_the_end, resumed
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_play_a_hand import FRAME, click, press


def play_the_last_tile(app: App, table: TableScene) -> None:
    """Wait for the human's turn, lay their last tile with the mouse, wait for the screen after the hand."""
    for _ in range(400):
        app.step(FRAME)
        if table.human_to_move:
            break
    assert table.human_to_move
    play = table.human_legal()[-1]
    assert isinstance(play, Play)
    click(table.hand_rect(play.tile).center)
    app.step(FRAME)
    if table.input.selected is play.tile:  # it fits both ends
        click(table.ghost_rect(play.tile, play.end).center)
    for _ in range(400):
        app.step(FRAME)
        if app.stack.top is not table:
            return
    raise AssertionError("no screen came after the last hand")


def won_points_match(app: App, data_dir: Path, *, past_the_moment: bool = True) -> tuple[Menu, TableScene, Scene]:
    """A Points Match the player has just won, from the menu under it; the screen after it
    (its card: the moment before it skipped with a key, unless not ``past_the_moment``)."""
    saves = points_near_the_end(data_dir, winner=0)
    menu, table = resumed(app, saves, Mode.POINTS)
    play_the_last_tile(app, table)
    assert table.controller.match.over and table.controller.match.winner == 0
    end = app.stack.top
    assert end is not None
    if past_the_moment:
        skip_the_moment(app)
    return menu, table, end


def skip_the_moment(app: App) -> None:
    """A key skips the moment before the match's card (and does nothing else)."""
    end = app.stack.top
    assert isinstance(end, MatchEndScene) and end.moment is not None
    press(pygame.K_SPACE)
    app.step(FRAME)
    assert end.moment is None


def test_enter_after_a_won_match_plays_again(app: App, tmp_path: Path) -> None:
    _menu, table, _end = won_points_match(app, tmp_path)
    for _ in range(3):
        app.step(FRAME)
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is table, "Enter on the match's card plays again, the button lit as the default"
    assert table.controller.match.hand_number == 1 and table.controller.match.scores == (0, 0)


def test_play_again_is_the_default_and_the_menu_a_tab_away(app: App, tmp_path: Path) -> None:
    menu, table, end = won_points_match(app, tmp_path)
    assert isinstance(end, MatchEndScene)
    assert end.new_button.focus and not end.menu_button.focus
    assert end.new_button.label == "Play again"
    press(pygame.K_TAB)
    app.step(FRAME)
    assert end.menu_button.focus, "Tab reaches Back to menu"
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is menu, "Back to menu, pressed, leads back to the menu"
    assert table.controller.match.hand_number == 3, "no new match was dealt"


def lost_match_end(app: App) -> MatchEndScene:
    """The screen after a match the computer wins by itself (its last move is the computer's)."""
    for _ in range(600):
        app.step(FRAME)
        if isinstance(app.stack.top, MatchEndScene):
            break
    end = app.stack.top
    assert isinstance(end, MatchEndScene) and not end.won
    return end


def run_for(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def test_a_won_campaign_match_presses_its_stamp_and_says_what_it_opened(app: App, tmp_path: Path) -> None:
    saves = campaign_near_the_end(tmp_path, "cafe-1", winner=0)
    menu, table = resumed(app, saves, Mode.CAMPAIGN)
    press(pygame.K_SPACE)  # past the venue's card
    play_the_last_tile(app, table)
    end = app.stack.top
    assert isinstance(end, MatchEndScene) and end.won
    assert end.title() == "You win the match!"
    assert end.news is not None
    assert end.news.lines() == ["Stamp earned: First game", "Now open: The regular"]
    assert saves.campaign.stamps == frozenset({"cafe-1"})
    skip_the_moment(app)
    assert end.press is not None and end.press.picture() is None, "the stamp comes down a moment later"
    assert end.confetti is not None
    before = [(p.x, p.y) for p in end.confetti.pieces]
    run_for(app, STAMP_AT + STAMP_TIME + 0.1)
    assert end.press.landed and end.press.picture() is end.press.steps[-1]
    assert [(p.x, p.y) for p in end.confetti.pieces] != before, "the confetti falls"
    press(pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.stack.top is menu, "Esc leads back to the menu"


def test_with_reduced_motion_the_confetti_lies_still_and_the_stamp_is_simply_there(app: App, tmp_path: Path) -> None:
    saves = campaign_near_the_end(tmp_path, "cafe-1", winner=0)
    saves.change_settings(saves.settings.changed(reduced_motion=True))
    _, table = resumed(app, saves, Mode.CAMPAIGN)
    press(pygame.K_SPACE)
    play_the_last_tile(app, table)
    end = app.stack.top
    assert isinstance(end, MatchEndScene) and end.confetti is not None and end.press is not None
    skip_the_moment(app)
    assert end.press.landed, "no press to watch"
    before = [(p.x, p.y, p.turn) for p in end.confetti.pieces]
    run_for(app, 1.0)
    assert [(p.x, p.y, p.turn) for p in end.confetti.pieces] == before


def test_a_lost_campaign_match_has_no_stamp_and_no_confetti(app: App, tmp_path: Path) -> None:
    saves = campaign_near_the_end(tmp_path, "cafe-1", winner=1)
    menu, _table = resumed(app, saves, Mode.CAMPAIGN)
    press(pygame.K_SPACE)
    end = lost_match_end(app)
    assert end.title() == "Aino wins the match"
    assert end.confetti is None and end.press is None
    assert end.news is not None and end.news.lines() == ["No stamp this time: the match stays open to play again."]
    assert saves.campaign.stamps == frozenset()
    skip_the_moment(app)
    press(pygame.K_ESCAPE)
    app.step(FRAME)
    assert app.stack.top is menu


def test_the_stamps_news_names_a_venue_opened_and_the_campaign_completed() -> None:
    last_of_cafe = CampaignProgress(frozenset({"cafe-1", "cafe-2"}))
    news = StampNews.between(
        "cafe-3", won=True, before=last_of_cafe, after=last_of_cafe.after_match("cafe-3", won=True)
    )
    assert news.lines() == ["Stamp earned: Three at the table", "Now open: The Harbour Club"]
    all_but_one = CampaignProgress(frozenset(MATCHES) - {"salon-3"})
    news = StampNews.between(
        "salon-3", won=True, before=all_but_one, after=all_but_one.after_match("salon-3", won=True)
    )
    assert news.lines() == ["Stamp earned: The final: partners", "The campaign is complete: every stamp is yours!"]
    held = CampaignProgress(frozenset({"cafe-1"}))
    assert StampNews.between("cafe-1", won=True, before=held, after=held.after_match("cafe-1", won=True)).lines() == [
        "You already hold this stamp."
    ]


def test_after_a_quick_round_enter_plays_again(app: App) -> None:
    quick = Match.new(PRESETS["classic"], 2, None)
    menu = Menu(app)
    app.stack.push(menu)
    seats = (Seat("You", None), Seat("Computer", FirstLegalPlayer()))
    sitting = Sitting(seats, quick, random.Random(1), before_the_last_move(quick, 0))
    table = TableScene(app, sitting, PACES["fast"], TablePlan())
    app.stack.push(table)
    play_the_last_tile(app, table)
    end = app.stack.top
    assert isinstance(end, HandEndScene), "a Quick Round has no match to end: its hand's panel"
    assert end.next_button.focus and not end.menu_button.focus
    assert end.next_button.label == "Play again", "a Quick Round is one hand: no match to begin anew"
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is table and menu in list(app.stack), "Enter plays again; the menu stays under it"
    assert not table.controller.match.over, "a new round is dealt"


def test_the_cup_and_confetti_cover_no_face_no_word_and_no_digit(app: App, tmp_path: Path) -> None:
    """A won match: the cup stands clear of the faces at the table, and the confetti falls
    behind the panel and the score bar, so the final score and the sheet read all along."""
    _menu, table, end = won_points_match(app, tmp_path)
    assert isinstance(end, MatchEndScene) and end.won and end.confetti is not None
    dimmed = pygame.Surface(app.size)
    end.commands.draw(dimmed)
    dim = 255 - VEIL  # the veil over the table: black at VEIL alpha
    dimmed.fill((dim, dim, dim), special_flags=pygame.BLEND_RGB_MULT)
    for place in table.view.geom.seats:
        if place.portrait.w:
            face = pygame.Rect(place.portrait)
            under = pygame.image.tobytes(end.backdrop.subsurface(face), "RGB")
            assert under == pygame.image.tobytes(dimmed.subsurface(face), "RGB"), "nothing drawn over a face"
    panel = end.panel()
    words = pygame.Rect(panel.x, panel.y, panel.w, min(b.box.y for b in end.buttons.shown) - panel.y)
    bar = pygame.Rect(table.view.geom.top_bar)
    seen = []
    for _ in range(12):
        run_for(app, 0.25)
        seen.append(
            (
                pygame.image.tobytes(app.window.subsurface(words), "RGB"),
                pygame.image.tobytes(app.window.subsurface(bar), "RGB"),
            )
        )
    assert len(set(seen)) == 1, "the confetti never crosses the score sheet or the score bar"


def test_the_stamp_prints_greek_in_capitals_without_accents() -> None:
    """Greek capitals drop the tonos ("Νίκη" is stamped "ΝΙΚΗ", not "ΝΊΚΗ"); a dialytika that
    keeps two vowels apart stays, and one is added where the tonos did that job ("τσάι":
    "ΤΣΑΪ"). Other scripts keep their accents."""
    assert capitals("Νίκη") == "ΝΙΚΗ"
    assert capitals("Ήττα") == "ΗΤΤΑ"
    assert capitals("κοροϊδεύω") == "ΚΟΡΟΪΔΕΥΩ"
    assert capitals("Προϋπόθεση") == "ΠΡΟΫΠΟΘΕΣΗ"
    assert capitals("διυλιστήριο ΐ ΰ") == "ΔΙΥΛΙΣΤΗΡΙΟ Ϊ Ϋ"
    assert capitals("τσάι") == "ΤΣΑΪ"
    assert capitals("ρολόι") == "ΡΟΛΟΪ"
    assert capitals("αυτί") == "ΑΥΤΙ", "a diphthong keeps its letters plain"
    assert capitals("Voitto") == "VOITTO" and capitals("Победа") == "ПОБЕДА" and capitals("Pobéda") == "POBÉDA"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "el"])
def test_a_won_campaign_card_at_200_percent_leaves_room_round_it_and_says_its_stamp_whole(
    tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    """The card of a won Campaign match at 200% stands clear of the window's edges (in Greek at
    1280x720 it filled the window) and its stamp's line reads on one line, or as the label over
    the stamp's name, never wrapped in the middle ("Κέρδισες τη σφραγίδα: Η / πρώτη παρτίδα")."""
    game = Game(tmp_path / "data", language, 200)
    try:
        SCREENS["match end"](game)
        game.resize(size)
        items = game.draw()
        end = game.top
        assert isinstance(end, MatchEndScene) and end.news is not None
        panel, window = end.panel(), pygame.Rect((0, 0), size)
        stamp = end.news.lines()[0]
    finally:
        game.close()
        set_language("en")
    room = round(min(size) * 0.02)
    assert window.inflate(-2 * room, -2 * room).contains(panel), f"{panel} in {size}: no room round the card"
    drawn = [i for i in items if i.kind == "text" and i.text.replace("\n", " ") == stamp]
    assert drawn, f"{stamp!r} is drawn"
    line = drawn[0]
    assert line.rect.h < 1.6 * line.px or line.text == stamp.replace(": ", ":\n", 1), (line.text, line.rect, line.px)
    assert problems(items, size, 200) == []
