"""Table looks drawn by our code: a backdrop behind the table, the cloth, and the room's light.

Each campaign venue has its own look (``game.campaign.Venue.look``); menus and the Quick
Round / Points Match tables use the default one. A look is drawn once per window size and
kept, so a frame costs one blit.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

import pygame

from game.persist.settings import UI_SCALE_RANGE
from game.ui import rope, theme
from game.ui.cloth import cloth_rect as cloth_rect  # the venues' cloth, as callers have always asked it here
from game.ui.cloth import corner_radius
from game.ui.cloth import rim_width as rim_width
from game.ui.rim import fit_out
from game.ui.room import corner_spot, draw_corner, draw_room
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


@lru_cache(maxsize=4)
def _rack_clearance(size: tuple[int, int]) -> int:
    """How far above the cloth's bottom edge the player's rack ends at its lowest, at any number
    of players and UI scale: the room a trim has there (worked out once per window size)."""
    bottom = cloth_rect(size).bottom
    smallest, largest = UI_SCALE_RANGE
    return min(
        bottom - geometry(size, players, ui / 100).seats[0].hand.bottom
        for players in (2, 3, 4)
        for ui in range(smallest, largest + 1, 10)
    )


def _trim_width(cloth: pygame.Rect) -> int:
    return max(1, min(cloth.size) // 300)


def trim_inset(size: tuple[int, int]) -> int:
    """How far in from the cloth's edge its trim runs: a little inside, but all of the trim (the
    gilt's two lines, the rope's thickness) between the table's edge and the player's rack."""
    cloth = cloth_rect(size)
    span = 3 * _trim_width(cloth) + 2
    return max(2, min(max(6, min(cloth.size) // 40), (_rack_clearance(size) - span) // 2))


def _inlay(felt: pygame.Surface, look: Look, inset: int, radius: int) -> None:
    """The venue's border on the cloth ``felt``, ``inset`` px inside its edge: a seam of stitches,
    a laid rope or a double gilt line."""
    if look.inlay == "none":
        return
    cloth = felt.get_rect()
    line = cloth.inflate(-2 * inset, -2 * inset)
    width = _trim_width(cloth)
    corner = max(1, radius - inset)
    if look.inlay == "gilt":
        pygame.draw.rect(felt, (196, 160, 84), line, width + 1, border_radius=corner)
        inner = line.inflate(-4 * width - 4, -4 * width - 4)
        pygame.draw.rect(felt, (150, 116, 56), inner, width, border_radius=max(1, corner - 2 * width - 2))
    elif look.inlay == "rope":
        _rope(felt, line, 3 * width + 2, corner)
    else:
        _stitches(felt, line, theme.mix(look.cloth, (255, 255, 255), 0.25), width, corner)


def _stitches(felt: pygame.Surface, line: pygame.Rect, colour: Color, width: int, corner: int) -> None:
    """A seam: short dashes along the straight sides of ``line``."""
    dash, gap = 3 * width + 4, 3 * width + 2
    for x in range(line.left + corner // 2, line.right - corner // 2, dash + gap):
        end = min(x + dash, line.right - corner // 2)
        pygame.draw.line(felt, colour, (x, line.top), (end, line.top), width)
        pygame.draw.line(felt, colour, (x, line.bottom), (end, line.bottom), width)
    for y in range(line.top + corner // 2, line.bottom - corner // 2, dash + gap):
        end = min(y + dash, line.bottom - corner // 2)
        pygame.draw.line(felt, colour, (line.left, y), (line.left, end), width)
        pygame.draw.line(felt, colour, (line.right, y), (line.right, end), width)


def _rope(felt: pygame.Surface, line: pygame.Rect, thick: int, corner: int) -> None:
    """A hemp rope laid round the cloth, its outer edge on ``line``, ``thick`` px across."""
    half = thick // 2
    rope.lay(felt, rope.rounded_rect(line.inflate(-thick, -thick), max(1, corner - half)), thick)


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


NAP_STREAKS = (10, 26)  # the brushed nap's cells along and across the cloth: long, thin swathes
NAP_DEPTH = 7  # at most this much lighter or darker (of 255), so text on the cloth keeps its contrast


def _brushed(felt: pygame.Surface, seed: str) -> None:
    """The baize brushed one way along the table, as a club's cloth is before a game: long faint
    swathes a little lighter or darker where the nap lies with or against the light (seeded, drawn
    small and stretched, so it costs one smooth scale per window size)."""
    nap = random.Random(f"brush{seed}")
    cols, rows = NAP_STREAKS
    small = pygame.Surface((cols, rows), pygame.SRCALPHA)
    for y in range(rows):
        drift = nap.uniform(-1, 1)
        for x in range(cols):
            drift = max(-1.0, min(1.0, drift * 0.8 + nap.uniform(-0.45, 0.45)))  # a swathe changes slowly along
            tone = (255, 255, 255) if drift > 0 else (0, 0, 0)
            small.set_at((x, y), (*tone, round(abs(drift) * NAP_DEPTH)))
    felt.blit(pygame.transform.smoothscale(small, felt.get_size()), (0, 0))


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
    (``rim.fit_out``)."""
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
    fit_out(surface, look.id, cloth, rim, radius)


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


def _details(surface: pygame.Surface, look: Look, table: pygame.Rect) -> None:
    """What makes a venue a place, in its light falling across the cloth and the rim (``table``:
    both): the plain table's lamp overhead, the café's window light, the harbour's lantern beside
    the table and the quay's cold streaks, the salon's chandelier overhead."""
    size = table.size
    if look.id == "cafe":
        lights = [_pool(size, (0.22, 0.2), 1.1, look.light, 70), _window_light(size, (255, 246, 226))]
    elif look.id == "harbour":
        lights = [_pool(size, LANTERN_AT, 0.75, LANTERN, 200), _pool(size, LANTERN_AT, 0.2, LANTERN, 255)]
        lights.append(_slat_light(size, look.light))
    elif look.id == "salon":
        lights = [_pool(size, (0.5, 0.22), 1.2, look.light, 80)]
    else:
        lights = [_pool(size, (0.5, 0.42), 0.9, look.light, 45)]
    for light in lights:  # each adds its light to what the others lit
        _shine(surface, table, light)


LANTERN: Final = (255, 200, 120)
LANTERN_AT: Final = (-0.01, 0.34)  # the harbour's lantern hangs off the table's left side (shares of it)


def lantern_at(size: tuple[int, int]) -> tuple[int, int]:
    """Where the harbour's lantern hangs at ``size``: just off the table's left side, where its
    glare on the rim is brightest (the ambience flickers it there)."""
    table = cloth_rect(size).inflate(2 * rim_width(size), 2 * rim_width(size))
    return table.x + round(table.w * LANTERN_AT[0]), table.y + round(table.h * LANTERN_AT[1])


def _candlelight(surface: pygame.Surface, centre: tuple[int, int], radius: int, strength: int) -> None:
    """A flame's warm light added round ``centre``: light of its own, so it shows even where the
    room is dark (``_shine`` only brightens what is lit already)."""
    light = pygame.Surface((2 * radius, 2 * radius))
    light.blit(theme.glow(2 * radius, LANTERN, strength), (0, 0))  # on black: the light's colour times its strength
    surface.blit(light, (centre[0] - radius, centre[1] - radius), special_flags=pygame.BLEND_RGB_ADD)


def _pool(
    size: tuple[int, int], centre: tuple[float, float], reach: float, colour: Color, strength: int
) -> pygame.Surface:
    """A lamp's pool of light over a ``size`` picture: brightest at ``centre`` (shares of the size),
    falling off softly to nothing at ``reach`` times the picture's shorter side (worked out on a
    small grid and smoothed up: one window-sized scale, whatever the reach)."""
    w, h = size
    grid = (64, max(2, round(64 * h / w)))
    small = pygame.Surface(grid, pygame.SRCALPHA)
    small.fill((*colour, 0))
    radius = min(size) * reach
    for gy in range(grid[1]):
        for gx in range(grid[0]):
            x, y = (gx + 0.5) * w / grid[0], (gy + 0.5) * h / grid[1]
            d = math.hypot(x - w * centre[0], y - h * centre[1]) / radius
            if d < 1:
                small.set_at((gx, gy), (*colour, round(strength * (1 - d) ** 2)))
    return pygame.transform.smoothscale(small, size)


def _props(surface: pygame.Surface, look: Look, cloth: pygame.Rect, rim: int) -> None:
    """What the venue's regulars left on the table's edge, never on the cloth where the line, its
    ghosts, the seats and the rack lie: the café's coffee rings, stained into the oak of the right
    side (drawn before the cloth, which covers any of a ring that reaches in)."""
    if look.id != "cafe" or rim < 6:
        return
    r = max(3, rim * 2 // 5)
    ring = pygame.Rect(0, 0, 2 * r, 2 * r)
    x = cloth.right + rim // 2
    _stain_ring(surface, ring.move(x - r, round(cloth.y + cloth.h * 0.3) - r), 150, (0.0, math.tau))
    _stain_ring(surface, ring.move(x - r, round(cloth.y + cloth.h * 0.42) - r), 90, (1.9, 6.9))  # an older one


def _stain_ring(surface: pygame.Surface, box: pygame.Rect, strength: int, arc: tuple[float, float]) -> None:
    """A cup's ring soaked into the wood in ``box``: a see-through dark line (``arc``: the part of
    the circle left, in radians), heavier on its lower side where the coffee ran down the cup."""
    width = max(1, box.w // 10)
    ring = pygame.Surface(box.size, pygame.SRCALPHA)
    colour = (40, 22, 10, strength)
    pygame.draw.arc(ring, colour, ring.get_rect(), *arc, width)
    pygame.draw.arc(ring, colour, ring.get_rect(), math.pi * 1.15, math.pi * 1.85, 2 * width)  # angles: y up
    surface.blit(ring, box)


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
        x0 = w * (0.005 + 0.19 * casement)  # from the table's edge: the light crosses the rim first
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
    thick, reach, drop = max(1.5, h * 0.018), w * 0.5, h * 0.27
    for k in range(6):
        y = h * (0.08 + 0.13 * k)
        corners = [(w, y), (w - reach, y + drop), (w - reach, y + drop + thick * 0.6), (w, y + thick * 1.6)]
        pygame.draw.polygon(small, (*light, 90), corners)
    fade = pygame.Surface((3, 1), pygame.SRCALPHA)  # none at the streaks' far ends, full at the wall
    for x, alpha in enumerate((0, 70, 255)):
        fade.set_at((x, 0), (255, 255, 255, alpha))
    fade = pygame.transform.smoothscale(fade, (round(reach * 1.1), h))
    small.blit(fade, (w - round(reach * 1.1), 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _soft(small, size)


@lru_cache(maxsize=8)
def table_surface(look_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The table top in its room at ``size``: backdrop, wooden rim, lit cloth, vignette."""
    look = look_for(look_id)
    surface = pygame.Surface(size)
    _backdrop(surface, look)
    cloth = cloth_rect(size)
    rim = rim_width(size)
    draw_room(surface, look.id, theme.mix(look.rim, (0, 0, 0), 0.3), cloth, rim)
    radius = corner_radius(size)
    _rim(surface, look, cloth, rim, radius)
    _props(surface, look, cloth, rim)
    felt = _radial(cloth.size, theme.mix(look.cloth, look.light, 0.08), look.cloth_edge, 0.6, look.lamp)
    if look.id == "default":  # the plain table's cloth, freshly brushed: life for its empty start
        _brushed(felt, look.id)
    _inlay(felt, look, trim_inset(size), radius)  # before the rim's shadow, which falls on it too
    _rim_shadow(felt, max(3, rim))
    _blit_rounded(surface, felt, cloth.topleft, radius)
    _grain(surface, cloth, look.id)  # on the opaque table: much quicker than on the see-through felt
    _details(surface, look, cloth.inflate(2 * rim, 2 * rim))
    surface.blit(_vignette(size, look), (0, 0))
    if look.id == "salon":  # the candle at the corner lights the rim round it, in the room's dim corner
        _candlelight(surface, corner_spot(size)[0], round(min(size) * 0.16), 110)
    elif look.id == "harbour":  # the lantern's warm light of its own on the navy cloth beside it
        _candlelight(surface, lantern_at(size), round(min(size) * 0.3), 50)
    draw_corner(surface, look.id)  # in the room's dim corner, but drawn over its shade to read
    return surface.convert() if pygame.display.get_surface() is not None else surface
