"""End of a hand, over the revealed table: why it ended, pips left, points won, the score sheet."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Final, NamedTuple

import pygame

from game.engine.rules import Rules, Scoring
from game.engine.scoring import BLOCKED, DOMINO, HandResult, round_to_five, unit_totals
from game.engine.tiles import tiles_in
from game.fonts import ONE_LINE_SHRINK, fit_plan, font
from game.i18n import _, pgettext
from game.ui import layout_items, skin, theme
from game.ui.celebration import Cheer
from game.ui.menus.text import blit_fitted
from game.ui.scene import Scene
from game.ui.scenes.button_row import BUTTON_H, ButtonRow
from game.ui.scenes.fold_tab import FoldTab
from game.ui.scenes.score_sheet import (
    FIRST_COLUMN,
    ROW,
    TEXT,
    Pen,
    draw_row,
    draw_sheet,
    fitting_scales,
    readable_px,
    shortened,
)
from game.ui.table.render.layout import Box
from game.ui.table.snapshot import TableCommands, TableSnapshot
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scene import Host as App

VEIL = 60  # the table under the panel dims a little: the hand is over
SHEET_ROWS = 5  # latest hands shown on the score sheet (fewer when the window is short)
CODE_LINE = 22  # the deal code's line, above the buttons
MARGIN = 12  # between the panel and the score bar
LINE_MARGIN = 10  # design units of felt between the panel and the line's tiles (the quick end's stood 5 px off them)
LINE_NEAR = 4  # design units: the least, where a window has no room for more (960x540 at 200%)
FELT_MARGIN = 4  # between the panel and the table's rim (it ran onto the rim at 2560x1440 200% in Greek)
SUM_LINE = 22  # a blocked hand's sum, under the headline
HEADLINE_PX = 17  # design units: the headline's text
HEADLINE_ROW = 22  # design units: its box's height
CHEER_PX = 40  # design units: a Quick Round's "You win!"
NAME_LEAST = 80  # design units: the hand table's names column at its narrowest
FOLD_HANDLE = 26  # design units: the fold's handle, a square in the panel's top right corner
TAB_H, TAB_PX = 36, 20  # design units: the folded panel's tab and its title


def match_won_words(table: TableSnapshot) -> str:
    """Who won the match, as the end screens say it ("You win the match" for the player alone)."""
    match = table.match
    assert match.winner is not None
    if not match.rules.pairs and match.winner == table.human:
        return _("You win the match")
    words = _("{name} win the match") if match.rules.pairs else _("{name} wins the match")
    return words.format(name=table.unit_name(match.winner))


def review_button(table: TableSnapshot) -> Button:
    """The "Review this hand" button: shown when a player sat at the table (a demo has nobody to review)."""
    button = Button(Box(0, 0, 1, 1), _("Review this hand"))
    button.visible = table.human is not None
    return button


def photograph(app: App, table: TableSnapshot) -> None:
    """The --screenshots run's picture of an end screen (named after the hand it follows)."""
    shots = table.plan.screenshots
    if shots is not None:
        app.request_screenshot(shots / f"hand-{table.hands_played:03d}.png")


def _tie_words(scoring: Scoring) -> str:
    """A hand nobody won: what each preset still scores (penalty pips, All Fives' points made in play)."""
    if scoring is Scoring.OWN_PENALTY:
        return _("A tie for the lowest hand: everyone adds their own pips")
    if scoring is Scoring.FIVES_BONUS:
        return _("A tie for the lowest hand: no end bonus")
    if scoring is Scoring.PAIR_PIPS:
        return _("The pairs tie: nobody scores")
    return _("A tie for the lowest hand: nobody scores")


def sum_words(rules: Rules, result: HandResult) -> str:
    """How a blocked hand's points come, in numbers and words ("12 = 18 − 6: the pips left in the
    other hands, less the winner's own"), after each preset's rule (RULES.md); "" when there is
    nothing to reckon (a domino, a tie, a practice hand)."""
    if result.reason != BLOCKED or result.winner is None or rules.open_hands:
        return ""
    if rules.scoring is Scoring.OWN_PENALTY:
        return _("Penalty points: everyone adds the pips left in their own hand")
    totals = unit_totals(rules, result.pips)
    own = totals[result.winner]
    rest = sum(totals) - own
    if rules.scoring is Scoring.PAIR_PIPS:
        first, second = (pips for seat, pips in enumerate(result.pips) if rules.unit_of(seat) != result.winner)
        words = _("{points} = {first} + {second}: the pips left in the other pair's hands")
        return words.format(points=rest, first=first, second=second)
    if rules.scoring is Scoring.FIVES_BONUS:
        words = _("End bonus {bonus}: the pips left in the other hands ({others}), rounded to the nearest 5")
    elif rules.scoring is Scoring.ALL_PIPS:
        words = _("{points} = {others} + {own}: every pip left on the table, the winner's own included")
    elif rules.block_full_sum:
        words = _("{points}: every pip left in the other hands (the winner's own are not taken off)")
    else:
        words = _("{points} = {others} − {own}: the pips left in the other hands, less the winner's own")
    points = rest + own if rules.scoring is Scoring.ALL_PIPS else rest if rules.block_full_sum else rest - own
    return words.format(points=points, bonus=round_to_five(rest), others=rest, own=own)


class Spacing(NamedTuple):
    """The panel's rows in design units, top to bottom: the margin, the title's row and its
    size, the headline's row, the space before and after the tables, the deal code's row (0:
    left out) and the margin under the buttons."""

    top: int
    title: int
    title_px: int
    headline: int
    after_words: int
    after_tables: int
    code: int
    below_buttons: int


ROOMY: Final = Spacing(12, 40, 30, 24, 12, 20, CODE_LINE, 14)
COMPACT: Final = Spacing(6, 30, 24, 22, 4, 6, 0, 8)  # beside the revealed hands in a short window
SEATS_THINGS: Final = ("plate", "portrait", "badge")  # what the panel leaves whole at the seats
ROW_OF_BUTTONS, COLUMN, ASIDE = "row", "column", "aside"  # where the buttons stand (``Layout``)


def free_rects(area: pygame.Rect, obstacles: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """The largest rectangles inside ``area`` that touch none of ``obstacles``: each obstacle
    splits every room it cuts into the parts left, right, above and below it. Only those new
    parts may lie inside another room (a room it missed was one of the largest already), and
    only a room they touch can hold them: so few are tested (``_held``), however many tiles."""
    rooms = [pygame.Rect(area)]
    for obstacle in obstacles:
        parts: set[tuple[int, int, int, int]] = set()
        missed: set[tuple[int, int, int, int]] = set()
        for room in rooms:
            if not room.colliderect(obstacle):
                missed.add((room.x, room.y, room.w, room.h))
                parts.add((room.x, room.y, room.w, room.h))
                continue
            left, top, right, bottom = room.left, room.top, room.right, room.bottom
            if obstacle.left > left:
                parts.add((left, top, obstacle.left - left, room.h))
            if obstacle.right < right:
                parts.add((obstacle.right, top, right - obstacle.right, room.h))
            if obstacle.top > top:
                parts.add((left, top, room.w, obstacle.top - top))
            if obstacle.bottom < bottom:
                parts.add((left, obstacle.bottom, room.w, bottom - obstacle.bottom))
        split = [pygame.Rect(part) for part in parts]
        rooms = [r for r in split if (r.x, r.y, r.w, r.h) in missed or not _held(r, split)]
    return rooms


def _held(room: pygame.Rect, rooms: Sequence[pygame.Rect]) -> bool:
    """Whether another of ``rooms`` holds ``room`` whole (only those it touches are asked)."""
    return any(rooms[i].contains(room) and rooms[i] != room for i in room.collidelistall(rooms))


class Layout(NamedTuple):
    """How the panel stands: where, its rows' spacing, the scale its design units are drawn at
    (the UI scale, or less where the window is short of room), where its buttons stand (``ROW``
    under the tables side by side, ``COLUMN`` under them one above the other, ``ASIDE`` one above
    the other right of the hand's table), whether the score sheet stands beside the hand's table
    and how many hands it shows, whether the hand's table shows each side's total."""

    rect: pygame.Rect
    spacing: Spacing
    scale: float
    buttons: str
    beside: bool = False
    sheet_rows: int = 1
    totals: bool = True
    squeezed: bool = False  # the buttons' labels may wrap (only where nothing else fits)

    @property
    def column(self) -> bool:
        return self.buttons != ROW_OF_BUTTONS


class HandEndScene(Scene):
    """The panel over the revealed table after a hand: why it ended, the pips and points, the
    score sheet, and the way on (next hand, review, menu)."""

    opaque = True  # it shows the table itself, dimmed: the table does not move while this screen is on top

    def __init__(self, app: App, table: TableSnapshot, commands: TableCommands, path: Path | None = None) -> None:
        """``table``: the table as the hand ended; ``commands``: what this panel asks of it.
        ``path``: the hand's history file (its review is kept there), None when it was not kept.
        The default (Enter) is the way on: the next hand, or after a Quick Round "Play again"."""
        super().__init__(app)
        self.table = table
        self.commands = commands
        self.path = path
        self.elapsed = 0.0
        self.updates = 0
        over = table.match.over
        self.next_button = Button(Box(0, 0, 1, 1), _("Play again") if over else _("Next hand"))
        self.menu_button = Button(Box(0, 0, 1, 1), _("Back to menu"))
        self.review_button = review_button(table)
        buttons = (self.menu_button, self.review_button, self.next_button)
        self.buttons = ButtonRow(buttons, self.next_button)
        self.backdrop = pygame.Surface((1, 1))  # the table under its veil, drawn once per size
        self.line: pygame.Rect | None = None  # where the line of play lies on it
        self.line_tiles: list[pygame.Rect] = []  # its tiles
        self.seats_things: list[pygame.Rect] = []  # the faces, name plates and badges at the seats
        self.seats_seen: list[layout_items.LayoutItem] = []  # the faces and plates the panel leaves in view
        won = table.human is not None and table.match.rules.unit_of(table.human) == table.match.winner
        quick_win = table.match.over and table.match.target is None and won and not table.style.reduced_motion
        self.cheer = Cheer(_("You win!"), app.size, table.match.scores[0] * 7919 + 1) if quick_win else None
        self.fold = FoldTab()
        self.bar: tuple[tuple[int, ...], pygame.Surface] | None = None  # the bar counting up: its totals, its picture
        self.resize(app.size)

    # -- layout (once per size) ------------------------------------------------------------

    @property
    def spacing(self) -> Spacing:
        return self.layout.spacing

    def tx(self, v: float) -> int:
        """Design units in the panel's pixels: at the UI scale, or the smaller scale it fits at."""
        return max(1, round(v * self.table.geom.u * self.layout.scale))

    def _line_obstacles(self, margin: int = LINE_MARGIN) -> list[pygame.Rect]:
        """The line of play's tiles, each with ``margin`` design units of felt around."""
        gap = self.table.geom.px(margin)
        return [tile.inflate(2 * gap, 2 * gap) for tile in self.line_tiles]

    def _obstacles(self) -> tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]:
        """What the panel stands clear of: the others' hands lying face up; the seats' faces,
        plates and badges; the player's own tiles left in hand (each with a little room around)."""
        state = self.table.state
        viewer = self.table.human if self.table.human is not None else 0
        others = [t for seat in range(state.players) if seat != viewer for t in tiles_in(state.hands[seat])]
        hands = [self._with_room(self.commands.hand_rect(t)) for t in others]
        seats = [self._with_room(rect) for rect in self.seats_things]
        own = [self._with_room(self.commands.hand_rect(t)) for t in tiles_in(state.hands[viewer])]
        return hands, seats, own

    def _with_room(self, rect: pygame.Rect) -> pygame.Rect:
        """``rect`` with the little room the panel keeps from it on every side."""
        gap = self.table.geom.px(4)
        return rect.inflate(2 * gap, 2 * gap)

    def _scales(self) -> list[float]:
        """The scales the panel may be drawn at, largest first (``fitting_scales``)."""
        return fitting_scales(self.table.geom.u, self.table.geom.ui)

    def _laid_out(self, rooms: Sequence[pygame.Rect], trial: Layout) -> Layout | None:
        """``trial`` in the best of ``rooms`` it fits whole (off the line of play, nearest the
        chain's middle), as wide as the chain where there is room; None when it fits none."""
        g = self.table.geom
        self.layout = trial
        buttons_w, buttons_h = self.buttons.size(self.tx, column=trial.column)
        table_w = max(self._hand_table_least(totals=trial.totals), self._headline_least()) + self.tx(32)
        if trial.squeezed:
            buttons_w = 0
        least_w = table_w + buttons_w - self.tx(16) if trial.buttons == ASIDE else max(buttons_w, table_w)
        usual_w = min(max(g.chain.w, self.tx(640)), self.tx(900))
        words = self.tx(self._height(trial.spacing, 0) - BUTTON_H - trial.spacing.below_buttons)
        best: tuple[tuple[int, int, int], Layout] | None = None
        for room in rooms:
            width = min(room.w, max(least_w, usual_w))
            if width < least_w or not self._headline_reads(width):
                continue
            beside = trial.buttons != ASIDE and self._sheet_fits(width)
            below = self.tx(trial.spacing.below_buttons)
            free_rows = (room.h - words - below - (0 if trial.buttons == ASIDE else buttons_h)) // self.tx(ROW)
            self.layout = layout = trial._replace(beside=beside, sheet_rows=max(1, min(SHEET_ROWS, free_rows - 3)))
            tables = self.tx(ROW) * self.rows()
            height = words + (max(tables, buttons_h) if trial.buttons == ASIDE else tables + buttons_h) + below
            if height > room.h:
                continue
            code_room = trial.buttons != ASIDE and height + self.tx(CODE_LINE) <= room.h
            if not trial.spacing.code and code_room:  # the deal code where it has room, over the buttons' row
                layout = layout._replace(spacing=trial.spacing._replace(code=CODE_LINE))
                height += self.tx(CODE_LINE)
            rect = self._placed(room, width, height)
            middle = pygame.Rect(g.chain).center
            off_middle = abs(rect.centery - middle[1]) + abs(rect.centerx - middle[0])
            rank = (self._line_covered(rect), self._within_line(rect), off_middle)
            if best is None or rank < best[0]:
                best = (rank, layout._replace(rect=rect))
        self.layout = trial
        return best[1] if best is not None else None

    def _within_line(self, rect: pygame.Rect) -> int:
        """How much of the line's whole span ``rect`` lies in, in square pixels: a panel set
        between its rows hid no tile but read as covering the line (the cold review, Quick Round
        at 1280x720), where the felt under the line had room for it."""
        if self.line is None:
            return 0
        clip = rect.clip(self.line)
        return clip.w * clip.h

    def _line_covered(self, rect: pygame.Rect) -> int:
        """How much of the line of play's tiles ``rect`` would hide, in square pixels."""
        return sum(clip.w * clip.h for clip in (rect.clip(tile) for tile in self.line_tiles))

    def _placed(self, room: pygame.Rect, width: int, height: int) -> pygame.Rect:
        """A ``width`` x ``height`` panel in ``room``: off the line of play when there is room above
        or below it (nearest the chain's middle), else centred on the chain."""
        g = self.table.geom
        panel = pygame.Rect(0, 0, width, height)
        panel.center = pygame.Rect(g.chain).center
        line = self.line
        if line is None:
            return panel.clamp(room)
        below, above = panel.copy(), panel.copy()
        below.top, above.bottom = line.bottom + g.px(LINE_MARGIN), line.top - g.px(LINE_MARGIN)
        clear = [spot.clamp(room) for spot in (below, above) if not spot.clamp(room).colliderect(line)]
        return min(clear, key=lambda spot: abs(spot.centery - panel.centery)) if clear else panel.clamp(room)

    def _trials(self) -> list[Layout]:
        """The layouts to try, the roomiest first: the buttons side by side under the tables, else
        one above the other under them, else beside the hand's table; each at the UI scale, else a
        little smaller, down to the smallest readable; last, the hand's table without its totals
        (the score bar shows them)."""
        scales = self._scales()
        trials = [
            Layout(pygame.Rect(0, 0, 0, 0), spacing, scale, buttons)
            for buttons in (ROW_OF_BUTTONS, COLUMN, ASIDE)
            for scale in scales
            for spacing in (ROOMY, COMPACT)
        ]
        return [
            *trials,
            *(Layout(pygame.Rect(0, 0, 0, 0), COMPACT, scales[-1], b, totals=False) for b in (COLUMN, ASIDE)),
        ]

    def _lay_out(self) -> Layout:
        """Where the panel stands (``_first_fit``): on the felt (at 2560x1440 200% in Greek it ran
        onto the rim), unless only the window's whole width leaves the line, the hands and the
        seats in view (960x540). The table's buttons are gone once the hand is over (a greyed Draw
        button peeked out from under its edge)."""
        layout = self._first_fit(self._area())
        hands, seats, own = self._obstacles()
        kept = [*hands, *seats, *self.line_tiles]

        def covered(panel: pygame.Rect) -> tuple[int, int]:
            return len(panel.collidelistall(kept)), len(panel.collidelistall(own))

        if covered(layout.rect) > (0, 0):
            wider = self._first_fit(self._area(on_the_rim=True))
            layout = wider if covered(wider.rect) < covered(layout.rect) else layout
        return layout

    def _first_fit(self, area: pygame.Rect) -> Layout:
        """The first of ``_trials`` that fits clear of the revealed hands, the seats' faces, plates
        and badges, the line of play's tiles and, where there is room, the player's own tiles: a
        smaller, compact panel beside the line (``LINE_MARGIN`` off it, else ``LINE_NEAR`` where
        only that leaves room) is better than a roomy one over it (the cold review:
        "the panel covers the line"). Only where none fits so does it lie over the line (as little
        of it as it can). Where even the smallest fits nowhere clear of the seats (a small window at
        200% with four players), the smallest clear of the revealed hands (its buttons' labels
        wrapped if they must), else over the table's middle; all of it in ``area``."""
        g = self.table.geom
        hands, seats, own = self._obstacles()
        apart, near = self._line_obstacles(), self._line_obstacles(LINE_NEAR)
        trials = self._trials()
        for obstacles in (
            *([*hands, *seats, *own, *line] for line in (apart, near)),
            *([*hands, *seats, *line] for line in (apart, near)),
            [*hands, *seats, *own],
            [*hands, *seats],
        ):
            rooms = free_rects(area, obstacles)
            for trial in trials:
                layout = self._laid_out(rooms, trial)
                if layout is not None:
                    return layout
        smallest = trials[-2]  # the buttons in a column, the table without totals, at the smallest readable
        squeezed = Layout(area, COMPACT, g.ui, ROW_OF_BUTTONS, squeezed=True)  # its labels may wrap
        for rooms in (free_rects(area, hands), [area]):
            for trial in (smallest, squeezed):
                layout = self._laid_out(rooms, trial)
                if layout is not None:
                    return layout
        return smallest._replace(rect=area)

    def _height(self, spacing: Spacing, rows: int) -> int:
        """The panel's height in design units with ``rows`` table rows."""
        words = spacing.top + spacing.title + spacing.headline + (SUM_LINE if self.sum_line() else 0)
        tables = spacing.after_words + ROW * rows + spacing.after_tables
        return words + tables + spacing.code + BUTTON_H + spacing.below_buttons

    def sheet_rows(self) -> int:
        """Hands on the score sheet: the latest, as many as fit beside the revealed hands (the rest are counted)."""
        return self.layout.sheet_rows

    def rows(self) -> int:
        """Table rows: a header and one per unit on the left; header, hands (and a line for
        earlier hands), total on the right."""
        match = self.table.match
        units = match.rules.units(match.players)
        if not self.sheet_beside():
            return units + 1
        shown = min(self.sheet_rows(), len(match.results))
        return max(units + 1, shown + (len(match.results) > shown) + 2)

    def sheet_beside(self) -> bool:
        """Whether the score sheet stands beside the hand's table; when not (many sides in a narrow
        panel), the hand's table alone, with each side's total, fills the row."""
        return self.layout.beside

    def _sheet_fits(self, width: int) -> bool:
        """Whether the score sheet fits beside the hand's table in a panel ``width`` wide, the hand
        table's "This hand" header whole (Swedish's "Den här omgången" was cut at 1920x1080 200%)."""
        font = self._font()
        match = self.table.match
        sheet = self.tx(FIRST_COLUMN) + match.rules.units(match.players) * (font.size("100 (+25)")[0] + self.tx(6))
        header = font.size(pgettext("round", "This hand"))[0]
        hand = self._number_columns(font) + max(self.tx(NAME_LEAST), header)
        return hand + self.tx(16) + sheet <= width - self.tx(48)

    def _headline_least(self) -> int:
        """The headline's width on one line at the smallest it may be fitted to."""
        if self.table.state.result is None:  # not a hand's end (a test's panel over a hand in play)
            return 0
        px = readable_px(self.tx(HEADLINE_PX), self.table.geom.ui, fitted=True)
        return font(math.ceil(px * ONE_LINE_SHRINK)).size(self.headline()[1])[0]

    def _headline_reads(self, width: int) -> bool:
        """Whether the headline, fitted to its row in a panel ``width`` wide, keeps the readable
        size (a row drawn a little smaller than the UI scale may be too low for it)."""
        if self.table.state.result is None:  # not a hand's end (a test's panel over a hand in play)
            return True
        ui = self.table.geom.ui
        px = readable_px(self.tx(HEADLINE_PX), ui, fitted=True)
        fit = fit_plan(self.headline()[1], width - self.tx(32), self.tx(HEADLINE_ROW), px)
        return not fit.wrapped and fit.drawn_px >= readable_px(0, ui)

    def _hand_table_least(self, *, totals: bool) -> int:
        """The hand's table at its narrowest, alone: its "This hand" header whole (or a name,
        shortened), the numbers, and with ``totals`` each side's total."""
        font = self._font()
        total = max(self.tx(70), font.size(_("Total"))[0] + self.tx(10)) if totals else 0
        first = max(self.tx(NAME_LEAST), font.size(pgettext("round", "This hand"))[0] + self.tx(10))
        return first + self._number_columns(font) + total

    def panel(self) -> pygame.Rect:
        """Just big enough for its words, under the score bar, clear of the revealed hands and
        of the seats' faces, plates and badges (``_lay_out``)."""
        return self.layout.rect

    def resize(self, size: tuple[int, int]) -> None:
        self.table = self.commands.snapshot()  # the table has its new geometry already
        self._veil_the_table(size)
        self.bar = None
        self._count_the_bar()
        self.layout = self._lay_out()
        panel = self.panel()
        self.seats_seen = [seen for seen in self.seats_seen if not seen.rect.colliderect(panel)]
        if self.layout.buttons == ASIDE:  # a column right of the hand's table
            panel = panel.clip(panel.right - self.buttons.size(self.tx, column=True)[0], panel.y, panel.w, panel.h)
        self.buttons.place(panel, self.tx, self.spacing.below_buttons, column=self.layout.column)
        self._place_the_fold()
        if self.cheer is not None:
            px = readable_px(self.tx(CHEER_PX), self.table.geom.ui, fitted=True)
            keep_off = [pygame.Rect(self.table.geom.top_bar), *(seen.rect for seen in self.seats_seen)]
            keep_off += [self.fold.handle] if self.fold.handle is not None else []  # its button stays in view
            self.cheer.place(size, self.panel(), self.tx, px, keep_off)

    def _area(self, *, on_the_rim: bool = False) -> pygame.Rect:
        """The felt under the score bar, inside its margins: where the panel may stand (``on_the_rim``:
        the window inside its margins)."""
        g, (width, height) = self.table.geom, self.app.size
        top = g.top_bar.bottom + g.px(MARGIN)
        margin = g.px(MARGIN) if on_the_rim else max(g.px(MARGIN), g.inset + g.px(FELT_MARGIN))
        return pygame.Rect(margin, top, width - 2 * margin, height - top - margin)

    def _place_the_fold(self) -> None:
        """Where the panel lies over the line of play or the player's own tiles left in hand, a
        handle that folds it away, and where its tab stands folded: in the room off the line, the
        hands and the seats nearest the panel's middle (else at the foot of the window)."""
        panel = self.panel()
        hands, seats, own = self._obstacles()
        if not self._line_covered(panel) and panel.collidelist(own) < 0:
            self.fold.place(None, pygame.Rect(0, 0, 0, 0))
            return
        side = self.tx(FOLD_HANDLE)
        handle = pygame.Rect(panel.right - self.tx(8) - side, panel.y + self.tx(6), side, side)
        h = self.tx(TAB_H)
        w = h + self._font_tab().size(self.headline()[0])[0] + h // 2
        area = self._area()
        rooms = [r for r in free_rects(area, [*hands, *seats, *own, *self._line_obstacles()]) if r.w >= w and r.h >= h]
        tab = pygame.Rect(0, 0, w, h)
        tab.midbottom = area.midbottom
        if rooms:
            room = min(rooms, key=lambda r: abs(r.centerx - panel.centerx) + abs(r.centery - panel.centery))
            tab.center = panel.center
            tab.clamp_ip(room)
        self.fold.place(handle, tab)

    def _tab_px(self) -> int:
        return readable_px(self.tx(TAB_PX), self.table.geom.ui, fitted=True)

    def _font_tab(self) -> pygame.font.Font:
        return font(self._tab_px(), bold=True)

    def _veil_the_table(self, size: tuple[int, int]) -> None:
        """The table under a light veil, one picture per size, where its line lies, and where
        the seats' faces, plates and badges are."""
        self.backdrop = pygame.Surface(size)
        with layout_items.recording() as drawn:
            self.commands.draw(self.backdrop)
        self.line_tiles = [item.rect for item in drawn if item.kind == "tile"]
        tiles = self.line_tiles
        self.line = tiles[0].unionall(tiles[1:]) if tiles else None
        self.seats_things = [item.rect for item in drawn if item.kind in SEATS_THINGS]
        self.seats_seen = [item for item in drawn if item.kind in ("plate", "portrait")]
        theme.veil(self.backdrop, VEIL)

    def enter(self) -> None:
        photograph(self.app, self.table)

    def _next(self) -> None:
        self.app.stack.pop()
        self.commands.next_hand()

    def _menu(self) -> None:
        """Leave the table (the title screen, when there is one, is what lies under it)."""
        self.app.stack.pop()
        self.commands.leave()

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.updates += 1
        self._count_the_bar()
        if self.cheer is not None:
            self.cheer.update(dt)
            if self.cheer.done:
                self.cheer = None
        plan = self.table.plan
        shown = self.updates >= 2  # drawn (and photographed) at least once
        if plan.hands is not None and self.table.hands_played >= plan.hands and shown:
            self.app.quit(0)
        elif plan.demo and shown and self.elapsed >= self.table.pace.linger:
            self._next()

    def handle(self, event: pygame.event.Event) -> None:
        """The panel's buttons and keys (a key or a click also ends a Quick Round's cheer); the
        fold's handle and H fold the panel away, its tab or any key bring it back."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.cheer = None
        if self.fold.handle_event(event):
            return
        pressed = self.buttons.handle(event)
        if pressed is self.next_button:
            self._next()
        elif pressed is self.menu_button:
            self._menu()
        elif pressed is self.review_button:
            self.commands.review(self.path)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()

    # -- words and drawing ---------------------------------------------------------

    def headline(self) -> tuple[str, str]:
        table = self.table
        result = table.state.result
        assert result is not None
        title = _("Domino!") if result.reason == DOMINO else pgettext("hand result", "Blocked")
        match = table.match
        if match.rules.open_hands:
            line = _("A practice hand: nothing is scored")
        elif match.over and match.target is not None and match.winner is not None:
            line = match_won_words(table)
        elif result.winner is None:
            line = _tie_words(match.rules.scoring)
        elif result.reason == DOMINO and match.rules.pairs:
            assert result.out_seat is not None
            line = _("{name} went out: {pair} win the hand").format(
                name=table.seats[result.out_seat].name, pair=table.unit_name(result.winner)
            )
        elif result.reason == DOMINO:
            if self._you(result.winner):
                line = _("You went out and won the hand")
            else:
                line = _("{name} went out and won the hand").format(name=table.unit_name(result.winner))
        elif match.rules.pairs:
            line = _("{pair} have the lighter hands and win").format(pair=table.unit_name(result.winner))
        elif self._you(result.winner):
            line = _("You have the lightest hand and win")
        else:
            line = _("{name} has the lightest hand and wins").format(name=table.unit_name(result.winner))
        return title, line

    def sum_line(self) -> str:
        """A blocked hand's arithmetic, under the headline ("" for other hands)."""
        result = self.table.state.result
        return sum_words(self.table.match.rules, result) if result is not None else ""

    def _you(self, unit: int) -> bool:
        """Whether ``unit`` is the player alone ("You win", not "You wins"; a pair reads as plural anyway)."""
        return not self.table.match.rules.pairs and unit == self.table.human

    def draw(self, surface: pygame.Surface) -> None:
        """A light veil over the table (its buttons are asleep under this panel; the revealed
        hands still show), then the panel. The veiled table is one picture per size: redrawing the
        table and blending a window-sized veil each frame was most of a 4K frame (#29)."""
        surface.blit(self.backdrop, (0, 0))
        if self.bar is not None:  # the totals still counting up
            surface.blit(self.bar[1], self.table.geom.top_bar[:2])
        layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=VEIL, name="backdrop"))
        for seen in self.seats_seen:  # they show through the light veil: the audit checks what lies over them
            layout_items.note(seen)
        if self.fold.folded:  # the table in view, the panel folded to its tab
            self.fold.draw_tab(surface, self.headline()[0], self._tab_px())
            return
        panel = self.panel()
        # opaque walnut edged in gold (drawn once per size): nothing shows through the words
        piece = skin.plaque(panel.size, self.tx(14), skin.Trim(theme.GOLD, max(1, self.tx(2)), self.tx(5)))
        piece.blit(surface, panel)
        with layout_items.inside(panel, layout_items.measured_alpha(piece.picture), name="hand end"):
            self._draw_words(surface, panel)
            self.buttons.draw(surface, self.app.fonts)
            self.fold.draw_handle(surface)
        if self.cheer is not None:  # a second's flourish over the panel's head
            self.cheer.draw(surface)
            ribbon = self.cheer.banner_rect()
            layout_items.note(layout_items.LayoutItem("banner", ribbon, self.cheer.words, name="cheer"))

    def _draw_words(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        g, fonts = self.table.geom, self.app.fonts
        line = self.headline()[1]
        spacing = self.spacing
        y = panel.y + self.tx(spacing.top)
        room = panel.w - self.tx(32)  # a long translation shrinks to the panel
        box = pygame.Rect(panel.x + self.tx(16), y, room, self.tx(spacing.title - 2))
        if self.fold.handle is not None:  # the title stays clear of the fold's handle in the corner
            box.inflate_ip(-2 * (self.fold.handle.w + self.tx(8)), 0)
        self._draw_title(surface, box, readable_px(self.tx(spacing.title_px), g.ui, fitted=True))
        y += self.tx(spacing.title)
        box = pygame.Rect(panel.x + self.tx(16), y, room, self.tx(HEADLINE_ROW))
        blit_fitted(
            surface, line, box, readable_px(self.tx(HEADLINE_PX), g.ui, fitted=True), theme.TEXT, anchor="midtop"
        )
        y += self.tx(spacing.headline)
        reckoned = self.sum_line()
        if reckoned:
            box = pygame.Rect(panel.x + self.tx(16), y, room, self.tx(SUM_LINE - 2))
            px = readable_px(self.tx(15), g.ui, fitted=True)
            blit_fitted(surface, reckoned, box, px, theme.TEXT_DIM, anchor="midtop")
            y += self.tx(SUM_LINE)
        y += self.tx(spacing.after_words)
        if self.sheet_beside():
            left = self._hand_table_width(panel.w - self.tx(48))
            right = panel.w - self.tx(48) - left
            self._draw_hand_table(surface, pygame.Rect(panel.x + self.tx(16), y, left, 0), totals=False)
            sheet = pygame.Rect(panel.x + self.tx(32) + left, y, right, 0)
            draw_sheet(surface, Pen(fonts, self.tx, g.ui), self._counted(), sheet, self.sheet_rows())
        else:
            inner = panel.w - self.tx(32)
            if self.layout.buttons == ASIDE:  # the buttons' column stands right of the table
                inner -= self.buttons.size(self.tx, column=True)[0] - self.tx(16)
            self._draw_hand_table(surface, pygame.Rect(panel.x + self.tx(16), y, inner, 0), totals=self.layout.totals)
        deal = self.table.state.deal
        if deal and spacing.code:  # the code that deals this hand again ("Play this deal"), when there is room
            buttons = self.buttons.size(self.tx, column=self.layout.column)[1]  # the buttons fill the bottom rows
            above_buttons = panel.bottom - self.tx(spacing.below_buttons + 4) - buttons
            box = pygame.Rect(panel.x + self.tx(16), above_buttons - self.tx(CODE_LINE), room, self.tx(CODE_LINE))
            self._draw_deal_code(surface, box, deal, readable_px(self.tx(14), g.ui, fitted=True))

    def _draw_deal_code(self, surface: pygame.Surface, box: pygame.Rect, deal: str, px: int) -> None:
        """The code that deals this hand again, in ivory in a slot sunk into the wood like the one it
        is typed into on "Play this deal": a thing to share (as a plain line of grey it read as debug
        output). Where the slot does not fit beside its word, the line is set plainly, shrunk to fit."""
        before, _mark, after = _("Deal {code}").partition("{code}")
        face, pad, gap = font(px, bold=True), self.tx(8), self.tx(6)
        label_w = [font(px).size(words.strip())[0] if words.strip() else 0 for words in (before, after)]
        slot_w = face.size(deal)[0] + 2 * pad
        if sum(label_w) + slot_w + 2 * gap > box.w:
            words = _("Deal {code}").format(code=deal)
            blit_fitted(surface, words, box, px, theme.TEXT_DIM, anchor="midleft", align=pygame.FONT_LEFT)
            return
        x = box.x
        if label_w[0]:
            blit_fitted(surface, before.strip(), pygame.Rect(x, box.y, label_w[0], box.h), px, theme.TEXT_DIM)
            x += label_w[0] + gap
        slot = pygame.Rect(x, box.y, slot_w, box.h)
        skin.slot(slot.size).blit(surface, slot)
        blit_fitted(surface, deal, slot, px, theme.TEXT, bold=True)
        if label_w[1]:
            blit_fitted(
                surface, after.strip(), pygame.Rect(slot.right + gap, box.y, label_w[1], box.h), px, theme.TEXT_DIM
            )

    def _draw_title(self, surface: pygame.Surface, box: pygame.Rect, px: int) -> None:
        """The hand's title ("Domino!") and beside it, as large, the winner's points counting up
        ("+25"): a won hand reads across the room. Left out where they do not fit beside the
        title, and for penalty points (the hand's table has every figure)."""
        title, result, rules = self.headline()[0], self.table.state.result, self.table.match.rules
        assert result is not None
        unit = result.winner
        won = result.points[unit] if unit is not None and rules.scoring is not Scoring.OWN_PENALTY else 0
        face, gap = font(px, bold=True), self.tx(14)
        title_w, points_w = face.size(title)[0] + 2, face.size(f"+{won}")[0] + 2
        if not won or unit is None or title_w + gap + points_w > box.w:
            blit_fitted(surface, title, box, px, theme.GOLD, bold=True, anchor="midtop")
            return
        left = box.centerx - (title_w + gap + points_w) // 2
        blit_fitted(
            surface, title, pygame.Rect(left, box.y, title_w, box.h), px, theme.GOLD, bold=True, anchor="midtop"
        )
        ours = self.table.human is not None and rules.unit_of(self.table.human) == unit
        points = pygame.Rect(left + title_w + gap, box.y, points_w, box.h)
        shown = f"+{self.points_shown(unit)}"
        colour = theme.GLOW if ours else theme.TEXT
        blit_fitted(surface, shown, points, px, colour, bold=True, anchor="topleft", align=pygame.FONT_LEFT)

    def points_shown(self, unit: int) -> int:
        """The unit's points of this hand as the panel shows them now: counted up over the table's
        count-up motion (none at instant speed; at once with reduced motion), from those the bar
        already has (All Fives' points made in play)."""
        state = self.table.state
        assert state.result is not None
        won, had = state.result.points[unit], min(state.in_play[unit], state.result.points[unit])
        duration = self.table.count_up
        if self.table.style.reduced_motion or duration <= 0:
            return won
        return had + round((won - had) * min(1.0, self.elapsed / duration))

    def totals_shown(self) -> tuple[int, ...]:
        """Each unit's match total as the screen shows it now: the old total with the hand's points
        counted so far (the bar, the sheet and the hand's table count up together)."""
        result, scores = self.table.state.result, self.table.match.scores
        assert result is not None
        return tuple(score - result.points[u] + self.points_shown(u) for u, score in enumerate(scores))

    def _counted(self) -> TableSnapshot:
        """The table with the hand's points as counted so far: what the score sheet shows."""
        match = self.table.match
        if not match.results:
            return self.table
        shown = tuple(self.points_shown(u) for u in range(len(match.scores)))
        results = (*match.results[:-1], match.results[-1]._replace(points=shown))
        return replace(self.table, match=replace(match, scores=self.totals_shown(), results=results))

    def _count_the_bar(self) -> None:
        """The score bar while the count-up has not landed: the totals counted so far, under the
        veil, drawn again only when a figure changes (None once it shows the table's own)."""
        if self.table.state.result is None:  # not a hand's end (a test's panel over a hand in play)
            return
        totals = self.totals_shown()
        if totals == self.table.match.scores:
            self.bar = None
        elif self.bar is None or self.bar[0] != totals:
            bar = pygame.Rect(self.table.geom.top_bar)
            picture = pygame.Surface(bar.bottomright)
            with layout_items.recording():  # a still under the veil: the backdrop's bar is the one noted
                self.commands.draw_bar(picture, totals)
            theme.veil(picture, VEIL, bar)
            self.bar = (totals, picture.subsurface(bar).copy())

    def _font(self) -> pygame.font.Font:
        """The face of the panel's two tables (bold: their headers)."""
        g = self.table.geom
        return self.app.fonts.font(readable_px(self.tx(TEXT), g.ui), bold=True)

    def _number_columns(self, font: pygame.font.Font) -> int:
        """The width of the hand table's Pips and Points columns, the gap before them included."""
        return max(self.tx(70), font.size(_("Points"))[0] + self.tx(10)) + font.size(_("Pips"))[0] + self.tx(10)

    def _hand_table_width(self, inner: int) -> int:
        """Two fifths of the row (at most 300 units), or wider when its "This hand" header needs it
        to read whole (Greek's "Αυτός ο γύρος" was cut at 200%), leaving the score sheet room for
        its hand numbers and an entry such as "100 (+25)" per side."""
        font = self._font()
        usual = min(self.tx(300), inner * 2 // 5)
        header = font.size(pgettext("round", "This hand"))[0] + self._number_columns(font)
        match = self.table.match
        units = match.rules.units(match.players)
        sheet = self.tx(FIRST_COLUMN) + units * (font.size("100 (+25)")[0] + self.tx(6))
        names = self._number_columns(font) + self.tx(NAME_LEAST)  # a name, shortened, before the numbers
        return max(usual, names, min(header, inner - sheet - self.tx(16)))

    def _draw_hand_table(self, surface: pygame.Surface, area: pygame.Rect, *, totals: bool) -> None:
        """One row per scoring unit: pips left in hand, points won this hand (and with ``totals``
        the match's total, counting up with them, when no score sheet stands beside)."""
        table, g, fonts = self.table, self.table.geom, self.app.fonts
        result = table.state.result
        assert result is not None
        rules = table.match.rules
        step = self.tx(ROW)
        font = self._font()
        gap = self.tx(10)
        total_w = max(self.tx(70), font.size(_("Total"))[0] + gap) if totals else 0
        points_x = area.w - total_w
        pips_x = points_x - max(self.tx(70), font.size(_("Points"))[0] + gap)
        first = points_x - self._number_columns(font)  # the first column stops short of the pips
        header = [
            (shortened(pgettext("round", "This hand"), font, first), 0, False),
            (_("Pips"), pips_x, False),
            (_("Points"), points_x, False),
            *([(_("Total"), area.w, False)] if totals else []),
        ]
        draw_row(surface, Pen(fonts, self.tx, g.ui), area.topleft, header, bold=True)
        for unit in range(rules.units(table.match.players)):
            seats = [s for s in range(table.match.players) if rules.unit_of(s) == unit]
            pips = sum(result.pips[s] for s in seats)
            won = result.points[unit]
            cells = [
                (shortened(table.unit_name(unit), font, first), 0, False),
                (str(pips), pips_x, False),
                (f"+{self.points_shown(unit)}" if won else "0", points_x, won > 0),
            ]
            if totals:  # the total as it stands with the points counted so far
                cells.append((str(self.totals_shown()[unit]), area.w, False))
            draw_row(surface, Pen(fonts, self.tx, g.ui), (area.x, area.y + step * (unit + 1)), cells)
