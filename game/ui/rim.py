"""The table's rim fitted out in each venue's way, over its grained wood: the café's oak worn pale
where arms rest, with brass corner straps; the harbour's weathered planks butted end to end,
nailed, strapped with iron at the corners; the salon's walnut carved with a gilt bead-and-reel
along the cloth and gilt rosettes at the corners.

Drawn once per window size with the table (``venues.table_surface``); small parts are drawn
three times larger and smoothed down, so a bead or a screw a few pixels across stays round.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable

import pygame

from game.ui import rope, theme

Color = tuple[int, int, int]
SUPER = 3
GILT: Color = (214, 176, 90)
BRASS: Color = (190, 150, 70)
IRON: Color = (66, 66, 70)


def _smooth(draw: Callable[[pygame.Surface], None], box: pygame.Rect) -> pygame.Surface:
    """What ``draw`` paints on a see-through picture ``SUPER`` times the size of ``box`` (in the
    big picture's pixels), smoothed down to ``box``'s size."""
    big = pygame.Surface((box.w * SUPER, box.h * SUPER), pygame.SRCALPHA)
    draw(big)
    return pygame.transform.smoothscale(big, box.size)


def _lit(colour: Color, amount: float) -> Color:
    return theme.mix(colour, (255, 248, 224), amount)


def _dark(colour: Color, amount: float) -> Color:
    return theme.mix(colour, (0, 0, 0), amount)


def _strap(surface: pygame.Surface, wood: pygame.Rect, rim: int, radius: int, metal: Color) -> None:
    """A metal strap round each corner of the rim, following its curve, with a screw at each end."""
    outer_r = radius + rim
    width = max(2, rim * 2 // 5)
    leg = rim + radius // 2
    side = outer_r + leg
    for sx, sy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        box = pygame.Rect(
            wood.x if sx == 0 else wood.right - side, wood.y if sy == 0 else wood.bottom - side, side, side
        )
        strap = functools.partial(_one_strap, outer_r=outer_r, width=width, metal=metal, flip=(sx, sy))
        surface.blit(_smooth(strap, box), box)


def _one_strap(big: pygame.Surface, *, outer_r: int, width: int, metal: Color, flip: tuple[int, int]) -> None:
    """One corner's strap, drawn for the top-left corner and mirrored to ``flip``'s."""
    s = SUPER
    r, w, n = outer_r * s, width * s, big.get_width()
    centre = (r, r)
    arc = [(centre[0] - r * math.cos(a), centre[1] - r * math.sin(a)) for a in _angles()]
    inner = [(centre[0] - (r - w) * math.cos(a), centre[1] - (r - w) * math.sin(a)) for a in _angles()]
    outline = [(0.0, n - 1.0), *arc, (n - 1.0, 0.0), (n - 1.0, w), *reversed(inner), (w, n - 1.0)]
    pygame.draw.polygon(big, _dark(metal, 0.5), [(x + s, y + s) for x, y in outline])  # its shadow
    pygame.draw.polygon(big, metal, outline)
    pygame.draw.lines(big, _lit(metal, 0.45), closed=False, points=[(0.0, n - 1.0), *arc, (n - 1.0, 0.0)], width=s)
    for x, y in ((w / 2, n - w), (n - w, w / 2)):  # a screw at each leg's end
        pygame.draw.circle(big, _dark(metal, 0.45), (x, y), w * 0.3)
        pygame.draw.circle(big, _lit(metal, 0.6), (x - w * 0.08, y - w * 0.08), w * 0.14)
    flipped = pygame.transform.flip(big, bool(flip[0]), bool(flip[1]))
    big.fill((0, 0, 0, 0))
    big.blit(flipped, (0, 0))


def _angles() -> list[float]:
    return [math.pi / 2 * k / 12 for k in range(13)]


def _worn_edge(surface: pygame.Surface, cloth: pygame.Rect, rim: int, radius: int) -> None:
    """The café's oak worn pale along the cloth, where elbows and wrists have rested for years."""
    wear = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    band = max(2, rim * 2 // 5)
    for k in range(band):
        alpha = round(70 * (1 - k / band))
        pygame.draw.rect(wear, (255, 236, 200, alpha), cloth.inflate(2 * k + 2, 2 * k + 2), 1, border_radius=radius + k)
    surface.blit(wear, (0, 0))


def _planks(surface: pygame.Surface, wood: pygame.Rect, rim: int, radius: int) -> None:
    """The harbour's weathered planks: butt joints across the rim every few hands, a nail either
    side of each, and each plank a little paler or darker than the next from sun and salt."""
    rng = random.Random("planks")
    length = max(40, rim * 9)
    start = radius + rim
    weather = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for horizontal, edge in (
        (True, wood.top),
        (True, wood.bottom - rim),
        (False, wood.left),
        (False, wood.right - rim),
    ):
        span = wood.w if horizontal else wood.h
        base = wood.x if horizontal else wood.y
        joints = list(range(start + rng.randrange(length // 2), span - start, length))
        for a, b in zip([start, *joints], [*joints, span - start], strict=True):
            tone = rng.choice(((255, 255, 255, 14), (0, 0, 0, 26), (160, 170, 180, 20)))
            rect = pygame.Rect(base + a, edge, b - a, rim) if horizontal else pygame.Rect(edge, base + a, rim, b - a)
            weather.fill(tone, rect)
        for j in joints:
            _joint(surface, (base + j, edge) if horizontal else (edge, base + j), rim, horizontal=horizontal)
    surface.blit(weather, (0, 0))


def _joint(surface: pygame.Surface, at: tuple[int, int], rim: int, *, horizontal: bool) -> None:
    """Where two planks meet: a dark gap across the rim, lit on its far side, and two iron nails."""
    x, y = at
    gap = max(1, rim // 12)
    if horizontal:
        pygame.draw.line(surface, (24, 16, 10), (x, y + 2), (x, y + rim - 2), gap)
        pygame.draw.line(surface, (150, 110, 70), (x + gap, y + 2), (x + gap, y + rim - 2), 1)
        nails = [(x - rim // 4, y + rim // 3), (x + rim // 4, y + rim * 2 // 3)]
    else:
        pygame.draw.line(surface, (24, 16, 10), (x + 2, y), (x + rim - 2, y), gap)
        pygame.draw.line(surface, (150, 110, 70), (x + 2, y + gap), (x + rim - 2, y + gap), 1)
        nails = [(x + rim // 3, y - rim // 4), (x + rim * 2 // 3, y + rim // 4)]
    nail = max(1, rim // 10)
    for nx, ny in nails:
        pygame.draw.circle(surface, (30, 30, 34), (nx + 1, ny + 1), nail)
        pygame.draw.circle(surface, IRON, (nx, ny), nail)
        pygame.draw.circle(surface, (150, 150, 156), (nx - nail // 3, ny - nail // 3), max(1, nail // 3))


def _beads(surface: pygame.Surface, cloth: pygame.Rect, rim: int, radius: int) -> None:
    """The salon's gilt bead-and-reel, carved along the rim's inner edge next to the cloth: an
    oval bead, two thin reels, and again; round pearls through the corners."""
    thick = max(3, rim * 3 // 10)
    path = cloth.inflate(2 * (thick // 2 + 1), 2 * (thick // 2 + 1))
    corner = radius + thick // 2 + 1
    step = round(thick * 2.2)
    along_x = _bead_piece(thick, step, horizontal=True)
    for x in range(path.left + corner, path.right - corner - step, step):
        for y in (path.top, path.bottom):
            surface.blit(along_x, along_x.get_rect(midleft=(x, y)))
    along_y = _bead_piece(thick, step, horizontal=False)
    for y in range(path.top + corner, path.bottom - corner - step, step):
        for x in (path.left, path.right):
            surface.blit(along_y, along_y.get_rect(midtop=(x, y)))
    pearl = _smooth(lambda big: _pearl(big, thick * SUPER), pygame.Rect(0, 0, thick + 2, thick + 2))
    for (cx, cy), _d in rope.along(rope.rounded_rect(path, corner), thick * 1.1):
        inside = path.inflate(-2 * corner, -2 * corner)
        if not (inside.left <= cx <= inside.right or inside.top <= cy <= inside.bottom):
            surface.blit(pearl, pearl.get_rect(center=(round(cx), round(cy))))


def _bead_piece(thick: int, unit: int, *, horizontal: bool) -> pygame.Surface:
    """One bead and its two reels, lying along the rim (or standing, on its sides)."""
    long, short = unit, thick + 2

    def draw(big: pygame.Surface) -> None:
        s = SUPER
        w, h = big.get_size()
        mid = h / 2 if horizontal else w / 2
        for k, (at, size) in enumerate(((0.38, 0.62), (0.8, 0.1), (0.93, 0.1))):
            length = size * long * s
            centre = at * long * s
            box = pygame.Rect(0, 0, length, thick * s * (1.0 if k == 0 else 0.8))
            if not horizontal:
                box.size = box.h, box.w
            box.center = (round(centre), round(mid)) if horizontal else (round(mid), round(centre))
            pygame.draw.ellipse(big, _dark(GILT, 0.55), box.move(s, s))
            pygame.draw.ellipse(big, GILT, box)
            shine = box.inflate(-box.w // 2, -box.h // 2).move(-box.w // 8, -box.h // 8)
            pygame.draw.ellipse(big, _lit(GILT, 0.6), shine)

    size = (long, short) if horizontal else (short, long)
    return _smooth(draw, pygame.Rect(0, 0, *size))


def _pearl(big: pygame.Surface, size: int) -> None:
    c = big.get_width() / 2
    pygame.draw.circle(big, _dark(GILT, 0.55), (c + SUPER, c + SUPER), size / 2)
    pygame.draw.circle(big, GILT, (c, c), size / 2)
    pygame.draw.circle(big, _lit(GILT, 0.6), (c - size / 7, c - size / 7), size / 5)


def _rosettes(surface: pygame.Surface, wood: pygame.Rect, rim: int, radius: int) -> None:
    """A gilt rosette at each of the rim's corners: eight petals round a boss."""
    size = max(6, rim * 4 // 5)
    inset = rim // 2 + round((radius + rim // 2) * (1 - math.sqrt(0.5)))
    rosette = _smooth(lambda big: _rosette(big, size * SUPER), pygame.Rect(0, 0, size + 2, size + 2))
    for x, y in ((wood.left + inset, wood.top + inset), (wood.right - inset, wood.top + inset)):
        surface.blit(rosette, rosette.get_rect(center=(x, y)))
    for x, y in ((wood.left + inset, wood.bottom - inset), (wood.right - inset, wood.bottom - inset)):
        surface.blit(rosette, rosette.get_rect(center=(x, y)))


def _rosette(big: pygame.Surface, size: int) -> None:
    c = big.get_width() / 2
    petal = size * 0.26
    for k in range(8):
        a = math.tau * k / 8
        at = (c + math.cos(a) * size * 0.28, c + math.sin(a) * size * 0.28)
        lit = math.cos(a + math.pi * 0.75) > 0.2
        pygame.draw.circle(big, _dark(GILT, 0.5), (at[0] + SUPER, at[1] + SUPER), petal)
        pygame.draw.circle(big, _lit(GILT, 0.35) if lit else GILT, at, petal)
    pygame.draw.circle(big, _dark(GILT, 0.3), (c, c), size * 0.2)
    pygame.draw.circle(big, _lit(GILT, 0.6), (c - size * 0.05, c - size * 0.05), size * 0.09)


def fit_out(surface: pygame.Surface, look_id: str, cloth: pygame.Rect, rim: int, radius: int) -> None:
    """The venue's fittings on the rim round ``cloth`` (``rim`` px wide; ``radius``: the cloth's
    corners); the plain table has none."""
    if rim < 6:
        return
    wood = cloth.inflate(2 * rim, 2 * rim)
    if look_id == "cafe":
        _worn_edge(surface, cloth, rim, radius)
        _strap(surface, wood, rim, radius, BRASS)
    elif look_id == "harbour":
        _planks(surface, wood, rim, radius)
        _strap(surface, wood, rim, radius, IRON)
    elif look_id == "salon":
        _beads(surface, cloth, rim, radius)
        _rosettes(surface, wood, rim, radius)
