"""What happened to the saved files is said once, in the menus' notice band (#22 item 7): not in
dialogs one after another; a disk flipping between full and free gives one line that follows it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame

from game.persist.match_save import MATCH
from game.persist.paths import DataDirs
from game.persist.saves import Saves
from game.persist.settings import SETTINGS, Settings
from game.persist.store import Notice, Problem, Store
from game.ui.menus.dialogs import Dialog
from game.ui.menus.notices import SEEN_SECONDS, file_name, notice_text
from game.ui.menus.settings import SettingsScene
from game.ui.menus.title import TitleScene
from tests.persist.samples import saved_match
from tests.speech.test_reader import Run

from .driver import DT, Driver, band_words


def read_for_a_while(game: Driver) -> None:
    game.frames(round(SEEN_SECONDS / DT) + 5)


def test_damaged_files_are_said_once_in_the_band_then_gone(data_dir: Path) -> None:
    dirs = DataDirs.resolve(data_dir)
    data_dir.mkdir(parents=True)
    dirs.stats.write_text("{torn", encoding="utf-8")
    dirs.campaign.write_text("[]", encoding="utf-8")
    game = Driver(data_dir)
    try:
        assert isinstance(game.top, TitleScene), "no dialog over the title"
        said = band_words(game)
        assert len(said) == 2
        assert said[0].startswith("Could not read your campaign progress.") and "campaign.json.broken-" in said[0]
        assert said[1].startswith("Could not read your statistics.") and "stats.json.broken-" in said[1]
        read_for_a_while(game)
        assert band_words(game) == said, "the band stays while the player is on the screen"
        game.press("settings")
        assert isinstance(game.top, SettingsScene) and band_words(game) == [], "said once: not on the next screen"
        game.key(pygame.K_ESCAPE)
        assert isinstance(game.top, TitleScene) and band_words(game) == []
    finally:
        game.close()


def test_a_notice_left_at_once_is_said_on_the_next_screen(game: Driver) -> None:
    game.session.saves.store.notify(Notice("stats", Problem.UNREADABLE, "torn", Path("stats.json.broken-1")))
    game.frames(1)
    words = notice_text(Notice("stats", Problem.UNREADABLE, "torn", Path("stats.json.broken-1")))
    assert band_words(game) == [words]
    game.press("settings")  # at once: it was not on screen long enough to be read
    assert band_words(game) == [words]
    read_for_a_while(game)
    game.key(pygame.K_ESCAPE)
    assert band_words(game) == []


def test_a_disk_flipping_between_full_and_free_gives_one_line_that_follows_it(game: Driver) -> None:
    settings = DataDirs.resolve(game.data_dir).settings
    game.press("settings")
    speeds = ["Fast", "Slow"]
    for flip in range(17):
        if flip % 2 == 0:
            settings.unlink()
            settings.mkdir()  # the disk refuses the file, as a full disk would
        else:
            shutil.rmtree(settings)
        game.choose("animation_speed", speeds[flip % 2])
        assert isinstance(game.top, SettingsScene), "no dialog comes up"
        said = band_words(game)
        assert len(said) == 1, f"one line, not a queue (flip {flip}: {said})"
        failing = f"Saving does not work right now ({file_name('settings')}): what you play is not being kept."
        assert said[0] == (failing if flip % 2 == 0 else "Saving works again (your settings).")
    read_for_a_while(game)
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene) and not isinstance(game.top, Dialog)
    assert band_words(game) == [failing], "the lasting line, as long as it fails; nothing queued behind it"
    shutil.rmtree(settings)
    game.press("settings")
    game.choose("animation_speed", "Slow")
    assert band_words(game) == ["Saving works again (your settings)."]


def test_the_band_is_read_aloud_with_its_screen(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "stats.json").write_text("{torn", encoding="utf-8")
    run = Run(data, speech=True)
    try:
        run.frames(3)
        assert any("Could not read your statistics." in sentence for sentence in run.voice.sentences)
    finally:
        run.app.close()


def test_a_dialog_keeps_below_the_band_in_a_small_window_at_double_size(data_dir: Path) -> None:
    dirs = DataDirs.resolve(data_dir)
    Store(dirs).save(SETTINGS, Settings.defaults().changed(tutorial_done=True, ui_scale=200))
    Saves(dirs).store.save(MATCH, saved_match())
    data = json.loads(dirs.match.read_text())
    data["hand"]["moves"][2] = data["hand"]["moves"][0]  # resumes early: a notice over the Continue offer
    dirs.match.write_text(json.dumps(data))
    game = Driver(data_dir, size=(960, 540))
    try:
        prompt = game.menu()
        assert isinstance(prompt, Dialog) and len(band_words(game)) == 1
        assert prompt.panel.top >= prompt.notices.rect.bottom, "the question is not under the band"
    finally:
        game.close()


def test_a_notice_over_a_dialog_is_read_aloud_with_its_question(tmp_path: Path) -> None:
    data = tmp_path / "data"
    Saves(DataDirs.resolve(data)).store.save(MATCH, saved_match())
    saved = json.loads((data / "match.json").read_text())
    saved["hand"]["moves"][2] = saved["hand"]["moves"][0]
    (data / "match.json").write_text(json.dumps(saved))
    run = Run(data, speech=True)
    try:
        run.frames(3)
        assert isinstance(run.app.stack.top, Dialog)
        assert any("Your saved match resumes after move 2" in sentence for sentence in run.voice.sentences)
    finally:
        run.app.close()
