"""Partnership at a glance: in a game of pairs each side has a colour and an emblem, shown at
every seat and on the side's entry in the score bar, so one look says who plays with whom.

The colour is light (3:1 or more against the cloth round every seat in every venue, 1.8:1 where
the café's window light falls brightest) and the two differ in hue along the blue-orange axis
most colour-blind players still tell apart; the emblem's shape
(a disc, a diamond) says it again without colour. The player's side is always the first.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Final, NamedTuple, Protocol

import pygame

from game.engine.rules import Rules
from game.ui import theme
from game.ui.table.render import hud
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.layout import Box


class Team(NamedTuple):
    """A side's colour (a portrait's ring, a plate's edge, its mark in the bar) and emblem's shape."""

    colour: theme.Color
    emblem: str  # "disc" or "diamond"


TEAMS: Final = (
    Team((120, 196, 250), "disc"),  # the player's side: sky blue
    Team((255, 150, 124), "diamond"),  # the other side: coral
)
SUPERSAMPLE: Final = 4  # an emblem is drawn this much larger and smoothed down


def seat_teams(rules: Rules, players: int, viewer: int) -> tuple[int | None, ...]:
    """Each seat's side (0: the viewer's, 1: the other), or None at every seat in a game where
    each plays alone."""
    if rules.units(players) >= players:
        return (None,) * players
    ours = rules.unit_of(viewer)
    return tuple(0 if rules.unit_of(seat) == ours else 1 for seat in range(players))


def unit_teams(rules: Rules, players: int, viewer: int) -> tuple[int, ...]:
    """Each scoring unit's side in a partnership (in the bar's order); none when each plays alone."""
    if rules.units(players) >= players:
        return ()
    ours = rules.unit_of(viewer)
    return tuple(0 if unit == ours else 1 for unit in range(rules.units(players)))


def ring_colour(team: int | None, plain: theme.Color) -> theme.Color:
    """A portrait's ring: its side's colour, or ``plain`` where nobody plays in pairs."""
    return plain if team is None else TEAMS[team].colour


def _shape(team: Team, centre: float, radius: float) -> list[tuple[float, float]]:
    """The emblem's outline inside a medallion: a disc (many sides) or a diamond."""
    sides = 4 if team.emblem == "diamond" else 32
    reach = radius * (1.12 if sides == 4 else 1.0)  # a diamond as large to the eye as the disc
    return [
        (centre + reach * math.sin(math.tau * k / sides), centre - reach * math.cos(math.tau * k / sides))
        for k in range(sides)
    ]


@functools.lru_cache(maxsize=16)
def emblem(team: int, size: int) -> pygame.Surface:
    """A side's medallion, ``size`` px across: its emblem in its colour on a dark disc, rimmed in
    its colour, so it reads on the felt, a portrait's ring and the score bar alike."""
    size = max(8, size)
    n = size * SUPERSAMPLE
    side = TEAMS[team]
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    centre = n / 2
    pygame.draw.circle(big, theme.PANEL, (centre, centre), n / 2)
    pygame.draw.circle(big, side.colour, (centre, centre), n / 2, max(1, n // 9))
    pygame.draw.polygon(big, side.colour, _shape(side, centre, n * 0.24))
    small = pygame.transform.smoothscale(big, (size, size))
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


def portrait_emblem(box: Box) -> pygame.Rect:
    """Where a seat's medallion sits on its portrait's ring: at the lower right, inside the box."""
    size = round(box.w * 0.27)
    reach = box.w * 0.458 / math.sqrt(2)  # the ring's middle, half-way between down and right
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (round(box.x + box.w / 2 + reach), round(box.y + box.h / 2 + reach))
    return rect


def plate_emblem(g: Geometry, plate: Box) -> pygame.Rect:
    """Where a seat without a portrait (the player's) wears its medallion: pinned on its name
    plate's left edge, half on the plate."""
    size = max(12, g.tx(22))
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (plate.x, plate.y + plate.h // 2)
    return rect


def plate_edge(surface: pygame.Surface, g: Geometry, plate: pygame.Rect, team: int) -> None:
    """A name plate's edge in its side's colour (the turn's glow rings it outside)."""
    pygame.draw.rect(surface, TEAMS[team].colour, plate, max(2, g.tx(2)), border_radius=max(4, plate.h // 5))


class BarUnits(Protocol):
    """The score bar as ``hud.score_bar`` lays it: each unit's (name, score, to move) and the goal."""

    @property
    def geom(self) -> Geometry: ...
    @property
    def units(self) -> Sequence[tuple[str, int, bool]]: ...
    @property
    def goal(self) -> str: ...
    @property
    def teams(self) -> tuple[int, ...]: ...


class BarTitled(BarUnits, Protocol):
    """The score bar with its title (the rules and the hand's number)."""

    @property
    def title(self) -> str: ...


def bar_entries(fonts: theme.Fonts, shown: BarUnits) -> list[pygame.Rect]:
    """Each unit's entry in the score bar (its name and score, as ``hud.score_bar`` lays them
    from the right: the score ``tx(NAME_TO_SCORE)`` after the name), on the bar's height."""
    g = shown.geom
    entries = []
    for unit, (name, _score, active) in enumerate(shown.units):
        score = hud.score_box(fonts, g, shown.units, shown.goal, unit).inflate(-g.tx(14), 0)
        words = fonts.text(name, g.tx(17), theme.TEXT, bold=active)
        left = score.x - g.tx(hud.NAME_TO_SCORE) - words.get_width()
        entries.append(pygame.Rect(left, g.top_bar.y, score.right - left, g.top_bar.h))
    return entries


def _mark_size(g: Geometry) -> int:
    return max(10, g.tx(16))


def bar_title(fonts: theme.Fonts, shown: BarTitled) -> str:
    """The bar's title as it fits before the first side's medallion (``hud.fitted_title``: whole,
    else its last parts, else none); as it is when each plays alone."""
    if not shown.teams:
        return shown.title
    g = shown.geom
    first = min(entry.x for entry in bar_entries(fonts, shown)) - g.tx(4) - _mark_size(g)
    return hud.fitted_title(fonts, g, shown.title, first - 2 * g.tx(16))


def bar_marks(surface: pygame.Surface, fonts: theme.Fonts, shown: BarUnits, origin: tuple[int, int]) -> None:
    """On the score bar (``surface``, its top left at ``origin`` in the window): each side's
    medallion before its entry and a line in its colour under it. Nothing when each plays alone."""
    if not shown.teams:
        return
    g = shown.geom
    thick = max(2, g.tx(3))
    for entry, team in zip(bar_entries(fonts, shown), shown.teams, strict=True):
        entry = entry.move(-origin[0], -origin[1])
        mark = emblem(team, _mark_size(g))
        at = mark.get_rect(midright=(entry.x - g.tx(4), entry.centery))
        surface.blit(mark, at)
        line = pygame.Rect(at.x, entry.centery + g.tx(13), entry.right - at.x, thick)
        pygame.draw.rect(surface, TEAMS[team].colour, line, border_radius=thick // 2)
