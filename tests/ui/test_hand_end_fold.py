"""Where no readable end-of-hand panel finds room off the line of play (960x540 at 200%) or the
player's own tiles, its handle folds it down to a tab so the final board shows whole; the tab or
any key brings it back without pressing a button. Where the panel leaves them in view there is
nothing to fold."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.devtools.audit import Game, screen_hand_end
from game.engine.tiles import tiles_in
from game.i18n import set_language
from game.ui import layout_items
from game.ui.app import App
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from tests.ui.test_hand_end_place import ended_hand, line_rects, revealed_rects
from tests.ui.test_play_a_hand import FRAME, click, press


def at_size(app: App, size: tuple[int, int]) -> None:
    app.window = pygame.display.set_mode(size)
    for scene in app.stack:
        scene.resize(size)


def drawn(app: App) -> list[layout_items.LayoutItem]:
    with layout_items.recording() as items:
        for scene in app.stack.visible():
            scene.draw(app.window)
    return list(items)


def hidden_tiles(app: App, table: TableScene) -> list[pygame.Rect]:
    """The line's and the revealed hands' tiles under anything the end screen draws."""
    over = [item.rect for item in drawn(app) if item.kind in ("panel", "control")]
    return [tile for tile in [*line_rects(table), *revealed_rects(table)] if tile.collidelist(over) >= 0]


def test_a_panel_over_the_line_folds_away_and_comes_back(app: App) -> None:
    table, end = ended_hand(app, 3, 200)
    end.cheer = None
    at_size(app, (960, 540))
    assert [r for r in line_rects(table) if end.panel().colliderect(r)], "the panel lies over the line here"
    assert end.fold.handle is not None and end.panel().contains(end.fold.handle)
    click(end.fold.handle.center)
    app.step(FRAME)
    assert app.stack.top is end and end.fold.folded
    assert hidden_tiles(app, table) == [], "folded, the line and the revealed hands show whole"
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is end and not end.fold.folded, "a key unfolds the panel and presses no button"
    press(pygame.K_h)
    app.step(FRAME)
    assert end.fold.folded, "H folds it from the keyboard"
    click(end.fold.tab.center)
    app.step(FRAME)
    assert app.stack.top is end and not end.fold.folded, "the tab brings the panel back"
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is not end, "unfolded, Enter plays again"


def test_a_panel_clear_of_the_line_has_nothing_to_fold(app: App) -> None:
    table, end = ended_hand(app, 3, 100)
    end.cheer = None
    at_size(app, (1280, 720))
    assert not [r for r in line_rects(table) if end.panel().colliderect(r)]
    assert end.fold.handle is None
    press(pygame.K_h)
    app.step(FRAME)
    assert isinstance(app.stack.top, HandEndScene) and not end.fold.folded
    assert not [i for i in drawn(app) if i.kind == "control" and i.name in ("fold", "unfold")]


def test_a_panel_over_the_players_own_tiles_folds_away_too(tmp_path: Path) -> None:
    """A Quick Round lost at 1280x720 200% in Greek (dealt from seed 4): the panel stands clear
    of the line but over the tile the player was left holding; folded, the tab leaves it in view."""
    game = Game(tmp_path / "data", "el", 200, seed=4)
    try:
        screen_hand_end(game)
        game.resize((1280, 720))
        end = game.top
        assert isinstance(end, HandEndScene) and end.table.human is not None
        own = [end.commands.hand_rect(t) for t in tiles_in(end.table.state.hands[end.table.human])]
        assert [r for r in own if end.panel().colliderect(r)], "the panel lies over the player's tile here"
        assert end.fold.handle is not None, "it folds away"
        assert not [r for r in own if end.fold.tab.colliderect(r)], "folded, the player's tiles show"
    finally:
        game.close()
        set_language("en")
