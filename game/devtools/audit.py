"""The layout audit: every screen, in the states that matter, at every window size, UI scale
and language, checked from the rectangles drawing used (``game.ui.layout_items``), not pixels.

A screen is a recipe that opens it from the title as a player would (keys and clicks through
the real scenes) in a fresh headless app. Each frame drawn under ``layout_items.recording``
yields what was put where; ``problems`` says what a player would see wrong with it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.ai.players import make_player
from game.engine.actions import DRAW, Play
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import Rules
from game.engine.state import HandState, legal_actions
from game.i18n import LANGUAGES, set_language
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.store import Store
from game.ui import layout_items
from game.ui.cloth import cloth_rect
from game.ui.inline import InlineExecutor
from game.ui.layout_items import BOARD, SMALLEST_TEXT, LayoutItem
from game.ui.scene import Scene
from game.ui.session import SessionTable, default_characters
from game.ui.table.render.geometry import geometry
from game.ui.table.render.layout import Spot, layout_chain

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.session import Session

SIZES: tuple[tuple[int, int], ...] = ((960, 540), (1280, 720), (1920, 1080), (3840, 2160))
SCALES: tuple[int, ...] = (100, 150, 200)
MODAL_VEIL = 200  # a modal dialog's veil at least this opaque: what is behind is not readable
COVERS = ("banner", "control", "plate", "panel")  # what may never lie over the board
DEMO_NEVER = ("panel", "control", "banner", "bar", "tooltip")  # what a background demo never shows
END_PANEL = "hand end"  # the one panel that may: the hand is over, its line is only a backdrop
TWO_LINES = 1.8  # a line of text is about 1.2 times its size tall, two lines more than 1.8 times
DT = 0.02
FRAME_LIMIT = 4000
LONG_LINE_SEEDS = 500
DEMO_DT, DEMO_FRAMES = 0.1, 4000  # the title's demo plays at its own pace: a hand within 400 s of its time


@dataclass(frozen=True)
class Problem:
    """One thing a player would see wrong: on which screen, window size, UI scale and language."""

    screen: str
    size: tuple[int, int]
    scale: int
    language: str
    what: str

    def __str__(self) -> str:
        w, h = self.size
        return f"{self.screen} {w}x{h} {self.scale}% {self.language}: {self.what}"


# -- the checks -------------------------------------------------------------------------------


def _name(item: LayoutItem) -> str:
    words = item.text or item.name
    if words:
        return f"{item.kind} {words[:40]!r}"
    return f"{item.kind} at {tuple(item.rect)}" if item.kind in BOARD else item.kind


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    return a.clip(b).w > 0 and a.clip(b).h > 0


def problems(items: Sequence[LayoutItem], size: tuple[int, int], scale: int) -> list[str]:
    """What is wrong with one frame: ``items`` in the order they were drawn."""
    found, items = _veiled(items)
    window = pygame.Rect((0, 0), size)
    for item in items:
        found += _placed(item, window, SMALLEST_TEXT * scale / 100)
    found += _controls_overlap(items)
    found += _over_hands(items)
    found += _covered(items)
    found += _run_together(items)
    found += _board_problems(items)
    found += _see_through(items)
    found += _wrapped_banners(items)
    found += _at_the_seats(items, scale)
    found += _off_the_felt(items, size)
    return list(dict.fromkeys(found))


def _veiled(items: Sequence[LayoutItem]) -> tuple[list[str], Sequence[LayoutItem]]:
    """What is wrong with the last veil (what lies under it is covered, so only it is checked),
    and the items drawn over it."""
    veils = [i for i, item in enumerate(items) if item.kind == "veil"]
    if not veils:
        return [], items
    found: list[str] = []
    last = veils[-1]
    veil = items[last]
    if veil.name == "demo":
        found += _demo_problems(items[:last])
    bars = [item for item in items[:last] if item.kind == "bar"]  # a light veil: the score stays readable
    over = items[last + 1 :]
    if veil.name == "backdrop":
        panels = [p for p in over if p.kind == "panel"]
        found += [f"{_name(p)} covers {_name(b)}" for p in panels for b in bars if _overlap(p.rect, b.rect)]
    if veil.name == "modal" and veil.alpha < MODAL_VEIL:
        found.append(f"modal veil lets what is behind show through (alpha {veil.alpha})")
    return found, over


def _placed(item: LayoutItem, window: pygame.Rect, smallest: float) -> list[str]:
    """One item: inside the window and its panel; text uncut, unbroken and readable."""
    found: list[str] = []
    if item.kind == "veil":
        return found
    if not window.contains(item.rect):
        found.append(f"{_name(item)} at {tuple(item.rect)} is outside the window")
    elif item.panel is not None and item.kind in ("control", "text") and not item.panel.contains(item.rect):
        found.append(f"{_name(item)} at {tuple(item.rect)} is outside its panel {tuple(item.panel)}")
    if item.kind in ("text", "tooltip") and item.px < smallest - 0.5:
        found.append(f"{_name(item)} is {item.px:.0f} px, under {smallest:.0f}")
    if item.kind == "text":
        if item.clip is not None and not item.clip.contains(item.rect):
            found.append(f"{_name(item)} is cut by its clip")
        if item.broken:
            found.append(f"{_name(item)} breaks a word across lines")
    if item.kind == "tooltip" and item.owner is not None and item.rect.bottom > item.owner.top:
        found.append(f"{_name(item)} is not above what it describes")
    return found


def _controls_overlap(items: Sequence[LayoutItem]) -> list[str]:
    controls = [item for item in items if item.kind == "control"]
    return [
        f"{_name(a)} overlaps {_name(b)}"
        for i, a in enumerate(controls)
        for b in controls[i + 1 :]
        if _overlap(a.rect, b.rect)
    ]


def _over_hands(items: Sequence[LayoutItem]) -> list[str]:
    """No button over a tile a seat holds (the player's, an opponent's backs, a hand turned over):
    the count of an opponent's tiles is read from them."""
    held = [item for item in items if item.kind == "hand"]
    return [
        f"{_name(control)} lies over a seat's tile at {tuple(tile.rect)}"
        for control in items
        if control.kind == "control"
        for tile in held
        if _overlap(control.rect, tile.rect)
    ]


def _covers(item: LayoutItem, later: LayoutItem) -> bool:
    """Whether ``later``, drawn after ``item`` and over it, hides it: a banner or tooltip over a
    control (a tooltip may lie over the buttons around its own), a control or banner over a
    tooltip, a panel over a control that is not its own, and anything but a tooltip or what
    belongs to it over a banner (the status line, the hint's bubble)."""
    if not _overlap(item.rect, later.rect):
        return False
    if item.kind == "control":
        return later.kind == "banner" or (later.kind == "panel" and item.panel != later.rect)
    if item.kind == "tooltip":
        return later.kind in ("control", "banner")
    return item.kind == "banner" and later.kind in COVERS and later.panel != item.rect


def _covered(items: Sequence[LayoutItem]) -> list[str]:
    return [
        f"{_name(item)} is covered by {_name(later)}"
        for i, item in enumerate(items)
        if item.kind in ("control", "tooltip", "banner")
        for later in items[i + 1 :]
        if _covers(item, later)
    ]


SPEECH = ("banner", "bubble")  # what is read and must leave the faces in view
TOUCHING = 2  # px at 100% UI scale: points nearer a plate or a face than this touch it
LINE = ("tile", "ghost")  # what a seat's badge or bubble never lies over: the line's tiles and where one would go


def _not_its_own(item: LayoutItem, seat: LayoutItem) -> bool:
    """Whether ``seat`` (a plate) is another seat's than the badge's or bubble's ``item``."""
    return item.owner is None or not item.owner.contains(seat.rect)


def _at_the_seats(items: Sequence[LayoutItem], scale: int) -> list[str]:
    """What is said and scored at the seats keeps the seats in view and stays readable: no
    banner (the status line, the hint, a Quick Round's cheer) or speech bubble over a face or
    a badge ("Draws 1": a greeting covered half of one at 200%), nor a banner over a name
    plate; no badge ("Pass") or bubble over another seat's name plate or face, nor over a tile
    of the line or a ghost; points in flight never touching a plate or a face; no ghost, label,
    panel, banner or button over a bubble, nor a bubble over them."""
    seats = [item for item in items if item.kind in ("plate", "portrait")]
    found: list[str] = []
    for i, item in enumerate(items):
        if item.kind in SPEECH:
            faces = [seat for seat in seats if seat.kind == "portrait"]
            found += [f"{_name(item)} lies over {_name(face)}" for face in faces if _overlap(item.rect, face.rect)]
        if item.kind in ("badge", "bubble"):
            found += [
                f"{_name(item)} lies over another seat's {_name(seat)}"
                for seat in seats
                if seat.kind == "plate" and _overlap(item.rect, seat.rect) and _not_its_own(item, seat)
            ]
            found += [
                f"{_name(item)} lies over {_name(tile)}"
                for tile in items
                if tile.kind in LINE and _overlap(item.rect, tile.rect)
            ]
        if item.kind == "points":
            near = item.rect.inflate(2 * TOUCHING * scale // 100, 2 * TOUCHING * scale // 100)
            found += [f"{_name(item)} touches {_name(seat)}" for seat in seats if _overlap(near, seat.rect)]
        if item.kind == "banner":  # the status line, the hint, a Quick Round's cheer: the names stay readable
            found += [
                f"{_name(item)} lies over {_name(plate)}"
                for plate in seats
                if plate.kind == "plate" and _overlap(item.rect, plate.rect)
            ]
        if item.kind in SPEECH:  # the status line, the hint or a bubble hiding what a seat just did
            found += [
                f"{_name(item)} lies over {_name(badge)}"
                for badge in items
                if badge.kind == "badge" and _overlap(item.rect, badge.rect)
            ]
        if item.kind == "bubble":
            found += [
                f"{_name(item)} and {_name(other)} lie one over the other"
                for other in (*items[:i], *items[i + 1 :])
                if other.kind == "label" and _overlap(item.rect, other.rect)
            ]
            words = item.rect.inflate(-round(item.px), -round(item.px) // 2)  # inside the padding round its words
            found += [
                f"{_name(item)} is covered by {_name(later)}"
                for later in items[i + 1 :]
                if later.kind in COVERS and later.panel != item.rect and _overlap(words, later.rect)
            ]
    return found


def _off_the_felt(items: Sequence[LayoutItem], size: tuple[int, int]) -> list[str]:
    """A speech bubble stays on the felt: over the table's rim it reads as pasted on the room."""
    felt = cloth_rect(size)
    return [
        f"{_name(item)} at {tuple(item.rect)} leaves the felt {tuple(felt)}"
        for item in items
        if item.kind == "bubble" and not felt.contains(item.rect)
    ]


def _wrapped_banners(items: Sequence[LayoutItem]) -> list[str]:
    """A banner's text on one line: a status reason wrapped to two lines is taller than the
    status row and runs into what lies above and under it (unless its room, the banner's
    ``panel``, holds the lines: the status line sharing the aid buttons' row)."""
    banners = [item for item in items if item.kind == "banner"]
    return [
        f"{_name(text)} wraps to more than one line in {_name(banner)}: taller than its row"
        for banner in banners
        for text in items
        if text.kind == "text" and text.px > 0 and banner.rect.contains(text.rect) and text.rect.h > TWO_LINES * text.px
        if banner.panel is None or not banner.panel.contains(banner.rect)
    ]


def _run_together(items: Sequence[LayoutItem]) -> list[str]:
    """Two pieces of text on top of each other, or on one line with less than a quarter of their
    size between them (they read as one: "Voitetut erätVoitetut ottelut")."""
    texts = [item for item in items if item.kind == "text"]
    found: list[str] = []
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            shared = min(a.rect.bottom, b.rect.bottom) - max(a.rect.top, b.rect.top)
            gap = max(a.rect.left, b.rect.left) - min(a.rect.right, b.rect.right)
            if _overlap(a.rect, b.rect) and a.rect != b.rect:
                found.append(f"{_name(a)} overlaps {_name(b)}")
            elif shared >= min(a.rect.h, b.rect.h) / 2 and gap < max(2.0, min(a.px, b.px) / 4):
                found.append(f"{_name(a)} runs into {_name(b)}")
    return found


def _board_problems(items: Sequence[LayoutItem]) -> list[str]:
    """The line of play, its ghosts, their labels and the open-end marks: on the table, under
    nothing (but the end-of-hand panel), no label on a tile, no tile on another."""
    found: list[str] = []
    table = next((item.rect for item in items if item.kind == "table"), None)
    board = [item for item in items if item.kind in BOARD]
    tiles = [item for item in board if item.kind in ("tile", "ghost")]
    for item in board:
        if table is not None and not table.contains(item.rect):
            found.append(f"{_name(item)} is off the table {tuple(table)}")
        for other in items:
            if other.kind in COVERS and other.name != END_PANEL and _overlap(item.rect, other.rect):
                found.append(f"{_name(item)} is covered by {_name(other)}")
        if item.kind in ("label", "end mark"):
            found += [f"{_name(item)} sits on {_name(tile)}" for tile in tiles if _overlap(item.rect, tile.rect)]
    placed = [item for item in tiles if item.kind == "tile"]
    for i, a in enumerate(placed):  # a pixel's rounding apart is not stacking
        inner = a.rect.inflate(-2, -2)
        found += [f"{_name(a)} is stacked on {_name(b)}" for b in placed[i + 1 :] if _overlap(inner, b.rect)]
    return found


def _demo_problems(behind: Sequence[LayoutItem]) -> list[str]:
    """A background demo (the title's table) shows play: tiles, seats and their names, never a
    panel, a button, a banner or a score bar that reads like the player's own."""
    return [f"the background demo shows {_name(item)}" for item in behind if item.kind in DEMO_NEVER]


def _see_through(items: Sequence[LayoutItem]) -> list[str]:
    """A panel or banner that holds text is opaque: nothing behind it shows through the words."""
    texts = [item for item in items if item.kind == "text"]
    return [
        f"{_name(item)} holds text but is see-through (alpha {item.alpha})"
        for item in items
        if item.kind in ("panel", "banner") and item.alpha < 255 and any(_overlap(item.rect, t.rect) for t in texts)
    ]


# -- a figure, not a check: the line's tiles' size ---------------------------------------------


@dataclass(frozen=True)
class TileSide:
    """How large the line's tiles are on one table screen: their short side in px (a figure
    to compare before and after a change of the camera, not a problem)."""

    screen: str
    size: tuple[int, int]
    scale: int
    language: str
    px: int


def line_tile_side(items: Sequence[LayoutItem]) -> int | None:
    """The short side of the smallest tile of the line at rest on a frame that shows the line
    (not under a veil: the title's demo, a dialog), or None where it shows none."""
    _found, shown = _veiled(items)
    sides = [min(item.rect.size) for item in shown if item.kind == "tile"]
    return min(sides) if sides else None


def tile_side_summary(sides: Sequence[TileSide]) -> list[str]:
    """One line per window size and UI scale: the line's tile short side, least and median
    over the table screens checked there."""
    by: dict[tuple[tuple[int, int], int], list[int]] = {}
    for side in sides:
        by.setdefault((side.size, side.scale), []).append(side.px)
    lines = [f"the line's tile short side in px, min/median over the table screens ({len(sides)}):"]
    for (size, scale), px in sorted(by.items()):
        lines.append(f"  {size[0]}x{size[1]} {scale}%: {min(px)}/{statistics.median(px):g} (n={len(px)})")
    return lines


# -- a headless game to open screens in -------------------------------------------------------


def played_before(data_dir: Path, language: str = "en", ui_scale: int = 100) -> None:
    """Settings with the tutorial done (in ``language`` at ``ui_scale``), unless the folder
    already has settings (good or damaged)."""
    store = Store(DataDirs.resolve(data_dir))
    if not store.dirs.settings.exists():
        store.save(SETTINGS, Settings.defaults().changed(tutorial_done=True, language=language, ui_scale=ui_scale))


def headless_game(  # noqa: PLR0913  the folder, window, seed, and the returning player's settings
    data_dir: Path,
    size: tuple[int, int] = (1280, 720),
    seed: int = 7,
    *,
    first_start: bool = False,
    language: str = "en",
    ui_scale: int = 100,
) -> tuple[App, Session]:
    """The whole game in ``data_dir`` at instant speed, computers answering inline (no race with
    the worker thread). ``first_start`` False: a folder without settings gets ones with the
    tutorial done, in ``language`` at ``ui_scale``, so the game opens on the title as a returning
    player's does (set after it opened, the title dealt its demo again: every later deal moved on
    one, and the gallery showed other hands at 200% than at 100%)."""
    from game.ui.app import App
    from game.ui.menus.start import open_menus

    if not first_start:
        played_before(data_dir, language, ui_scale)
    app = App(size, frame_cap=0)
    app.executor = InlineExecutor()
    args = argparse.Namespace(data_dir=str(data_dir), seed=seed, speed="instant")
    return app, open_menus(app, args)


class Game:
    """A fresh app and session in a data folder of its own, driven one frame at a time."""

    def __init__(
        self, data_dir: Path, language: str, scale: int, size: tuple[int, int] = (1280, 720), seed: int = 7
    ) -> None:
        self.app, self.session = headless_game(data_dir, size, seed, language=language, ui_scale=scale)
        self.frames(2)

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(DT)

    def until(self, done: Callable[[], bool], limit: int = FRAME_LIMIT, dt: float = DT) -> bool:
        for _ in range(limit):
            if done():
                return True
            self.app.step(dt)
        return done()

    def key(self, key: int, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
        self.frames()

    def point(self, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames()

    def click(self, pos: tuple[int, int]) -> None:
        self.point(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.frames()

    def press(self, key: str) -> None:
        """Activate the control named ``key`` on the menu on top (as Enter does on the focused one)."""
        from game.ui.menus.base import MenuScene

        menu = self.top
        assert isinstance(menu, MenuScene), f"no menu on top but {type(menu).__name__}"
        menu.control(key).activate()
        self.frames()

    def resize(self, size: tuple[int, int]) -> None:
        self.app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        for scene in self.app.stack:
            scene.resize(size)

    def draw(self) -> list[LayoutItem]:
        """One frame drawn, and what it put where."""
        with layout_items.recording() as items:
            for scene in self.app.stack.visible():
                scene.draw(self.app.window)
        return list(items)

    def close(self) -> None:
        self.app.close()


# -- the screens ------------------------------------------------------------------------------


def _table(game: Game) -> SessionTable:
    top = game.top
    assert isinstance(top, SessionTable), f"no table on top but {type(top).__name__}"
    return top


def _quick_table(game: Game) -> SessionTable:
    game.press("quick")
    game.press("start")
    table = _table(game)
    game.until(lambda: bool(table.human_to_move))
    return table


def _play_until(game: Game, table: SessionTable, want: Callable[[], bool], moves: int = 40) -> bool:
    """The human plays greedily (and draws when it must) until ``want`` holds on their turn."""
    from game.ui.scenes.hand_end import HandEndScene
    from game.ui.scenes.match_end import MatchEndScene

    player, rng = make_player("greedy"), random.Random(3)
    for _ in range(moves):
        game.until(lambda: bool(table.human_to_move) or isinstance(game.top, (HandEndScene, MatchEndScene)))
        if isinstance(game.top, (HandEndScene, MatchEndScene)):
            return False
        if want():
            return True
        action = player.choose(observe(table.state, 0), rng)
        table.commit(action)
        game.frames()
    return False


def _two_ends(table: SessionTable) -> Play | None:
    """A play of a tile that fits both ends differently (the player then chooses the end)."""
    plays = [a for a in table.human_legal() if isinstance(a, Play)]
    for play in plays:
        if sum(1 for p in plays if p.tile == play.tile) > 1:
            return play
    return None


def screen_title(game: Game) -> None:
    game.frames(2)


def screen_quit_dialog(game: Game) -> None:
    game.key(pygame.K_ESCAPE)


def screen_first_language(game: Game) -> None:
    """The language card a first start opens over the title (before the tutorial)."""
    from game.ui.menus.language import LanguageCard

    game.app.stack.push(LanguageCard(game.session, lambda: None))
    game.frames(2)


def _menu(key: str) -> Callable[[Game], None]:
    def open_menu(game: Game) -> None:
        game.press(key)

    return open_menu


def screen_rules_pages(game: Game) -> None:
    game.press("rules")
    game.key(pygame.K_RIGHT)


def screen_help(game: Game) -> None:
    game.key(pygame.K_F1)


def screen_setup_partners(game: Game) -> None:
    from game.ui.menus.base import MenuScene

    game.press("quick")
    menu = game.top
    assert isinstance(menu, MenuScene)
    for _ in range(12):
        if "partner" in (menu.control("preset").value() or "").lower():
            break
        menu.control("preset").step(+1)
        menu.rebuild()


def screen_resume_dialog(game: Game) -> None:
    from game.ui.menus.dialogs import resume_prompt

    game.press("points")
    game.press("start")
    table = _table(game)
    game.until(lambda: bool(table.human_to_move))
    _play_until(game, table, lambda: len(table.state.history) >= 3)
    game.app.stack.pop()  # left mid-match: saved
    game.frames()
    game.app.stack.push(resume_prompt(game.session))
    game.frames()


def screen_table_your_move(game: Game) -> None:
    _quick_table(game)


def screen_table_draw_tooltip(game: Game) -> None:
    """The player's turn with a tile to play: Draw is off and says why when pointed at."""
    table = _quick_table(game)
    _play_until(game, table, lambda: DRAW not in table.human_legal() and table.controls.draw.visible)
    game.point(pygame.Rect(table.controls.draw.box).center)


def screen_table_choosing_end(game: Game) -> None:
    table = _quick_table(game)
    if _play_until(game, table, lambda: _two_ends(table) is not None):
        play = _two_ends(table)
        assert play is not None
        game.click(table.hand_rect(play.tile).center)


def screen_table_drawing(game: Game) -> None:
    table = _quick_table(game)
    _play_until(game, table, lambda: all(not isinstance(a, Play) for a in table.human_legal()), 60)


def screen_table_drawing_for_you(game: Game) -> None:
    """A Quick Round as the table draws for the player (auto-draw), at a pace a player sees it
    (at the audit's instant pace the draws land within a frame): their "Draws 1" badge up over
    their name while the status line says it draws until a tile fits."""
    from game.ui.table.render.words import drawing_for_you

    game.session.speed = "fast"
    table = _quick_table(game)

    def drawing() -> bool:
        badge = table.view.moments.badge(table.view.viewer, table.now)
        return badge is not None and table.status()[0] == drawing_for_you()

    _play_frames_until(game, table, drawing)


def screen_table_thinking(game: Game) -> None:
    table = _quick_table(game)
    table.commit(table.human_legal()[0])
    game.frames(1)


def screen_table_aids(game: Game) -> None:
    _quick_table(game)
    game.key(pygame.K_h, "h")
    game.key(pygame.K_t, "t")


def screen_table_help(game: Game) -> None:
    _quick_table(game)
    game.key(pygame.K_F1)


def screen_leave_dialog(game: Game) -> None:
    _quick_table(game)
    game.key(pygame.K_ESCAPE)


def screen_hand_end(game: Game) -> None:
    from game.ui.scenes.hand_end import HandEndScene

    table = _quick_table(game)
    _play_until(game, table, lambda: False, 80)
    game.until(lambda: isinstance(game.top, HandEndScene))


def screen_match_end(game: Game) -> None:
    """A won Campaign match (the richest end: confetti, the venue card, the stamp and what it
    opened): its first match resumed one point from the target, played until the match ends."""
    from game.domain.campaign import MATCHES
    from game.domain.lineup import Lineup
    from game.domain.modes import Mode
    from game.engine.scoring import DOMINO, HandResult
    from game.ui.scenes.hand_end import HandEndScene
    from game.ui.scenes.match_end import MatchEndScene

    plan = MATCHES["cafe-1"]
    match = plan.new_match()
    assert match.target is not None
    points = (match.target - 1,) + (0,) * (len(match.scores) - 1)
    match = match.after_hand(HandResult(DOMINO, 0, 0, (0,) * match.players, points, 0), 0)
    lineup = Lineup(Mode.CAMPAIGN, plan.characters, plan.id)
    game.session.saves.save_match(match, lineup, match.start_hand(random.Random(7)))
    table = game.session.resume(Mode.CAMPAIGN)
    assert table is not None
    game.key(pygame.K_SPACE)  # past the venue's card
    for _ in range(6):
        _play_until(game, table, lambda: False, 80)
        game.until(lambda: isinstance(game.top, (HandEndScene, MatchEndScene)))
        if not isinstance(game.top, HandEndScene):
            break
        game.key(pygame.K_RETURN)  # the next hand
    game.key(pygame.K_SPACE)  # past the moment before the card
    game.frames(60)  # the stamp comes down


QUICK_WIN_DEALS = 40  # deals tried for a Quick Round the player wins


def screen_quick_round_won(game: Game) -> None:
    """A Quick Round the player won by going out, its cheer ("You win!") over the hand's panel:
    the first of the seeded deals ("Play this deal") the player, playing greedily, wins so."""
    from game.engine.dealcode import encode
    from game.engine.scoring import DOMINO
    from game.ui.celebration import CHEER_ARRIVE
    from game.ui.scenes.hand_end import HandEndScene

    for seed in range(QUICK_WIN_DEALS):
        _play_until(game, game.session.start_deal(encode("classic", 2, seed)), lambda: False, 80)
        game.until(lambda: isinstance(game.top, HandEndScene))
        end = game.top
        assert isinstance(end, HandEndScene), f"no end of hand but {type(end).__name__}"
        result = end.table.state.result
        if end.cheer is not None and result is not None and result.reason == DOMINO:
            game.frames(round(CHEER_ARRIVE / DT) + 1)  # the ribbon down
            return
        game.click(end.menu_button.rect.center)
    raise AssertionError(f"the player won none of {QUICK_WIN_DEALS} deals")


def screen_hand_review(game: Game) -> None:
    """The review of the hand just played, opened from the end-of-hand panel, its analysis done."""
    from game.ui.scenes.hand_end import HandEndScene
    from game.ui.scenes.review import ReviewScene

    screen_hand_end(game)
    end = game.top
    assert isinstance(end, HandEndScene), f"no end of hand but {type(end).__name__}"
    game.click(end.review_button.rect.center)
    review = game.top
    assert isinstance(review, ReviewScene), f"no review but {type(review).__name__}"
    review.wait()
    game.frames(2)
    for _ in range(4):  # a few moves in: the graph's marker and a move's words
        game.key(pygame.K_RIGHT)


def screen_continue_dialog(game: Game) -> None:
    """Continue on the title after a Points Match hand was left by the end-of-hand panel's Back to menu."""
    from game.ui.menus.dialogs import resume_prompt
    from game.ui.scenes.hand_end import HandEndScene

    game.press("points")
    game.press("start")
    table = _table(game)
    _play_until(game, table, lambda: False, 80)
    game.until(lambda: isinstance(game.top, HandEndScene))
    end = game.top
    assert isinstance(end, HandEndScene), f"no end of hand but {type(end).__name__}"
    game.click(end.menu_button.rect.center)
    game.app.stack.push(resume_prompt(game.session))
    game.frames()


def _bent_both_ways(spots: Sequence[Spot]) -> bool:
    """The line has turned on both arms: a tile above the first tile's row and one below it."""
    if not spots:
        return False
    first = spots[0].box
    return any(s.box.bottom <= first.y for s in spots) and any(s.box.y >= first.bottom for s in spots)


def long_line(rules: Rules, players: int, size: tuple[int, int] = (1280, 720)) -> HandState:
    """A hand (the first found from seed 0 on, so always the same) played by seeded random moves
    until the player is to move with a tile that fits both ends and the line, laid out in a
    window of ``size``, has turned on both arms."""
    g = geometry(size, players)
    for seed in range(LONG_LINE_SEEDS):
        rng = random.Random(seed)
        state = Match.new(rules, players, rules.default_target(players)).start_hand(rng)
        while state.result is None:
            legal = legal_actions(state)
            plays = [a for a in legal if isinstance(a, Play)]
            fits_both = len({p.tile for p in plays}) < len(plays)
            if state.turn == 0 and fits_both and _bent_both_ways(layout_chain(state.chain, g.chain, g.hand_size).spots):
                return state
            state.step(rng.choice(legal))
    raise AssertionError(f"no seed under {LONG_LINE_SEEDS} gives a line bent on both arms")


def screen_table_long_line(game: Game) -> None:
    """Three players in a Points Match resumed at a line bent on both arms; the player lifts a
    tile that fits both ends (its ghosts and their labels at the ends of the bent arms)."""
    from game.domain.lineup import Lineup
    from game.domain.modes import Mode

    session = game.session
    rules = session.rules(session.settings.default_preset)
    state = long_line(rules, 3)
    match = Match.new(rules, 3, rules.default_target(3))
    session.saves.save_match(match, Lineup(Mode.POINTS, default_characters(3)), state)
    table = session.resume(Mode.POINTS)
    assert table is not None
    game.until(lambda: bool(table.human_to_move))
    play = _two_ends(table)
    assert play is not None
    game.click(table.hand_rect(play.tile).center)


def _four_players(game: Game, speed: str | None = None) -> SessionTable:
    """An All Fives match for four (points fly to the bar, badges go up at every seat), resumed
    at a seeded hand's start, at ``speed`` (else the audit's instant pace, where nothing flies)."""
    from game.domain.lineup import Lineup
    from game.domain.modes import Mode

    session = game.session
    session.speed = speed or session.speed
    rules = session.rules("allfives")
    match = Match.new(rules, 4, rules.default_target(4))
    session.saves.save_match(match, Lineup(Mode.POINTS, default_characters(4)), match.start_hand(random.Random(1)))
    table = session.resume(Mode.POINTS)
    assert table is not None
    return table


def screen_table_three_start(game: Game) -> None:
    """Three players at a seeded hand's start, the player to move: the side seats' columns of
    backs at their longest, down past the aid buttons' row."""
    from game.domain.lineup import Lineup
    from game.domain.modes import Mode

    session = game.session
    rules = session.rules(session.settings.default_preset)
    match = Match.new(rules, 3, rules.default_target(3))
    session.saves.save_match(match, Lineup(Mode.POINTS, default_characters(3)), match.start_hand(random.Random(1)))
    table = session.resume(Mode.POINTS)
    assert table is not None
    game.until(lambda: bool(table.human_to_move))


def _play_frames_until(game: Game, table: SessionTable, seen: Callable[[], bool]) -> bool:
    """Frame by frame, the human playing greedily on their turn, until ``seen`` holds (False if
    the hand ends first)."""
    player, rng = make_player("greedy"), random.Random(3)
    for _ in range(FRAME_LIMIT):
        if seen():
            return True
        if table.state.result is not None:
            return False
        if table.human_to_move:
            table.commit(player.choose(observe(table.state, 0), rng))
        game.frames()
    return seen()


def screen_table_four_badges(game: Game) -> None:
    """Four players, the first moment two seats' badges ("Draws 2", "Pass") are up at once."""
    table = _four_players(game)
    _play_frames_until(game, table, lambda: len(table.view.hud_frame(game.app.fonts).badges) >= 2)


def screen_table_four_points(game: Game) -> None:
    """Four players, the first points of the hand held over the line at the top of their rise."""
    from game.ui.table.render.moments import RISE_END

    table = _four_players(game, "fast")
    view = table.view

    def held() -> bool:
        return any(f.rising(view.now) and view.now >= f.t0 + RISE_END * f.duration for f in view.scoreboard.flights)

    _play_frames_until(game, table, held)


def screen_table_four_points_flying(game: Game) -> None:
    """Four players, the first points of the hand on their way across to the score bar (past
    the seats near the line: straight across, a "+10" crossed a seat's name plate)."""
    screen_table_four_points(game)
    table = game.top
    assert isinstance(table, SessionTable)
    view, flight = table.view, table.view.scoreboard.flights[0]
    game.until(lambda: view.now >= flight.t0 + 0.7 * flight.duration)


def screen_title_demo(game: Game) -> None:
    """The title once its background demo has played a hand to the end and lingered on it."""
    from game.ui.menus.title import TitleScene

    title = game.top
    assert isinstance(title, TitleScene)
    demo = next(iter(title.stage.stack))
    assert isinstance(demo, SessionTable)
    game.until(lambda: demo.state.result is not None, DEMO_FRAMES, DEMO_DT)
    game.until(lambda: False, round(demo.pace.linger / DEMO_DT / 2), DEMO_DT)


def screen_history(game: Game) -> None:
    screen_hand_end(game)
    game.key(pygame.K_ESCAPE)
    while len(list(game.app.stack)) > 1:
        game.app.stack.pop()
    game.frames()
    game.press("history")


def screen_replay(game: Game) -> None:
    screen_history(game)
    game.key(pygame.K_RETURN)
    game.frames(5)


def screen_tutorial(game: Game) -> None:
    game.press("tutorial")
    game.frames(30)


def screen_tutorial_later(game: Game) -> None:
    from game.ui.scenes.tutorial import TutorialScene

    screen_tutorial(game)
    table = game.top
    assert isinstance(table, TutorialScene)
    player, rng = make_player("greedy"), random.Random(1)
    for _ in range(3):
        if not game.until(lambda: bool(table.human_to_move), 600):
            return
        action = player.choose(observe(table.state, 0), rng)
        table.table.commit(action)
        game.frames(20)


def screen_tutorial_end(game: Game) -> None:
    """The tutorial played to its end: the score explained, the Finish button."""
    from game.ui.scenes.tutorial import TutorialScene

    screen_tutorial(game)
    tutorial = game.top
    assert isinstance(tutorial, TutorialScene)
    player, rng = make_player("greedy"), random.Random(1)
    while game.until(lambda: tutorial.human_to_move or tutorial.finished, 600) and not tutorial.finished:
        tutorial.table.commit(player.choose(observe(tutorial.state, 0), rng))
        game.frames(20)


def screen_deal_entry(game: Game) -> None:
    game.press("deal")
    for ch in "ABC":
        game.key(pygame.key.key_code(ch.lower()), ch)


SCREENS: dict[str, Callable[[Game], None]] = {
    "title": screen_title,
    "title demo at its hand's end": screen_title_demo,
    "quit dialog": screen_quit_dialog,
    "first start language": screen_first_language,
    "setup quick": _menu("quick"),
    "setup points": _menu("points"),
    "setup partnership": screen_setup_partners,
    "campaign": _menu("campaign"),
    "play this deal": screen_deal_entry,
    "statistics": _menu("stats"),
    "settings": _menu("settings"),
    "rules": _menu("rules"),
    "rules page 2": screen_rules_pages,
    "help overlay": screen_help,
    "resume dialog": screen_resume_dialog,
    "continue dialog after back to menu": screen_continue_dialog,
    "table your move": screen_table_your_move,
    "table draw tooltip": screen_table_draw_tooltip,
    "table choosing end": screen_table_choosing_end,
    "table long line 3 players": screen_table_long_line,
    "table 3 players at the start": screen_table_three_start,
    "table drawing": screen_table_drawing,
    "table drawing for you": screen_table_drawing_for_you,
    "table computer thinking": screen_table_thinking,
    "table hint and tracker": screen_table_aids,
    "table 4 players badges": screen_table_four_badges,
    "table 4 players points held": screen_table_four_points,
    "table 4 players points flying": screen_table_four_points_flying,
    "table help overlay": screen_table_help,
    "leave dialog": screen_leave_dialog,
    "hand end": screen_hand_end,
    "quick round won": screen_quick_round_won,
    "hand review": screen_hand_review,
    "match end": screen_match_end,
    "recent hands": screen_history,
    "replay": screen_replay,
    "tutorial": screen_tutorial,
    "tutorial later step": screen_tutorial_later,
    "tutorial end": screen_tutorial_end,
}


# -- the run ----------------------------------------------------------------------------------

DEFAULT_WINDOW = (1280, 720)
# Screens whose moment was placed in pixels as it began (points in flight leave the line where
# it lay): resized mid-flight they would be checked where no player sees them.
PLAYED_AT_EACH_SIZE = frozenset({"table 4 players points held", "table 4 players points flying"})


@dataclass(frozen=True)
class Case:
    """A screen to open once, in one language at one UI scale, and check at each of ``sizes``."""

    screen: str
    language: str
    scale: int
    sizes: tuple[tuple[int, int], ...]


def cases(screens: Iterable[str], *, full: bool) -> Iterator[Case]:
    """Every screen at every size and scale; in English and, with ``full``, every language,
    else each other language at one scale in turn (Finnish 100%, Swedish 150%, Greek 200%,
    Serbian 200%), so every language and every scale is seen on every screen."""
    others = [lang for lang in LANGUAGES if lang != "en"]
    for screen in screens:
        for scale in SCALES:
            yield Case(screen, "en", scale, SIZES)
        for n, lang in enumerate(others):
            scales = SCALES if full else (SCALES[min(n, len(SCALES) - 1)],)
            for scale in scales:
                yield Case(screen, lang, scale, SIZES)


def _runs(chosen: Sequence[Case]) -> Iterator[tuple[Case, tuple[tuple[int, int], ...]]]:
    """Each case with the window sizes to open it in, the first its own (then resized to the
    rest, as a player may): 1280x720 then every size; for ``PLAYED_AT_EACH_SIZE`` each size anew."""
    for case in chosen:
        if case.screen in PLAYED_AT_EACH_SIZE:
            yield from ((case, (size, size)) for size in case.sizes)
        else:
            yield case, (DEFAULT_WINDOW, *case.sizes)


def audit(
    chosen: Sequence[Case],
    report: Callable[[str], None] = print,
    shots: Path | None = None,
    sides: list[TileSide] | None = None,
) -> tuple[int, list[Problem]]:
    """Open each case's screen and check it at each of its sizes: (frames checked, problems);
    each table screen's line tile size is added to ``sides``."""
    checked, found = 0, []
    for case, sizes in _runs(chosen):
        with tempfile.TemporaryDirectory() as folder:
            game = Game(Path(folder) / "data", case.language, case.scale, sizes[0])
            try:
                SCREENS[case.screen](game)
                for size in sizes[1:]:
                    game.resize(size)
                    items = game.draw()
                    checked += 1
                    if shots is not None:
                        name = f"{case.screen.replace(' ', '_')}-{size[0]}x{size[1]}-{case.scale}-{case.language}.png"
                        pygame.image.save(game.app.window, str(shots / name))
                    side = line_tile_side(items)
                    if sides is not None and side is not None:
                        sides.append(TileSide(case.screen, size, case.scale, case.language, side))
                    for what in problems(items, size, case.scale):
                        problem = Problem(case.screen, size, case.scale, case.language, what)
                        found.append(problem)
                        report(str(problem))
            finally:
                game.close()
                set_language("en")
    return checked, found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check every screen's layout at every size, scale and language.")
    parser.add_argument("--screen", action="append", choices=sorted(SCREENS), help="only these screens")
    parser.add_argument("--full", action="store_true", help="every language at every scale (slower)")
    parser.add_argument("--language", action="append", help="only these languages")
    parser.add_argument("--scale", action="append", type=int, help="only these UI scales")
    parser.add_argument("--shots", help="save each frame checked as a PNG in this folder")
    args = parser.parse_args(argv)
    chosen = [
        c
        for c in cases(args.screen or list(SCREENS), full=args.full)
        if (not args.language or c.language in args.language) and (not args.scale or c.scale in args.scale)
    ]
    shots = Path(args.shots) if args.shots else None
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    sides: list[TileSide] = []
    checked, found = audit(chosen, shots=shots, sides=sides)
    print("\n".join(tile_side_summary(sides)))
    print(f"{checked} screens checked, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
