"""End of a hand, over the revealed table: why it ended, pips left, points won, the score sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.rules import Scoring
from game.engine.scoring import DOMINO
from game.fonts import fitted
from game.i18n import _, pgettext
from game.ui import theme
from game.ui.scene import Scene
from game.ui.table.layout import Box
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.host import Host as App
    from game.ui.scenes.table import TableScene

SHEET_ROWS = 5  # latest hands shown on the score sheet


def _tie_words(scoring: Scoring) -> str:
    """A hand nobody won: what each preset still scores (penalty pips, All Fives' points made in play)."""
    if scoring is Scoring.OWN_PENALTY:
        return _("A tie for the lowest hand: everyone adds their own pips")
    if scoring is Scoring.FIVES_BONUS:
        return _("A tie for the lowest hand: no end bonus")
    if scoring is Scoring.PAIR_PIPS:
        return _("The pairs tie: nobody scores")
    return _("A tie for the lowest hand: nobody scores")


class HandEndScene(Scene):
    opaque = False

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.elapsed = 0.0
        self.updates = 0
        over = table.match.over
        self.next_button = Button(Box(0, 0, 1, 1), _("New match") if over else _("Next hand"))
        self.menu_button = Button(Box(0, 0, 1, 1), _("Back to menu"))
        self.next_button.enabled = self.menu_button.enabled = True
        self.next_button.focus = True
        self.resize(app.size)

    def rows(self) -> int:
        """Table rows: a header and one per unit on the left; header, hands, total on the right."""
        match = self.table.match
        units = match.rules.units(match.players)
        return max(units + 1, min(SHEET_ROWS, len(match.results)) + 2)

    def panel(self) -> pygame.Rect:
        """Just big enough for its words, centred on the chain (the revealed hands stay in view)."""
        g = self.table.geom
        chain = pygame.Rect(g.chain)
        width = min(chain.w, g.px(900))
        height = g.px(12 + 40 + 24 + 12 + 22 * self.rows() + 20 + 40 + 14)
        return pygame.Rect(0, 0, width, height).move(chain.centerx - width // 2, chain.centery - height // 2)

    def resize(self, size: tuple[int, int]) -> None:
        g = self.table.geom
        panel = self.panel()
        w, h = g.px(170), g.px(40)
        y = panel.bottom - g.px(14) - h
        self.next_button.box = Box(panel.centerx + g.px(8), y, w, h)
        self.menu_button.box = Box(panel.centerx - g.px(8) - w, y, w, h)

    def enter(self) -> None:
        shots = self.table.plan.screenshots
        if shots is not None:
            self.app.request_screenshot(shots / f"hand-{self.table.hands_played:03d}.png")

    def _next(self) -> None:
        self.app.stack.pop()
        self.table.next_hand()

    def _menu(self) -> None:
        """Leave the table (the title screen, when there is one, is what lies under it)."""
        self.app.stack.pop()
        self.app.stack.pop()

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
        self.next_button.track(event)
        self.menu_button.track(event)
        if self.next_button.clicked(event):
            self._next()
        elif self.menu_button.clicked(event):
            self._menu()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._next()
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
            if self._you(match.winner):
                line = _("You win the match")
            else:
                words = _("{name} win the match") if match.rules.pairs else _("{name} wins the match")
                line = words.format(name=table.unit_name(match.winner))
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

    def _you(self, unit: int) -> bool:
        """Whether ``unit`` is the player alone ("You win", not "You wins"; a pair reads as plural anyway)."""
        return not self.table.match.rules.pairs and unit == self.table.human

    def draw(self, surface: pygame.Surface) -> None:
        g, fonts = self.table.geom, self.app.fonts
        panel = self.panel()
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*theme.PANEL, 248), shade.get_rect(), border_radius=g.px(14))
        surface.blit(shade, panel)
        pygame.draw.rect(surface, theme.GOLD, panel, max(1, g.px(2)), border_radius=g.px(14))
        title, line = self.headline()
        y = panel.y + g.px(12)
        room = panel.w - g.px(32)  # a long translation shrinks to the panel
        title_text = fitted(title, room, g.px(38), g.px(30), theme.GOLD, bold=True)
        surface.blit(title_text, title_text.get_rect(midtop=(panel.centerx, y)))
        y += g.px(40)
        line_text = fitted(line, room, g.px(22), g.px(17), theme.TEXT)
        surface.blit(line_text, line_text.get_rect(midtop=(panel.centerx, y)))
        y += g.px(24 + 12)
        left = min(g.px(300), (panel.w - g.px(48)) * 2 // 5)
        right = panel.w - g.px(48) - left
        self._draw_hand_table(surface, pygame.Rect(panel.x + g.px(16), y, left, 0))
        self._draw_sheet(surface, pygame.Rect(panel.x + g.px(32) + left, y, right, 0))
        self.next_button.draw(surface, fonts)
        self.menu_button.draw(surface, fonts)
        deal = self.table.state.deal
        if deal:  # the code that deals this hand again ("Play this deal")
            code = fonts.text(_("Deal {code}").format(code=deal), g.px(13), theme.TEXT_DIM)
            surface.blit(code, code.get_rect(bottomleft=(panel.x + g.px(16), panel.bottom - g.px(10))))

    def _row(self, surface: pygame.Surface, x: int, y: int, cells: list[tuple[str, int, bool]], bold: bool) -> None:
        """Cells as (text, right edge offset, highlighted); the first cell is left-aligned."""
        g, fonts = self.table.geom, self.app.fonts
        for i, (text, offset, hot) in enumerate(cells):
            color = theme.GLOW if hot else (theme.TEXT if bold or i else theme.TEXT_DIM)
            surf = fonts.text(text, g.px(15), color, bold=bold or hot)
            if i == 0:
                surface.blit(surf, (x, y))
            else:
                surface.blit(surf, surf.get_rect(topright=(x + offset, y)))

    def _draw_hand_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """One row per scoring unit: pips left in hand, points won this hand."""
        table, g = self.table, self.table.geom
        result = table.state.result
        assert result is not None
        rules = table.match.rules
        step = g.px(22)
        pips_x, points_x = area.w - g.px(70), area.w
        self._row(
            surface,
            area.x,
            area.y,
            [(pgettext("round", "This hand"), 0, False), (_("Pips"), pips_x, False), (_("Points"), points_x, False)],
            True,
        )
        for unit in range(rules.units(table.match.players)):
            seats = [s for s in range(table.match.players) if rules.unit_of(s) == unit]
            pips = sum(result.pips[s] for s in seats)
            won = result.points[unit]
            cells = [
                (table.unit_name(unit), 0, False),
                (str(pips), pips_x, False),
                (f"+{won}" if won else "0", points_x, won > 0),
            ]
            self._row(surface, area.x, area.y + step * (unit + 1), cells, False)

    def _draw_sheet(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The score sheet: one row per hand, each unit's points and running total."""
        table, g = self.table, self.table.geom
        match = table.match
        units = match.rules.units(match.players)
        step = g.px(22)
        column = (area.w - g.px(60)) // units
        header = [(pgettext("round", "Hand"), 0, False)] + [
            (self._short(u, column), g.px(60) + column * (u + 1), False) for u in range(units)
        ]
        self._row(surface, area.x, area.y, header, True)
        totals = match.running_totals()
        first = max(0, len(match.results) - SHEET_ROWS)
        y = area.y + step
        for number in range(first, len(match.results)):
            result, running = match.results[number], totals[number]
            cells = [(str(number + 1), 0, False)]
            cells += [
                (self._entry(result.points[u], running[u]), g.px(60) + column * (u + 1), False) for u in range(units)
            ]
            self._row(surface, area.x, y, cells, False)
            y += step
        leader = match.winner if match.over else None
        cells = [(_("Total"), 0, False)] + [
            (str(match.scores[u]), g.px(60) + column * (u + 1), u == leader) for u in range(units)
        ]
        pygame.draw.line(surface, theme.FELT_LINE, (area.x, y), (area.right, y), max(1, g.px(1)))
        self._row(surface, area.x, y + g.px(4), cells, True)

    @staticmethod
    def _entry(points: int, total: int) -> str:
        """A score sheet cell: the running total, with the hand's points when there were any."""
        return f"{total} (+{points})" if points else str(total)

    def _short(self, unit: int, width: int) -> str:
        """A column heading that fits its column: the unit's name, shortened if it must be."""
        name = self.table.unit_name(unit)
        font = self.app.fonts.font(self.table.geom.px(15), bold=True)
        while len(name) > 1 and font.size(name)[0] > width - self.table.geom.px(6):
            name = name[:-2] + "…"
        return name
