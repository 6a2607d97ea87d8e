"""Tiles drawn by code at any size: faces with pips in a chosen look, backs, and soft shadows.

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
from collections import OrderedDict
from collections.abc import Callable, Iterable
from functools import cache
from typing import NamedTuple

import pygame

from game.engine.tiles import Tile
from game.ui import theme

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


def _body(s: int, fill: theme.Color, edge: theme.Color) -> pygame.Surface:
    """A horizontal tile body, 2s x s, at supersampled size: a bevel lit from the upper left
    (light top-left edges, dark bottom-right ones) around a faintly convex face."""
    w, h = 2 * s, s
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
    """The brass rivet on the centre line: a dark rim, the brass, a highlight at the upper left."""
    x, y = centre
    pygame.draw.circle(surface, _mix(theme.BRASS, _BLACK, 0.45), (x, y), r)
    pygame.draw.circle(surface, theme.BRASS, (x, y), max(1, round(r * 0.8)))
    pygame.draw.circle(surface, _mix(theme.BRASS, _WHITE, 0.6), (x - r // 3, y - r // 3), max(1, r // 3))


def _face(low: int, high: int, s: int, look: TileLook) -> pygame.Surface:
    surface = _body(s, look.face, look.edge)
    _smooth_face(surface, s)
    line_w = max(1, round(s * 0.035))
    margin = round(s * 0.16)
    # An engraved centre line: a dark groove with a lit lip on its right.
    pygame.draw.line(surface, _mix(look.face, _WHITE, 0.55), (s + line_w, margin), (s + line_w, s - margin), line_w)
    pygame.draw.line(surface, look.divider, (s, margin), (s, s - margin), line_w)
    _spinner(surface, (s, s // 2), max(2, round(s * 0.07)))
    pip_r = max(1, round(s * 0.085))
    for number, x0 in ((low, 0), (high, s)):
        for fx, fy in PIP_LAYOUTS[number]:
            _pip(surface, look.pips[number], look.face, (x0 + round(fx * s), round(fy * s)), pip_r)
    return surface


def _back(s: int) -> pygame.Surface:
    """The back: a low-contrast diagonal weave inside a thin frame, with a small diamond emblem."""
    surface = _body(s, theme.BACK, (70, 14, 24))
    _smooth_face(surface, s)
    w, h = 2 * s, s
    bevel = max(1, round(s * 0.05))
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(4, round(s * 0.14))
    thread = max(1, round(s * 0.025))
    light, dark = (*_mix(theme.BACK, _WHITE, 0.25), 70), (*_mix(theme.BACK, _BLACK, 0.35), 70)
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
        surface, theme.BACK_LINE, (inset, inset, w - 2 * inset, h - 2 * inset), frame, border_radius=_radius(s)
    )
    r = round(s * 0.16)
    diamond = [(s, s // 2 - r), (s + r, s // 2), (s, s // 2 + r), (s - r, s // 2)]
    pygame.draw.polygon(surface, theme.BACK, diamond)
    pygame.draw.polygon(surface, theme.BACK_LINE, diamond, frame)
    _spinner(surface, (s, s // 2), max(2, round(s * 0.05)))
    return surface


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
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._sizes: dict[tuple[str, Tile], int] = {}  # the last size each face was drawn at
        self.look = CLASSIC

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = make()
            self._cache[key] = surface
            if len(self._cache) > _CACHE_LIMIT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surface

    def _flat(self, draw: Callable[[int], pygame.Surface], s: int) -> pygame.Surface:
        big = draw(s * SUPERSAMPLE)
        return pygame.transform.smoothscale(big, (2 * s, s)).convert_alpha()

    def face(self, t: Tile, s: int, angle: int = 0) -> pygame.Surface:
        """``t`` with short side ``s``; angle 0 shows the low half on the left (counter-clockwise)."""
        look = self.look
        if angle:
            return self._get(self._key(t, s, angle), lambda: pygame.transform.rotate(self.face(t, s), angle))
        self._sizes[look.name, t] = s
        return self._get(self._key(t, s, 0), lambda: self._flat(lambda z: _face(t.low, t.high, z, look), s))

    def _key(self, t: Tile, s: int, angle: int) -> tuple[object, ...]:
        return ("face", self.look.name, t.index, s, angle)

    def ready_face(self, t: Tile, s: int, angle: int) -> pygame.Surface | None:
        """The face if it is already drawn, else None (drawing code must not stall on it)."""
        return self._cache.get(self._key(t, s, angle))

    def any_face(self, t: Tile, s: int) -> tuple[pygame.Surface, int]:
        """An unrotated face of ``t`` and its size: at ``s`` if ready, else the last size drawn."""
        ready = self._cache.get(self._key(t, s, 0))
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
        if angle % 180:
            return self._get(("back", s, 90), lambda: pygame.transform.rotate(self.back(s), 90))
        return self._get(("back", s, 0), lambda: self._flat(_back, s))

    def shadow(self, s: int, vertical: bool, lifted: bool = False) -> pygame.Surface:
        """The shadow a tile casts at rest, or (``lifted``) while it is held or in flight."""
        if vertical:
            return self._get(
                ("shadow", s, 90, lifted), lambda: pygame.transform.rotate(self.shadow(s, False, lifted), 90)
            )
        return self._get(("shadow", s, 0, lifted), lambda: _shadow(s, lifted).convert_alpha())

    def ghost(self, t: Tile, s: int, angle: int) -> pygame.Surface:
        """A see-through face for "it would go here" previews."""

        def make() -> pygame.Surface:
            surface = self.face(t, s, angle).copy()
            surface.set_alpha(175)
            return surface

        return self._get(("ghost", self.look.name, t.index, s, angle), make)
