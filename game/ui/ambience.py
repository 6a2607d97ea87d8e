"""The venue's slow life over the drawn table: its light breathing, a lantern's or a candle's
flicker, steam from a cup. Slow and faint on purpose, so it never pulls the eye from the tiles.

Every picture is drawn once per window size when the ambience is made; a frame blits a few
of them with an opacity that is a function of the time alone (drawing changes nothing).
With reduced motion there is no ambient life at all: the table is the still picture.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.ui import room, theme, venues

BREATH = 7.0  # seconds per slow rise and fall of the venue's light
STEAM_TIME = 3.2  # seconds a wisp of steam takes to rise and vanish
WISPS = 3


@dataclass(frozen=True)
class Light:
    """A pre-drawn light at ``centre`` whose opacity moves between ``low`` and ``high``."""

    picture: pygame.Surface
    centre: tuple[int, int]
    low: float
    high: float
    flicker: bool  # a flame's unsteady light, not a slow breath
    phase: float


def _opacity(light: Light, now: float) -> float:
    if light.flicker:  # a few unrelated sines: unsteady, never periodic to the eye
        wobble = 0.5 + 0.22 * math.sin(now * 7.3 + light.phase) + 0.18 * math.sin(now * 12.9 + 2 * light.phase)
        wobble += 0.1 * math.sin(now * 23.1)
    else:
        wobble = 0.5 - 0.5 * math.cos(math.tau * (now / BREATH) + light.phase)
    return light.low + (light.high - light.low) * max(0.0, min(1.0, wobble))


def _steam_wisp(size: int) -> pygame.Surface:
    """One soft puff of steam: a pale glow, taller than wide."""
    puff = theme.glow(size, (240, 240, 236), 150)
    return pygame.transform.smoothscale(puff, (max(1, size * 2 // 3), size))


class Ambience:
    """The moving light and steam of one venue at one window size."""

    def __init__(self, look_id: str, size: tuple[int, int], *, still: bool) -> None:
        self.still = still
        self.lights: list[Light] = []
        self.cup_at = (0, 0)
        self.rise = 0.0  # how far the steam rises, in px
        self.wisp: pygame.Surface | None = None  # steam, when the café's cup is in sight
        look = venues.look_for(look_id)
        cloth = venues.cloth_rect(size)
        unit = min(size)
        rng = random.Random(look.id)
        pool = theme.glow(round(unit * 0.36), look.light, 40)
        lamp = (cloth.x + round(cloth.w * look.lamp[0]), cloth.y + round(cloth.h * look.lamp[1]))
        self.lights.append(Light(pool, lamp, 0.0, 1.0, flicker=False, phase=0.0))
        left, right = room.strips(size, cloth, venues.rim_width(size))
        wide = min(left.w, right.w) >= room.MIN_STRIP
        corner, prop = room.corner_spot(size) if look.id in room.CORNER_PROPS else ((0, 0), 0)
        if look.id == "harbour":
            flame = theme.glow(round(unit * (0.3 if wide else 0.4)), room.LAMP_GLOW, 60)
            spot = room.lantern_spot(left) if wide else venues.lantern_at(size)
            self.lights.append(Light(flame, spot, 0.35, 1.0, flicker=True, phase=rng.uniform(0, math.tau)))
        elif look.id == "salon":
            if wide:  # the chandelier's and the sconce's candles on the walls, the crystals catching their light
                self.lights += self._candles(left, right, rng)
                glint = theme.glow(max(6, left.w // 10), (236, 244, 255), 200)
                for drop in room.chandelier_drops(left):
                    self.lights.append(Light(glint, drop, 0.0, 1.0, flicker=True, phase=rng.uniform(0, math.tau)))
            if prop:  # the candlestick at the table's corner
                flame = theme.glow(prop * 5, room.LAMP_GLOW, 110)
                self.lights.append(Light(flame, corner, 0.3, 1.0, flicker=True, phase=rng.uniform(0, math.tau)))
        elif look.id == "cafe" and wide:
            self.cup_at, r = room.cup_spot(right)
            self.wisp = _steam_wisp(round(r * 2.2))
            self.rise = self.wisp.get_height() * 2.5
        elif look.id == "cafe" and prop:  # the cup at the table's corner
            self.cup_at = corner
            self.wisp = _steam_wisp(round(prop * 1.6))
            self.rise = prop * 2.4

    @staticmethod
    def _candles(left: pygame.Rect, right: pygame.Rect, rng: random.Random) -> list[Light]:
        """The salon's candle sconces in the room's strips, each flickering in its own time."""
        flame = theme.glow(round(min(left.w, right.w) * 1.4), room.LAMP_GLOW, 60)
        phases = [rng.uniform(0, math.tau) for _ in range(2)]
        return [
            Light(flame, room.lantern_spot(strip), 0.3, 1.0, flicker=True, phase=phase)
            for strip, phase in zip((left, right), phases, strict=True)
        ]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """The ambient life at time ``now`` over the table (nothing with reduced motion)."""
        if self.still:
            return
        for light in self.lights:
            alpha = round(255 * _opacity(light, now))
            if alpha:
                light.picture.set_alpha(alpha)
                surface.blit(light.picture, light.picture.get_rect(center=light.centre))
        if self.wisp is not None:
            x, y = self.cup_at
            rise = self.rise
            for k in range(WISPS):
                t = ((now / STEAM_TIME) + k / WISPS) % 1.0
                self.wisp.set_alpha(round(200 * math.sin(math.pi * t)))
                sway = math.sin(now * 1.3 + k * 2.1) * self.wisp.get_width() * 0.3 * t
                surface.blit(self.wisp, self.wisp.get_rect(midbottom=(round(x + sway), round(y - rise * t))))
