"""A win worth seeing: confetti with depth and light, and a trophy.

Confetti falls in three layers: far pieces small, dimmer, softer and slow; near ones large,
bright and quick, so the shower has depth. Each piece is a paper square tumbling as it falls:
edge-on it is a sliver, face-on it catches the lamp (lighter) or shows its shaded back.
Every piece picture (colour x depth x tumble x angle) is drawn once per window size; a frame
only blits. Seeded, so a match's celebration is the same each time; with reduced motion the
pieces lie still where they fell.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Final

import pygame

from game.ui import theme

Color = tuple[int, int, int]
COLOURS: Final[tuple[Color, ...]] = (
    (246, 204, 92),
    (240, 84, 84),
    (120, 200, 255),
    (130, 210, 150),
    (247, 242, 228),
    (200, 140, 240),
)
PIECES: Final = 140  # in the air at once
FALL_TIME: Final = 4.5  # seconds new pieces keep coming from the top
TURNS: Final = 8  # pre-drawn angles per piece (a square repeats every 90 degrees, drawn over 180)
TUMBLE: Final = 6  # pre-drawn steps of a piece's tumble, edge-on to face-on and over
# (scale, brightness, fall speed): far, middle, near
DEPTHS: Final = ((0.55, 0.62, 0.55), (0.85, 0.85, 0.8), (1.45, 1.0, 1.3))
GOLD_DARK: Final = (150, 104, 30)
AIR: Final = 2.4  # how quickly the air brings a thrown piece to its falling speed (per second)


@dataclass
class Piece:
    """One piece of confetti in the air: where it is, how it moves, spins and tumbles, its colour and depth."""

    x: float
    y: float
    vx: float
    vy: float
    turn: float  # radians in the plane of the screen
    spin: float  # radians per second
    tumble: float  # radians about its own axis (face-on at 0 and pi)
    roll: float  # tumble radians per second
    colour: int
    depth: int  # 0 far .. 2 near
    fall: float  # the speed air lets it settle to, down ...
    drift: float  # ... and across
    thrown: bool = False  # thrown out of the cup: gone once it has fallen, never replaced


def piece_picture(size: int, colour: Color, depth: int, tumble: int, angle: float) -> pygame.Surface:
    """One piece: a square ``size`` across, squashed by its tumble, lit when its face turns to the
    light (upper left) and shaded when its back does, dimmed and softened with distance."""
    scale, bright, _ = DEPTHS[depth]
    side = max(3, round(size * scale))
    phase = math.pi * tumble / TUMBLE  # 0: face-on, lit; pi/2: edge-on; toward pi: the shaded back
    squash = max(0.12, abs(math.cos(phase)))
    lit = math.cos(phase)
    tone = theme.mix(colour, (255, 255, 255), 0.35 * lit) if lit > 0 else theme.mix(colour, (0, 0, 0), -0.35 * lit)
    tone = theme.mix((0, 0, 0), tone, bright)
    paper = pygame.Surface((side, max(1, round(side * squash))), pygame.SRCALPHA)
    paper.fill((*tone, 255))
    if lit > 0.7:  # the lamp's glint on a piece turned full to it
        pygame.draw.line(paper, (255, 255, 250, 220), (0, 0), (side - 1, 0), max(1, side // 6))
    if depth == 0:  # far away: softer
        small = pygame.transform.smoothscale(paper, (max(1, paper.get_width() // 2), max(1, paper.get_height() // 2)))
        paper = pygame.transform.smoothscale(small, paper.get_size())
    return pygame.transform.rotate(paper, math.degrees(angle))


class Confetti:
    """Pieces falling over the screen for a few seconds, in three depths (still, with reduced motion)."""

    def __init__(self, size: tuple[int, int], seed: int, *, still: bool) -> None:
        self.rng = random.Random(seed)
        self.still = still
        self.elapsed = 0.0
        self.size = size
        unit = max(6, round(14 * theme.unit(size)))
        self.pictures = {
            (c, d, k, a): piece_picture(unit, colour, d, k, math.pi * a / TURNS)
            for c, colour in enumerate(COLOURS)
            for d in range(len(DEPTHS))
            for k in range(TUMBLE)
            for a in range(TURNS)
        }
        pieces = [
            self._piece(self.rng.uniform(0, size[1]) if still else -self.rng.uniform(0, size[1])) for _ in range(PIECES)
        ]
        self.pieces = sorted(pieces, key=lambda p: p.depth)  # far ones drawn first

    def _piece(self, y: float, depth: int | None = None) -> Piece:
        w, h = self.size
        motion = 0.0 if self.still else 1.0
        if depth is None:
            depth = self.rng.choices((0, 1, 2), weights=(4, 4, 2))[0]
        speed = DEPTHS[depth][2]
        drift = motion * self.rng.uniform(-0.04, 0.04) * w
        fall = motion * self.rng.uniform(0.2, 0.36) * h * speed
        return Piece(
            self.rng.uniform(0, w),
            y,
            drift,
            fall,
            self.rng.uniform(0, math.tau),
            motion * self.rng.uniform(-3, 3),
            self.rng.uniform(0, math.tau),
            motion * self.rng.uniform(4, 9),
            self.rng.randrange(len(COLOURS)),
            depth,
            fall,
            drift,
        )

    def throw(self, at: tuple[float, float], count: int) -> None:
        """``count`` pieces thrown up and out from ``at`` (a burst from the cup): fast at first,
        the air slows them to the speed they fall at; near ones thrown harder. Nothing with reduced motion."""
        if self.still:
            return
        h = self.size[1]
        thrown = []
        for _ in range(count):
            piece = self._piece(at[1])
            piece.x, piece.thrown = at[0], True
            angle = -math.pi / 2 + self.rng.uniform(-1.4, 1.4)
            speed = self.rng.uniform(0.35, 0.9) * h * DEPTHS[piece.depth][2]
            piece.vx, piece.vy = math.cos(angle) * speed, math.sin(angle) * speed
            thrown.append(piece)
        self.pieces = sorted([*self.pieces, *thrown], key=lambda p: p.depth)

    def update(self, dt: float) -> None:
        if self.still:
            return
        self.elapsed += dt
        w, h = self.size
        air = min(1.0, AIR * dt)
        for i, p in enumerate(self.pieces):
            p.vx += (p.drift - p.vx) * air  # a thrown piece slows to its falling speed; a falling one keeps it
            p.vy += (p.fall - p.vy) * air
            p.x += (p.vx + math.sin(p.tumble) * 0.025 * w) * dt  # a tumbling piece drifts side to side
            p.y += p.vy * dt
            p.turn += p.spin * dt
            p.tumble += p.roll * dt
            if p.y > h + 30 and self.elapsed < FALL_TIME and not p.thrown:
                self.pieces[i] = self._piece(-30.0, p.depth)  # same depth: the drawing order holds
        self.pieces = [p for p in self.pieces if not (p.thrown and p.y > h + 30)]

    def draw(self, surface: pygame.Surface, depths: tuple[int, ...] = (0, 1, 2)) -> None:
        """The pieces at ``depths`` (all: far ones first), each a blit of its pre-drawn picture."""
        for p in self.pieces:
            if p.depth not in depths:
                continue
            tumble = round(p.tumble / math.pi * TUMBLE) % TUMBLE
            angle = round(p.turn / math.pi * TURNS) % TURNS
            picture = self.pictures[p.colour, p.depth, tumble, angle]
            surface.blit(picture, picture.get_rect(center=(round(p.x), round(p.y))))


def trophy_picture(height: int) -> pygame.Surface:
    """A gold cup on a dark plinth, lit from the upper left: the bowl shaded across, two handles,
    a bright rim and a glint, and a soft glow behind it. Drawn at twice the size and smoothed."""
    n = max(16, height) * 2
    w = round(n * 0.9)
    big = pygame.Surface((w, n), pygame.SRCALPHA)
    big.blit(theme.glow((w, round(n * 0.8)), (255, 226, 140), 120), (0, 0))
    cx = w // 2
    gold, light = theme.GOLD, (255, 240, 190)
    bowl = pygame.Rect(0, 0, round(n * 0.5), round(n * 0.42))
    bowl.midtop = (cx, round(n * 0.12))
    for side in (-1, 1):  # handles
        handle = pygame.Rect(0, 0, round(n * 0.2), round(n * 0.24))
        handle.center = (cx + side * bowl.w // 2, bowl.y + round(n * 0.12))
        pygame.draw.ellipse(big, GOLD_DARK, handle, max(2, n // 28))
    for i in range(bowl.w // 2):  # the bowl, a cup shape shaded from the lit left to the dark right
        t = i / (bowl.w / 2)
        x = bowl.x + i * 2
        depth = round(bowl.h * (1 - ((2 * t - 1) ** 2) * 0.35))
        colour = theme.mix(light, GOLD_DARK, min(1.0, t * 1.1))
        pygame.draw.rect(big, colour, (x, bowl.y, 2, depth), border_bottom_left_radius=2)
    pygame.draw.ellipse(big, theme.mix(gold, light, 0.5), (bowl.x, bowl.y - n // 40, bowl.w, n // 16))
    pygame.draw.ellipse(big, GOLD_DARK, (bowl.x + n // 40, bowl.y - n // 80, bowl.w - n // 20, n // 30))
    stem = pygame.Rect(0, 0, round(n * 0.08), round(n * 0.16))
    stem.midtop = (cx, bowl.bottom - n // 20)
    pygame.draw.rect(big, gold, stem)
    pygame.draw.rect(big, light, (stem.x, stem.y, stem.w // 3, stem.h))
    foot = pygame.Rect(0, 0, round(n * 0.3), round(n * 0.06))
    foot.midtop = (cx, stem.bottom)
    pygame.draw.ellipse(big, gold, foot)
    plinth = pygame.Rect(0, 0, round(n * 0.4), round(n * 0.14))
    plinth.midtop = (cx, foot.bottom - n // 60)
    pygame.draw.rect(big, (40, 32, 30), plinth, border_radius=n // 60)
    pygame.draw.rect(big, (90, 74, 60), (plinth.x, plinth.y, plinth.w, n // 60))
    pygame.draw.rect(big, gold, plinth.inflate(-n // 8, -n // 14), max(1, n // 120))
    star = [
        (
            cx + r * math.cos(k * math.pi / 5 - math.pi / 2),
            bowl.y + bowl.h * 0.42 + r * math.sin(k * math.pi / 5 - math.pi / 2),
        )
        for k in range(10)
        for r in ((n * 0.07 if k % 2 == 0 else n * 0.03),)
    ]
    pygame.draw.polygon(big, light, star)
    pygame.draw.circle(big, (255, 255, 255), (bowl.x + bowl.w // 5, bowl.y + bowl.h // 4), max(2, n // 50))
    small = pygame.transform.smoothscale(big, (w // 2, n // 2))
    return small.convert_alpha() if pygame.display.get_surface() is not None else small
