"""The Campaign screen: three venues side by side, their matches, the stamps earned, what is locked.

An open match starts at once with a click or Enter, whether it is new, won before, or just
lost (a lost match is replayed straight away). The saved Campaign match offers to continue
from its card, and starting another match asks first, as it gives the saved one up. Locked
matches say what opens them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.domain.campaign import VENUES, CampaignMatch, Venue
from game.domain.modes import Mode
from game.domain.roster import character
from game.engine.rules import PRESETS
from game.fonts import fit_plan
from game.i18n import _
from game.ui import skin, theme
from game.ui.kept import Kept
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Control, MenuButton
from game.ui.menus.dialogs import campaign_card_prompt, unless_saved
from game.ui.menus.text import blit_fitted, line_height, wrapped_lines
from game.ui.venues import table_surface

if TYPE_CHECKING:
    from game.ui.scene import Host as App
    from game.ui.session import Session


CARDS = 130  # design units: the venues' cards as designed
STATUS_PX = 18  # design px: a card's stamps or lock
LOCKED_VEIL = 150  # how dark a locked venue's picture is (as a black veil this opaque)
_venue_pictures: Kept[pygame.Surface] = Kept(6)  # three venues, locked or open, at the window's size


def match_detail(plan: CampaignMatch) -> str:
    names = ", ".join(character(c).name for c in plan.characters)
    return _("{rules} to {target} · {names}").format(
        rules=_(PRESETS[plan.preset].title), target=plan.target, names=names
    )


class CampaignScene(MenuScene):
    """The three venues, their matches in columns (one scrolling column when they cannot fit), stamps and locks."""

    panel_width = 1220
    row_height = 44  # a row of the one scrolling column (with its second line, 8/5 of this)
    card_row = 78  # a row in the three columns
    row_gap = 12
    content_height = CARDS  # the venues' headings (taller where their words need it: ``resize``)

    def __init__(self, app: App, session: Session) -> None:
        self.seen: frozenset[str] = session.saves.campaign.stamps  # stamps the player has seen here
        self.fresh: frozenset[str] = frozenset()  # stamps won since the screen was last shown
        super().__init__(app, session)

    def title(self) -> str:
        return _("Campaign complete!") if self.session.saves.campaign.complete else _("Campaign")

    def build(self) -> list[Control]:
        controls: list[Control] = []
        for venue in VENUES:
            for plan in venue.matches:
                controls.append(
                    MenuButton(
                        plan.id,
                        lambda plan=plan: _(plan.title),  # type: ignore[misc]
                        lambda plan=plan: self._play(plan.id),  # type: ignore[misc]
                        enabled=lambda plan=plan: self.session.saves.campaign.is_open(plan.id),  # type: ignore[misc]
                        detail=lambda plan=plan: self._detail(plan),  # type: ignore[misc]
                    )
                )
        controls.append(MenuButton("back", lambda: _("Back"), self.back))
        return controls

    def _detail(self, plan: CampaignMatch) -> str:
        """The match's rules and opponents; the saved match, where it stands instead (#26 defect 12)."""
        saved = self.session.saves.saved(Mode.CAMPAIGN)
        if saved is None or saved.lineup.campaign_match != plan.id:
            return match_detail(plan)
        standing = saved.standing  # as the Continue dialog tells it: a finished saved hand counted
        scores = " – ".join(str(s) for s in standing.scores)
        return _("Match in progress: Hand {n}, {scores}").format(n=standing.hand_number, scores=scores)

    def _play(self, match_id: str) -> None:
        def go() -> None:
            self.session.start_campaign(match_id)

        saved = self.session.saves.saved(Mode.CAMPAIGN)
        if saved is not None and saved.lineup.campaign_match == match_id:
            self.app.stack.push(campaign_card_prompt(self.session, saved, go))
        else:
            unless_saved(self.session, Mode.CAMPAIGN, go)

    def footer(self) -> str:
        """The aids first (a Campaign match is played without them: the rule is said where the player chooses it)."""
        return _("No hints, tracker or undo: every match is played unaided") + " · " + super().footer()

    def enter(self) -> None:
        """Back from a match: show the new stamp and put the focus on what comes next."""
        super().enter()
        stamps = self.session.saves.campaign.stamps
        self.fresh, self.seen = stamps - self.seen, stamps
        following = self.session.saves.campaign.next_match()
        keys = [c.key for c in self.controls]
        if following is not None and following.id in keys:
            self.focus = keys.index(following.id)

    def resize(self, size: tuple[int, int]) -> None:
        """The cards as designed, or taller where their stamps or lock would not fit (a small
        window at a large text size): the match rows under them scroll rather than the cards go quiet."""
        self.content_height = CARDS
        super().resize(size)
        need = self._cards_need()
        if need > self.content_area.h:
            self.content_height = math.ceil(need / self.u)
            super().resize(size)

    def _cards_need(self) -> int:
        """The height the tallest card needs for its name and, under it, its stamps or lock in full."""
        px = self.small_px(STATUS_PX)
        need = 0
        for venue, column in zip(VENUES, self.columns(), strict=True):
            width = column.w - self.px(16)
            lines = wrapped_lines(self._status(venue), px, width)
            words = self._name_height(_(venue.name), width) + len(lines) * line_height(px)
            need = max(need, words + self.px(8 + 4 + 8 + 8))  # the name's top, between, the status's foot, the gap
        return need

    def columns(self) -> list[pygame.Rect]:
        area = self.list_area
        gap = self.px(20)
        width = (area.w - 2 * gap) // 3
        return [pygame.Rect(area.x + i * (width + gap), area.y, width, area.h) for i in range(3)]

    def _row_room(self) -> int:
        """The height a match row may have in three columns (above Back)."""
        return (self.list_area.h - self.px(46) - self.px(self.row_gap)) // 3 - self.px(self.row_gap)

    def stacked(self) -> bool:
        """Three columns cannot hold the matches at the text size asked: one column that scrolls."""
        wanted = max(self.px(self.card_row), round(self.readable * 3.2))  # a title and a line under it
        return self.columns()[0].w < self.readable * 24 or self._row_room() < wanted

    def layout_controls(self) -> None:
        """The matches in three columns where their words fit the rows at their size, else in one
        column that scrolls: at 2560x1440 200% the columns were wide enough for the readable size
        but not for the words asked, and each row's second line shrank to its own size (one large,
        the next half as large)."""
        if not self.stacked():
            self._lay_out_columns()
            if all(control.fits() for control in self.controls[:-1]):
                return
        super().layout_controls()
        for control in self.controls[:-1]:
            control.inset = self.px(44)

    def _lay_out_columns(self) -> None:
        columns = self.columns()
        height = max(self.px(self.card_row), round(self.readable * 3.2))
        step = height + self.px(self.row_gap)
        for i, control in enumerate(self.controls[:-1]):
            column = columns[i // 3]
            control.rect = pygame.Rect(column.x, column.y + (i % 3) * step, column.w, height)
            control.inset = self.px(44)  # the stamp or the lock
            self.size_words(control)
        back = self.controls[-1]
        back.rect = pygame.Rect(0, 0, self.px(240), self.px(46))
        back.rect.midbottom = (self.list_area.centerx, self.list_area.bottom)
        self.size_words(back)

    def key(self, key: int, mod: int = 0) -> None:
        """Left and Right move between venues; the rest as in any menu."""
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(self.controls) - 1:
            target = self.focus + (3 if key == pygame.K_RIGHT else -3)
            if 0 <= target < len(self.controls) - 1 and self.controls[target].enabled:
                self.focus = target
            return
        super().key(key, mod)

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        progress = self.session.saves.campaign
        for venue, column in zip(VENUES, self.columns(), strict=True):
            box = pygame.Rect(column.x, area.y, column.w, area.h)
            self._draw_venue(surface, venue, box, unlocked=progress.venue_unlocked(venue))

    def _status(self, venue: Venue) -> str:
        """Under a venue's name: the stamps won there, or what opens it."""
        progress = self.session.saves.campaign
        if progress.venue_unlocked(venue):
            return _("{n} of 3 stamps").format(n=progress.stamped_in(venue))
        return self._lock_reason(venue)

    def _lock_reason(self, venue: Venue) -> str:
        before = VENUES[VENUES.index(venue) - 1]
        return _("Locked: win all three matches at {venue}").format(venue=_(before.name))

    def _name_height(self, name: str, width: int) -> int:
        """One line for a venue's name; two when one line would shrink it under the readable size."""
        one = max(self.px(40), self.readable * 3 // 2)
        if fit_plan(name, width, one, self.small_px(28), bold=True).drawn_px >= SMALLEST_TEXT * self.text_scale - 0.5:
            return one
        return 2 * line_height(self.small_px(28), bold=True)

    def _draw_venue(self, surface: pygame.Surface, venue: Venue, box: pygame.Rect, *, unlocked: bool) -> None:
        """The venue's table in its room (veiled while locked), its name on a walnut sign across
        its top (the long Greek names ran over the room's window and chalkboard), its stamps or
        lock under it."""
        swatch = pygame.Rect(box.x, box.y, box.w, box.h - self.px(8))
        surface.blit(venue_picture(venue.look, swatch.size, unlocked=unlocked), swatch)
        pygame.draw.rect(surface, theme.BRASS, swatch, max(1, self.px(2)), border_radius=self.px(6))
        name_h = self._name_height(_(venue.name), swatch.w - self.px(16))
        name = pygame.Rect(swatch.x, swatch.y + self.px(8), swatch.w, name_h)
        sign = name.inflate(-self.px(8), 0)
        trim = skin.Trim(theme.BRASS, max(1, self.px(1)), self.px(2))
        skin.plaque(sign.size, self.px(6), trim).blit(surface, sign)
        blit_fitted(surface, _(venue.name), name.inflate(-self.px(16), 0), self.small_px(28), theme.GOLD, bold=True)
        line = pygame.Rect(swatch.x, name.bottom + self.px(4), swatch.w, swatch.bottom - name.bottom - self.px(8))
        if line.h >= line_height(self.readable):  # else the window is too small to say it: the rows' padlocks do
            blit_fitted(
                surface, self._status(venue), line.inflate(-self.px(16), 0), self.small_px(STATUS_PX), theme.TEXT
            )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        stamps = self.session.saves.campaign.stamps
        for control in self.controls[:-1]:
            if not self.shown(control):
                continue
            mark = pygame.Rect(0, 0, self.px(34), self.px(34))
            mark.midright = (control.rect.right - self.px(10), control.rect.centery)
            if control.key in stamps:
                self._draw_stamp(surface, mark)
                if control.key in self.fresh:
                    pill = pygame.Rect(0, 0, self.px(64), self.px(24))
                    pill.center = (mark.centerx - self.px(10), control.rect.y)
                    pygame.draw.rect(surface, theme.BACK, pill, border_radius=pill.h // 2)
                    words = pill.inflate(-self.px(8), 0)
                    blit_fitted(surface, _("New!"), words, self.small_px(16), theme.GLOW, bold=True)
            elif not control.enabled:
                self._draw_lock(surface, mark)

    def _draw_stamp(self, surface: pygame.Surface, mark: pygame.Rect) -> None:
        """A round gold stamp with a tick."""
        pygame.draw.circle(surface, theme.GOLD, mark.center, mark.w // 2)
        pygame.draw.circle(surface, theme.BACK, mark.center, mark.w // 2, max(2, mark.w // 10))
        tick = [
            (mark.x + mark.w * 0.27, mark.y + mark.h * 0.52),
            (mark.x + mark.w * 0.44, mark.y + mark.h * 0.68),
            (mark.x + mark.w * 0.74, mark.y + mark.h * 0.34),
        ]
        pygame.draw.lines(surface, theme.BACK, closed=False, points=tick, width=max(2, mark.w // 8))

    def _draw_lock(self, surface: pygame.Surface, mark: pygame.Rect) -> None:
        draw_padlock(surface, mark)


def venue_picture(look: str, size: tuple[int, int], *, unlocked: bool) -> pygame.Surface:
    """The venue's table in its room at ``size``, darkened while it is locked: made once."""
    return _venue_pictures.get((look, size, unlocked), lambda: _paint_venue(look, size, unlocked=unlocked))


def _paint_venue(look: str, size: tuple[int, int], *, unlocked: bool) -> pygame.Surface:
    picture = table_surface(look, size).copy()
    if not unlocked:  # each colour at 105/255 of itself: a black veil 150 opaque
        picture.fill((255 - LOCKED_VEIL,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    return picture


def draw_padlock(surface: pygame.Surface, mark: pygame.Rect) -> None:
    """A closed padlock: the shackle's legs go down into the body (a gap would read as open)."""
    body = pygame.Rect(mark.x + mark.w // 6, mark.y + mark.h * 5 // 12, mark.w * 2 // 3, mark.h // 2)
    thick = max(2, mark.w // 9)
    top = mark.y + mark.h // 10
    shackle = pygame.Rect(body.x + body.w // 6, top, body.w * 2 // 3, 2 * (body.y - top))
    pygame.draw.arc(surface, theme.TEXT_DIM, shackle, 0, 3.1416, thick)
    for x in (shackle.x, shackle.right - thick):  # the legs, from the arc's ends into the body
        leg = (x, shackle.centery - thick // 2, thick, body.y - shackle.centery + thick)
        pygame.draw.rect(surface, theme.TEXT_DIM, leg)
    pygame.draw.rect(surface, theme.TEXT_DIM, body, border_radius=max(1, mark.w // 12))
    hole = pygame.Rect(0, 0, max(2, mark.w // 10), max(3, mark.h // 6))
    hole.center = (body.centerx, body.centery)
    pygame.draw.rect(surface, theme.PANEL, hole, border_radius=hole.w // 2)
