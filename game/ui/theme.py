"""Colours, the window's scale unit and fonts that can write every language we ship."""

from __future__ import annotations

import pygame

from game.fonts import drawable, font_paths
from game.ui.kept import Kept

Color = tuple[int, int, int]

FELT: Color = (26, 80, 54)
FELT_DARK: Color = (12, 58, 40)
FELT_LINE: Color = (44, 122, 86)
IVORY: Color = (247, 242, 228)
IVORY_EDGE: Color = (196, 184, 160)
PIP: Color = (34, 32, 38)
DIVIDER: Color = (150, 138, 118)
BRASS: Color = (190, 150, 70)
BACK: Color = (128, 30, 44)
TEXT: Color = (240, 236, 224)
TEXT_DIM: Color = (206, 220, 210)
GOLD: Color = (246, 204, 92)
GLOW: Color = (255, 226, 120)
PANEL: Color = (16, 40, 30)
BUTTON: Color = (206, 164, 72)
BUTTON_TEXT: Color = (30, 24, 14)
WARN: Color = (255, 190, 136)


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b`` (0: ``a``, 1: ``b``)."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def glow(size: int | tuple[int, int], colour: Color, strength: int) -> pygame.Surface:
    """A soft light ``size`` px across (or filling a (w, h) ``size``: an oval), ``strength`` opaque
    at its middle and fading to nothing at its edge: drawn 16 px across and smoothed up, so it is cheap."""
    w, h = (size, size) if isinstance(size, int) else size
    small = pygame.Surface((16, 16), pygame.SRCALPHA)
    for y in range(16):
        for x in range(16):
            d = ((x - 7.5) ** 2 + (y - 7.5) ** 2) ** 0.5 / 8
            small.set_at((x, y), (*colour, round(strength * max(0.0, 1 - d) ** 2)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


def veil(surface: pygame.Surface, alpha: int, area: pygame.Rect | None = None) -> None:
    """Darken ``surface`` (or its ``area``) as black at ``alpha`` laid over it would, as a
    multiply: no see-through layer the window's size (at 4K one was tens of ms to make)."""
    dim = 255 - alpha
    surface.fill((dim, dim, dim), area, special_flags=pygame.BLEND_RGB_MULT)


def unit(size: tuple[int, int]) -> float:
    """Pixels per design unit: the layout is designed at 1280x720 and scales with the window."""
    return min(size[0] / 1280, size[1] / 720)


class Fonts:
    """Fonts by pixel size and a bounded cache of rendered text, so frames re-render nothing."""

    def __init__(self) -> None:
        regular, bold = font_paths()
        self._paths = {False: regular, True: bold}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: Kept[pygame.Surface] = Kept(600)

    def font(self, px: int, *, bold: bool = False) -> pygame.font.Font:
        key = (max(6, px), bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(self._paths[bold], key[0])
        return self._fonts[key]

    def text(self, text: str, px: int, color: Color = TEXT, *, bold: bool = False) -> pygame.Surface:
        return self._text.get(
            (text, px, color, bold),
            lambda: self.font(px, bold=bold).render(drawable(text), antialias=True, color=color).convert_alpha(),
        )
