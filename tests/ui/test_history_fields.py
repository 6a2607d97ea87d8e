"""Recent hands with records whose text the font renderer refuses: the screen opens and draws."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pygame
import pytest

from game.persist.saves import Saves
from game.ui import layout_items
from game.ui.app import App
from game.ui.menus.start import open_session
from game.ui.scenes.history import HistoryScene
from tests.persist.play import kept_hands


@pytest.mark.parametrize(
    "fields", [{"names": [None, "Ai\x00no"]}, {"names": [None, "\udc80"]}, {"deal": "C2-4KX9\x00-M2QA"}]
)
def test_recent_hands_draws_beside_a_record_with_a_nul_or_a_lone_surrogate(
    app: App, tmp_path: Path, fields: dict[str, object]
) -> None:
    saves = Saves.open(tmp_path)
    kept_hands(saves, 2)
    damaged = saves.history.paths()[0]
    damaged.write_text(json.dumps({**json.loads(damaged.read_text()), **fields}), encoding="utf-8")
    for _ in range(2):  # every time the screen opens
        scene = HistoryScene(app, saves)
        scene.draw(pygame.Surface(app.size))
        assert len(scene.entries) == 1


def drawn_words(scene: HistoryScene, size: tuple[int, int]) -> list[str]:
    with layout_items.recording() as items:
        scene.draw(pygame.Surface(size))
    return [item.text for item in items if item.text]


def test_recent_hands_says_how_many_damaged_records_it_set_aside_once(app: App, tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    kept_hands(saves, 3)
    for damaged in saves.history.paths()[:2]:
        damaged.write_text("{torn")
    words = drawn_words(HistoryScene(app, saves), app.size)
    assert "2 damaged hand records were set aside: they are kept in the history folder, renamed." in words
    assert not any("set aside" in w for w in drawn_words(HistoryScene(app, saves), app.size)), "said once"


def test_an_unreadable_history_folder_is_said_not_taken_for_no_hands(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves = Saves.open(tmp_path)
    kept_hands(saves, 1)

    def refuse(self: Path) -> object:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "iterdir", refuse)  # chmod cannot stop root, who runs these tests
    words = drawn_words(HistoryScene(app, saves), app.size)
    assert "The hand history cannot be read (Permission denied): no hands can be listed." in words
    assert "No hands played yet" not in words


def test_a_demo_start_leaves_its_notices_for_the_next_real_start(app: App, tmp_path: Path) -> None:
    Saves.open(tmp_path)
    (tmp_path / "stats.json").write_text("{torn")
    args = argparse.Namespace(data_dir=str(tmp_path), seed=1, speed="instant", lang=None, demo=True, deal=None)
    assert open_session(app, args, sound=False).saves.take_notices() == []
    real = open_session(app, argparse.Namespace(**{**vars(args), "demo": False}), sound=False)
    assert [n.kind for n in real.saves.take_notices()] == ["stats"]


def test_recent_hands_shows_the_menus_band_while_saving_fails_with_its_own_line_under_it(
    app: App, tmp_path: Path
) -> None:
    saves = Saves.open(tmp_path)
    kept_hands(saves, 2)
    saves.history.paths()[0].write_text("{torn")
    saves.store.saved("stats", OSError(28, "No space left on device"))
    scene = HistoryScene(app, saves)
    failing = "Saving does not work right now (your statistics): what you play is not being kept."
    set_aside = "1 damaged hand record was set aside: it is kept in the history folder, renamed."
    assert scene.notices.lines == [failing, set_aside]
    assert {failing, set_aside} <= set(drawn_words(scene, app.size))
    assert scene.heading()[0].top >= scene.notices.rect.bottom > 0, "the title under the band"
    saves.store.saved("stats")  # saving works again while the screen is open
    scene.update(0.05)
    assert scene.notices.lines == [set_aside] and failing not in drawn_words(scene, app.size)
