"""The interface's materials: what panels, name plates, buttons, the status line and the score bar
are made of, so they read as things on a games table rather than a tool's flat rectangles.

Light falls from the upper left (ART.md): every piece is lighter along its top and left edges,
darker along its bottom and right ones, and casts a short soft shadow down and to the right. A
**plaque** (a panel, a name plate) is dark lacquered walnut with a thin metal edge; a **button**
is raised brass, lit from above, with a highlight along its top (gold is for what the player can
act on now; a button that is off is the same brass gone dark and matte, pressed low, its words
engraved in it); a **slot** (a menu's choice) is
sunk into the wood, a **well** (the review's line) into the felt; a **banner** (the status line)
is a dark lacquered pill; the **rail** (the score bar) a dark wooden rail with a brass inlay that
shades the felt under it; the **notice band** (saving fails) a strip of dark red lacquer with a
warm line along its foot.

Each picture is drawn once per size and state and kept (``Kept``): a frame only blits them.
A ``Piece`` reaches past its rectangle (its shadow, a focus ring): ``Piece.blit`` puts it so
that its body lies exactly on the rectangle the caller gives.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.ui import theme
from game.ui.kept import Kept

Color = theme.Color

WOOD_TOP: Color = (66, 43, 29)  # lacquered walnut where the light falls (the plaque's top) ...
WOOD_BOTTOM: Color = (45, 29, 20)  # ... and at its foot: both dark enough for every text colour at 4.5:1
SLOT_TOP: Color = (27, 18, 12)  # a choice sunk into the wood: its top lies in the shade of the lip
SLOT_BOTTOM: Color = (38, 25, 17)
LACQUER: Color = (30, 24, 22)  # the status line's pill
RAIL_TOP: Color = (74, 49, 32)  # the score bar's rail
RAIL_BOTTOM: Color = (44, 29, 19)
GROOVE: Color = (26, 17, 11)  # a channel cut in the wood (the tracker's bars)
BRASS_LIGHT: Color = (226, 190, 110)
BRASS_DARK: Color = (142, 106, 44)
OFF_TOP: Color = (98, 78, 46)  # a button that is off: its brass dark and matte, at its top ...
OFF_BOTTOM: Color = (80, 63, 37)  # ... and its foot
OFF_INK: Color = (236, 224, 196)  # its words, pale in the dark metal: 6:1 and more on every part of it
OFF_LIP: Color = (28, 20, 10)  # the shaded upper-left wall of the words' engraving
SHADOW_ALPHA = 120  # how dark a piece's shadow is where it is deepest
HOVER_LIFT = 24  # how much lighter a button or choice gets under the pointer or the focus
GLOW_STEPS = 12  # the breathing glow is drawn in this many steps, each once


class Piece(NamedTuple):
    """A picture of a piece of the interface and how far (``pad`` px) it reaches past its body on
    every side (its shadow, a focus ring)."""

    picture: pygame.Surface
    pad: int

    def blit(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Onto ``surface`` with the body exactly on ``rect``."""
        surface.blit(self.picture, (rect.x - self.pad, rect.y - self.pad))


class Trim(NamedTuple):
    """A plaque's metal edge (its colour and width) and how far its shadow falls (px)."""

    colour: Color = theme.BRASS
    width: int = 1
    shadow: int = 3


@dataclass(frozen=True)
class ButtonState:
    """What a button shows: on or off, under the pointer, held down, focused, and how far its
    breathing glow is (0..1)."""

    enabled: bool = True
    hover: bool = False
    pressed: bool = False
    focus: bool = False
    glow: float = 0.0


_kept: Kept[Piece] = Kept(192)  # buttons, plates, banners: many sizes and states, each small
_large: Kept[Piece] = Kept(8)  # panels: a few, but megabytes each at 4K
_surfaces: Kept[pygame.Surface] = Kept(16)
LARGE = 200_000  # square pixels from which a piece is kept among the few large ones


def _keep(key: tuple[Hashable, ...], size: tuple[int, int], make: Callable[[], Piece]) -> Piece:
    """The piece kept for ``key``, made once; a large one among the few large ones (a window
    resized many times, or the audit's every size, would otherwise keep hundreds of megabytes)."""
    return (_large if size[0] * size[1] >= LARGE else _kept).get(key, make)


# -- the drawing primitives --------------------------------------------------------------------


def _lighter(colour: Color, amount: int) -> Color:
    return (min(255, colour[0] + amount), min(255, colour[1] + amount), min(255, colour[2] + amount))


def _gradient(size: tuple[int, int], top: Color, bottom: Color) -> pygame.Surface:
    """``size`` filled from ``top`` at the top to ``bottom`` at the bottom."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, h))
    for y in range(h):
        strip.set_at((0, y), theme.mix(top, bottom, y / max(1, h - 1)))
    return pygame.transform.scale(strip, (w, h))


def _corner(r: int) -> pygame.Surface:
    """A quarter disc of radius ``r`` (the top-left corner's curve), drawn large and smoothed down."""
    big = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
    pygame.draw.circle(big, (255, 255, 255, 255), (4 * r, 4 * r), 4 * r)
    return pygame.transform.smoothscale(big, (r, r))


def _mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White where a rounded rectangle of ``size`` lies (its corners smooth), clear outside it."""
    w, h = size
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 255))
    r = max(0, min(radius, w // 2, h // 2))
    if r < 2:
        return mask
    quarter = _corner(r)
    for flip_x, flip_y in ((False, False), (True, False), (False, True), (True, True)):
        at = (w - r if flip_x else 0, h - r if flip_y else 0)
        mask.fill((0, 0, 0, 0), (*at, r, r))
        mask.blit(pygame.transform.flip(quarter, flip_x, flip_y), at)
    return mask


def _shaped(picture: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """``picture`` (opaque) cut to ``mask``'s shape."""
    shaped = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    shaped.blit(picture, (0, 0))
    shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shaped


def _converted(picture: pygame.Surface, *, opaque: bool = False) -> pygame.Surface:
    """``picture`` in the window's own pixel format (the fastest to blit), once there is a window."""
    if pygame.display.get_surface() is None:
        return picture
    return picture.convert() if opaque else picture.convert_alpha()


def _edge_band(mask: pygame.Surface, shift: tuple[int, int], colour: Color, alpha: int) -> pygame.Surface:
    """The part of ``mask``'s shape that the same shape moved by ``shift`` leaves uncovered, in
    ``colour``: moved down-right it leaves the top-left edge (where the light falls), moved
    up-left the bottom-right one (in shade)."""
    band = mask.copy()
    band.fill((*colour, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    band.blit(mask, shift, special_flags=pygame.BLEND_RGBA_SUB)
    return band


def _bevel(body: pygame.Surface, mask: pygame.Surface, width: int, strength: float) -> None:
    """Light along ``body``'s top-left edges, shade along its bottom-right ones, ``width`` px deep,
    strongest at the very edge."""
    for depth, share in ((width, 0.55), (max(1, width // 2), 0.45)):
        light = round(150 * strength * share)
        shade = round(170 * strength * share)
        body.blit(_edge_band(mask, (depth, depth), (255, 244, 220), light), (0, 0))
        body.blit(_edge_band(mask, (-depth, -depth), (0, 0, 0), shade), (0, 0))


def _grain(face: pygame.Surface, seed: str, colour: Color) -> None:
    """Faint wavy grain lines along ``face`` (the wood's), seeded by its size so a plate of one size
    always shows the same wood."""
    w, h = face.get_size()
    rng = random.Random(seed)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(min(160, max(3, h // 3))):
        y0, dark = rng.uniform(0, h), rng.random() < 0.7
        tone = (0, 0, 0, rng.randint(10, 26)) if dark else (*_lighter(colour, 40), rng.randint(6, 14))
        wave, phase, length = rng.uniform(0.4, 1.6), rng.uniform(0, math.tau), rng.uniform(60, 300)
        step = max(8, w // 24)
        points = [(x, y0 + wave * math.sin(phase + x / length * math.tau)) for x in range(0, w + step, step)]
        if len(points) > 1:
            pygame.draw.lines(layer, tone, closed=False, points=points, width=1)
    face.blit(layer, (0, 0))


def _shadow(mask: pygame.Surface, blur: int, alpha: int) -> pygame.Surface:
    """``mask``'s shape as a soft shadow, ``blur`` px of softness all round (the picture is that
    much larger on every side)."""
    w, h = mask.get_size()
    blur = max(1, blur)
    shape = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
    dark = mask.copy()
    dark.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    shape.blit(dark, (blur, blur))
    step = max(2, blur)  # smoothed down by the blur and back up: about a blur's width of soft edge
    small = pygame.transform.smoothscale(shape, (max(1, shape.get_width() // step), max(1, shape.get_height() // step)))
    return pygame.transform.smoothscale(small, shape.get_size())


def _framed(body: pygame.Surface, mask: pygame.Surface, shadow: tuple[int, int], ring: pygame.Surface | None) -> Piece:
    """``body`` on its soft shadow (``shadow``: how far it falls down-right, how soft), with a
    ``ring`` (a focus ring, as large as the body plus the ring's reach each side) over it."""
    fall, blur = shadow
    reach = (ring.get_width() - body.get_width()) // 2 if ring is not None else 0
    pad = max(fall + 2 * blur, reach) + 1
    w, h = body.get_size()
    picture = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    if fall > 0:
        picture.blit(_shadow(mask, blur, SHADOW_ALPHA), (pad - blur + fall, pad - blur + fall + fall // 3))
    picture.blit(body, (pad, pad))
    if ring is not None:
        picture.blit(ring, (pad - reach, pad - reach))
    return Piece(_converted(picture), pad)


def _ring(size: tuple[int, int], radius: int, colour: Color, alpha: int = 255) -> pygame.Surface:
    """A ring just outside a body of ``size`` (its gap and width grow with its height)."""
    w, h = size
    gap, width = 3, max(2, h // 16)
    reach = gap + width
    ring = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
    outer = ring.get_rect()
    pygame.draw.rect(ring, (*colour, alpha), outer, width, border_radius=radius + reach)
    return ring


# -- the pieces ------------------------------------------------------------------------------


BRASS_TRIM = Trim()


def plaque(size: tuple[int, int], radius: int, trim: Trim = BRASS_TRIM, *, alpha: int = 255) -> Piece:
    """A panel or name plate: dark walnut, lit from above, bevelled, edged in ``trim``'s metal,
    casting its shadow down-right; ``alpha`` below 255 lets what lies under it show a little."""
    key = ("plaque", size, radius, trim, alpha)
    return _keep(key, size, lambda: _paint_plaque(size, radius, trim, alpha))


def _paint_plaque(size: tuple[int, int], radius: int, trim: Trim, alpha: int) -> Piece:
    w, h = max(1, size[0]), max(1, size[1])
    mask = _mask((w, h), radius)
    edge = max(1, trim.width)
    metal = _gradient((w, h), theme.mix(trim.colour, (255, 255, 255), 0.3), theme.mix(trim.colour, (0, 0, 0), 0.3))
    body = _shaped(metal, mask)
    face = _gradient((w - 2 * edge, h - 2 * edge), WOOD_TOP, WOOD_BOTTOM)
    _grain(face, f"plaque {w}x{h}", WOOD_TOP)
    inner = _mask(face.get_size(), max(0, radius - edge))
    wood = _shaped(face, inner)
    _bevel(wood, inner, min(3 * edge + 2, edge + max(1, min(w, h) // 30)), 0.5)
    body.blit(wood, (edge, edge))
    _bevel(body, mask, 1, 0.8)  # the metal's own lip
    if alpha < 255:
        body.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return _framed(body, mask, (trim.shadow, max(1, trim.shadow)), None)


def button(size: tuple[int, int], state: ButtonState = ButtonState()) -> Piece:
    """A button of ``size``: raised brass lit from above (lighter under the pointer, the focus or
    its glow; sunk a little while held) with its shadow under it and a gold ring round it while
    focused or glowing; off, the same brass dark and matte, no shine, pressed low (a short
    shadow). Its rounding is a quarter of its height."""
    steps = math.ceil(max(0.0, min(1.0, state.glow)) * GLOW_STEPS) if state.enabled else 0  # any glow shows
    on = state.enabled
    shown = ButtonState(on, hover=state.hover and on, pressed=state.pressed and on, focus=state.focus and on)
    key = ("button", size, shown, steps)
    return _keep(key, size, lambda: _paint_button(size, shown, steps / GLOW_STEPS))


def _button_face(state: ButtonState, glow: float) -> tuple[Color, Color]:
    """The button's face colours, top and bottom."""
    if not state.enabled:
        return OFF_TOP, OFF_BOTTOM
    lift = (HOVER_LIFT if state.hover or state.focus else 0) + round(glow * 20)
    top, bottom = theme.mix(theme.BUTTON, (255, 255, 255), 0.2), theme.mix(theme.BUTTON, (0, 0, 0), 0.1)
    if state.pressed:  # held down: the face tilts away from the light
        top, bottom = theme.mix(theme.BUTTON, (0, 0, 0), 0.08), theme.mix(theme.BUTTON, (255, 255, 255), 0.06)
    return _lighter(top, lift), _lighter(bottom, lift)


def _paint_button(size: tuple[int, int], state: ButtonState, glow: float) -> Piece:
    w, h = max(1, size[0]), max(1, size[1])
    radius = h // 4
    mask = _mask((w, h), radius)
    top, bottom = _button_face(state, glow)
    body = _shaped(_gradient((w, h), top, bottom), mask)
    bevel = max(1, h // 16)
    _bevel(body, mask, bevel, 0.9 if state.enabled else 0.5)
    if state.enabled and not state.pressed:  # the shine along the top, where the light catches the rounding
        line = pygame.Rect(radius, bevel, w - 2 * radius, max(1, h // 24))
        body.fill((*_lighter(top, 60), 0), line, special_flags=pygame.BLEND_RGBA_MAX)
    fall = max(1, h // 24) if state.pressed or not state.enabled else max(2, h // 12)
    ring = _ring((w, h), radius, theme.GLOW) if state.enabled and (state.focus or glow) else None
    piece = _framed(body, mask, (fall, max(1, fall)), ring)
    if state.pressed:  # the body sinks toward its shadow
        return _sunk(piece, pressed_offset(h))
    return piece


def _sunk(piece: Piece, by: int) -> Piece:
    """``piece`` with its body moved ``by`` px down (held down)."""
    moved = pygame.Surface(piece.picture.get_size(), pygame.SRCALPHA)
    moved.blit(piece.picture, (0, by))
    return Piece(_converted(moved), piece.pad)


def pressed_offset(height: int) -> int:
    """How far a held button's face (and so its words) sinks: ``button``'s own step."""
    return max(1, height // 24)


def engraving(height: int) -> int:
    """How far up-left of an off button's words (``height`` px tall button) their engraving's
    shaded wall shows."""
    return max(1, height // 30)


def slot(size: tuple[int, int], state: ButtonState = ButtonState()) -> Piece:
    """A choice sunk into the wood (the row of a menu that steps through values): its top-left
    inner edge in the lip's shade, its bottom-right lip catching the light; lighter under the
    pointer or the focus, ringed in gold while focused; one that cannot change lies flat."""
    shown = ButtonState(state.enabled, hover=state.enabled and (state.hover or state.focus), focus=state.focus)
    return _keep(("slot", size, shown), size, lambda: _paint_slot(size, shown))


def _paint_slot(size: tuple[int, int], state: ButtonState) -> Piece:
    w, h = max(1, size[0]), max(1, size[1])
    radius = max(4, h // 4)
    mask = _mask((w, h), radius)
    lift = HOVER_LIFT if state.hover else 0
    body = _shaped(_gradient((w, h), _lighter(SLOT_TOP, lift), _lighter(SLOT_BOTTOM, lift)), mask)
    if state.enabled:  # sunk: shade inside its top-left edge, light along its bottom-right lip
        depth = max(1, h // 14)
        body.blit(_edge_band(mask, (depth, depth), (0, 0, 0), 150), (0, 0))
        body.blit(_edge_band(mask, (-depth, -depth), (255, 236, 200), 60), (0, 0))
    ring = _ring((w, h), radius, theme.GLOW) if state.enabled and state.focus else None
    return _framed(body, mask, (0, 1), ring)


def well(size: tuple[int, int], radius: int) -> Piece:
    """A stretch of felt sunk into the table (where a hand's line is laid out again, off the
    table): darker under the lip along its top-left edge, its bottom-right lip catching the light."""
    return _keep(("well", size, radius), size, lambda: _paint_well(size, radius))


def _paint_well(size: tuple[int, int], radius: int) -> Piece:
    w, h = max(1, size[0]), max(1, size[1])
    mask = _mask((w, h), radius)
    body = _shaped(_gradient((w, h), theme.FELT_DARK, theme.mix(theme.FELT_DARK, theme.FELT, 0.6)), mask)
    step = max(1, min(w, h) // 160)
    for k in range(1, 5):  # the lip's shade, softest where it reaches furthest in
        body.blit(_edge_band(mask, (k * step, k * step), (0, 0, 0), 44), (0, 0))
    body.blit(_edge_band(mask, (-step, -step), (255, 236, 200), 50), (0, 0))
    return _framed(body, mask, (0, 1), None)


def banner(size: tuple[int, int], *, urgent: bool = False) -> Piece:
    """The status line's pill: dark lacquer with a bevel and its soft shadow; a warning's edge is
    warm, a plain line's edge quiet."""
    return _keep(("banner", size, urgent), size, lambda: _paint_banner(size, urgent=urgent))


def _paint_banner(size: tuple[int, int], *, urgent: bool) -> Piece:
    w, h = max(1, size[0]), max(1, size[1])
    mask = _mask((w, h), h // 2)
    edge_colour = theme.WARN if urgent else theme.IVORY_EDGE
    body = _shaped(_gradient((w, h), edge_colour, theme.mix(edge_colour, (0, 0, 0), 0.5)), mask)
    edge = max(1, h // 24)
    inner = _mask((w - 2 * edge, h - 2 * edge), h // 2 - edge)
    face = _shaped(_gradient(inner.get_size(), _lighter(LACQUER, 14), LACQUER), inner)
    _bevel(face, inner, max(1, h // 12), 0.6)
    body.blit(face, (edge, edge))
    fall = max(2, h // 10)
    return _framed(body, mask, (fall, fall), None)


def notice_band(size: tuple[int, int]) -> pygame.Surface:
    """The band across the window's top that says what went wrong with the saved files: dark red
    lacquer, its top catching the light, a warm line along its foot (opaque; the words go on it)."""
    return _surfaces.get(("notice band", size), lambda: _paint_notice_band(size))


def _paint_notice_band(size: tuple[int, int]) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    surface = _gradient((w, h), _lighter(theme.BACK, 16), theme.mix(theme.BACK, (0, 0, 0), 0.3))
    line = max(1, h // 20)
    surface.fill(_lighter(theme.BACK, 40), (0, 0, w, line))  # the lacquer's lit edge
    surface.fill(theme.WARN, (0, h - line, w, line))  # the warm line along its foot
    return _converted(surface, opaque=True)


def rail(size: tuple[int, int]) -> pygame.Surface:
    """The score bar: an opaque wooden rail across the window's top, its grain along it, the top
    catching the light, a brass inlay near its foot and a dark lip under that."""
    return _surfaces.get(("rail", size), lambda: _paint_rail(size))


def _paint_rail(size: tuple[int, int]) -> pygame.Surface:
    w, h = max(1, size[0]), max(1, size[1])
    surface = _gradient((w, h), RAIL_TOP, RAIL_BOTTOM)
    _grain(surface, f"rail {w}x{h}", RAIL_TOP)
    line = max(1, h // 22)
    surface.fill(_lighter(RAIL_TOP, 34), (0, 0, w, line))  # the rounded top catching the light
    surface.fill(theme.mix(RAIL_BOTTOM, (0, 0, 0), 0.45), (0, h - line, w, line))  # the lip in shade
    surface.fill(BRASS_DARK, (0, h - 3 * line, w, line))  # the brass inlay, lit along its top
    surface.fill(BRASS_LIGHT, (0, h - 3 * line, w, max(1, line // 2)))
    return _converted(surface, opaque=True)


def rail_shadow(width: int, depth: int) -> pygame.Surface:
    """The soft shadow the score bar's rail casts on the felt under it, ``depth`` px deep."""
    return _surfaces.get(("rail shadow", width, depth), lambda: _paint_rail_shadow(width, depth))


def _paint_rail_shadow(width: int, depth: int) -> pygame.Surface:
    strip = pygame.Surface((1, max(1, depth)), pygame.SRCALPHA)
    for y in range(max(1, depth)):
        strip.set_at((0, y), (0, 0, 0, round(SHADOW_ALPHA * (1 - y / max(1, depth)) ** 2)))
    return _converted(pygame.transform.scale(strip, (max(1, width), max(1, depth))))
