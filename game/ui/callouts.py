"""Pictures that call out to the player across the room: a character's speech bubble, points
big enough to read from the sofa, and the tag that says which seat is the player's partner.

Each is drawn once for its words and size and kept (``Callouts`` holds them, bounded); a
frame blits them with an opacity.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from game.domain.roster import CHARACTERS
from game.fonts import wrapped_lines
from game.i18n import pgettext
from game.ui import theme
from game.ui.kept import Kept

PAPER: theme.Color = (250, 246, 236)
INK: theme.Color = (34, 32, 38)
TEAM: theme.Color = (28, 92, 136)  # the partner's colour: white text on it reads at > 6:1
_LIMIT = 64


def _point(px: int) -> int:
    """How far a bubble's tail reaches out of its body."""
    return max(6, px * 2 // 3)


def bubble_shadow(px: int) -> int:
    """How far a bubble's soft shadow reaches past its body, right and down."""
    return max(2, px // 6)


def tail_reach(picture: pygame.Surface, tail: str, px: int) -> int:
    """How far the tail of a bubble drawn ``px`` high may move from the middle of its side and
    still leave the body's straight edge, clear of the rounded corners."""
    w, h = picture.get_size()
    side = h - bubble_shadow(px) if tail in ("left", "right") else w - bubble_shadow(px)
    radius = min((h - bubble_shadow(px) - (_point(px) if tail in ("top", "bottom") else 0)) // 2, px)
    return max(0, side // 2 - radius - _point(px) // 2)


def bubble_picture(  # noqa: PLR0913 - a bubble is its words, their size, its width and where its tail leaves
    fonts: theme.Fonts, words: str, px: int, width: int, tail: str, *, along: int = 0
) -> pygame.Surface:
    """A speech bubble: dark words on paper, rounded, a soft shadow down-right, and a tail on
    its ``tail`` side ("left", "right", "top" or "bottom") pointing at whoever speaks, from the
    middle of that side moved ``along`` pixels (down or right) where the bubble had to slide."""
    lines = wrapped_lines(words, px, width)
    texts = [fonts.text(line, px, INK) for line in lines]
    pad = max(4, px // 2)
    body = pygame.Rect(0, 0, max(t.get_width() for t in texts) + 2 * pad, sum(t.get_height() for t in texts) + pad)
    point = _point(px)
    grow = {"left": (point, 0), "right": (point, 0), "top": (0, point), "bottom": (0, point)}[tail]
    shadow = bubble_shadow(px)
    surface = pygame.Surface((body.w + grow[0] + shadow, body.h + grow[1] + shadow), pygame.SRCALPHA)
    body.topleft = (point if tail == "left" else 0, point if tail == "top" else 0)
    mid_x, mid_y = body.centerx + along, body.centery + along
    half = point // 2
    tip = {
        "left": [(body.x + 1, mid_y - half), (0, mid_y), (body.x + 1, mid_y + half)],
        "right": [(body.right - 1, mid_y - half), (body.right + point, mid_y), (body.right - 1, mid_y + half)],
        "top": [(mid_x - half, body.y + 1), (mid_x, 0), (mid_x + half, body.y + 1)],
        "bottom": [(mid_x - half, body.bottom - 1), (mid_x, body.bottom + point), (mid_x + half, body.bottom - 1)],
    }[tail]
    radius = min(body.h // 2, px)
    pygame.draw.rect(surface, (0, 0, 0, 70), body.move(shadow, shadow), border_radius=radius)
    pygame.draw.polygon(surface, (0, 0, 0, 70), [(x + shadow, y + shadow) for x, y in tip])
    pygame.draw.rect(surface, PAPER, body, border_radius=radius)
    pygame.draw.rect(surface, (150, 140, 120), body, max(1, px // 12), border_radius=radius)
    pygame.draw.polygon(surface, PAPER, tip)  # over the outline: the tail opens into the body
    edge = (150, 140, 120)
    pygame.draw.line(surface, edge, tip[0], tip[1], max(1, px // 12))
    pygame.draw.line(surface, edge, tip[1], tip[2], max(1, px // 12))
    y = body.y + pad // 2
    for text in texts:
        surface.blit(text, text.get_rect(midtop=(body.centerx, y)))
        y += text.get_height()
    return surface


def points_glow(px: int) -> int:
    """How far the glow round points drawn ``px`` high reaches past their words' dark edge."""
    return px // 2


def points_picture(fonts: theme.Fonts, points: int, px: int) -> pygame.Surface:
    """ "+10" large in gold: a dark edge all round so it reads on any cloth, a warm glow behind."""
    words = f"+{points}"
    text = fonts.text(words, px, theme.GOLD, bold=True)
    edge = fonts.text(words, px, theme.PANEL, bold=True)
    rim = max(2, px // 12)
    glow_pad = points_glow(px)
    w, h = text.get_width() + 2 * (rim + glow_pad), text.get_height() + 2 * (rim + glow_pad)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    surface.blit(theme.glow((w, h), (255, 214, 120), 110), (0, 0))
    at = (rim + glow_pad, rim + glow_pad)
    for dx in range(-rim, rim + 1, max(1, rim // 2)):
        for dy in range(-rim, rim + 1, max(1, rim // 2)):
            surface.blit(edge, (at[0] + dx, at[1] + dy))
    surface.blit(text, at)
    return surface


BURST_RAYS = 14  # the spokes of light points burst out with as they leave the line
BURST_STAGES = 12  # the burst is drawn at this many moments of its spread, each once


def burst_picture(radius: int, stage: int) -> pygame.Surface:
    """Points bursting from the line, at ``stage`` of ``BURST_STAGES``: a flash of warm light and
    spokes of gold flying out from the middle, thinning and fading as they go, sparks at their tips
    (so points that matter land like a strike, not a label)."""
    t = stage / max(1, BURST_STAGES - 1)
    spread = 1 - (1 - t) ** 2  # quick out, slowing
    fade = min(1.0, 1.6 * (1 - t))  # bright for its first part, then gone
    n = 2 * radius + 2
    surface = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    flash = round(radius * (0.9 + 0.5 * spread))
    surface.blit(theme.glow(flash, (255, 226, 150), round(230 * fade * (1 - 0.6 * t))), (c - flash / 2, c - flash / 2))
    inner, outer = radius * (0.2 + 0.6 * spread), radius * (0.45 + 0.55 * spread)
    width = max(1.5, radius * 0.06 * (1 - 0.5 * t))
    for k in range(BURST_RAYS):
        a = 2 * math.pi * k / BURST_RAYS
        reach = outer if k % 2 == 0 else inner + (outer - inner) * 0.7  # long and short spokes
        dx, dy = math.cos(a), math.sin(a)
        spoke = [
            (c + dx * inner - dy * width, c + dy * inner + dx * width),
            (c + dx * reach, c + dy * reach),
            (c + dx * inner + dy * width, c + dy * inner - dx * width),
        ]
        pygame.draw.polygon(surface, (*theme.GOLD, round(235 * fade)), spoke)
        spark = (round(c + dx * reach), round(c + dy * reach))
        pygame.draw.circle(surface, (255, 248, 220, round(255 * fade)), spark, max(1, round(width * 0.8)))
    return surface


def partner_tag(fonts: theme.Fonts, words: str, px: int) -> pygame.Surface:
    """A small ribbon in the partnership's colour with ``words`` (the translated "Partner")."""
    text = fonts.text(words, px, (255, 255, 255), bold=True)
    pad = max(3, px // 2)
    surface = pygame.Surface((text.get_width() + 2 * pad, text.get_height() + pad // 2 + 2), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, TEAM, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, (140, 200, 240), rect, max(1, px // 10), border_radius=rect.h // 2)
    surface.blit(text, text.get_rect(center=rect.center))
    return surface


def partner_words(character: str) -> str:
    """The partner tag's word for ``character``, in the form that agrees with them (the roster
    says which; an unknown or nameless character takes the masculine, the generic form)."""
    if any(c.id == character and c.woman for c in CHARACTERS):
        return pgettext("a woman", "Partner")
    return pgettext("a man", "Partner")


def _converted(picture: pygame.Surface) -> pygame.Surface:
    """In the display's format where there is a display (a headless test has none)."""
    return picture.convert_alpha() if pygame.display.get_surface() is not None else picture


HungBubble = tuple[
    pygame.Rect, str, int, int
]  # where a bubble hangs, its tail's side, how far its tail moved, its width


class Callouts:
    """The pictures above, drawn once per (kind, words, size) and kept, the oldest dropped
    first; and where each bubble up hangs (``hung``, by its words, speaker and window), kept
    for the bubble's life so it does not jump when what lies round it changes
    (``seat_hud.hang_bubbles`` keeps it, in the scene's update; drawing only reads it)."""

    def __init__(self) -> None:
        self._kept: Kept[pygame.Surface] = Kept(_LIMIT)
        self.hung: dict[Hashable, HungBubble] = {}

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._kept.get(key, lambda: _converted(make()))

    def bubble(  # noqa: PLR0913 - the arguments of bubble_picture, which is kept by all of them
        self, fonts: theme.Fonts, words: str, px: int, width: int, tail: str, *, along: int = 0
    ) -> pygame.Surface:
        return self._get(
            ("bubble", words, px, width, tail, along),
            lambda: bubble_picture(fonts, words, px, width, tail, along=along),
        )

    def points(self, fonts: theme.Fonts, points: int, px: int) -> pygame.Surface:
        return self._get(("points", points, px), lambda: points_picture(fonts, points, px))

    def burst(self, radius: int, stage: int) -> pygame.Surface:
        return self._get(("burst", radius, stage), lambda: burst_picture(radius, stage))

    def has_points(self, points: int, px: int) -> bool:
        return ("points", points, px) in self._kept

    def has_burst(self, radius: int, stage: int) -> bool:
        return ("burst", radius, stage) in self._kept

    def partner(self, fonts: theme.Fonts, words: str, px: int) -> pygame.Surface:
        return self._get(("partner", words, px), lambda: partner_tag(fonts, words, px))
