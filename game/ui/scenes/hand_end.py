"""End of a hand, over the revealed table: why it ended, pips left, points won, the score sheet."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Final, NamedTuple

import pygame

from game.engine.rules import Rules, Scoring
from game.engine.scoring import BLOCKED, DOMINO, HandResult, round_to_five, unit_totals
from game.engine.tiles import tiles_in
from game.i18n import _, pgettext
from game.ui import layout_items, theme
from game.ui.menus.text import blit_fitted
from game.ui.scene import Scene
from game.ui.scenes.button_row import BUTTON_H, ButtonRow
from game.ui.scenes.score_sheet import FIRST_COLUMN, ROW, TEXT, Pen, draw_row, draw_sheet, readable_px, shortened
from game.ui.table.render.hand import human_hand, revealed_hand
from game.ui.table.render.layout import Box
from game.ui.table.render.poses import screen_place
from game.ui.table.render.sprites import Pose
from game.ui.table.snapshot import TableCommands, TableSnapshot
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scene import Host as App

VEIL = 90  # the table under the panel dims a little: the hand is over
SHEET_ROWS = 5  # latest hands shown on the score sheet (fewer when the window is short)
CODE_LINE = 22  # the deal code's line, above the buttons
MARGIN = 12  # between the panel and the window's edges
SUM_LINE = 22  # a blocked hand's sum, under the headline
NAME_LEAST = 80  # design units: the hand table's names column at its narrowest


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


def pose_rect(pose: Pose) -> pygame.Rect:
    """Where a tile lying at ``pose`` covers the screen (upright or across)."""
    w, h = (pose.size, 2 * pose.size) if pose.angle % 180 else (2 * pose.size, pose.size)
    return pygame.Rect(round(pose.x - w / 2), round(pose.y - h / 2), w, h)


class HandEndScene(Scene):
    """The panel over the revealed table after a hand: why it ended, the pips and points, the
    score sheet, and the way on (next hand, review, menu)."""

    opaque = True  # it shows the table itself, dimmed: the table does not move while this screen is on top

    def __init__(self, app: App, table: TableSnapshot, commands: TableCommands, path: Path | None = None) -> None:
        """``table``: the table as the hand ended; ``commands``: what this panel asks of it.
        ``path``: the hand's history file (its review is kept there), None when it was not kept.
        After the last hand of a match (a Quick Round) the default is the way back to the menu."""
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
        self.buttons = ButtonRow(buttons, self.menu_button if over else self.next_button)
        self.backdrop = pygame.Surface((1, 1))  # the table under its veil, drawn once per size
        self.line: pygame.Rect | None = None  # where the line of play lies on it
        self.resize(app.size)

    def clear_area(self) -> pygame.Rect:
        """The window under the score bar less the row and the columns where the others' hands
        lie face up: the panel stands in it, so the revealed tiles stay in view."""
        g, state = self.table.geom, self.table.state
        left, top, right = 0, g.top_bar.bottom, self.app.size[0]
        gap = g.px(6)
        viewer = self.table.human if self.table.human is not None else 0
        for seat in range(state.players):
            place = g.seats[screen_place(seat, viewer, state.players)]
            if place.side == "bottom":
                continue
            for pose in revealed_hand(tiles_in(state.hands[seat]), place, g).values():
                lying = pose_rect(pose)
                if place.side == "top":
                    top = max(top, lying.bottom + gap)
                elif place.side == "left":
                    left = max(left, lying.right + gap)
                else:
                    right = min(right, lying.left - gap)
        return pygame.Rect(left, top, right - left, self.app.size[1] - top)

    def _height(self, spacing: Spacing, rows: int) -> int:
        """The panel's height in design units with ``rows`` table rows."""
        words = spacing.top + spacing.title + spacing.headline + (SUM_LINE if self.sum_line() else 0)
        tables = spacing.after_words + ROW * rows + spacing.after_tables
        return words + tables + spacing.code + BUTTON_H + spacing.below_buttons

    def _spacing(self) -> Spacing:
        """Roomy when the panel fits beside the revealed hands so, else compact."""
        units = self.table.match.rules.units(self.table.match.players)
        return ROOMY if self.table.geom.tx(self._height(ROOMY, units + 1)) <= self.clear_area().h else COMPACT

    def sheet_rows(self) -> int:
        """Hands on the score sheet: the latest, as many as fit beside the revealed hands (the rest are counted)."""
        g = self.table.geom
        room = self.clear_area().h - g.tx(self._height(self.spacing, 3))
        return max(1, min(SHEET_ROWS, room // g.tx(ROW)))

    def rows(self) -> int:
        """Table rows: a header and one per unit on the left; header, hands (and a line for
        earlier hands), total on the right."""
        match = self.table.match
        units = match.rules.units(match.players)
        if not self.sheet_beside():
            return units + 1
        shown = min(self.sheet_rows(), len(match.results))
        return max(units + 1, shown + (len(match.results) > shown) + 2)

    def _width(self) -> int:
        """The panel's width: the chain's, within the room beside the revealed hands."""
        g = self.table.geom
        return min(self.clear_area().w - g.tx(2 * MARGIN), max(g.chain.w, g.tx(640)), g.tx(900))

    def sheet_beside(self) -> bool:
        """Whether the score sheet fits beside the hand's table; when not (many sides in a narrow
        panel), the hand's table alone, with each side's total, fills the row."""
        g, font = self.table.geom, self._font()
        match = self.table.match
        sheet = g.tx(FIRST_COLUMN) + match.rules.units(match.players) * (font.size("100 (+25)")[0] + g.tx(6))
        hand = self._number_columns(font) + g.tx(NAME_LEAST)
        return hand + g.tx(16) + sheet <= self._width() - g.tx(48)

    def panel(self) -> pygame.Rect:
        """Just big enough for its words at the UI scale, under the score bar, off the revealed
        hands (``clear_area``), and off the line of play when there is room above or below it
        (nearest the chain's middle), else centred on the chain."""
        g = self.table.geom
        area = self.clear_area()
        height = min(area.h, g.tx(self._height(self.spacing, self.rows())))
        panel = pygame.Rect(0, 0, self._width(), height)
        panel.center = pygame.Rect(g.chain).center
        line = self.line
        if line is None:
            return panel.clamp(area)
        below, above = panel.copy(), panel.copy()
        below.top, above.bottom = line.bottom + g.px(8), line.top - g.px(8)
        clear = [spot.clamp(area) for spot in (below, above) if not spot.clamp(area).colliderect(line)]
        own = self._own_tiles()

        def keeps_off(spot: pygame.Rect) -> tuple[bool, int]:  # off the player's own tiles first, then nearest
            return own is not None and spot.colliderect(own), abs(spot.centery - panel.centery)

        return min(clear, key=keeps_off) if clear else panel.clamp(area)

    def _own_tiles(self) -> pygame.Rect | None:
        """Where the player's own tiles left at the end lie (None when they went out)."""
        state, g = self.table.state, self.table.geom
        seat = self.table.human if self.table.human is not None else 0
        rects = [pose_rect(pose) for pose in human_hand(tiles_in(state.hands[seat]), g).values()]
        return rects[0].unionall(rects[1:]) if rects else None

    def resize(self, size: tuple[int, int]) -> None:
        self.table = self.commands.snapshot()  # the table has its new geometry already
        self._veil_the_table(size)
        self.spacing = self._spacing()
        self.buttons.place(self.panel(), self.table.geom.tx, self.spacing.below_buttons)

    def _veil_the_table(self, size: tuple[int, int]) -> None:
        """The table under a light veil, one picture per size, and where its line lies."""
        self.backdrop = pygame.Surface(size)
        with layout_items.recording() as drawn:
            self.commands.draw(self.backdrop)
        tiles = [item.rect for item in drawn if item.kind == "tile"]
        self.line = tiles[0].unionall(tiles[1:]) if tiles else None
        dim = 255 - VEIL  # black at VEIL alpha, as a multiply
        self.backdrop.fill((dim, dim, dim), special_flags=pygame.BLEND_RGB_MULT)

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
        plan = self.table.plan
        shown = self.updates >= 2  # drawn (and photographed) at least once
        if plan.hands is not None and self.table.hands_played >= plan.hands and shown:
            self.app.quit(0)
        elif plan.demo and shown and self.elapsed >= self.table.pace.linger:
            self._next()

    def handle(self, event: pygame.event.Event) -> None:
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
        layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=VEIL, name="backdrop"))
        g = self.table.geom
        panel = self.panel()
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        # opaque: nothing shows through the words
        pygame.draw.rect(shade, theme.PANEL, shade.get_rect(), border_radius=g.tx(14))
        surface.blit(shade, panel)
        pygame.draw.rect(surface, theme.GOLD, panel, max(1, g.tx(2)), border_radius=g.tx(14))
        with layout_items.inside(panel, layout_items.measured_alpha(shade), name="hand end"):
            self._draw_words(surface, panel)
            self.buttons.draw(surface, self.app.fonts)

    def _draw_words(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        g, fonts = self.table.geom, self.app.fonts
        title, line = self.headline()
        spacing = self.spacing
        y = panel.y + g.tx(spacing.top)
        room = panel.w - g.tx(32)  # a long translation shrinks to the panel
        box = pygame.Rect(panel.x + g.tx(16), y, room, g.tx(spacing.title - 2))
        px = readable_px(g.tx(spacing.title_px), g.ui, fitted=True)
        blit_fitted(surface, title, box, px, theme.GOLD, bold=True, anchor="midtop")
        y += g.tx(spacing.title)
        box = pygame.Rect(panel.x + g.tx(16), y, room, g.tx(22))
        blit_fitted(surface, line, box, readable_px(g.tx(17), g.ui, fitted=True), theme.TEXT, anchor="midtop")
        y += g.tx(spacing.headline)
        reckoned = self.sum_line()
        if reckoned:
            box = pygame.Rect(panel.x + g.tx(16), y, room, g.tx(SUM_LINE - 2))
            px = readable_px(g.tx(15), g.ui, fitted=True)
            blit_fitted(surface, reckoned, box, px, theme.TEXT_DIM, anchor="midtop")
            y += g.tx(SUM_LINE)
        y += g.tx(spacing.after_words)
        if self.sheet_beside():
            left = self._hand_table_width(panel.w - g.tx(48))
            right = panel.w - g.tx(48) - left
            self._draw_hand_table(surface, pygame.Rect(panel.x + g.tx(16), y, left, 0), totals=False)
            sheet = pygame.Rect(panel.x + g.tx(32) + left, y, right, 0)
            draw_sheet(surface, Pen(fonts, g.tx, g.ui), self.table, sheet, self.sheet_rows())
        else:
            self._draw_hand_table(surface, pygame.Rect(panel.x + g.tx(16), y, panel.w - g.tx(32), 0), totals=True)
        deal = self.table.state.deal
        if deal and spacing.code:  # the code that deals this hand again ("Play this deal"), when there is room
            above_buttons = panel.bottom - g.tx(spacing.below_buttons + BUTTON_H + 4)  # the buttons fill the bottom row
            box = pygame.Rect(panel.x + g.tx(16), above_buttons - g.tx(CODE_LINE), room, g.tx(CODE_LINE))
            words = _("Deal {code}").format(code=deal)
            px = readable_px(g.tx(14), g.ui, fitted=True)
            blit_fitted(surface, words, box, px, theme.TEXT_DIM, anchor="midleft", align=pygame.FONT_LEFT)

    def points_shown(self, unit: int) -> int:
        """The unit's points of this hand as the panel shows them now: counted up over the table's
        count-up motion (none at instant speed; at once with reduced motion)."""
        result = self.table.state.result
        assert result is not None
        won = result.points[unit]
        duration = self.table.count_up
        if self.table.style.reduced_motion or duration <= 0:
            return won
        return round(won * min(1.0, self.elapsed / duration))

    def _font(self) -> pygame.font.Font:
        """The face of the panel's two tables (bold: their headers)."""
        g = self.table.geom
        return self.app.fonts.font(readable_px(g.tx(TEXT), g.ui), bold=True)

    def _number_columns(self, font: pygame.font.Font) -> int:
        """The width of the hand table's Pips and Points columns, the gap before them included."""
        g = self.table.geom
        return max(g.tx(70), font.size(_("Points"))[0] + g.tx(10)) + font.size(_("Pips"))[0] + g.tx(10)

    def _hand_table_width(self, inner: int) -> int:
        """Two fifths of the row (at most 300 units), or wider when its "This hand" header needs it
        to read whole (Greek's "Αυτός ο γύρος" was cut at 200%), leaving the score sheet room for
        its hand numbers and an entry such as "100 (+25)" per side."""
        g, font = self.table.geom, self._font()
        usual = min(g.tx(300), inner * 2 // 5)
        header = font.size(pgettext("round", "This hand"))[0] + self._number_columns(font)
        match = self.table.match
        units = match.rules.units(match.players)
        sheet = g.tx(FIRST_COLUMN) + units * (font.size("100 (+25)")[0] + g.tx(6))
        names = self._number_columns(font) + g.tx(NAME_LEAST)  # a name, shortened, before the numbers
        return max(usual, names, min(header, inner - sheet - g.tx(16)))

    def _draw_hand_table(self, surface: pygame.Surface, area: pygame.Rect, *, totals: bool) -> None:
        """One row per scoring unit: pips left in hand, points won this hand (and with ``totals``
        the match's total, counting up with them, when no score sheet stands beside)."""
        table, g, fonts = self.table, self.table.geom, self.app.fonts
        result = table.state.result
        assert result is not None
        rules = table.match.rules
        step = g.tx(ROW)
        font = self._font()
        gap = g.tx(10)
        total_w = max(g.tx(70), font.size(_("Total"))[0] + gap) if totals else 0
        points_x = area.w - total_w
        pips_x = points_x - max(g.tx(70), font.size(_("Points"))[0] + gap)
        first = points_x - self._number_columns(font)  # the first column stops short of the pips
        header = [
            (shortened(pgettext("round", "This hand"), font, first), 0, False),
            (_("Pips"), pips_x, False),
            (_("Points"), points_x, False),
            *([(_("Total"), area.w, False)] if totals else []),
        ]
        draw_row(surface, Pen(fonts, g.tx, g.ui), area.topleft, header, bold=True)
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
                cells.append((str(table.match.scores[unit] - won + self.points_shown(unit)), area.w, False))
            draw_row(surface, Pen(fonts, g.tx, g.ui), (area.x, area.y + step * (unit + 1)), cells)
