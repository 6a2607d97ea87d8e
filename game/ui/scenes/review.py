"""The hand review screen: the hand replayed move by move, a graph of the player's expected
result across it, each decision's mark, and the biggest mistake with its reason.

Given a finished hand record (and, from the history, its file, where the analysis is then
kept so a second look is instant). The analysis runs on its own worker thread with a
progress bar; Esc cancels it and leaves. ← → step through the moves, Home / End jump to the
ends, B to the biggest mistake, and a click on the graph jumps to that move.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

import pygame

from game.aids.concepts import move_words, words
from game.aids.review import (
    MARKS,
    Decision,
    Review,
    Reviewer,
    from_json,
    marks_note,
    to_json,
)
from game.engine.actions import Action, Draw, Play
from game.engine.observe import observe
from game.engine.record import HandRecord, replay
from game.engine.state import HandState
from game.engine.tiles import Tile, tiles_in
from game.engine.undo import replayed
from game.fonts import ONE_LINE_SHRINK, fit_plan, fitted
from game.i18n import _, decimal, pgettext
from game.persist.review_cache import keep_review, kept_review
from game.ui import layout_items, skin, theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.scene import Scene
from game.ui.scenes import review_graph
from game.ui.scenes.review_graph import MARK_COLOURS, Look
from game.ui.table.render import hud
from game.ui.table.render.layout import Box, layout_chain
from game.ui.table.render.style import DEFAULT_STYLE, TableStyle

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from game.ui.scene import Host as App
    from game.ui.table.render.draw_tile import TileArt

# The card's words on its walnut keep 4.5:1: the blunder's red is a little lighter there than its marks on the felt.
CARD_WORDS: Final = {**MARK_COLOURS, "blunder": theme.mix(MARK_COLOURS["blunder"], (255, 255, 255), 0.2)}
BEST_COLOUR: Final = CARD_WORDS["good"]


def mark_label(mark: str) -> str:
    labels = {
        "good": pgettext("review mark", "good"),
        "inaccuracy": pgettext("review mark", "inaccuracy"),
        "mistake": pgettext("review mark", "mistake"),
        "blunder": pgettext("review mark", "blunder"),
    }
    return labels[mark]


def default_names(players: int, seat: int) -> list[str]:
    return [_("You") if s == seat else _("Seat {n}").format(n=s + 1) for s in range(players)]


class ReviewPlan:
    """Where the parts of the screen go, for a window size and UI scale (pure)."""

    def __init__(self, size: tuple[int, int], ui: float) -> None:
        w, h = size
        self.u = theme.unit(size)
        self.ui = ui
        m = self.px(20)
        self.title = pygame.Rect(m, self.px(10), w - 2 * m, self.line(30))
        self.summary = pygame.Rect(m, self.title.bottom, w - 2 * m, self.line(17))
        footer_h = self.line(14)
        self.footer = pygame.Rect(m, h - m // 2 - footer_h, w - 2 * m, footer_h)
        # room for the caption and the axis' three labels apart
        graph_h = max(self.px(130), round(h * 0.24), self.line(15) + 4 * self.line(12) + self.px(24))
        top = self.summary.bottom + self.px(8)
        card_w = max(round((w - 3 * m) * 0.23 * max(ui, 1.75)), min(w - 3 * m, self.tx(300)) // 2)  # wider, larger text
        self.card = pygame.Rect(w - m - card_w, top, card_w, self.footer.y - self.px(8) - top)  # its words need height
        left_w = self.card.x - m - m
        self.graph = pygame.Rect(m, self.footer.y - self.px(8) - graph_h, left_w, graph_h)
        body_h = self.graph.y - self.px(10) - top
        hand_h = min(self.px(70), body_h // 3)
        self.chain = pygame.Rect(m, top, left_w, body_h - hand_h - self.px(6))
        self.hand = pygame.Rect(m, self.chain.bottom + self.px(6), left_w, hand_h)

    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def tx(self, v: float) -> int:
        return max(1, round(v * self.u * self.ui))

    def text(self, v: float) -> int:
        """Pixels for text of design size ``v``: never under what fitting may shrink to and still
        be 12 px at 100% (scaled with the setting), however small the window."""
        return max(self.tx(v), math.ceil(SMALLEST_TEXT * self.ui / ONE_LINE_SHRINK))

    def line(self, v: float) -> int:
        """The height of one line of text of design size ``v``."""
        return round(self.text(v) * 1.35)


@dataclass(frozen=True)
class CardLine:
    """One line of the card: its words, the box they were fitted into and at what size, the
    picture and where it goes."""

    text: str
    box: pygame.Rect
    px: int
    bold: bool
    picture: pygame.Surface
    where: pygame.Rect


class ReviewScene(Scene):
    """The review of ``seat``'s play in a finished hand ``record``.

    ``path``: the hand's history file; a cached analysis is read from the record and a new
    one is written there. ``names``: the seats' names (default "You", "Seat 2"...).
    """

    def __init__(  # noqa: PLR0913  (opened from the table, Recent hands and the tests, each naming what it passes)
        self,
        app: App,
        record: HandRecord,
        *,
        seat: int = 0,
        names: Sequence[str] | None = None,
        path: Path | None = None,
        style: TableStyle = DEFAULT_STYLE,
        reviewer: Reviewer | None = None,
    ) -> None:
        super().__init__(app)
        self.record = record
        self.seat = seat
        self.names = list(names) if names is not None else default_names(record.players, seat)
        self.path = path
        self.style = style
        self.reviewer = reviewer or Reviewer()
        final = replay(record)
        states = [replayed(final, [])]
        for event in final.history:
            nxt = states[-1].copy()
            nxt.step(event.action)
            states.append(nxt)
        self.states = states
        self.shown = 0  # moves on the table
        self.review: Review | None = from_json(kept_review(record), record, seat)
        self.progress = 1.0 if self.review else 0.0
        self.save_error = ""
        self.unfinished = False
        self.failed = ""  # why the analysis stopped, when its worker died
        self.cancel = threading.Event()
        self._found: Review | None = None
        self._worker: threading.Thread | None = None
        self.plan = ReviewPlan(app.size, style.scale)
        self.background = hud.felt(app.size)
        self.graph_picture: pygame.Surface | None = None
        if self.review is None:
            self._worker = threading.Thread(target=self._analyse, name="hand-review", daemon=True)
            self._worker.start()
        else:
            self.graph_picture = review_graph.graph_picture(self)

    # -- the analysis on its thread ------------------------------------------------------

    def _analyse(self) -> None:
        try:
            self._found = self.reviewer.review(self.record, self.seat, self._progressed, self.cancel)
        except ValueError:
            self.unfinished = True  # only a finished hand has a review: its moves still replay
        except Exception as exc:  # noqa: BLE001 - any death of the worker is told on the screen, never a frozen 0%
            log.exception("hand review: the analysis stopped")
            self.failed = (str(exc) or type(exc).__name__)[:60]  # for the log and tests; the screen says it stopped

    def _progressed(self, done: float) -> None:
        self.progress = done

    @property
    def analysing(self) -> bool:
        return self.review is None and not self.unfinished and not self.failed

    def status_words(self) -> str:
        """While there are no marks: how far the analysis is, or why there will be none."""
        if self.unfinished:
            return _("This hand did not finish, so there is nothing to grade")
        if self.failed:
            return _("The analysis stopped: the hand still replays (the log says why)")
        return _("Analysing the hand… {p}%").format(p=round(100 * self.progress))

    def wait(self, timeout: float | None = None) -> None:
        """Block until the worker has finished (tests, screenshots)."""
        if self._worker is not None:
            self._worker.join(timeout)

    def update(self, dt: float) -> None:
        worker = self._worker
        if self.review is None and worker is not None and not worker.is_alive() and self._found is not None:
            self.review = self._found
            self.graph_picture = review_graph.graph_picture(self)
            if self.path is not None:
                try:
                    keep_review(self.path, to_json(self.review, self.reviewer.seed))
                except (OSError, ValueError) as exc:
                    self.save_error = _("The review could not be kept: {why}").format(why=str(exc))

    def exit(self) -> None:
        self.cancel.set()

    @property
    def art(self) -> TileArt:
        """The app's tile art with the review's faces in the player's look, whatever look drew before."""
        return self.app.art.with_look(self.style.tiles)

    # -- input ---------------------------------------------------------------------------

    @property
    def moves(self) -> int:
        return len(self.states) - 1

    def go(self, shown: int) -> None:
        self.shown = max(0, min(self.moves, shown))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel.set()
                self.app.stack.pop()
            elif event.key == pygame.K_RIGHT:
                self.go(self.shown + 1)
            elif event.key == pygame.K_LEFT:
                self.go(self.shown - 1)
            elif event.key == pygame.K_HOME:
                self.go(0)
            elif event.key == pygame.K_END:
                self.go(self.moves)
            elif event.key == pygame.K_b and self.review is not None and (worst := self.review.biggest()):
                self.go(worst.move)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.plan.graph.collidepoint(event.pos):
            self.go(self.move_at(event.pos[0]))

    def move_at(self, x: int) -> int:
        """The move under ``x`` on the graph."""
        box = self.plot_box()
        return max(0, min(self.moves, round((x - box.x) / max(1, box.w) * self.moves)))

    def resize(self, size: tuple[int, int]) -> None:
        self.plan = ReviewPlan(size, self.style.scale)
        self.background = hud.felt(size)
        self.graph_picture = review_graph.graph_picture(self)

    # -- what is shown -------------------------------------------------------------------

    def decision(self) -> Decision | None:
        """The seat's decision at the position shown, once analysed."""
        return self.review.at(self.shown) if self.review is not None else None

    def graph_box(self) -> pygame.Rect:
        """The plotting area inside the graph panel (room for its caption above)."""
        g = self.plan.graph
        pad = self.plan.px(12)
        caption = self.plan.line(15)
        return pygame.Rect(g.x + pad, g.y + caption + pad, g.w - 2 * pad, g.h - caption - 2 * pad)

    def plot_box(self) -> pygame.Rect:
        """Where the line's points go: inside the frame by a ring's width, so no line, mark or ring crosses it."""
        inset = review_graph.ring_radius(self.plan) + max(2, self.plan.px(2))
        return self.graph_box().inflate(-2 * inset, -2 * inset)

    def point_xy(self, move: int, value: float, low: float, high: float) -> tuple[int, int]:
        box = self.plot_box()
        x = box.x + round(move / max(1, self.moves) * box.w)
        y = box.bottom - round((value - low) / max(1e-9, high - low) * box.h)
        return x, y

    def value_range(self) -> tuple[float, float]:
        assert self.review is not None
        if self.review.scale == "match":
            return 0.0, 1.0
        values = [v for _, v in self.review.series] + [0.0]
        span = max(5.0, max(abs(v) for v in values))
        return -span, span

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        plan = self.plan
        self.text_in(surface, _("Hand review"), plan.title, Look(30, theme.GOLD, bold=True, align=pygame.FONT_LEFT))
        self.text_in(surface, self.summary_line(), plan.summary, Look(17, theme.TEXT_DIM, align=pygame.FONT_LEFT))
        state = self.states[self.shown]
        self._draw_chain(surface, state)
        self._draw_hand(surface, state)
        self._draw_card(surface)
        review_graph.draw_graph(self, surface)
        footer = self.save_error or _("← → moves · click the graph · B biggest mistake · Esc back")
        self.text_in(surface, footer, plan.footer, Look(14, theme.WARN if self.save_error else theme.TEXT_DIM))

    def text_in(self, surface: pygame.Surface, text: str, box: pygame.Rect, look: Look) -> pygame.Rect:
        """``text`` fitted into ``box`` (shrunk or wrapped, never spilling), top-aligned."""
        px = self.plan.text(look.size)
        picture = fitted(text, box.w, box.h, px, look.colour, bold=look.bold, align=look.align)
        where = picture.get_rect(midtop=box.midtop)
        if look.align == pygame.FONT_LEFT:
            where.left = box.left
        surface.blit(picture, where)
        layout_items.note_fitted(surface, text, box, where, px, look.bold, look.align)
        return where

    def summary_line(self) -> str:
        if self.review is None:
            return self.status_words()
        counts = [f"{mark_label(m)} {self.review.count((m,))}" for m in MARKS]
        return " · ".join(counts)

    def _draw_chain(self, surface: pygame.Surface, state: HandState) -> None:
        plan = self.plan
        skin.well(plan.chain.size, plan.px(10)).blit(surface, plan.chain)
        if not state.chain:
            return
        area = Box(*plan.chain.inflate(-plan.px(16), -plan.px(16)))
        layout = layout_chain(state.chain, area, plan.px(44))
        art = self.art
        for spot in layout.spots:
            surface.blit(art.face(spot.tile, layout.size, spot.angle), (spot.box.x, spot.box.y))
        if state.history and isinstance(state.history[-1].action, Play):
            newest = next(s for s in layout.spots if s.tile is state.history[-1].tile)
            pygame.draw.rect(surface, theme.GLOW, pygame.Rect(newest.box).inflate(4, 4), 2, border_radius=4)

    def _draw_hand(self, surface: pygame.Surface, state: HandState) -> None:
        plan = self.plan
        tiles = tiles_in(state.hands[self.seat])
        if not tiles:
            return
        box = plan.hand
        s = max(6, min(box.h * 2 // 3, box.w // max(1, len(tiles)) * 10 // 22) // 2 * 2)
        gap = s // 5
        total = len(tiles) * 2 * s + (len(tiles) - 1) * gap
        x = box.centerx - total // 2
        y = box.centery - s // 2
        d = self.decision()
        played = d.played.tile if d is not None and isinstance(d.played, Play) else None
        best = d.best.tile if d is not None and isinstance(d.best, Play) and d.best != d.played else None
        art = self.art
        for t in tiles:
            surface.blit(art.face(t, s), (x, y))
            outline = MARK_COLOURS[d.mark] if d is not None and t is played and d.mark != "good" else None
            outline = BEST_COLOUR if t is best else outline
            if outline is not None:
                pygame.draw.rect(surface, outline, (x - 3, y - 3, 2 * s + 6, s + 6), 3, border_radius=s // 5)
            x += 2 * s + gap

    def card_lines(self) -> list[tuple[str, theme.Color, bool]]:
        """The words on the right: the move shown and, for the seat's own, its grade."""
        title = _("Move {k} of {n}").format(k=self.shown + 1, n=self.moves) if self.shown < self.moves else ""
        lines: list[tuple[str, theme.Color, bool]] = [(title, theme.TEXT_DIM, False)] if title else []
        if self.shown >= self.moves:
            return [(_("The hand is over"), theme.TEXT, True)]
        event = self.states[-1].history[self.shown]
        state = self.states[self.shown]
        if event.seat != self.seat:
            return [*lines, (other_move(self.names[event.seat], event.action, event.tile), theme.TEXT, True)]
        obs = observe(state, self.seat)
        d = self.decision()
        lines.append((_("You: {move}").format(move=move_words(event.action, obs)), theme.TEXT, True))
        if d is None:
            return [*lines, (self.status_words(), theme.TEXT_DIM, False)]
        if d.forced:
            return [*lines, (_("Your only move"), theme.TEXT_DIM, False)]
        colour = CARD_WORDS[d.mark]
        biggest = self.review is not None and self.review.biggest() is d
        if biggest:
            lines.insert(0, (_("Biggest mistake"), CARD_WORDS["blunder"], True))
        lines.append((f"{mark_label(d.mark)} · {loss_words(d.loss, self.scale)}", colour, True))
        if d.best != d.played:
            lines.append((_("Best: {move}").format(move=move_words(d.best, obs)), BEST_COLOUR, True))
            lines.append((self.reason_words(d), theme.TEXT, False))
        return lines

    @property
    def scale(self) -> str:
        return self.review.scale if self.review is not None else "points"

    def reason_words(self, d: Decision) -> str:
        """The one line of why: a player's concept, or the plain figure when none applies."""
        if d.reason is not None:
            return words(d.reason, self.names)
        return loss_words(d.loss, self.scale, better=True)

    def card_pictures(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The card's lines as pictures and where they go (see ``card_placed``)."""
        return [(line.picture, line.where) for line in self.card_placed()]

    def card_placed(self) -> list[CardLine]:
        """The card's lines fitted and placed top-down (headings one line, the reason up to
        three); the marks' thresholds at the bottom when room is left."""
        plan = self.plan
        inner = plan.card.inflate(-plan.px(24), -plan.px(20))
        placed: list[CardLine] = []
        y = inner.y
        for text, colour, bold in self.card_lines():
            px = plan.text(17 if bold else 16)
            # headings two lines, the reason four
            height = min(inner.bottom - y, plan.line(17) * 2 if bold else plan.line(16) * 4)
            if height < plan.line(12):
                break
            box = pygame.Rect(inner.x, y, inner.w, height)
            picture = fitted(text, inner.w, height, px, colour, bold=bold, align=pygame.FONT_LEFT)
            placed.append(CardLine(text, box, px, bold, picture, picture.get_rect(topleft=(inner.x, y))))
            y = placed[-1].where.bottom + plan.px(8)
        room = inner.bottom - y - plan.px(8)
        px = plan.text(12)
        reads = fit_plan(marks_note(), inner.w, room, px).drawn_px >= SMALLEST_TEXT * plan.ui - 0.5
        if room > 0 and reads:  # only where it reads
            box = pygame.Rect(inner.x, inner.bottom - room, inner.w, room)
            picture = fitted(marks_note(), inner.w, room, px, theme.TEXT_DIM, align=pygame.FONT_LEFT)
            where = picture.get_rect(bottomleft=inner.bottomleft)
            placed.append(CardLine(marks_note(), box, px, bold=False, picture=picture, where=where))
        return placed

    def _draw_card(self, surface: pygame.Surface) -> None:
        plan = self.plan
        card = plan.card
        d = self.decision()
        biggest = d is not None and self.review is not None and self.review.biggest() is d
        edge = MARK_COLOURS["blunder"] if biggest else theme.BRASS  # thin: a wider edge's bevel lights the words' row
        skin.plaque(card.size, plan.px(10), skin.Trim(edge, max(1, plan.px(1)), plan.px(4))).blit(surface, card)
        for line in self.card_placed():
            surface.blit(line.picture, line.where)
            layout_items.note_fitted(surface, line.text, line.box, line.where, line.px, line.bold, pygame.FONT_LEFT)


def other_move(name: str, action: Action, tile: Tile | None) -> str:
    if isinstance(action, Play):
        return _("{name} plays {tile}").format(name=name, tile=str(tile))
    return _("{name} draws").format(name=name) if isinstance(action, Draw) else _("{name} passes").format(name=name)


def loss_words(loss: float, scale: str, *, better: bool = False) -> str:
    """The expected loss in the hand's terms: points, or per cent of the match."""
    if scale == "match":
        pct = f"{100 * loss:.0f}"
        if better:
            return _("the best move wins the match {n}% more often").format(n=pct)
        return _("{n}% match chance lost").format(n=pct)
    pts = decimal(loss)
    if better:
        return _("the best move is worth {n} points more on average").format(n=pts)
    return _("{n} points lost on average").format(n=pts)
