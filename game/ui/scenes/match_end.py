"""The end of a match, a screen of its own over the dimmed table: a walnut card (gold-edged
after a win, brass after a loss) with who won, the final score sheet, a cup and confetti when
the player won (the winner's face, pleased, after a loss) (the confetti falls behind the panel and the
score bar, the cup stands inside the panel: neither covers a face, a word or a digit), and in
the Campaign the venue's card with the stamp pressed onto it and what the stamp opened.

Its default (focused, Enter, breathing with a glow) is "Play again", what a player who has just
finished a match most often wants; "Back to menu" is a Tab (or Esc) away.
Everything moving is drawn once per window size (confetti pieces, the stamp at each step of
its press); a frame only blits. With reduced motion the confetti lies still and the stamp
is simply there.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Final

import pygame

from game.domain.campaign import MATCHES, CampaignProgress, venue_of
from game.fonts import ONE_LINE_SHRINK, fitted, font
from game.i18n import _, ngettext, pgettext
from game.ui import layout_items, portraits, skin, theme
from game.ui.celebration import BEHIND, IN_FRONT, Confetti, trophy_picture
from game.ui.menus.text import blit_fitted
from game.ui.portraits import portrait
from game.ui.scene import Scene
from game.ui.scenes.button_row import ButtonRow
from game.ui.scenes.hand_end import MARGIN, match_won_words, photograph, review_button
from game.ui.scenes.match_moment import LOSS_RING, MatchMoment, TableRoom, sitters, spotlit
from game.ui.scenes.score_sheet import ROW, Pen, draw_sheet, fitting_scales, readable_px, sheet_height
from game.ui.scenes.venue_card import card_picture
from game.ui.table.render.layout import Box
from game.ui.table.snapshot import TableCommands, TableSnapshot
from game.ui.tween import ease_out_cubic, pulse
from game.ui.venues import look_for
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scene import Host


SHEET_ROWS: Final = 10  # at most this many hands on the final sheet (the latest)
CARD_SCALE: Final = 0.62  # the venue card here, against the card shown on entering the venue
STAMP_AT: Final = 0.6  # seconds before the stamp comes down
STAMP_TIME: Final = 0.35  # seconds it takes to press
STAMP_STEPS: Final = 12  # pre-rendered steps of the press
STAMP_INK: Final = (196, 40, 48)
BURST: Final = 110  # confetti pieces the cup throws as the moment opens
VEIL: Final = 150  # how dark the veil over the table under the match's card is (alpha of black)
MOMENT_KEEPS_OFF: Final = ("badge", "plate", "bubble")  # what the table shows that the moment's pictures keep off
CARD_KEEPS_WHOLE: Final = (
    "bar",
    "badge",
    "plate",
    "bubble",
    "portrait",
    "control",
    "label",
    "banner",
    "text",
)  # never cut
PLAY_AGAIN_BREATH: Final = 2.4  # seconds of one breath of "Play again"'s glow
BREATHING: Final = 0.03  # of the window's shorter side: kept clear round the panel


@dataclass(frozen=True)
class StampNews:
    """What a finished campaign match did to the campaign: the stamp (new or held already, or
    none after a loss), the matches it opened, whether the campaign is now complete."""

    match_id: str
    won: bool
    new_stamp: bool
    opened: tuple[str, ...]
    complete: bool

    @classmethod
    def between(cls, match_id: str, before: CampaignProgress, after: CampaignProgress, *, won: bool) -> StampNews:
        opened = tuple(m for m in MATCHES if after.is_open(m) and not before.is_open(m))
        new = match_id in after.stamps and match_id not in before.stamps
        return cls(match_id, won, new, opened, after.complete and not before.complete)

    def lines(self) -> list[str]:
        """The news in words, most important first."""
        if not self.won:
            return [_("No stamp this time: the match stays open to play again.")]
        title = _(MATCHES[self.match_id].title)
        lines = [
            _("Stamp earned: {match}").format(match=title) if self.new_stamp else _("You already hold this stamp.")
        ]
        for match_id in self.opened:
            venue = venue_of(match_id)
            if venue.matches[0].id == match_id:
                lines.append(_("Now open: {venue}").format(venue=_(venue.name)))
            else:
                lines.append(_("Now open: {match}").format(match=_(MATCHES[match_id].title)))
        if self.complete:
            lines.append(_("The campaign is complete: every stamp is yours!"))
        return lines


def star(centre: tuple[float, float], radius: float, points: int, inner: float) -> list[tuple[float, float]]:
    """A star's corners, the first point straight up; ``inner`` is the notches' depth (a fraction of ``radius``)."""
    x, y = centre
    corners = []
    for k in range(2 * points):
        angle = k * math.pi / points - math.pi / 2
        reach = radius if k % 2 == 0 else radius * inner
        corners.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
    return corners


GREEK_ACCENTS: Final = frozenset("\u0300\u0301\u0313\u0314\u0342")  # tonos (oxia), varia, breathings, perispomeni
DIALYTIKA: Final = "\u0308"
DIPHTHONGS: Final = frozenset({"ΑΙ", "ΕΙ", "ΟΙ", "ΥΙ", "ΑΥ", "ΕΥ", "ΗΥ", "ΟΥ"})


def capitals(word: str) -> str:
    """``word`` in capitals, as a stamp prints it. Greek capitals drop their accents ("Νίκη":
    "ΝΙΚΗ"), and where the accent showed that two vowels are sounded apart ("τσάι") the second
    takes a dialytika instead ("ΤΣΑΪ"); other scripts keep theirs ("É")."""
    letters: list[list[str]] = []  # each a base letter and its combining marks
    for char in unicodedata.normalize("NFD", word.upper()):
        if letters and unicodedata.combining(char):
            letters[-1].append(char)
        else:
            letters.append([char])
    for letter, after in zip(letters, [*letters[1:], None], strict=True):
        if not unicodedata.name(letter[0], "").startswith("GREEK"):
            continue
        accented = any(mark in GREEK_ACCENTS for mark in letter[1:])
        letter[1:] = [mark for mark in letter[1:] if mark not in GREEK_ACCENTS]
        if accented and after is not None and len(after) == 1 and letter[0] + after[0] in DIPHTHONGS:
            after.append(DIALYTIKA)  # the vowels stay apart in capitals too
    return unicodedata.normalize("NFC", "".join("".join(letter) for letter in letters))


def stamp_picture(diameter: int, word: str) -> pygame.Surface:
    """A round rubber stamp in red ink: two rings, a star each side, ``word`` across the middle."""
    stamp = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
    c, r = diameter // 2, diameter // 2 - 2
    ink = (*STAMP_INK, 225)
    pygame.draw.circle(stamp, ink, (c, c), r, max(2, diameter // 22))
    pygame.draw.circle(stamp, ink, (c, c), round(r * 0.82), max(1, diameter // 45))
    for side in (-1, 1):
        centre = (c + side * round(r * 0.52), c - round(r * 0.42))
        pygame.draw.polygon(stamp, ink, star(centre, max(2, diameter // 16), 5, 0.45))
    text = fitted(capitals(word), round(r * 1.4), round(r * 0.6), round(r * 0.45), STAMP_INK, bold=True)
    stamp.blit(text, text.get_rect(center=(c, c + round(r * 0.08))))
    return pygame.transform.rotate(stamp, -12)


class StampPress:
    """The stamp coming down onto the card: big and faint, then hard and small, then a click."""

    def __init__(self, diameter: int, word: str, *, still: bool) -> None:
        final = stamp_picture(diameter, word)
        self.steps: list[pygame.Surface] = []
        for k in range(STAMP_STEPS):
            t = ease_out_cubic(k / (STAMP_STEPS - 1))
            scale = 2.2 - 1.2 * t
            step = pygame.transform.smoothscale(
                final, (round(final.get_width() * scale), round(final.get_height() * scale))
            )
            step.set_alpha(round(60 + 195 * t))
            self.steps.append(step)
        self.elapsed = STAMP_AT + STAMP_TIME if still else 0.0

    @property
    def landed(self) -> bool:
        return self.elapsed >= STAMP_AT + STAMP_TIME

    def update(self, dt: float) -> bool:
        """Advance; True in the frame the stamp lands."""
        before = self.landed
        self.elapsed += dt
        return self.landed and not before

    def picture(self) -> pygame.Surface | None:
        """The stamp as it is now; None before it comes down."""
        if self.elapsed < STAMP_AT:
            return None
        k = min(STAMP_STEPS - 1, int((self.elapsed - STAMP_AT) / STAMP_TIME * (STAMP_STEPS - 1)))
        return self.steps[k]


def settled(panel: pygame.Rect, things: Sequence[pygame.Rect], room: pygame.Rect, step: int) -> pygame.Rect:
    """``panel`` where its edge cuts none of ``things`` (each wholly under it or wholly clear of
    it: a card's edge through a badge or the boneyard's digit shows half of it), inside
    ``room``: moved up or down, nearest first, by ``step`` px at a time; else grown round what
    it cuts at the nearest spot where that stays inside ``room``; else where it was."""
    spots = [panel.move(0, dy) for dy in _shifts(room.top - panel.top, room.bottom - panel.bottom, step)]
    for spot in spots:
        if not _cut(spot, things):
            return spot
    for spot in spots:
        whole = _swallowing(spot, things, room)
        if whole is not None:
            return whole
    return panel


def _shifts(up: int, down: int, step: int) -> list[int]:
    """The moves from ``up`` (<= 0) to ``down`` (>= 0) ``step`` apart, the smallest first (0 always)."""
    ups = range(0, up - 1, -step) if up <= 0 else range(0)
    downs = range(step, down + 1, step) if down > 0 else range(0)
    return sorted([*ups, *downs], key=abs) or [0]


def _cut(panel: pygame.Rect, things: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    return [t for t in things if panel.colliderect(t) and not panel.contains(t)]


def _swallowing(panel: pygame.Rect, things: Sequence[pygame.Rect], room: pygame.Rect) -> pygame.Rect | None:
    """``panel`` grown until it cuts none of ``things``, or None where it would leave ``room``."""
    for _step in range(len(things) + 1):
        cut = _cut(panel, things)
        if not cut:
            return panel
        panel = panel.unionall(cut)
        if not room.contains(panel):
            return None
    return None


def _moved(item: layout_items.LayoutItem, by: tuple[int, int]) -> layout_items.LayoutItem:
    """``item`` noted while painting a picture, where the picture is blitted at ``by``."""
    clip = item.clip.move(by) if item.clip is not None else None
    return replace(item, rect=item.rect.move(by), clip=clip, panel=None)


class MatchEndScene(Scene):
    """The end of a match over the dimmed table: who won, the final score sheet, a campaign
    match's stamp, and the way on (new match, review, menu)."""

    opaque = True  # it shows the table it ended on as a still picture, dimmed

    def __init__(
        self,
        app: Host,
        table: TableSnapshot,
        commands: TableCommands,
        path: Path | None = None,
        news: StampNews | None = None,
    ) -> None:
        """``table``: the table as the match ended; ``commands``: what this screen asks of it.
        ``path``: the last hand's history file (for its review); ``news``: a campaign match's stamp."""
        super().__init__(app)
        self.table = table
        self.commands = commands
        self.path = path
        self.news = news
        match = table.match
        assert match.over and match.winner is not None
        self.won = table.human is not None and match.rules.unit_of(table.human) == match.winner
        self.menu_button = Button(Box(0, 0, 1, 1), _("Back to menu"))
        self.review_button = review_button(table)
        self.new_button = Button(Box(0, 0, 1, 1), _("Play again"))
        self.buttons = ButtonRow((self.menu_button, self.review_button, self.new_button), self.new_button)
        self.stamp_landed = False
        # the moment before the card (None once it is over): its pictures and backdrop come from resize
        self.moment: MatchMoment | None = MatchMoment(
            table, self.title(), self.score_line(), won=self.won, still=self.still
        )
        self.card_time = 0.0  # seconds the card has been up (its "Play again" breathes with them)
        self.swallow_release = False  # the click that skipped the moment is released: it presses nothing
        self.scale = table.style.scale  # the panel's: the UI scale, or smaller where the window is short of room
        self.resize(app.size)

    # -- layout and pictures (once per size) ----------------------------------------------

    @property
    def still(self) -> bool:
        return self.table.style.reduced_motion

    def tx(self, v: float) -> int:
        """Design units in the panel's pixels: at the UI scale, or the smaller scale it fits at."""
        return max(1, round(v * theme.unit(self.app.size) * self.scale))

    def breathing(self) -> int:
        """The room kept clear between the panel and the window's edges."""
        return max(self.tx(MARGIN), round(min(self.app.size) * BREATHING))

    def resize(self, size: tuple[int, int]) -> None:
        """Everything that stands still, drawn once for this size: the table dimmed under a veil
        (it has stopped: the hand is over), the panel with its words, sheet and card, at the UI
        scale or, where the window is short of room, the largest smaller one it fits at."""
        seed = sum(self.table.match.scores) * 7919 + len(self.table.match.results)
        self.confetti = Confetti(size, seed, still=self.still) if self.won else None
        self.thrown = False  # the cup has thrown its confetti (into new confetti, after a resize, again)
        for scale in fitting_scales(theme.unit(size), self.table.style.scale):
            self.scale = scale
            self._make_card(size)
            room = self.breathing()
            width, height = self._natural_size()
            if width <= size[0] - 2 * room and height <= size[1] - 2 * room:
                break
        self._paint(size)

    def _make_card(self, size: tuple[int, int]) -> None:
        """A Campaign match's venue card and its stamp, at the panel's scale."""
        tx = self.tx
        self.card: pygame.Surface | None = None
        self.press: StampPress | None = None
        if self.news is not None:
            venue = venue_of(self.news.match_id)
            unit = theme.unit(size) * self.table.style.scale * CARD_SCALE
            title = _(MATCHES[self.news.match_id].title)
            room = (self.panel_width() - tx(72)) // 2 * 3 // 4  # the last quarter for the stamp
            self.card = card_picture(_(venue.name), title, look_for(venue.look), unit, (room, tx(140)))
            if self.news.won:
                self.press = StampPress(
                    round(self.card.get_height() * 0.8), pgettext("stamp", "Won"), still=self.still or self.stamp_landed
                )

    def _paint(self, size: tuple[int, int]) -> None:
        """The backdrop, the moment's spotlit backdrop and the panel's picture, for this size."""
        tx = self.tx
        self.backdrop = pygame.Surface(size)
        with layout_items.recording() as drawn, portraits.still():  # a still: nobody caught mid-blink
            self.commands.draw(self.backdrop)  # the score bar noted: the confetti falls from behind it
        bars = [item.rect for item in drawn if item.kind == "bar"]
        self.sky = pygame.Rect(0, bars[0].bottom if bars else 0, size[0], size[1])
        self._place(size, drawn)
        panel = self.content()
        self.buttons.place(panel, tx, 18)
        theme.veil(self.backdrop, VEIL)
        if self.moment is not None:  # the moment's picture: the veiled table, spotlit; the moment under the bar
            seats = [item.rect for item in drawn if item.kind in MOMENT_KEEPS_OFF]  # clear of its faces
            faces = tuple(item.rect for item in drawn if item.kind == "portrait")
            hands = tuple(item.rect for item in drawn if item.kind == "hand")
            room, moment = TableRoom(self.commands.snapshot().geom.inset, faces, hands), self.moment
            if moment.laid_out != (size, self.sky.top, seats, room):
                moment.resize(size, self.sky.top, seats, room)
            self.spotlit = spotlit(self.backdrop, self.moment.placed.banner.center)
        with layout_items.recording() as noted:  # what the panel's picture holds, for the audit
            picture = self._panel_picture(panel)
        self.panel_picture = picture.convert_alpha() if pygame.display.get_surface() is not None else picture
        self.panel_items = [_moved(item, panel.topleft) for item in noted]

    def rows(self) -> int:
        """Hands on the sheet: the latest, as many as fit the window."""
        room = self.app.size[1] - 2 * self.breathing() - self.tx(12 + 52 + 30 + 16 + 16 + 44 + 18 + 40)
        fit = room // self.tx(ROW) - 2
        hands = len(self.table.match.results)
        if fit < min(SHEET_ROWS, hands):  # the line counting the earlier hands takes a row too
            fit -= 1
        return max(1, min(SHEET_ROWS, hands, fit))

    def body_height(self) -> int:
        sheet = sheet_height(self.table.match, self.rows(), self.tx)
        if self.card is None or self.news is None:
            return sheet
        return max(sheet, self.card.get_height() + self.tx(10) + sum(h for _words, h in self._news_lines()))

    def _news_size(self) -> int:
        return readable_px(self.tx(17), self.table.style.scale, fitted=True)

    def _news_lines(self) -> list[tuple[str, int]]:
        """The stamp's news, each line with its height: one row, or two when it must wrap."""
        assert self.news is not None
        width = (self.panel_width() - self.tx(72)) // 2
        heights = []
        for i, words in enumerate(self.news.lines()):
            one_line = font(round(self._news_size() * ONE_LINE_SHRINK), bold=i == 0).size(words)[0] <= width
            if not one_line:  # "Stamp earned:" over the stamp's name, not broken in the middle of the name
                words = words.replace(": ", ":\n", 1)
            line = max(self.tx(24), font(self._news_size(), bold=i == 0).get_linesize())
            heights.append((words, line * (1 if one_line else 2)))
        return heights

    def panel_width(self) -> int:
        """Wide enough for the sheet, and in the Campaign the card beside it."""
        return min(self.app.size[0] - 2 * self.breathing(), self.tx(1000 if self.news is not None else 640))

    def _natural_size(self) -> tuple[int, int]:
        """The panel's size with room for all it holds at its scale, the window aside."""
        return self.tx(1000 if self.news is not None else 640), self.tx(
            12 + 52 + 30 + 16
        ) + self.body_height() + self.tx(16 + 44 + 18)

    def _centred(self) -> pygame.Rect:
        """The panel at its own size in the middle of the window."""
        width, height = self.app.size
        w, room = self.panel_width(), self.breathing()
        h = self._natural_size()[1]
        return pygame.Rect((width - w) // 2, max(room, (height - h) // 2), w, min(h, height - 2 * room))

    def _place(self, size: tuple[int, int], drawn: Sequence[layout_items.LayoutItem]) -> None:
        """The card's plaque placed (``settled``) so its edge cuts none of the dimmed table's
        badges, plates, faces, buttons and words, nor the boneyard and its count."""
        geom = self.commands.snapshot().geom
        things = [i.rect for i in drawn if i.kind in CARD_KEEPS_WHOLE]
        things += [pygame.Rect(geom.boneyard), pygame.Rect(geom.counter)]
        room = pygame.Rect((0, 0), size).inflate(-2 * self.breathing(), -2 * self.breathing())
        self.plaque_at = settled(self._centred(), things, room, max(2, self.tx(4)))

    def panel(self) -> pygame.Rect:
        """The card's plaque: its own size, or grown round what its edge would cut."""
        return pygame.Rect(self.plaque_at)

    def content(self) -> pygame.Rect:
        """Where the card's words, sheet and buttons go: its own size, in the plaque's middle."""
        content = self._centred()
        content.center = self.plaque_at.center
        return content

    # -- time and input -------------------------------------------------------------------

    def enter(self) -> None:
        photograph(self.app, self.table)

    def update(self, dt: float) -> None:
        if self.confetti is not None:
            self.confetti.update(dt)
        moment = self.moment
        if moment is not None:
            moment.update(dt)
            if moment.burst_due and not self.thrown and self.confetti is not None:
                self.thrown = True
                self.confetti.throw(moment.cup_centre(), BURST)
            if moment.done:
                self.moment = None
            return  # the card, and its stamp, come after the moment
        self.card_time += dt
        if self.press is not None and self.press.update(dt):
            self.stamp_landed = True
            self.table.style.play("clack")

    def handle(self, event: pygame.event.Event) -> None:
        """During the moment a key or a click skips it and does nothing else (the click's release
        too: it must not press the button that appears under it); then the card's buttons."""
        if self.moment is not None:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.moment = None
                self.swallow_release = event.type == pygame.MOUSEBUTTONDOWN
            return
        if self.swallow_release and event.type == pygame.MOUSEBUTTONUP:
            self.swallow_release = False
            return
        pressed = self.buttons.handle(event)
        if pressed is self.menu_button or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.stack.pop()
            self.commands.leave()  # what lies under the table is the menu it was started from
        elif pressed is self.new_button:
            self.app.stack.pop()
            self.commands.next_hand()
        elif pressed is self.review_button:
            self.commands.review(self.path)

    # -- words and drawing ----------------------------------------------------------------

    def title(self) -> str:
        return _("You win the match!") if self.won else match_won_words(self.table)

    def headline(self) -> tuple[str, str]:
        """What the screen reader says as the screen opens: the banner and the final score."""
        return self.title(), self.score_line()

    def score_line(self) -> str:
        match, name = self.table.match, self.table.unit_name
        scores = " · ".join(f"{name(u)} {s}" for u, s in enumerate(match.scores))
        hands = len(match.results)
        return ngettext("Final score after {n} hand: {scores}", "Final score after {n} hands: {scores}", hands).format(
            n=hands, scores=scores
        )

    def _panel_picture(self, panel: pygame.Rect) -> pygame.Surface:
        """The panel's still parts: its frame, the title, the final score, the sheet, the card and the news."""
        tx, fonts = self.tx, self.app.fonts
        picture = pygame.Surface(panel.size, pygame.SRCALPHA)  # the words: the plaque under them is blitted apart
        frame = picture.get_rect()
        crests = self._crests()
        aside = crests[0].get_width() + tx(8) if crests else 0  # each side, so the words stay centred
        room = frame.w - tx(40) - 2 * aside
        ui = self.table.style.scale
        y = tx(12)
        for crest, x in zip(crests, (tx(16), frame.w - tx(16) - aside + tx(8)), strict=False):
            picture.blit(crest, (x, tx(8)))  # by the title and the score, inside the panel: over no one's face
        title = pygame.Rect(tx(20) + aside, y, room, tx(52))
        title_px = readable_px(tx(44), ui, fitted=True)
        title_ink = theme.GOLD if self.won else theme.TEXT  # gold is the player's own; a loss is said plainly
        blit_fitted(picture, self.title(), title, title_px, title_ink, bold=True, anchor="midtop")
        y += tx(52)
        line = pygame.Rect(tx(20) + aside, y, room, tx(30))
        score_px = readable_px(tx(21), ui, fitted=True)
        blit_fitted(picture, self.score_line(), line, score_px, theme.TEXT, anchor="midtop")
        y += tx(30 + 16)
        if self.card is None:
            sheet = pygame.Rect(tx(24), y, frame.w - tx(48), 0)
        else:
            sheet = pygame.Rect(tx(24), y, (frame.w - tx(72)) // 2, 0)
            self._paint_campaign(picture, pygame.Rect(sheet.right + tx(24), y, sheet.w, self.body_height()))
        draw_sheet(picture, Pen(fonts, tx, self.table.style.scale), self.table, sheet, self.rows())
        return picture

    def _crests(self) -> list[pygame.Surface]:
        """What stands by the title, as tall as the title and the score line beside it: the cup
        when the player won; after a loss the winners' faces, pleased (one each side)."""
        tall = self.tx(52 + 30 - 4)
        if self.won:
            return [trophy_picture(tall)]
        winners = sitters(self.table, won=False)[:2]
        return [portrait(s.character, s.expression, tall, LOSS_RING) for s in winners]

    def plaque(self) -> skin.Piece:
        """The card's walnut plaque: edged in gold after a win, in quiet brass after a loss."""
        trim = skin.Trim(theme.GOLD if self.won else theme.BRASS, max(1, self.tx(2)), self.tx(6))
        return skin.plaque(self.panel().size, self.tx(16), trim)

    def card_rect(self) -> pygame.Rect:
        """Where the venue card is on the screen (the stamp comes down on its edge)."""
        assert self.card is not None
        panel, tx = self.content(), self.tx
        left = panel.x + tx(24) + (panel.w - tx(72)) // 2 + tx(24)
        return self.card.get_rect(topleft=(left, panel.y + tx(12 + 52 + 30 + 16)))

    def _paint_campaign(self, picture: pygame.Surface, area: pygame.Rect) -> None:
        """The venue card and, under it, what the match did to the campaign."""
        assert self.card is not None and self.news is not None
        card = self.card.get_rect(topleft=area.topleft)
        picture.blit(self.card, card)
        y = card.bottom + self.tx(10)
        for i, (words, height) in enumerate(self._news_lines()):
            colour = theme.GLOW if i == 0 and self.news.won else theme.TEXT
            box = pygame.Rect(area.x, y, area.w, height)
            blit_fitted(picture, words, box, self._news_size(), colour, bold=i == 0, anchor="midtop")
            y += height

    def draw(self, surface: pygame.Surface) -> None:
        if self.moment is not None:
            surface.blit(self.spotlit, (0, 0))
            layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=190, name="backdrop"))
            self._draw_moment(surface, self.moment)
            return
        surface.blit(self.backdrop, (0, 0))
        layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=VEIL, name="backdrop"))
        if self.confetti is not None:  # behind the panel and the score bar: over no words or digits
            clip = surface.get_clip()
            surface.set_clip(self.sky.clip(clip))
            self.confetti.draw(surface)
            surface.set_clip(clip)
        panel = self.panel()
        piece = self.plaque()
        piece.blit(surface, panel)
        surface.blit(self.panel_picture, self.content())
        with layout_items.inside(panel, layout_items.measured_alpha(piece.picture), name="match end"):
            for item in self.panel_items:
                layout_items.note(replace(item, panel=layout_items.current_panel()))
            for button in self.buttons.shown:  # "Play again" breathes: the way on, after a win or a loss
                button.draw(surface, self.app.fonts, self.play_again_glow() if button is self.new_button else 0.0)
        stamp = self.press.picture() if self.press is not None else None
        if stamp is not None:  # over the card's edge, clear of its words
            card = self.card_rect()
            surface.blit(stamp, stamp.get_rect(midleft=(card.right - card.h // 5, card.centery)))

    def play_again_glow(self) -> float:
        """How far "Play again"'s glow has breathed (0..1): steady with reduced motion."""
        return 1.0 if self.still else pulse(self.card_time, PLAY_AGAIN_BREATH)

    def _draw_moment(self, surface: pygame.Surface, moment: MatchMoment) -> None:
        """The light, the far confetti, the faces and banner, then the near confetti (over the
        faces, never over the banner's words); the confetti falls from under the score bar."""
        moment.draw_back(surface)
        if self.confetti is None:
            moment.draw_front(surface)
            return
        clip, sky = surface.get_clip(), self.sky.clip(surface.get_rect())
        surface.set_clip(sky.clip(clip))
        self.confetti.draw(surface, BEHIND)
        surface.set_clip(clip)
        moment.draw_front(surface)
        words = moment.placed.banner.union(moment.placed.line)
        for part in (sky.clip(0, 0, sky.w, words.top), sky.clip(0, words.bottom, sky.w, sky.h)):
            surface.set_clip(part.clip(clip))
            self.confetti.draw(surface, IN_FRONT)
        surface.set_clip(clip)
