"""A match that stops being saved says so on the table itself, for as long as it lasts, and says
when saving works again (#18): a player must never finish a match believing it will resume."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.persist.paths import DataDirs
from game.ui.session import SessionTable
from game.ui.table.snapshot import TableSnapshot

from .driver import Driver, is_notice_red
from .test_screens import make_moves


def band_shown(game: Driver, table: SessionTable) -> bool:
    """The warning band's colour under the score bar, where the table draws it."""
    game.frames(1)
    x, y = table.save_band().midleft
    return is_notice_red(game.app.window.get_at((x + 2, y)))


def test_a_failing_save_warns_on_the_table_until_saving_works_again(game: Driver, data_dir: Path) -> None:
    game.press("campaign")
    game.press("cafe-1")
    table = game.top
    assert isinstance(table, SessionTable)
    make_moves(game, table, 1)
    assert table.save_warning() == "" and not band_shown(game, table)
    slot = DataDirs.resolve(data_dir).campaign_match
    slot.unlink()
    slot.mkdir()  # the disk refuses the campaign's file from now on
    make_moves(game, table, 3)
    assert not game.session.saves.health.ok
    assert table.save_warning().startswith("Saving does not work right now")
    assert band_shown(game, table), "the table says it while the hand goes on"
    shutil.rmtree(slot)
    make_moves(game, table, len(table.state.history) + 1)  # the human's next move saves again
    assert game.session.saves.health.ok
    assert table.save_warning() == "Saving works again: this match will resume where you leave it"
    assert band_shown(game, table), "said where the warning was, even after the computer's move"
    game.until(lambda: table.save_warning() == "", "the all-clear to go")
    assert not band_shown(game, table)


def test_the_warning_is_drawn_each_frame_without_a_snapshot_of_the_table(
    game: Driver, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The band asks the hooks one narrow question a frame: frames waiting for the player keep
    showing it and build no snapshot of the table (a match and hand copied out per frame)."""
    game.press("campaign")
    game.press("cafe-1")
    table = game.top
    assert isinstance(table, SessionTable)
    slot = DataDirs.resolve(data_dir).campaign_match
    slot.unlink()
    slot.mkdir()
    make_moves(game, table, 2)
    game.until(lambda: table.human_to_move, "the human's turn")
    built: list[TableSnapshot] = []
    snapshot = table.snapshot

    def counted() -> TableSnapshot:
        built.append(snapshot())
        return built[-1]

    monkeypatch.setattr(table, "snapshot", counted)
    assert band_shown(game, table), "the table says saving fails"
    game.frames(10)
    assert band_shown(game, table) and built == [], "shown every frame, no snapshot built for it"
