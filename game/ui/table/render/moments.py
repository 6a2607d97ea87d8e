"""What the seats say and feel as moves land: faces (pleased, annoyed), speech badges ("Pass",
"Draws 3", "Domino!"), points flying to the score, and the last tile played.

``Moments`` is set by the view when a move's motion lands and read by drawing with the time;
each moment fades by the clock, so nothing needs to be taken down. The pictures (portraits,
badges) are rendered once per look and blitted after that.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol

import pygame

from game.engine.actions import LEFT, RIGHT, Placement
from game.engine.tiles import Tile
from game.fonts import font
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.callouts import Callouts
from game.ui.portraits import FRAME_GOLD, Color, Expression, portrait_face, portrait_frame
from game.ui.quips import SHOWN
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.hud import Stamps
from game.ui.table.render.layout import Box
from game.ui.table.render.motion import BADGE_TIME, MOOD_TIME
from game.ui.table.render.teams import TEAMS
from game.ui.tween import ease_in_out_cubic, ease_out_cubic, lerp, progress

RISE = 56  # design units a points pop-up rises from the chain before it flies to the score
RISE_END, HOLD_END = 0.3, 0.5  # shares of a flight: up from the line popping large, held to be read, then across
SCORE_GLOW = 0.6  # seconds a score glows after points reach it
QUOTE_FADE = 0.2  # of a bubble's life (``SHOWN``): it fades over this share, at its end or as it yields
QUOTE_HELD = 1.2  # seconds a bubble is read before a tile landing makes it yield (at 200% an old one crowded the line)


@dataclass(frozen=True)
class PointsFlight:
    """``points`` scored by ``unit``, leaving the tile at ``start`` at time ``t0`` for ``duration``;
    ``ends``: the tiles at the line's open ends, whose numbers made the points."""

    unit: int
    points: int
    start: tuple[float, float]
    t0: float
    duration: float
    ends: tuple[Tile, ...] = ()
    held: tuple[float, float] | None = None  # where it is held to be read (None: ``rise`` straight up)
    share: float = 1.0  # of its size, risen and held (less where the felt beside the end is small)

    def held_at(self, rise: float) -> tuple[float, float]:
        """Where the points are held over the table: their own place, else ``rise`` above ``start``."""
        return self.held if self.held is not None else (self.start[0], self.start[1] - rise)

    def rising(self, now: float) -> bool:
        """Still over the line (rising or held), not yet on its way to the score."""
        return self.t0 <= now < self.t0 + HOLD_END * self.duration


@dataclass
class Moments:
    """The seats' passing moments: speech badges, moods and lines, each with its time."""

    moods: dict[int, tuple[Expression, float]] = field(default_factory=dict)  # seat -> (face, until)
    badges: dict[int, tuple[str, float]] = field(default_factory=dict)  # seat -> (words, since)
    last: Tile | None = None  # the tile played last, marked until the next one lands
    landed_at: float = -1.0  # when it landed (its settle bounce follows)
    drawing: tuple[int, int] = (-1, 0)  # (seat, tiles drawn) in the turn going on
    quotes: dict[int, tuple[str, float]] = field(default_factory=dict)  # seat -> (a line of theirs, since)
    hushed: dict[int, float] = field(default_factory=dict)  # seat -> when its line, yielding to play, began to fade

    def feel(self, seat: int, mood: Expression, now: float) -> None:
        self.moods[seat] = (mood, now + MOOD_TIME)

    def say(self, seat: int, words: str, now: float) -> None:
        self.badges[seat] = (words, now)

    def quote(self, seat: int, line: str | None, now: float) -> None:
        """A character's line of personality in a bubble at their seat (None: they keep quiet)."""
        if line is not None:
            self.quotes[seat] = (line, now)
            self.hushed.pop(seat, None)

    def quoted(self, seat: int, now: float) -> tuple[str, float] | None:
        """The seat's line and its opacity now (fading over its last fifth, or from when it
        yielded to a tile played: ``played``), or None."""
        said = self.quotes.get(seat)
        if said is None:
            return None
        fade = SHOWN * QUOTE_FADE
        ends = min(said[1] + SHOWN, self.hushed.get(seat, float("inf")) + fade)
        if not said[1] <= now < ends:
            return None
        return said[0], min(1.0, (ends - now) / fade)

    def drew(self, seat: int, now: float) -> None:
        """One more tile drawn by ``seat`` this turn: its badge counts them."""
        count = self.drawing[1] + 1 if self.drawing[0] == seat else 1
        self.drawing = (seat, count)
        self.say(seat, draws_words(count), now)

    def played(self, tile: Tile, now: float) -> None:
        """A tile landed on the chain: the mark moves to it (and stays through draws and
        passes until the next tile is played), and the turn's draws are over."""
        self.last = tile
        self.landed_at = now
        self.drawing = (-1, 0)
        for seat, (_line, since) in self.quotes.items():  # talk yields to play: an old line leaves the board
            if now - since >= QUOTE_HELD and seat not in self.hushed:
                self.hushed[seat] = now

    def went_out(self, seat: int, now: float) -> None:
        """A domino: the seat says so, and the turn's words said before it at every seat ("Draws 2") are over."""
        self.badges.clear()
        self.say(seat, domino_words(), now)
        self.drawing = (-1, 0)

    def passed(self, seat: int, now: float) -> None:
        """A pass: said at the seat, with an annoyed face; the turn's draws are over."""
        self.say(seat, pass_words(), now)
        self.feel(seat, Expression.ANNOYED, now)
        self.drawing = (-1, 0)

    def clear(self) -> None:
        self.moods.clear()
        self.badges.clear()
        self.quotes.clear()
        self.hushed.clear()
        self.last = None
        self.drawing = (-1, 0)

    def face(self, seat: int, now: float, *, thinking: bool) -> Expression:
        """The seat's face now: a mood while it lasts, else thinking (its computer choosing) or neutral."""
        mood = self.moods.get(seat)
        if mood is not None and now < mood[1]:
            return mood[0]
        return Expression.THINKING if thinking else Expression.NEUTRAL

    def badge(self, seat: int, now: float) -> tuple[str, float] | None:
        """The seat's words and their opacity (0..1) now, or None when there are none."""
        said = self.badges.get(seat)
        if said is None or not said[1] <= now < said[1] + BADGE_TIME:
            return None
        age = (now - said[1]) / BADGE_TIME
        return said[0], 1.0 if age < 0.6 else (1 - age) / 0.4


def draws_words(count: int) -> str:
    return ngettext("Draws {n}", "Draws {n}", count).format(n=count)


def pass_words() -> str:
    return _("Pass")


def domino_words() -> str:
    return _("Domino!")


BLINKING = (Expression.NEUTRAL, Expression.THINKING)  # the idle faces, the ones that blink


class Portraits:
    """The seated characters' portraits at one size: every expression of every character, the
    blink of the idle faces, and the frames they sway in (gold, or a team's colour), drawn when
    the size is set (a table start or a resize; a few milliseconds each), so no frame ever
    waits for a face, however many change at once."""

    def __init__(self) -> None:
        self._ready: dict[tuple[str, Expression, bool], pygame.Surface] = {}
        self._frames: dict[tuple[Color, bool], pygame.Surface] = {}
        self._size = 0

    def prepare(self, characters: Iterable[str], size: int) -> None:
        if size != self._size:
            self._ready.clear()
            self._size = size
            self._frames = {
                (ring, thinking): portrait_frame(size, ring, thinking=thinking)
                for ring in (FRAME_GOLD, *(team.colour for team in TEAMS))
                for thinking in (False, True)
            }
        for character in dict.fromkeys(characters):
            for expression in Expression:
                self._draw(character, expression, blink=False)
            for expression in BLINKING:
                self._draw(character, expression, blink=True)

    def _draw(self, character: str, expression: Expression, *, blink: bool) -> None:
        if (character, expression, blink) not in self._ready:
            self._ready[character, expression, blink] = portrait_face(character, expression, self._size, blink=blink)

    def get(self, character: str, expression: Expression, *, blink: bool = False) -> pygame.Surface | None:
        """The face (eyes shut for a ``blink``, if it is an idle face); None for a character not seated."""
        return self._ready.get((character, expression, blink and expression in BLINKING))

    def frame(self, ring: Color, *, thinking: bool) -> pygame.Surface:
        """The frame round a face, its ring in ``ring`` (with the bubble of a thinking face)."""
        kept = self._frames.get((ring, thinking))
        return kept if kept is not None else portrait_frame(self._size, ring, thinking=thinking)


class FaceShown(Protocol):
    """A seat's portrait as the HUD shows it this frame."""

    @property
    def box(self) -> Box: ...
    @property
    def character(self) -> str: ...
    @property
    def face(self) -> Expression: ...
    @property
    def idle(self) -> tuple[float, float, bool]: ...


def draw_portrait(surface: pygame.Surface, faces: Portraits, shown: FaceShown, ring: Color = FRAME_GOLD) -> None:
    """The face at its box, moved by its idle life (the head's sway, in shares of the size, and
    a blink), inside a frame (its ring in ``ring``) that stays still."""
    box, idle = shown.box, shown.idle
    picture = faces.get(shown.character, shown.face, blink=idle[2])
    if picture is not None:
        centre = (box.x + box.w // 2, box.y + box.h // 2)
        surface.blit(
            picture, picture.get_rect(center=(centre[0] + round(idle[0] * box.w), centre[1] + round(idle[1] * box.h)))
        )
        frame = faces.frame(ring, thinking=shown.face is Expression.THINKING)
        surface.blit(frame, frame.get_rect(center=centre))


def badge_size(fonts: theme.Fonts, g: Geometry, words: str) -> tuple[int, int]:
    """How large a speech badge saying ``words`` is (others keep clear of it)."""
    text = fonts.text(words, g.text(15), theme.TEXT, bold=True)
    return text.get_width() + g.tx(22), text.get_height() + g.tx(8)


class SaidShown(Protocol):
    """A speech badge as the HUD shows it this frame: its words, opacity and anchor."""

    @property
    def words(self) -> str: ...
    @property
    def opacity(self) -> float: ...
    @property
    def at(self) -> tuple[str, tuple[int, int]]: ...


def draw_badge(surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, stamps: Stamps, badge: SaidShown) -> None:
    """A speech badge with its ``at`` point (a Rect attribute such as "midleft", and a place):
    light words on a dark pill with a gold rim."""
    px = g.text(15)
    words, opacity, at = badge.words, badge.opacity, badge.at

    def paint(stamp: pygame.Surface) -> None:
        rect = stamp.get_rect()
        pygame.draw.rect(stamp, theme.PANEL, rect, border_radius=rect.h // 2)
        pygame.draw.rect(stamp, theme.GOLD, rect, max(1, g.tx(2)), border_radius=rect.h // 2)
        text = fonts.text(words, px, theme.TEXT, bold=True)
        stamp.blit(text, text.get_rect(center=rect.center))

    stamp = stamps.get(("badge", words, px), badge_size(fonts, g, words), paint)
    stamp.set_alpha(round(255 * max(0.0, min(1.0, opacity))))
    surface.blit(stamp, stamp.get_rect(**{at[0]: at[1]}))


class FlightPose(NamedTuple):
    """Where a points pop-up is this frame, how opaque, and how large (1: ``POINTS_PX``)."""

    x: float
    y: float
    opacity: float
    scale: float


LEAVING, POP, HELD, ARRIVED = 0.6, 1.35, 1.15, 0.5  # its size leaving the line, at the top, held, arriving


def flight_at(flight: PointsFlight, goal: tuple[int, int], now: float, rise: float) -> FlightPose:
    """A points pop-up: up from the line to where it is held (``held_at``), swelling large; held
    there a moment to be read from across the room; then across to the score at ``goal``,
    shrinking to the score's size and fading a little as it arrives."""
    t = progress(now, flight.t0, flight.duration)
    (x0, y0), (x1, y1) = flight.start, flight.held_at(rise)
    share = flight.share
    if t < RISE_END:
        e = ease_out_cubic(t / RISE_END)
        return FlightPose(lerp(x0, x1, e), lerp(y0, y1, e), 1.0, lerp(LEAVING, POP, e) * share)
    if t < HOLD_END:
        held = ease_in_out_cubic((t - RISE_END) / (HOLD_END - RISE_END))
        return FlightPose(x1, y1, 1.0, lerp(POP, HELD, held) * share)
    e = ease_in_out_cubic((t - HOLD_END) / (1 - HOLD_END))
    opacity = 1.0 if t < 0.8 else 1 - (t - 0.8) / 0.2 * 0.6
    return FlightPose(lerp(x1, goal[0], e), lerp(y1, goal[1], e), opacity, lerp(HELD * share, ARRIVED, e))


POINTS_PX = 64  # design units: points read from across the room
LARGE_TEXT_GROWTH = 1.25  # at most this much larger at a large UI scale
POINTS_STEPS = 8  # the pop-up's sizes are drawn in this many steps per size of ``POINTS_PX``, each once


class PointsShown(Protocol):
    """Points in the air as the HUD shows them this frame."""

    @property
    def points(self) -> int: ...
    @property
    def at(self) -> tuple[float, float]: ...
    @property
    def opacity(self) -> float: ...
    @property
    def scale(self) -> float: ...


def points_place(
    fonts: theme.Fonts, callouts: Callouts, g: Geometry, shown: PointsShown
) -> tuple[pygame.Surface, pygame.Rect, int]:
    """ "+10" large in gold with a dark edge and a glow, at its size (in steps, each drawn crisp
    once), centred on its place: the picture, where it goes, and its text's size in pixels."""
    px = points_px(g, shown.scale)
    picture = callouts.points(fonts, shown.points, px)
    return picture, picture.get_rect(center=(round(shown.at[0]), round(shown.at[1]))), px


def points_px(g: Geometry, scale: float) -> int:
    """The points' text size at ``scale`` of their full size (in ``POINTS_STEPS`` steps)."""
    step = max(1, round(scale * POINTS_STEPS))
    full = min(g.tx(POINTS_PX), g.px(POINTS_PX * LARGE_TEXT_GROWTH))  # large text grows it less: the seats stay clear
    return max(1, full * step // POINTS_STEPS)


HELD_GAP = 4  # design units between held points and the tiles round them
NEAR_STEPS = 4  # held points are looked for up to this many quarters of their size above or below the end
AWAY_STEPS = 3  # and this many along the line
HELD_SHARES = (1.0, 0.85, 0.7, 0.55)  # of their size, the held points shrink to fit the felt beside the end
HELD_LEAST = 40  # design units at 100%: held points never smaller (they read across the room)


def held_place(
    g: Geometry, points: int, end: pygame.Rect, taken: Sequence[pygame.Rect]
) -> tuple[tuple[int, int], float] | None:
    """Where ``points`` made at the line's end tile ``end`` are held to be read, and at what share
    of their size: in free felt beside the end (at 200% held straight up they lay over the line's
    end tiles), their words at their largest touching none of the tiles and controls ``taken``
    nor a seat's face or name; the largest that finds room, at the nearest place, above the end
    rather than below it. None where none finds room near (they rise straight up)."""
    gap = g.px(HELD_GAP)
    top = g.top_bar.y + g.top_bar.h
    felt = pygame.Rect(g.inset, top, g.width - 2 * g.inset, g.height - g.inset - top)
    seats = [pygame.Rect(box) for place in g.seats for box in (place.plate, place.portrait) if box.w]
    keep_off = [*taken, *seats]
    for share in HELD_SHARES:
        px = points_px(g, POP * share)
        if px < g.px(HELD_LEAST):
            break
        w, h = font(px, bold=True).size(f"+{points}")
        rim = max(2, px // 12)  # the words' dark edge (``callouts.points_picture``)
        words = pygame.Rect(0, 0, w + 2 * rim, h + 2 * rim)
        for at in _near(end, words.size, gap):
            words.center = at
            if felt.contains(words) and words.inflate(2 * gap, 2 * gap).collidelist(keep_off) < 0:
                return at, share
    return None


def _near(end: pygame.Rect, size: tuple[int, int], gap: int) -> list[tuple[int, int]]:
    """Places round ``end`` for words of ``size``: just clear of its edges, or on its middle
    lines, then further out in steps of a quarter of the size; nearest first: up from the end
    sooner than aside, aside sooner than down."""
    w, h = size
    steps, aside = range(NEAR_STEPS), range(AWAY_STEPS)  # never far along the line: the points are the end's
    xs = {end.centerx + i * w // 4 for i in range(-AWAY_STEPS, AWAY_STEPS + 1)}
    xs |= {
        x for j in aside for x in (end.left - gap - w // 2 - j * w // 4, end.right + gap + (w + 1) // 2 + j * w // 4)
    }
    ys = {end.centery + k * h // 4 for k in range(-NEAR_STEPS, NEAR_STEPS + 1)}
    ys |= {
        y for j in steps for y in (end.top - gap - (h + 1) // 2 - j * h // 4, end.bottom + gap + h // 2 + j * h // 4)
    }
    return sorted(
        ((x, y) for x in xs for y in ys),
        key=lambda at: 1.5 * abs(at[0] - end.centerx) + (at[1] - end.centery) * (2 if at[1] > end.centery else -1),
    )


def line_ends(chain: Sequence[Placement]) -> tuple[Tile, ...]:
    """The tiles at the line's two open ends (one tile when only the first is down)."""
    if not chain:
        return ()
    ends = {p.end: p.tile for p in chain[1:]}
    return tuple(dict.fromkeys((ends.get(LEFT, chain[0].tile), ends.get(RIGHT, chain[0].tile))))


def mark_last(surface: pygame.Surface, g: Geometry, stamps: Stamps, box: pygame.Rect) -> None:
    """A soft gold outline round the tile played last."""
    pad = g.px(4)
    size = (box.w + 2 * pad, box.h + 2 * pad)

    def paint(stamp: pygame.Surface) -> None:
        rect = stamp.get_rect()
        for i, alpha in enumerate((50, 90, 170)):
            ring = rect.inflate(-2 * i, -2 * i)
            pygame.draw.rect(stamp, (*theme.GOLD, alpha), ring, max(1, g.px(1)), border_radius=g.px(6))

    stamp = stamps.get(("last", size), size, paint)
    surface.blit(stamp, (box.x - pad, box.y - pad))


def seat_speech_anchor(portrait_box: Box, plate: Box, side: str, gap: int) -> tuple[str, tuple[int, int]]:
    """Where a seat's badge hangs: beside its portrait on the table's side, under it at the
    top, above the name plate for the human."""
    if side == "bottom" or portrait_box.w == 0:
        return "midbottom", (plate.x + plate.w // 2, plate.y - gap)
    middle_y = portrait_box.y + portrait_box.h // 2
    if side == "left":
        return "midleft", (portrait_box.right + gap, middle_y)
    if side == "right":
        return "midright", (portrait_box.x - gap, middle_y)
    return "midtop", (portrait_box.x + portrait_box.w // 2, portrait_box.bottom + gap)
