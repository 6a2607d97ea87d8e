"""A win worth seeing: confetti with depth and light, and a trophy.

Confetti falls in four layers: far pieces small, dimmer, softer and slow; near ones large,
bright, out of focus and quick; and a few nearest of all, past the lamp, big and blurred, so
the shower has depth. Most pieces are paper slips turning over as they fall: edge-on a
sliver, face-on catching the lamp (lighter toward it, the paper bent a little), their back in
shade. Some are streamers, curled ribbons twisting along their length so their lit face and
shaded back alternate; a few are foil that flashes a glint when it turns full to the light.
Every piece picture (kind x colour x depth x turn x angle) is drawn once per window size into
one pool (``pictures_at``), a few at a time in the table's idle frames (``warm``); a frame only
blits. Seeded, so a match's celebration is the same each time; with reduced motion the pieces
lie still where they fell.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

import pygame

from game.fonts import fit_text
from game.ui import theme
from game.ui.kept import Kept
from game.ui.tween import ease_out_cubic

Color = tuple[int, int, int]
COLOURS: Final[tuple[Color, ...]] = (
    (246, 204, 92),
    (240, 84, 84),
    (120, 200, 255),
    (130, 210, 150),
    (247, 242, 228),
    (200, 140, 240),
)
FOILS: Final[tuple[Color, ...]] = ((232, 196, 104), (208, 214, 224))  # gold and silver leaf
PAPER, STREAMER, FOIL = 0, 1, 2  # a piece's kind
KIND_WEIGHTS: Final = (72, 16, 12)  # how often each kind is thrown, in that order
PIECES: Final = 140  # in the air at once
FALL_TIME: Final = 4.5  # seconds new pieces keep coming from the top
TURNS: Final = 8  # pre-drawn angles per piece (drawn over half a turn: a slip looks the same turned 180 degrees)
TUMBLE: Final = 8  # pre-drawn steps of a piece turning over (over half a turn: face-on, edge-on, back)
# (scale, brightness, fall speed): far, middle, near, and nearest (past the lamp, out of focus, few)
DEPTHS: Final = ((0.55, 0.62, 0.55), (0.85, 0.85, 0.8), (1.45, 1.0, 1.3), (2.5, 1.0, 1.9))
DEPTH_WEIGHTS: Final = (4, 4, 2, 1)  # how many pieces fall at each depth
SOFTNESS: Final = (2, 0, 3, 7)  # how out of focus each depth is (0: sharp)
BLUR_FROM: Final = 3  # softer than this, a piece is blurred past its edges, not only softened
NEAREST: Final = 3  # the depth where only slips and foil fly (a streamer this close would fill the screen)
BEHIND: Final = (0, 1)  # the depths drawn behind what the confetti celebrates (a banner, the faces) ...
IN_FRONT: Final = (2, 3)  # ... and in front of it
GOLD_DARK: Final = (150, 104, 30)
AIR: Final = 2.4  # how quickly the air brings a thrown piece to its falling speed (per second)
STREAMER_DRAG: Final = 0.7  # a streamer falls this much slower than a slip: the air holds it
RIBBON_TONES: Final = 8  # a streamer's tones from its shaded back to its lit face, each way
ARRIVAL_STEPS: Final = 10  # pre-drawn steps of a banner's arrival
CHEER_TIME: Final = 1.2  # seconds a Quick Round's cheer lasts
CHEER_ARRIVE: Final = 0.25  # seconds its ribbon takes to come down
CHEER_FADE: Final = 0.3  # the last seconds, in which it fades
CHEER_BURST: Final = 90  # confetti pieces it throws
RIBBON_TOP: Final = (178, 46, 56)  # the satin where the light falls ...
RIBBON_FOOT: Final = (112, 24, 34)  # ... and at its foot
RIBBON_BACK: Final = (104, 28, 36)  # the tails, behind the body
WHITE: Final = (255, 255, 255)
BLACK: Final = (0, 0, 0)


@dataclass
class Piece:
    """One piece of confetti in the air: where it is, how it moves, spins and tumbles, what it
    is (paper, streamer, foil), its colour and depth."""

    x: float
    y: float
    vx: float
    vy: float
    turn: float  # radians in the plane of the screen
    spin: float  # radians per second
    tumble: float  # radians about its own axis (face-on at 0 and pi)
    roll: float  # tumble radians per second
    kind: int
    colour: int  # in COLOURS, or in FOILS for foil
    depth: int  # 0 far .. 2 near
    fall: float  # the speed air lets it settle to, down ...
    drift: float  # ... and across
    thrown: bool = False  # thrown out of the cup: gone once it has fallen, never replaced


def _tone(colour: Color, lit: float, bright: float) -> Color:
    """``colour`` in the lamp's light (``lit`` 1) or turned away from it into shade (-1), dimmed
    to ``bright`` with distance."""
    tone = theme.mix(colour, WHITE, 0.45 * lit) if lit > 0 else theme.mix(colour, BLACK, -0.5 * lit)
    return theme.mix(BLACK, tone, bright)


def _in_depth(picture: pygame.Surface, depth: int) -> pygame.Surface:
    """Far pieces softer, near ones out of focus, the nearest blurred: drawn small and scaled back up."""
    soft = SOFTNESS[depth]
    if not soft:
        return picture
    if soft > BLUR_FROM:  # room round it for the blur to spread past its edges
        framed = pygame.Surface([d + 2 * soft for d in picture.get_size()], pygame.SRCALPHA)
        framed.blit(picture, (soft, soft))
        picture = framed
    w, h = picture.get_size()
    small = pygame.transform.smoothscale(picture, (max(1, w * 2 // (2 + soft)), max(1, h * 2 // (2 + soft))))
    return pygame.transform.smoothscale(small, (w, h))


@lru_cache(maxsize=512)
def _slip(size: int, colour: Color, depth: int, tumble: int) -> pygame.Surface:
    """A paper slip ``size`` long, turned over ``tumble`` steps: its height goes with the cosine
    of its turn (a sliver edge-on), its face lit toward the upper left and bent, so lighter at
    one end than the other, its back in shade, its lower edge a thin darker rim."""
    scale, bright, _ = DEPTHS[depth]
    w, full = max(3, round(size * scale)), max(2, round(size * scale * 0.62))
    turn = math.cos(math.pi * tumble / TUMBLE)  # 1 face-on, 0 edge-on, -1 its back
    h = max(1, round(full * max(0.1, abs(turn))))
    paper = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    for x in range(w):
        bend = 0.6 * (0.5 - x / max(1, w - 1))  # the end toward the light catches more of it
        lit = 0.7 * turn + bend if abs(turn) > 0.2 else 0.5 + bend  # edge-on, its cut edge catches the light
        pygame.draw.line(paper, (*_tone(colour, max(-1.0, min(1.0, lit)), bright), 255), (x + 1, 1), (x + 1, h))
    if h >= 4:
        pygame.draw.line(paper, (*_tone(colour, -0.8, bright), 255), (1, h), (w, h))
    return _in_depth(paper, depth)


def piece_picture(size: int, colour: Color, depth: int, tumble: int, angle: float) -> pygame.Surface:
    """A paper slip (``_slip``) turned ``angle`` radians in the plane of the screen."""
    return pygame.transform.rotate(_slip(size, colour, depth, tumble), math.degrees(angle))


@lru_cache(maxsize=256)
def _ribbon(size: int, colour: Color, depth: int, twist: int) -> pygame.Surface:
    """A streamer: a ribbon about three slips long along a curl, twisting as it goes: where its
    face turns to the light it is wide and bright, where it turns its back narrow and dark.
    ``twist`` steps the twist and the curl along it. Drawn at twice the size and smoothed."""
    scale, bright, _ = DEPTHS[depth]
    n = max(8, round(size * scale * 2.8)) * 2
    amp, thick = size * scale * 0.3 * 2, max(3.0, size * scale * 0.34 * 2)
    h = round(2 * amp + thick) + 4
    big = pygame.Surface((n + 4, h), pygame.SRCALPHA)
    step = math.pi * twist / TUMBLE
    tones = {q: (*_tone(colour, 0.8 * q / RIBBON_TONES, bright), 255) for q in range(-RIBBON_TONES, RIBBON_TONES + 1)}
    for i in range(0, n, 2):
        t = i / n
        y = h / 2 + amp * math.sin(math.tau * 0.9 * t + step)
        face = math.cos(math.tau * 1.4 * t + 2 * step)  # which side shows, and how wide
        half = max(1.0, thick * (0.25 + 0.75 * abs(face)) / 2)
        pygame.draw.line(big, tones[round(face * RIBBON_TONES)], (i + 2, y - half), (i + 2, y + half), 3)
    ribbon = pygame.transform.smoothscale(big, ((n + 4) // 2, h // 2))
    return _in_depth(ribbon, depth)


def streamer_picture(size: int, colour: Color, depth: int, twist: int, angle: float) -> pygame.Surface:
    """A streamer (``_ribbon``) turned ``angle`` radians."""
    return pygame.transform.rotate(_ribbon(size, colour, depth, twist), math.degrees(angle))


@lru_cache(maxsize=128)
def _leaf(size: int, foil: int, depth: int, tumble: int) -> pygame.Surface:
    """A square of metal leaf, smaller than a slip: dull edge-on, bright as it turns to the
    light, and face-on a four-pointed glint whose rays reach past it."""
    scale, bright, _ = DEPTHS[depth]
    side = max(2, round(size * scale * 0.55))
    turn = math.cos(math.pi * tumble / TUMBLE)
    h = max(1, round(side * max(0.12, abs(turn))))
    shine = max(0.0, turn) ** 3
    glint = tumble == 0
    reach = round(side * 1.4) if glint else 0
    leaf = pygame.Surface((side + 2 * reach + 2, h + 2 * reach + 2), pygame.SRCALPHA)
    body = pygame.Rect(reach + 1, reach + 1, side, h)
    metal = FOILS[foil]
    for x in range(side):  # metal: a hard sweep from bright to dark across it
        lit = (0.9 * shine - 0.3) + 0.5 * (0.5 - x / max(1, side - 1))
        pygame.draw.line(
            leaf,
            (*_tone(metal, max(-1.0, min(1.0, lit)), bright), 255),
            (body.x + x, body.y),
            (body.x + x, body.bottom - 1),
        )
    if glint:
        c = body.center
        for dx, dy in ((1, 0), (0, 1)):
            tip = (dx * reach, dy * reach)
            pygame.draw.polygon(
                leaf,
                (255, 255, 250, 235),
                [
                    (c[0] - tip[0], c[1] - tip[1]),
                    (c[0] + dy, c[1] + dx),
                    (c[0] + tip[0], c[1] + tip[1]),
                    (c[0] - dy, c[1] - dx),
                ],
            )
        pygame.draw.circle(leaf, (255, 255, 255, 255), c, max(1, side // 3))
    return _in_depth(leaf, depth)


def foil_picture(size: int, foil: int, depth: int, tumble: int, angle: float) -> pygame.Surface:
    """A piece of foil (``_leaf``) turned ``angle`` radians."""
    return pygame.transform.rotate(_leaf(size, foil, depth, tumble), math.degrees(angle))


Key = tuple[int, int, int, int, int]  # kind, colour, depth, turn, angle
Pictures = dict[Key, pygame.Surface]


def piece_unit(size: tuple[int, int]) -> int:
    """How many px long a piece of confetti is in a window of ``size``."""
    return max(6, round(14 * theme.unit(size)))


def _keys() -> Iterator[Key]:
    """Every piece's picture, in the order a pool draws them."""
    for d in range(len(DEPTHS)):
        for k in range(TUMBLE):
            for a in range(TURNS):
                for c in range(len(COLOURS)):
                    yield PAPER, c, d, k, a
                    if d != NEAREST:
                        yield STREAMER, c, d, k, a
                for f in range(len(FOILS)):
                    yield FOIL, f, d, k, a


PICTURES: Final = sum(1 for _ in _keys())  # how many a pool holds


def _picture(unit: int, key: Key) -> pygame.Surface:
    kind, c, d, k, a = key
    angle = math.pi * a / TURNS
    if kind == FOIL:
        picture = foil_picture(unit, c, d, k, angle)
    elif kind == STREAMER:
        picture = streamer_picture(unit, COLOURS[c], d, k, angle)
    else:
        picture = piece_picture(unit, COLOURS[c], d, k, angle)
    # in the display's format: blitted without converting
    return picture.convert_alpha() if pygame.display.get_surface() is not None else picture


class Pool:
    """Every piece's picture for pieces ``unit`` px long. The table draws them a few at a time
    in its idle frames (``warm``), so a shower that opens finds them drawn: all at once they were
    0.6 s at 4K, a freeze at the very moment the player won."""

    def __init__(self, unit: int) -> None:
        self.unit = unit
        self.pictures: Pictures = {}
        self._left = _keys()

    def warm(self, budget: float) -> None:
        """Draw pictures not drawn yet until ``budget`` seconds have gone."""
        deadline = time.perf_counter() + budget
        for key in self._left:
            self.pictures[key] = _picture(self.unit, key)
            if time.perf_counter() > deadline:
                return

    def complete(self) -> Pictures:
        """Every picture, the ones not drawn yet drawn now."""
        self.warm(math.inf)
        return self.pictures


_pool: Kept[Pool] = Kept(1)  # one window size's pieces: megabytes at 4K, shared by every shower in it


def _pool_at(unit: int) -> Pool:
    converted = pygame.display.get_surface() is not None
    return _pool.get((unit, converted), lambda: Pool(unit))


def pictures_at(unit: int) -> Pictures:
    """The fixed pool of pre-drawn pieces for pieces ``unit`` px long, drawn once (per window
    size) and shared: a match's end and a Quick Round's cheer throw from the same pool."""
    return _pool_at(unit).complete()


def warm(size: tuple[int, int], budget: float) -> None:
    """Draw some of the pieces a shower in a window of ``size`` will throw, within ``budget`` seconds."""
    _pool_at(piece_unit(size)).warm(budget)


def drawn(size: tuple[int, int]) -> int:
    """How many pieces of a shower in a window of ``size`` are drawn."""
    return len(_pool_at(piece_unit(size)).pictures)


class Confetti:
    """Pieces falling over the screen for a few seconds, in four depths (still, with reduced motion)."""

    def __init__(self, size: tuple[int, int], seed: int, *, still: bool, falling: int = PIECES) -> None:
        """``falling`` pieces come down from the top for a few seconds (none: only what is thrown)."""
        self.rng = random.Random(seed)
        self.still = still
        self.elapsed = 0.0
        self.size = size
        self.pictures = pictures_at(piece_unit(size))
        pieces = [
            self._piece(self.rng.uniform(0, size[1]) if still else -self.rng.uniform(0, size[1]))
            for _ in range(falling)
        ]
        self.pieces = sorted(pieces, key=lambda p: p.depth)  # far ones drawn first

    def _piece(self, y: float, depth: int | None = None) -> Piece:
        w, h = self.size
        motion = 0.0 if self.still else 1.0
        if depth is None:
            depth = self.rng.choices(range(len(DEPTHS)), weights=DEPTH_WEIGHTS)[0]
        kind = self.rng.choices((PAPER, STREAMER, FOIL), weights=KIND_WEIGHTS)[0]
        if depth == NEAREST and kind == STREAMER:
            kind = PAPER
        speed = DEPTHS[depth][2] * (STREAMER_DRAG if kind == STREAMER else 1.0)
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
            kind,
            self.rng.randrange(len(FOILS) if kind == FOIL else len(COLOURS)),
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

    def draw(self, surface: pygame.Surface, depths: tuple[int, ...] = (*BEHIND, *IN_FRONT)) -> None:
        """The pieces at ``depths`` (all: far ones first), each a blit of its pre-drawn picture."""
        for p in self.pieces:
            if p.depth not in depths:
                continue
            tumble = round(p.tumble / math.pi * TUMBLE) % TUMBLE
            angle = round(p.turn / math.pi * TURNS) % TURNS
            picture = self.pictures[p.kind, p.colour, p.depth, tumble, angle]
            surface.blit(picture, picture.get_rect(center=(round(p.x), round(p.y))))


def draw_ribbon(picture: pygame.Surface, tail: int, corner: int, rim: int) -> pygame.Rect:
    """A red satin ribbon filling ``picture``: folded tails ``tail`` wide each side, in shade
    where they fold behind the body; the body's corners rounded ``corner``, lit from above (a
    sheen across its upper third, darker toward its foot), and a gold rim ``rim`` thick, brighter
    along its top. Returns the body (for its words)."""
    w, h = picture.get_size()
    body = pygame.Rect(tail, 0, w - 2 * tail, h)
    for side in (-1, 1):
        x0 = body.left if side < 0 else body.right
        points = [(x0, h * 0.2), (x0 + side * tail, h * 0.2), (x0 + side * tail * 0.55, h * 0.6)]
        points += [(x0 + side * tail, h), (x0, h)]
        pygame.draw.polygon(picture, RIBBON_BACK, points)
        fold = [(x0, h * 0.2), (x0 + side * tail * 0.45, h * 0.2), (x0, h * 0.55)]  # where it turns behind the body
        pygame.draw.polygon(picture, theme.mix(RIBBON_BACK, BLACK, 0.35), fold)
    satin = pygame.Surface(body.size, pygame.SRCALPHA)
    for y in range(body.h):
        t = y / max(1, body.h - 1)
        sheen = max(0.0, 1 - abs(t - 0.22) / 0.14)  # the light along the rounding of the satin
        tone = theme.mix(theme.mix(RIBBON_TOP, RIBBON_FOOT, t), WHITE, 0.28 * sheen)
        pygame.draw.line(satin, tone, (0, y), (body.w - 1, y))
    shape = pygame.Surface(body.size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=corner)
    satin.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    picture.blit(satin, body)
    pygame.draw.rect(picture, GOLD_DARK, body, rim, border_radius=corner)
    pygame.draw.rect(picture, theme.GOLD, body.inflate(-max(1, rim // 3), -max(1, rim // 3)), rim, border_radius=corner)
    lit = pygame.Rect(body.x + corner, body.y, body.w - 2 * corner, max(1, rim // 2))
    picture.fill(theme.mix(theme.GOLD, WHITE, 0.5), lit)
    return body


def arrival(picture: pygame.Surface) -> list[pygame.Surface]:
    """``picture`` coming down from half as large again, quickly sharp: its steps, the last itself."""
    steps = []
    for k in range(1, ARRIVAL_STEPS):
        scale = 1.0 + 0.5 * (1 - ease_out_cubic(k / ARRIVAL_STEPS))
        steps.append(pygame.transform.smoothscale(picture, [round(d * scale) for d in picture.get_size()]))
    return [*steps, picture]


def clear_of(ribbon: pygame.Rect, head: int, keep_off: Sequence[pygame.Rect], gap: int) -> pygame.Rect:
    """``ribbon`` lowered under what of ``keep_off`` it covers above the panel's ``head`` and
    narrowed off what it covers beside the panel (its tails reached a name plate beside it)."""
    ribbon = ribbon.copy()
    for _seat in keep_off:  # moved off one, it may meet another: until it covers none
        hit = [seat for seat in keep_off if seat.colliderect(ribbon)]
        if not hit:
            break
        for seat in hit:
            if seat.top < head:
                ribbon.top = max(ribbon.top, seat.bottom + gap)
            elif seat.centerx < ribbon.centerx:
                ribbon.width, ribbon.left = ribbon.right - seat.right - gap, seat.right + gap
            else:
                ribbon.width = seat.left - gap - ribbon.left
    return ribbon


class Cheer:
    """A short cheer over a panel (a Quick Round won): a ribbon with ``words`` comes down over
    the panel's head and a burst of confetti flies out of it; after ``CHEER_TIME`` seconds, the
    last of them fading, it is done. It only draws: the panel under it keeps its input."""

    def __init__(self, words: str, size: tuple[int, int], seed: int) -> None:
        self.words = words
        self.elapsed = 0.0
        self.thrown = False
        self.confetti = Confetti(size, seed, still=False, falling=0)
        self.steps: list[pygame.Surface] = []
        self.layer = pygame.Surface((1, 1))
        self.at = pygame.Rect(0, 0, 1, 1)

    @property
    def done(self) -> bool:
        return self.elapsed >= CHEER_TIME

    def place(
        self,
        size: tuple[int, int],
        panel: pygame.Rect,
        tx: Callable[[float], int],
        px: int,
        keep_off: Sequence[pygame.Rect] = (),
    ) -> None:
        """The ribbon across the head of ``panel`` (``tx``: design units in pixels; ``px``: its
        words' size), lowered under anything of ``keep_off`` it would cover (the seats' faces
        and names: at 1280x720 200% it lay on the top seat's face), its pictures for this
        window size, and the confetti in it."""
        if self.confetti.size != size:
            self.confetti = Confetti(size, self.confetti.rng.randrange(1 << 30), still=False, falling=0)
            self.thrown = False
        self.at = pygame.Rect(0, 0, min(panel.w + tx(40), tx(560), size[0]), max(tx(64), round(px * 1.6)))
        self.at.midtop = (panel.centerx, max(0, panel.top - tx(10)))
        self.at.clamp_ip(pygame.Rect((0, 0), size))  # a panel at the window's side: the ribbon stays in it
        self.at = clear_of(self.at, panel.top, keep_off, tx(4))
        picture = pygame.Surface(self.at.size, pygame.SRCALPHA)
        body = draw_ribbon(picture, tx(22), tx(8), max(2, tx(3)))
        words = fit_text(self.words, body.w - tx(24), body.h - tx(8), px, theme.GOLD, bold=True)
        picture.blit(words, words.get_rect(center=body.center))
        self.steps = arrival(picture.convert_alpha() if pygame.display.get_surface() is not None else picture)
        self.layer = pygame.Surface(size, pygame.SRCALPHA)  # the last moments fade through it

    def banner_rect(self) -> pygame.Rect:
        return pygame.Rect(self.at)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if not self.thrown:
            self.thrown = True
            self.confetti.throw(self.at.midtop, CHEER_BURST)
        self.confetti.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The confetti, the ribbon (arriving, then still) and the near pieces in front of it; in
        the last moments all of it fades."""
        fade = min(1.0, (CHEER_TIME - self.elapsed) / CHEER_FADE)
        target = surface
        if fade < 1.0:
            self.layer.fill((0, 0, 0, 0))
            target = self.layer
        self.confetti.draw(target, BEHIND)
        k = min(len(self.steps) - 1, int(ease_out_cubic(min(1.0, self.elapsed / CHEER_ARRIVE)) * (len(self.steps) - 1)))
        ribbon = self.steps[k]
        target.blit(ribbon, ribbon.get_rect(center=self.at.center))
        self.confetti.draw(target, IN_FRONT)  # the near pieces fly in front of it
        if target is self.layer:
            self.layer.set_alpha(round(255 * max(0.0, fade)))
            surface.blit(self.layer, (0, 0))


def sparkle_picture(size: int) -> pygame.Surface:
    """A glint of light ``size`` px across: a soft glow and four thin rays, the long pair upright,
    a bright core. Drawn at twice the size and smoothed."""
    n = max(8, size) * 2
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    big.blit(theme.glow(n // 2, (255, 240, 190), 170), (n // 4, n // 4))
    c = n / 2
    for (dx, dy), reach, across in (((0, 1), n / 2, n / 28), ((1, 0), n / 3, n / 36)):  # upright, then level
        tip, side = (dx * reach, dy * reach), (dy * across, dx * across)
        ray = [(c - tip[0], c - tip[1]), (c + side[0], c + side[1])]
        ray += [(c + tip[0], c + tip[1]), (c - side[0], c - side[1])]
        pygame.draw.polygon(big, (255, 252, 236, 235), ray)
    pygame.draw.circle(big, (255, 255, 255, 255), (round(c), round(c)), max(2, n // 16))
    small = pygame.transform.smoothscale(big, (n // 2, n // 2))
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


def trophy_picture(height: int, engraving: str = "") -> pygame.Surface:
    """A gold cup on a dark plinth, lit from the upper left: the bowl shaded across, two handles,
    a bright rim and a glint, and a soft glow behind it; ``engraving`` (short: the match's
    target) in gold on the plinth's plaque. Drawn at twice the size and smoothed."""
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
    plaque = plinth.inflate(-n // 8, -n // 20)
    pygame.draw.rect(big, gold, plaque, max(1, n // 120))
    if engraving:  # the line's room above and below the digits may lie over the plaque's rule
        words = fit_text(engraving, plaque.w - n // 15, plaque.h + n // 30, round(plaque.h * 1.2), gold, bold=True)
        big.blit(words, words.get_rect(center=plaque.center))
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
