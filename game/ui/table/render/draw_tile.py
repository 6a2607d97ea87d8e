"""Tiles drawn by code at any size: faces with pips in a chosen look, backs, and soft shadows.

A tile is an object, not a token: its top (face or back) sits on a body whose side edge shows
down and to the right, away from the light at the upper left, darker than the top with a lit
lip, about an eighth of the short side deep (a domino a third as thick as it is wide, seen
from above). The top keeps the 1:2 proportion inside the footprint the layout gives the tile,
so sizes and boxes never change; the edge is added after any turn, so it always faces the
shadow whichever way the tile lies.

A look is the faces' colours: classic ivory or dark, and optionally colour-blind-safe pips
(each number its own colour, the six far apart in lightness as well as hue, so they still
differ in grey; the pip layout never changes, so the count alone always tells the number).

Everything is drawn once per size at twice the resolution and smooth-scaled down (cheap
anti-aliasing), converted for fast blits and kept in a bounded cache. Faces are costly
(a re-fit needs 28 new ones), so the scene warms them a few per frame within a time
budget and drawing falls back to scaling a face of another size until they are ready.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from functools import cache
from typing import NamedTuple

import pygame

from game.engine.tiles import Tile
from game.ui import theme
from game.ui.kept import Kept

SUPERSAMPLE = 2
_CACHE_LIMIT = 1500

# Pip centres in a half of side 1, for the half drawn on the left of a horizontal tile.
_A, _B, _C = 0.25, 0.5, 0.75
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
    name: str  # part of every cache key
    face: theme.Color
    edge: theme.Color
    divider: theme.Color
    pips: tuple[theme.Color, ...]  # by number, 0-6 (0 has none)


# Colour-blind-safe pips, number 1-6: CIE L* 12..54 on ivory and 96..56 on the dark face, at
# least 7 apart, and every one at least 3:1 against its face (WCAG non-text contrast).
_PIPS_FOR_LIGHT = ((31, 31, 31), (0, 48, 122), (128, 26, 118), (156, 64, 8), (0, 124, 116), (168, 122, 0))
_PIPS_FOR_DARK = ((243, 243, 243), (251, 220, 65), (84, 214, 250), (255, 146, 80), (212, 118, 224), (56, 152, 70))
_DARK_FACE, _DARK_EDGE, _DARK_DIVIDER, _DARK_PIP = (46, 48, 56), (18, 18, 24), (104, 106, 118), (236, 230, 212)
TILE_STYLES = ("classic", "dark")


@cache
def tile_look(style: str, colour_blind: bool) -> TileLook:
    """The look for a ``Settings.tile_style`` and the colour-blind switch."""
    if style not in TILE_STYLES:
        raise ValueError(f"no tile style {style!r}; there are {', '.join(TILE_STYLES)}")
    dark = style == "dark"
    plain = _DARK_PIP if dark else theme.PIP
    pips = (plain, *(_PIPS_FOR_DARK if dark else _PIPS_FOR_LIGHT)) if colour_blind else (plain,) * 7
    if dark:
        return TileLook(f"dark{'-cb' if colour_blind else ''}", _DARK_FACE, _DARK_EDGE, _DARK_DIVIDER, pips)
    return TileLook(f"classic{'-cb' if colour_blind else ''}", theme.IVORY, theme.IVORY_EDGE, theme.DIVIDER, pips)


CLASSIC = tile_look("classic", False)


def _radius(s: int) -> int:
    return max(1, round(s * 0.09))


def _mix(a: theme.Color, b: theme.Color, t: float) -> theme.Color:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


_WHITE, _BLACK = (255, 255, 255), (0, 0, 0)


def _body(s: int, fill: theme.Color, edge: theme.Color, upright: bool) -> pygame.Surface:
    """A tile's top, 2s x s (s x 2s ``upright``), at supersampled size: a bevel lit from the upper
    left (light top-left edges, dark bottom-right ones) around a faintly convex face."""
    w, h = (s, 2 * s) if upright else (2 * s, s)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = _radius(s)
    bevel = max(1, round(s * 0.05))
    pygame.draw.rect(surface, _mix(edge, _BLACK, 0.35), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surface, _mix(fill, _WHITE, 0.45), (0, 0, w - bevel, h - bevel), border_radius=radius)
    face = pygame.Rect(bevel, bevel, w - 2 * bevel, h - 2 * bevel)
    pygame.draw.rect(surface, _mix(fill, edge, 0.35), face, border_radius=max(1, radius - bevel // 2))
    # The convex face: nested rounded rects, each a little lighter, toward an off-centre highlight.
    steps = 6
    for i in range(1, steps + 1):
        grow = i / steps
        inner = face.inflate(-round(face.w * 0.5 * grow), -round(face.h * 0.5 * grow))
        inner.move_ip(-round(bevel * grow), -round(bevel * grow))
        shade = _mix(_mix(fill, edge, 0.35), _mix(fill, _WHITE, 0.12), grow ** 0.6)
        pygame.draw.rect(surface, shade, inner.clip(face), border_radius=max(1, round(radius * (1 - grow * 0.5))))
    return surface


def _specular(surface: pygame.Surface, s: int) -> None:
    """The lamp caught on the rounded bevel: a soft bright streak along the upper-left edges."""
    w, h = surface.get_size()
    bevel = max(1, round(s * 0.05))
    glint = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(glint, (255, 255, 255, 120), (round(w * 0.05), 0, round(w * 0.42), bevel * 2 + 1))
    pygame.draw.ellipse(glint, (255, 255, 255, 80), (0, round(h * 0.1), bevel * 2 + 1, round(h * 0.5)))
    pygame.draw.circle(glint, (255, 255, 255, 150), (round(s * 0.2), round(bevel * 1.2)), max(1, bevel))
    surface.blit(glint, (0, 0))


def _smooth_face(surface: pygame.Surface, s: int) -> None:
    """Blend the stepped gradient of ``_body`` into a smooth one (scale down and back up)."""
    w, h = surface.get_size()
    bevel = max(1, round(s * 0.05))
    face = pygame.Rect(bevel, bevel, w - 2 * bevel, h - 2 * bevel)
    part = surface.subsurface(face).copy()
    small = pygame.transform.smoothscale(part, (max(2, face.w // 8), max(2, face.h // 8)))
    smooth = pygame.transform.smoothscale(small, face.size)
    mask = pygame.Surface(face.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, _radius(s) - bevel // 2))
    smooth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(smooth, face.topleft)


def _pip(surface: pygame.Surface, color: theme.Color, face: theme.Color, centre: tuple[int, int], r: int) -> None:
    """A drilled pip: its rim catches the light at the lower right, its upper-left wall is in shadow."""
    x, y = centre
    shift = max(1, round(r * 0.18))
    pygame.draw.circle(surface, _mix(face, _WHITE, 0.5), (x + shift // 2, y + shift // 2), r)
    pygame.draw.circle(surface, _mix(color, _BLACK, 0.45), (x, y), r)
    pygame.draw.circle(surface, color, (x + shift // 2, y + shift // 2), max(1, r - shift))


def _spinner(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """The brass rivet on the centre line, domed: a shadow down-right, a dark rim, brass shading
    lighter toward the upper left, and a bright glint where the lamp catches it."""
    x, y = centre
    pygame.draw.circle(surface, _mix(theme.BRASS, _BLACK, 0.7), (x + max(1, r // 4), y + max(1, r // 4)), r)
    pygame.draw.circle(surface, _mix(theme.BRASS, _BLACK, 0.45), (x, y), r)
    steps = 4
    for i in range(steps):
        t = i / steps
        radius = max(1, round(r * (0.85 - 0.5 * t)))
        shift = round(r * 0.22 * t)
        pygame.draw.circle(surface, _mix(theme.BRASS, _WHITE, 0.45 * t), (x - shift, y - shift), radius)
    pygame.draw.circle(surface, _mix(theme.BRASS, _WHITE, 0.9), (x - r // 3, y - r // 3), max(1, r // 4))


def _turned(s: int, angle: int) -> Callable[[float, float], tuple[int, int]]:
    """Where a point of the unturned top (2s x s, low half on the left) lies once the top is turned
    ``angle`` degrees counter-clockwise. Faces are drawn turned rather than drawn and rotated,
    so the light stays at the upper left on every tile, whichever way it lies."""
    quarter = angle % 360 // 90

    def at(x: float, y: float) -> tuple[int, int]:
        turned = ((x, y), (y, 2 * s - x), (2 * s - x, s - y), (s - y, x))[quarter]
        return round(turned[0]), round(turned[1])

    return at


def _face(low: int, high: int, s: int, look: TileLook, angle: int) -> pygame.Surface:
    upright = angle % 180 != 0
    at = _turned(s, angle)
    surface = _body(s, look.face, look.edge, upright)
    _smooth_face(surface, s)
    _specular(surface, s)
    line_w = max(1, round(s * 0.035))
    margin = round(s * 0.16)
    # An engraved centre line: a dark groove with a lit lip on its far (lower or right) side.
    lip = (0, line_w) if upright else (line_w, 0)
    a, b = at(s, margin), at(s, s - margin)
    lit_a, lit_b = (a[0] + lip[0], a[1] + lip[1]), (b[0] + lip[0], b[1] + lip[1])
    pygame.draw.line(surface, _mix(look.face, _WHITE, 0.55), lit_a, lit_b, line_w)
    pygame.draw.line(surface, look.divider, a, b, line_w)
    _spinner(surface, at(s, s / 2), max(2, round(s * 0.07)))
    pip_r = max(1, round(s * 0.085))
    for number, x0 in ((low, 0), (high, s)):
        for fx, fy in PIP_LAYOUTS[number]:
            _pip(surface, look.pips[number], look.face, at(x0 + fx * s, fy * s), pip_r)
    return surface


def _back(s: int, upright: bool, colour: theme.Color) -> pygame.Surface:
    """The back in ``colour`` (the venue's): a low-contrast diagonal weave inside a thin frame,
    with a small diamond emblem."""
    line_colour = _mix(colour, _WHITE, 0.35)
    surface = _body(s, colour, _mix(colour, _BLACK, 0.45), upright)
    _smooth_face(surface, s)
    _specular(surface, s)
    w, h = surface.get_size()
    bevel = max(1, round(s * 0.05))
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(4, round(s * 0.14))
    thread = max(1, round(s * 0.025))
    light, dark = (*_mix(colour, _WHITE, 0.25), 70), (*_mix(colour, _BLACK, 0.35), 70)
    for k in range(-h, w + h, step):
        pygame.draw.line(weave, light, (k, 0), (k + h, h), thread)
        pygame.draw.line(weave, dark, (k + h, 0), (k, h), thread)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    inset = bevel + round(s * 0.1)
    pygame.draw.rect(mask, (255, 255, 255, 255), (inset, inset, w - 2 * inset, h - 2 * inset), border_radius=_radius(s))
    weave.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(weave, (0, 0))
    frame = max(1, round(s * 0.03))
    pygame.draw.rect(
        surface, line_colour, (inset, inset, w - 2 * inset, h - 2 * inset), frame, border_radius=_radius(s)
    )
    r = round(s * 0.16)
    cx, cy = w // 2, h // 2
    diamond = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pygame.draw.polygon(surface, colour, diamond)
    pygame.draw.polygon(surface, line_colour, diamond, frame)
    _spinner(surface, (cx, cy), max(2, round(s * 0.05)))
    return surface


DEPTH = 0.12  # the side edge's depth, a share of the tile's short side


def depth(s: int) -> int:
    """How many pixels of side edge a tile of short side ``s`` shows (none on tiny tiles)."""
    return round(s * DEPTH) if s >= 10 else 0


def _with_body(top: pygame.Surface, footprint: tuple[int, int], edge: int, side: theme.Color) -> pygame.Surface:
    """``top`` on its body inside ``footprint``: the silhouette repeated down-right, one pixel per
    step, from a dark foot to a lit lip just under the top's edge, so the side reads as rounded."""
    w, h = footprint
    tw, th = top.get_size()
    ox, oy = (w - edge - tw) // 2, (h - edge - th) // 2
    surface = pygame.Surface(footprint, pygame.SRCALPHA)
    silhouette = top.copy()
    silhouette.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    lip, foot = _mix(side, _WHITE, 0.3), _mix(side, _BLACK, 0.5)
    for k in range(edge, 0, -1):
        layer = silhouette.copy()
        layer.fill((*_mix(lip, foot, (k - 1) / max(1, edge - 1)), 0), special_flags=pygame.BLEND_RGBA_ADD)
        surface.blit(layer, (ox + k, oy + k))
    surface.blit(top, (ox, oy))
    return surface


def _footprint(s: int, angle: int) -> tuple[int, int]:
    return (s, 2 * s) if angle % 180 else (2 * s, s)


def _shadow(s: int, lifted: bool = False) -> pygame.Surface:
    """A blurred dark silhouette, drawn small and scaled up so its edge goes soft; a lifted tile's
    shadow is larger, lighter and softer."""
    small = max(2, s // (8 if lifted else 4))
    surface = pygame.Surface((2 * small + 4, small + 4), pygame.SRCALPHA)
    alpha = 60 if lifted else 95
    pygame.draw.rect(surface, (0, 0, 0, alpha), (2, 2, 2 * small, small), border_radius=max(1, small // 5))
    grow = s // 2 if lifted else s // 4
    return pygame.transform.smoothscale(surface, (2 * s + grow, s + grow // 2 + grow // 4))


class TileArt:
    """Cached, converted surfaces of faces, backs and shadows by look, size and rotation.
    ``look`` is the look faces are drawn in now (the table sets it from its style)."""

    def __init__(self) -> None:
        self._cache: Kept[pygame.Surface] = Kept(_CACHE_LIMIT)
        self._sizes: dict[tuple[str, Tile], int] = {}  # the last size each face was drawn at
        self.look = CLASSIC
        self.back_colour: theme.Color = theme.BACK  # the venue's colour on the backs (the table sets it)

    def _flat(self, draw: Callable[[int], pygame.Surface], s: int) -> pygame.Surface:
        """``draw`` at ``SUPERSAMPLE`` times the short side ``s``, smoothed down to ``s`` once."""
        big = draw(s * SUPERSAMPLE)
        size = (big.get_width() // SUPERSAMPLE, big.get_height() // SUPERSAMPLE)
        return pygame.transform.smoothscale(big, size).convert_alpha()

    def _top(self, t: Tile, s: int, angle: int) -> pygame.Surface:
        """The face alone, as large as a tile of short side ``s`` leaves room for beside its edge."""
        look = self.look
        return self._cache.get(
            ("top", look.name, t.index, s, angle),
            lambda: self._flat(lambda z: _face(t.low, t.high, z, look, angle), s - depth(s)),
        )

    def face(self, t: Tile, s: int, angle: int = 0) -> pygame.Surface:
        """``t`` with short side ``s`` on its body; angle 0 shows the low half on the left (counter-clockwise)."""
        if not angle:
            self._sizes[self.look.name, t] = s
        side = _mix(self.look.face, self.look.edge, 0.55)
        return self._cache.get(
            self._key(t, s, angle),
            lambda: _with_body(self._top(t, s, angle), _footprint(s, angle), depth(s), side).convert_alpha(),
        )

    def _key(self, t: Tile, s: int, angle: int) -> tuple[object, ...]:
        return ("face", self.look.name, t.index, s, angle)

    def ready_face(self, t: Tile, s: int, angle: int) -> pygame.Surface | None:
        """The face if it is already drawn, else None (drawing code must not stall on it)."""
        return self._cache.peek(self._key(t, s, angle))

    def any_face(self, t: Tile, s: int) -> tuple[pygame.Surface, int]:
        """An unrotated face of ``t`` and its size: at ``s`` if ready, else the last size drawn."""
        ready = self._cache.peek(self._key(t, s, 0))
        if ready is not None:
            return ready, s
        size = self._sizes.get((self.look.name, t), s)
        return self.face(t, size), size

    def warm(self, wanted: Iterable[tuple[Tile, int, int]], budget: float) -> None:
        """Draw missing faces, (tile, size, angle), until ``budget`` seconds have gone."""
        deadline = time.perf_counter() + budget
        for t, s, angle in wanted:
            if self._key(t, s, angle) not in self._cache:
                self.face(t, s, angle)
                if time.perf_counter() > deadline:
                    return

    def back(self, s: int, angle: int = 0) -> pygame.Surface:
        upright = angle % 180 != 0

        def make() -> pygame.Surface:
            top = self._flat(lambda z: _back(z, upright, colour), s - depth(s))
            side = _mix(colour, _BLACK, 0.15)
            return _with_body(top, _footprint(s, angle), depth(s), side).convert_alpha()

        colour = self.back_colour
        return self._cache.get(("back", colour, s, 90 if upright else 0), make)

    def shadow(self, s: int, vertical: bool, lifted: bool = False) -> pygame.Surface:
        """The shadow a tile casts at rest, or (``lifted``) while it is held or in flight."""
        if vertical:
            return self._cache.get(
                ("shadow", s, 90, lifted), lambda: pygame.transform.rotate(self.shadow(s, False, lifted), 90)
            )
        return self._cache.get(("shadow", s, 0, lifted), lambda: _shadow(s, lifted).convert_alpha())

    def ghost(self, t: Tile, s: int, angle: int) -> pygame.Surface:
        """Where a tile could go: its face alone (no body, no shadow: nothing lies there yet),
        see-through, inside a bright outline with a dark keyline, so it never passes for a played tile."""

        def make() -> pygame.Surface:
            surface = pygame.Surface(_footprint(s, angle), pygame.SRCALPHA)
            top = self._top(t, s, angle).copy()
            top.set_alpha(120)
            surface.blit(top, top.get_rect(center=surface.get_rect().center))
            line = max(2, s // 14)
            rect = surface.get_rect()
            pygame.draw.rect(surface, (20, 24, 20, 200), rect, line + 2, border_radius=_radius(s))
            pygame.draw.rect(surface, (*theme.GOLD, 255), rect.inflate(-2, -2), line, border_radius=_radius(s))
            return surface

        return self._cache.get(("ghost", self.look.name, t.index, s, angle), make)
