"""The room beyond the table, seen at wide windows: what stands at each venue's walls.

A window wider than the table's shape leaves a strip of room on each side of the rim. Each
venue fills it with its own place, drawn by code once per window size with the table
(``venues.table_surface``): the café's window and chalk slate, the harbour's lantern, rope coil
and life ring on tarred boards, the salon's gilt panels, dado rail and candle sconces. A strip too narrow to
hold them shows the wall alone.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.persist.settings import UI_SCALE_RANGE
from game.ui import rope, theme
from game.ui.cloth import cloth_rect, corner_radius
from game.ui.table.render.geometry import geometry

Color = tuple[int, int, int]
MIN_STRIP = 60  # pixels: narrower strips show the wall alone
LAMP_GLOW: Color = (255, 214, 150)


def strips(size: tuple[int, int], cloth: pygame.Rect, rim: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The room's strips left and right of the table (empty rects when the table fills the width)."""
    gap = rim + 6
    left = pygame.Rect(0, 0, max(0, cloth.left - gap), size[1])
    right = pygame.Rect(cloth.right + gap, 0, max(0, size[0] - cloth.right - gap), size[1])
    return left, right


def lantern_spot(strip: pygame.Rect) -> tuple[int, int]:
    """Where a lamp hangs in a strip (its light's centre): the ambience flickers it there."""
    return strip.centerx, strip.y + round(strip.h * 0.3)


def cup_spot(strip: pygame.Rect) -> tuple[tuple[int, int], int]:
    """Where the café's cup stands in a strip, and its radius (the ambience's steam rises there)."""
    return (strip.centerx, strip.y + round(strip.h * 0.72)), max(8, strip.w // 7)


def _cup(surface: pygame.Surface, strip: pygame.Rect) -> None:
    """A coffee cup on its saucer on a shelf, seen from above: the saucer, the cup's rim, the coffee."""
    (x, y), r = cup_spot(strip)
    shelf = pygame.Rect(strip.x + strip.w // 10, y - r * 2, strip.w * 8 // 10, r * 4)
    pygame.draw.rect(surface, (60, 36, 20), shelf.move(r // 4, r // 4), border_radius=r // 3)
    pygame.draw.rect(surface, (124, 84, 50), shelf, border_radius=r // 3)
    pygame.draw.circle(surface, (40, 26, 16), (x + r // 4, y + r // 3), round(r * 1.5))
    pygame.draw.circle(surface, (232, 228, 218), (x, y), round(r * 1.5))
    pygame.draw.circle(surface, (206, 200, 188), (x, y), round(r * 1.5), max(1, r // 8))
    pygame.draw.circle(surface, (246, 244, 238), (x, y), r)
    pygame.draw.circle(surface, (92, 56, 32), (x, y), round(r * 0.8))
    pygame.draw.circle(surface, (140, 96, 60), (x - r // 4, y - r // 4), max(1, r // 5))
    handle = pygame.Rect(x + r - 1, y - r // 5, round(r * 0.5), max(2, r * 2 // 5))
    pygame.draw.rect(surface, (246, 244, 238), handle, border_radius=max(1, r // 5))


def _window(surface: pygame.Surface, strip: pygame.Rect, frame: Color) -> None:
    """A café window: four panes of warm daylight in a wooden frame, light spilling below."""
    pane = pygame.Rect(0, 0, round(strip.w * 0.64), round(strip.h * 0.4))
    pane.midtop = (strip.centerx, strip.y + round(strip.h * 0.1))
    light = theme.glow(round(pane.w * 2.2), (255, 236, 196), 90)
    surface.blit(light, light.get_rect(center=pane.center))
    sky_top, sky_low = (236, 226, 196), (252, 240, 210)
    for i in range(pane.h):
        pygame.draw.line(
            surface, theme.mix(sky_top, sky_low, i / pane.h), (pane.x, pane.y + i), (pane.right - 1, pane.y + i)
        )
    bar = max(2, pane.w // 14)
    pygame.draw.rect(surface, frame, pane, bar)
    pygame.draw.line(surface, frame, (pane.centerx, pane.y), (pane.centerx, pane.bottom - 1), bar)
    pygame.draw.line(surface, frame, (pane.x, pane.centery), (pane.right - 1, pane.centery), bar)
    sill = pygame.Rect(pane.x - bar, pane.bottom, pane.w + 2 * bar, bar * 2)
    pygame.draw.rect(surface, theme.mix(frame, (255, 255, 255), 0.2), sill)


def _slate(surface: pygame.Surface, strip: pygame.Rect, frame: Color) -> None:
    """A chalk score slate on the wall: a dark board in a wooden frame, tallies in chalk."""
    board = pygame.Rect(0, 0, round(strip.w * 0.6), round(strip.w * 0.8))
    board.midtop = (strip.centerx, strip.y + round(strip.h * 0.2))
    pygame.draw.rect(surface, frame, board.inflate(8, 8), border_radius=3)
    pygame.draw.rect(surface, (38, 44, 42), board)
    chalk = (214, 214, 204)
    line = max(1, board.w // 40)
    for row in range(3):
        y = board.y + board.h * (0.2 + 0.25 * row)
        for k in range(4 - row):  # tallies: four upright, one struck across
            x = board.x + board.w * 0.15 + k * board.w * 0.1
            pygame.draw.line(surface, chalk, (x, y), (x + 2, y + board.h * 0.14), line)
        x0 = board.x + board.w * 0.1
        pygame.draw.line(
            surface, chalk, (x0, y + board.h * 0.1), (x0 + board.w * (0.45 - 0.1 * row), y + board.h * 0.03), line
        )


def _lantern(surface: pygame.Surface, strip: pygame.Rect) -> None:
    """A ship's lantern hanging on a chain: a brass cap and base round a glass of warm light."""
    cx, cy = lantern_spot(strip)
    w = max(12, strip.w // 4)
    h = round(w * 1.5)
    surface.blit(theme.glow(w * 6, LAMP_GLOW, 80), (cx - w * 3, cy - w * 3))
    for y in range(strip.y, cy - h // 2, max(4, w // 4)):  # the chain
        pygame.draw.ellipse(surface, (120, 100, 60), (cx - w // 10, y, w // 5 + 1, max(3, w // 4)), 1)
    glass = pygame.Rect(0, 0, w, h)
    glass.center = (cx, cy)
    pygame.draw.rect(surface, (255, 226, 160), glass, border_radius=w // 4)
    pygame.draw.rect(surface, (255, 246, 214), glass.inflate(-w // 2, -h // 3), border_radius=w // 6)
    for x in (glass.x + w // 3, glass.right - w // 3):
        pygame.draw.line(surface, (140, 104, 44), (x, glass.y), (x, glass.bottom), max(1, w // 12))
    cap = pygame.Rect(glass.x - w // 8, glass.y - h // 6, w + w // 4, h // 5)
    pygame.draw.rect(surface, (176, 136, 60), cap, border_radius=w // 6)
    pygame.draw.rect(
        surface, (176, 136, 60), (glass.x - w // 10, glass.bottom - 2, w + w // 5, h // 8), border_radius=w // 8
    )


def _life_ring(surface: pygame.Surface, strip: pygame.Rect) -> None:
    """A life ring on the boards, red and white quarters."""
    r = max(10, strip.w // 3)
    centre = (strip.centerx, strip.y + round(strip.h * 0.62))
    pygame.draw.circle(surface, (20, 24, 30), (centre[0] + r // 8, centre[1] + r // 8), r)
    for k in range(8):
        colour = (196, 48, 44) if k % 2 == 0 else (236, 232, 222)
        a0, a1 = k * math.tau / 8, (k + 1) * math.tau / 8
        outer = [
            (centre[0] + r * math.cos(a0 + (a1 - a0) * i / 6), centre[1] + r * math.sin(a0 + (a1 - a0) * i / 6))
            for i in range(7)
        ]
        inner = [
            (
                centre[0] + r * 0.55 * math.cos(a1 - (a1 - a0) * i / 6),
                centre[1] + r * 0.55 * math.sin(a1 - (a1 - a0) * i / 6),
            )
            for i in range(7)
        ]
        pygame.draw.polygon(surface, colour, outer + inner)
    pygame.draw.circle(surface, (24, 30, 40), centre, round(r * 0.55))
    pygame.draw.circle(surface, (200, 180, 140), centre, round(r * 0.78), max(1, r // 10))  # the rope round it


def _rope_coil(surface: pygame.Surface, strip: pygame.Rect) -> None:
    """A coil of hemp rope lying on the boards under the lantern, three turns laid strand by
    strand (``rope.lay``), its shadow on the boards."""
    turns = 3
    thick = max(3, strip.w // (4 * turns + 4))
    centre = (strip.centerx, strip.y + round(strip.h * 0.78))
    outer = thick * (2 * turns + 0.5)
    rope.lay(surface, rope.spiral(centre, thick * 1.2, outer, turns, math.pi * 0.3), thick * 1.6)


def _panels(surface: pygame.Surface, strip: pygame.Rect, gilt: Color, *, chandelier: bool) -> None:
    """Salon panelling: two tall mouldings edged in gilt over a dado rail, and before the upper one
    the chandelier hanging from the ceiling (or a candle sconce on it)."""
    pad = max(6, strip.w // 8)
    line = max(1, pad // 4)
    for top, bottom in ((0.06, 0.5), (0.58, 0.94)):
        rect = pygame.Rect(
            strip.x + pad, strip.y + round(strip.h * top), strip.w - 2 * pad, round(strip.h * (bottom - top))
        )
        pygame.draw.rect(surface, theme.mix(gilt, (0, 0, 0), 0.5), rect.move(1, 1), line)
        pygame.draw.rect(surface, gilt, rect, line)
    rail = pygame.Rect(strip.x, strip.y + round(strip.h * 0.53), strip.w, max(4, pad // 2))  # the dado rail
    pygame.draw.rect(surface, (40, 12, 22), rail.move(0, line))
    pygame.draw.rect(surface, theme.mix(gilt, (0, 0, 0), 0.35), rail)
    pygame.draw.line(surface, theme.mix(gilt, (255, 255, 255), 0.3), rail.topleft, rail.topright, line)
    if chandelier:
        _chandelier(surface, strip, gilt)
    else:
        _sconce(surface, strip, gilt)


def chandelier_drops(strip: pygame.Rect) -> list[tuple[int, int]]:
    """Where the chandelier's pendant crystal drops hang in a strip: one under each arm's candle
    and one under its bowl (the ambience lets them catch the light there)."""
    cx, cy = lantern_spot(strip)
    span = strip.w * 0.17
    drops = [(round(cx + span * k), cy + round(strip.w * 0.05)) for k in (-2, -1, 1, 2)]
    return [*drops, (cx, cy + round(strip.w * 0.2))]


def _bezier(a: tuple[float, float], via: tuple[float, float], b: tuple[float, float]) -> list[tuple[float, float]]:
    return [
        (
            (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * via[0] + t * t * b[0],
            (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * via[1] + t * t * b[1],
        )
        for t in (k / 16 for k in range(17))
    ]


def _chandelier(surface: pygame.Surface, strip: pygame.Rect, gilt: Color) -> None:
    """The salon's chandelier, seen from the side: a chain from the ceiling, a gilt stem and bowl,
    four arms curving down and up to their candles, festoons of crystal beads between the arms
    and a pendant drop under each, the crystals lit by the candles (their light centred on
    ``lantern_spot``)."""
    cx, cy = lantern_spot(strip)
    w = strip.w
    surface.blit(theme.glow(w * 2, LAMP_GLOW, 90), (cx - w, cy - w))
    shade = theme.mix(gilt, (0, 0, 0), 0.45)
    thick = max(2, w // 70)
    link = max(3, w // 40)
    top, bowl = cy - round(w * 0.16), cy + round(w * 0.1)
    for y in range(strip.y, top, link):  # the chain from the ceiling
        pygame.draw.ellipse(surface, shade, (cx - link // 3, y, link * 2 // 3, link + 1), max(1, thick // 2))
    stem = pygame.Rect(cx - thick, top, thick * 2, bowl - top)
    pygame.draw.rect(surface, gilt, stem)
    for at, r in ((top, 2.2), (cy - round(w * 0.05), 1.6), (bowl, 3.4)):  # the stem's knops and the bowl under it
        knop = pygame.Rect(0, 0, round(thick * r * 2), round(thick * r * 1.4))
        knop.center = (cx, at)
        pygame.draw.ellipse(surface, shade, knop.move(1, 1))
        pygame.draw.ellipse(surface, gilt, knop)
        pygame.draw.ellipse(
            surface,
            theme.mix(gilt, (255, 255, 255), 0.4),
            knop.inflate(-knop.w // 2, -knop.h // 2).move(-knop.w // 8, -knop.h // 8),
        )
    cups = [(cx + round(w * 0.17 * k), cy) for k in (-2, -1, 1, 2)]
    for end in cups:  # the arms, dipping from the bowl and rising to their candle cups
        curve = _bezier((cx, bowl), ((cx + end[0]) / 2, bowl + w * 0.1), end)
        pygame.draw.lines(surface, shade, closed=False, points=[(x + 1, y + 1) for x, y in curve], width=thick)
        pygame.draw.lines(surface, gilt, closed=False, points=curve, width=thick)
    for a, b in zip(cups, cups[1:], strict=False):  # festoons of beads between the arms
        _festoon(surface, a, b, w)
    _festoon(surface, cups[0], (cx, bowl + round(w * 0.04)), w)
    _festoon(surface, (cx, bowl + round(w * 0.04)), cups[-1], w)
    for cup in cups:
        _candle(surface, cup, w)
    for drop in chandelier_drops(strip):
        _crystal(surface, drop, max(3, w // 30))


def _candle(surface: pygame.Surface, at: tuple[int, int], scale: int) -> None:
    """A candle in its gilt cup at ``at`` (the cup's middle), its flame above."""
    cup = pygame.Rect(0, 0, max(4, scale // 12), max(2, scale // 30))
    cup.center = at
    pygame.draw.ellipse(surface, (214, 176, 90), cup)
    candle = pygame.Rect(0, 0, max(2, scale // 26), max(5, scale // 9))
    candle.midbottom = cup.midtop
    pygame.draw.rect(surface, (240, 232, 214), candle)
    flame = pygame.Rect(0, 0, max(2, scale // 28), max(4, scale // 16))
    flame.midbottom = (candle.centerx, candle.top - 1)
    pygame.draw.ellipse(surface, (255, 196, 96), flame)
    pygame.draw.ellipse(surface, (255, 248, 222), flame.inflate(-flame.w // 2, -flame.h // 3))


def _festoon(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], scale: int) -> None:
    """A string of crystal beads hanging in a curve from ``a`` to ``b``."""
    beads = 9
    sag = scale * 0.08
    bead = max(1, scale // 90)
    for k in range(beads + 1):
        t = k / beads
        x = a[0] + (b[0] - a[0]) * t
        y = a[1] + (b[1] - a[1]) * t + sag * 4 * t * (1 - t)
        pygame.draw.circle(surface, (190, 206, 226), (round(x), round(y)), bead)
        pygame.draw.circle(surface, (255, 255, 255), (round(x) - bead // 2, round(y) - bead // 2), max(1, bead // 2))


def _crystal(surface: pygame.Surface, at: tuple[int, int], size: int) -> None:
    """A pendant crystal drop hanging at ``at``: a teardrop of glass with a lit facet, a dark facet
    and a touch of rainbow at its edge."""
    x, y = at
    outline = [(x, y - size), (x + size * 0.45, y + size * 0.4), (x, y + size), (x - size * 0.45, y + size * 0.4)]
    pygame.draw.polygon(surface, (176, 196, 220), outline)
    pygame.draw.polygon(surface, (236, 244, 255), [outline[0], outline[3], (x, y + size * 0.3)])  # the lit facet
    pygame.draw.polygon(surface, (110, 126, 156), [outline[1], outline[2], (x, y + size * 0.3)])  # the far facet
    pygame.draw.line(surface, (255, 170, 120), outline[1], outline[2])  # the light split at its edge
    pygame.draw.line(surface, (150, 190, 255), outline[2], outline[3])


def _sconce(surface: pygame.Surface, strip: pygame.Rect, gilt: Color) -> None:
    """A gilt wall sconce: an oval back plate, two curved arms, a candle on each with its flame
    (their light centred on ``lantern_spot``, where the ambience flickers it)."""
    cx, cy = lantern_spot(strip)
    w = max(8, strip.w // 5)
    surface.blit(theme.glow(strip.w * 2, LAMP_GLOW, 80), (cx - strip.w, cy - strip.w))
    shade = theme.mix(gilt, (0, 0, 0), 0.45)
    plate = pygame.Rect(0, 0, w * 2 // 3, w * 4 // 3)
    plate.midtop = (cx, cy - w // 4)
    pygame.draw.ellipse(surface, shade, plate.move(1, 2))
    pygame.draw.ellipse(surface, gilt, plate)
    pygame.draw.ellipse(surface, theme.mix(gilt, (255, 255, 255), 0.35), plate.inflate(-plate.w // 2, -plate.h // 2))
    thick = max(2, w // 8)
    arms = pygame.Rect(cx - w, cy + w // 2 - w * 2 // 5, 2 * w, w * 4 // 5)  # the lower half of this oval
    pygame.draw.arc(surface, shade, arms.move(1, 1), math.pi, math.tau, thick)
    pygame.draw.arc(surface, gilt, arms, math.pi, math.tau, thick)
    for side in (-1, 1):
        cup = (cx + side * (w - thick // 2), cy + w // 2)
        holder = pygame.Rect(0, 0, w * 2 // 5, max(3, w // 5))
        holder.midbottom = cup
        pygame.draw.rect(surface, gilt, holder, border_radius=max(1, holder.h // 2))
        candle = pygame.Rect(0, 0, max(3, w // 4), w * 3 // 4)
        candle.midbottom = holder.midtop
        pygame.draw.rect(surface, (238, 230, 210), candle)
        pygame.draw.rect(surface, (200, 190, 168), candle.inflate(-candle.w // 2, 0).move(candle.w // 4, 0))
        flame = pygame.Rect(0, 0, max(3, w // 5), max(5, w * 2 // 5))
        flame.midbottom = (candle.centerx, candle.top - 1)
        pygame.draw.ellipse(surface, (255, 196, 96), flame)
        pygame.draw.ellipse(surface, (255, 248, 222), flame.inflate(-flame.w // 2, -flame.h // 3).move(0, flame.h // 6))


def draw_room(surface: pygame.Surface, look_id: str, frame: Color, cloth: pygame.Rect, rim: int) -> None:
    """The venue's room in the strips beside the table (nothing when they are too narrow)."""
    left, right = strips(surface.get_size(), cloth, rim)
    if min(left.w, right.w) < MIN_STRIP:
        return
    if look_id == "cafe":
        _window(surface, left, frame)
        _slate(surface, right, frame)
        _cup(surface, right)
    elif look_id == "harbour":
        _lantern(surface, left)
        _rope_coil(surface, left)
        _life_ring(surface, right)
    elif look_id == "salon":
        _panels(surface, left, (214, 176, 90), chandelier=True)
        _panels(surface, right, (214, 176, 90), chandelier=False)


MIN_PROP = 7  # pixels: an object smaller round than this would not read, so none is drawn
EDGE_GAP = 2  # pixels of rim between the object (and its shadow) and the window's edge


def corner_anchor(size: tuple[int, int]) -> tuple[int, int]:
    """The point the corner's free room is measured from: beyond the table's bottom-right corner
    by as much room as shows below the table (at 16:9, the window's own corner; at a wider window,
    the table's corner, not the far end of the room beside it)."""
    cloth = cloth_rect(size)
    return min(size[0], cloth.right + size[1] - cloth.bottom), size[1]


@lru_cache(maxsize=8)
def corner_reach(size: tuple[int, int]) -> int:
    """How far from ``corner_anchor`` the venue's object may reach over the table's rim: the
    distance to the nearest thing of the game there (the Draw and Pass buttons, the rack, a seat)
    at any number of players and UI scale, and to the cloth's rounded corner, less a small gap
    (and no more than a small object's size at a tall window).
    Nothing of the game lies nearer, so an object there never hides what a player needs."""
    w, h = corner_anchor(size)
    cloth = cloth_rect(size)
    r = corner_radius(size)
    felt = math.hypot(w - (cloth.right - r), h - (cloth.bottom - r)) - r
    nearest = felt
    smallest, largest = UI_SCALE_RANGE
    for players in (2, 3, 4):
        for ui in range(smallest, largest + 1, 10):
            g = geometry(size, players, ui / 100)
            boxes = [g.draw_button, g.pass_button, g.boneyard, g.counter, g.status]
            boxes += [box for seat in g.seats for box in (seat.plate, seat.hand, seat.portrait) if box.w]
            for box in boxes:
                nearest = min(nearest, math.hypot(max(0, w - (box.x + box.w)), max(0, h - (box.y + box.h))))
    return max(0, min(math.floor(nearest) - max(3, min(size) // 200), min(size) // 14))


def corner_spot(size: tuple[int, int]) -> tuple[tuple[int, int], int]:
    """Where the venue's corner object stands and how far round it reaches: the largest round
    object that fits inside ``corner_reach`` of ``corner_anchor`` and inside the window, a few
    pixels of rim between it and the window's edges, so it is seen whole (a radius of 0 when
    there is no room for one that reads)."""
    (ax, ay), reach = corner_anchor(size), corner_reach(size)
    room_right = size[0] - ax  # at a wide window the room beside the table leaves it free sideways
    for r in range(reach, 0, -1):
        dx = max(0, r + EDGE_GAP - room_right)
        dy = r + EDGE_GAP
        if math.hypot(dx, dy) + r <= reach:
            return (ax - dx, ay - dy), (r if r >= MIN_PROP else 0)
    return (ax, ay), 0


SUPER = 3  # the corner's object is drawn this many times larger, then smoothed down
SHADOW = (10, 6, 4, 110)  # what an object standing on the rim casts down-right on the wood


def _saucer_and_cup(big: pygame.Surface, radius: int) -> None:
    """The café: a coffee cup on its saucer standing whole on the rim's corner, seen from above,
    its handle turned towards the lamp (``big``: the object ``radius`` px round its centre, drawn large)."""
    x = y = radius
    saucer = radius - 2 * SUPER  # room for its shadow down-right
    pygame.draw.circle(big, SHADOW, (x + 2 * SUPER, y + 2 * SUPER), saucer)
    pygame.draw.circle(big, (226, 222, 210), (x, y), saucer)
    pygame.draw.circle(big, (186, 180, 166), (x, y), saucer, max(1, saucer // 10))
    pygame.draw.circle(big, (196, 160, 84), (x, y), round(saucer * 0.84), max(1, saucer // 24))  # its gold band
    cup = round(saucer * 0.58)
    handle = pygame.Rect(0, 0, cup * 3 // 5, max(2, cup * 2 // 5))
    handle.midright = (x - round(cup * 0.7), y - round(cup * 0.55))
    pygame.draw.rect(big, (150, 140, 124), handle.move(SUPER, 2 * SUPER), border_radius=handle.h // 2)
    pygame.draw.rect(big, (248, 246, 240), handle, border_radius=handle.h // 2)
    pygame.draw.circle(big, (150, 140, 124), (x + SUPER, y + 2 * SUPER), cup)  # the cup's own shadow
    pygame.draw.circle(big, (248, 246, 240), (x, y), cup)
    pygame.draw.circle(big, (70, 40, 22), (x, y), round(cup * 0.78))  # the coffee
    pygame.draw.circle(big, (150, 104, 64), (x, y), round(cup * 0.78), max(1, cup // 8))  # its crema at the rim
    glint = (x - round(cup * 0.3), y - round(cup * 0.3))
    pygame.draw.circle(big, (255, 246, 226), glint, max(1, cup // 8))  # the window mirrored in it


def _coil(big: pygame.Surface, radius: int) -> None:
    """The harbour: a small coil of rope lying whole on the rim's corner, its end tucked in."""
    thick = max(3.0, radius / 5)
    outer = radius - thick * 0.5 - 2 * SUPER  # room for its shadow down-right
    rope.lay(big, rope.spiral((radius, radius), thick * 0.9, outer, 2.2, math.pi * 1.25), thick)


def _candlestick(big: pygame.Surface, radius: int) -> None:
    """The salon: a gilt candlestick standing whole on the rim's corner, seen from above: its
    fluted drip pan, the socket, the candle's top and its flame (which the ambience flickers)."""
    x = y = radius
    gilt, deep = (214, 176, 90), (120, 86, 36)
    pan = radius - 2 * SUPER  # room for its shadow down-right
    pygame.draw.circle(big, SHADOW, (x + 2 * SUPER, y + 2 * SUPER), pan)
    pygame.draw.circle(big, deep, (x, y), pan)
    flutes = 16
    for k in range(flutes):  # the pan's flutes, lit on the lamp's side
        a = math.tau * (k + 0.5) / flutes
        tone = theme.mix(gilt, (255, 244, 200), 0.5) if math.cos(a + math.pi * 0.75) > 0.3 else gilt
        inner, outer = ((x + math.cos(a) * pan * f, y + math.sin(a) * pan * f) for f in (0.5, 0.9))
        pygame.draw.line(big, tone, inner, outer, max(1, pan // 7))
    pygame.draw.circle(big, gilt, (x, y), round(pan * 0.5))
    pygame.draw.circle(big, deep, (x, y), round(pan * 0.5), max(1, pan // 14))
    candle = round(pan * 0.34)
    pygame.draw.circle(big, (238, 230, 210), (x, y), candle)
    pygame.draw.circle(big, (214, 204, 182), (x, y), candle, max(1, candle // 5))
    pygame.draw.circle(big, (255, 224, 150), (x, y), max(2, candle * 3 // 5))  # the flame, seen from above
    pygame.draw.circle(big, (255, 252, 236), (x, y), max(1, candle // 4))


CORNER_PROPS = {"cafe": _saucer_and_cup, "harbour": _coil, "salon": _candlestick}


def draw_corner(surface: pygame.Surface, look_id: str) -> None:
    """The venue's object standing whole on the table's rim at its bottom-right corner, where
    nothing of the game ever lies (``corner_spot``); none at the plain table or where there is no room."""
    draw = CORNER_PROPS.get(look_id)
    (x, y), radius = corner_spot(surface.get_size())
    if draw is None or not radius:
        return
    big = pygame.Surface((2 * radius * SUPER, 2 * radius * SUPER), pygame.SRCALPHA)
    draw(big, radius * SUPER)
    surface.blit(pygame.transform.smoothscale(big, (2 * radius, 2 * radius)), (x - radius, y - radius))
