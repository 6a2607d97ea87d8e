"""Tiles in motion: a pose (where and how a tile lies) and a tween between two poses.

The scene only ever sets a new target pose; where the tile is on a given frame is a
function of time, so drawing reads and never changes anything. With reduced motion a tween
is a fade: the tile fades out where it was, then in where it goes, never sliding between.
"""

from __future__ import annotations

import functools
import itertools
import math
from typing import NamedTuple

import pygame

from game.engine.tiles import Tile
from game.ui import theme
from game.ui.kept import Kept
from game.ui.table.render.draw_tile import (
    CORNER,
    TileArt,
    blurred_rect,
    depth,
    resting_shadow_offset,
    side_tone,
    trimmed,
)
from game.ui.theme import Color
from game.ui.tween import Ease, ease_in_out_cubic, lerp, progress

_WHITE, _BLACK = (255, 255, 255), (0, 0, 0)


class Pose(NamedTuple):
    """Where and how a tile lies: its centre, short side, the turn of its art, face up or down,
    and which layer it is drawn in at rest."""

    x: float  # centre
    y: float
    size: int  # short side in pixels
    angle: int  # art rotation, counter-clockwise degrees (0: low half on the left)
    face_up: bool
    layer: int = 0  # drawing order at rest: chain, boneyard, hands


CHAIN, PILE, HAND = 0, 1, 2
FLIGHT_POP = 0.08  # how much larger a tile looks at the top of its flight
FLIP_POP = 0.35  # and at the top of a turn-over


def _turn(a: float, b: float) -> float:
    """The end angle reached by the shorter way round from ``a`` (tiles never spin 270)."""
    return a + ((b - a + 180) % 360 - 180)


class Tweening(NamedTuple):
    """How a tile heads for its new pose: after ``delay`` seconds, along ``ease``; or (``fade``,
    with reduced motion) fading out where it was and in where it goes."""

    delay: float = 0.0
    ease: Ease = ease_in_out_cubic
    fade: bool = False
    grounded: bool = False  # slides where it lies, never lifted (the camera moving the line)


SLIDE = Tweening()


class Sprite:
    """One tile on the screen: the pose it left, the pose it is heading for, and when; where it
    is on a frame is a function of the time."""

    __slots__ = ("duration", "ease", "end", "fade", "grounded", "start", "t0", "tile")

    def __init__(self, tile: Tile, pose: Pose) -> None:
        self.tile = tile
        self.start = pose
        self.end = pose
        self.t0 = 0.0
        self.duration = 0.0
        self.ease: Ease = ease_in_out_cubic
        self.fade = False
        self.grounded = False

    def retarget(self, pose: Pose, now: float, duration: float, how: Tweening = SLIDE) -> None:
        """Head for ``pose`` from wherever the tile is now, in ``duration`` seconds ``how``."""
        if pose == self.end:
            return
        self.start = self.frozen(now)
        self.end = pose
        self.t0 = now + how.delay
        self.duration = duration
        self.ease = how.ease
        self.fade = how.fade
        self.grounded = how.grounded

    def alpha(self, now: float) -> float:
        """1 but in a fade: down to 0 at the old place over the first half, back up at the new."""
        if not self.fade:
            return 1.0
        t = progress(now, self.t0, self.duration)
        return abs(1 - 2 * t) if t < 1 else 1.0

    def frozen(self, now: float) -> Pose:
        """The pose at ``now`` as a resting pose (the start of a new tween)."""
        x, y, size, angle, face_up, _ = self.at(now)
        return Pose(x, y, round(size), round(angle) % 360, face_up=face_up >= 0.5, layer=self.end.layer)

    def moving(self, now: float) -> bool:
        return now < self.t0 + self.duration

    def height(self, now: float) -> float:
        """How high the tile is off the table, 0..1: up and down again over a move or a turn-over
        (its shadow falls farther and softer the higher it is); 0 at rest, in a fade, and when
        it slides grounded (a tile of the line the camera pans or zooms: the line never hops)."""
        if self.fade or self.grounded or not self.moving(now) or now < self.t0:
            return 0.0
        return math.sin(math.pi * progress(now, self.t0, self.duration))

    def stacking(self, now: float) -> tuple[bool, int, int, float]:
        """Its place in the drawing order: tiles on the table first, by layer; within a layer the
        backs lying there, then the tiles turning over where they lie (the further through its turn
        over the one just begun), then the faces lying up: a hand-end flip never covers a face
        already turned up, nor a back one further turned. Tiles flying from place to place (a deal,
        a draw, a play) are drawn last, above the rest."""
        if self.t0 <= now < self.t0 + self.duration:
            return not self._turning_in_place(), self.end.layer, 1, progress(now, self.t0, self.duration)
        lying = self.start if now < self.t0 else self.end
        return False, lying.layer, 2 if lying.face_up else 0, 0.0

    def _turning_in_place(self) -> bool:
        """Turning over at its seat (a hand-end flip), not flying to another part of the table."""
        return self.turning() and self.start.layer == self.end.layer == HAND

    def turning(self) -> bool:
        """Turning over (face down to up or back) in its current tween."""
        return self.start.face_up != self.end.face_up

    def at(self, now: float) -> tuple[float, float, float, float, float, float]:
        """(x, y, size, angle, face, flip): face 1 = up; flip is the squash (1 = flat) of a turn-over."""
        a, b = self.start, self.end
        t = progress(now, self.t0, self.duration)
        if t >= 1 or (self.fade and t >= 0.5):
            return b.x, b.y, b.size, b.angle, float(b.face_up), 1.0
        if self.fade:
            return a.x, a.y, a.size, a.angle, float(a.face_up), 1.0
        e = self.ease(t)
        flip, face = 1.0, float(b.face_up)
        if a.face_up != b.face_up:
            flip = abs(math.cos(math.pi * t))
            face = float(a.face_up if t < 0.5 else b.face_up)
        angle = lerp(a.angle, _turn(a.angle, b.angle), e)
        return lerp(a.x, b.x, e), lerp(a.y, b.y, e), lerp(a.size, b.size, e), angle, face, flip


def draw_sprite(  # noqa: PLR0913  the surface, the art, the tile, the time, its lift, the camera's sizes
    surface: pygame.Surface, art: TileArt, sprite: Sprite, now: float, lift: int = 0, *, zoomed: Zoomed | None = None
) -> None:
    """The tile as it is at ``now``: at rest from the art's cache; on the move turned and scaled
    from its face (a tile the camera zooms at even sizes from ``zoomed``, each made once), or,
    turned another way than its face was drawn or turning over, from its top with its body drawn
    under it as it shows (``draw_solid``: the edge always down-right); off the table, its shadow."""
    x, y, size, angle, face, flip = sprite.at(now)
    alpha = sprite.alpha(now)
    if alpha < 1.0:
        _draw_faded(surface, art, sprite, now, alpha)
        return
    end = sprite.end
    lying = flip == 1.0 and size == end.size and angle == end.angle
    if lying and _draw_lying(surface, art, sprite, (round(x), round(y) - lift), lift, face_up=bool(face)):
        return
    base = _base(art, sprite, face=bool(face))
    if (
        zoomed is not None
        and flip == 1.0
        and angle == end.angle == base.shown
        and (sprite.grounded or size == end.size)
    ):
        image = zoomed.image((base.picture, base.size), end.angle - base.shown, size)
        surface.blit(image, image.get_rect(center=(round(x), round(y) - lift)))
        return
    height = sprite.height(now)
    # Lifted toward the eye: a touch larger in flight; a turn-over pops up a third, so a flip
    # at the far side of the table is seen from across the room.
    grow = 1 + (FLIP_POP if sprite.turning() else FLIGHT_POP) * height
    base = _lit_nearest(art, sprite, base, angle, face=bool(face))
    zoom, turn = size / base.size * grow, _turn_from(base, angle, face=bool(face))
    centre = (round(x), round(y) - lift - round(size * 0.25 * height))
    if not sprite.grounded:  # off the table from the moment it leaves (the camera's slides stay as zoomed)
        low = height < 1 / 3  # leaving or landing: the shadow as large as its tile
        shadow_size = _shadow_size(size if low else size * grow, end.size, low=low)
        _draw_shadow(surface, art, Cast(shadow_size, angle, centre, height=height, flip=flip, landing=end.size))
    if base.top is not None and (flip < 1.0 or abs(turn) % 360 > 0.5):
        draw_solid(surface, Solid(base.top, turn, zoom, depth(base.size) * zoom, base.side, flip), centre)
        return
    picture = _squashed(base.picture, flip, upright=base.shown % 180 != 0) if flip < 1.0 else base.picture
    image = _turned_and_scaled(picture, turn, zoom)
    surface.blit(image, image.get_rect(center=centre))


def _shadow_size(size: float, landing: int, *, low: bool) -> int:
    """The size of the shadow a tile of ``size`` casts on the move, in steps from the size it lands
    at (each step's shadow is blurred once: at 4K a new one for every pixel the size passed was
    1.5-6 ms in the frames round a landing): fine steps near the table (``low``), so it eases
    into the resting one, coarse ones high up."""
    step = max(2, landing // (SHADOW_STEPS_LOW if low else SHADOW_STEPS_HIGH))
    return max(step, landing + step * round((size - landing) / step))


def _draw_lying(  # noqa: PLR0913  the surface, the art, the tile, where, its lift, which side up
    surface: pygame.Surface, art: TileArt, sprite: Sprite, centre: tuple[int, int], lift: int, *, face_up: bool
) -> bool:
    """The tile where it lies, or held up over it, from the art's cache: lying, with its shadow in
    one picture. False (nothing drawn) while its face is not drawn yet."""
    end, t = sprite.end, sprite.tile
    held = lift > 0 and end.layer == HAND  # raised over where it lies in the rack (a played tile's settle is no lift)
    lying = None if held else art.resting(t, end.size, end.angle, face_up=face_up)
    if lying is not None:
        lying.draw(surface, centre)
        return True
    image = art.ready_face(t, end.size, end.angle) if face_up else art.back(end.size, end.angle)
    if image is None:
        return False
    if held:
        _draw_held_shadow(surface, end, lift)
    else:  # its one picture with the shadow not made yet: the shadow, then the tile
        shadow = art.shadow(end.size, vertical=end.angle % 180 != 0)
        dx, dy = resting_shadow_offset(end.size)
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + dx, centre[1] + dy)))
    surface.blit(image, image.get_rect(center=centre))
    return True


def _squashed(picture: pygame.Surface, flip: float, *, upright: bool) -> pygame.Surface:
    """``picture`` squashed by a turn-over's ``flip`` across the tile's short side: along x when
    the picture stands upright, along y when it lies."""
    w, h = picture.get_size()
    return pygame.transform.scale(picture, (max(1, round(w * flip)), h) if upright else (w, max(1, round(h * flip))))


class Base(NamedTuple):
    """The pictures a tile on the move is drawn from: the tile on its body and its top alone (None
    if no longer kept), the short side and turn they were drawn at, and the tone of its side."""

    picture: pygame.Surface
    top: pygame.Surface | None
    size: int
    shown: int
    side: Color


def _base(art: TileArt, sprite: Sprite, *, face: bool) -> Base:
    """The pictures a tile on the move is drawn from: the face drawn at the pose it heads for when
    that is ready (a dealt tile flying to the rack), else the last face drawn (``TileArt.any_face``);
    the back as it lies face down at either end of the move (a tile an opponent plays turns up on
    its way from the hand: its back at the line's size would be drawn for the half a second it
    shows, 5-8 ms at 4K in the frame it leaves)."""
    end = sprite.end
    if not face:
        down = end if not end.face_up else sprite.start
        picture, top = art.back(down.size, down.angle), art.back_top(down.size, down.angle)
        return Base(picture, top, down.size, down.angle, art.side_tone(face_up=False))
    ready = art.ready_face(sprite.tile, end.size, end.angle)
    picture, size, shown = (ready, end.size, end.angle) if ready is not None else art.any_face(sprite.tile, end.size)
    return Base(picture, art.ready_top(sprite.tile, size, shown), size, shown, art.side_tone(face_up=True))


def _turn_from(base: Base, angle: float, *, face: bool) -> float:
    """How far ``base``'s pictures turn to show the tile at ``angle``: a back looks the same turned
    half a turn (its weave and emblem are symmetric), so it turns at most a quarter either way and
    its lit bevel stays on the lamp's side."""
    turn = angle - base.shown
    return turn if face else (turn + 90) % 180 - 90


def _lit_nearest(art: TileArt, sprite: Sprite, base: Base, angle: float, *, face: bool) -> Base:
    """``base``, or the top already drawn (at the size it flies from, to, or is drawn at) whose turn
    lies nearest ``angle``: a top's light is drawn in, so a top turned half a turn on its way
    showed its bevel lit on the lower right, the wrong side."""
    if not face or base.top is None:
        return base
    drawn = (
        base._replace(picture=picture, top=top, size=size, shown=shown)
        for size in {base.size, sprite.start.size, sprite.end.size}
        for shown in (0, 90, 180, 270)
        if (picture := art.ready_face(sprite.tile, size, shown)) is not None
        and (top := art.ready_top(sprite.tile, size, shown)) is not None
    )
    return min((base, *drawn), key=lambda b: (abs((angle - b.shown + 180) % 360 - 180), b.size != base.size))


ZOOM_GRAIN = 32  # the camera's zoom shows a tile's size in steps of about one part in this many


class Zoomed:
    """A tile's face at the sizes the camera passes through as it zooms the line: sizes in steps
    of about a thirtieth (2 px up to 1080p's tiles, 4-6 px at 4K's), each made once from the face
    and kept while the move lasts (at 4K a dozen tiles scaled anew each frame of a zoom cost more
    than the rest of the frame)."""

    def __init__(self, limit: int = 160) -> None:
        self._kept: Kept[pygame.Surface] = Kept(limit)

    def image(self, face: tuple[pygame.Surface, int], angle: int, size: float) -> pygame.Surface:
        """``face`` (unturned, and its short side) turned by ``angle`` (a quarter turn or more) at
        short side ``size`` rounded to its step, scaled smoothly: made once per size, so the cost
        of averaging the pixels (not dropping whole rows and columns, whose fine strokes then
        vanished and came back as the line eased out) is paid once, not per frame."""
        base, base_size = face
        step = max(2, 2 * round(size / (2 * ZOOM_GRAIN)))
        shown = max(2, step * round(size / step))

        def make() -> pygame.Surface:
            turned = pygame.transform.rotate(base, angle) if angle % 360 else base
            w, h = turned.get_size()
            zoom = shown / base_size
            return pygame.transform.smoothscale(turned, (max(1, round(w * zoom)), max(1, round(h * zoom))))

        return self._kept.get((base, angle, shown), make)


SMOOTH_TURN_BELOW = 100  # a tile on the move shorter than this is turned smoothly (it is cheap)


def _turned_and_scaled(base: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
    """``base`` turned ``angle`` degrees and scaled by ``zoom``, for a tile in motion: square to the
    table (most flights: a deal, a draw, a turn-over), an exact quarter turn and a plain scale,
    several times quicker at 4K than the smooth rotozoom an angled tile needs. An angled tile from
    ``SMOOTH_TURN_BELOW`` up (1440p, 4K) is scaled smoothly and turned by its nearest pixels: a
    fifth of rotozoom's 1.5-2 ms a frame at 4K, its edges' steps a pixel of a moving tile."""
    quarter = round(angle / 90)
    if abs(angle - quarter * 90) > 0.5:
        w, h = base.get_size()
        if min(w, h) * zoom < SMOOTH_TURN_BELOW:
            return pygame.transform.rotozoom(base, angle, zoom)
        size = (max(1, round(w * zoom)), max(1, round(h * zoom)))
        return pygame.transform.rotate(pygame.transform.smoothscale(base, size) if zoom != 1 else base, angle)
    turned = pygame.transform.rotate(base, quarter % 4 * 90) if quarter % 4 else base
    w, h = turned.get_size()
    return pygame.transform.scale(turned, (max(1, round(w * zoom)), max(1, round(h * zoom))))


class Cast(NamedTuple):
    """The shadow of a tile on the move: the tile's size and turn, its centre, and how high it is."""

    size: int
    angle: float  # degrees counter-clockwise, any: the shadow turns with its tile
    centre: tuple[int, int]
    height: float = 1.0
    flip: float = 1.0  # the squash of a turn-over: the shadow narrows as the tile turns edge-on
    landing: int | None = None  # the short side it lands at, whose shadows this one is scaled from


def _draw_shadow(surface: pygame.Surface, art: TileArt, cast: Cast) -> None:
    """The shadow down and to the right (light from the upper left), larger and softer than a
    resting tile's, the farther the higher the tile is (``height``: at 0, leaving or landing, as
    far as a resting tile's), turned as the tile is (a quarter turn of a cached one, and the rest
    of the way round by rotating it: only a tile turning on its way)."""
    quarter = round(cast.angle / 90)
    vertical = quarter % 2 != 0
    shadow = art.flight_shadow(cast.size, vertical=vertical, height=cast.height, landing=cast.landing)
    if cast.flip < 1.0:  # the turn squashes the tile's short side, never thinner than its edge edge-on
        w, h = shadow.get_size()
        across = max(cast.flip, depth(cast.size) / min(w, h))
        squashed = (max(1, round(w * across)), h) if vertical else (w, max(1, round(h * across)))
        shadow = pygame.transform.smoothscale(shadow, squashed)
    if abs(cast.angle - quarter * 90) > 0.5:
        shadow = _turned_shadow(shadow, cast.angle - quarter * 90)
    rest = resting_shadow_offset(cast.size)[0]
    offset = round(rest + (max(2, cast.size // 3) - rest) * cast.height)
    x, y = cast.centre
    surface.blit(shadow, shadow.get_rect(center=(x + offset, y + offset + (offset + 1) // 2)))


SHADOW_STEPS_LOW = 24  # a flying tile's shadow near the table is sized in steps of about a 24th of its landing size ...
SHADOW_STEPS_HIGH = 8  # ... and higher up in eighths
SHADOW_GRAIN = 40  # a turning tile's shadow is turned at a size with about this many px across, then smoothed up


@functools.lru_cache(maxsize=8)
def _shrunk(shadow: pygame.Surface) -> pygame.Surface:
    """``shadow`` at a fraction of its size (it is soft: it loses nothing that shows), made once."""
    k = max(1, round(min(shadow.get_size()) / SHADOW_GRAIN))
    w, h = shadow.get_size()
    return pygame.transform.smoothscale(shadow, (max(1, w // k), max(1, h // k)))


def _turned_shadow(shadow: pygame.Surface, angle: float) -> pygame.Surface:
    """``shadow`` turned ``angle`` degrees: turned small and smoothed up (at 4K a soft shadow turned
    at its size was 0.5-1 ms a frame, half that so)."""
    small = _shrunk(shadow)
    turned = pygame.transform.rotate(small, angle)
    k = shadow.get_width() / small.get_width()
    return pygame.transform.smoothscale(turned, (round(turned.get_width() * k), round(turned.get_height() * k)))


class Solid(NamedTuple):
    """A tile drawn from its top alone with its body added under it as it shows: turned any way in
    flight, or tipping as it turns over (a cached picture's body lies down-right only as drawn)."""

    top: pygame.Surface  # as cached: unturned, unsquashed
    turn: float  # degrees counter-clockwise the top is shown turned
    zoom: float  # and scaled
    edge: float  # the side edge's depth as shown, px
    side: Color  # the side's tone
    flip: float = 1.0  # the squash of a turn-over across the top's short side (1: lying flat)


ARC = 4  # segments per rounded corner of a body's outline


def _outline(size: tuple[float, float], radius: float, turn: float) -> list[tuple[float, float]]:
    """A rounded rectangle of ``size`` about (0, 0), turned ``turn`` degrees counter-clockwise, as
    a polygon going clockwise on the screen."""
    w, h = size
    r = max(0.0, min(radius, w / 2, h / 2))
    x, y = w / 2 - r, h / 2 - r
    corners = ((x, -y, -90), (x, y, 0), (-x, y, 90), (-x, -y, 180))
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    points = []
    for cx, cy, start in corners:
        for k in range(ARC + 1):
            a = math.radians(start + 90 * k / ARC)
            px, py = cx + r * math.cos(a), cy + r * math.sin(a)
            points.append((px * c + py * s, py * c - px * s))
    return points


class Band(NamedTuple):
    """One band of a side edge drawn on the move: from how far down-right of the top to how far,
    and its tone where the side faces down and (a shade darker) where it faces right."""

    start: float
    end: float
    front: Color
    right: Color


@functools.lru_cache(maxsize=64)
def _side_bands(side: Color, edge: float) -> tuple[Band, ...]:
    """The bands a side edge ``edge`` px deep is drawn in, lip to foot, in a resting tile's tones."""
    lip, steps = min(1.0, edge / 4), min(6, max(2, round(edge / 3)))
    whole = max(3, round(edge))  # the resting body's tones go pixel by pixel from its lip, 1
    bands = []
    for a, b in itertools.pairwise((0.0, *(lip + (edge - lip) * k / steps for k in range(steps + 1)))):
        tone = side_tone(side, 1 if a == 0 else max(2, round((a + b) / 2 * whole / edge)), whole)
        bands.append(Band(a, b, tone, theme.mix(tone, _BLACK, 0.22)))
    return tuple(bands)


def _draw_sides(surface: pygame.Surface, outline: list[tuple[float, float]], edge: float, side: Color) -> None:
    """The side edge of a top with ``outline`` (clockwise on the screen): the stretch of the
    outline facing away from the lamp swept ``edge`` px down-right, in bands from a lit lip to a
    dark foot, the part facing right a shade darker than the part facing down (split where the
    outline faces the corner's 45 degrees, as a resting tile's), its outer edges anti-aliased."""
    n = len(outline)
    facing = [math.degrees(math.atan2(p[0] - q[0], q[1] - p[1])) for p, q in itertools.pairwise([*outline, outline[0]])]
    away = [-45 < f <= 135 for f in facing]  # 0 facing right, 90 down
    first = next(i for i in range(n) if away[i] and not away[i - 1])
    run = [k % n for k in range(first, first + n) if away[k % n]]
    bands = _side_bands(side, round(edge * 4) / 4)  # a few depths, their tones kept
    for shaded in (True, False):
        stretches = [k for k in run if (facing[k] < 45) == shaded]
        if not stretches:
            continue
        points = [outline[k] for k in stretches] + [outline[(stretches[-1] + 1) % n]]
        for band in bands:
            a, b = band.start, band.end
            swept = [(x + a, y + a) for x, y in points] + [(x + b, y + b) for x, y in reversed(points)]
            pygame.draw.polygon(surface, band.right if shaded else band.front, swept)
        foot = bands[-1].right if shaded else bands[-1].front
        pygame.draw.aalines(surface, foot, closed=False, points=[(x + edge, y + edge) for x, y in points])
    for x, y in (outline[run[0]], outline[(run[-1] + 1) % n]):  # the body's flanks
        pygame.draw.aaline(surface, bands[len(bands) // 2].front, (x, y), (x + edge, y + edge))


def draw_solid(surface: pygame.Surface, solid: Solid, centre: tuple[int, int]) -> None:
    """``solid`` with its footprint (top and edge) centred on ``centre``: its body, and its top over it.
    Tipping in a turn-over, the side it turns toward shows beside the squashed top as a band as
    deep as its edge at edge-on, on whichever side then faces the lower right."""
    top, turn, zoom, edge = solid.top, solid.turn, solid.zoom, solid.edge
    w, h = top.get_size()
    upright = w < h  # the squash and the tipping side run across the top's short side
    tipped = edge * math.sqrt(max(0.0, 1 - solid.flip**2))
    shown = (w * zoom * solid.flip, h * zoom) if upright else (w * zoom, h * zoom * solid.flip)
    axis = (1.0, 0.0) if upright else (0.0, 1.0)
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    sign = 1.0 if (axis[0] * c + axis[1] * s) + (axis[1] * c - axis[0] * s) >= 0 else -1.0  # the band down-right
    whole = (shown[0] + tipped * axis[0], shown[1] + tipped * axis[1])
    mx, my = centre[0] - edge / 2, centre[1] - edge / 2  # the top's middle: the edge lies down-right of it
    outline = [(mx + px, my + py) for px, py in _outline(whole, CORNER * min(w, h) * zoom, turn)]
    _draw_sides(surface, outline, edge, solid.side)
    picture = _squashed(top, solid.flip, upright=upright) if solid.flip < 1.0 else top
    if tipped > 0.5:
        pygame.draw.polygon(surface, theme.mix(solid.side, _WHITE, 0.2), outline)
    if min(shown) < 1:  # edge-on: only its side shows
        return
    image = _turned_and_scaled(picture, turn, zoom)
    ox, oy = -sign * tipped / 2 * axis[0], -sign * tipped / 2 * axis[1]  # the top beside its band
    at = (mx + ox * c + oy * s, my + oy * c - ox * s)
    surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))


HELD_SHADOW_ALPHA = 64  # the darkest of a held tile's shadow, at its middle


def _draw_held_shadow(surface: pygame.Surface, pose: Pose, lift: int) -> None:
    """A tile held up over where it rests (the rack's tile pointed at): its shadow lies on the
    table where the tile rests, shifted down (and a little to the right: light from high on the
    upper left) as far as the tile is lifted, soft all round and light (it once used the in-flight shadow, a third
    of a tile away: a hard dark slab across the tile beside it)."""
    shadow = held_shadow(pose.size, vertical=pose.angle % 180 != 0)
    rest_x, rest_y = resting_shadow_offset(pose.size)
    dx, dy = rest_x + lift // 3, rest_y + lift  # the light high over the table: mostly down
    surface.blit(shadow, shadow.get_rect(center=(round(pose.x) + dx, round(pose.y) + dy)))


@functools.lru_cache(maxsize=8)
def held_shadow(size: int, *, vertical: bool) -> pygame.Surface:
    """A held tile's soft shadow: a little larger than its footprint, blurred by a sixth of a tile
    (softer and wider than a resting tile's), made once per size (a rack shows one size; the
    cache keeps a few for resizes). Blurred small and scaled up: blurred at its size it took
    20-60 ms at 4K, a hitch the first time a tile was lifted."""
    blur = max(2, size // 6)
    w, h = (size, 2 * size) if vertical else (2 * size, size)
    shadow = blurred_rect((w + blur, h + blur), 0, blur, max(1, size // 8), alpha=HELD_SHADOW_ALPHA)
    return trimmed(shadow).convert_alpha()


def _draw_faded(surface: pygame.Surface, art: TileArt, sprite: Sprite, now: float, alpha: float) -> None:
    """The tile at whichever end of its fade it is, see-through (no shadow: it would not fade with it)."""
    x, y, size, angle, face, _ = sprite.at(now)
    pose = Pose(x, y, round(size), round(angle) % 360, face_up=face >= 0.5)
    image = art.face(sprite.tile, pose.size, pose.angle) if pose.face_up else art.back(pose.size, pose.angle)
    image = image.copy()
    image.set_alpha(round(255 * alpha))
    surface.blit(image, image.get_rect(center=(round(x), round(y))))
