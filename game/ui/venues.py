"""Table looks drawn by our code: a backdrop behind the table, the cloth, and the room's light.

Each campaign venue has its own look (``game.campaign.Venue.look``); menus and the Quick
Round / Points Match tables use the default one. A look is drawn once per window size and
kept, so a frame costs one blit.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

import pygame

Color = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
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


LOOKS: Final[dict[str, Look]] = {
    look.id: look
    for look in (
        Look(
            "default",
            (22, 92, 62),
            (12, 58, 40),
            (74, 50, 30),
            (14, 30, 24),
            (20, 40, 32),
            "plain",
            (255, 244, 214),
            0.45,
        ),
        # A café: warm wooden panelling, green baize, a yellow lamp.
        Look(
            "cafe",
            (58, 104, 50),
            (30, 60, 26),
            (120, 78, 40),
            (92, 58, 32),
            (70, 42, 22),
            "panels",
            (255, 214, 150),
            0.55,
            "stitch",
        ),
        # A harbour club: tarred boards, a sea-blue cloth, cold light from the quay.
        Look(
            "harbour",
            (26, 76, 112),
            (12, 40, 64),
            (58, 46, 38),
            (34, 44, 56),
            (24, 30, 40),
            "boards",
            (200, 226, 255),
            0.6,
            "rope",
        ),
        # A grand salon: striped wallpaper, a violet cloth with a gilt border, a chandelier's gold.
        Look(
            "salon",
            (84, 44, 112),
            (40, 18, 58),
            (150, 112, 52),
            (58, 22, 34),
            (120, 92, 48),
            "stripes",
            (255, 228, 170),
            0.5,
            "gilt",
        ),
    )
}
DEFAULT_LOOK: Final = LOOKS["default"]


def look_for(look_id: str | None) -> Look:
    """The look named by a venue; the default one for anything else."""
    return LOOKS.get(look_id or "default", DEFAULT_LOOK)


def _mix(a: Color, b: Color, t: float) -> Color:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _backdrop(surface: pygame.Surface, look: Look) -> None:
    width, height = surface.get_size()
    surface.fill(look.wall)
    step = max(8, min(width, height) // 18)
    line = max(1, step // 12)
    if look.pattern == "panels":
        for x in range(0, width, step):
            shade = _mix(look.wall, look.wall_line, 0.35 * ((x // step) % 3) / 2)
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
            pygame.draw.rect(surface, _mix(look.wall, look.wall_line, 0.18), (x, 0, step // 2, height))
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
    color = _mix(look.cloth, (255, 255, 255), 0.25) if look.inlay == "stitch" else (176, 150, 104)
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


def _radial(size: tuple[int, int], inner: Color, outer: Color, falloff: float) -> pygame.Surface:
    """A soft light pool: ``inner`` in the middle fading to ``outer`` (drawn small, then smoothed)."""
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            small.set_at((x, y), _mix(outer, inner, max(0.0, 1 - falloff * (dx * dx + dy * dy))))
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


def cloth_rect(size: tuple[int, int]) -> pygame.Rect:
    """Where the cloth lies: the whole window but a thin frame of room and table edge."""
    margin = max(6, min(size) // 30)
    return pygame.Rect(0, 0, *size).inflate(-2 * margin, -2 * margin)


@lru_cache(maxsize=8)
def table_surface(look_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The table top in its room at ``size``: backdrop, wooden rim, lit cloth, vignette."""
    look = look_for(look_id)
    surface = pygame.Surface(size)
    _backdrop(surface, look)
    cloth = cloth_rect(size)
    rim = max(3, min(size) // 90)
    radius = max(8, min(size) // 30)
    pygame.draw.rect(
        surface, _mix(look.rim, (0, 0, 0), 0.45), cloth.inflate(2 * rim + 4, 2 * rim + 4), border_radius=radius + rim
    )
    pygame.draw.rect(surface, look.rim, cloth.inflate(2 * rim, 2 * rim), border_radius=radius + rim)
    felt = pygame.Surface(cloth.size, pygame.SRCALPHA)
    felt.blit(_radial(cloth.size, _mix(look.cloth, look.light, 0.08), look.cloth_edge, 0.6), (0, 0))
    mask = pygame.Surface(cloth.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    felt.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # round the cloth's corners
    surface.blit(felt, cloth.topleft)
    _inlay(surface, look, cloth, radius)
    surface.blit(_vignette(size, look), (0, 0))
    return surface.convert() if pygame.display.get_surface() is not None else surface
