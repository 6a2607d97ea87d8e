"""The moment a match is decided, before its card: a second or two a player feels.

A win: the cup large in the middle, in a burst of light with confetti thrown out of it, in a
partnership the partner's face delighted beside it, and a gold banner ("You win the match!")
under them (the beaten opponents are not the picture of the player's win: they are left out). A loss:
a quiet banner on walnut edged in brass and the winners' faces large and pleased, nothing thrown.
The pictures stand where the dimmed table shows no badge or name plate under them. The final score is
under the banner on a dark plate (the last points have landed before this screen opens); all
of it stands under the score bar, the cup too. With reduced motion it is shorter and nothing
moves. It has no skip of its own: the match-end screen that plays it drops it
(``moment = None``) at any key or click, which then does nothing else.

Every picture is drawn once per window size (the banner at each step of its arrival, the rays,
the faces copied so their fading never touches the table's); a frame only blits.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Final

import pygame

from game.fonts import fitted
from game.ui import layout_items, skin, theme
from game.ui.celebration import arrival, draw_ribbon, sparkle_picture, trophy_picture
from game.ui.menus.text import blit_fitted
from game.ui.portraits import Expression, portrait
from game.ui.scenes.score_sheet import fitting_scales, readable_px
from game.ui.table.snapshot import TableSnapshot
from game.ui.tween import ease_out_cubic

WIN_TIME: Final = 1.8  # seconds the moment lasts after a win
LOSS_TIME: Final = 1.5  # after a loss
STILL_TIME: Final = 1.0  # with reduced motion, either
ARRIVE: Final = 0.35  # seconds the banner takes to come down
FACE_DELAY: Final = 0.12  # each face comes in this long after the one before
FACE_RISE: Final = 0.4  # seconds a face takes to rise into place
BURST_AT: Final = 0.12  # seconds before the cup throws its confetti
RAYS: Final = 14
RAY_GOLD: Final = (255, 226, 140)
RAYS_DRAWN: Final = 720  # px across the rays are drawn at, at most: a larger burst scales them up
SPARKLE_EVERY: Final = 1.1  # seconds between two glints on the cup's rim
MARGIN: Final = 12  # design units between the moment and the window's edges
LOSS_RING: Final = (150, 160, 150)  # the winners' frames after a loss: quiet silver, not the player's gold
CUP_ALONE: Final = 220  # design units: the cup's height when it is the whole picture of a win
CUP_WITH_PARTNER: Final = 150  # beside a delighted partner's face ...
PARTNER_FACE: Final = 184  # ... larger than the cup: the winner's delight is the picture
PLATE_INK: Final = (12, 14, 12)  # the dark plate the final score stands on
PLATE_ALPHA: Final = 235
CLEARING_SHRINKS: Final = (1.0, 0.92, 0.84, 0.76, 0.68, 0.6, 0.52)  # the pictures' sizes tried for a clear spot
ASIDE: Final = 8  # a win's cup and faces stand at most an eighth of the banner's width off its middle
PICTURES_KEPT: Final = 0.85  # the cup and faces keep this much of their size before the words give way
WORDS_OFF_HANDS: Final = 0.76  # the pictures shrink this far, no further, to keep the words off the seats' tiles


@dataclass(frozen=True)
class Sitter:
    """A face the moment shows: whose, their name, and what they feel about the result."""

    character: str
    name: str
    expression: Expression


def sitters(table: TableSnapshot, *, won: bool) -> tuple[Sitter, ...]:
    """Who is shown large: after a win the partner, delighted (nobody when the player won alone:
    the cup is the picture); after a loss the winners, pleased. Seats without a character are left out."""
    match = table.match
    rules, winner = match.rules, match.winner
    shown = []
    for number, seat in enumerate(table.seats):
        if seat.human or seat.character is None:
            continue
        if rules.unit_of(number) == winner:
            shown.append(Sitter(seat.character, seat.name, Expression.DELIGHTED if won else Expression.PLEASED))
    return tuple(shown)


def rays_picture(diameter: int) -> pygame.Surface:
    """A burst of soft gold light: rays from the centre (``_fan``), brightest there and fading
    outwards. At 4K, drawn whole at twice its size, it took 0.3 s as the screen opened."""
    shown = max(8, diameter)
    fan = _fan(min(shown, RAYS_DRAWN))
    rays = pygame.transform.smoothscale(fan, (shown, shown)) if fan.get_width() != shown else fan.copy()
    rays.blit(theme.glow(shown, (255, 255, 255), 255), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)  # fading outwards
    glow = theme.glow(shown // 2, (255, 236, 170), 200)
    rays.blit(glow, glow.get_rect(center=(shown // 2, shown // 2)))
    return rays


@lru_cache(maxsize=2)
def _fan(n: int) -> pygame.Surface:
    """The rays ``n`` px across, drawn at twice that and smoothed: their edges stay fine, and soft
    (not stepped) where a larger burst scales them up."""
    big = pygame.Surface((2 * n, 2 * n), pygame.SRCALPHA)
    big.fill((*RAY_GOLD, 0))  # clear in the rays' colour: smoothed down, no dark fringe
    for k in range(RAYS):
        angle = math.tau * k / RAYS
        half = math.pi / RAYS * 0.45
        tip = [(n + n * math.cos(angle + s * half), n + n * math.sin(angle + s * half)) for s in (-1, 1)]
        pygame.draw.polygon(big, (*RAY_GOLD, 120), [(n, n), *tip])
    return pygame.transform.smoothscale(big, (n, n))


def spotlit(backdrop: pygame.Surface, centre: tuple[int, int]) -> pygame.Surface:
    """``backdrop`` darker still, most at the edges: a light on the moment, the table fallen away."""
    w, h = backdrop.get_size()
    light = pygame.Surface((32, 18))
    cx, cy = centre[0] / max(1, w) * 32, centre[1] / max(1, h) * 18
    for y in range(18):
        for x in range(32):
            d = min(1.0, math.hypot((x + 0.5 - cx) / 16, (y + 0.5 - cy) / 9))
            v = round(200 - 110 * d)
            light.set_at((x, y), (v, v, v))
    lit = backdrop.copy()
    # smoothed to a quarter of the window and then stretched: a step of a quarter of a shade every
    # 4 px shows nothing, and smoothing a light the window's size took 50 ms at 4K as the screen opened
    quarter = pygame.transform.smoothscale(light, (max(1, -(-w // 4)), max(1, -(-h // 4))))
    lit.blit(pygame.transform.scale(quarter, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return lit


@dataclass(frozen=True)
class TableRoom:
    """What of the dimmed table the moment keeps to: its rim (``inset`` px in from the window's
    sides), its seats' round faces and the tiles they hold (its words keep off them where they can)."""

    inset: int = 0
    faces: tuple[pygame.Rect, ...] = ()
    hands: tuple[pygame.Rect, ...] = ()


def _whole_or_clear(seat: pygame.Rect, faces: Sequence[pygame.Rect], pictures: Sequence[pygame.Rect]) -> bool:
    """A seat's round face (in ``seat``) lies wholly under one of the moment's round ``faces``,
    or clear of all its ``pictures``."""
    r = seat.w / 2
    for face in faces:
        if math.dist(face.center, seat.center) + r <= face.w / 2:
            return True
    return seat.collidelist(list(pictures)) < 0


@dataclass(frozen=True)
class Placed:
    """Where the moment's parts stand in the window."""

    cup: pygame.Rect | None
    banner: pygame.Rect
    line: pygame.Rect
    faces: tuple[pygame.Rect, ...]
    face_px: int
    shrink: float  # how much the pictures shrank to fit (1: not at all)


class MatchMoment:
    """The moment itself: its clock, its pictures for one window size, and its drawing.
    ``draw_back`` goes under the confetti (the light), ``draw_front`` over it (faces, banner)."""

    def __init__(self, table: TableSnapshot, banner: str, line: str, *, won: bool, still: bool) -> None:
        """Its pictures come from ``resize``, once its screen knows where the table's seats are."""
        self.table, self.banner, self.line = table, banner, line
        self.won, self.still = won, still
        self.sitters = sitters(table, won=won)
        self.elapsed = 0.0
        self.scale = table.style.scale
        self.laid_out: tuple[object, ...] | None = None  # what ``resize`` drew its pictures for (none yet)

    @property
    def duration(self) -> float:
        return STILL_TIME if self.still else WIN_TIME if self.won else LOSS_TIME

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def burst_due(self) -> bool:
        """True in the frames after the cup throws its confetti (the scene throws it once)."""
        return self.won and not self.still and self.elapsed >= BURST_AT

    def update(self, dt: float) -> None:
        self.elapsed += dt

    # -- layout and pictures (once per size) ------------------------------------------------

    def tx(self, v: float) -> int:
        """Design units in pixels at the moment's scale: the UI scale, or smaller in a short window."""
        return max(1, round(v * theme.unit(self.size) * self.scale))

    def place(self) -> Placed:
        """A win: the cup and beside it the partner's face (in a partnership), over the banner
        and the score line. A loss: the winners' faces over a quiet banner and the score line.
        All of it centred where the dimmed table leaves it clear of its badges and name plates
        (a face over "Domino!" hid half the word), lowered or moved aside a little (``ASIDE``) and,
        failing that, smaller; the pictures shrink to fit a short window, the words keep their readable size.
        Its faces and cup keep off the seats' faces too, or a face covers one wholly, unless that
        would shrink them past ``PICTURES_KEPT`` (a crowded table at 200%: there the seats' faces give
        way, though never to a lone cup: it shrinks, the beaten face stays in view beside it);
        its words keep off the seats' tiles where they can (the final score lay over the player's)."""
        alone = self.won and not self.sitters  # a lone cup may shrink further: over a seat's face it read as a mistake
        kept = [smaller for smaller in CLEARING_SHRINKS if smaller >= PICTURES_KEPT or alone]
        off_hands = [smaller for smaller in CLEARING_SHRINKS if smaller >= WORDS_OFF_HANDS]
        tries = [*((True, s, True) for s in off_hands), *((False, s, True) for s in kept)]
        tries += [(False, s, False) for s in CLEARING_SHRINKS]
        for hands, smaller, seats in tries:
            placed = self._placed(smaller, clear=True, seats=seats, hands=hands)
            if placed is not None:
                return placed
        placed = self._placed(1.0, clear=False)
        assert placed is not None
        return placed

    def _placed(  # noqa: PLR0914  (one layout)
        self, smaller: float, *, clear: bool, seats: bool = False, hands: bool = False
    ) -> Placed | None:
        """The moment laid out with its pictures ``smaller`` than they fit; with ``clear`` the
        nearest spot to the middle whose pictures cover nothing in ``keep_off`` (with ``seats``,
        no seat's face by half either; with ``hands``, its words none of the seats' tiles), or None."""
        w, h = self.size[0], self.size[1] - self.top  # the room under the score bar
        tx, ui = self.tx, self.table.style.scale
        banner_h = max(tx(86 if self.won else 70), round(readable_px(tx(50), ui, fitted=True) * 1.5))
        line_h = max(tx(30), round(readable_px(tx(22), ui, fitted=True) * 1.4))
        name_h = max(tx(30), round(readable_px(tx(18), ui, fitted=True) * 1.4))
        faces, gap = len(self.sitters), tx(28)
        below = tx(18) + (tx(10) if self.won else tx(8))  # pictures to banner, banner to its line
        cup_h = tx(CUP_WITH_PARTNER if faces else CUP_ALONE) if self.won else 0
        face_px = tx(PARTNER_FACE if self.won else 170) if faces else 0
        words = banner_h + line_h + below + (name_h if faces else 0)
        room = h - 2 * tx(MARGIN) - words
        tallest = max(cup_h, face_px)
        shrink = min(1.0, room / tallest) * smaller if tallest else 1.0
        cup_h, face_px = round(cup_h * shrink), round(face_px * shrink)
        cup_w = round(cup_h * 0.9)
        if faces:  # side by side across the window (beside the cup after a win)
            across = w - 2 * tx(MARGIN) - gap * (faces - 1) - (cup_w + gap if self.won else 0)
            face_px = min(face_px, across // faces)
        row_h = max(cup_h, face_px + (name_h if faces else 0))
        whole = row_h + banner_h + line_h + below
        beside = (cup_w + (gap if faces else 0)) if self.won else 0  # the cup and the gap after it
        row_w = beside + faces * face_px + gap * max(0, faces - 1)
        middle = (self.top + max(0, (h - whole) // 2), (w - row_w) // 2)
        width = min(w - 2 * (self.inset + tx(MARGIN)), tx(800))  # the ribbon's tails too, on the felt
        aside = width // ASIDE if self.won else row_w  # a loss's face may go further: it never half hides a seat's
        for y, left in self._spots(middle, whole, row_w, aside) if clear else [middle]:
            cup = pygame.Rect(left, y + (row_h - cup_h) // 2, cup_w, cup_h) if self.won else None
            first = cup.right + gap if cup is not None else left
            rects = tuple(pygame.Rect(first + i * (face_px + gap), y, face_px, face_px) for i in range(faces))
            names = [pygame.Rect(r.x - tx(10), r.bottom, r.w + tx(20), name_h) for r in rects]
            pictures = [*([cup] if cup is not None else []), *rects, *names]
            if clear and any(p.collidelist(self.keep_off) >= 0 for p in pictures):
                continue
            if seats and not all(_whole_or_clear(seat, rects, pictures) for seat in self.seat_faces):
                continue
            banner = pygame.Rect((w - width) // 2, y + row_h + tx(18), width, banner_h)
            line = pygame.Rect(banner.x, banner.bottom + (tx(10) if self.won else tx(8)), width, line_h)
            if hands and (banner.collidelist(self.room.hands) >= 0 or line.collidelist(self.room.hands) >= 0):
                continue
            return Placed(cup, banner, line, rects, face_px, shrink)
        return None

    def _spots(self, middle: tuple[int, int], whole: int, row_w: int, aside: int) -> list[tuple[int, int]]:
        """Where the moment's top and its pictures' left may go, nearest to ``middle`` first: up
        or down while it all stays under the score bar and in the window, and ``aside`` by at most
        so much (further, the pictures no longer stand over the banner's middle: lopsided)."""
        step, margin = max(2, self.tx(16)), self.tx(MARGIN)
        top, bottom = self.top + margin, self.size[1] - margin - whole
        around = range(-max(self.size) // step, max(self.size) // step + 1)
        ys = [middle[0]] + [y for k in around if top <= (y := middle[0] + k * step) <= bottom and k]
        lowest, highest = self.inset + margin, self.size[0] - self.inset - margin - row_w
        xs = [x for k in around if abs(k * step) <= aside and lowest <= (x := middle[1] + k * step) <= highest]
        spots = [(y, x) for y in ys for x in xs or [middle[1]]]
        return sorted(spots, key=lambda spot: abs(spot[0] - middle[0]) + abs(spot[1] - middle[1]))

    def resize(
        self, size: tuple[int, int], top: int, keep_off: Sequence[pygame.Rect] = (), table: TableRoom = TableRoom()
    ) -> None:
        """Every picture of the moment for this size, all of it under ``top`` (the score bar's
        bottom: the cup never covers the bar) and the ``table``'s rim in from the window's sides
        (a ribbon's tails over it left the table), its pictures clear of ``keep_off`` (the dimmed
        table's badges and name plates) and of its seats' faces, or a face over one wholly (a
        small face peeking out behind a large one): at the UI scale or, where the window is
        short of room for the cup and the faces near their size, the largest smaller scale (the
        words over their readable size give way first)."""
        self.size, self.top, self.keep_off = size, top, list(keep_off)
        self.room, self.inset, self.seat_faces = table, table.inset, table.faces
        self.laid_out = (size, top, self.keep_off, table)
        for scale in fitting_scales(theme.unit(size), self.table.style.scale):
            self.scale = scale
            if self.place().shrink >= PICTURES_KEPT:
                break
        self.placed = placed = self.place()
        match = self.table.match  # the winner's final score engraved on the cup's plaque (the target read as a score)
        engraving = str(match.scores[match.winner]) if match.winner is not None else ""
        self.cup = trophy_picture(placed.cup.h, engraving) if placed.cup is not None else None
        self.rays = rays_picture(placed.cup.h * 3) if placed.cup is not None else None
        self.sparkle = sparkle_picture(placed.cup.h * 2 // 5) if placed.cup is not None else None
        with layout_items.recording() as noted:
            banner = self._banner_picture(placed.banner.size)
        at = placed.banner
        pad = (banner.get_width() - at.w) // 2  # the plaque's shadow past the banner's rectangle
        self.banner_items = [
            replace(i, rect=i.rect.move(at.x - pad, at.y - pad), clip=None, panel=None if i.kind == "panel" else at)
            for i in noted
        ]
        self.banner_steps = arrival(banner) if self.won and not self.still else [banner]
        self.plate = self._plate_picture(placed.line)
        self.plate_at = self.plate.get_rect(center=placed.line.center)
        ring = theme.GOLD if self.won else LOSS_RING
        self.faces = [portrait(s.character, s.expression, placed.face_px, ring).copy() for s in self.sitters]

    def _banner_picture(self, size: tuple[int, int]) -> pygame.Surface:
        """A win's banner: a ribbon with folded tails, bold gold words. A loss's: a walnut plaque
        edged in brass (``skin.plaque``, its shadow falling past the banner's rectangle), the
        words in the text colour."""
        tx, ui = self.tx, self.table.style.scale
        tail = tx(26) if self.won else 0
        pad = 0
        if self.won:
            picture = pygame.Surface(size, pygame.SRCALPHA)
            draw_ribbon(picture, tail, tx(8), max(2, tx(3)))
        else:
            plaque = skin.plaque(size, tx(12), skin.Trim(theme.BRASS, max(1, tx(2)), tx(5)))
            picture, pad = plaque.picture.copy(), plaque.pad  # copied: its fading never touches the kept plaque
        body = pygame.Rect(pad + tail, pad, size[0] - 2 * tail, size[1])
        px = readable_px(tx(50 if self.won else 40), ui, fitted=True)
        colour = theme.GOLD if self.won else theme.TEXT
        with layout_items.inside(body, name="moment banner"):
            blit_fitted(picture, self.banner, body.inflate(-tx(24), -tx(8)), px, colour, bold=True)
        return picture.convert_alpha() if pygame.display.get_surface() is not None else picture

    def _plate_picture(self, line: pygame.Rect) -> pygame.Surface:
        """A dark plate under the final score, its edges soft: what the dimmed table shows under
        the words (a seat's label) never reads as part of them. As wide as the words with a
        margin, not the banner: beside them a badge ("Domino!") was blacked out by half."""
        soft = max(2, self.tx(10))
        px = readable_px(self.tx(22), self.table.style.scale, fitted=True)
        words = fitted(self.line, line.w, line.h, px, theme.TEXT).get_width()
        plate = pygame.Surface((min(line.w, words + 2 * self.tx(24)) + 2 * soft, line.h), pygame.SRCALPHA)
        for k in range(soft):  # each ring a little darker towards the middle
            alpha = round(PLATE_ALPHA * (k + 1) / soft)
            pygame.draw.rect(plate, (*PLATE_INK, alpha), plate.get_rect().inflate(-2 * k, -k), border_radius=soft)
        plate.fill((*PLATE_INK, PLATE_ALPHA), plate.get_rect().inflate(-2 * soft, -soft))
        return plate

    # -- drawing ----------------------------------------------------------------------------

    def cup_centre(self) -> tuple[int, int]:
        """Where the confetti is thrown from: the cup's bowl."""
        cup = self.placed.cup
        assert cup is not None
        return cup.centerx, cup.y + cup.h * 2 // 5

    def _arrived(self, delay: float, time: float) -> float:
        """0 to 1: how far a part that starts after ``delay`` and takes ``time`` has come."""
        if self.still:
            return 1.0
        return ease_out_cubic(max(0.0, min(1.0, (self.elapsed - delay) / time)))

    def draw_back(self, surface: pygame.Surface) -> None:
        """The light behind the cup (under the confetti), cut off at the score bar's foot: its
        rays reach three cups across and lay over the bar's names and scores."""
        if self.rays is None or self.placed.cup is None:
            return
        t = self._arrived(0.0, ARRIVE)
        pulse = 0.85 + 0.15 * math.sin(self.elapsed * 5.0) if not self.still else 1.0
        self.rays.set_alpha(round(255 * t * pulse))
        clip = surface.get_clip()
        surface.set_clip(clip.clip(0, self.top, self.size[0], self.size[1] - self.top))
        surface.blit(self.rays, self.rays.get_rect(center=self.placed.cup.center))
        surface.set_clip(clip)

    def _draw_sparkle(self, surface: pygame.Surface, cup: pygame.Rect) -> None:
        """The light catching the cup's rim: a glint that flares and fades once a second on its
        lit side (none with reduced motion: the cup simply shines)."""
        if self.sparkle is None or self.still:
            return
        flare = max(0.0, math.sin(math.tau * self.elapsed / SPARKLE_EVERY)) ** 3
        self.sparkle.set_alpha(round(255 * flare))
        rim = (cup.x + cup.w * 3 // 10, cup.y + cup.h * 13 // 100)  # the rim's upper left, toward the lamp
        surface.blit(self.sparkle, self.sparkle.get_rect(center=rim))

    def draw_front(self, surface: pygame.Surface) -> None:
        """The cup, the faces with their names, the banner and the final score."""
        placed, tx, fonts = self.placed, self.tx, self.table.style
        if self.cup is not None and placed.cup is not None:
            rise = round((1 - self._arrived(0.0, ARRIVE)) * tx(30))
            cup = self.cup.get_rect(midbottom=(placed.cup.centerx, placed.cup.bottom + rise))
            surface.blit(self.cup, cup)
            self._draw_sparkle(surface, cup)
        for i, (face, rect, sitter) in enumerate(zip(self.faces, placed.faces, self.sitters, strict=True)):
            t = self._arrived(ARRIVE * 0.5 + FACE_DELAY * i, FACE_RISE)
            face.set_alpha(round(255 * t))
            surface.blit(face, rect.move(0, round((1 - t) * tx(40))))
            name = pygame.Rect(rect.x - tx(10), rect.bottom + tx(4), rect.w + tx(20), tx(26))
            if t >= 1.0:
                px = readable_px(tx(18), fonts.scale, fitted=True)
                blit_fitted(surface, sitter.name, name, px, theme.TEXT, bold=True, anchor="midtop")
        step = min(len(self.banner_steps) - 1, int(self._arrived(0.0, ARRIVE) * (len(self.banner_steps) - 1)))
        banner = self.banner_steps[step]
        alpha = round(255 * self._arrived(0.0, ARRIVE * 0.6)) if not self.won else 255
        banner.set_alpha(alpha)
        surface.blit(banner, banner.get_rect(center=placed.banner.center))
        if step == len(self.banner_steps) - 1:
            for item in self.banner_items:
                layout_items.note(item)
        px = readable_px(tx(22), fonts.scale, fitted=True)
        surface.blit(self.plate, self.plate_at)
        blit_fitted(surface, self.line, placed.line, px, theme.TEXT, anchor="midtop")
