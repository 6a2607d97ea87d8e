"""Table looks drawn by our code: a backdrop behind the table, the cloth, and the room's light.

Each campaign venue has its own look (``game.campaign.Venue.look``); menus and the Quick
Round / Points Match tables use the default one. A look is drawn once per window size and
kept, so a frame costs one blit.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

import pygame

from game.persist.settings import UI_SCALE_RANGE
from game.ui import theme
from game.ui.cloth import cloth_rect as cloth_rect  # the venues' cloth, as callers have always asked it here
from game.ui.cloth import rim_width as rim_width
from game.ui.room import draw_room
from game.ui.table.render.geometry import geometry

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    """A venue's table and room: the cloth, the rim's wood, the wall and its pattern, the light."""

    id: str
    cloth: Color  # the cloth under the lamp
    cloth_edge: Color  # the cloth where the light does not reach
    rim: Color  # the wooden edge of the table
    wall: Color  # the backdrop's base colour
    wall_line: Color  # its pattern (planks, boards, stripes)
    pattern: str  # "plain", "panels" (upright planks), "boards" (lying planks), "stripes" (wallpaper)
    light: Color  # the lamp's tint
    vignette: float  # 0..1: how dark the corners of the room are
    inlay: str = "none"  # a border on the cloth: "none", "stitch" (a seam), "rope" (dashes), "gilt" (a gold line)
    lamp: tuple[float, float] = (0.5, 0.45)  # where the light falls brightest, as shares of the cloth
    backs: Color = (128, 30, 44)  # the tiles' backs at this table


LOOKS: Final[dict[str, Look]] = {
    look.id: look
    for look in (
        Look(
            "default",
            (26, 80, 54),
            (12, 58, 40),
            (74, 50, 30),
            (14, 30, 24),
            (20, 40, 32),
            "plain",
            (255, 244, 214),
            0.45,
        ),
        # A café: warm wooden panelling, olive baize, light oak with a worn edge, a yellow lamp.
        Look(
            "cafe",
            (56, 80, 36),
            (36, 52, 22),
            (156, 112, 64),
            (92, 58, 32),
            (70, 42, 22),
            "panels",
            (255, 214, 150),
            0.55,
            "stitch",
            (0.3, 0.3),  # the window is at the upper left
            (104, 58, 30),  # coffee-brown backs
        ),
        # A harbour club: tarred boards, a navy cloth, teak with brass corners, cold light from the quay.
        Look(
            "harbour",
            (27, 53, 80),
            (12, 26, 44),
            (104, 62, 34),
            (34, 44, 56),
            (24, 30, 40),
            "boards",
            (200, 226, 255),
            0.6,
            "rope",
            (0.22, 0.25),  # under the brass lamp in the far corner
            (34, 62, 104),  # navy backs
        ),
        # A grand salon: striped wallpaper, a burgundy cloth with a gilt border, dark walnut, a chandelier's gold.
        Look(
            "salon",
            (96, 34, 46),
            (48, 14, 22),
            (72, 44, 28),
            (58, 22, 34),
            (120, 92, 48),
            "stripes",
            (255, 228, 170),
            0.5,
            "gilt",
            (0.5, 0.3),  # under the chandelier
            (104, 22, 40),  # deep claret backs
        ),
    )
}
DEFAULT_LOOK: Final = LOOKS["default"]


def look_for(look_id: str | None) -> Look:
    """The look named by a venue; the default one for anything else."""
    return LOOKS.get(look_id or "default", DEFAULT_LOOK)


def _backdrop(surface: pygame.Surface, look: Look) -> None:
    width, height = surface.get_size()
    surface.fill(look.wall)
    step = max(8, min(width, height) // 18)
    line = max(1, step // 12)
    if look.pattern == "panels":
        for x in range(0, width, step):
            shade = theme.mix(look.wall, look.wall_line, 0.35 * ((x // step) % 3) / 2)
            pygame.draw.rect(surface, shade, (x, 0, step, height))
            pygame.draw.line(surface, look.wall_line, (x, 0), (x, height), line)
    elif look.pattern == "boards":
        for y in range(0, height, step // 2 + 1):
            pygame.draw.line(surface, look.wall_line, (0, y), (width, y), line)
            offset = (y * 7) % (step * 4)
            for x in range(offset, width, step * 4):
                pygame.draw.line(surface, look.wall_line, (x, y), (x, y + step // 2), line)
    elif look.pattern == "stripes":
        for x in range(0, width, step):
            pygame.draw.rect(surface, theme.mix(look.wall, look.wall_line, 0.18), (x, 0, step // 2, height))
            pygame.draw.line(surface, look.wall_line, (x, 0), (x, height), line)


def _inlay(surface: pygame.Surface, look: Look, cloth: pygame.Rect, radius: int) -> None:
    """The venue's border on the cloth, a little inside its edge."""
    if look.inlay == "none":
        return
    inset = max(6, min(cloth.size) // 40)
    line = cloth.inflate(-2 * inset, -2 * inset)
    width = max(1, min(cloth.size) // 300)
    if look.inlay == "gilt":
        pygame.draw.rect(surface, (196, 160, 84), line, width + 1, border_radius=max(1, radius - inset))
        pygame.draw.rect(
            surface, (150, 116, 56), line.inflate(-4 * width - 4, -4 * width - 4), width, border_radius=radius
        )
        return
    color = theme.mix(look.cloth, (255, 255, 255), 0.25) if look.inlay == "stitch" else (176, 150, 104)
    dash, gap = (3 * width + 4, 3 * width + 2) if look.inlay == "stitch" else (6 * width + 8, 2 * width + 2)
    top, bottom, left, right = line.top, line.bottom, line.left, line.right
    for x in range(left + radius // 2, right - radius // 2, dash + gap):
        end = min(x + dash, right - radius // 2)
        pygame.draw.line(surface, color, (x, top), (end, top), width)
        pygame.draw.line(surface, color, (x, bottom), (end, bottom), width)
    for y in range(top + radius // 2, bottom - radius // 2, dash + gap):
        end = min(y + dash, bottom - radius // 2)
        pygame.draw.line(surface, color, (left, y), (left, end), width)
        pygame.draw.line(surface, color, (right, y), (right, end), width)


def _radial(
    size: tuple[int, int], inner: Color, outer: Color, falloff: float, centre: tuple[float, float] = (0.5, 0.5)
) -> pygame.Surface:
    """A soft light pool: ``inner`` at ``centre`` (shares of the size) fading to ``outer``, with the
    baize's nap: a faint seeded mottling a hand's width across (drawn small, then smoothed)."""
    small = pygame.Surface((32, 18))
    nap = random.Random(f"nap{centre}")  # the nap goes with the place, not its colours
    cx, cy = centre[0] * 32 - 0.5, centre[1] * 18 - 0.5
    for y in range(18):
        for x in range(32):
            dx, dy = (x - cx) / 16, (y - cy) / 9
            light = max(0.0, 1 - falloff * (dx * dx + dy * dy)) + nap.uniform(-0.05, 0.05)
            small.set_at((x, y), theme.mix(outer, inner, max(0.0, min(1.0, light))))
    return pygame.transform.smoothscale(small, size)


def _vignette(size: tuple[int, int], look: Look) -> pygame.Surface:
    """The room's light: dark corners and a faint tint of the lamp over the middle."""
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 8.5) / 9) ** 2
            dark = min(1.0, max(0.0, d - 0.35)) * look.vignette
            if dark > 0:
                small.set_at((x, y), (0, 0, 0, round(255 * dark)))
            else:
                small.set_at((x, y), (*look.light, round(24 * (1 - d / 0.35))))
    return pygame.transform.smoothscale(small, size)


_NOISE_TILE = 96


# Random byte -> one RGBA pixel of grain: white or black, at most 16/255 opaque (a 0-6% shift).
_GRAIN_PIXELS: Final = tuple(
    bytes((255, 255, 255) if b >= 128 else (0, 0, 0)) + bytes((round(abs(b - 127.5) / 8),)) for b in range(256)
)


@lru_cache(maxsize=4)
def _felt_noise(seed: str) -> pygame.Surface:
    """A tile of fine felt grain: each pixel a little lighter or darker (2-3% on average), seeded
    so the same venue always has the same cloth. Tiled over the cloth once per window size."""
    data = random.Random(seed).randbytes(_NOISE_TILE * _NOISE_TILE)
    pixels = b"".join(_GRAIN_PIXELS[b] for b in data)
    return pygame.image.frombytes(pixels, (_NOISE_TILE, _NOISE_TILE), "RGBA")


def _grain(surface: pygame.Surface, rect: pygame.Rect, seed: str) -> None:
    noise = _felt_noise(seed)
    clip = surface.get_clip()
    surface.set_clip(rect)
    for y in range(rect.top, rect.bottom, _NOISE_TILE):
        for x in range(rect.left, rect.right, _NOISE_TILE):
            surface.blit(noise, (x, y))
    surface.set_clip(clip)


def _wood(size: tuple[int, int], base: Color, seed: str, *, along_x: bool) -> pygame.Surface:
    """A plank of ``base`` wood: long grain lines, a little wavy, lighter and darker than the wood,
    running along x (or y); seeded, so each venue's table has its own grain."""
    w, h = size if along_x else (size[1], size[0])
    plank = pygame.Surface((w, h))
    plank.fill(base)
    rng = random.Random(seed)
    across = max(1, h)
    for _ in range(max(8, across // 3)):
        y0 = rng.uniform(0, across)
        darker = rng.random() < 0.7
        shade = theme.mix(base, (0, 0, 0), rng.uniform(0.05, 0.3)) if darker else theme.mix(base, (255, 255, 255), 0.1)
        wave, phase, length = rng.uniform(0.5, 2.0), rng.uniform(0, math.tau), rng.uniform(80, 400)
        points = [(x, y0 + wave * math.sin(phase + x / length * math.tau)) for x in range(0, w + 48, 48)]
        pygame.draw.lines(plank, shade, closed=False, points=points, width=1)
    for _ in range(max(1, w // 400)):  # a knot now and then
        kx, ky = rng.uniform(0, w), rng.uniform(0, across)
        for r in range(3, 0, -1):
            pygame.draw.ellipse(plank, theme.mix(base, (0, 0, 0), 0.12 * r), (kx - 4 * r, ky - r, 8 * r, 2 * r), 1)
    return plank if along_x else pygame.transform.rotate(plank, 90)


def _rim(surface: pygame.Surface, look: Look, cloth: pygame.Rect, rim: int, radius: int) -> None:
    """The table's edge in its material: a dark outer lip, planks of grained wood along each side
    lit from the upper left (a bright top edge, the far sides in shade), and the venue's fittings
    (brass corner plates at the harbour, a gold inlay in the salon)."""
    outer = cloth.inflate(2 * rim + 4, 2 * rim + 4)
    pygame.draw.rect(
        surface, theme.mix(look.rim, (0, 0, 0), 0.55), outer.move(rim // 3, rim // 3), border_radius=radius + rim
    )
    pygame.draw.rect(surface, theme.mix(look.rim, (0, 0, 0), 0.5), outer, border_radius=radius + rim)
    wood = cloth.inflate(2 * rim, 2 * rim)
    grain = pygame.Surface(wood.size)
    band = rim + radius
    sides = (
        ((0, 0, wood.w, band), True, 0.16),  # top: toward the light
        ((0, 0, band, wood.h), False, 0.08),  # left
        ((0, wood.h - band, wood.w, band), True, -0.12),  # bottom: in shade
        ((wood.w - band, 0, band, wood.h), False, -0.06),  # right
    )
    for rect, along_x, light in sides:
        tone = theme.mix(look.rim, (255, 255, 255), light) if light > 0 else theme.mix(look.rim, (0, 0, 0), -light)
        grain.blit(_wood((rect[2], rect[3]), tone, f"{look.id}{rect}", along_x=along_x), rect[:2])
    _blit_rounded(surface, grain, wood.topleft, radius + rim)  # its middle lies under the cloth
    edge = max(1, rim // 6)  # the rounded lip catching the lamp, and its far side in shade
    pygame.draw.rect(surface, theme.mix(look.rim, (255, 255, 255), 0.4), wood, edge, border_radius=radius + rim)
    pygame.draw.rect(
        surface,
        theme.mix(look.rim, (0, 0, 0), 0.35),
        wood.move(edge, edge).clip(wood),
        edge,
        border_radius=radius + rim,
    )
    pygame.draw.rect(
        surface,
        theme.mix(look.rim, (255, 255, 255), 0.5),
        wood.inflate(-2 * edge, -2 * edge),
        1,
        border_radius=radius + rim,
    )
    if look.id == "harbour":
        size = max(8, rim * 2)
        for corner in (wood.topleft, wood.topright, wood.bottomleft, wood.bottomright):
            plate = pygame.Rect(0, 0, size, size)
            plate.center = corner
            plate.clamp_ip(wood)
            pygame.draw.rect(surface, (120, 90, 40), plate.move(1, 1), border_radius=max(1, size // 4))
            pygame.draw.rect(surface, (186, 146, 72), plate, border_radius=max(1, size // 4))
            pygame.draw.rect(surface, (236, 206, 130), plate, max(1, size // 14), border_radius=max(1, size // 4))
            for dx, dy in ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)):  # screws
                screw = (plate.x + round(plate.w * dx), plate.y + round(plate.h * dy))
                pygame.draw.circle(surface, (110, 82, 36), screw, max(1, size // 10))
                pygame.draw.circle(surface, (250, 226, 160), (screw[0] - 1, screw[1] - 1), max(1, size // 20))
    if look.id == "salon":
        inlay = wood.inflate(-rim, -rim)
        pygame.draw.rect(surface, (120, 92, 40), inlay.move(1, 1), max(1, rim // 6), border_radius=radius + rim // 2)
        pygame.draw.rect(surface, (226, 188, 98), inlay, max(1, rim // 6), border_radius=radius + rim // 2)


def _blit_rounded(surface: pygame.Surface, picture: pygame.Surface, at: tuple[int, int], radius: int) -> None:
    """``picture`` (opaque) onto ``surface`` at ``at`` with its corners rounded to ``radius``. Only
    the four corner squares go through a mask (what lay there is put back outside the curve);
    the rest is one plain blit, so a window-sized picture costs no see-through blending."""
    rect = picture.get_rect(topleft=at)
    r = max(1, min(radius, rect.w // 2, rect.h // 2))
    outside = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    outside.fill((255, 255, 255, 255))
    pygame.draw.rect(outside, (0, 0, 0, 0), outside.get_rect(), border_radius=r)
    kept = []
    for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        square = pygame.Rect(rect.x + dx * (rect.w - r), rect.y + dy * (rect.h - r), r, r)
        under = pygame.Surface((r, r), pygame.SRCALPHA)
        under.blit(surface, (0, 0), square)
        under.blit(outside, (0, 0), (dx * r, dy * r, r, r), special_flags=pygame.BLEND_RGBA_MIN)
        kept.append((under, square))
    surface.blit(picture, rect)
    for under, square in kept:
        surface.blit(under, square)


def _rim_shadow(felt: pygame.Surface, depth: int) -> None:
    """The shadow the rim casts on the cloth along its top and left edges (light from the upper left)."""
    w, h = felt.get_size()
    top = pygame.Surface((w, depth), pygame.SRCALPHA)
    left = pygame.Surface((depth, h), pygame.SRCALPHA)
    for i in range(depth):
        alpha = round(70 * (1 - i / depth) ** 2)
        pygame.draw.line(top, (0, 0, 0, alpha), (0, i), (w, i))
        pygame.draw.line(left, (0, 0, 0, alpha), (i, 0), (i, h))
    felt.blit(top, (0, 0))
    felt.blit(left, (0, 0))


def _details(surface: pygame.Surface, look: Look, cloth: pygame.Rect) -> None:
    """What makes a venue a place, in its light: the café's window light, the harbour's brass
    lamp, the salon's chandelier."""
    unit = min(cloth.size)
    if look.id == "cafe":
        _shine(surface, cloth, _window_light(cloth.size, (255, 246, 226)))
    elif look.id == "harbour":
        _shine(surface, cloth, _slat_light(cloth.size, look.light))
        surface.blit(theme.glow(round(unit * 1.1), (255, 200, 120), 45), (cloth.x - unit // 3, cloth.y - unit // 3))
    elif look.id == "salon":
        pool = theme.glow(round(unit * 1.3), (255, 226, 170), 18)  # the chandelier's warm pool from above
        surface.blit(pool, pool.get_rect(center=(cloth.centerx, cloth.y + round(unit * 0.3))))
        light = theme.glow(round(unit * 0.36), (255, 236, 190), 40)
        for k in range(5):  # the chandelier's lights, mirrored in an arc across the cloth
            x = cloth.centerx + (k - 2) * unit * 0.22
            y = cloth.y + unit * (0.18 + 0.05 * abs(k - 2))
            surface.blit(light, light.get_rect(center=(round(x), round(y))))


def _props(surface: pygame.Surface, look: Look, cloth: pygame.Rect) -> None:
    """What lies on the cloth: the café's pair of coffee rings near the right edge, the harbour's
    rope coil near the far right corner, each where no seat's face, name or tiles can be (and
    left off a window too crowded for it)."""
    unit = min(cloth.size)
    blocked = _seat_areas(surface.get_size(), max(2, unit // 60))
    if look.id == "cafe":
        colour = theme.mix(look.cloth, (96, 64, 34), 0.45)
        big, small = round(unit * 0.045), round(unit * 0.04)
        offset = (round(cloth.w * 0.025), round(cloth.h * 0.06))  # the second cup, set down beside the first
        pair = pygame.Rect(-big, -big, 2 * big, 2 * big).union(
            pygame.Rect(offset[0] - small, offset[1] - small, 2 * small, 2 * small)
        )
        at = _clear_spot(cloth, (round(cloth.x + cloth.w * 0.93), round(cloth.y + cloth.h * 0.3)), pair, blocked)
        if at is not None:
            pygame.draw.circle(surface, colour, at, big, max(1, unit // 180))
            pygame.draw.circle(surface, colour, (at[0] + offset[0], at[1] + offset[1]), small, max(1, unit // 180))
    elif look.id == "harbour":
        thick, turns = max(3, unit // 110), 3
        reach = thick * (2 * turns + 2) + thick // 2  # the outer ring and its shadow down-right
        coil = pygame.Rect(-reach, -reach, 2 * reach, 2 * reach)
        at = _clear_spot(cloth, (cloth.right - unit // 12, cloth.y + unit // 5), coil, blocked)
        if at is not None:
            _rope_coil(surface, at, thick, turns)


@lru_cache(maxsize=4)
def _seat_areas(size: tuple[int, int], gap: int) -> tuple[pygame.Rect, ...]:
    """Where any seat's face, name and tiles, the boneyard and the buttons can be at ``size``,
    whatever the number of players and the UI scale, widened by ``gap`` (33 table geometries:
    worked out once per size, not once per venue's picture)."""
    boxes = []
    smallest, largest = UI_SCALE_RANGE
    for players in (2, 3, 4):
        for ui in range(smallest, largest + 1, 10):
            g = geometry(size, players, ui / 100)
            boxes += [box for place in g.seats for box in (place.portrait, place.plate, place.hand)]
            boxes += [g.boneyard, g.counter, g.draw_button, g.pass_button]
    return tuple(pygame.Rect(box).inflate(2 * gap, 2 * gap) for box in boxes if box.w)


def _clear_spot(
    cloth: pygame.Rect, want: tuple[int, int], shape: pygame.Rect, blocked: Sequence[pygame.Rect]
) -> tuple[int, int] | None:
    """The point nearest ``want`` where ``shape`` (relative to its point) lies on the cloth, a
    little in from its edge, and off every ``blocked`` box; None where there is no such point."""
    step = max(2, min(cloth.size) // 60)
    room = cloth.inflate(-2 * step, -2 * step)
    best: tuple[int, tuple[int, int]] | None = None
    for y in range(room.top - shape.top, room.bottom - shape.bottom + 1, step):
        for x in range(room.left - shape.left, room.right - shape.right + 1, step):
            if shape.move(x, y).collidelist(blocked) == -1:
                far = (x - want[0]) ** 2 + (y - want[1]) ** 2
                if best is None or far < best[0]:
                    best = (far, (x, y))
    return None if best is None else best[1]


def _shine(surface: pygame.Surface, rect: pygame.Rect, patch: pygame.Surface) -> None:
    """Light falling on what is drawn in ``rect``: each pixel brightened in proportion to itself,
    by the patch's colour times its opacity, so a patch of light keeps the cloth's own hue."""
    lit = surface.subsurface(rect).copy()
    strength = pygame.Surface(rect.size)
    strength.blit(patch, (0, 0))  # on black: the light's colour times its opacity
    lit.blit(strength, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(lit, rect.topleft, special_flags=pygame.BLEND_RGB_ADD)


def _soft(small: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A light's shape drawn small, smoothed up to ``size``: soft edges, as light through glass has."""
    return pygame.transform.smoothscale(small, size)


def _window_light(size: tuple[int, int], light: Color) -> pygame.Surface:
    """The café's window thrown on the cloth by the low sun at the upper left: two casements of
    four panes each, stretched down-right, the glazing bars' shadows between the panes."""
    w, h = max(8, size[0] // 6), max(8, size[1] // 6)
    small = pygame.Surface((w, h), pygame.SRCALPHA)
    small.fill((*light, 0))
    skew = h * 0.55  # how far the patch leans right from its top to its bottom
    pane_w, pane_h, bar = w * 0.072, h * 0.19, max(2.0, w * 0.02)
    for casement in range(2):
        x0 = w * (0.04 + 0.19 * casement)
        for row in range(2):
            for col in range(2):
                x = x0 + col * (pane_w + bar)
                y = h * 0.06 + row * (pane_h + bar)
                lean = skew * y / h
                lean_low = skew * (y + pane_h) / h
                corners = [
                    (x + lean, y),
                    (x + pane_w + lean, y),
                    (x + pane_w + lean_low, y + pane_h),
                    (x + lean_low, y + pane_h),
                ]
                pygame.draw.polygon(small, (*light, 60), corners)
    return _soft(small, size)


def _slat_light(size: tuple[int, int], light: Color) -> pygame.Surface:
    """The quay's cold light through the gaps of the boathouse's boards on the right: straight
    thin streaks slanting down across the cloth, fading as they reach in."""
    w, h = max(8, size[0] // 4), max(8, size[1] // 4)
    small = pygame.Surface((w, h), pygame.SRCALPHA)
    small.fill((*light, 0))
    thick, reach, drop = max(1.5, h * 0.018), w * 0.55, h * 0.3
    for k in range(6):
        y = h * (0.08 + 0.13 * k)
        corners = [(w, y), (w - reach, y + drop), (w - reach, y + drop + thick * 0.6), (w, y + thick * 1.6)]
        pygame.draw.polygon(small, (*light, 90), corners)
    fade = pygame.Surface((3, 1), pygame.SRCALPHA)  # none at the streaks' far ends, full at the wall
    for x, alpha in enumerate((0, 70, 255)):
        fade.set_at((x, 0), (255, 255, 255, alpha))
    fade = pygame.transform.smoothscale(fade, (round(reach), h))
    small.blit(fade, (w - round(reach), 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _soft(small, size)


def _rope_coil(surface: pygame.Surface, centre: tuple[int, int], thick: int, turns: int) -> None:
    """A coil of hemp rope lying flat: rings of rope, each laid strand by strand (short slanted
    strokes, lit on their upper-left side), with a shadow under the coil."""
    x0, y0 = centre
    outer = thick * (2 * turns + 1)
    pygame.draw.circle(surface, (10, 14, 20), (x0 + thick, y0 + thick), outer + thick // 2)
    for ring in range(turns, 0, -1):
        r = thick * 2 * ring
        pygame.draw.circle(surface, (120, 98, 64), centre, r + thick, thick * 2)
        strands = max(12, round(2 * math.pi * r / thick))
        for k in range(strands):
            a = 2 * math.pi * k / strands
            inner = (x0 + math.cos(a) * (r - thick * 0.8), y0 + math.sin(a) * (r - thick * 0.8))
            out = (x0 + math.cos(a + 0.5 / ring) * (r + thick * 0.8), y0 + math.sin(a + 0.5 / ring) * (r + thick * 0.8))
            lit = math.cos(a + math.pi * 0.75) > 0  # the strands facing the lamp at the upper left
            pygame.draw.line(surface, (196, 168, 116) if lit else (150, 124, 84), inner, out, max(1, thick // 2))
    pygame.draw.circle(surface, (88, 70, 44), centre, thick)


@lru_cache(maxsize=8)
def table_surface(look_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The table top in its room at ``size``: backdrop, wooden rim, lit cloth, vignette."""
    look = look_for(look_id)
    surface = pygame.Surface(size)
    _backdrop(surface, look)
    cloth = cloth_rect(size)
    rim = rim_width(size)
    draw_room(surface, look.id, theme.mix(look.rim, (0, 0, 0), 0.3), cloth, rim)
    radius = max(8, min(size) // 30)
    _rim(surface, look, cloth, rim, radius)
    felt = _radial(cloth.size, theme.mix(look.cloth, look.light, 0.08), look.cloth_edge, 0.6, look.lamp)
    _rim_shadow(felt, max(3, rim))
    _blit_rounded(surface, felt, cloth.topleft, radius)
    _grain(surface, cloth, look.id)  # on the opaque table: much quicker than on the see-through felt
    _details(surface, look, cloth)
    _props(surface, look, cloth)
    _inlay(surface, look, cloth, radius)
    surface.blit(_vignette(size, look), (0, 0))
    return surface.convert() if pygame.display.get_surface() is not None else surface
