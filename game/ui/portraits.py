"""The opponents' faces: flat-shaded head-and-shoulders portraits drawn by code from a few
parameters per character, in a round frame, with the expressions the table shows.

Each portrait is drawn once per (character, expression, size) at four times its size and
smooth-scaled down (anti-aliasing), then kept: a frame only blits. Expressions change the
eyebrows, eyes and mouth alone, so a character stays recognisable whatever they feel.
"""

from __future__ import annotations

import enum
import itertools
import math
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, NamedTuple

import pygame

from game.ui import portrait_paint as paint
from game.ui import theme
from game.ui.portrait_paint import Point

Color = tuple[int, int, int]
SUPERSAMPLE = 4  # at most: see supersample


class Expression(enum.Enum):
    """The faces a character makes, driven by what happens at the table."""

    NEUTRAL = "neutral"
    THINKING = "thinking"  # while the computer searches: eyes up, a "..." bubble
    PLEASED = "pleased"  # after a good play or an All Fives score
    DELIGHTED = "delighted"  # a domino, a match won: eyes shut with joy, a wide laugh
    ANNOYED = "annoyed"  # when blocked or passing
    SURPRISED = "surprised"  # someone else's domino, a lucky draw: round eyes, brows up, an "o"


class Mouth(NamedTuple):
    """How one character's mouth is drawn in every expression: its ``width`` and the fullness of
    its ``lips`` (against the usual), what a smile shows of the ``teeth`` ("upper"; "both", the
    lower row too; "gap", a gap between the front ones) and how red the lips are (``tint``)."""

    width: float = 1.0
    lips: float = 1.0
    teeth: str = "upper"
    tint: float = 0.4


@dataclass(frozen=True)
class Face:
    """What makes one character look like themself."""

    skin: Color
    hair: Color
    hair_style: str  # "short", "long", "parted" (long, parted in the middle), "bun", "curly", "swept", "bald"
    shirt: Color
    width: float = 0.21  # half-width of the head, as a share of the portrait's size
    glasses: bool = False
    beard: bool = False
    item: str = "none"  # "scarf", "cap", "pencil", "earrings", "tie", "bowtie", "pearls", "none"
    item_colour: Color = (200, 60, 60)
    # "plain", "jacket" (lapels, a pocket handkerchief), "tweed" (a flecked jacket), "knit" (a jumper's stitches),
    # "stripes" (a sailor's shirt), "check" (a flannel shirt with a collar), "vneck" (a wrap top), "boat" (a wide neck)
    clothes: str = "plain"
    age: int = 0  # 0 young, 1 middle-aged (a crease at the mouth), 2 old (lines on the brow, greying)
    moustache: bool = False
    eyes: Color = (92, 62, 40)  # the irises' colour
    lashes: bool = False  # lashes flicked out at the eyes' outer corners
    brows: float = 1.0  # how heavy the brows are
    mouth: Mouth = Mouth()
    hand: str = "cheek"  # how they hold their hand when thinking: a key of HANDS
    far_hand: bool = False  # the hand at the far cheek, not the near one


FACES: Final[dict[str, Face]] = {
    "aino": Face(
        (246, 214, 188),
        (222, 178, 92),
        "long",
        (88, 120, 168),
        0.2,
        item="scarf",
        item_colour=(206, 64, 72),
        eyes=(70, 116, 170),
        lashes=True,
        mouth=Mouth(1.16, 1.1, "both", 0.5),
    ),
    "sven": Face(
        (238, 200, 170),
        (196, 106, 50),
        "short",
        (92, 128, 92),
        0.22,
        beard=True,
        clothes="check",
        age=1,
        eyes=(88, 128, 104),
        brows=1.2,
        mouth=Mouth(1.04, 0.85, "upper", 0.3),
        hand="beard",
    ),
    "vesna": Face(
        (234, 196, 164),
        (58, 34, 28),
        "bun",
        (150, 84, 130),
        0.2,
        item="earrings",
        item_colour=(232, 196, 96),
        clothes="vneck",
        lashes=True,
        mouth=Mouth(0.9, 1.38, "upper", 0.66),
        far_hand=True,
    ),
    "nikos": Face(
        (206, 160, 120),
        (40, 34, 32),
        "curly",
        (236, 236, 240),
        0.22,
        item="cap",
        item_colour=(40, 70, 130),
        clothes="stripes",
        age=1,
        moustache=True,
        mouth=Mouth(1.28, 0.82, "gap", 0.3),
        hand="chin",
    ),
    "kaisa": Face(
        (240, 208, 188),
        (176, 168, 170),
        "curly",
        (40, 56, 92),
        0.19,
        glasses=True,
        item="pencil",
        clothes="knit",
        eyes=(104, 124, 140),
        age=2,
        lashes=True,
        mouth=Mouth(0.84, 0.88, "upper", 0.34),
        hand="temple",
    ),
    "dragan": Face(
        (214, 170, 134),
        (30, 28, 30),
        "short",
        (40, 44, 52),
        0.23,
        beard=True,
        moustache=True,  # a full beard: the mouth under the moustache, the beard round it
        item="tie",
        item_colour=(150, 30, 40),
        clothes="jacket",
        age=1,
        brows=1.45,
        mouth=Mouth(1.12, 0.7, "both", 0.24),
        hand="temple",
        far_hand=True,
    ),
    "ilmari": Face(
        (236, 204, 180),
        (214, 214, 218),
        "bald",
        (110, 90, 70),
        0.22,
        glasses=True,
        item="bowtie",
        item_colour=(60, 90, 150),
        clothes="tweed",
        eyes=(80, 112, 150),
        age=2,
        mouth=Mouth(0.94, 0.86, "gap", 0.3),
        hand="knuckles",
    ),
    "eleni": Face(
        (200, 152, 112),
        (136, 66, 36),
        "parted",
        (30, 110, 110),
        0.2,
        item="pearls",
        item_colour=(240, 236, 224),
        clothes="boat",
        eyes=(96, 110, 60),
        lashes=True,
        mouth=Mouth(1.08, 1.4, "both", 0.6),
        hand="chin",
        far_hand=True,
    ),
}
TEACHER_ID: Final = "teacher"  # the tutorial's teacher: not in the roster (she plays no match)
TEACHER: Final = Face(
    (228, 190, 160),
    (112, 70, 46),
    "bun",
    (70, 104, 112),
    0.2,
    glasses=True,
    clothes="jacket",
    age=1,
    eyes=(86, 96, 70),
    lashes=True,
    mouth=Mouth(0.96, 1.06, "upper", 0.46),
    hand="fist",
    far_hand=True,
)
PLAIN: Final = Face(  # a computer that is nobody in particular
    (220, 184, 150),
    (90, 70, 50),
    "short",
    (100, 100, 110),
    mouth=Mouth(1.22, 1.2, "upper", 0.4),
    hand="knuckles",
    far_hand=True,
)
_INK: Final = (40, 30, 30)


def face_of(character_id: str) -> Face:
    """The character's face; the teacher's for ``TEACHER_ID``; a plain one for a computer that
    is nobody in particular ("": the numbered computers of a demo or of "Play this deal") and
    for an unknown id (a future character), never an error (nor the teacher at four seats)."""
    return TEACHER if character_id == TEACHER_ID else FACES.get(character_id, PLAIN)


def _shade(c: Color, t: float) -> Color:
    return theme.mix(c, (0, 0, 0), t)


def _light(c: Color, t: float) -> Color:
    return theme.mix(c, (255, 255, 255), t)


def _ellipse(surface: pygame.Surface, colour: tuple[int, ...], centre: Point, radii: Point) -> None:
    paint.ellipse(surface, colour, centre, radii)


class Head(NamedTuple):
    """Where the head is drawn: its centre, its half-width and half-height, and the picture's size."""

    cx: float
    cy: float
    w: float
    h: float
    n: int

    @property
    def line(self) -> int:
        """A fine line's width at this size: a strand, a crease."""
        return max(1, round(self.n / 220))

    def box(self, left: float, top: float, right: float, bottom: float) -> pygame.Rect:
        """The rectangle from (left, top) to (right, bottom), in shares of the head's half-size from its centre."""
        x0, y0 = self.cx + left * self.w, self.cy + top * self.h
        return pygame.Rect(round(x0), round(y0), round((right - left) * self.w) + 1, round((bottom - top) * self.h) + 1)


class Tones(NamedTuple):
    """A colour's shade (away from the lamp) and light (toward it)."""

    shade: Color
    light: Color


def _skin_tones(skin: Color) -> Tones:
    return Tones(theme.mix(skin, (70, 28, 30), 0.42), theme.mix(skin, (255, 246, 228), 0.6))


def _hair_tones(hair: Color) -> Tones:
    return Tones(theme.mix(hair, (12, 8, 8), 0.5), theme.mix(hair, (255, 248, 236), 0.3))


def _cloth_tones(cloth: Color) -> Tones:
    return Tones(theme.mix(cloth, (10, 10, 24), 0.5), theme.mix(cloth, (255, 250, 236), 0.3))


# -- the hair ----------------------------------------------------------------------------------


def _hair_back(inner: pygame.Surface, face: Face, head: Head) -> None:
    """The hair behind the head (long hair falls to the shoulders, a bun sits high on top), in the
    head's shadow where it meets the neck, strands running down it."""
    if face.hair_style not in ("long", "parted", "bun"):
        return
    cx, cy, w, h, n = head
    piece = paint.Piece(n, head.box(-1.25, -1.5, 1.25, 1.35))
    tones = _hair_tones(face.hair)
    if face.hair_style == "bun":  # large enough to stand above the crown: her outline at a glance
        bun_y = cy - h * 1.06  # its top clear of the frame's ring by more than the head sways
        _ellipse(piece.surface, face.hair, (cx, bun_y), (w * 0.5, h * 0.29))
        piece.outline()
        piece.tone(tones.shade, [paint.Blob(170, (cx + w * 0.45, bun_y + h * 0.1), (w * 0.35, h * 0.26))], w * 0.12)
        piece.tone(tones.light, [paint.Blob(170, (cx - w * 0.2, bun_y - h * 0.14), (w * 0.22, h * 0.07))], w * 0.08)
        for i in range(5):  # the hair wound round it
            r = (w * (0.2 + i * 0.07), h * (0.1 + i * 0.04))
            rect = pygame.Rect(round(cx - r[0]), round(bun_y - r[1]), round(2 * r[0]), round(2 * r[1]))
            pygame.draw.arc(
                piece.surface, tones.shade if i % 2 else tones.light, rect, 0.3 + i * 0.4, 2.8 + i * 0.5, head.line
            )
    else:
        pygame.draw.rect(
            piece.surface,
            face.hair,
            (round(cx - w * 1.15), round(cy - h * 0.6), round(w * 2.3), round(h * 1.9)),
            border_radius=round(w * 0.9),
        )
        piece.outline()
        piece.tone(tones.shade, [paint.Blob(200, (cx, cy + h * 0.7), (w * 0.9, h * 0.75))], w * 0.15)
        piece.tone(tones.shade, [paint.Blob(150, (cx + w * 1.1, cy + h * 0.3), (w * 0.3, h * 1.2))], w * 0.15)
        for i in range(12):  # locks falling to the shoulders, a little wave in each
            x = cx - w * 1.12 + i * w * 0.2
            top, bottom = (x, cy - h * 0.5), (x + w * 0.06 * (1 if i % 2 else -1), cy + h * 1.3)
            bend = (x + w * 0.12 * (-1 if x < cx else 1), cy + h * 0.4)
            colour = tones.shade if i % 3 else tones.light
            paint.polyline(piece.surface, colour, paint.curve(top, bend, bottom, 8), head.line)
    piece.onto(inner)


def _strands(surface: pygame.Surface, face_hair: Color, parting: Point, head: Head, *, sweep: float) -> None:
    """Locks of hair from the ``parting`` out to the hairline, dark and light in turn (cut to the
    hair's outline afterwards), so the hair has a direction and a volume, not a flat fill."""
    cx, cy, w, h, _n = head
    tones = _hair_tones(face_hair)
    count = 15
    for i in range(count):
        t = i / (count - 1)
        end = (cx + (-1.15 + 2.3 * t) * w, cy - h * (0.3 + 0.22 * (1 - abs(2 * t - 1)) ** 2))
        bend = (cx + (-1.0 + 2.0 * t + sweep) * w * 0.85, cy - h * 1.02)
        colour = theme.mix(face_hair, (tones.shade, tones.light, tones.shade)[i % 3], 0.75)
        width = head.line * (2 if i % 3 == 0 else 1)
        paint.stroke(surface, colour, paint.curve(parting, bend, end, 10), (width * 1.6, width * 0.5))
    for side, k in itertools.product((-1, 1), range(5)):  # and over the crown's curve to the temples
        end = (cx + side * w * (1.12 - k * 0.04), cy - h * (0.3 + k * 0.1))
        bend = (cx + side * w * (0.75 - k * 0.06), cy - h * (1.22 - k * 0.04))
        colour = theme.mix(face_hair, tones.light if (k + (side > 0)) % 2 else tones.shade, 0.75)
        paint.stroke(surface, colour, paint.curve(parting, bend, end, 10), (head.line * 2.4, head.line * 0.6))


def _hair_shapes(surface: pygame.Surface, face: Face, head: Head) -> None:
    """The hair's flat shape over the head: a crown down to the brow line (swept, straight or
    parted in the middle) with sides past the temples; or curls; or, bald, the sides alone."""
    cx, cy, w, h, n = head
    if face.hair_style == "bald":  # a fringe of hair round the back, tufted over the ears
        for side in (-1, 1):
            _ellipse(surface, face.hair, (cx + side * w * 0.9, cy - h * 0.2), (w * 0.17, h * 0.34))
            _ellipse(surface, face.hair, (cx + side * w * 0.98, cy - h * 0.38), (w * 0.13, h * 0.14))
        return
    if face.hair_style == "curly":
        for centre, radii in _curl_spots(face, head):
            _ellipse(surface, face.hair, centre, radii)
        return
    for side in (-1, 1):  # the sides, past the temples
        _ellipse(surface, face.hair, (cx + side * w * 0.88, cy - h * 0.35), (w * 0.2, h * 0.38))
    if face.hair_style == "parted":  # two wings from a middle parting, the brow bare beneath it
        for side in (-1, 1):
            wing = [
                (cx, cy - h * 1.02),
                (cx + side * w * 0.75, cy - h * 0.95),
                (cx + side * w * 1.1, cy - h * 0.3),
                (cx + side * w * 0.8, cy - h * 0.35),
                (cx + side * w * 0.25, cy - h * 0.62),
            ]
            pygame.draw.polygon(surface, face.hair, wing)
        _ellipse(surface, face.hair, (cx, cy - h * 0.9), (w * 0.95, h * 0.27))
    else:  # the fringe stops above the brows, so they show on the skin; its edge in locks, not a line
        _ellipse(surface, face.hair, (cx, cy - h * 0.8), (w * 1.08, h * 0.42))
        for k in range(-4, 5):
            x = cx + k * w * 0.19
            edge = cy - h * 0.8 + h * 0.42 * math.sqrt(max(0.0, 1 - (k * 0.19 / 1.08) ** 2))
            lock = [(x - w * 0.1, edge - h * 0.05), (x + w * 0.1, edge - h * 0.05), (x + w * 0.04, edge + h * 0.045)]
            pygame.draw.polygon(surface, face.hair, lock)


def _curl_spots(face: Face, head: Head) -> list[tuple[Point, Point]]:
    """Where the curls are (centre, radii): a row over the crown, or under a cap only a few
    peeking out at the temples."""
    cx, cy, w, h, _n = head
    if face.item == "cap":
        return [
            ((cx + side * w * 0.9, cy - h * (0.5 - 0.14 * k)), (w * (0.13 - 0.03 * k), h * 0.1))
            for side in (-1, 1)
            for k in range(3)
        ]
    return [((cx - w * 0.95 + i * w * 0.32, cy - h * 0.78 - (i % 2) * h * 0.08), (w * 0.3, h * 0.24)) for i in range(7)]


def _curls(surface: pygame.Surface, face: Face, head: Head) -> None:
    """Each curl rounded by the light: lit on its upper left, shaded on its lower right, a coil inside."""
    tones = _hair_tones(face.hair)
    for (x, y), (rx, ry) in _curl_spots(face, head):
        for inset, colour, arc in ((0.0, tones.shade, (4.2, 6.0)), (0.2, tones.light, (1.4, 3.0))):
            rect = pygame.Rect(
                round(x - rx * (1 - inset)),
                round(y - ry * (1 - inset)),
                round(2 * rx * (1 - inset)),
                round(2 * ry * (1 - inset)),
            )
            pygame.draw.arc(surface, colour, rect, arc[0], arc[1], head.line * 3)
        coil = pygame.Rect(round(x - rx * 0.35), round(y - ry * 0.25), round(rx * 0.7), round(ry * 0.5))
        pygame.draw.arc(surface, tones.shade, coil, 3.6, 6.8, head.line * 2)


def _hair_front(inner: pygame.Surface, face: Face, head: Head) -> None:
    """The hair over the head, and the beard: shaded away from the lamp, a sheen toward it, strands."""
    cx, cy, w, h, n = head
    piece = paint.Piece(n, head.box(-1.3, -1.3, 1.3, 1.2))
    _hair_shapes(piece.surface, face, head)
    if face.beard:  # a full beard round the mouth and chin, the skin showing above the lip
        pygame.draw.ellipse(
            piece.surface, face.hair, (round(cx - w * 0.85), round(cy + h * 0.15), round(w * 1.7), round(h * 0.95))
        )
        _ellipse(piece.surface, (0, 0, 0, 0), (cx, cy + h * 0.3), (w * 0.55, h * 0.3))
    piece.outline()
    tones = _hair_tones(face.hair)
    piece.tone(
        tones.shade,
        [
            paint.Blob(170, (cx + w * 1.05, cy - h * 0.5), (w * 0.75, h * 1.0)),
            paint.Blob(130, (cx - w * 1.1, cy - h * 0.75), (w * 0.3, h * 0.35)),  # the crown rounding away
            paint.Blob(110, (cx, cy - h * 1.3), (w * 0.9, h * 0.12)),
            paint.Blob(120, (cx, cy - h * 0.4), (w * 1.1, h * 0.1)),
            paint.Blob(150, (cx + w * 0.5, cy + h * 1.0), (w * 0.55, h * 0.35)),
        ],
        w * 0.15,
    )
    if face.hair_style == "curly":
        _curls(piece.surface, face, head)
    elif face.hair_style != "bald":
        parting = (cx, cy - h * 1.12) if face.hair_style == "parted" else (cx - w * 0.3, cy - h * 1.24)
        _strands(piece.surface, face.hair, parting, head, sweep=0.0 if face.hair_style == "parted" else 0.3)
    for side, k in itertools.product((-1, 1), range(4)):  # the sides: combed down past the temples, or wisps
        x = cx + side * w * (0.76 + k * 0.07)
        if face.hair_style == "bald":
            root, tip = (
                (x - side * w * 0.1, cy - h * (0.3 - k * 0.15)),
                (x + side * w * 0.16, cy - h * (0.5 - k * 0.22)),
            )
            paint.stroke(piece.surface, tones.light, [root, tip], (head.line * 3, 1))
        else:
            pygame.draw.line(piece.surface, tones.shade, (x, cy - h * 0.65), (x + side * w * 0.03, cy), head.line)
    if face.beard:
        for i in range(9):  # the beard's grain, down and in toward the chin
            x = cx + (-0.75 + i * 0.19) * w
            stroke = paint.curve(
                (x, cy + h * 0.3), (x * 0.9 + cx * 0.1, cy + h * 0.8), (x * 0.7 + cx * 0.3, cy + h * 1.1)
            )
            grain = theme.mix(face.hair, tones.shade if i % 2 else tones.light, 0.6 if i % 2 else 0.3)
            paint.polyline(piece.surface, grain, stroke, head.line)
    piece.tone(
        tones.light,
        [
            paint.Blob(150, (cx - w * 0.45, cy - h * 0.86), (w * 0.45, h * 0.14)),
            paint.Blob(210, (cx - w * 0.5, cy - h * 0.88), (w * 0.2, h * 0.05)),
        ],
        w * 0.08,
    )
    _rim_light(piece, face, head)
    piece.onto(inner)


def _backdrop(face: Face) -> Color:
    """The backdrop's colour, a dark tone of the clothes."""
    return theme.mix((40, 46, 56), face.shirt, 0.35)


RIM_CONTRAST: Final = 35  # hair this near the backdrop's colour (RGB distance) gets a rim light


def _rim_light(piece: paint.Piece, face: Face, head: Head) -> None:
    """Hair nearly the backdrop's colour catches a cool light from behind on its top and far side,
    so the head stands off the backdrop (Dragan's black hair melted into his navy one). None
    where the hair meets the face, nor on hair that stands off the backdrop by its own colour."""
    if math.dist(face.hair, _backdrop(face)) >= RIM_CONTRAST:
        return
    cx, cy, w, h, n = head
    box = piece.box
    face_oval = pygame.Surface(box.size, pygame.SRCALPHA)
    _ellipse(face_oval, (255, 255, 255), (cx - box.x, cy - box.y), (w, h))
    reach = max(2.0, n / 40)
    colour = theme.mix(_hair_tones(face.hair).light, (176, 196, 230), 0.6)
    piece.rim(colour, 255, (-reach, reach), pygame.mask.from_surface(face_oval))


# -- the head ----------------------------------------------------------------------------------


def _skin(inner: pygame.Surface, face: Face, head: Head) -> None:
    """The neck, ears and face, lit from the upper left: the forehead and near cheek catch the
    light, the far side, the jaw and the neck under the chin are in shade, a little colour in
    the cheeks, the nose modelled by its shadow."""
    cx, cy, w, h, n = head
    piece = paint.Piece(n, head.box(-1.25, -1.1, 1.25, (n - cy) / h))
    s = piece.surface
    neck = [
        (cx - w * 0.34, cy + h * 0.4),
        (cx + w * 0.34, cy + h * 0.4),
        (cx + w * 0.4, cy + h * 1.3),
        (cx - w * 0.4, cy + h * 1.3),
    ]
    pygame.draw.polygon(s, face.skin, neck)
    if opening := _neckline_opening(face, head):
        pygame.draw.polygon(s, face.skin, opening)
    for side in (-1, 1):
        _ellipse(s, face.skin, (cx + side * w * 0.98, cy + h * 0.05), (w * 0.14, h * 0.2))
    _ellipse(s, face.skin, (cx, cy), (w, h))
    piece.outline()
    tones = _skin_tones(face.skin)
    shade = [
        paint.Blob(165, (cx + w * 1.08, cy + h * 0.2), (w * 0.58, h * 1.15)),
        paint.Blob(120, (cx + w * 0.65, cy + h * 0.85), (w * 0.5, h * 0.3)),
        paint.Blob(215, (cx + w * 0.1, cy + h * 1.12), (w * 0.75, h * 0.2)),
        paint.Blob(150, (cx + w * 0.38, cy + h * 1.5), (w * 0.25, h * 0.6)),
    ]
    if face.hair_style != "bald":  # the hair's shadow on the brow
        shade.append(paint.Blob(110, (cx + w * 0.1, cy - h * 0.6), (w * 0.95, h * 0.15)))
    if face.item == "cap":  # and the cap's brim
        shade.append(paint.Blob(160, (cx + w * 0.2, cy - h * 0.5), (w * 1.0, h * 0.16)))
    piece.tone(tones.shade, shade, w * 0.18)
    piece.tone(
        tones.light,
        [
            paint.Blob(140, (cx - w * 0.4, cy - h * 0.42), (w * 0.36, h * 0.22)),
            paint.Blob(170, (cx - w * 0.56, cy + h * 0.12), (w * 0.2, h * 0.16)),
        ],
        w * 0.16,
    )
    blush = theme.mix(face.skin, (226, 84, 84), 0.55)
    piece.tone(
        blush, [paint.Blob(60, (cx + side * w * 0.56, cy + h * 0.32), (w * 0.2, h * 0.12)) for side in (-1, 1)], w * 0.1
    )
    piece.tone(
        tones.shade,
        [
            paint.Blob(55, (cx - w * 0.42, cy - h * 0.14), (w * 0.2, h * 0.07)),
            paint.Blob(75, (cx + w * 0.42, cy - h * 0.14), (w * 0.2, h * 0.07)),
            paint.Blob(120, (cx - w * 0.98, cy + h * 0.05), (w * 0.06, h * 0.11)),
            paint.Blob(140, (cx + w * 0.98, cy + h * 0.05), (w * 0.06, h * 0.11)),
        ],
        w * 0.05,
    )
    piece.tone(tones.light, [paint.Blob(90, (cx - w * 0.1, cy + h * 0.82), (w * 0.13, h * 0.06))], w * 0.04)
    _nose(piece, face, head)
    if face.hair_style == "bald":  # the crown's shine
        _ellipse(s, _light(face.skin, 0.4), (cx - w * 0.3, cy - h * 0.75), (w * 0.26, h * 0.09))
    if face.clothes == "boat":
        for side in (-1, 1):  # collarbones
            pygame.draw.line(
                s, tones.shade, (cx + side * w * 0.2, n * 0.775), (cx + side * w * 0.7, n * 0.76), head.line
            )
    piece.onto(inner)


def _nose(piece: paint.Piece, face: Face, head: Head) -> None:
    """The nose, modelled by light and shade alone (no outline): the shadow down its far side and
    under its tip, a highlight down its bridge and on its tip, the nostrils' curves."""
    cx, cy, w, h, _n = head
    tones = _skin_tones(face.skin)
    piece.tone(
        tones.shade,
        [
            paint.Blob(150, (cx + w * 0.09, cy + h * 0.22), (w * 0.055, h * 0.1)),
            paint.Blob(120, (cx + w * 0.03, cy + h * 0.33), (w * 0.11, h * 0.035)),
        ],
        w * 0.05,
    )
    piece.tone(
        tones.light,
        [
            paint.Blob(130, (cx - w * 0.03, cy + h * 0.14), (w * 0.03, h * 0.08)),
            paint.Blob(170, (cx - w * 0.01, cy + h * 0.26), (w * 0.04, h * 0.03)),
        ],
        w * 0.04,
    )
    for side in (-1, 1):  # the nostrils
        rect = head.box(side * 0.13 - 0.07, 0.24, side * 0.13 + 0.07, 0.34)
        pygame.draw.arc(
            piece.surface,
            tones.shade,
            rect,
            math.pi * (0.9 if side < 0 else -0.2),
            math.pi * (1.7 if side < 0 else 0.6),
            head.line * 2,
        )


def _age(s: pygame.Surface, face: Face, head: Head) -> None:
    """Lines that tell an age: creases from the nose to the mouth, and for the eldest the brow lined."""
    cx, cy, w, h, n = head
    if not face.age:
        return
    crease = theme.mix(face.skin, _skin_tones(face.skin).shade, 0.6)
    line = max(1, n // 110)
    for side in (-1, 1):  # from the nose's wing, round the cheek, to the mouth's corner
        fold = paint.curve(
            (cx + side * w * 0.2, cy + h * 0.27),
            (cx + side * w * 0.38, cy + h * 0.4),
            (cx + side * w * 0.33, cy + h * 0.62),
        )
        paint.stroke(s, crease, fold, (line * 2.2, line * 0.6))
    if face.age >= 2:
        for i in range(2):
            y = cy - h * (0.5 + 0.1 * i)
            rect = pygame.Rect(round(cx - w * 0.4), round(y), round(w * 0.8), round(h * 0.12))
            pygame.draw.arc(s, crease, rect, 0.3, math.pi - 0.3, line)


# -- the clothes -------------------------------------------------------------------------------


SHOULDERS: Final = (0.42, 0.3)  # the shoulders' half-width and half-height, shares of the portrait's size
SHOULDERS_Y: Final = 1.02  # the shoulders' centre, below the frame: only their top shows


def _shoulders_half(y: float, n: int) -> float:
    """Half the shoulders' width at height ``y``."""
    return SHOULDERS[0] * n * math.sqrt(max(0.0, 1 - ((y - SHOULDERS_Y * n) / (SHOULDERS[1] * n)) ** 2))


def _shoulders_top(x: float, head: Head) -> float:
    """Where the shoulders' top edge is at ``x``."""
    share = (x - head.cx) / (SHOULDERS[0] * head.n)
    return (SHOULDERS_Y - SHOULDERS[1] * math.sqrt(max(0.0, 1 - share * share))) * head.n


NECKLINES: Final = {"vneck": 0.75, "boat": 0.95}  # the open necklines' half-widths, shares of the head's half-width


def _neckline_depth(clothes: str, across: float) -> float:
    """How far down an open neckline shows skin ``across`` it (-1 to 1), a share of the portrait's size."""
    if clothes == "vneck":
        return 0.94 - 0.22 * abs(across)
    return 0.76 + 0.05 * math.sqrt(max(0.0, 1 - across * across))


def _neckline_opening(face: Face, head: Head) -> list[Point]:
    """The outline of the skin an open neckline (a wrap top's V, a boat neck's wide oval) shows
    from the shoulders' edge down; none for closed clothes. The skin draws it with the neck, so
    the two are one surface under one light (the dress's shade is not laid over it)."""
    if face.clothes not in NECKLINES:
        return []
    half = NECKLINES[face.clothes] * head.w
    acrosses = [i / 16 - 1 for i in range(33)]
    tops = [(head.cx + half * a, _shoulders_top(head.cx + half * a, head)) for a in acrosses]
    bottoms = [
        (x, max(top, _neckline_depth(face.clothes, a) * head.n)) for a, (x, top) in zip(acrosses, tops, strict=True)
    ]
    return tops + bottoms[::-1]


def _wrap_edges(s: pygame.Surface, face: Face, head: Head) -> None:
    """A wrap top's edges along its V, lit on the near side: drawn twice as wide as they show,
    since the neckline's skin, laid over them, covers their inner half."""
    if face.clothes != "vneck":
        return
    cx, _cy, w, _h, n = head
    half = NECKLINES["vneck"] * w
    for side in (-1, 1):
        edge = _cloth_tones(face.shirt).light if side < 0 else _shade(face.shirt, 0.3)
        pygame.draw.line(s, edge, (cx + side * half, n * 0.72), (cx, n * 0.94), head.line * 6)


def _jacket(s: pygame.Surface, face: Face, head: Head) -> None:
    """An open jacket over a white shirt: lapels lit on the near side; a tweed's flecks, or a
    suit's folded handkerchief in the breast pocket."""
    cx, _cy, _w, _h, n = head
    tones = _cloth_tones(face.shirt)
    top, line = n * 0.78, head.line
    if face.clothes == "tweed":
        flecks = random.Random(7)  # the same weave every time
        for _ in range(260):
            x, y = cx + flecks.uniform(-0.45, 0.45) * n, flecks.uniform(0.72, 1.0) * n
            colour = tones.light if flecks.random() < 0.5 else tones.shade
            pygame.draw.line(s, colour, (x, y), (x + n * 0.008, y + n * 0.008), line * 2)
    pygame.draw.polygon(s, (238, 238, 242), [(cx - n * 0.1, top), (cx + n * 0.1, top), (cx, n)])
    pygame.draw.polygon(s, (200, 202, 210), [(cx + n * 0.02, top), (cx + n * 0.1, top), (cx + n * 0.01, n)])
    for side in (-1, 1):
        lapel = [(cx + side * n * 0.1, top), (cx + side * n * 0.02, n), (cx + side * n * 0.2, n * 0.9)]
        near = theme.mix(face.shirt, tones.light, 0.4)
        pygame.draw.polygon(s, _shade(face.shirt, 0.3) if side > 0 else near, lapel)
        pygame.draw.line(s, tones.light if side < 0 else tones.shade, lapel[0], lapel[2], line * 2)
        pygame.draw.line(s, tones.shade, lapel[1], lapel[2], line * 2)
    if face.clothes == "jacket":
        x, y = cx + n * 0.26, n * 0.9
        fold = [(x - n * 0.05, y), (x + n * 0.05, y), (x + n * 0.02, y - n * 0.04), (x - n * 0.01, y - n * 0.02)]
        pygame.draw.polygon(s, (236, 236, 240), fold)
        pygame.draw.line(s, tones.shade, (x - n * 0.06, y), (x + n * 0.06, y), line * 2)


def _knit(s: pygame.Surface, face: Face, head: Head) -> None:
    """A rolled neck and columns of knitted stitches, each a V lit on its near stroke."""
    cx, _cy, _w, _h, n = head
    tones = _cloth_tones(face.shirt)
    top = n * 0.78
    _ellipse(s, tones.shade, (cx, top + n * 0.015), (n * 0.14, n * 0.045))
    _ellipse(s, face.shirt, (cx, top + n * 0.005), (n * 0.13, n * 0.035))
    for k, j in itertools.product(range(-5, 6), range(6)):
        x, y = cx + k * n * 0.045, top + n * 0.06 + j * n * 0.035
        if abs(x - cx) <= _shoulders_half(y, n) - n * 0.02:
            pygame.draw.line(s, tones.light, (x, y + n * 0.025), (x - n * 0.016, y), head.line * 2)
            pygame.draw.line(s, tones.shade, (x, y + n * 0.025), (x + n * 0.016, y), head.line * 2)


def _sailor(s: pygame.Surface, _face: Face, head: Head) -> None:
    """A striped sailor's shirt, each stripe as wide as the shoulders there."""
    cx, _cy, _w, _h, n = head
    for j in range(5):
        y = n * 0.81 + j * n * 0.045
        half = _shoulders_half(y, n)
        pygame.draw.line(s, (40, 60, 120), (cx - half, y), (cx + half, y), max(1, n // 40))


def _flannel(s: pygame.Surface, face: Face, head: Head) -> None:
    """A checked flannel shirt, its collar points open at the neck, buttons down the placket."""
    cx, _cy, w, _h, n = head
    tones = _cloth_tones(face.shirt)
    top, line = n * 0.78, head.line
    for k in range(-6, 7):
        pygame.draw.line(s, tones.shade, (cx + k * n * 0.07, n * 0.7), (cx + k * n * 0.07, n), line * 3)
    for j in range(5):
        y = n * 0.76 + j * n * 0.06
        pygame.draw.line(s, tones.light, (cx - n * 0.5, y), (cx + n * 0.5, y), line * 2)
    for side in (-1, 1):
        collar = [
            (cx + side * w * 0.1, top - n * 0.01),
            (cx + side * w * 0.75, top - n * 0.02),
            (cx + side * w * 0.35, top + n * 0.08),
        ]
        pygame.draw.polygon(s, face.shirt if side < 0 else _shade(face.shirt, 0.2), collar)
        pygame.draw.polygon(s, tones.shade, collar, line * 2)
    for j in range(3):
        _ellipse(s, (230, 224, 210), (cx, top + n * (0.08 + j * 0.07)), (n * 0.01, n * 0.01))


_CLOTHES: Final = {"jacket": _jacket, "tweed": _jacket, "knit": _knit, "stripes": _sailor, "check": _flannel}


def _folds(s: pygame.Surface, face: Face, head: Head) -> None:
    """A few creases where the cloth falls from the shoulders toward the chest."""
    cx, _cy, _w, _h, n = head
    tones = _cloth_tones(face.shirt)
    for side in (-1, 1):
        for k in range(2):
            start = (cx + side * n * (0.3 + k * 0.06), n * (0.82 + k * 0.02))
            bend = (cx + side * n * (0.22 + k * 0.05), n * 0.9)
            end = (cx + side * n * (0.2 + k * 0.08), n * 1.0)
            paint.polyline(
                s,
                tones.shade if side > 0 else theme.mix(face.shirt, tones.shade, 0.5),
                paint.curve(start, bend, end, 6),
                head.line * 2,
            )


def _clothes(inner: pygame.Surface, face: Face, head: Head) -> None:
    """Shoulders in their clothes, lit on the near shoulder, in shade on the far one and under the chin."""
    cx, _cy, _w, _h, n = head
    piece = paint.Piece(
        n, pygame.Rect(round(cx - SHOULDERS[0] * n), round(n * 0.68), round(2 * SHOULDERS[0] * n) + 1, n)
    )
    _ellipse(piece.surface, face.shirt, (cx, n * SHOULDERS_Y), (n * SHOULDERS[0], n * SHOULDERS[1]))
    piece.outline()
    _folds(piece.surface, face, head)
    if face.clothes in _CLOTHES:
        _CLOTHES[face.clothes](piece.surface, face, head)
    _wrap_edges(piece.surface, face, head)
    tones = _cloth_tones(face.shirt)
    piece.tone(
        tones.shade,
        [
            paint.Blob(170, (cx + n * 0.38, n * 0.96), (n * 0.2, n * 0.26)),
            paint.Blob(150, (cx + n * 0.04, n * 0.76), (n * 0.18, n * 0.05)),
        ],
        n * 0.04,
    )
    piece.tone(tones.light, [paint.Blob(110, (cx - n * 0.27, n * 0.82), (n * 0.14, n * 0.08))], n * 0.04)
    piece.onto(inner)


# -- what they wear besides ----------------------------------------------------------------------


def _scarf(inner: pygame.Surface, colour: Color, head: Head) -> None:
    """A knitted scarf wound round the neck, one end hanging: ribbed, lit on the near side."""
    cx, cy, w, h, n = head
    neck_y = cy + h * 1.0
    piece = paint.Piece(n, head.box(-1.0, 0.8, 1.0, (n - cy) / h))
    wrap = [
        (cx - w * 0.9, neck_y - h * 0.1),
        (cx + w * 0.9, neck_y - h * 0.1),
        (cx + w * 0.7, neck_y + h * 0.25),
        (cx - w * 0.7, neck_y + h * 0.25),
    ]
    end = [
        (cx + w * 0.2, neck_y),
        (cx + w * 0.6, neck_y),
        (cx + w * 0.5, neck_y + h * 0.9),
        (cx + w * 0.1, neck_y + h * 0.85),
    ]
    pygame.draw.polygon(piece.surface, colour, wrap)
    pygame.draw.polygon(piece.surface, _shade(colour, 0.12), end)
    piece.outline()
    tones = _cloth_tones(colour)
    for i in range(16):  # the ribs of the knit
        x = cx - w * 0.85 + i * w * 0.113
        pygame.draw.line(
            piece.surface, tones.shade, (x, neck_y - h * 0.1), (x + w * 0.02, neck_y + h * 0.25), head.line
        )
    for j in range(5):
        y = neck_y + h * (0.3 + j * 0.12)
        pygame.draw.line(piece.surface, tones.light, (cx + w * 0.1, y), (cx + w * 0.6, y), head.line * 2)
    pygame.draw.line(
        piece.surface, tones.shade, (cx - w * 0.75, neck_y + h * 0.22), (cx + w * 0.7, neck_y + h * 0.22), head.line * 2
    )
    piece.tone(
        tones.shade,
        [
            paint.Blob(170, (cx + w * 0.9, neck_y + h * 0.1), (w * 0.45, h * 0.4)),
            paint.Blob(120, (cx + w * 0.2, neck_y + h * 0.9), (w * 0.4, h * 0.3)),
        ],
        w * 0.1,
    )
    piece.tone(tones.light, [paint.Blob(130, (cx - w * 0.45, neck_y), (w * 0.3, h * 0.1))], w * 0.1)
    piece.onto(inner)


def _tie(s: pygame.Surface, colour: Color, head: Head) -> None:
    """A tie under a white collar: a knot, a striped blade, its far half in shade."""
    cx, cy, w, h, _n = head
    neck_y = cy + h * 1.0
    blade = [
        (cx - w * 0.12, neck_y + h * 0.15),
        (cx + w * 0.12, neck_y + h * 0.15),
        (cx + w * 0.2, neck_y + h * 0.9),
        (cx, neck_y + h * 1.05),
        (cx - w * 0.2, neck_y + h * 0.9),
    ]
    pygame.draw.polygon(s, colour, blade)
    pygame.draw.polygon(s, _shade(colour, 0.25), [blade[1], blade[2], blade[3], (cx, neck_y + h * 0.15)])
    for j in range(4):  # its stripes
        y = neck_y + h * (0.3 + j * 0.18)
        pygame.draw.line(
            s, _light(colour, 0.35), (cx - w * 0.14, y + h * 0.08), (cx + w * 0.14, y - h * 0.04), head.line * 2
        )
    pygame.draw.polygon(
        s,
        _shade(colour, 0.1),
        [
            (cx - w * 0.13, neck_y),
            (cx + w * 0.13, neck_y),
            (cx + w * 0.09, neck_y + h * 0.17),
            (cx - w * 0.09, neck_y + h * 0.17),
        ],
    )
    for side in (-1, 1):
        point = [
            (cx + side * w * 0.45, neck_y - h * 0.05),
            (cx + side * w * 0.1, neck_y + h * 0.08),
            (cx + side * w * 0.3, neck_y + h * 0.3),
        ]
        pygame.draw.polygon(s, (236, 236, 240) if side < 0 else (206, 208, 216), point)


def _bowtie(s: pygame.Surface, colour: Color, head: Head) -> None:
    cx, cy, w, h, _n = head
    neck_y = cy + h * 1.0
    for side in (-1, 1):
        wing = [
            (cx, neck_y + h * 0.1),
            (cx + side * w * 0.35, neck_y - h * 0.05),
            (cx + side * w * 0.35, neck_y + h * 0.25),
        ]
        pygame.draw.polygon(s, colour if side < 0 else _shade(colour, 0.25), wing)
        pygame.draw.line(
            s,
            _light(colour, 0.35) if side < 0 else _shade(colour, 0.45),
            (cx + side * w * 0.08, neck_y + h * 0.08),
            (cx + side * w * 0.3, neck_y + h * 0.02),
            head.line * 2,
        )
        pygame.draw.line(
            s,
            _shade(colour, 0.4),
            (cx + side * w * 0.08, neck_y + h * 0.12),
            (cx + side * w * 0.3, neck_y + h * 0.18),
            head.line * 2,
        )
    _ellipse(s, _shade(colour, 0.2), (cx, neck_y + h * 0.1), (w * 0.08, h * 0.08))
    _ellipse(s, _light(colour, 0.3), (cx - w * 0.02, neck_y + h * 0.08), (w * 0.03, h * 0.03))


def _bead(s: pygame.Surface, colour: Color, centre: Point, radius: float) -> None:
    """A round bead lit from the upper left: shaded on its far side, a bright speck on its near side."""
    x, y = centre
    _ellipse(s, _shade(colour, 0.35), (x, y), (radius, radius))
    _ellipse(s, colour, (x - radius * 0.15, y - radius * 0.15), (radius * 0.8, radius * 0.8))
    _ellipse(s, (255, 255, 255), (x - radius * 0.35, y - radius * 0.35), (radius * 0.28, radius * 0.28))


def _cap(inner: pygame.Surface, colour: Color, head: Head) -> None:
    """A fisherman's cap: a soft crown with a band and a button on top, a peak over the brow."""
    cx, cy, w, h, n = head
    piece = paint.Piece(n, head.box(-1.1, -1.2, 1.3, -0.4))
    s = piece.surface
    pygame.draw.ellipse(s, colour, (round(cx - w * 1.05), round(cy - h * 1.15), round(w * 2.1), round(h * 0.9)))
    pygame.draw.rect(s, colour, (round(cx - w * 1.05), round(cy - h * 0.75), round(w * 2.1), round(h * 0.22)))
    piece.outline()
    tones = _cloth_tones(colour)
    pygame.draw.rect(
        s, _shade(colour, 0.25), (round(cx - w * 1.05), round(cy - h * 0.72), round(w * 2.1), round(h * 0.14))
    )
    for k in range(5):  # the crown's seams
        x = cx + (k - 2) * w * 0.38
        paint.polyline(
            s,
            tones.shade,
            paint.curve((cx, cy - h * 1.13), (x, cy - h * 1.0), (x * 1.05 - cx * 0.05, cy - h * 0.72), 6),
            head.line,
        )
    piece.tone(tones.shade, [paint.Blob(170, (cx + w * 0.95, cy - h * 0.7), (w * 0.5, h * 0.45))], w * 0.12)
    piece.tone(tones.light, [paint.Blob(150, (cx - w * 0.4, cy - h * 1.0), (w * 0.45, h * 0.13))], w * 0.12)
    _ellipse(s, _light(colour, 0.2), (cx, cy - h * 1.13), (w * 0.09, h * 0.045))
    piece.onto(inner)
    peak = pygame.Rect(round(cx - w * 0.2), round(cy - h * 0.62), round(w * 1.55), round(h * 0.2))
    pygame.draw.ellipse(inner, _shade(colour, 0.45), peak)
    pygame.draw.arc(inner, _light(colour, 0.2), peak, 0.3, 2.8, head.line * 2)


def _item(s: pygame.Surface, face: Face, head: Head) -> None:
    cx, cy, w, h, n = head
    neck_y = cy + h * 1.0
    c = face.item_colour
    if face.item == "scarf":
        _scarf(s, c, head)
    elif face.item == "tie":
        _tie(s, c, head)
    elif face.item == "bowtie":
        _bowtie(s, c, head)
    elif face.item == "pearls":
        for i in range(9):
            t = (i - 4) / 4
            _bead(s, c, (cx + t * w * 0.8, neck_y + h * 0.05 + (1 - t * t) * h * 0.25), w * 0.075)
    elif face.item == "earrings":  # gold hoops, lit on the lamp's side
        for side in (-1, 1):
            ring = pygame.Rect(
                round(cx + side * w * 1.0 - w * 0.11), round(cy + h * 0.22), round(w * 0.22), round(h * 0.26)
            )
            pygame.draw.ellipse(s, _shade(c, 0.3), ring, max(2, round(n / 70)))
            pygame.draw.arc(s, _light(c, 0.5), ring, 1.6, 3.6, max(1, round(n / 140)))
    elif face.item == "cap":
        _cap(s, c, head)
    elif face.item == "pencil":
        _pencil(s, (cx + w * 0.72, cy - h * 0.62), (cx + w * 1.2, cy + h * 0.16), n)


# -- the expressions -----------------------------------------------------------------------------


class Look(NamedTuple):
    """How an open eye looks: where its iris turns (``aside`` -1..1 toward the picture's right,
    ``down`` -1..1), how far the upper lid comes down and the lower lid up (shares of the eye's
    height), and how wide it opens."""

    aside: float
    down: float
    lid: float
    lower: float
    size: float = 1.0


LOOKS: Final = {
    Expression.NEUTRAL: Look(0.0, 0.05, 0.2, 0.0),
    Expression.THINKING: Look(0.8, -0.7, 0.08, 0.0),  # eyes up and aside, toward the thought
    Expression.PLEASED: Look(0.0, 0.1, 0.2, 0.42),  # the lower lids lifted by the smile
    Expression.ANNOYED: Look(-0.1, 0.3, 0.5, 0.12),  # heavy lids, a level stare
    Expression.SURPRISED: Look(0.0, 0.0, -0.1, 0.0, 1.28),  # wide open, white all round
}


class Brow(NamedTuple):
    """A brow's place: how high its inner end is lifted, how much higher its outer end sits, and
    how much it arches (shares of the head's half-height; negative lifts pull it down)."""

    lift: float
    tilt: float
    arch: float


BROWS: Final = {
    Expression.NEUTRAL: Brow(0.0, 0.01, 0.05),
    Expression.THINKING: Brow(-0.02, 0.0, 0.03),  # the far brow; the near one is raised (_brows)
    Expression.PLEASED: Brow(0.04, 0.0, 0.06),
    Expression.DELIGHTED: Brow(0.08, -0.01, 0.07),
    Expression.ANNOYED: Brow(-0.11, 0.14, -0.01),  # pulled down and in, toward the nose
    Expression.SURPRISED: Brow(0.12, 0.0, 0.07),
}
_WHITE: Final = (246, 242, 234)
_MOUTH_INSIDE: Final = (86, 26, 36)


def _eye_y(head: Head) -> float:
    return head.cy - head.h * 0.05


def _lid_curve(centre: Point, radii: Point, level: float, steps: int = 12) -> list[Point]:
    """An eyelid's edge across an eye: ``level`` -1 follows its top, 0 runs level through its
    middle, 1 follows its bottom."""
    (x, y), (rx, ry) = centre, radii
    return [
        (x + rx * u, y + level * ry * math.sqrt(max(0.0, 1 - u * u)))
        for u in (i / steps * 2 - 1 for i in range(steps + 1))
    ]


def _open_eye(s: pygame.Surface, face: Face, head: Head, x: float, look: Look) -> None:
    """An open eye: its white (in the lid's shadow at the top), a coloured iris and pupil turned
    where it looks, the lids, and a catchlight from the lamp on its upper left."""
    y = _eye_y(head)
    ew, eh = head.w * 0.18 * look.size, head.h * 0.112 * look.size
    box = pygame.Rect(round(x - ew) - 2, round(y - eh) - 2, round(2 * ew) + 4, round(2 * eh) + 4)
    eye = pygame.Surface(box.size, pygame.SRCALPHA)
    o = (x - box.x, y - box.y)
    _ellipse(eye, _WHITE, o, (ew, eh))
    shape = paint.outline_of(eye)
    _ellipse(eye, theme.mix(_WHITE, face.skin, 0.45), (o[0], o[1] - eh * 0.8), (ew, eh * 0.45))
    r = eh * (0.62 if look.size > 1 else 0.92)
    iris = (o[0] + look.aside * ew * 0.5, o[1] + look.down * eh * 0.45)
    _ellipse(eye, _shade(face.eyes, 0.35), iris, (r, r))
    _ellipse(eye, face.eyes, (iris[0] - r * 0.06, iris[1] + r * 0.06), (r * 0.78, r * 0.78))
    _ellipse(eye, _INK, iris, (r * 0.45, r * 0.45))
    lid = theme.mix(face.skin, _skin_tones(face.skin).shade, 0.2)
    top = o[1] + (2 * look.lid - 1) * eh
    if look.lid > 0:
        _lid(eye, lid, (0, 0), _lid_curve(o, (ew, eh), 2 * look.lid - 1))
    if look.lower > 0:
        _lid(eye, lid, (0, box.h), _lid_curve(o, (ew, eh), 1 - 2 * look.lower))
    glint = (iris[0] - r * 0.36, max(iris[1] - r * 0.36, top + r * 0.4))
    _ellipse(eye, (255, 255, 255), glint, (r * 0.3, r * 0.3))
    paint.cut_to(eye, shape)
    s.blit(eye, box.topleft)
    edge = [(px + box.x, py + box.y) for px, py in _lid_curve(o, (ew, eh), min(2 * look.lid - 1, -0.2))]
    lash = max(2, round(head.n / 80))
    paint.line(s, _INK, edge, lash)
    outer = edge[-1] if x > head.cx else edge[0]
    flick = (outer[0] + (ew * 0.28 if x > head.cx else -ew * 0.28), outer[1] - eh * 0.35)
    if face.lashes:
        paint.stroke(s, _INK, [outer, flick], (lash, lash * 0.4), smooth=True)
    lower = [(px + box.x, py + box.y) for px, py in _lid_curve(o, (ew, eh), 1 - 2 * max(0.0, look.lower))]
    paint.polyline(s, _skin_tones(face.skin).shade, lower[2:-2], head.line)  # a fine line: no joints to notch


def _lid(eye: pygame.Surface, colour: Color, corner: Point, edge: list[Point]) -> None:
    """A lid over ``eye`` from its top (or bottom) edge, at ``corner``'s height, down (or up) to
    its curved ``edge``, anti-aliased along that curve: a polygon's stair-steps showed there."""
    pygame.draw.polygon(eye, colour, [corner, (eye.get_width(), corner[1]), *reversed(edge)])
    pygame.draw.aalines(eye, colour, closed=False, points=edge)


def _shut_eye(s: pygame.Surface, head: Head, x: float, *, smiling: bool) -> None:
    """A shut eye: curved up in a laugh (delighted), or a lid curved down with its lashes (a blink)."""
    y = _eye_y(head)
    ew, eh = head.w * 0.17, head.h * 0.1
    lash = max(2, round(head.n / 60))
    if smiling:
        arc = [
            (x + ew * u, y + eh * 0.4 - eh * 1.0 * math.sqrt(max(0.0, 1 - u * u)))
            for u in (i / 6 - 1 for i in range(13))
        ]
        paint.line(s, _INK, arc, lash * 1.3)
        return
    arc = _lid_curve((x, y + eh * 0.1), (ew, eh), 0.45)
    paint.line(s, _INK, arc, lash)
    for u in (-0.5, 0.0, 0.5):
        px, py = x + ew * u, y + eh * 0.1 + 0.45 * eh * math.sqrt(1 - u * u)
        paint.stroke(s, _INK, [(px, py), (px + ew * u * 0.2, py + eh * 0.35)], (lash * 0.6, lash * 0.3), smooth=True)


def _brows(s: pygame.Surface, face: Face, expression: Expression, head: Head) -> None:
    """Brows as a brush leaves them, thick at the inner end and thin at the outer: raised,
    arched, or pulled down toward the nose (with a crease between them) as the face feels."""
    cx, cy, w, h, _n = head
    colour = theme.mix(face.hair, (45, 32, 26), 0.5)
    base_y = _eye_y(head) - h * 0.23
    for side in (-1, 1):
        brow = BROWS[expression]
        if expression is Expression.THINKING and side == 1:  # one brow raised in thought
            brow = Brow(0.1, 0.02, 0.08)
        x = cx + side * w * 0.42
        inner = (x - side * w * 0.17, base_y - brow.lift * h)
        outer = (x + side * w * 0.22, base_y - (brow.lift + brow.tilt) * h)
        bend = ((inner[0] + outer[0]) / 2, (inner[1] + outer[1]) / 2 - (brow.arch + 0.02) * h)
        heavy = h * face.brows
        paint.stroke(s, colour, paint.curve(inner, bend, outer, 16), (heavy * 0.085, heavy * 0.022), smooth=True)
    if expression is Expression.ANNOYED:
        crease = _skin_tones(face.skin).shade
        for side in (-1, 1):
            top = (cx + side * w * 0.06, base_y + h * 0.02)
            pygame.draw.line(s, crease, top, (top[0] + side * w * 0.02, top[1] + h * 0.12), head.line * 2)


def _eyes(s: pygame.Surface, face: Face, expression: Expression, head: Head, *, blink: bool) -> None:
    for side in (-1, 1):
        x = head.cx + side * head.w * 0.42
        if expression is Expression.DELIGHTED or blink:
            _shut_eye(s, head, x, smiling=expression is Expression.DELIGHTED)
        else:
            _open_eye(s, face, head, x, LOOKS[expression])
    _brows(s, face, expression, head)
    if face.glasses:
        _glasses(s, head)


def _glasses(s: pygame.Surface, head: Head) -> None:
    """Round spectacles, the lamp caught on the upper left of each lens."""
    cx, _cy, w, h, n = head
    eye_y, dx = _eye_y(head), w * 0.42
    line = max(2, round(n / 90))
    for side in (-1, 1):
        rect = pygame.Rect(round(cx + side * dx - w * 0.25), round(eye_y - h * 0.16), round(w * 0.5), round(h * 0.32))
        pygame.draw.ellipse(s, (50, 50, 60), rect, line)
        glint = rect.inflate(-rect.w // 4, -rect.h // 4)
        pygame.draw.arc(s, (240, 244, 250), glint, 1.75, 2.75, line)
    pygame.draw.line(s, (50, 50, 60), (cx - dx + w * 0.25, eye_y), (cx + dx - w * 0.25, eye_y), line + line // 2)
    for side in (-1, 1):
        pygame.draw.line(
            s, (50, 50, 60), (cx + side * (dx + w * 0.25), eye_y), (cx + side * w * 0.95, eye_y - h * 0.02), line
        )


def _lips_colour(face: Face) -> Color:
    return theme.mix(_shade(face.skin, 0.5), (140, 36, 46), face.mouth.tint)


def _open_mouth(s: pygame.Surface, face: Face, head: Head, *, wide: bool) -> None:
    """An open smile: a half moon lifted at its corners, upper teeth, lips round it; wider and
    deeper for a laugh, with the tongue showing."""
    cx, cy, w, h, _n = head
    mouth = face.mouth
    a, depth = w * (0.52 if wide else 0.44) * mouth.width, h * (0.36 if wide else 0.26) * mouth.lips**0.5
    top = cy + h * 0.47  # the nose's shadow and nostrils kept clear of the upper lip, however wide
    lift = h * (0.08 if wide else 0.07)
    edge = [(cx + a * u, top - lift * u * u) for u in (i / 8 - 1 for i in range(17))]
    bottom = [
        (cx + a * u, top - lift * u * u + depth * math.sqrt(max(0.0, 1 - u * u)) * (1 - 0.3 * u * u))
        for u in (i / 8 - 1 for i in range(17))
    ]
    box = pygame.Rect(round(cx - a) - 2, round(top - lift) - 2, round(2 * a) + 4, round(lift + depth) + 4)
    inside = pygame.Surface(box.size, pygame.SRCALPHA)
    local = [(x - box.x, y - box.y) for x, y in edge + bottom[::-1]]
    pygame.draw.polygon(inside, _MOUTH_INSIDE, local)
    shape = paint.outline_of(inside)
    if wide:
        _ellipse(inside, (214, 96, 104), (box.w / 2, box.h - depth * 0.22), (a * 0.5, depth * 0.3))
    _teeth(inside, mouth.teeth, lift, depth)
    paint.cut_to(inside, shape)
    s.blit(inside, box.topleft)
    lips = _lips_colour(face)
    paint.polyline(s, lips, bottom, max(2, round(head.n / 70 * mouth.lips)))
    paint.polyline(s, lips, edge, max(1, round(head.n / 120 * mouth.lips)))
    for side in (-1, 1):  # the cheeks pushed up at the corners
        corner = (cx + side * a, top - lift)
        rect = pygame.Rect(round(corner[0] - w * 0.08), round(corner[1] - h * 0.08), round(w * 0.16), round(h * 0.16))
        start, stop = (-0.8, 0.9) if side > 0 else (2.2, 3.9)
        pygame.draw.arc(s, _skin_tones(face.skin).shade, rect, start, stop, head.line * 2)


_TOOTH: Final = (250, 246, 236)
_TOOTH_SHADE: Final = (170, 150, 146)  # the teeth turning away into the mouth: warm, never a flat grey


def _teeth(inside: pygame.Surface, teeth: str, lift: float, depth: float) -> None:
    """The teeth in an open mouth's opening (``inside``, cut to its shape afterwards): the upper
    row, for "both" the lower row's edge too, for "gap" a gap between the two front teeth. Each
    row is one soft white, shading off toward the mouth's corners (the far one deeper) and under
    the upper lip: a white half against a grey band read as a seam, not teeth."""
    w, h = inside.get_size()
    row = pygame.Surface((w, h), pygame.SRCALPHA)
    upper = round(lift + depth * 0.32)
    pygame.draw.rect(row, _TOOTH, (0, 0, w, upper))
    shade = [
        paint.Blob(200, (0, upper * 0.6), (w * 0.24, upper * 1.4)),
        paint.Blob(235, (w, upper * 0.6), (w * 0.3, upper * 1.4)),
        paint.Blob(90, (w * 0.5, 0), (w * 0.6, lift * 0.6 + 1)),
    ]
    if teeth == "both":
        low = round(depth * 0.2)
        pygame.draw.rect(row, theme.mix(_TOOTH, _TOOTH_SHADE, 0.2), (0, h - low - 2, w, low))
        shade += [
            paint.Blob(200, (0, h - low), (w * 0.24, low * 1.6)),
            paint.Blob(235, (w, h - low), (w * 0.3, low * 1.6)),
        ]
    stencil = paint.outline_of(row)
    row.blit(paint.tone(row.get_rect(), _TOOTH_SHADE, shade, max(1.0, w * 0.06)), (0, 0))
    paint.cut_to(row, stencil)
    if teeth == "gap":
        gap = max(1, w // 40)
        pygame.draw.rect(row, _MOUTH_INSIDE, (w // 2 - gap // 2, 0, gap, upper))
    inside.blit(row, (0, 0))


def _round_mouth(s: pygame.Surface, face: Face, head: Head) -> None:
    """A round "o" of surprise: lips round a dark opening, the lower lip catching the light."""
    cx, cy, w, h, _n = head
    y, mouth = cy + h * 0.5, face.mouth
    rim = (mouth.lips - 1) * 0.8  # fuller lips: a thicker ring round the opening
    tall = mouth.width**-0.5  # a wide mouth makes a wider, lower "o"
    _ellipse(
        s,
        _lips_colour(face),
        (cx, y + h * 0.02),
        (w * (0.17 + 0.06 * rim) * mouth.width, h * (0.2 + 0.06 * rim) * tall),
    )
    _ellipse(s, _MOUTH_INSIDE, (cx, y + h * 0.01), (w * 0.11 * mouth.width, h * 0.14 * tall))
    _ellipse(s, _light(_lips_colour(face), 0.3), (cx - w * 0.04, y + h * 0.17), (w * 0.05, h * 0.02 * mouth.lips))


def _pressed_mouth(s: pygame.Surface, face: Face, head: Head) -> None:
    """Lips pressed thin into a frown: one band, fullest at the middle and tapering to corners
    pulled down (the far one lower and tighter), short creases tucked under the corners and the
    chin pushed up beneath (a hard bar under the lips read as a second moustache)."""
    cx, cy, w, h, n = head
    y, lips = cy + h * 0.47, _lips_colour(face)
    reach = {-1: w * 0.34 * face.mouth.width, 1: w * 0.29 * face.mouth.width}  # the far corner drawn in tighter
    drop = {-1: h * 0.14, 1: h * 0.18}
    us = [i / 12 - 1 for i in range(25)]
    seam = [(cx + reach[1 if u > 0 else -1] * u, y + drop[1 if u > 0 else -1] * u * u) for u in us]
    full = (1.3 if face.beard else 1.0) * max(1.0, face.mouth.lips)  # in a beard the lips show only where full
    top = [(x, sy - h * 0.035 * full * (1 - u * u)) for (x, sy), u in zip(seam, us, strict=True)]
    bottom = [(x, sy + h * 0.06 * full * (1 - u * u) ** 0.8) for (x, sy), u in zip(seam, us, strict=True)]
    pygame.draw.polygon(s, lips, top + bottom[::-1])
    ink = _shade(lips, 0.5)
    paint.stroke(s, ink, seam[:13], (max(2.0, n / 130), max(3.0, n / 60)))
    paint.stroke(s, ink, seam[12:], (max(3.0, n / 60), max(2.0, n / 130)))
    _ellipse(s, _light(lips, 0.2), (cx - w * 0.07, y + h * 0.035), (w * 0.07, h * 0.012))
    if face.beard:  # the chin and the corners' creases lie under the beard
        return
    shade = _skin_tones(face.skin).shade
    chin = pygame.Rect(round(cx - w * 0.3), round(y + h * 0.05), round(w * 0.6), round(h * 0.4))
    blobs = [paint.Blob(120, (cx + w * 0.03, y + h * 0.17), (w * 0.13, h * 0.05))]
    s.blit(paint.tone(chin, shade, blobs, w * 0.05), chin.topleft)
    for (x, corner), side in ((seam[0], -1), (seam[-1], 1)):  # the corners tucked down into the cheek
        tuck = [(x, corner), (x + side * w * 0.03, corner + h * 0.05), (x + side * w * 0.04, corner + h * 0.1)]
        paint.stroke(s, theme.mix(shade, ink, 0.35), tuck, (max(2.0, n / 80), 1.0))


def _pursed_mouth(s: pygame.Surface, face: Face, head: Head) -> None:
    """A small mouth pushed to one side in thought."""
    cx, cy, w, h, _n = head
    y, mouth = cy + h * 0.5, face.mouth
    half = w * 0.12 * mouth.width
    _ellipse(s, _lips_colour(face), (cx + w * 0.14, y), (half, h * 0.06 * mouth.lips))
    seam = ((cx + w * 0.14 - half * 0.83, y), (cx + w * 0.14 + half * 0.83, y - h * 0.015))
    pygame.draw.line(s, _shade(_lips_colour(face), 0.45), *seam, head.line * 2)


def _mouth(s: pygame.Surface, face: Face, expression: Expression, head: Head) -> None:
    """Drawn bold enough to read at the smallest seat: a smile, a laugh, an "o", pressed lips."""
    if expression in (Expression.PLEASED, Expression.DELIGHTED):
        _open_mouth(s, face, head, wide=expression is Expression.DELIGHTED)
    elif expression is Expression.SURPRISED:
        _round_mouth(s, face, head)
    elif expression is Expression.ANNOYED:
        _pressed_mouth(s, face, head)
    elif expression is Expression.THINKING:
        _pursed_mouth(s, face, head)
    else:
        _closed_mouth(s, face, head)


def _mouth_in_the_beard(s: pygame.Surface, face: Face, expression: Expression, head: Head) -> None:
    """A bearded mouth: the beard parted round it (the lips drawn over the beard's hair read as
    a sticker). Round the lips, however wide the expression opens them, a band of skin the beard
    leaves bare, in its shade (on the skin above, a soft shadow round the mouth); the beard's
    strands curling in over the band's lower edge; then the lips."""
    _cx, _cy, w, h, n = head
    lips = pygame.Surface((n, n), pygame.SRCALPHA)
    _mouth(lips, face, expression, head)
    drawn = pygame.mask.from_surface(lips).get_bounding_rects()
    if not drawn:
        return
    reach = max(2, round(w * 0.07))  # how far the bare skin shows past the lips
    box = drawn[0].unionall(drawn[1:]).inflate(2 * reach + 2, 2 * reach + 2).clip(lips.get_rect())
    disc = pygame.Surface((2 * reach + 1, 2 * reach + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (reach, reach), reach)
    bare = pygame.mask.from_surface(lips.subsurface(box)).convolve(
        pygame.mask.from_surface(disc), pygame.mask.Mask(box.size), (-reach, -reach)
    )
    shade = theme.mix(face.skin, _skin_tones(face.skin).shade, 0.7)
    s.blit(bare.to_surface(setcolor=(*shade, 255), unsetcolor=(0, 0, 0, 0)), box.topleft)
    hair = _hair_tones(face.hair)
    strands = 9
    for k in range(strands):  # the beard's strands curling in over the bare skin's lower edge
        x = box.x + reach + (box.w - 2 * reach) * (k + 0.5) / strands
        column = [y for y in range(box.h) if bare.get_at((round(x) - box.x, y))]
        if not column:
            continue
        edge = box.y + max(column)
        lean = (box.centerx - x) * 0.12
        stroke = [(x - lean, edge + h * 0.06), (x, edge + h * 0.01), (x + lean, edge - reach * 0.6)]
        paint.stroke(s, face.hair if k % 2 else hair.shade, stroke, (max(2.0, n / 80), 1.0))
    s.blit(lips, (0, 0))


def _closed_mouth(s: pygame.Surface, face: Face, head: Head) -> None:
    """A relaxed closed mouth: lips meeting in a soft curve, fullest at the middle and tapering to
    the corners, a little shadow under the lower lip (a straight bar read as a sticker)."""
    cx, cy, w, h, _n = head
    lips, shadow = _lips_colour(face), theme.mix(face.skin, _skin_tones(face.skin).shade, 0.6)
    y = cy + h * 0.47
    half, full = w * 0.25 * face.mouth.width, h * 0.09 * face.mouth.lips
    _ellipse(s, shadow, (cx, y + full * 1.6), (half * 0.42, full * 0.5))
    xs = [i / 10 for i in range(-10, 11)]
    middle = [y + h * 0.012 * (1 - u * u) for u in xs]  # the lips' line dips a little at the middle
    top = [(cx + half * u, m - full * 0.45 * (1 - u * u)) for u, m in zip(xs, middle, strict=True)]
    bottom = [(cx + half * u, m + full * 0.55 * (1 - u * u) ** 0.9) for u, m in zip(xs, middle, strict=True)]
    pygame.draw.polygon(s, lips, top + bottom[::-1])
    paint.polyline(s, _shade(lips, 0.4), [(x, m) for (x, _t), m in zip(top, middle, strict=True)], head.line)
    _ellipse(s, _light(lips, 0.25), (cx - half * 0.25, y + full * 0.3), (half * 0.2, full * 0.15))


def _moustache(s: pygame.Surface, face: Face, head: Head) -> None:
    cx, cy, w, h, _n = head
    y = cy + h * 0.33
    tones = _hair_tones(face.hair)
    for side in (-1, 1):
        _ellipse(s, tones.shade, (cx + side * w * 0.2, y + h * 0.02), (w * 0.25, h * 0.085))
        _ellipse(s, face.hair, (cx + side * w * 0.2, y), (w * 0.23, h * 0.07))
        for k in range(3):
            x = cx + side * w * (0.08 + k * 0.1)
            pygame.draw.line(
                s,
                tones.light if side < 0 else tones.shade,
                (x, y - h * 0.04),
                (x + side * w * 0.05, y + h * 0.05),
                head.line,
            )


HAND_FROM: Final = (
    120  # px: below this a hand at the chin is a skin-coloured blob, so the eyes, mouth and bubble think alone
)


Curve = tuple[Point, Point, Point]  # start, bend, end


class HandPose(NamedTuple):
    """Where a thinking hand lies, in shares of the head's half-size from its centre: how far the
    whole hand is moved from under the near side of the chin, the raised index finger's curve
    (none: curled with the others) and the thumb's (none: laid across a closed fist, or hidden
    behind a hand whose finger is raised)."""

    moved: tuple[float, float]
    finger: Curve | None = None
    thumb: Curve | None = None


HANDS: Final = {  # each character thinks with a hand of their own (one hand on everyone read as a stamp)
    "cheek": HandPose(  # the thumb under the chin, the index finger laid up the cheek
        (0.0, 0.0), ((-0.55, 0.98), (-0.64, 0.72), (-0.52, 0.45)), ((-0.28, 0.98), (-0.12, 1.0), (0.04, 0.97))
    ),
    "chin": HandPose((0.3, 0.1), ((-0.45, 0.95), (-0.44, 0.8), (-0.38, 0.66))),  # a finger pressed to the chin
    "temple": HandPose((-0.62, -1.05), ((-0.5, 0.95), (-0.48, 0.8), (-0.3, 0.66))),  # a finger at the temple
    "fist": HandPose((0.25, 0.03)),  # the chin on a closed fist
    "beard": HandPose((0.2, 0.22)),  # the beard on a closed fist, the knuckles under it
    "knuckles": HandPose((-0.3, -0.42)),  # the cheek leant on the knuckles
}


def _hand(s: pygame.Surface, face: Face, head: Head) -> None:
    """A hand at the face in thought, in the character's own pose (``Face.hand``): the sleeve
    rising from below to a cuff, the fingers curled (``_fist``), the index finger and the thumb
    laid where the pose puts them, each outlined so the skin does not melt into the face. A hand
    at the far cheek is drawn at the near one and mirrored (held in front of the face, it stays
    in the lamp's light: darkened, it melted into the face's shaded side)."""
    if not face.far_hand:
        _near_hand(s, face, head)
        return
    hand = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    _near_hand(hand, face, head._replace(cx=s.get_width() - head.cx))
    s.blit(pygame.transform.flip(hand, flip_x=True, flip_y=False), (0, 0))


def _near_hand(s: pygame.Surface, face: Face, head: Head) -> None:
    """The thinking hand on the lamp's side of the face (see ``_hand``)."""
    pose = HANDS[face.hand]
    head = head._replace(cx=head.cx + head.w * pose.moved[0], cy=head.cy + head.h * pose.moved[1])
    cx, cy, w, h, n = head

    def at(share: Point) -> Point:
        return cx + w * share[0], cy + h * share[1]

    skin, tones, cloth = face.skin, _skin_tones(face.skin), _cloth_tones(face.shirt)
    edge = max(2.0, n / 120)
    sleeve = [(cx - w * 1.2, n), (cx - w * 0.72, cy + h * 1.33), (cx - w * 0.18, cy + h * 1.33), (cx - w * 0.2, n)]
    pygame.draw.polygon(s, face.shirt, sleeve)
    paint.stroke(s, cloth.light, sleeve[:2], (edge * 2, edge))
    paint.stroke(s, cloth.shade, sleeve[2:], (edge, edge * 2))
    cuff = pygame.Rect(round(cx - w * 0.72), round(cy + h * 1.24), round(w * 0.56), round(h * 0.16))
    pygame.draw.rect(s, cloth.shade, cuff.inflate(round(edge), round(edge)), border_radius=round(h * 0.05))
    pygame.draw.rect(s, theme.mix(face.shirt, cloth.light, 0.5), cuff, border_radius=round(h * 0.05))
    if pose.finger is not None:
        finger = paint.curve(at(pose.finger[0]), at(pose.finger[1]), at(pose.finger[2]), 10)
        paint.stroke(s, tones.shade, finger, (w * 0.17 + 2 * edge, w * 0.13 + 2 * edge))
        paint.stroke(s, skin, finger, (w * 0.17, w * 0.13))
        nail = (finger[-1][0] + w * 0.01, finger[-1][1] + h * 0.03)
        _ellipse(s, _light(skin, 0.25), nail, (w * 0.035, h * 0.04))
    if pose.thumb is not None:
        thumb = paint.curve(at(pose.thumb[0]), at(pose.thumb[1]), at(pose.thumb[2]), 8)
        paint.stroke(s, tones.shade, thumb, (w * 0.16 + 2 * edge, w * 0.1 + 2 * edge))
        paint.stroke(s, skin, thumb, (w * 0.16, w * 0.1))
    fist = pygame.Rect(round(cx - w * 0.66), round(cy + h * 0.9), round(w * 0.46), round(h * 0.4))
    _fist(s, face, head, fist, index_raised=pose.finger is not None)


def _capsule(s: pygame.Surface, skin: Color, edge: float, bone: tuple[Point, Point], thick: float) -> None:
    """A finger (or a thumb) along ``bone`` (from its start to its end), ``thick`` across, rounded
    at both ends, outlined ``edge`` wide in the skin's shade and lit along its upper side."""
    start, end = bone
    tones = _skin_tones(skin)
    paint.stroke(s, tones.shade, [start, end], (thick + 2 * edge, thick + 2 * edge))
    for point in (start, end):
        _ellipse(s, tones.shade, point, (thick / 2 + edge, thick / 2 + edge))
    paint.stroke(s, skin, [start, end], (thick, thick))
    for point in (start, end):
        _ellipse(s, skin, point, (thick / 2, thick / 2))
    lit = [(start[0], start[1] - thick * 0.22), (end[0], end[1] - thick * 0.22)]
    paint.stroke(s, _light(skin, 0.3), lit, (thick * 0.25, thick * 0.15))


def _fist(s: pygame.Surface, face: Face, head: Head, fist: pygame.Rect, *, index_raised: bool) -> None:
    """A closed hand under the chin, as a thinker rests on it, seen from the front: the back of
    the hand rising from the cuff, the curled fingers stacked one over the other (each rounded,
    outlined, a knuckle at its outer end and its tip curled in toward the chin, the lower ones
    shorter), and the thumb: laid across the front of the fingers when the fist is closed (the
    index raised to the cheek holds the thumb under the chin instead). Hands drawn as a box with
    stripes read as a loaf, not a hand."""
    _cx, _cy, w, h, n = head
    skin, tones = face.skin, _skin_tones(face.skin)
    edge = max(1.5, n / 160)
    back = pygame.Rect(fist.x - round(fist.w * 0.12), fist.y + round(fist.h * 0.1), round(fist.w * 0.55), fist.h)
    pygame.draw.rect(s, tones.shade, back.inflate(round(2 * edge), round(2 * edge)), border_radius=back.w // 3)
    pygame.draw.rect(s, theme.mix(skin, tones.shade, 0.25), back, border_radius=back.w // 3)
    fingers = range(1, 4) if index_raised else range(4)
    thick = fist.h / 4.2
    for k in fingers:  # from the index (top, longest) down to the little finger
        y = fist.y + thick * (k + 0.55)
        knuckle = (fist.x + fist.w * 0.1 + k * w * 0.015, y)
        tip = (fist.right - k * fist.w * 0.1 - thick / 2, y + thick * 0.08)  # each finger shorter
        _capsule(s, skin, edge, (knuckle, tip), thick)
        joint = tip[0] - thick * 0.9
        paint.polyline(
            s, tones.shade, [(joint, y - thick * 0.38), (joint + thick * 0.1, y + thick * 0.38)], round(edge)
        )
        _ellipse(
            s, _light(skin, 0.35), (knuckle[0] - thick * 0.05, knuckle[1] - thick * 0.12), (thick * 0.2, thick * 0.14)
        )
    if not index_raised:  # the thumb laid across the index and middle fingers, its nail toward the chin
        root = (fist.x + fist.w * 0.05, fist.y + thick * 1.5)
        tip = (fist.x + fist.w * 0.72, fist.y + thick * 0.75)
        _capsule(s, _light(skin, 0.1), edge, (root, tip), thick * 1.05)
        _ellipse(s, _light(skin, 0.4), (tip[0] - thick * 0.05, tip[1] - thick * 0.05), (thick * 0.3, thick * 0.22))
        pygame.draw.ellipse(
            s,
            tones.shade,
            pygame.Rect(
                round(tip[0] - thick * 0.35), round(tip[1] - thick * 0.27), round(thick * 0.7), round(thick * 0.5)
            ),
            max(1, round(edge * 0.7)),
        )


def _features(s: pygame.Surface, face: Face, expression: Expression, head: Head, *, blink: bool) -> None:
    """What an expression changes: colour in the cheeks, the eyes and brows, the mouth."""
    cx, cy, w, h, _n = head
    if expression in (Expression.PLEASED, Expression.DELIGHTED):
        glow = theme.glow(
            (round(w * 0.5), round(h * 0.3)),
            theme.mix(face.skin, (230, 80, 80), 0.7),
            150 if expression is Expression.DELIGHTED else 90,
        )
        for side in (-1, 1):
            s.blit(glow, glow.get_rect(center=(round(cx + side * w * 0.56), round(cy + h * 0.3))))
    _eyes(s, face, expression, head, blink=blink)
    if face.beard:
        _mouth_in_the_beard(s, face, expression, head)
    else:
        _mouth(s, face, expression, head)
    if face.moustache:  # over the upper lip, whatever the mouth does
        _moustache(s, face, head)


def _pencil(s: pygame.Surface, top: tuple[float, float], point: tuple[float, float], n: int) -> None:
    """A pencil tucked behind the ear, from its eraser at ``top`` to its sharpened ``point``:
    thick enough and outlined so that at a small portrait it reads as a pencil, not a scratch."""
    (x0, y0), (x1, y1) = top, point
    length = math.hypot(x1 - x0, y1 - y0)
    along, across = ((x1 - x0) / length, (y1 - y0) / length), ((y0 - y1) / length, (x1 - x0) / length)

    def part(start: float, end: float, half_start: float, half_end: float) -> list[tuple[float, float]]:
        """The outline of the pencil between shares ``start`` and ``end`` of its length."""
        ends = [(x0 + along[0] * length * t, y0 + along[1] * length * t) for t in (start, end)]
        return [
            (ends[0][0] + across[0] * half_start, ends[0][1] + across[1] * half_start),
            (ends[1][0] + across[0] * half_end, ends[1][1] + across[1] * half_end),
            (ends[1][0] - across[0] * half_end, ends[1][1] - across[1] * half_end),
            (ends[0][0] - across[0] * half_start, ends[0][1] - across[1] * half_start),
        ]

    half, edge = max(3.0, n / 34), max(2.0, n / 110)
    pygame.draw.polygon(s, (34, 28, 30), part(-0.03, 0.78, half + edge, half + edge))  # the outline all round
    pygame.draw.polygon(s, (34, 28, 30), part(0.74, 1.04, half + edge, 0))
    pygame.draw.polygon(s, (226, 128, 150), part(0, 0.14, half, half))  # the eraser
    pygame.draw.polygon(s, (186, 190, 196), part(0.14, 0.22, half, half))  # its metal band
    pygame.draw.polygon(s, (240, 192, 52), part(0.22, 0.78, half, half))  # the painted body
    pygame.draw.polygon(s, (255, 226, 120), part(0.22, 0.78, half * 0.35, half * 0.35))  # its lit facet
    pygame.draw.polygon(s, (226, 196, 150), part(0.78, 1.0, half, 0))  # the sharpened wood
    pygame.draw.polygon(s, (52, 48, 54), part(0.92, 1.0, half * 0.36, 0))  # the lead


# -- the portrait ------------------------------------------------------------------------------


def _head(face: Face, n: int) -> Head:
    return Head(n / 2, n * 0.47, n * face.width * 1.1, n * 0.275, n)  # the head fills the frame: a face, not a figure


@lru_cache(maxsize=12)
def _sitter(face: Face, n: int) -> pygame.Surface:
    """Everything an expression leaves alone, drawn once per size and shared by the six faces:
    the backdrop lit on the lamp's side, the hair, the clothes, the head, what they wear."""
    inner = pygame.Surface((n, n), pygame.SRCALPHA)
    backdrop = _backdrop(face)
    pygame.draw.circle(inner, backdrop, (n // 2, n // 2), n // 2)
    glow = theme.glow((round(n * 0.9), round(n * 0.8)), _light(backdrop, 0.35), 90)
    inner.blit(glow, glow.get_rect(center=(round(n * 0.3), round(n * 0.3))))
    head = _head(face, n)
    _hair_back(inner, face, head)
    _clothes(inner, face, head)
    _skin(inner, face, head)
    _hair_front(inner, face, head)
    _age(inner, face, head)
    _item(inner, face, head)
    return inner


def _ring(surface: pygame.Surface, ring: Color) -> None:
    """The frame's ring, its metal lit on the upper left and in shade on the lower right."""
    n = surface.get_width()
    centre, radius, width = (n // 2, n // 2), n // 2 - n // 48, max(2, n // 24)
    pygame.draw.circle(surface, ring, centre, radius, width)
    band = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    band.center = centre
    lit, shaded = band.inflate(-width // 2, -width // 2), band.inflate(-width // 3, -width // 3)
    pygame.draw.arc(surface, _light(ring, 0.45), lit, math.pi * 0.55, math.pi * 0.95, max(1, width // 3))
    pygame.draw.arc(surface, _shade(ring, 0.3), shaded, math.pi * 1.55, math.pi * 1.95, max(1, width // 3))
    pygame.draw.circle(surface, _light(ring, 0.4), centre, radius, max(1, n // 96))


def _thought(surface: pygame.Surface) -> None:
    """The thinking bubble over the head, inside the frame's ring."""
    n = surface.get_width()
    bubble = pygame.Rect(0, 0, round(n * 0.32), round(n * 0.17))
    bubble.center = (round(n * 0.62), round(n * 0.22))
    pygame.draw.ellipse(surface, (250, 248, 240), bubble)
    pygame.draw.ellipse(surface, (120, 110, 100), bubble, max(1, n // 96))
    for i in range(3):
        _ellipse(
            surface, (80, 70, 60), (bubble.x + bubble.w * (0.28 + 0.22 * i), bubble.centery), (n * 0.022, n * 0.022)
        )


def _face_layer(character_id: str, expression: Expression, size: int, *, blink: bool) -> pygame.Surface:
    """What shows through the frame's window, drawn at its supersampled size: the sitter with the
    expression's features (and a thinking face's hand only where it reads as one), cleared
    outside the window, whose edge the ring covers wherever the head sways."""
    face, n = face_of(character_id), round(size * supersample(size))
    inner = _sitter(face, n).copy()
    _features(inner, face, expression, _head(face, n), blink=blink)
    if expression is Expression.THINKING and size >= HAND_FROM:
        _hand(inner, face, _head(face, n))
    window, corner = n // 2 - n // 24, math.ceil(n * 0.71)  # cleared outside the frame's window (no mask to blend)
    pygame.draw.circle(inner, (0, 0, 0, 0), (n // 2, n // 2), corner, corner - window)
    return inner


def _frame_layer(size: int, ring: Color, *, thinking: bool) -> pygame.Surface:
    """The frame over the face, drawn at its supersampled size: the shadow it casts beyond the
    window, the ring, and a thinking face's bubble inside it."""
    n = round(size * supersample(size))
    surface = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(surface, (0, 0, 0, 90), (n // 2 + n // 40, n // 2 + n // 30), n // 2)  # the frame's shadow
    pygame.draw.circle(surface, (0, 0, 0, 0), (n // 2, n // 2), n // 2 - n // 24)  # none over the face
    _ring(surface, ring)
    if thinking:
        _thought(surface)
    return surface


def _small(big: pygame.Surface, size: int) -> pygame.Surface:
    """``big`` smoothed down to ``size`` px square (converted when a window exists)."""
    small = pygame.transform.smoothscale(big, (size, size))
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


def supersample(size: int) -> float:
    """How much larger than ``size`` a portrait is drawn before it is smoothed down: four times
    for a small seat, less as it grows (a winner's face at 4K is drawn at about 1.25 times, or
    its first render would hold up the celebration)."""
    size = max(8, size)
    return max(1.25, min(2.0, 800 / size), min(SUPERSAMPLE, 384 / size))


FRAME_GOLD: Final[Color] = (200, 170, 100)  # the frame's ring where it marks nothing


@lru_cache(maxsize=256)
def portrait_face(character_id: str, expression: Expression, size: int, *, blink: bool = False) -> pygame.Surface:
    """The face inside the frame, ``size`` pixels square, drawn once and kept: the head sways
    with it while the frame (``portrait_frame``) stays still. ``blink``: the eyes shut."""
    size = max(8, size)
    return _small(_face_layer(character_id, expression, size, blink=blink), size)


@lru_cache(maxsize=32)
def portrait_frame(size: int, ring: Color = FRAME_GOLD, *, thinking: bool = False) -> pygame.Surface:
    """The round frame laid over a ``size`` px face: its shadow, its ring in ``ring`` (a team's
    colour in a partnership), and the bubble of a thinking face. Drawn once and kept."""
    size = max(8, size)
    return _small(_frame_layer(size, ring, thinking=thinking), size)


@lru_cache(maxsize=256)
def portrait(
    character_id: str, expression: Expression, size: int, ring: Color = FRAME_GOLD, *, blink: bool = False
) -> pygame.Surface:
    """The portrait ``size`` pixels square, face and frame in one picture (where the head does
    not sway: the end screens, the tutorial's panel), drawn once and kept (converted when a
    window exists); ``blink``: the same face with the eyes shut, the other frame of an idle blink."""
    size = max(8, size)
    big = _face_layer(character_id, expression, size, blink=blink)
    big.blit(_frame_layer(size, ring, thinking=expression is Expression.THINKING), (0, 0))
    return _small(big, size)


BLINK_TIME: Final = 0.13  # seconds the eyes stay shut in a blink
BLINK_EVERY: Final = (2.8, 6.0)  # seconds between blinks, at least and at most
_stills = 0  # how many still pictures are being drawn (``still``): no one blinks in them


@contextmanager
def still() -> Iterator[None]:
    """Faces drawn inside the block are for a still picture (the table under an end screen, a
    screenshot): nobody blinks in it (a blink caught there kept a face asleep for as long as it
    showed)."""
    global _stills
    _stills += 1
    try:
        yield
    finally:
        _stills -= 1


def _seed(character_id: str) -> float:
    return sum(ord(c) * (i + 1) for i, c in enumerate(character_id)) % 997 / 997


def idle(character_id: str, now: float) -> tuple[float, float, bool]:
    """A seated character's idle life at time ``now``: a small slow sway of the head (x, y, in
    shares of the portrait's size) and whether the eyes are shut in a blink. A pure function of
    the time, different for each character, so two faces never blink together; the blinks come
    at uneven gaps (one somewhere in each stretch of the character's own length), not like a
    metronome."""
    seed = _seed(character_id)
    low, high = BLINK_EVERY
    period = low + (high - low) * seed
    stretch, into = divmod(now + seed * period, period)
    at = 0.1 + (period - 0.6) * ((int(stretch) * 7919 + round(seed * 997) * 104729) % 1000 / 1000)
    blink = not _stills and 0.0 <= into - at < BLINK_TIME
    sway_x = 0.012 * math.sin(now * 0.7 + seed * math.tau)
    sway_y = 0.008 * math.sin(now * 0.45 + seed * 5.0)
    return sway_x, sway_y, blink
