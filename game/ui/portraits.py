"""The opponents' faces: flat-shaded head-and-shoulders portraits drawn by code from a few
parameters per character, in a round frame, with the expressions the table shows.

Each portrait is drawn once per (character, expression, size) at four times its size and
smooth-scaled down (anti-aliasing), then kept: a frame only blits. Expressions change the
eyebrows, eyes and mouth alone, so a character stays recognisable whatever they feel.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, NamedTuple

import pygame

from game.ui import theme

Color = tuple[int, int, int]
SUPERSAMPLE = 4  # at most; a large portrait is drawn at twice its size


class Expression(enum.Enum):
    """The faces a character makes, driven by what happens at the table."""

    NEUTRAL = "neutral"
    THINKING = "thinking"  # while the computer searches: eyes up, a "..." bubble
    PLEASED = "pleased"  # after a good play or an All Fives score
    DELIGHTED = "delighted"  # a domino, a match won: eyes shut with joy, a wide laugh
    ANNOYED = "annoyed"  # when blocked or passing
    SURPRISED = "surprised"  # someone else's domino, a lucky draw: round eyes, brows up, an "o"


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
    clothes: str = "plain"  # "plain", "jacket" (lapels), "knit" (a cabled sweater), "stripes" (a sailor's shirt)
    age: int = 0  # 0 young, 1 middle-aged (a crease at the mouth), 2 old (lines on the brow, greying)
    moustache: bool = False


FACES: Final[dict[str, Face]] = {
    "aino": Face((246, 214, 188), (222, 178, 92), "long", (88, 120, 168), 0.2, item="scarf", item_colour=(206, 64, 72)),
    "sven": Face((238, 200, 170), (184, 98, 50), "short", (92, 128, 92), 0.22, beard=True, age=1),
    "vesna": Face(
        (226, 186, 150), (58, 34, 28), "bun", (150, 84, 130), 0.2, item="earrings", item_colour=(232, 196, 96)
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
        age=2,
    ),
    "dragan": Face(
        (214, 170, 134),
        (30, 28, 30),
        "short",
        (40, 44, 52),
        0.23,
        beard=True,
        item="tie",
        item_colour=(150, 30, 40),
        clothes="jacket",
        age=1,
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
        clothes="jacket",
        age=2,
    ),
    "eleni": Face(
        (214, 168, 128), (136, 66, 36), "parted", (30, 110, 110), 0.2, item="pearls", item_colour=(240, 236, 224)
    ),
}
_FALLBACK = Face((220, 184, 150), (90, 70, 50), "short", (100, 100, 110))
_INK: Final = (40, 30, 30)


def face_of(character_id: str) -> Face:
    """The character's face; an unknown id (a future character) gets a plain one, never an error."""
    return FACES.get(character_id, _FALLBACK)


def _shade(c: Color, t: float) -> Color:
    return theme.mix(c, (0, 0, 0), t)


def _light(c: Color, t: float) -> Color:
    return theme.mix(c, (255, 255, 255), t)


def _ellipse(surface: pygame.Surface, colour: Color, centre: tuple[float, float], radii: tuple[float, float]) -> None:
    (cx, cy), (rx, ry) = centre, radii
    pygame.draw.ellipse(surface, colour, pygame.Rect(round(cx - rx), round(cy - ry), round(2 * rx), round(2 * ry)))


class Head(NamedTuple):
    """Where the head is drawn: its centre, its half-width and half-height, and the picture's size."""

    cx: float
    cy: float
    w: float
    h: float
    n: int


def _hair_back(s: pygame.Surface, face: Face, head: Head) -> None:
    """The hair behind the head (long hair falls to the shoulders, a bun sits high on top)."""
    cx, cy, w, h, n = head
    if face.hair_style in ("long", "parted"):
        pygame.draw.rect(
            s,
            face.hair,
            (round(cx - w * 1.15), round(cy - h * 0.6), round(w * 2.3), round(h * 1.9)),
            border_radius=round(w * 0.9),
        )
    if face.hair_style == "bun":  # large enough to stand above the crown: her outline at a glance
        _ellipse(s, face.hair, (cx, cy - h * 1.12), (w * 0.52, h * 0.34))
        _ellipse(s, _light(face.hair, 0.2), (cx - w * 0.15, cy - h * 1.25), (w * 0.2, h * 0.08))


def _hair_front(s: pygame.Surface, face: Face, head: Head) -> None:
    """The hair over the head: a crown down to the brow line (swept to one side, straight or
    parted in the middle), or curls; sides reaching down past the temples; or, bald, the sides alone."""
    cx, cy, w, h, n = head
    if face.hair_style == "bald":  # a bare crown with its shine, a fringe of hair round the back
        for side in (-1, 1):
            _ellipse(s, face.hair, (cx + side * w * 0.9, cy - h * 0.22), (w * 0.2, h * 0.4))
        _ellipse(s, _light(face.skin, 0.35), (cx - w * 0.3, cy - h * 0.75), (w * 0.28, h * 0.1))
        return
    if face.hair_style == "curly":
        for i in range(7):
            x = cx - w * 0.95 + i * w * 0.32
            _ellipse(s, face.hair, (x, cy - h * 0.78 - (i % 2) * h * 0.08), (w * 0.3, h * 0.24))
        return
    for side in (-1, 1):  # the sides, past the temples
        _ellipse(s, face.hair, (cx + side * w * 0.88, cy - h * 0.35), (w * 0.2, h * 0.38))
    if face.hair_style == "swept":
        pygame.draw.polygon(
            s,
            face.hair,
            [
                (cx - w * 1.05, cy - h * 0.45),
                (cx - w * 0.6, cy - h * 1.1),
                (cx + w * 0.6, cy - h * 1.12),
                (cx + w * 1.08, cy - h * 0.4),
                (cx + w * 0.2, cy - h * 0.62),
                (cx - w * 0.7, cy - h * 0.3),
            ],
        )
        _ellipse(s, face.hair, (cx, cy - h * 0.8), (w * 1.0, h * 0.35))
    elif face.hair_style == "parted":  # two wings from a middle parting, the brow bare beneath it
        for side in (-1, 1):
            wing = [
                (cx, cy - h * 1.02),
                (cx + side * w * 0.75, cy - h * 0.95),
                (cx + side * w * 1.1, cy - h * 0.3),
                (cx + side * w * 0.8, cy - h * 0.35),
                (cx + side * w * 0.25, cy - h * 0.62),
            ]
            pygame.draw.polygon(s, face.hair, wing)
        _ellipse(s, face.hair, (cx, cy - h * 0.92), (w * 0.9, h * 0.2))
    else:  # the fringe stops above the brows, so they show on the skin
        _ellipse(s, face.hair, (cx, cy - h * 0.8), (w * 1.08, h * 0.42))
    _ellipse(s, _light(face.hair, 0.25), (cx - w * 0.35, cy - h * 0.92), (w * 0.3, h * 0.07))  # a shine


def _eyes(s: pygame.Surface, face: Face, expression: Expression, head: Head, *, blink: bool) -> None:
    cx, cy, w, h, n = head
    eye_y = cy - h * 0.05
    dx = w * 0.42
    line = max(1, n // 40)
    happy = expression in (Expression.PLEASED, Expression.DELIGHTED)
    for side in (-1, 1):
        x = cx + side * dx
        if happy:  # smiling eyes: upward arcs, bolder when delighted
            rect = pygame.Rect(round(x - w * 0.16), round(eye_y - h * 0.06), round(w * 0.32), round(h * 0.2))
            pygame.draw.arc(s, _INK, rect, 0.2, 2.94, line * (3 if expression is Expression.DELIGHTED else 2))
        elif blink:  # shut for a blink: a lid line, curved down
            rect = pygame.Rect(round(x - w * 0.15), round(eye_y - h * 0.08), round(w * 0.3), round(h * 0.14))
            pygame.draw.arc(s, _INK, rect, math.pi + 0.3, 2 * math.pi - 0.3, line * 2)
        elif expression is Expression.SURPRISED:  # wide open, small pupils
            _ellipse(s, (250, 250, 246), (x, eye_y), (w * 0.17, h * 0.13))
            _ellipse(s, _INK, (x, eye_y), (w * 0.06, h * 0.055))
        else:
            _ellipse(s, (250, 250, 246), (x, eye_y), (w * 0.15, h * 0.1))
            look_up = h * 0.05 if expression is Expression.THINKING else 0.0
            _ellipse(
                s,
                _INK,
                (x + (w * 0.04 if expression is Expression.THINKING else 0), eye_y - look_up),
                (w * 0.08, h * 0.07),
            )
            _ellipse(
                s, (255, 255, 255), (x - w * 0.03, eye_y - look_up - h * 0.03), (w * 0.025, h * 0.022)
            )  # a catchlight
        brow_y = eye_y - h * 0.2
        if expression is Expression.ANNOYED:  # brows pulled down toward the nose
            inner, outer = (x - side * w * 0.15, brow_y + h * 0.1), (x + side * w * 0.18, brow_y - h * 0.04)
        elif expression is Expression.THINKING:  # one brow raised
            lift = h * 0.08 if side == 1 else 0.0
            inner, outer = (x - side * w * 0.15, brow_y - lift), (x + side * w * 0.18, brow_y - lift - h * 0.02)
        elif expression in (Expression.SURPRISED, Expression.DELIGHTED):  # both brows high and arched
            lift = h * (0.13 if expression is Expression.SURPRISED else 0.07)
            inner, outer = (x - side * w * 0.15, brow_y - lift), (x + side * w * 0.18, brow_y - lift - h * 0.05)
        else:
            inner, outer = (x - side * w * 0.15, brow_y), (x + side * w * 0.18, brow_y - h * 0.03)
        pygame.draw.line(s, _shade(face.hair, 0.3), inner, outer, line * 3)
    if face.glasses:
        for side in (-1, 1):
            rect = pygame.Rect(
                round(cx + side * dx - w * 0.24), round(eye_y - h * 0.15), round(w * 0.48), round(h * 0.3)
            )
            pygame.draw.ellipse(s, (50, 50, 60), rect, line)
            glint = pygame.Rect(rect.x + rect.w // 5, rect.y + rect.h // 5, rect.w // 4, rect.h // 5)
            pygame.draw.arc(s, (236, 240, 248), glint, 1.2, 3.0, max(1, line))
        pygame.draw.line(s, (50, 50, 60), (cx - dx + w * 0.24, eye_y), (cx + dx - w * 0.24, eye_y), line + line // 2)


def _age(s: pygame.Surface, face: Face, head: Head) -> None:
    """Lines that tell an age: creases from the nose to the mouth, and for the eldest the brow lined."""
    cx, cy, w, h, n = head
    if not face.age:
        return
    crease = _shade(face.skin, 0.22)
    line = max(1, n // 90)
    for side in (-1, 1):
        rect = pygame.Rect(round(cx + side * w * 0.3 - w * 0.15), round(cy + h * 0.1), round(w * 0.3), round(h * 0.4))
        start, stop = (1.8, 3.4) if side < 0 else (-0.26, 1.34)
        pygame.draw.arc(s, crease, rect, start, stop, line)
    if face.age >= 2:
        for i in range(2):
            y = cy - h * (0.5 + 0.1 * i)
            rect = pygame.Rect(round(cx - w * 0.4), round(y), round(w * 0.8), round(h * 0.12))
            pygame.draw.arc(s, crease, rect, 0.3, math.pi - 0.3, line)


def _mouth(s: pygame.Surface, face: Face, expression: Expression, head: Head) -> None:
    """Drawn bold enough to read at 72 px: a wide open smile, a clear frown, a small "o", a line."""
    cx, cy, w, h, n = head
    y = cy + h * 0.45
    line = max(1, n // 48)
    lips = theme.mix(_shade(face.skin, 0.55), (120, 30, 40), 0.35)
    if expression in (Expression.PLEASED, Expression.DELIGHTED):  # an open smile: a half moon, teeth along its top
        big = expression is Expression.DELIGHTED
        a, b = w * (0.5 if big else 0.4), h * (0.36 if big else 0.26)
        top = y - h * (0.1 if big else 0.06)
        moon = [(cx + a * math.cos(t * math.pi / 12), top + b * math.sin(t * math.pi / 12)) for t in range(13)]
        pygame.draw.polygon(s, lips, moon)
        if big:  # a laugh: the tongue shows
            _ellipse(s, (214, 96, 104), (cx, top + b * 0.72), (a * 0.45, b * 0.24))
        pygame.draw.rect(s, (250, 248, 240), (round(cx - a * 0.8), round(top), round(a * 1.6), round(b * 0.3)))
    elif expression is Expression.SURPRISED:  # a round "o"
        _ellipse(s, lips, (cx, y + h * 0.05), (w * 0.14, h * 0.13))
        _ellipse(s, _shade(lips, 0.45), (cx, y + h * 0.06), (w * 0.09, h * 0.08))
    elif expression is Expression.ANNOYED:  # the corners pulled down
        rect = pygame.Rect(round(cx - w * 0.4), round(y - h * 0.02), round(w * 0.8), round(h * 0.36))
        pygame.draw.arc(s, lips, rect, 0.35, 2.8, line * 3)
    elif expression is Expression.THINKING:
        _ellipse(s, lips, (cx + w * 0.12, y + h * 0.02), (w * 0.08, h * 0.06))
    else:
        pygame.draw.line(s, lips, (cx - w * 0.26, y + h * 0.03), (cx + w * 0.26, y + h * 0.01), line + line // 2)
    if face.moustache:
        for side in (-1, 1):
            _ellipse(s, face.hair, (cx + side * w * 0.2, y - h * 0.12), (w * 0.24, h * 0.08))


SHOULDERS: Final = (0.42, 0.3)  # the shoulders' half-width and half-height, shares of the portrait's size
SHOULDERS_Y: Final = 1.02  # the shoulders' centre, below the frame: only their top shows


def _clothes(s: pygame.Surface, face: Face, cx: float, n: int) -> None:
    """What they wear over the shoulders, all of it inside the shoulders' outline: a jacket's
    lapels, a cabled jumper, a sailor's stripes."""
    top = n * 0.78
    line = max(1, n // 60)
    if face.clothes == "jacket":  # an open jacket over a white shirt
        pygame.draw.polygon(s, (238, 238, 242), [(cx - n * 0.1, top), (cx + n * 0.1, top), (cx, n)])
        for side in (-1, 1):
            lapel = [(cx + side * n * 0.1, top), (cx + side * n * 0.02, n), (cx + side * n * 0.2, n * 0.9)]
            pygame.draw.polygon(s, _shade(face.shirt, 0.3), lapel)
            pygame.draw.line(s, _light(face.shirt, 0.2), lapel[0], lapel[2], line)
    elif face.clothes == "knit":  # cables down the jumper and a rolled neck
        _ellipse(s, _shade(face.shirt, 0.15), (cx, top + n * 0.02), (n * 0.13, n * 0.04))
        for k in (-2, -1, 0, 1, 2):
            x = cx + k * n * 0.08
            for j in range(4):
                y = top + n * 0.06 + j * n * 0.045
                cable = (round(x - n * 0.02), round(y), round(n * 0.04), round(n * 0.04))
                pygame.draw.arc(s, _light(face.shirt, 0.22), cable, 0.5, 2.6, line)
    elif face.clothes == "stripes":  # a striped sailor's shirt, each stripe as wide as the shoulders there
        for j in range(5):
            y = top + n * 0.03 + j * n * 0.045
            half = SHOULDERS[0] * n * math.sqrt(max(0.0, 1 - ((y - SHOULDERS_Y * n) / (SHOULDERS[1] * n)) ** 2))
            pygame.draw.line(s, (40, 60, 120), (cx - half, y), (cx + half, y), max(1, n // 40))


def _item(s: pygame.Surface, face: Face, head: Head) -> None:
    cx, cy, w, h, n = head
    neck_y = cy + h * 1.0
    c = face.item_colour
    if face.item == "scarf":
        pygame.draw.polygon(
            s,
            c,
            [
                (cx - w * 0.9, neck_y - h * 0.1),
                (cx + w * 0.9, neck_y - h * 0.1),
                (cx + w * 0.7, neck_y + h * 0.25),
                (cx - w * 0.7, neck_y + h * 0.25),
            ],
        )
        pygame.draw.polygon(
            s,
            _shade(c, 0.2),
            [
                (cx + w * 0.2, neck_y),
                (cx + w * 0.6, neck_y),
                (cx + w * 0.5, neck_y + h * 0.9),
                (cx + w * 0.1, neck_y + h * 0.85),
            ],
        )
    elif face.item == "tie":
        pygame.draw.polygon(
            s,
            c,
            [
                (cx - w * 0.12, neck_y + h * 0.05),
                (cx + w * 0.12, neck_y + h * 0.05),
                (cx + w * 0.2, neck_y + h * 0.9),
                (cx, neck_y + h * 1.05),
                (cx - w * 0.2, neck_y + h * 0.9),
            ],
        )
        pygame.draw.polygon(
            s,
            (236, 236, 240),
            [(cx - w * 0.45, neck_y - h * 0.05), (cx - w * 0.1, neck_y + h * 0.08), (cx - w * 0.3, neck_y + h * 0.3)],
        )
        pygame.draw.polygon(
            s,
            (236, 236, 240),
            [(cx + w * 0.45, neck_y - h * 0.05), (cx + w * 0.1, neck_y + h * 0.08), (cx + w * 0.3, neck_y + h * 0.3)],
        )
    elif face.item == "bowtie":
        pygame.draw.polygon(
            s, c, [(cx, neck_y + h * 0.1), (cx - w * 0.35, neck_y - h * 0.05), (cx - w * 0.35, neck_y + h * 0.25)]
        )
        pygame.draw.polygon(
            s, c, [(cx, neck_y + h * 0.1), (cx + w * 0.35, neck_y - h * 0.05), (cx + w * 0.35, neck_y + h * 0.25)]
        )
        _ellipse(s, _shade(c, 0.25), (cx, neck_y + h * 0.1), (w * 0.08, h * 0.08))
    elif face.item == "pearls":
        for i in range(9):
            t = (i - 4) / 4
            _ellipse(s, c, (cx + t * w * 0.8, neck_y + h * 0.05 + (1 - t * t) * h * 0.25), (w * 0.07, w * 0.07))
    elif face.item == "earrings":
        for side in (-1, 1):
            _ellipse(s, c, (cx + side * w * 1.0, cy + h * 0.3), (w * 0.08, w * 0.08))
    elif face.item == "cap":
        pygame.draw.ellipse(s, c, (round(cx - w * 1.05), round(cy - h * 1.15), round(w * 2.1), round(h * 0.9)))
        pygame.draw.rect(s, c, (round(cx - w * 1.05), round(cy - h * 0.75), round(w * 2.1), round(h * 0.22)))
        pygame.draw.ellipse(
            s, _shade(c, 0.3), (round(cx - w * 0.2), round(cy - h * 0.62), round(w * 1.55), round(h * 0.2))
        )
    elif face.item == "pencil":
        _pencil(s, (cx + w * 0.72, cy - h * 0.62), (cx + w * 1.2, cy + h * 0.16), n)


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


def _draw(character_id: str, expression: Expression, n: int, ring: Color, *, blink: bool) -> pygame.Surface:
    """The portrait at ``n`` pixels square (the supersampled size)."""
    face = face_of(character_id)
    surface = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(surface, (0, 0, 0, 90), (n // 2 + n // 40, n // 2 + n // 30), n // 2)  # the frame's shadow
    inner = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.circle(inner, theme.mix((40, 46, 56), face.shirt, 0.25), (n // 2, n // 2), n // 2)
    cx, cy = n / 2, n * 0.47
    w, h = n * face.width * 1.1, n * 0.275  # the head fills the frame: a face, not a figure
    head = Head(cx, cy, w, h, n)
    _hair_back(inner, face, head)
    # Shoulders and neck.
    _ellipse(inner, face.shirt, (cx, n * SHOULDERS_Y), (n * SHOULDERS[0], n * SHOULDERS[1]))
    _ellipse(inner, _light(face.shirt, 0.15), (cx - n * 0.12, n * 0.92), (n * 0.14, n * 0.08))
    _clothes(inner, face, cx, n)
    pygame.draw.rect(
        inner, _shade(face.skin, 0.12), (round(cx - w * 0.35), round(cy + h * 0.5), round(w * 0.7), round(h * 0.6))
    )
    # Head: ears, face, a soft shadow on the right cheek (light from the upper left).
    for side in (-1, 1):
        _ellipse(inner, _shade(face.skin, 0.08), (cx + side * w * 0.98, cy + h * 0.05), (w * 0.14, h * 0.2))
    _ellipse(inner, face.skin, (cx, cy), (w, h))
    _ellipse(inner, _shade(face.skin, 0.06), (cx + w * 0.45, cy + h * 0.25), (w * 0.45, h * 0.55))
    _ellipse(inner, face.skin, (cx - w * 0.08, cy - h * 0.05), (w * 0.8, h * 0.85))
    if face.beard:
        pygame.draw.ellipse(
            inner, face.hair, (round(cx - w * 0.85), round(cy + h * 0.15), round(w * 1.7), round(h * 0.95))
        )
        _ellipse(inner, face.skin, (cx, cy + h * 0.3), (w * 0.55, h * 0.3))
    _hair_front(inner, face, head)
    _ellipse(inner, _shade(face.skin, 0.15), (cx + w * 0.05, cy + h * 0.22), (w * 0.09, h * 0.07))  # nose
    _age(inner, face, head)
    if expression is Expression.DELIGHTED:  # flushed cheeks
        for side in (-1, 1):
            flush = theme.mix(face.skin, (236, 110, 110), 0.35)
            _ellipse(inner, flush, (cx + side * w * 0.55, cy + h * 0.25), (w * 0.18, h * 0.1))
    _eyes(inner, face, expression, head, blink=blink)
    _mouth(inner, face, expression, head)
    _item(inner, face, head)
    window, corner = n // 2 - n // 24, math.ceil(n * 0.71)  # cleared outside the frame's window (no mask to blend)
    pygame.draw.circle(inner, (0, 0, 0, 0), (n // 2, n // 2), corner, corner - window)
    surface.blit(inner, (0, 0))
    pygame.draw.circle(surface, ring, (n // 2, n // 2), n // 2 - n // 48, max(2, n // 24))
    pygame.draw.circle(surface, _light(ring, 0.4), (n // 2, n // 2), n // 2 - n // 48, max(1, n // 96))
    if expression is Expression.THINKING:
        bubble = pygame.Rect(0, 0, round(n * 0.36), round(n * 0.2))
        bubble.topright = (n - n // 40, n // 40)
        pygame.draw.ellipse(surface, (250, 248, 240), bubble)
        pygame.draw.ellipse(surface, (120, 110, 100), bubble, max(1, n // 96))
        for i in range(3):
            _ellipse(
                surface, (80, 70, 60), (bubble.x + bubble.w * (0.28 + 0.22 * i), bubble.centery), (n * 0.022, n * 0.022)
            )
    return surface


@lru_cache(maxsize=256)
def portrait(
    character_id: str, expression: Expression, size: int, ring: Color = (200, 170, 100), *, blink: bool = False
) -> pygame.Surface:
    """The portrait ``size`` pixels square, drawn once and kept (converted when a window exists);
    ``blink``: the same face with the eyes shut, the other frame of an idle blink."""
    supersample = max(2, min(SUPERSAMPLE, 384 // max(8, size)))  # large portraits need less smoothing
    big = _draw(character_id, expression, max(8, size) * supersample, ring, blink=blink)
    small = pygame.transform.smoothscale(big, (max(8, size), max(8, size)))
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


BLINK_TIME: Final = 0.13  # seconds the eyes stay shut in a blink
BLINK_EVERY: Final = (2.8, 6.0)  # seconds between blinks, at least and at most


def _seed(character_id: str) -> float:
    return sum(ord(c) * (i + 1) for i, c in enumerate(character_id)) % 997 / 997


def idle(character_id: str, now: float) -> tuple[float, float, bool]:
    """A seated character's idle life at time ``now``: a small slow sway of the head (x, y, in
    shares of the portrait's size) and whether the eyes are shut in a blink. A pure function of
    the time, different for each character, so two faces never blink together."""
    seed = _seed(character_id)
    low, high = BLINK_EVERY
    period = low + (high - low) * seed
    blink = (now + seed * period) % period < BLINK_TIME
    sway_x = 0.012 * math.sin(now * 0.7 + seed * math.tau)
    sway_y = 0.008 * math.sin(now * 0.45 + seed * 5.0)
    return sway_x, sway_y, blink
