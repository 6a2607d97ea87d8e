"""Tiles in motion: a pose (where and how a tile lies) and a tween between two poses.

The scene only ever sets a new target pose; where the tile is on a given frame is a
function of time, so drawing reads and never changes anything. With reduced motion a tween
is a fade: the tile fades out where it was, then in where it goes, never sliding between.
"""

from __future__ import annotations

import functools
import math
from typing import NamedTuple

import pygame

from game.engine.tiles import Tile
from game.ui.kept import Kept
from game.ui.table.render.draw_tile import TileArt, resting_shadow_offset
from game.ui.tween import Ease, ease_in_out_cubic, lerp, progress


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
    from its face (a tile the camera zooms at even sizes from ``zoomed``, each made once)."""
    x, y, size, angle, face, flip = sprite.at(now)
    alpha = sprite.alpha(now)
    if alpha < 1.0:
        _draw_faded(surface, art, sprite, now, alpha)
        return
    end = sprite.end
    lying = flip == 1.0 and size == end.size and angle == end.angle
    if lying and _draw_lying(surface, art, sprite, (round(x), round(y) - lift), lift, face_up=bool(face)):
        return
    base, base_size, shown = _base(art, sprite, face=bool(face))
    if zoomed is not None and flip == 1.0 and angle == end.angle and (sprite.grounded or size == end.size):
        image = zoomed.image((base, base_size), end.angle - shown, size)
        surface.blit(image, image.get_rect(center=(round(x), round(y) - lift)))
        return
    height = sprite.height(now)
    # Lifted toward the eye: a touch larger in flight; a turn-over pops up a third, so a flip
    # at the far side of the table is seen from across the room.
    grow = 1 + (FLIP_POP if sprite.turning() else FLIGHT_POP) * height
    if flip < 1.0:  # squashed across the tile's long side (the picture may already stand upright)
        w, h = base.get_size()
        base = pygame.transform.scale(
            base, (max(1, round(w * flip)), h) if shown % 180 else (w, max(1, round(h * flip)))
        )
    image = _turned_and_scaled(base, angle - shown, size / base_size * grow)
    centre = (round(x), round(y) - lift - round(size * 0.25 * height))
    if height > 0.05:  # the larger, softer shadow of a tile off the table (sizes in steps: a few cached ones)
        step = max(2, end.size // 8)
        shadow_size = max(step, round(size * grow / step) * step)
        _draw_shadow(surface, art, Cast(shadow_size, round(angle / 90) * 90, centre, height=height, flip=flip))
    surface.blit(image, image.get_rect(center=centre))


def _draw_lying(  # noqa: PLR0913  the surface, the art, the tile, where, its lift, which side up
    surface: pygame.Surface, art: TileArt, sprite: Sprite, centre: tuple[int, int], lift: int, *, face_up: bool
) -> bool:
    """The tile where it lies, or held up over it, from the art's cache: lying, with its shadow in
    one picture. False (nothing drawn) while its face is not drawn yet."""
    end, t = sprite.end, sprite.tile
    held = lift > end.size // 8  # held up over where it lies, not settling
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


def _base(art: TileArt, sprite: Sprite, *, face: bool) -> tuple[pygame.Surface, int, int]:
    """The picture a tile on the move is drawn from, its short side, and the turn it shows: the
    face drawn at the pose it heads for when that is ready (a dealt tile flying to the rack), else
    the last face drawn (``TileArt.any_face``); the back as it lies face down at either end of the
    move (a tile an opponent plays turns up on its way from the hand: its back at the line's size
    would be drawn for the half a second it shows, 5-8 ms at 4K in the frame it leaves)."""
    end = sprite.end
    if not face:
        down = end if not end.face_up else sprite.start
        return art.back(down.size, down.angle), down.size, down.angle
    ready = art.ready_face(sprite.tile, end.size, end.angle)
    if ready is not None:
        return ready, end.size, end.angle
    return art.any_face(sprite.tile, end.size)


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
    """The shadow of a tile off the table: the tile's size and turn, its centre, and how high it is."""

    size: int
    angle: float
    centre: tuple[int, int]
    height: float = 1.0
    flip: float = 1.0  # the squash of a turn-over: the shadow narrows as the tile turns edge-on


def _draw_shadow(surface: pygame.Surface, art: TileArt, cast: Cast) -> None:
    """The shadow down and to the right (light from the upper left), larger and softer than a
    resting tile's, the farther the higher the tile is (``height``)."""
    vertical = cast.angle % 180 != 0
    shadow = art.shadow(cast.size, vertical=vertical, lifted=True)
    if cast.flip < 1.0:  # the turn squashes the tile's short side: across when it lies, along x standing
        w, h = shadow.get_size()
        squashed = (max(1, round(w * cast.flip)), h) if vertical else (w, max(1, round(h * cast.flip)))
        shadow = pygame.transform.smoothscale(shadow, squashed)
    rest = max(1, cast.size // 10)
    offset = round(rest + (max(2, cast.size // 3) - rest) * cast.height)
    x, y = cast.centre
    surface.blit(shadow, shadow.get_rect(center=(x + offset, y + offset + offset // 2)))


HELD_SHADOW_ALPHA = 64  # the darkest of a held tile's shadow, at its middle


def _draw_held_shadow(surface: pygame.Surface, pose: Pose, lift: int) -> None:
    """A tile held up over where it rests (the rack's tile pointed at): its shadow lies on the
    table where the tile rests, shifted down (and a little to the right: light from high on the
    upper left) as far as the tile is lifted, soft all round and light (it once used the in-flight shadow, a third
    of a tile away: a hard dark slab across the tile beside it)."""
    shadow = held_shadow(pose.size, vertical=pose.angle % 180 != 0)
    rest = max(1, pose.size // 10)
    dx, dy = rest + lift // 3, rest + lift  # the light high over the table: mostly down
    surface.blit(shadow, shadow.get_rect(center=(round(pose.x) + dx, round(pose.y) + dy)))


@functools.lru_cache(maxsize=8)
def held_shadow(size: int, *, vertical: bool) -> pygame.Surface:
    """A held tile's soft shadow: its footprint darkened, blurred by a sixth of a tile, made once
    per size (a rack shows one size; the cache keeps a few for resizes)."""
    blur = max(2, size // 6)
    w, h = (size, 2 * size) if vertical else (2 * size, size)
    shadow = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    footprint = pygame.Rect(2 * blur, 2 * blur, w, h).inflate(-blur, -blur)
    pygame.draw.rect(shadow, (0, 0, 0, HELD_SHADOW_ALPHA), footprint, border_radius=max(1, size // 8))
    return pygame.transform.gaussian_blur(shadow, blur)


def _draw_faded(surface: pygame.Surface, art: TileArt, sprite: Sprite, now: float, alpha: float) -> None:
    """The tile at whichever end of its fade it is, see-through (no shadow: it would not fade with it)."""
    x, y, size, angle, face, _ = sprite.at(now)
    pose = Pose(x, y, round(size), round(angle) % 360, face_up=face >= 0.5)
    image = art.face(sprite.tile, pose.size, pose.angle) if pose.face_up else art.back(pose.size, pose.angle)
    image = image.copy()
    image.set_alpha(round(255 * alpha))
    surface.blit(image, image.get_rect(center=(round(x), round(y))))
