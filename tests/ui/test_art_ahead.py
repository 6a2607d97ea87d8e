"""Tile art is drawn ahead of the frames that show it (#25's 4K frame budget): the ghosts of the
player's tiles while the move before their turn lands (made in the frame that lifts a tile, the
first took 3-7 ms at 4K), and the blanks of the camera's first sizes when the table opens (made
when a zoom first wanted them, 4-10 ms in a frame)."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

import pygame
import pytest

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui.app import App
from game.ui.kept import Kept
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render import draw_tile, overlay
from game.ui.table.render.camera import ladder
from game.ui.table.render.view import SIZES_AHEAD
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_hud_order import FRAME, take_a_turn


class ArtFrames:
    """In which frame each ghost picture was made, and in which it was first shown; in which
    frames each blank was made."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.frame, self.showing = 0, False
        self.made: dict[Hashable, int] = {}
        self.shown: dict[Hashable, int] = {}
        self.blanks: list[tuple[int, int]] = []  # (frame, size drawn) of each blank made
        self.drawing = False  # inside the table's draw
        self.flying: list[tuple[object, ...]] = []  # the flight shadows the table's draw made
        get, ghosts = Kept.get, overlay.ghosts
        monkeypatch.setattr(draw_tile, "_BLANKS", Kept[pygame.Surface](32))  # none left by an earlier test

        def noting(kept: Kept[Any], key: Hashable, make: Callable[[], Any]) -> Any:
            if kept is draw_tile._BLANKS and key not in kept:
                assert isinstance(key, tuple)
                self.blanks.append((self.frame, key[0]))
            if self.drawing and isinstance(key, tuple) and key[:1] == ("flight shadow",) and key not in kept:
                self.flying.append(key)
            if isinstance(key, tuple) and key[:1] == ("ghost",):
                self.made.setdefault(key, self.frame)
                if self.showing:
                    self.shown.setdefault(key, self.frame)
            return get(kept, key, make)

        def showing(*args: Any) -> None:
            self.showing = True
            try:
                ghosts(*args)
            finally:
                self.showing = False

        def drawn(scene: TableScene, *args: Any, **kwargs: Any) -> None:
            self.drawing = True
            try:
                draw(scene, *args, **kwargs)
            finally:
                self.drawing = False

        draw = TableScene.draw
        monkeypatch.setattr(Kept, "get", noting)
        monkeypatch.setattr(TableScene, "draw", drawn)
        monkeypatch.setattr(overlay, "ghosts", showing)


def played(app: App, monkeypatch: pytest.MonkeyPatch, seed: int) -> tuple[TableScene, ArtFrames]:
    """A hand of Block against one computer played out by keys, frame by frame, its art watched."""
    frames = ArtFrames(monkeypatch)
    seats = (Seat("You", None), Seat("Ada", FirstLegalPlayer()))
    sitting = Sitting(seats, Match.new(PRESETS["block"], 2, 100), random.Random(seed))
    table = TableScene(app, sitting, PACES["normal"], TablePlan())
    app.stack.push(table)
    for frames.frame in range(3000):
        app.step(FRAME)
        if table.state.result is not None:
            break
        if table.human_to_move:
            take_a_turn(app, table)
    assert table.state.result is not None, "the hand was played out"
    return table, frames


@pytest.mark.parametrize("seed", [3, 8])
def test_every_ghost_is_drawn_in_a_frame_before_the_one_that_first_shows_it(
    app: App, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    _table, frames = played(app, monkeypatch, seed)
    assert len(frames.shown) >= 3, "the player's turns showed ghosts"
    late = {key: (frames.made[key], frame) for key, frame in frames.shown.items() if frames.made[key] >= frame}
    assert not late, f"ghosts made in the frame that showed them (made, shown): {late}"


def test_no_blank_of_the_cameras_first_sizes_is_drawn_after_the_tables_first_frame(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, frames = played(app, monkeypatch, 3)
    sizes = ladder(table.view.geom.line_size)[:SIZES_AHEAD]
    drawn = {(s - draw_tile.depth(s)) * draw_tile.supersample(s - draw_tile.depth(s)) for s in sizes}
    first = [size for frame, size in frames.blanks if frame == 0]
    later = [(frame, size) for frame, size in frames.blanks if frame > 0 and size in drawn]
    assert drawn <= set(first), "the first frame drew every blank of those sizes"
    assert not later, f"blanks of the camera's first sizes drawn in later frames (frame, size): {later}"


@pytest.mark.parametrize("seed", [3, 8])
def test_a_tile_flying_in_to_the_line_finds_its_shadows_drawn(
    app: App, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    """The shadows of a tile on its way to the line (a blend per height, 1-7 ms each at 4K) are
    drawn ahead with the line's faces: the frames of the hand's flights make none at the line's
    sizes (a tile dealt to a seat's small rack flies in at a size whose shadows cost little)."""
    table, frames = played(app, monkeypatch, seed)
    assert len(table.state.chain) >= 6, "tiles flew to the line"
    sizes = ladder(table.view.geom.line_size)[:SIZES_AHEAD]  # the sizes a hand's line lies at
    late = [key for key in frames.flying if key[1] in sizes]
    assert not late, f"flight shadows made in the frames that showed them: {late}"
