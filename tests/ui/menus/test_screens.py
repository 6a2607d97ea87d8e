"""Resume at start, Esc one step back from every screen, settings that apply at once."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.ai.players import make_player
from game.domain.modes import Mode
from game.engine.actions import Play
from game.engine.observe import observe
from game.i18n import _
from game.persist.match_save import SavedMatch
from game.persist.saves import Saves
from game.ui.menus.base import MenuScene
from game.ui.menus.dialogs import Dialog
from game.ui.menus.title import TitleScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.session import SessionTable

from .driver import Driver, band_words


def start_points_match(game: Driver) -> SessionTable:
    game.press("points")
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    return table


def make_moves(game: Driver, table: SessionTable, moves: int) -> None:
    player, rng = make_player("greedy"), random.Random(5)
    while len(table.state.history) < moves:
        game.until(lambda: table.human_to_move, "the human's turn")
        action = player.choose(observe(table.state, 0), rng)
        if isinstance(action, Play):
            game.click(table.hand_rect(action.tile).center)
            if table.input.selected is not None:
                game.click(table.ghost_rect(action.tile, action.end).center)
        else:
            game.key(pygame.K_d if type(action).__name__ == "Draw" else pygame.K_p)


def test_a_match_left_mid_hand_is_offered_at_the_next_start_at_the_same_move(game: Driver, data_dir: Path) -> None:
    table = start_points_match(game)
    make_moves(game, table, 3)
    history = list(table.state.history)
    scores = table.controller.match.scores
    game.close()  # as if the window were closed: no question asked, nothing lost

    again = Driver(data_dir)
    try:
        prompt = again.top
        assert isinstance(prompt, Dialog) and prompt.title() == "Continue your match?"
        again.press("continue")
        resumed = again.top
        assert isinstance(resumed, SessionTable)
        assert resumed.state.history == history
        assert resumed.controller.match.scores == scores
        assert [s.name for s in resumed.controller.seats] == [s.name for s in table.controller.seats]
    finally:
        again.close()


def test_not_now_keeps_the_saved_match_and_giving_it_up_asks_first(game: Driver, data_dir: Path) -> None:
    start_points_match(game)
    game.close()
    again = Driver(data_dir)
    try:
        again.key(pygame.K_ESCAPE)  # not now
        assert isinstance(again.top, TitleScene)
        assert Saves.open(data_dir).saved(Mode.POINTS) is not None
        again.close()
        again = Driver(data_dir)
        again.press("discard")
        assert isinstance(again.top, Dialog) and again.top.title() == "Give up the saved match?"
        again.press("no")
        assert Saves.open(data_dir).saved(Mode.POINTS) is not None
        assert isinstance(again.top, TitleScene)
    finally:
        again.close()
    third = Driver(data_dir)
    try:
        third.press("discard")
        third.press("yes")
        assert isinstance(third.top, TitleScene)
        assert Saves.open(data_dir).saved_matches() == []
    finally:
        third.close()


def test_esc_goes_back_one_step_from_every_screen(game: Driver) -> None:
    title = game.top
    for key in ("quick", "points", "campaign", "stats", "settings", "rules"):
        game.press(key)
        assert isinstance(game.top, MenuScene) and game.top is not title, key
        game.key(pygame.K_ESCAPE)
        assert game.top is title, key
    game.press("quick")
    setup = game.top
    game.press("rules")
    game.key(pygame.K_ESCAPE)
    assert game.top is setup
    game.press("start")
    table = game.top
    assert isinstance(table, SessionTable)
    game.key(pygame.K_ESCAPE)  # leaving the table asks first
    question = game.top
    assert isinstance(question, Dialog)
    game.key(pygame.K_ESCAPE)  # and Esc on the question means "no"
    assert game.top is table
    game.key(pygame.K_ESCAPE)
    game.press("yes")
    assert game.top is title  # the table took the setup's place (#26 defect 14)
    game.key(pygame.K_ESCAPE)  # the title asks before quitting
    assert isinstance(game.top, Dialog)
    game.key(pygame.K_ESCAPE)
    assert game.top is title and game.app.exit_code is None
    game.key(pygame.K_ESCAPE)
    game.press("yes")
    assert game.app.exit_code == 0


def test_settings_apply_at_once_and_are_saved(game: Driver, data_dir: Path) -> None:
    game.press("settings")
    game.choose("language", "Suomi")
    assert _("Settings") != "Settings"  # the whole game speaks Finnish now
    assert game.menu().title() == _("Settings")
    game.choose("volume", "30 %")
    assert game.session.audio is not None and game.session.audio.volume == 30
    game.choose("sound", _("Off"))
    assert game.session.audio.muted
    game.choose("house:draw_one", _("On"))
    game.choose("default_preset", _("All Fives"))
    saved = Saves.open(data_dir).settings
    assert (saved.language, saved.volume, saved.sound) == ("fi", 30, False)
    assert saved.house_rules == frozenset({"draw_one"})
    assert saved.default_preset == "allfives"
    game.key(pygame.K_ESCAPE)
    game.press("points")
    assert game.menu().control("preset").value() == _("All Fives")  # the new default is offered


def test_every_setting_has_a_control(game: Driver) -> None:
    game.press("settings")
    keys = {c.key for c in game.menu().controls}
    remembered_not_chosen = {"house_rules", "tutorial_done"}
    fields = set(Saves.open(game.data_dir).settings.to_json()) - remembered_not_chosen
    assert fields <= keys
    assert {f"house:{name}" for name in Saves.open(game.data_dir).settings.to_json()["house_rules"]} <= keys


def test_a_damaged_settings_file_is_reported_and_the_game_goes_on(data_dir: Path) -> None:
    from game.persist.paths import DataDirs

    path = DataDirs.resolve(data_dir).settings
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "settings", "version": 2, "langu')
    game = Driver(data_dir)
    try:
        assert isinstance(game.top, TitleScene), "played before: no first-run tutorial over the notice"
        [said] = band_words(game)
        assert said.startswith("Could not read your settings.")
        kept = [p.name for p in path.parent.iterdir() if p.name != path.name and p.name in said]
        assert kept, said  # it names the copy that was set aside
    finally:
        game.close()


def test_a_hand_finished_before_quitting_resumes_at_its_end_and_counts_once(game: Driver, data_dir: Path) -> None:
    table = start_points_match(game)
    game.play_hand(make_player("greedy"), random.Random(8))
    result = table.state.result
    counted = Saves.open(data_dir).stats.hands.total.played
    assert not table.controller.match.over
    game.close()

    again = Driver(data_dir)
    try:
        again.press("continue")
        resumed = again.top
        assert isinstance(resumed, SessionTable)
        again.until(lambda: resumed.state.result is not None and again.top is not resumed, "the end of the hand")
        assert resumed.state.result == result
        assert Saves.open(data_dir).stats.hands.total.played == counted
        again.key(pygame.K_RETURN)  # the next hand
        assert again.top is resumed and resumed.state.result is None
        assert len(resumed.controller.match.results) == 1
        assert Saves.open(data_dir).saved(Mode.POINTS) is not None
    finally:
        again.close()


def ask_to_start_over_a_saved_points_match(game: Driver, data_dir: Path) -> SavedMatch | None:
    """Play a move of a Points Match, leave it (it stays saved), then Start another one: the
    question is on top. Returns the saved match as it was."""
    table = start_points_match(game)
    make_moves(game, table, 1)
    before = Saves.open(data_dir).saved(Mode.POINTS)
    game.key(pygame.K_ESCAPE)
    game.press("yes")  # leave the table: the match stays saved, the title is on top
    game.press("points")
    game.press("start")
    assert isinstance(game.top, Dialog) and game.top.title() == "Start a new match?"
    return before


def test_starting_another_match_over_a_saved_one_asks_first(game: Driver, data_dir: Path) -> None:
    before = ask_to_start_over_a_saved_points_match(game, data_dir)
    question = game.top
    assert isinstance(question, Dialog)
    assert "Points Match: Classic Draw to 100" in question.message()  # it says which match is given up
    game.press("no")
    assert Saves.open(data_dir).saved(Mode.POINTS) == before
    game.press("start")
    game.press("yes")
    assert isinstance(game.top, SessionTable)
    saved = Saves.open(data_dir).saved(Mode.POINTS)
    assert saved is not None and saved != before and not saved.hand.moves


def test_the_command_line_opens_the_title_and_a_first_tutorial_with_saves_where_it_says(data_dir: Path) -> None:
    from game.__main__ import build_parser
    from game.ui.app import App
    from game.ui.menus.language import LanguageCard
    from game.ui.menus.start import open_menus

    args = build_parser().parse_args(["--data-dir", str(data_dir), "--speed", "instant", "--seed", "4"])
    app = App(args.size, frame_cap=0)
    try:
        session = open_menus(app, args)
        app.step(0.02)
        assert [type(scene) for scene in app.stack] == [TitleScene, LanguageCard]  # nothing saved there yet
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        app.step(0.02)
        assert [type(scene) for scene in app.stack] == [TitleScene, TutorialScene]  # in the language kept
        assert session.saves.dirs.settings.is_relative_to(data_dir)
        assert session.pace().move == 0  # --speed instant
    finally:
        app.close()


def test_the_title_demo_takes_new_settings_at_once(game: Driver) -> None:
    title = game.top
    assert isinstance(title, TitleScene)
    demo = title.stage.stack.top
    game.press("settings")
    game.choose("tile_style", "Dark")
    game.key(pygame.K_ESCAPE)
    assert game.top is title
    redealt = title.stage.stack.top
    assert isinstance(redealt, SessionTable) and redealt is not demo
    assert redealt.style.tile_style == "dark"


def test_a_question_that_would_lose_something_starts_on_the_safe_answer(game: Driver, data_dir: Path) -> None:
    """Enter pressed twice on the setup screen gave up the saved match: the question started on Start."""
    before = ask_to_start_over_a_saved_points_match(game, data_dir)
    question = game.top
    game.key(pygame.K_RETURN)  # a second Enter, as a hurried player would press
    assert Saves.open(data_dir).saved(Mode.POINTS) == before, "the saved match is still there"
    assert game.top is not question and not isinstance(game.top, SessionTable)
