"""Tiles drawn by code at any size: faces with pips in a chosen look, backs, and soft shadows.

A tile is an object, not a token: its top (face or back) has a rounded bevel lit on the upper
left with a specular band, and sits on a thin body whose side edge shows down and to the right,
away from the light at the upper left, darker than the top: seen from straight above, as in the
commercial games, a domino shows only a sliver of its side (a band a fifth of the side deep read
as a brick's face and as uneven gaps along a line). A soft, tight shadow with a dark contact
line sets it down on the cloth. The top keeps the 1:2 proportion inside the footprint the
layout gives the tile, so sizes and boxes never change; the edge is added after any turn, so
it always faces the shadow whichever way the tile lies.

A look is the faces' colours: classic ivory or dark, and optionally colour-blind-safe pips
(each number its own colour, the six far apart in lightness as well as hue, so they still
differ in grey; the pip layout never changes, so the count alone always tells the number).

Pips are drilled (shaded inside, lit on the far rim) where a tile is large enough for that to
show; on a small tile (short side under ``PLAIN_PIPS_BELOW``) that shading only blurs a pip of a
few pixels, so it gets plain round discs laid on the pixel grid, every pip of it alike.

Everything is drawn once per size at twice the resolution and smooth-scaled down (cheap
anti-aliasing), converted for fast blits and kept in a bounded cache. Faces are costly
(a re-fit needs 28 new ones), so the scene warms them a few per frame within a time
budget and drawing falls back to scaling a face of another size until they are ready.
"""

from __future__ import annotations

import copy
import math
import time
from collections.abc import Callable, Iterable, Iterator
from functools import cache, lru_cache, partial
from typing import NamedTuple

import pygame

from game.engine.tiles import Tile
from game.ui import theme
from game.ui.kept import Kept

SUPERSAMPLE = 2
PLAIN_PIPS_BELOW = 40  # tiles with a shorter side have plain pips: a drilled pip's shading only blurs there


def supersample(s: int) -> int:
    """How many times larger than shown a tile of short side ``s`` is drawn before smoothing down
    (a small one twice as much: its spinner and centre line stay fine)."""
    return SUPERSAMPLE * 2 if s < PLAIN_PIPS_BELOW else SUPERSAMPLE


_CACHE_LIMIT = 1500

PIP_SHARE = 0.19  # a pip's width, a share of the top's short side (0.17 read as specks on a 38 px tile)
DRILLED_SHARE = PIP_SHARE + 0.02  # a drilled pip's: its shaded rim reads a pixel narrower than a plain disc

# Pip centres in a half of side 1, for the half drawn on the left of a horizontal tile.
_A, _B, _C = 0.24, 0.5, 0.76  # a little apart: big pips keep a gap between them
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((_B, _B),),
    2: ((_A, _A), (_C, _C)),
    3: ((_A, _A), (_B, _B), (_C, _C)),
    4: ((_A, _A), (_C, _A), (_A, _C), (_C, _C)),
    5: ((_A, _A), (_C, _A), (_B, _B), (_A, _C), (_C, _C)),
    6: ((_A, _A), (_B, _A), (_C, _A), (_A, _C), (_B, _C), (_C, _C)),
}


class TileLook(NamedTuple):
    """How faces look: their colour, the edge's and the centre line's, and each number's pips."""

    name: str  # part of every cache key
    face: theme.Color
    edge: theme.Color
    divider: theme.Color
    pips: tuple[theme.Color, ...]  # by number, 0-6 (0 has none)


# Colour-blind-safe pips, number 1-6: CIE L* 12..54 on ivory and 96..56 on the dark face, at
# least 7 apart, and every one at least 3:1 against its face (WCAG non-text contrast).
_PIPS_FOR_LIGHT = ((31, 31, 31), (0, 48, 122), (128, 26, 118), (156, 64, 8), (0, 124, 116), (168, 122, 0))
_PIPS_FOR_DARK = ((243, 243, 243), (251, 220, 65), (84, 214, 250), (255, 146, 80), (212, 118, 224), (56, 152, 70))
_DARK_FACE, _DARK_EDGE, _DARK_DIVIDER, _DARK_PIP = (46, 48, 56), (18, 18, 24), (24, 25, 30), (236, 230, 212)
TILE_STYLES = ("classic", "dark")


@cache
def tile_look(style: str, *, colour_blind: bool) -> TileLook:
    """The look for a ``Settings.tile_style`` and the colour-blind switch."""
    if style not in TILE_STYLES:
        raise ValueError(f"no tile style {style!r}; there are {', '.join(TILE_STYLES)}")
    dark = style == "dark"
    plain = _DARK_PIP if dark else theme.PIP
    pips = (plain, *(_PIPS_FOR_DARK if dark else _PIPS_FOR_LIGHT)) if colour_blind else (plain,) * 7
    if dark:
        return TileLook(f"dark{'-cb' if colour_blind else ''}", _DARK_FACE, _DARK_EDGE, _DARK_DIVIDER, pips)
    return TileLook(f"classic{'-cb' if colour_blind else ''}", theme.IVORY, theme.IVORY_EDGE, theme.DIVIDER, pips)


CLASSIC = tile_look("classic", colour_blind=False)


CORNER = 0.14  # a tile's corner radius, a share of its short side: round at every size, never a cut


def _radius(s: int) -> int:
    """The corner radius of a tile (or top) of short side ``s``: the face, its side edge, its shadow
    and a ghost's outline all round their corners on it (at 0.09 a 38 px tile's 3 px corners
    smoothed down to what read as corners cut diagonally)."""
    return max(1, round(s * CORNER))


def corner_radius(s: int) -> int:
    """The corner radius of a tile of short side ``s`` as it lies: round its whole footprint."""
    return _radius(s)


_WHITE, _BLACK = (255, 255, 255), (0, 0, 0)
GHOST_ALPHA = 150  # a ghost's face: see-through, the felt's tint showing (185 read opaque on the salon)
GHOST_LINE = (168, 226, 255)  # a ghost's outline: ice blue, never the played-last tile's gold


def _bevel_width(s: int) -> int:
    return max(1, round(s * 0.06))


def _face_radius(s: int) -> int:
    """The corner radius of the face inside the bevel: concentric with the tile's outline."""
    return max(1, _radius(s) - _bevel_width(s))


def _rounded(surface: pygame.Surface, rect: pygame.Rect, colour: theme.Color, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=max(1, radius))


def _lit_half(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A mask of how much of the lamp a rounded rectangle's bevel faces: opaque along the top and
    left edges, clear along the bottom and right, and round the two other corners turning from
    one to the other with the curve's own direction (a hard 45-degree mitre there read as a
    corner cut diagonally)."""
    w, h = size
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(
        mask, (255, 255, 255, 255), [(0, 0), (w, 0), (w - radius, radius), (radius, h - radius), (0, h)]
    )
    for corner, start in (
        (pygame.Rect(w - radius, 0, radius, radius), 0),
        (pygame.Rect(0, h - radius, radius, radius), 180),
    ):
        mask.fill((255, 255, 255, 0), corner)
        _lit_fan(mask.subsurface(corner), start)
    return mask


_FAN = 24  # wedges round a corner's quarter turn


def _lit_fan(corner: pygame.Surface, start: int) -> None:
    """The quarter turn of ``_lit_half`` in the square ``corner`` from ``start`` degrees (0: the
    upper right, turning up from facing right; 180: the lower left, turning down from facing
    left), in wedges as opaque as each faces the lamp at the upper left."""
    r = corner.get_width()
    centre = (0, r) if start == 0 else (r, 0)  # the curve's middle
    for k in range(_FAN):
        a, b = math.radians(start + 90 * k / _FAN), math.radians(start + 90 * (k + 1) / _FAN)
        facing = (math.sin((a + b) / 2) - math.cos((a + b) / 2)) / math.sqrt(2)  # the normal's share toward the lamp
        lit = max(0.0, min(1.0, 0.5 + 1.2 * facing))
        points = [centre, *((centre[0] + 1.5 * r * math.cos(t), centre[1] - 1.5 * r * math.sin(t)) for t in (a, b))]
        pygame.draw.polygon(corner, (255, 255, 255, round(255 * lit)), points)


def _bevel_ring(fill: theme.Color, t: float, *, lit: bool) -> theme.Color:
    """The colour of a rounded bevel ``t`` of the way in from the outer edge (0) to the face (1):
    the outer curve, steep, faces the lamp on the lit side and turns away on the other; a
    specular band sits where the curve's slope sends the lamp's light straight up."""
    steep = (1 - t) ** 1.3
    if not lit:
        return theme.mix(fill, _BLACK, 0.42 * steep)
    glint = math.exp(-(((t - 0.42) / 0.16) ** 2))
    return theme.mix(theme.mix(fill, _WHITE, 0.28 * steep), _WHITE, 0.7 * glint)


RING = 2  # px: how wide each of a bevel's rings is drawn


def _body(s: int, fill: theme.Color, edge: theme.Color, *, upright: bool) -> pygame.Surface:
    """A tile's top, 2s x s (s x 2s ``upright``), at supersampled size: a rounded bevel lit from
    the upper left (its outer curve bright with a specular band on the top and left edges, in
    shade on the bottom and right) around a faintly convex face."""
    w, h = (s, 2 * s) if upright else (2 * s, s)
    radius = _radius(s)
    bevel = _bevel_width(s)
    lit = pygame.Surface((w, h), pygame.SRCALPHA)
    shaded = pygame.Surface((w, h), pygame.SRCALPHA)
    shaded.fill((*theme.mix(edge, _BLACK, 0.45), 0))  # clear in the rim's colour: smoothed down, no dark fringe
    _rounded(shaded, shaded.get_rect(), theme.mix(edge, _BLACK, 0.45), radius)
    _rounded(lit, lit.get_rect(), theme.mix(fill, edge, 0.5), radius)
    # Each ring a pixel further in, an outline two wide (one wide left holes in the curves) that the
    # next covers the inner half of: nested fills drew the same pixels at twice the cost (4K: 20 ms).
    for i in range(1, bevel):
        t = i / bevel
        ring = pygame.Rect(0, 0, w, h).inflate(-2 * i, -2 * i)
        _rounded(lit, ring, _bevel_ring(fill, t, lit=True), radius - i, RING)  # concentric: the curve stays round
        _rounded(shaded, ring, _bevel_ring(fill, t, lit=False), radius - i, RING)
    lit.blit(_lit_half((w, h), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    shaded.blit(lit, (0, 0))
    surface = shaded
    face = pygame.Rect(bevel, bevel, w - 2 * bevel, h - 2 * bevel)
    base = theme.mix(fill, edge, 0.22)
    _rounded(surface, face, base, _face_radius(s))
    # The convex face: nested rounded rects, each a little lighter, toward an off-centre highlight.
    steps = 6
    for i in range(1, steps + 1):
        grow = i / steps
        inner = face.inflate(-round(face.w * 0.5 * grow), -round(face.h * 0.5 * grow))
        inner.move_ip(-round(bevel * grow), -round(bevel * grow))
        shade = theme.mix(base, theme.mix(fill, _WHITE, 0.12), grow**0.6)
        _rounded(surface, inner.clip(face), shade, round(radius * (1 - grow * 0.5)))
    return surface


def _specular(surface: pygame.Surface) -> None:
    """The lamp's reflection on the glossy face near its lit corner: a soft glow brightest at its
    middle and fading to nothing at its rim (nested ellipses of one opacity showed a hard edge)."""
    w, h = surface.get_size()
    box = pygame.Rect(round(w * 0.06), round(h * 0.04), round(w * 0.46), round(h * 0.5))
    surface.blit(_sheen(box.size), box)


@lru_cache(maxsize=32)
def _sheen(size: tuple[int, int]) -> pygame.Surface:
    """The specular glow at one size (every face of a size shares it)."""
    return theme.glow(size, _WHITE, 44)


def _smooth_face(surface: pygame.Surface, s: int) -> None:
    """Blend the stepped gradient of ``_body`` into a smooth one (scale down and back up)."""
    w, h = surface.get_size()
    bevel = _bevel_width(s)
    face = pygame.Rect(bevel, bevel, w - 2 * bevel, h - 2 * bevel)
    part = surface.subsurface(face).copy()
    small = pygame.transform.smoothscale(part, (max(2, face.w // 8), max(2, face.h // 8)))
    smooth = pygame.transform.smoothscale(small, face.size)
    mask = pygame.Surface(face.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=_face_radius(s))
    smooth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(smooth, face.topleft)


_BLANKS: Kept[pygame.Surface] = Kept(32)  # a table's camera ladder, lying and upright, in two looks


def _transposed(picture: pygame.Surface) -> pygame.Surface:
    """``picture`` mirrored across its diagonal from the upper left: (x, y) shows what (y, x) did."""
    return pygame.transform.flip(pygame.transform.rotate(picture, 90), flip_x=False, flip_y=True)


def _blank_key(s: int, fill: theme.Color, edge: theme.Color, *, upright: bool, sheen: bool) -> tuple[object, ...]:
    return s, fill, edge, upright, sheen


def _blank(s: int, fill: theme.Color, edge: theme.Color, *, upright: bool, sheen: bool) -> pygame.Surface:
    """A smoothed top with no markings yet (with the lamp's reflection if ``sheen``): every face
    or back of one size and colour starts from a copy of it, so a new face only adds its marks.
    Standing upright it is the lying one mirrored across its diagonal (the lamp at the upper
    left stays there): a new size costs one drawing, not two (each 8-17 ms at 4K)."""

    def make() -> pygame.Surface:
        if upright:
            return _transposed(_blank(s, fill, edge, upright=False, sheen=sheen))
        surface = _body(s, fill, edge, upright=upright)
        _smooth_face(surface, s)
        if sheen:
            _specular(surface)
        return surface

    return _BLANKS.get(_blank_key(s, fill, edge, upright=upright, sheen=sheen), make)


@cache
def _drilled(colour: theme.Color, face: theme.Color, r: int) -> pygame.Surface:
    """A pip of radius ``r`` as a painted hole drilled into the face, seen from above with the lamp
    at the upper left: the rim's edge in shade on the lamp's side and lit on the far side; inside,
    the rim's shadow across the upper left of the painted floor and, on the lower right, the wall
    facing the lamp catching its light (brightest at the rim). A raised pip is the other way round
    (a dark crescent on the lower right), so nothing darker than the face lies past the lower right.
    Drawn once per colour and size."""
    size = 2 * r + 4
    c = size / 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    lip = max(1.0, r * 0.12)
    pygame.draw.circle(surface, (*theme.mix(face, _BLACK, 0.3), 255), (c - lip * 0.7, c - lip * 0.7), r + lip * 0.3)
    pygame.draw.circle(surface, (*theme.mix(face, _WHITE, 0.7), 255), (c + lip * 0.7, c + lip * 0.7), r + lip * 0.3)
    hole = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(hole, (*theme.mix(colour, _BLACK, 0.6), 255), (c, c), r)
    shade = r * 0.3
    for share, tone in ((0.5, theme.mix(colour, _BLACK, 0.3)), (1.0, colour)):
        pygame.draw.circle(hole, (*tone, 255), (c + shade * share, c + shade * share), r)
    light = theme.mix(max(colour, face, key=sum), _WHITE, 0.6)  # the wall: the paint or the face's material, lit
    for share, tone in ((1.0, theme.mix(colour, light, 0.7)), (0.5, light)):
        wall = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(wall, (*tone, 255), (c, c), r)
        pygame.draw.circle(wall, (0, 0, 0, 0), (c - r * 0.3 * share, c - r * 0.3 * share), r)
        hole.blit(wall, (0, 0))
    edge = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(edge, (255, 255, 255, 255), (c, c), r)
    hole.blit(edge, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(hole, (0, 0))
    return surface


def _pip(surface: pygame.Surface, color: theme.Color, face: theme.Color, centre: tuple[int, int], r: int) -> None:
    """A drilled pip (see ``_drilled``) centred on ``centre``."""
    picture = _drilled(color, face, r)
    surface.blit(picture, picture.get_rect(center=centre))


@cache
def _disc(colour: theme.Color, face: theme.Color, d: int) -> pygame.Surface:
    """A plain round pip ``d`` px across with a one-pixel margin, anti-aliased once (drawn at 8x and
    smoothed down): at small sizes a crisp disc reads better than a drilled pip's shading. Its
    far rim, lower right, catches the lamp in a hair of light: still a hole, not a dot of ink."""
    size, big = d + 2, 8
    surface = pygame.Surface((size * big, size * big), pygame.SRCALPHA)
    c, r = size * big / 2, d * big / 2
    if sum(colour) < sum(face):  # a light pip on a dark face is its own lit rim
        pygame.draw.circle(surface, (*theme.mix(face, _WHITE, 0.75), 255), (c + big * 0.45, c + big * 0.45), r)
    pygame.draw.circle(surface, (*colour, 255), (c, c), r)
    return pygame.transform.smoothscale(surface, (size, size))


def plain_pip_width(top: int) -> int:
    """How many px across a plain pip is on a top of short side ``top``: the drilled pips' share of
    the side (so nothing jumps where one look gives way to the other), never under 4 px."""
    return max(4, round(top * PIP_SHARE))


def _plain_pips(surface: pygame.Surface, t: Tile, look: TileLook, angle: int) -> None:
    """The pips of a small top as plain discs placed on the pixel grid: every pip of the tile the
    same disc, its rows and columns evenly apart, where the grid would otherwise give one pip
    3x4 px and its neighbour 4x3."""
    top = min(surface.get_size())
    d = plain_pip_width(top)
    step = round(top * (_B - _A))
    middle = math.floor(top / 2) + (0.5 if d % 2 else 0.0)  # odd discs centre on a pixel, even on a corner
    for number, centre in ((t.low, middle), (t.high, 2 * top - middle)):  # the halves mirror each other
        disc = _disc(look.pips[number], look.face, d)
        for fx, fy in PIP_LAYOUTS[number]:
            x = centre + round((fx - _B) / (_B - _A)) * step
            y = middle + round((fy - _B) / (_B - _A)) * step
            cx, cy = _turn(top, angle, x, y)
            surface.blit(disc, (round(cx - (d + 2) / 2), round(cy - (d + 2) / 2)))


def _spinner(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """The brass rivet on the centre line, domed: a shadow down-right, a dark rim, brass shading
    lighter toward the upper left, and a bright glint where the lamp catches it."""
    x, y = centre
    pygame.draw.circle(surface, theme.mix(theme.BRASS, _BLACK, 0.7), (x + max(1, r // 4), y + max(1, r // 4)), r)
    pygame.draw.circle(surface, theme.mix(theme.BRASS, _BLACK, 0.45), (x, y), r)
    steps = 4
    for i in range(steps):
        t = i / steps
        radius = max(1, round(r * (0.85 - 0.5 * t)))
        shift = round(r * 0.22 * t)
        pygame.draw.circle(surface, theme.mix(theme.BRASS, _WHITE, 0.45 * t), (x - shift, y - shift), radius)
    pygame.draw.circle(surface, theme.mix(theme.BRASS, _WHITE, 0.9), (x - r // 3, y - r // 3), max(1, r // 4))


def _turn(s: float, angle: int, x: float, y: float) -> tuple[float, float]:
    """Where the point (x, y) of the unturned top (2s x s, low half on the left) lies once the top
    is turned ``angle`` degrees counter-clockwise."""
    return ((x, y), (y, 2 * s - x), (2 * s - x, s - y), (s - y, x))[angle % 360 // 90]


def _turned(s: int, angle: int) -> Callable[[float, float], tuple[int, int]]:
    """``_turn`` to the nearest pixel. Faces are drawn turned rather than drawn and rotated, so
    the light stays at the upper left on every tile, whichever way it lies."""

    def at(x: float, y: float) -> tuple[int, int]:
        turned = _turn(s, angle, x, y)
        return round(turned[0]), round(turned[1])

    return at


def _engraved_line(surface: pygame.Surface, look: TileLook, a: tuple[int, int], b: tuple[int, int], width: int) -> None:
    """The centre line from ``a`` to ``b`` (upright or lying) cut into the face: a groove darker
    than the face, its wall on the lamp's side (left or top) in deeper shadow, and on its far
    side a thin lip catching the light, so it reads as a cut on the ivory and the dark face alike."""
    wall, lip = max(1, width // 3), max(1, (width + 1) // 2)
    start = min(a[0], b[0]) - width // 2, min(a[1], b[1]) - width // 2
    along = abs(b[0] - a[0]) + abs(b[1] - a[1])
    lying = a[0] == b[0]  # the line runs down a lying tile, across an upright one

    def band(offset: int, thickness: int) -> pygame.Rect:
        if lying:
            return pygame.Rect(start[0] + offset, min(a[1], b[1]), thickness, along)
        return pygame.Rect(min(a[0], b[0]), start[1] + offset, along, thickness)

    pygame.draw.rect(surface, look.divider, band(0, width))
    pygame.draw.rect(surface, theme.mix(look.divider, _BLACK, 0.35), band(0, wall))
    pygame.draw.rect(surface, theme.mix(look.face, _WHITE, 0.45), band(width, lip))


def _on_grid(v: int, grid: int) -> int:
    """``v`` (a coordinate of a face drawn ``grid`` times larger than shown) moved to the shown
    pixels' corners, so every pip lies on the grid alike and smooths down to the same width at
    every size (half a pixel off, it came out a pixel wider or narrower than at the next size)."""
    return grid * round(v / grid)


def _face(  # noqa: PLR0913  the tile, its size, look and turn, and its pips: drilled or not, on which grid
    t: Tile, s: int, look: TileLook, angle: int, *, drilled: bool, grid: int
) -> pygame.Surface:
    """The top of a tile: its body, the engraved centre line, the spinner and (``drilled``) its
    drilled pips; a small top gets plain ones after it is smoothed down (``_plain_pips``)."""
    upright = angle % 180 != 0
    at = _turned(s, angle)
    # on a small face the lamp's sheen is only a smudge among the pips
    surface = _blank(s, look.face, look.edge, upright=upright, sheen=drilled).copy()
    margin = round(s * 0.16)
    _engraved_line(surface, look, at(s, margin), at(s, s - margin), max(1, round(s * 0.03)))
    _spinner(surface, at(s, s / 2), max(2, round(s * 0.07)))
    pip_r = max(1, round(s * DRILLED_SHARE / 2))
    for number, x0 in ((t.low, 0), (t.high, s)) if drilled else ():
        for fx, fy in PIP_LAYOUTS[number]:
            x, y = at(x0 + fx * s, fy * s)
            _pip(surface, look.pips[number], look.face, (_on_grid(x, grid), _on_grid(y, grid)), pip_r)
    return surface


WEAVE_FROM = 32  # backs with a shorter side show no weave: its threads only muddy a small back


def _back(s: int, colour: theme.Color, *, upright: bool, weave: bool) -> pygame.Surface:
    """The back in ``colour`` (the venue's), with the face's bevel and sheen: an engraved border
    (a groove dark on the lamp's side, its far lip lit) and in the middle a brass emblem, a
    diamond round the brass pin, bold enough to read on a back a few millimetres across; on a
    large back (``weave``) a low-contrast diagonal weave inside the border. It shares no colour
    with a face: a back never passes for a tile showing its pips."""
    surface = _blank(s, colour, theme.mix(colour, _BLACK, 0.45), upright=upright, sheen=True).copy()
    w, h = surface.get_size()
    inset = _bevel_width(s) + round(s * 0.1)
    field = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    if weave:
        _weave(surface, field, colour, s)
    groove = max(1, round(s * 0.04))
    radius = max(1, _face_radius(s) - round(s * 0.1))
    pygame.draw.rect(surface, theme.mix(colour, _WHITE, 0.4), field.move(groove, groove), groove, border_radius=radius)
    pygame.draw.rect(surface, theme.mix(colour, _BLACK, 0.5), field, groove, border_radius=radius)
    _emblem(surface, (w // 2, h // 2), s, colour)
    return surface


def _weave(surface: pygame.Surface, field: pygame.Rect, colour: theme.Color, s: int) -> None:
    """A faint diagonal weave of light and dark threads over ``field``."""
    w, h = surface.get_size()
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    step, thread = max(4, round(s * 0.14)), max(1, round(s * 0.025))
    light, dark = (*theme.mix(colour, _WHITE, 0.25), 70), (*theme.mix(colour, _BLACK, 0.35), 70)
    for k in range(-h, w + h, step):
        pygame.draw.line(weave, light, (k, 0), (k + h, h), thread)
        pygame.draw.line(weave, dark, (k + h, 0), (k, h), thread)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), field, border_radius=_radius(s))
    weave.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(weave, (0, 0))


def _emblem(surface: pygame.Surface, centre: tuple[int, int], s: int, colour: theme.Color) -> None:
    """A back's brass emblem: a diamond inlaid in the back's own colour, darker, ringed in brass lit
    on its upper left, round a domed brass pin."""
    r = round(s * 0.22)
    cx, cy = centre
    line = max(1, round(s * 0.05))
    for (dx, dy), tone in (((line // 2, line // 2), theme.mix(theme.BRASS, _BLACK, 0.55)), ((0, 0), theme.BRASS)):
        diamond = [(cx + dx, cy - r + dy), (cx + r + dx, cy + dy), (cx + dx, cy + r + dy), (cx - r + dx, cy + dy)]
        pygame.draw.polygon(surface, tone, diamond)
    inner = r - line - line // 2
    pygame.draw.polygon(
        surface,
        theme.mix(colour, _BLACK, 0.3),
        [(cx, cy - inner), (cx + inner, cy), (cx, cy + inner), (cx - inner, cy)],
    )
    _spinner(surface, centre, max(2, round(s * 0.08)))


DEPTH = 0.05  # the side edge's depth, a share of the tile's short side


def depth(s: int) -> int:
    """How many pixels of side edge a tile of short side ``s`` shows: a twentieth of the side, and
    never under 2 px from a 12 px tile up (a back at a seat has a body too; 1 below it, none on
    a tiny one). Seen from straight above a domino shows only a sliver of its side; a band a
    fifth of the side deep read as a brick's face, and as uneven gaps between the tiles of a line."""
    if s < 8:
        return 0
    return max(1 if s < 12 else 2, round(s * DEPTH))


def side_tone(side: theme.Color, k: int, edge: int) -> theme.Color:
    """The side's colour ``k`` pixels below the top (1 is the lip): a bright lip where the bevel
    rolls over, the side's own tone, then darker toward the foot on the cloth."""
    if k == 1 and edge > 2:
        return theme.mix(side, _WHITE, 0.4)
    return theme.mix(theme.mix(side, _WHITE, 0.1), theme.mix(side, _BLACK, 0.45), (k - 1) / max(1, edge - 1))


def _side(
    silhouette: pygame.Surface, footprint: tuple[int, int], at: tuple[int, int], edge: int, side: theme.Color
) -> pygame.Surface:
    """The side edge in one tone family: the silhouette repeated down-right, one pixel per step.
    One layer is tinted up from the foot's tone to the lip's (each step lighter in every channel,
    so adding the difference gives the next tone exactly) instead of a tinted copy per step."""
    surface = pygame.Surface(footprint, pygame.SRCALPHA)
    layer = silhouette.copy()
    added = _BLACK
    for k in range(edge, 0, -1):
        tone = side_tone(side, k, edge)
        step = [max(0, c - a) for c, a in zip(tone, added, strict=True)]
        layer.fill((*step, 0), special_flags=pygame.BLEND_RGBA_ADD)
        added = (added[0] + step[0], added[1] + step[1], added[2] + step[2])
        surface.blit(layer, (at[0] + k, at[1] + k))
    return surface


def _placed(top: pygame.Surface, footprint: tuple[int, int], edge: int) -> tuple[int, int]:
    """Where ``top`` lies inside ``footprint``, leaving ``edge`` pixels down and right for its side."""
    tw, th = top.get_size()
    return (footprint[0] - edge - tw) // 2, (footprint[1] - edge - th) // 2


def _under(top: pygame.Surface, footprint: tuple[int, int], edge: int, side: theme.Color) -> pygame.Surface:
    """The body under ``top`` inside ``footprint``: a side edge down-right, lit lip to dark foot, its
    right-hand face a shade darker than its front (it turns farther from the lamp), the two
    meeting along the corner's 45-degree line, so the edge reads as a solid with two sides.
    It depends only on the top's outline, which every face and back of one size shares."""
    w, h = footprint
    tw, th = top.get_size()
    ox, oy = _placed(top, footprint, edge)
    silhouette = top.copy()
    silhouette.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface = _side(silhouette, footprint, (ox, oy), edge, side)
    if edge > 1:
        right = _side(silhouette, footprint, (ox, oy), edge, theme.mix(side, _BLACK, 0.22))
        d = ox + tw - oy - th  # the right-hand face: x - y > d, past the top's lower-right corner
        k = max(1, _radius(th) // 3)  # drawn this much smaller and smoothed up: the two faces blend round the corner
        small = pygame.Surface((math.ceil(w / k), math.ceil(h / k)), pygame.SRCALPHA)
        pygame.draw.polygon(small, (255, 255, 255, 255), [(d / k, 0), (w / k, 0), (w / k, h / k), ((h + d) / k, h / k)])
        right.blit(
            pygame.transform.smoothscale(small, (small.get_width() * k, small.get_height() * k)),
            (0, 0),
            special_flags=pygame.BLEND_RGBA_MIN,
        )
        surface.blit(right, (0, 0))
    return surface


def _footprint(s: int, angle: int) -> tuple[int, int]:
    return (s, 2 * s) if angle % 180 else (2 * s, s)


def _body_key(top: pygame.Surface, s: int, angle: int, side: theme.Color) -> tuple[object, ...]:
    """What a body depends on: its top's outline, its footprint and edge, and its side's tone."""
    return "body", top.get_size(), _footprint(s, angle), depth(s), side


REST_SHADOW_ALPHA = 70  # the darkest of a resting tile's soft shadow, under the tile
CONTACT_SHADOW_ALPHA = 120  # and of the tight dark line where it meets the cloth
LIFTED_SHADOW_ALPHA = 60  # and of a tile off the table's


def _shadow(s: int, *, lifted: bool) -> pygame.Surface:
    """The shadow of a tile at rest (``_rest_shadow``), or off the table: larger, lighter and
    softer (``_lifted_shadow``)."""
    return _lifted_shadow(s) if lifted else _rest_shadow(s)


def _contact_spread(s: int) -> int:
    return max(1, s // 30)


def _rest_shadow(s: int) -> pygame.Surface:
    """A resting tile's shadow, close and tight (the tile is thin and lies on the cloth): a soft
    shade an eighth of the side larger than the tile, blurred by a tenth of it, a little down and
    right of it (``resting_shadow_offset``), and within it a darker contact line hugging the
    tile's lower-right edges, a pixel or two wide, that sets the tile down on the felt. Centred
    where the soft shade's middle lies."""
    grow = max(2, s // 8)
    soft = blurred_rect((2 * s + grow, s + grow), 0, max(2, s // 10), _radius(s) + grow // 2)
    spread = _contact_spread(s)
    contact = blurred_rect(
        (2 * s + 2 * spread, s + 2 * spread), 0, max(2, s // 16), _radius(s) + spread, alpha=CONTACT_SHADOW_ALPHA
    )
    (dx, dy), near = resting_shadow_offset(s), (spread, spread)
    centre = soft.get_rect().center
    soft.blit(contact, contact.get_rect(center=(centre[0] + near[0] - dx, centre[1] + near[1] - dy)))
    return soft


def _lifted_shadow(s: int) -> pygame.Surface:
    """The shadow of a tile off the table: a quarter larger than the tile each way, light, its edge
    fading over 6-10 px, its corners round a fifth of the tile. Made at its size: scaled up from
    a picture an eighth of a tile across, as it was, its corners were stairs of 9 px steps on a
    4K tile. Its soft edge is as wide as that picture's pixels grew, so it looks as soft as ever."""
    grow = s // 2
    size = (2 * s + grow, s + grow // 2 + grow // 4)
    soft = round(size[0] / (2 * max(2, s // 8) + 4))
    return blurred_rect(size, soft, 3, s // 5, alpha=LIFTED_SHADOW_ALPHA, shrink=3)


def blurred_rect(  # noqa: PLR0913  its size, where its faint edge lies, its blur and corners, how dark, how fine, its colour
    size: tuple[int, int],
    edge: int,
    blur: int,
    radius: int,
    *,
    alpha: int = REST_SHADOW_ALPHA,
    shrink: int = 0,
    colour: theme.Color = _BLACK,
) -> pygame.Surface:
    """A rounded rectangle in ``colour`` (black: a shadow; ``alpha`` at its densest) blurred by
    ``blur`` px, its faint edge (an alpha of 8) ``edge`` px inside ``size``, with room round it
    for the blur's fainter tail. It is blurred ``shrink`` times smaller (by default where the
    blur is about three pixels, or a third), then smoothly scaled up: the fade stays even (its
    ramp spans several pixels of the small picture) at a fraction of the cost (a full-size blur
    of a 4K tile's shadow took 30-150 ms, a hitch wherever a new size first lands)."""
    shrink = shrink or max(1, min(3, round(blur / 3)))  # at most 3: the small picture's pixels round the edge
    small_blur = max(1, round(blur / shrink))
    pad = 2 * small_blur * shrink
    inset = pad + edge + round(1.3 * small_blur * shrink)  # a gaussian falls to 8 of 95 about 1.3 blurs out
    full = (size[0] + 2 * pad, size[1] + 2 * pad)
    small = pygame.Surface((math.ceil(full[0] / shrink), math.ceil(full[1] / shrink)), pygame.SRCALPHA)
    small.fill((*colour, 0))  # clear in its own colour: the blur fades its opacity, never darkens its colour
    core = pygame.Rect(0, 0, round((full[0] - 2 * inset) / shrink), round((full[1] - 2 * inset) / shrink))
    core.center = small.get_rect().center
    pygame.draw.rect(small, (*colour, alpha), core, border_radius=max(1, round(radius / shrink)))
    soft = pygame.transform.gaussian_blur(small, small_blur)
    return pygame.transform.smoothscale(soft, full) if shrink > 1 else soft


class Resting(NamedTuple):
    """A tile lying on the table and its shadow in one picture, its colours premultiplied by their
    opacity (blit it with ``BLEND_PREMULTIPLIED``), and where its top left lies from the tile's centre."""

    picture: pygame.Surface
    offset: tuple[int, int]

    def draw(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """Onto an opaque ``surface`` (the window), the tile centred on ``centre``."""
        at = (centre[0] + self.offset[0], centre[1] + self.offset[1])
        surface.blit(self.picture, at, special_flags=pygame.BLEND_PREMULTIPLIED)


def resting_shadow_offset(s: int) -> tuple[int, int]:
    """How far a resting tile's soft shadow lies from it: a twenty-fourth of the tile right, half
    as far again down (the lamp high at the upper left; at 100% about (2, 3) px)."""
    rest = max(1, s // 24)
    return rest, rest + (rest + 1) // 2


def _resting(picture: pygame.Surface, shadow: pygame.Surface, s: int) -> Resting:
    """``picture`` over its ``shadow`` as one premultiplied picture cut to what shows of the two
    (the shadow's clear margin left out): one blend per pixel on the table instead of the
    shadow's whole box and then the tile's again over it."""
    dx, dy = resting_shadow_offset(s)
    shade = shadow.get_rect(center=(dx, dy))
    tile = picture.get_rect(center=(0, 0))
    box = shadow.get_bounding_rect(min_alpha=1).move(shade.topleft).union(tile)
    both = pygame.Surface(box.size, pygame.SRCALPHA)
    for layer, at in ((shadow, shade), (picture, tile)):
        both.blit(layer.premul_alpha(), at.move(-box.x, -box.y), special_flags=pygame.BLEND_PREMULTIPLIED)
    return Resting(both, box.topleft)


_RESTING_LIMIT = 120  # lying tiles: a table shows at most 28 faces and a few backs at once (0.2-0.5 MB each at 4K)


FLIGHT_STEPS = 6  # a flying tile's shadow passes from the resting one to the lifted one in this many steps


class GhostAt(NamedTuple):
    """A ghost ``warm`` is asked to draw ahead: ``tile``'s, of short side ``s``, at ``angle``."""

    tile: Tile
    s: int
    angle: int


class TileArt:
    """Cached, converted surfaces of faces, backs and shadows by look, size and rotation.
    The faces are drawn in ``look`` and the backs in ``backs``, both fixed for this art: a screen
    draws with ``with_look(its style's)`` and a table ``with_backs(its venue's)``, each a copy
    sharing the one cache, so no screen shows the faces or backs of one drawn before it."""

    def __init__(self, look: TileLook = CLASSIC, backs: theme.Color = theme.BACK) -> None:
        self._cache: Kept[pygame.Surface] = Kept(_CACHE_LIMIT)
        self._resting: Kept[Resting] = Kept(_RESTING_LIMIT)
        self._drawn: dict[tuple[str, Tile], tuple[int, int]] = {}  # the last size and turn each face was drawn at
        self._look = look
        self._backs = backs

    @property
    def look(self) -> TileLook:
        return self._look

    @property
    def backs(self) -> theme.Color:
        return self._backs

    def with_look(self, look: TileLook) -> TileArt:
        """This art (its backs, sharing its cache) with faces in ``look``, a screen's style's."""
        return self._drawing(look, self._backs)

    def with_backs(self, colour: theme.Color) -> TileArt:
        """This art (its look, sharing its cache) with backs in ``colour``, a table's venue's."""
        return self._drawing(self._look, colour)

    def _drawing(self, look: TileLook, backs: theme.Color) -> TileArt:
        art = copy.copy(self)  # shallow: the caches and the sizes drawn stay shared
        art._look, art._backs = look, backs
        return art

    def _flat(self, draw: Callable[[int], pygame.Surface], s: int) -> pygame.Surface:
        """``draw`` at ``supersample(s)`` times the short side ``s``, smoothed down to ``s`` once."""
        scale = supersample(s)
        big = draw(s * scale)
        size = (big.get_width() // scale, big.get_height() // scale)
        return pygame.transform.smoothscale(big, size).convert_alpha()

    def _top(self, t: Tile, s: int, angle: int, look: TileLook | None = None) -> pygame.Surface:
        """The face alone, as large as a tile of short side ``s`` leaves room for beside its edge
        (in ``look``, by default this art's)."""
        look = look or self.look
        drilled = s >= PLAIN_PIPS_BELOW

        def make() -> pygame.Surface:
            grid = supersample(s - depth(s))
            top = self._flat(lambda z: _face(t, z, look, angle, drilled=drilled, grid=grid), s - depth(s))
            if not drilled:
                _plain_pips(top, t, look, angle)
            return top

        return self._cache.get(("top", look.name, t.index, s, angle), make)

    def _top_key(self, t: Tile, s: int, angle: int) -> tuple[object, ...]:
        return "top", self.look.name, t.index, s, angle

    def _blank_of(self, s: int, angle: int) -> tuple[int, theme.Color, theme.Color, bool, bool]:
        """What ``_blank`` is given for the faces of short side ``s`` at ``angle``: its size drawn,
        colours, whether upright and whether it has the sheen."""
        top, look = s - depth(s), self.look
        return top * supersample(top), look.face, look.edge, angle % 180 != 0, s >= PLAIN_PIPS_BELOW

    def _blank_drawn(self, s: int, angle: int) -> bool:
        """Whether the blank top the faces of short side ``s`` at ``angle`` start from is drawn."""
        z, fill, edge, upright, sheen = self._blank_of(s, angle)
        return _blank_key(z, fill, edge, upright=upright, sheen=sheen) in _BLANKS

    def _draw_blank(self, s: int, angle: int) -> None:
        z, fill, edge, upright, sheen = self._blank_of(s, angle)
        _blank(z, fill, edge, upright=upright, sheen=sheen)

    def face(self, t: Tile, s: int, angle: int = 0) -> pygame.Surface:
        """``t`` with short side ``s`` on its body; angle 0 shows the low half on the left (counter-clockwise)."""
        self._drawn[self.look.name, t] = s, angle
        side = self._side()
        return self._cache.get(self._key(t, s, angle), lambda: self._on_body(self._top(t, s, angle), s, angle, side))

    def _side(self) -> theme.Color:
        """The tone of a face's side edge in this art's look."""
        return theme.mix(self.look.face, self.look.edge, 0.8)

    def _on_body(self, top: pygame.Surface, s: int, angle: int, side: theme.Color) -> pygame.Surface:
        """``top`` on its body for a tile of short side ``s``; the body (the costly part, one
        layer per pixel of edge) is drawn once for every top of its size and ``side`` tone."""
        edge, footprint = depth(s), _footprint(s, angle)
        body = self._cache.get(_body_key(top, s, angle, side), lambda: _under(top, footprint, edge, side))
        surface = body.copy()
        surface.blit(top, _placed(top, footprint, edge))
        return surface.convert_alpha()

    def _key(self, t: Tile, s: int, angle: int) -> tuple[object, ...]:
        return ("face", self.look.name, t.index, s, angle)

    def ready_face(self, t: Tile, s: int, angle: int) -> pygame.Surface | None:
        """The face if it is already drawn, else None (drawing code must not stall on it)."""
        return self._cache.peek(self._key(t, s, angle))

    def any_face(self, t: Tile, s: int) -> tuple[pygame.Surface, int, int]:
        """A face of ``t`` already drawn, its short side and turn: unturned at ``s`` if ready, else
        the last one drawn at any size and turn (a rack's face standing up; a face at a new size
        drawn in the frame that wants it was 8-10 ms at 4K); unturned at ``s`` if none was ever drawn."""
        ready = self._cache.peek(self._key(t, s, 0))
        if ready is not None:
            return ready, s, 0
        size, angle = self._drawn.get((self.look.name, t), (s, 0))
        return self.face(t, size, angle), size, angle

    def warm(self, wanted: Iterable[tuple[Tile, int, int] | GhostAt], budget: float) -> None:
        """Draw what the faces (tile, size, angle) need to lie on the table, or the ghosts
        (``GhostAt``) to show where a tile could go, and is missing, a piece at a time, until
        ``budget`` seconds have gone. A size's costly pieces (its blank, the body, the shadow, a
        ghost's glow: 2-5 ms each at 4K, a whole first face 8-10) are drawn only first in a call,
        never after others, so a frame that warms stays within about one of them or the budget."""
        deadline = time.perf_counter() + budget
        drawn = False
        for want in wanted:
            pieces = self._missing_ghost(*want) if isinstance(want, GhostAt) else self._missing(*want)
            for costly, piece in pieces:
                if costly and drawn and math.isfinite(budget):
                    return
                piece()
                drawn = True
                if time.perf_counter() > deadline:
                    return

    def draw_sizes(self, sizes: Iterable[int]) -> None:
        """Draw now what every face and ghost of each short side in ``sizes`` starts from: the
        blanks, lying and upright, and the ghosts' glows; and the first size's flight shadows (the
        hand's first tiles fly in at it). A table draws them for the sizes its camera steps to first
        when it opens, in a frame that is slow anyway: drawn when a zoom first wanted them, a blank
        took 4-10 ms at 4K and a ghost's glow 2-3 more, in a frame of its own."""
        for k, s in enumerate(sizes):
            top = s - depth(s)
            for angle in (0, 90):
                self._draw_blank(s, angle)
                shape = (2 * top, top) if angle == 0 else (top, 2 * top)
                for pointed in (False, True):
                    tile_glow(*_ghost_glow(shape, s, pointed=pointed), dense=True)
                for step in range(FLIGHT_STEPS + 1) if k == 0 else ():  # the first tiles fly in at the largest
                    self.flight_shadow(s, vertical=angle == 90, height=step / FLIGHT_STEPS)

    def _missing(self, t: Tile, s: int, angle: int) -> Iterator[tuple[bool, Callable[[], object]]]:
        """The pieces of ``t`` lying at ``s`` and ``angle`` not drawn yet (each looked for when
        reached, after the one before is drawn), and whether each is one of its size's costly ones."""
        key, vertical = self._key(t, s, angle), angle % 180 != 0
        if self._top_key(t, s, angle) not in self._cache:
            if not self._blank_drawn(s, angle):  # 4-6 ms at 4K, the pips on it 1-2 more: apart
                yield True, lambda: self._draw_blank(s, angle)
            yield False, lambda: self._top(t, s, angle)
        if key not in self._cache:
            body = _body_key(self._top(t, s, angle), s, angle, self._side())
            yield body not in self._cache, lambda: self.face(t, s, angle)
        if ("shadow", s, 90 if vertical else 0, False) not in self._cache:
            yield True, lambda: self.shadow(s, vertical=vertical)
        if key not in self._resting:
            yield False, lambda: self._lying(key, self.face(t, s, angle), s, angle)
        # then the shadows of a tile flying in to lie there (a blur and a blend per height: 2-7 ms at 4K)
        if ("shadow", s, 90 if vertical else 0, True) not in self._cache:
            yield ("shadow", s, 0, True) not in self._cache, lambda: self.shadow(s, vertical=vertical, lifted=True)
        for step in range(1, FLIGHT_STEPS):
            if ("flight shadow", s, vertical, step) not in self._cache:
                yield False, partial(self.flight_shadow, s, vertical=vertical, height=step / FLIGHT_STEPS)

    def back(self, s: int, angle: int = 0) -> pygame.Surface:
        """A tile's back in this art's ``backs`` colour, with its body."""
        turn = 90 if angle % 180 else 0

        def make() -> pygame.Surface:
            return self._on_body(self.back_top(s, turn), s, turn, self.side_tone(face_up=False))

        return self._cache.get(("back", self._backs, s, turn), make)

    def back_top(self, s: int, angle: int) -> pygame.Surface:
        """A back's top alone, for a tile of short side ``s`` (see ``top``)."""
        upright, colour = angle % 180 != 0, self._backs

        def make() -> pygame.Surface:
            top = s - depth(s)
            return self._flat(lambda z: _back(z, colour, upright=upright, weave=top >= WEAVE_FROM), top)

        return self._cache.get(("back top", colour, s, 90 if upright else 0), make)

    def ready_top(self, t: Tile, s: int, angle: int) -> pygame.Surface | None:
        """The top alone (no body) of a face already drawn, else None: a tile turning in flight is
        drawn from it, its body added under it at the angle it shows (``sprites.draw_solid``)."""
        top = self._cache.peek(self._top_key(t, s, angle))
        return None if top is None else self._cache.get(self._top_key(t, s, angle), lambda: top)  # kept as used

    def side_tone(self, *, face_up: bool) -> theme.Color:
        """The tone of a face's side edge in this art's look, or of a back's in its colour."""
        return self._side() if face_up else theme.mix(self._backs, _BLACK, 0.15)

    def resting(self, t: Tile, s: int, angle: int, *, face_up: bool) -> Resting | None:
        """``t`` lying on the table with its shadow if that picture is ready, else None: a face's is
        made by ``warm`` (at 4K a line refitted to a new size would make some twenty at once, 15
        ms); a back's now (a table shows backs at one or two sizes)."""
        if face_up:
            return self._resting.peek(self._key(t, s, angle))
        turn = 90 if angle % 180 else 0
        return self._lying(("back", self._backs, s, turn), self.back(s, angle), s, angle)

    def _lying(self, key: tuple[object, ...], picture: pygame.Surface, s: int, angle: int) -> Resting:
        shadow = self.shadow(s, vertical=angle % 180 != 0)
        return self._resting.get(key, lambda: _resting(picture, shadow, s))

    def shadow(self, s: int, *, vertical: bool, lifted: bool = False) -> pygame.Surface:
        """The shadow a tile casts at rest, or (``lifted``) while it is held or in flight."""
        if vertical:
            return self._cache.get(
                ("shadow", s, 90, lifted),
                lambda: pygame.transform.rotate(self.shadow(s, vertical=False, lifted=lifted), 90),
            )
        return self._cache.get(("shadow", s, 0, lifted), lambda: _shadow(s, lifted=lifted).convert_alpha())

    def flight_shadow(self, s: int, *, vertical: bool, height: float, landing: int | None = None) -> pygame.Surface:
        """The shadow of a tile ``height`` (0 on the table, 1 at the top of its flight) off the
        table: the resting shadow giving way to the lifted one as the tile rises and taking over
        again as it lands (the lifted one to the last frame, a quarter larger and lighter, then the
        resting one: a switch seen on every landing). Made from the two, in sixths of the height.
        On its way to a tile of short side ``landing`` it is that size's shadow scaled smoothly to
        ``s``: a soft shadow scaled looks as one blurred at its size, and blurring anew every size
        a flight passes cost 3-9 ms in a frame at 4K (the slowest frames of a camera's zoom)."""
        step = round(max(0.0, min(1.0, height)) * FLIGHT_STEPS)
        if landing is not None and landing != s:
            base = self.flight_shadow(landing, vertical=vertical, height=height)
            shown = (max(1, round(base.get_width() * s / landing)), max(1, round(base.get_height() * s / landing)))
            return self._cache.get(
                ("scaled shadow", s, landing, vertical, step), lambda: pygame.transform.smoothscale(base, shown)
            )
        if step in (0, FLIGHT_STEPS):
            return self.shadow(s, vertical=vertical, lifted=step > 0)

        def make() -> pygame.Surface:
            rest, lifted = self.shadow(s, vertical=vertical), self.shadow(s, vertical=vertical, lifted=True)
            size = (max(rest.get_width(), lifted.get_width()), max(rest.get_height(), lifted.get_height()))
            both = pygame.Surface(size, pygame.SRCALPHA)
            both.fill((0, 0, 0, 0))
            for picture, share in ((rest, 1 - step / FLIGHT_STEPS), (lifted, step / FLIGHT_STEPS)):
                layer = picture.copy()
                layer.set_alpha(round(255 * share))
                both.blit(layer, layer.get_rect(center=both.get_rect().center))
            return both.convert_alpha()

        return self._cache.get(("flight shadow", s, vertical, step), make)

    def ghost(self, t: Tile, s: int, angle: int, *, pointed: bool = False) -> pygame.Surface:
        """Where a tile could go, centred where it would lie: its face alone (no body, no shadow:
        nothing lies there yet), see-through and washed ice-blue, its pips and centre line faded
        (a ghost with a played tile's pips read as one at a glance), ringed by an ice-blue line
        between two dark keylines and a dense ice-blue glow reaching ``glow_reach(s)`` past it that
        shows on navy cloth as on green (stronger and the line thicker where the pointer is);
        a played tile's ring is gold."""

        def make() -> pygame.Surface:
            top = self._top(t, s, angle, ghost_look(self.look)).copy()
            top.fill(theme.mix(_WHITE, GHOST_LINE, GHOST_WASH), special_flags=pygame.BLEND_RGB_MULT)
            line = ghost_line(s, pointed=pointed)
            surface = tile_glow(*_ghost_glow(top.get_size(), s, pointed=pointed), dense=True).copy()
            face = top.get_rect(center=surface.get_rect().center)
            radius = _radius(min(face.size))
            pygame.draw.rect(surface, (*GHOST_LINE, 0), face, border_radius=radius)  # the felt shows through the face
            top.set_alpha(GHOST_ALPHA)
            surface.blit(top, face)
            ring = face.inflate(2 * line, 2 * line)
            pygame.draw.rect(surface, (*KEYLINE, 230), ring.inflate(2, 2), 1, border_radius=radius + line + 1)
            pygame.draw.rect(surface, (*GHOST_LINE, 255), ring, line, border_radius=radius + line)
            pygame.draw.rect(surface, (*KEYLINE, 160), face, 1, border_radius=radius)
            return surface.convert_alpha()

        return self._cache.get(self._ghost_key(t, s, angle, pointed=pointed), make)

    def _ghost_key(self, t: Tile, s: int, angle: int, *, pointed: bool) -> tuple[object, ...]:
        return "ghost", self.look.name, t.index, s, angle, pointed

    def _missing_ghost(self, t: Tile, s: int, angle: int) -> Iterator[tuple[bool, Callable[[], object]]]:
        """The pieces of ``t``'s ghosts (plain and pointed) at ``s`` and ``angle`` not drawn yet, as
        ``_missing`` gives a face's: its faded top, then each ghost, costly where its glow (a blur
        shared by every ghost of its size) is not drawn yet. The first ghost of a lifted tile drawn
        in the frame that shows it was 3-7 ms at 4K."""
        look = ghost_look(self.look)
        if ("top", look.name, t.index, s, angle) not in self._cache:
            yield True, lambda: self._top(t, s, angle, look)
        for pointed in (False, True):
            if self._ghost_key(t, s, angle, pointed=pointed) not in self._cache:
                top = self._top(t, s, angle, look).get_size()
                glow = _glow_key(*_ghost_glow(top, s, pointed=pointed), dense=True) not in _GLOWS
                yield glow, partial(self.ghost, t, s, angle, pointed=pointed)


GHOST_WASH = 0.25  # a ghost's face's tint toward its ice blue (at 0.5 it cancelled the salon's red into grey)
GHOST_FADE = 0.45  # how far a ghost's pips and centre line fade toward its face


@cache
def ghost_look(look: TileLook) -> TileLook:
    """``look`` with its pips and centre line faded toward its face, for a ghost: countable (3:1 on
    its face) yet plainly fainter than a played tile's."""
    fade = [theme.mix(pip, look.face, GHOST_FADE) for pip in look.pips]
    return look._replace(name=f"{look.name}-ghost", divider=theme.mix(look.divider, look.face, 0.4), pips=tuple(fade))


KEYLINE = (14, 22, 26)  # a dark line round a light one (a ghost's, the focus ring): it reads on every cloth


def glow_reach(s: int) -> int:
    """How far the glow round a tile of short side ``s`` (a ghost's, a rack tile's that fits) reaches past it."""
    return max(4, s // 5)


def _ghost_glow(top: tuple[int, int], s: int, *, pointed: bool) -> tuple[tuple[int, int], int, theme.Color, int]:
    """``tile_glow``'s shape, size, colour and strength for a ghost whose top measures ``top``."""
    line = ghost_line(s, pointed=pointed)
    return (top[0] + 2 * line, top[1] + 2 * line), s, GHOST_LINE, 255 if pointed else 225


def ghost_line(s: int, *, pointed: bool) -> int:
    """How wide a ghost's ice-blue line is, a pixel wider where the pointer is."""
    return max(2, s // 20) + (1 if pointed else 0)


_GLOWS: Kept[pygame.Surface] = Kept(64)


def _glow_key(shape: tuple[int, int], s: int, colour: theme.Color, alpha: int, *, dense: bool) -> tuple[object, ...]:
    return shape, s, colour, alpha, dense


def tile_glow(
    shape: tuple[int, int], s: int, colour: theme.Color, alpha: int, *, dense: bool = False
) -> pygame.Surface:
    """A soft light in ``colour`` round a rounded ``shape`` (a tile of short side ``s``, or a ghost's
    line), densest (``alpha``) under and along it and fading to nothing ``glow_reach(s)`` past it:
    a glow that follows the tile's own shape, not a box drawn round it. Made once per size and
    strength; centre it on the shape. A ``dense`` glow (a ghost's) keeps more of its light out to
    its reach: blurred less, so its core grows, and it shows on dark cloth too."""

    def make() -> pygame.Surface:
        reach = glow_reach(s)
        size = (shape[0] + 2 * reach, shape[1] + 2 * reach)
        blur = max(2, round(reach / (3 if dense else 2)))
        glow = blurred_rect(size, 0, blur, _radius(s) + reach, alpha=alpha, colour=colour)
        return trimmed(glow).convert_alpha()

    return _GLOWS.get(_glow_key(shape, s, colour, alpha, dense=dense), make)


def trimmed(picture: pygame.Surface) -> pygame.Surface:
    """``picture`` (symmetric about its middle: a blurred shape) less the clear margin its blur
    left round it, cut evenly so its middle stays where it was: a picture blitted every frame
    blends none of that margin."""
    w, h = picture.get_size()
    seen = picture.get_bounding_rect(min_alpha=1)
    x, y = min(seen.x, w - seen.right), min(seen.y, h - seen.bottom)
    return picture.subsurface((x, y, w - 2 * x, h - 2 * y)).copy()
