"""Keys at the table: Enter confirms the end of a tile that fits both, and the keyboard focus
ring moves even while the mouse pointer rests over the hand."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import Game, screen_table_choosing_end, screen_table_your_move
from game.engine.actions import LEFT, Play
from game.i18n import set_language
from game.ui.session import SessionTable


@pytest.fixture
def game(tmp_path: Path) -> Iterator[Game]:
    g = Game(tmp_path / "data", "en", 100)
    yield g
    g.close()
    set_language("en")


def test_enter_confirms_the_end_choice(game: Game) -> None:
    screen_table_choosing_end(game)
    table = game.top
    assert isinstance(table, SessionTable)
    tile = table.input.selected
    assert tile is not None, "no tile waiting for its end"
    before = len(table.state.history)
    game.key(pygame.K_RETURN)
    history = table.state.history
    assert len(history) == before + 1
    played = history[before].action
    assert isinstance(played, Play) and played.tile == tile


def test_enter_plays_at_the_end_the_pointer_shows(game: Game) -> None:
    screen_table_choosing_end(game)
    table = game.top
    assert isinstance(table, SessionTable)
    tile = table.input.selected
    assert tile is not None
    ends = [p.end for p in table.human_legal() if isinstance(p, Play) and p.tile == tile]
    other = next(e for e in ends if e != LEFT)
    game.point(table.ghost_rect(tile, other).center)
    before = len(table.state.history)
    game.key(pygame.K_RETURN)
    played = table.state.history[before].action
    assert isinstance(played, Play) and played.end == other


def test_the_focus_ring_moves_while_the_mouse_rests_over_the_hand(game: Game) -> None:
    screen_table_your_move(game)
    table = game.top
    assert isinstance(table, SessionTable)
    tiles = table.hand_tiles()
    game.point(table.hand_rect(tiles[0]).center)
    assert table.input.lifted(table) == tiles[0]
    game.key(pygame.K_RIGHT)
    focus = table.input.focus
    assert table.input.lifted(table) == tiles[focus], "the ring stayed under the resting pointer"
    assert tiles[focus] != tiles[0]
