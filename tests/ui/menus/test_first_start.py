"""The first start opens the tutorial hand over the title; played or left, it is not opened again."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.persist.saves import Saves
from game.ui.app import App
from game.ui.menus.dialogs import Dialog
from game.ui.menus.title import TitleScene
from game.ui.scenes.tutorial import TutorialScene

from .driver import Driver


def first_start(data_dir: Path) -> tuple[Driver, TutorialScene]:
    """The first start, its language kept with Enter (``test_first_language``)."""
    game = Driver(data_dir, first_start=True)
    game.key(pygame.K_RETURN)
    tutorial = game.top
    assert isinstance(tutorial, TutorialScene), f"the first start opened {type(tutorial).__name__}"
    assert isinstance(list(game.app.stack)[0], TitleScene), "over the title"
    return game, tutorial


def play_the_tutorial(game: Driver, tutorial: TutorialScene) -> None:
    """Click or key whatever the rules allow until the teacher explains the score."""
    while not tutorial.finished:
        game.until(lambda: tutorial.human_to_move or tutorial.finished, "the player's turn or the score")
        if tutorial.finished:
            return
        game.act(tutorial.table, tutorial.human_legal()[0])


def opens_on_the_title(data_dir: Path) -> None:
    again = Driver(data_dir, first_start=True)
    try:
        assert isinstance(again.top, TitleScene)
    finally:
        again.close()


def test_the_first_start_teaches_a_hand_then_opens_on_the_title_from_then_on(data_dir: Path) -> None:
    game, tutorial = first_start(data_dir)
    try:
        play_the_tutorial(game, tutorial)
        assert not Saves.open(data_dir).settings.tutorial_done, "not done until the player finishes it"
        game.key(pygame.K_RETURN)  # "Press Enter to finish the tutorial"
        assert isinstance(game.top, TitleScene)
        assert Saves.open(data_dir).settings.tutorial_done
    finally:
        game.close()
    opens_on_the_title(data_dir)


def test_esc_skips_the_first_tutorial_for_good_and_the_title_menu_still_offers_it(data_dir: Path) -> None:
    game, tutorial = first_start(data_dir)
    try:
        game.until(lambda: tutorial.human_to_move, "the player's first turn")
        game.key(pygame.K_ESCAPE)
        assert isinstance(game.top, TitleScene)
        assert Saves.open(data_dir).settings.tutorial_done
    finally:
        game.close()
    again = Driver(data_dir, first_start=True)
    try:
        assert isinstance(again.top, TitleScene)
        again.press("tutorial")
        assert isinstance(again.top, TutorialScene)
        again.key(pygame.K_ESCAPE)
        assert isinstance(again.top, TitleScene)
    finally:
        again.close()


def test_a_player_without_settings_but_with_a_saved_match_gets_the_tutorial_then_the_offer(data_dir: Path) -> None:
    game = Driver(data_dir)
    game.press("points")
    game.press("start")
    game.close()  # the match stays saved
    Saves.open(data_dir).dirs.settings.unlink()  # and the preferences are deleted
    game, _tutorial = first_start(data_dir)
    try:
        game.key(pygame.K_ESCAPE)
        prompt = game.top
        assert isinstance(prompt, Dialog) and prompt.title() == "Continue your match?"
        game.key(pygame.K_ESCAPE)  # not now
        assert isinstance(game.top, TitleScene)
    finally:
        game.close()


def test_the_first_frame_of_a_first_start_is_drawn(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """What DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME (the start-up bench) sees on an empty data folder."""
    from game.__main__ import build_parser
    from game.ui.menus.start import open_menus

    monkeypatch.setenv("DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME", "1")
    args = build_parser().parse_args(["--data-dir", str(data_dir), "--seed", "3"])
    app = App(args.size, frame_cap=0)
    open_menus(app, args)
    assert app.run() == 0
    assert capsys.readouterr().out.splitlines() == ["first-frame"]
    assert not Saves.open(data_dir).settings.tutorial_done, "closed before it was played: offered again"


@pytest.mark.parametrize("options", [["--demo"], ["--deal", "C2-4KX9-M2QA"]], ids=["demo", "deal"])
def test_the_demo_and_a_dealt_hand_never_open_the_tutorial(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, options: list[str]
) -> None:
    from game.__main__ import build_parser
    from game.ui import app as app_module
    from game.ui.scenes.table import TableScene

    opened: list[object] = []

    def first_frame_only(self: App) -> int:
        self.step(0.02)
        opened.extend(self.stack)
        self.close()
        return 0

    monkeypatch.setattr(app_module.App, "run", first_frame_only)
    args = build_parser().parse_args(["--data-dir", str(data_dir), "--speed", "instant", *options])
    assert app_module.run(args) == 0
    assert [type(scene) for scene in opened] == [TableScene]
