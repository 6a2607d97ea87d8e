"""The history screen: recent hands from the saved ``dominoes-hand/1`` records, and a
replay of any of them on the table, move by move, forward and back, every hand face up."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine.match import Match
from game.engine.record import HandRecord, replay
from game.engine.state import HandState
from game.engine.undo import replayed
from game.i18n import _
from game.persist.history import History, Recent, hand_of, names_of
from game.persist.saves import Saves
from game.ui import layout_items, skin, theme
from game.ui.menus.notices import NoticeBand, history_notice
from game.ui.menus.text import blit_fitted, set_lines
from game.ui.pace import DEFAULT_SPEED, PACES, Pace
from game.ui.scene import Host, Scene
from game.ui.scenes.review import ReviewScene
from game.ui.seats import Seat, Sitting
from game.ui.table.model.controller import HandController
from game.ui.table.render import hud, words
from game.ui.table.render.layout import Box
from game.ui.table.render.sprites import Sprite
from game.ui.table.render.style import TableStyle
from game.ui.table.render.view import Marks, TableView, ViewConfig
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.engine.tiles import Tile
    from game.ui.table.render.draw_tile import TileArt

LISTED = 60  # newest hands listed
ROWS = 10  # rows on screen at once, at most (fewer when the UI scale leaves room for fewer)


@dataclass(frozen=True)
class Entry:
    """A kept hand on the list: its file, its record, how it ended, and whether a demo played it."""

    path: Path
    record: HandRecord
    final: HandState
    demo: bool

    def when(self) -> str:
        parts = self.path.stem.split("-")
        try:
            return datetime.strptime(parts[1] + parts[2], "%Y%m%d%H%M%S").strftime("%Y-%m-%d %H:%M")
        except (IndexError, ValueError):
            return ""


def seat_names(record: HandRecord, *, demo: bool) -> list[str]:
    """The names kept with the hand ("You" for the player's seat); a hand kept before names
    were: the player's seat is "You" unless the computer played alone, the others "Seat 2"..."""
    kept = names_of(record)
    if kept is not None:
        return [_("You") if name is None else name for name in kept]
    return [_("You") if seat == 0 and not demo else _("Seat {n}").format(n=seat + 1) for seat in range(record.players)]


def outcome(entry: Entry) -> str:
    result = entry.final.result
    if result is None:
        return _("unfinished")
    if result.winner is None:
        return _("a tie")
    rules = entry.final.rules
    seats = [s for s in range(entry.final.players) if rules.unit_of(s) == result.winner]
    names = seat_names(entry.record, demo=entry.demo)
    return _("{name} won").format(name=" & ".join(names[s] for s in seats))


def recent(history: History, limit: int = LISTED) -> list[Entry]:
    """The newest hands first; the history sets aside a file that cannot be read or replayed."""
    return listed(history.recent(limit))


def listed(listing: Recent) -> list[Entry]:
    return [Entry(kept.path, kept.record, kept.final, kept.demo) for kept in listing.hands]


class HistoryScene(Scene):
    """The list: ↑ ↓ to choose, Enter or a click to replay, R or "Review this hand" to review
    the chosen hand (the player's own hands; the review is kept in the hand's file), Esc to go back."""

    def __init__(self, app: Host, saves: Saves, pace: Pace | None = None, style: TableStyle | None = None) -> None:
        super().__init__(app)
        listing = saves.history.recent(LISTED)
        self.entries = listed(listing)
        self.saves = saves
        self.notice = history_notice(listing)  # an unreadable folder, damaged records set aside: in the notice band
        self.notices = NoticeBand()  # the menus' band: that line, under the lasting one while saving fails
        self.pace = pace or PACES[DEFAULT_SPEED]
        self.style = style or TableStyle()
        self.chosen = 0
        self.top = 0
        self.background = hud.felt(app.size)
        self.review_button = Button(Box(0, 0, 1, 1), _("Review this hand"))
        self._lay_out()

    def resize(self, size: tuple[int, int]) -> None:
        self.background = hud.felt(size)
        self._lay_out()

    def update(self, dt: float) -> None:
        """Saving starts failing, or works again: the band follows, and the list under it."""
        if self.notices.stale(self.saves.health):
            self._lay_out()

    def _lay_out(self) -> None:
        width, height = self.app.size  # the band sized as the menus size it
        self.notices.layout(self.saves.health, width, self.tx(17), height // 3, own=[self.notice])
        self._place_button()

    def _place_button(self) -> None:
        w, h = min(self.app.size[0] - self.px(40), self.tx(300)), self.tx(44)
        self.review_button.box = Box((self.app.size[0] - w) // 2, self.app.size[1] - self.px(16) - h, w, h)
        chosen = self.entries[self.chosen] if self.entries else None
        self.review_button.visible = self.review_button.enabled = chosen is not None and not chosen.demo

    def review_chosen(self) -> ReviewScene | None:
        """The review of the chosen hand, from its player's seat (a demo hand has no player)."""
        if not self.review_button.enabled:
            return None
        entry = self.entries[self.chosen]
        names = seat_names(entry.record, demo=entry.demo)
        kept = names_of(entry.record)
        seat = kept.index(None) if kept is not None and None in kept else 0
        scene = ReviewScene(self.app, entry.record, seat=seat, names=names, path=entry.path, style=self.style)
        self.app.stack.push(scene)
        return scene

    @property
    def u(self) -> float:
        return theme.unit(self.app.size)

    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def tx(self, v: float) -> int:
        """Pixels for text and rows, at the UI scale."""
        return self.px(v * self.style.scale)

    def heading(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The title's line and the keys' line under it, from the top (below any notice band)."""
        width = self.app.size[0]
        title = pygame.Rect(self.px(20), self.band + self.px(16), width - self.px(40), self.tx(48))
        return title, pygame.Rect(title.x, title.bottom, title.w, self.tx(28))

    @property
    def list_top(self) -> int:
        return self.heading()[1].bottom + self.px(10)

    @property
    def rows(self) -> int:
        """Rows shown at once: as many as fit between the heading and the review button at the UI
        scale (Up/Down scroll; at 960x540 and 200% the heading's margins left room for 2, #26 defect 9)."""
        below = self.tx(44) + self.px(32)  # the review button and its margins
        room = self.app.size[1] - self.list_top - below + self.tx(6)  # the last row needs no gap under it
        return max(1, min(ROWS, room // self.tx(64)))

    def scroll_bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(track, thumb) beside the rows when more hands are kept than shown; None when all are."""
        count = len(self.entries)
        if count <= self.rows:
            return None
        first, last = self.row_rect(self.top), self.row_rect(self.top + self.rows - 1)
        track = pygame.Rect(first.right + self.px(8), first.y, max(3, self.px(6)), last.bottom - first.y)
        height = max(self.px(16), track.h * self.rows // count)
        y = track.y + (track.h - height) * self.top // (count - self.rows)
        return track, pygame.Rect(track.x, y, track.w, height)

    @property
    def band(self) -> int:
        """The notice band's height across the top (none without a notice): the rest moves down."""
        return self.notices.rect.h

    def row_rect(self, index: int) -> pygame.Rect:
        """Where entry ``index`` is drawn (off the list's window: an empty rect)."""
        shown = index - self.top
        if not 0 <= shown < self.rows:
            return pygame.Rect(0, 0, 0, 0)
        w = min(self.app.size[0] - self.px(60), self.tx(1000))  # and room for the scroll bar at the right
        x = (self.app.size[0] - w) // 2
        return pygame.Rect(x, self.list_top + shown * self.tx(64), w, self.tx(58))  # room for two lines

    def open_chosen(self) -> ReplayTable | None:
        if not self.entries:
            return None
        table = ReplayTable(self.app, self.entries[self.chosen], self.pace, self.style)
        self.app.stack.push(table)
        return table

    def _choose(self, index: int) -> None:
        if not self.entries:
            return
        self.chosen = max(0, min(index, len(self.entries) - 1))
        self.top = min(max(self.top, self.chosen - self.rows + 1), self.chosen)
        self._place_button()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            self._choose(self.chosen - event.y)
        elif event.type == pygame.MOUSEMOTION:
            self.review_button.track(event)
        elif self.review_button.clicked(event):
            self.review_chosen()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index in range(self.top, min(self.top + self.rows, len(self.entries))):
                if self.row_rect(index).collidepoint(event.pos):
                    self.chosen = index
                    self.open_chosen()
                    return

    def _key(self, key: int) -> None:
        """Esc back, Up/Down choose, Enter or Space replays, R reviews."""
        if key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif key in (pygame.K_DOWN, pygame.K_UP):
            self._choose(self.chosen + (1 if key == pygame.K_DOWN else -1))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open_chosen()
        elif key == pygame.K_r:
            self.review_chosen()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        title, keys = self.heading()
        blit_fitted(surface, _("Recent hands"), title, self.tx(34), theme.GOLD, bold=True)
        note = _("↑ ↓ choose · Enter replays the hand · R reviews it · Esc back")
        blit_fitted(surface, note, keys, self.tx(16), theme.TEXT_DIM)
        self.notices.draw(surface)
        if not self.entries:
            if not self.notice:
                blit_fitted(surface, _("No hands played yet"), title.move(0, self.tx(130)), self.tx(20), theme.TEXT)
            return
        self._draw_rows(surface)
        bar = self.scroll_bar()
        if bar is not None:  # more hands than rows: where these are among them
            track, thumb = bar
            pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=track.w // 2)
            pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=thumb.w // 2)
        self.review_button.draw(surface, self.app.fonts)

    def _row_trim(self, *, hot: bool) -> skin.Trim:
        """A hand's plate is edged in brass; the chosen one's edge is wider and glows."""
        if hot:
            return skin.Trim(theme.GLOW, max(2, self.px(3)), self.px(4))
        return skin.Trim(theme.BRASS, max(1, self.px(1)), self.px(4))

    def _draw_rows(self, surface: pygame.Surface) -> None:
        """Each shown hand: when, the rules and players on the left, the outcome and its deal code on
        the right, each half set at one size over one or two lines (never shrunk to one line)."""
        for index in range(self.top, min(self.top + self.rows, len(self.entries))):
            entry, rect = self.entries[index], self.row_rect(index)
            hot = index == self.chosen
            skin.plaque(rect.size, self.px(8), self._row_trim(hot=hot)).blit(surface, rect)
            layout_items.note_control(surface, rect, f"hand {index}")
            rules = _(entry.final.rules.title)
            left = f"{entry.when()}   {rules} · {entry.record.players}" + (f" · {_('demo')}" if entry.demo else "")
            right = outcome(entry) + (f"   {entry.record.deal}" if entry.record.deal else "")
            inner = rect.inflate(-2 * self.tx(14), -self.tx(4))
            split, gap = inner.w * 3 // 5, self.tx(16)  # the gap: the halves never read as one line
            first = pygame.Rect(inner.x, inner.y, split, inner.h)
            second = pygame.Rect(first.right + gap, inner.y, inner.w - split - gap, inner.h)
            px = self.tx(20)
            words = "\n".join(set_lines(left, px, first.w, bold=hot))
            blit_fitted(surface, words, first, px, theme.TEXT, bold=hot, anchor="midleft", align=pygame.FONT_LEFT)
            colour = theme.GLOW if hot else theme.TEXT_DIM
            words = "\n".join(set_lines(right, px, second.w))
            blit_fitted(surface, words, second, px, colour, anchor="midright", align=pygame.FONT_RIGHT)


class ReplayTable(Scene):
    """A finished hand shown again on the table, every hand face up: → plays the next move,
    ← takes it back. It drives a hand controller of its own (nobody thinks here) and plays
    its events on a table view."""

    def __init__(self, app: Host, entry: Entry, pace: Pace, style: TableStyle) -> None:
        """The player's moves are said "You play ..."; a demo hand has no player."""
        super().__init__(app)
        self.style = style
        record = entry.record
        self.names = tuple(seat_names(record, demo=entry.demo))
        self.you = None if entry.demo else 0
        names = self.names
        final = replay(record)
        self.moves = [event.action for event in final.history]
        self.shown = 0  # moves on the table now
        scores = record.scores or (0,) * final.rules.units(final.players)
        self.base_match = Match(final.rules, final.players, record.target, tuple(scores))
        seats = [Seat(name, None) for name in names]
        # The rng only orders hidden slots (every face is up here): fixed, so replays look alike.
        sitting = Sitting(seats, self.base_match, random.Random(0), replayed(final, []))
        self.controller = HandController(sitting, app.executor)
        seed = self.controller.cosmetic_seed
        config = ViewConfig(tuple(names), 0, pace, style, seed, faces_up=True, hand=hand_of(record))
        self.view = TableView(config, self.state, self.base_match, app.size)
        self.view.play(self.controller.dealt())
        self.back_button = Button(self.view.geom.draw_button, _("← Back"))
        self.forward_button = Button(self.view.geom.pass_button, _("Forward →"))
        self._sync_buttons()

    @property
    def state(self) -> HandState:
        return self.controller.state

    @property
    def sprites(self) -> dict[Tile, Sprite]:
        return self.view.sprites

    @property
    def art(self) -> TileArt:
        """The app's tile art with faces in the player's look (a table drawn before may have another)."""
        return self.app.art.with_look(self.style.tiles)

    def forward(self) -> bool:
        if self.shown >= len(self.moves):
            return False
        self.view.play(self.controller.commit(self.moves[self.shown]))
        self.shown += 1
        return True

    def back(self) -> bool:
        if self.shown == 0:
            return False
        self.shown -= 1
        earlier = replayed(self.state, self.state.history[: self.shown])
        self.view.play(self.controller.rewind(earlier, self.base_match))  # the hand is not over any more
        return True

    def update(self, dt: float) -> None:
        self.view.update(dt, self.art)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size, hud.felt(size))
        self._sync_buttons()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RIGHT:
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key == pygame.K_ESCAPE:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEMOTION:
            self.back_button.track(event)
            self.forward_button.track(event)
        elif self.forward_button.clicked(event):
            self.forward()
        elif self.back_button.clicked(event):
            self.back()
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        g = self.view.geom
        self.back_button.box, self.forward_button.box = g.draw_button, g.pass_button
        self.back_button.enabled = self.shown > 0
        self.forward_button.enabled = self.shown < len(self.moves)

    def status(self) -> str:
        """Where the replay is, and the move just made."""
        where = _("Move {k} of {n}: ← back, → forward, Esc to the list").format(k=self.shown, n=len(self.moves))
        history = self.state.history
        if not history:
            return where
        seat = history[-1].seat
        said = words.move_said(history[-1], self.names[seat], opening=len(history) == 1, you=seat == self.you)
        return f"{said} · {where}"

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        self.view.draw(surface, fonts, self.art, Marks())
        self.back_button.draw(surface, fonts)
        self.forward_button.draw(surface, fonts)
        hud.hint(surface, fonts, self.view.geom, self.status(), urgent=False)
