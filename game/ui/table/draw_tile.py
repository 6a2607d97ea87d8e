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


# Colour-blind-safe pips, number 1-6, CIE L* 12..63 on ivory and 96..48 on the dark face.
_PIPS_FOR_LIGHT = ((31, 31, 31), (0, 52, 134), (139, 30, 129), (170, 77, 14), (0, 147, 137), (196, 144, 17))
_PIPS_FOR_DARK = ((243, 243, 243), (251, 220, 65), (66, 208, 247), (251, 134, 66), (199, 100, 210), (34, 131, 50))
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
    return max(1, round(s * 0.16))


def _body(s: int, fill: theme.Color, edge: theme.Color) -> pygame.Surface:
    """A horizontal rounded tile body, 2s x s, at supersampled size, transparent corners."""
    w, h = 2 * s, s
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = _radius(s)
    pygame.draw.rect(surface, edge, (0, 0, w, h), border_radius=radius)
    inset = max(1, round(s * 0.045))
    pygame.draw.rect(surface, fill, (inset, inset, w - 2 * inset, h - 2 * inset - inset // 2), border_radius=radius)
    return surface


def _face(low: int, high: int, s: int, look: TileLook) -> pygame.Surface:
    surface = _body(s, look.face, look.edge)
    line_w = max(1, round(s * 0.05))
    margin = round(s * 0.16)
    pygame.draw.line(surface, look.divider, (s, margin), (s, s - margin), line_w)
    pygame.draw.circle(surface, theme.BRASS, (s, s // 2), max(1, round(s * 0.055)))
    pip_r = max(1, round(s * 0.085))
    for number, x0 in ((low, 0), (high, s)):
        for fx, fy in PIP_LAYOUTS[number]:
            pygame.draw.circle(surface, look.pips[number], (x0 + round(fx * s), round(fy * s)), pip_r)
    return surface


def _back(s: int) -> pygame.Surface:
    surface = _body(s, theme.BACK, (70, 14, 24))
    inset = round(s * 0.16)
    pygame.draw.rect(
        surface,
        theme.BACK_LINE,
        (inset, inset, 2 * s - 2 * inset, s - 2 * inset),
        max(1, round(s * 0.04)),
        border_radius=max(1, _radius(s) // 2),
    )
    pygame.draw.circle(surface, theme.BACK_LINE, (s, s // 2), max(2, round(s * 0.14)), max(1, round(s * 0.04)))
    return surface


def _shadow(s: int) -> pygame.Surface:
    """A blurred dark silhouette: drawn small and scaled up so its edge goes soft."""
    small = max(2, s // 4)
    surface = pygame.Surface((2 * small + 2, small + 2), pygame.SRCALPHA)
    pygame.draw.rect(surface, (0, 0, 0, 90), (1, 1, 2 * small, small), border_radius=max(1, small // 5))
    return pygame.transform.smoothscale(surface, (2 * s + s // 4, s + s // 4))


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

    def shadow(self, s: int, vertical: bool) -> pygame.Surface:
        if vertical:
            return self._get(("shadow", s, 90), lambda: pygame.transform.rotate(self.shadow(s, False), 90))
        return self._get(("shadow", s, 0), lambda: _shadow(s).convert_alpha())

    def ghost(self, t: Tile, s: int, angle: int) -> pygame.Surface:
        """A see-through face for "it would go here" previews."""

        def make() -> pygame.Surface:
            surface = self.face(t, s, angle).copy()
            surface.set_alpha(175)
            return surface

        return self._get(("ghost", self.look.name, t.index, s, angle), make)
