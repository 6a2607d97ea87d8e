"""What the table's view draws around the tiles: the score bar, the seats' portraits, name
plates and speech badges, and points on their way to the bar. The view sums up what they show
this frame in a ``HudFrame``; the functions here draw that frame and nothing else (they never
see the view), with the view's caches of stamps and faces."""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

import pygame

from game.ui import layout_items, skin, theme
from game.ui.callouts import BURST_STAGES, Callouts, HungBubble, bubble_shadow, points_glow, tail_reach
from game.ui.portraits import FRAME_GOLD, Expression
from game.ui.table.render import flight_route, hud, teams
from game.ui.table.render.geometry import Geometry, SeatPlace, felt_of
from game.ui.table.render.layout import Box
from game.ui.table.render.moments import (
    ARRIVED,
    HELD_SHARES,
    HOLD_END,
    LEAVING,
    POINTS_PX,
    POINTS_STEPS,
    POP,
    RISE_END,
    Portraits,
    badge_size,
    draw_badge,
    draw_portrait,
    points_place,
    points_px,
)
from game.ui.tween import ease_in_out_cubic

UnitShown = tuple[str, int, bool]  # a scoring unit in the bar: name, score (with points won this hand), to move


@dataclass(frozen=True)
class PortraitShown:
    """A computer seat's portrait, with the face it makes this frame."""

    box: Box
    character: str
    face: Expression
    idle: tuple[float, float, bool] = (0.0, 0.0, False)  # the head's sway (shares of its size), a blink
    tag: str | None = None  # a word on a ribbon at the portrait's foot: "Partner" at the player's partner
    team: int | None = None  # the seat's side in a partnership (``teams.TEAMS``), None where each plays alone


@dataclass(frozen=True)
class PlateShown:
    """A seat's name plate as shown this frame."""

    box: Box
    name: str
    detail: str  # tiles held, or a revealed hand's pips
    glow: float | None  # the turn's breathing glow (None: not this seat's turn)
    team: int | None = None  # the seat's side in a partnership (``teams.TEAMS``), None where each plays alone


@dataclass(frozen=True)
class BadgeShown:
    """A speech badge ("Pass", "Draws 3", "Domino!") as shown this frame."""

    words: str
    opacity: float
    at: tuple[str, tuple[int, int]]  # the side the badge grows from, and its anchor


@dataclass(frozen=True)
class BubbleShown:
    """A character's line in a speech bubble, as shown this frame, and the speaker's place at
    the table (the bubble hangs where it covers no seat's tiles, face, name or badge)."""

    words: str
    opacity: float
    place: SeatPlace


@dataclass(frozen=True)
class FlightShown:
    """Points on their way from the chain to the score bar, where they are this frame."""

    points: int
    at: tuple[float, float]
    opacity: float
    scale: float = 1.0  # its size, a share of the points' full size
    way: tuple[float, tuple[float, float], tuple[int, int]] | None = (
        None  # how far through its flight, where it is held over the line, and the score it flies to
    )


@dataclass(frozen=True)
class HudFrame:
    """What the score bar, portraits, name plates, badges and points in flight show this frame."""

    geom: Geometry
    title: str  # the score bar's: the rules and the hand's number
    units: tuple[UnitShown, ...]
    goal: str  # the target's words: "Target 100", "Quick round", or a table's own ("Tutorial")
    portraits: tuple[PortraitShown, ...]
    plates: tuple[PlateShown, ...]
    badges: tuple[BadgeShown, ...]
    flights: tuple[FlightShown, ...]
    bubbles: tuple[BubbleShown, ...] = ()
    teams: tuple[int, ...] = ()  # each scoring unit's side in a partnership (``teams.TEAMS``); none alone


def draw_portraits(frame: HudFrame, surface: pygame.Surface, faces: Portraits) -> None:
    """The computer seats' faces in their frames; in a partnership each ring in its side's
    colour with the side's emblem on it."""
    for shown in frame.portraits:
        draw_portrait(surface, faces, shown, teams.ring_colour(shown.team, FRAME_GOLD))
        if shown.team is not None:
            mark = teams.portrait_emblem(shown.box)
            surface.blit(teams.emblem(shown.team, mark.w), mark)
        layout_items.note_thing("portrait", pygame.Rect(shown.box), shown.character)


def seat_area(place: SeatPlace) -> pygame.Rect:
    """A seat's own place: its name plate and its portrait (the human's seat has no portrait)."""
    plate = pygame.Rect(place.plate)
    return plate.union(pygame.Rect(place.portrait)) if place.portrait.w else plate


def _tags(frame: HudFrame) -> tuple[tuple[str, Box], ...]:
    """Each partner tag's words and the name plate it hangs from."""
    plates = {place.portrait: place.plate for place in frame.geom.seats}
    return tuple((shown.tag, plates[shown.box]) for shown in frame.portraits if shown.tag and shown.box in plates)


@functools.lru_cache(maxsize=8)
def _hung_tags(
    tags: tuple[tuple[str, Box], ...], px: int, fonts: theme.Fonts, callouts: Callouts
) -> tuple[tuple[pygame.Surface, pygame.Rect], ...]:
    hung = []
    for words, plate in tags:
        tag = callouts.partner(fonts, words, px)
        hung.append((tag, tag.get_rect(midtop=(plate.x + plate.w // 2, plate.bottom - 1))))
    return tuple(hung)


def tag_rects(
    frame: HudFrame, fonts: theme.Fonts, callouts: Callouts
) -> tuple[tuple[pygame.Surface, pygame.Rect], ...]:
    """The partner tags and where they hang: from the foot of the partner's name plate, under
    its words (on the portrait a tag covered the chin at a large UI scale). Worked out once
    for the tags and their size, not twice a frame (the plates and the bubbles both ask)."""
    return _hung_tags(_tags(frame), frame.geom.tx(13), fonts, callouts)


Spot = tuple[str, tuple[int, int]]  # a bubble's tail side, and the point its tip touches


def bubble_spots(place: SeatPlace, gap: int, foot: int | None = None) -> list[Spot]:
    """Where a seat's bubble may hang, best first: beside the face toward the table at a side
    seat; at the top beside the name, under it (and under ``foot``, the bottom of a tag hanging
    from it), then under the face; above the name in the viewer's place (the demo)."""
    face, plate = place.portrait, place.plate
    face_y, plate_y = face.y + face.h // 2, plate.y + plate.h // 2
    beside_plate_left: Spot = ("left", (plate.right + gap, plate_y))
    low_y = face.y + face.h * 7 // 8  # beside the chin: under a partner's row of tiles, above the line of play
    if place.side == "left":
        return [("left", (face.right + gap, face_y)), ("left", (face.right + gap, low_y)), beside_plate_left]
    if place.side == "right":
        return [
            ("right", (face.x - gap, face_y)),
            ("right", (face.x - gap, low_y)),
            ("right", (plate.x - gap, plate_y)),
        ]
    if place.side == "top":
        under_face: Spot = ("top", (face.x + face.w // 2, face.bottom + gap))
        under_plate: Spot = ("top", (plate.x + plate.w // 2, max(plate.bottom, foot or 0) + gap))
        return [beside_plate_left, under_plate, under_face]
    return [("bottom", (plate.x + plate.w // 2, plate.y - gap))]


WIDTHS = (220, 150, 100, 80)  # design units: a bubble's words wrap narrower where the wider find no free place


def _covered(rect: pygame.Rect, obstacles: list[pygame.Rect]) -> int:
    return sum(rect.clip(o).w * rect.clip(o).h for o in obstacles)


def _placements(rect: pygame.Rect, tail: str, window: pygame.Rect, reach: int) -> list[tuple[pygame.Rect, int]]:
    """``rect`` and the same slid along its tail's side (at most ``reach`` pixels, so the tail can
    still leave the body's straight edge), each kept in the window along that side where the
    tail allows; with how far the tail moves the other way to keep touching its point."""
    placed = []
    for share in (0, 1, -1, 0.5, -0.5, 0.75, -0.75, 0.25, -0.25):
        want = round(share * reach)
        moved = rect.move((0, want) if tail in ("left", "right") else (want, 0)).clamp(window)
        slide = moved.y - rect.y if tail in ("left", "right") else moved.x - rect.x
        slide = max(-reach, min(reach, slide))
        placed.append((rect.move((0, slide) if tail in ("left", "right") else (slide, 0)), -slide))
    return placed


def _badge_rect(fonts: theme.Fonts, g: Geometry, words: str, at: tuple[str, tuple[int, int]]) -> pygame.Rect:
    rect = pygame.Rect((0, 0), badge_size(fonts, g, words))
    setattr(rect, at[0], at[1])
    return rect


def _speaker(g: Geometry, point: tuple[int, int]) -> SeatPlace | None:
    """The seat a badge anchored at ``point`` hangs from (its anchor lies just off the seat)."""
    return next((p for p in g.seats if seat_area(p).inflate(g.px(16), g.px(16)).collidepoint(point)), None)


def _badge_spots(place: SeatPlace, gap: int) -> list[tuple[str, tuple[int, int]]]:
    """Where else a seat's badge may hang when its own place is taken: under the face, beside
    the name, above the face (a side seat); under the name or beside the face (the top); beside
    the name, above its left end, under it, else on its end or across its top edge (the player's:
    across the top it covered their name at 200% with a ghost over the plate)."""
    face, plate = place.portrait, place.plate
    under_face = ("midtop", (face.x + face.w // 2, face.bottom + gap))
    above_face = ("midbottom", (face.x + face.w // 2, face.y - gap))
    if place.side == "left":
        return [under_face, ("midleft", (plate.right + gap, plate.y + plate.h // 2)), above_face]
    if place.side == "right":
        return [under_face, ("midright", (plate.x - gap, plate.y + plate.h // 2)), above_face]
    if place.side == "top":
        return [
            ("midtop", (plate.x + plate.w // 2, plate.bottom + gap)),
            ("midright", (face.x - gap, face.y + face.h // 2)),
        ]
    beside_plate = ("midleft", (plate.right + gap, plate.y + plate.h // 2))
    above_its_left = ("bottomleft", (plate.x, plate.y - gap))  # clear of a ghost over the plate's middle
    under_plate = ("midtop", (plate.x + plate.w // 2, plate.bottom + gap))
    on_its_end = ("midleft", (plate.right - plate.w // 4, plate.y + plate.h // 2))
    return [beside_plate, above_its_left, under_plate, on_its_end, ("center", (plate.x + plate.w // 2, plate.y))]


def _badge_rects(
    frame: HudFrame, fonts: theme.Fonts, keep_off: tuple[Box, ...], status: tuple[Box, ...]
) -> list[tuple[BadgeShown, pygame.Rect, SeatPlace | None]]:
    """Each badge where it hangs (``badge_places``), and its seat."""
    said = tuple((badge.words, badge.at) for badge in frame.badges)
    places = badge_places(frame.geom, said, fonts, keep_off, status)
    return [(badge, pygame.Rect(rect), place) for badge, (rect, place) in zip(frame.badges, places, strict=True)]


def _badge_covers(rect: pygame.Rect, window: pygame.Rect, layers: Sequence[list[pygame.Rect]]) -> Cost:
    """What a badge at ``rect`` covers: how much of it is out of ``window``, then of each layer."""
    return (rect.w * rect.h - _covered(rect, [window]), *(_covered(rect, layer) for layer in layers))


@functools.lru_cache(maxsize=16)
def badge_places(
    g: Geometry,
    said: tuple[tuple[str, tuple[str, tuple[int, int]]], ...],
    fonts: theme.Fonts,
    keep_off: tuple[Box, ...] = (),
    status: tuple[Box, ...] = (),
) -> tuple[tuple[tuple[int, int, int, int], SeatPlace | None], ...]:
    """Where each badge (its words and the anchor the view gave it) hangs, and its seat: at its
    anchor, else, where that lies on another seat's name or face, on a badge hung before it, on
    ``keep_off`` (the line's tiles and what the scene draws over the view: ghosts, the hint,
    the tracker, the buttons, the status line's row while it has words) or out of the window,
    at the first of its seat's other places clear of them all; with none clear, where it
    covers least: the window's edge first, then the other seats and badges, then ``keep_off``
    (a side seat's badge lay over the top seat's name at 200%, the top seat's "Pass" over the
    line, the player's "Draws 1" under the status line's "No tile fits" at 960x540 200%).
    ``status`` (the status line's room while it is shown) is kept off last. Worked out once per
    badges up and what they keep off, not every frame."""
    window = pygame.Rect(0, g.top_bar.bottom, g.width, g.height - g.top_bar.bottom)
    off, below = [pygame.Rect(box) for box in keep_off], [pygame.Rect(box) for box in status]
    placed: list[tuple[tuple[int, int, int, int], SeatPlace | None]] = []
    for words, at in said:
        rect, place = _badge_rect(fonts, g, words, at), _speaker(g, at[1])
        if place is not None:
            others = [pygame.Rect(b) for p in g.seats if p != place for b in (p.plate, p.portrait) if b.w]
            others += [pygame.Rect(r) for r, _seat in placed]
            covers = functools.partial(_badge_covers, window=window, layers=(others, off, below))
            moved = (_badge_rect(fonts, g, words, spot) for spot in _badge_spots(place, g.px(6)))
            rect = min((rect, *moved), key=covers)  # the first of the least covering: the anchor where it is clear
        placed.append(((rect.x, rect.y, rect.w, rect.h), place))
    return tuple(placed)


def _past_badge(place: SeatPlace, badge: pygame.Rect, gap: int) -> Spot:
    """Beyond the seat's own badge, away from the face it hangs from: the badge and the bubble
    read as one, and the tail touches the badge."""
    if place.side == "left":
        return ("left", (badge.right + gap, badge.centery))
    if place.side == "right":
        return ("right", (badge.x - gap, badge.centery))
    if place.side == "top":
        return ("top", (badge.centerx, badge.bottom + gap))
    return ("bottom", (badge.centerx, badge.y - gap))


class BubbleRoom(NamedTuple):
    """What a frame's bubbles are placed by (they are placed again only when it changes): the
    table, the lines and who says them, the badges and tags up, what the scene draws over the
    view (``clear``: ghosts, the tracker, the hint) and the window."""

    g: Geometry
    said: tuple[tuple[str, SeatPlace], ...]
    badges: tuple[tuple[tuple[int, int, int, int], SeatPlace | None], ...]
    tags: tuple[tuple[int, int, int, int], ...]
    clear: tuple[Box, ...]
    line: tuple[Box, ...]  # the line's tiles
    window: tuple[int, int]


Placed = HungBubble


class Obstacles(NamedTuple):
    """What a bubble keeps off, the worse first: ``must`` (what it must never cover: a face,
    another seat's name, the score bar, the line's tiles, what the scene draws over the view),
    ``said`` (the badges up, another bubble: a bubble never lies over them), the partner
    ``tags``, the seats' ``tiles``, then ``soft`` (the status line, its own name)."""

    must: list[pygame.Rect]
    said: list[pygame.Rect]
    tags: list[pygame.Rect]
    tiles: list[pygame.Rect]
    soft: list[pygame.Rect]


def _obstacles(room: BubbleRoom, place: SeatPlace, placed: Sequence[pygame.Rect]) -> Obstacles:
    g = room.g
    must = [pygame.Rect(b) for p in g.seats for b in (p.portrait, p.plate) if b.w and b != place.plate]
    must += [pygame.Rect(b) for b in (*room.clear, *room.line)] + [pygame.Rect(g.top_bar)]
    said = [pygame.Rect(r) for r, _seat in room.badges] + list(placed)  # a second speaker's bubble goes elsewhere
    tags = [pygame.Rect(t) for t in room.tags]
    tiles = [pygame.Rect(p.hand) for p in g.seats if p.hand.w]
    return Obstacles(must, said, tags, tiles, [pygame.Rect(g.status), pygame.Rect(place.plate)])


def _spots_for(room: BubbleRoom, place: SeatPlace) -> list[Spot]:
    """The seat's spots for a bubble (``bubble_spots``), and past its own badge as the last resort."""
    g = room.g
    plate = pygame.Rect(place.plate)
    tags = [pygame.Rect(t) for t in room.tags]
    foot = max(
        (t.bottom for t in tags if t.top <= plate.bottom and plate.left <= t.centerx <= plate.right), default=None
    )
    spots = bubble_spots(place, g.px(8), foot)
    spots += [_past_badge(place, pygame.Rect(r), g.px(8)) for r, seat in room.badges if seat == place]
    return spots


Cost = tuple[int, ...]  # what a bubble covers: outside the window, each kind of obstacle, the line's area
FREE: Cost = (0, 0, 0, 0, 0, 0, 0)
KEPT = (
    3  # a bubble shown keeps its place while it covers none of the first three: the window's edge, ``must``, ``said``
)
SAID = 2  # where in a ``Cost`` the badges and other bubbles it covers are


def _bubble_bounds(room: BubbleRoom) -> pygame.Rect:
    """Where a bubble may hang: on the felt, a little in from its edge (over the table's rim
    or the room beyond it the words read as pasted on the picture)."""
    return pygame.Rect(felt_of(room.window)).inflate(-room.g.px(8), -room.g.px(8))


def _cost(rect: pygame.Rect, obstacles: Obstacles, room: BubbleRoom) -> Cost:
    """What a bubble at ``rect`` covers, the worse first (``Obstacles``), and last the line's
    area, its empty felt included."""
    window = _bubble_bounds(room)
    return (
        rect.w * rect.h - _covered(rect, [window]),
        _covered(rect, obstacles.must),
        _covered(rect, obstacles.said),
        _covered(rect, obstacles.tags),
        _covered(rect, obstacles.tiles),
        _covered(rect, obstacles.soft),
        _covered(rect, [pygame.Rect(room.g.chain)]),
    )


def _candidates(
    room: BubbleRoom,
    paint: tuple[theme.Fonts, Callouts],
    said: tuple[str, SeatPlace, int],
    obstacles: Obstacles,
) -> Iterator[tuple[Cost, Placed]]:
    """Each place for a bubble with ``said``'s words, speaker and width, best first, with what it covers."""
    fonts, callouts = paint
    words, place, width = said
    g = room.g
    window = _bubble_bounds(room)
    px = g.tx(15)
    for tail, tip in _spots_for(room, place):
        plain = callouts.bubble(fonts, words, px, width, tail)
        start = plain.get_rect(**{_TIP_AT[tail]: tip})
        for rect, along in _placements(start, tail, window, tail_reach(plain, tail, px)):
            yield _cost(rect, obstacles, room), (rect, tail, along, width)


@functools.lru_cache(maxsize=16)
def _best_place(
    room: BubbleRoom, paint: tuple[theme.Fonts, Callouts], at: int, before: tuple[tuple[int, int, int, int], ...]
) -> Placed | None:
    """Where the ``at``-th line's bubble hangs best, the bubbles ``before`` it hung: at the
    first of the seat's spots where it covers nothing (``Obstacles``) and keeps off the line
    of play; else the first such place with its words wrapped narrower (``WIDTHS``); else
    where it covers least, the worse first (a face's corner is worse than a tile, the line's
    tiles than a few backs); slid along its side only as far as its tail allows. Never over a
    badge or another bubble (``said``): where the least covering place lies on one, None, and
    it waits until there is one clear of them (in the crowded 4-player table at 200% a
    greeting covered half of a "Draws 1")."""
    words, place = room.said[at]
    obstacles = _obstacles(room, place, [pygame.Rect(r) for r in before])
    best: tuple[Cost, Placed] | None = None
    for width in (room.g.tx(w) for w in WIDTHS):
        for cost, spot in _candidates(room, paint, (words, place, width), obstacles):
            if best is None or cost < best[0]:
                best = (cost, spot)
            if cost == FREE:
                return spot
    return best[1] if best is not None and best[0][SAID] == 0 else None


def _hung_key(room: BubbleRoom, at: int) -> Hashable:
    """What a bubble's kept place is kept by: its table, window, words and speaker."""
    words, place = room.said[at]
    return (room.g, room.window, words, place)


def bubble_places(
    room: BubbleRoom, fonts: theme.Fonts, callouts: Callouts, *, recheck: bool = True
) -> tuple[Placed | None, ...]:
    """Where each line's bubble hangs by its speaker, its tail on the speaker: where it hung
    when it was first shown (``callouts.hung``) while it covers nothing there that it must not
    (the window's edge, a face, a name, the line, the score bar, what the scene draws over the
    view, a badge or another bubble): the hint or the tracker coming and going leaves it where
    it is; else at its best place now (``_best_place``). ``recheck`` False: where it hung,
    covering what it may (a frame drawn before the update that moves it); None for a bubble
    that waits for a place clear of the badges and other bubbles. Reads only: ``hang_bubbles``
    keeps it."""
    placed: list[Placed | None] = []
    for at, (_words, place) in enumerate(room.said):
        spot = callouts.hung.get(_hung_key(room, at))
        before = [p[0] for p in placed if p is not None]
        if spot is None or (recheck and _cost(spot[0], _obstacles(room, place, before), room)[:KEPT] != FREE[:KEPT]):
            spot = _best_place(room, (fonts, callouts), at, tuple((r.x, r.y, r.w, r.h) for r in before))
        placed.append(spot)
    return tuple(placed)


def hang_bubbles(room: BubbleRoom, fonts: theme.Fonts, callouts: Callouts) -> None:
    """The update step: keep where each bubble now hangs (``bubble_places``) for its life; a
    bubble no longer said, or waiting for a place, is forgotten, so it is placed afresh. Drawing only reads it:
    a bubble said since the last update (or a window resized and drawn at once) is drawn at
    its best place, kept by no one until the next update."""
    places = bubble_places(room, fonts, callouts)
    callouts.hung = {_hung_key(room, at): spot for at, spot in enumerate(places) if spot is not None}


def bubble_room(  # noqa: PLR0913  the frame, the window, the fonts and pictures, and the two layers kept off
    frame: HudFrame,
    window: tuple[int, int],
    fonts: theme.Fonts,
    callouts: Callouts,
    keep_off: tuple[tuple[Box, ...], tuple[Box, ...]] = ((), ()),
    *,
    status: tuple[Box, ...] = (),
) -> BubbleRoom:
    """What ``frame``'s bubbles are placed by in a ``window``-sized picture (``keep_off``: what
    the scene draws over the view this frame, such as ghosts, the tracker's panel, the hint and
    the buttons; and the line's tiles)."""
    g = frame.geom
    badges = badge_places(
        g, tuple((badge.words, badge.at) for badge in frame.badges), fonts, (*keep_off[0], *keep_off[1]), status
    )
    tags = tuple((r.x, r.y, r.w, r.h) for _tag, r in tag_rects(frame, fonts, callouts))
    said = tuple((b.words, b.place) for b in frame.bubbles)
    return BubbleRoom(g, said, badges, tags, *keep_off, window)


def draw_bubbles(  # noqa: PLR0913  the frame, the surface, the fonts and pictures, and the two layers kept off
    frame: HudFrame,
    surface: pygame.Surface,
    fonts: theme.Fonts,
    callouts: Callouts,
    keep_off: tuple[tuple[Box, ...], tuple[Box, ...]] = ((), ()),
    *,
    status: tuple[Box, ...] = (),
) -> None:
    """The characters' lines, each in its bubble where the last update hung it (``hang_bubbles``,
    by ``bubble_room`` with the same ``keep_off`` and ``status``); drawing moves none."""
    if not frame.bubbles:
        return
    g = frame.geom
    room = bubble_room(frame, surface.get_size(), fonts, callouts, keep_off, status=status)
    places = bubble_places(room, fonts, callouts, recheck=False)
    for bubble, spot in zip(frame.bubbles, places, strict=True):
        if spot is None:  # waiting for a place clear of the badges
            continue
        rect, tail, along, width = spot
        picture = callouts.bubble(fonts, bubble.words, g.tx(15), width, tail, along=along)
        picture.set_alpha(round(255 * max(0.0, min(1.0, bubble.opacity))))
        surface.blit(picture, rect)
        shadow = bubble_shadow(g.tx(15))  # the words are on the body; its soft shadow may lie under others
        body = pygame.Rect(rect.x, rect.y, rect.w - shadow, rect.h - shadow)
        layout_items.note(
            layout_items.LayoutItem("bubble", body, bubble.words, g.tx(15), owner=seat_area(bubble.place))
        )


_TIP_AT = {"left": "midleft", "right": "midright", "top": "midtop", "bottom": "midbottom"}


def draw_badges(  # noqa: PLR0913  the frame, the surface, the fonts and stamps, and the two layers kept off
    frame: HudFrame,
    surface: pygame.Surface,
    fonts: theme.Fonts,
    stamps: hud.Stamps,
    keep_off: tuple[Box, ...] = (),
    *,
    status: tuple[Box, ...] = (),
) -> None:
    """The speech badges, each where ``_badge_rects`` hangs it off ``keep_off`` (the line's
    tiles and what the scene draws over the view), then ``status`` (the status line's room)."""
    for badge, rect, place in _badge_rects(frame, fonts, keep_off, status):
        draw_badge(surface, fonts, frame.geom, stamps, replace(badge, at=("topleft", rect.topleft)))
        owner = seat_area(place) if place is not None else None
        layout_items.note(layout_items.LayoutItem("badge", rect, badge.words, owner=owner))


BURST_REACH = 2.4  # how far the burst behind rising points reaches, in points' heights


def draw_flights(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, callouts: Callouts) -> None:
    """Points on their way from the chain to the scorer's score in the bar, clear of the seats:
    bursting from the line in a flash of gold spokes as they rise, held under a seat near the line
    (``clearance``), then round the seats to the bar (``_across``)."""
    g = frame.geom
    seats = [pygame.Rect(b).inflate(2 * g.px(4), 2 * g.px(4)) for p in g.seats for b in (p.plate, p.portrait) if b.w]
    for points in {shown.points for shown in frame.flights}:
        draw_ahead(fonts, callouts, g, points)
    for shown in frame.flights:
        flight = _across(shown, fonts, callouts, g, seats)
        picture, rect, px = points_place(fonts, callouts, g, flight)
        glow = points_glow(px)
        if flight is shown:
            rect.y += clearance(flight, rect.inflate(-2 * glow, -2 * glow), seats)
        words = rect.inflate(-2 * glow, -2 * glow)
        if shown.way is not None and shown.way[0] < RISE_END:  # leaving the line: a burst of light behind
            stage = min(BURST_STAGES - 1, int(shown.way[0] / RISE_END * BURST_STAGES))
            burst = callouts.burst(burst_radius(g), stage)
            surface.blit(burst, burst.get_rect(center=words.center))
        picture.set_alpha(round(255 * max(0.0, min(1.0, flight.opacity))))
        surface.blit(picture, rect)
        layout_items.note(layout_items.LayoutItem("points", words, f"+{flight.points}", px))


FLIGHT_STEPS = range(round(min(LEAVING * min(HELD_SHARES), ARRIVED) * POINTS_STEPS), round(POP * POINTS_STEPS) + 1)


def draw_ahead(fonts: theme.Fonts, callouts: Callouts, g: Geometry, points: int, budget: int | None = None) -> None:
    """The sizes ``points`` pass through on their way (``flight_at``) and their burst's stages
    not yet kept, at most ``budget`` of them (None: all). The view draws them one a frame while
    the scoring tile slides to the line, and a flight whatever is left in its first frame: drawn
    as each was first reached, a first flight's frames at 4K took 5-11 ms more, a dozen in a
    row; all in its first frame, 65 ms."""
    radius, sizes = burst_radius(g), [points_px(g, step / POINTS_STEPS) for step in FLIGHT_STEPS]
    missing: list[Callable[[], object]] = [
        *(functools.partial(callouts.points, fonts, points, px) for px in sizes if not callouts.has_points(points, px)),
        *(
            functools.partial(callouts.burst, radius, n)
            for n in range(BURST_STAGES)
            if not callouts.has_burst(radius, n)
        ),
    ]
    for draw in missing[:budget]:
        draw()


def burst_radius(g: Geometry) -> int:
    return round(g.tx(POINTS_PX) * BURST_REACH)


def _words(fonts: theme.Fonts, callouts: Callouts, g: Geometry, flight: FlightShown) -> pygame.Rect:
    """The points' words (without their glow) as drawn at ``flight``'s size and place."""
    _picture, rect, px = points_place(fonts, callouts, g, flight)
    glow = points_glow(px)
    return rect.inflate(-2 * glow, -2 * glow)


def _across(
    shown: FlightShown, fonts: theme.Fonts, callouts: Callouts, g: Geometry, seats: Sequence[pygame.Rect]
) -> FlightShown:
    """Points past their hold, on their way to the score: along the shortest way from where they
    were held to the score round the seats' plates and portraits (``flight_route.route``, for the
    words at their arriving size), no larger anywhere than lets them pass the seats beside them
    (straight across, a "+10" crossed a seat's plate on its way to another's score). Rising or
    held: ``shown`` as it is."""
    if shown.way is None or shown.way[0] < HOLD_END:
        return shown
    share, held, goal = shown.way
    start = (held[0], held[1] + _push(_words(fonts, callouts, g, replace(shown, at=held)), seats))
    small = _words(fonts, callouts, g, replace(shown, scale=ARRIVED)).size
    way = flight_route.route(start, (float(goal[0]), float(goal[1])), small, tuple(tuple(s) for s in seats))
    e = ease_in_out_cubic((share - HOLD_END) / (1 - HOLD_END))
    at = flight_route.along(way, e)
    flight = replace(shown, at=at)
    for step in range(POINTS_STEPS * 2):  # as large as the seats beside let it be, down to its arriving size
        scale = max(ARRIVED, shown.scale - step / POINTS_STEPS)
        flight = replace(shown, at=at, scale=scale)
        if scale <= ARRIVED or _words(fonts, callouts, g, flight).collidelist(seats) < 0:
            break
    return flight


def clearance(flight: FlightShown, words: pygame.Rect, seats: Sequence[pygame.Rect]) -> int:
    """How far down points rising or held are drawn so their words touch no seat's name or face
    (``seats``, with a margin): held over the line under a seat near it, they stop rising where
    they would touch it (at 200% the "+10" lay over the top seat's name)."""
    if flight.way is None:
        return 0
    held = flight.way[1]
    at_hold = words.move(round(held[0] - flight.at[0]), round(held[1] - flight.at[1]))
    return max(0, at_hold.top + _push(at_hold, seats) - words.top)


def _push(words: pygame.Rect, seats: Sequence[pygame.Rect]) -> int:
    """How far down ``words`` move to touch none of ``seats`` (pushed under one, they may meet another)."""
    push = 0
    for _ in seats:
        below = [s.bottom - words.top for s in seats if s.colliderect(words.move(0, push))]
        if not below:
            break
        push = max(below) + 1
    return push


def draw_bar(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps) -> None:
    g, title, goal = frame.geom, frame.title, frame.goal
    key = (g.width, g.height, title, frame.units, goal, frame.teams)

    def paint(stamp: pygame.Surface) -> None:
        hud.score_bar(stamp, fonts, replace(frame, title=teams.bar_title(fonts, frame)))
        teams.bar_marks(stamp, fonts, frame, g.top_bar[:2])

    stamp = stamps.repainted("bar", key, (g.top_bar.w, g.top_bar.h), paint)
    surface.blit(stamp, (g.top_bar.x, g.top_bar.y))
    surface.blit(skin.rail_shadow(g.top_bar.w, g.px(7)), (g.top_bar.x, g.top_bar.bottom))  # the rail's on the felt
    layout_items.note_thing("bar", pygame.Rect(g.top_bar), title)


def draw_plates(
    frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps, callouts: Callouts
) -> None:
    """The seats' name plates, and the partner's tag hanging from theirs; in a partnership each
    plate's edge in its side's colour, and the player's (no portrait) wearing the side's emblem."""
    g = frame.geom
    margin = g.px(8)
    faceless = {place.plate for place in g.seats if not place.portrait.w}
    for shown in frame.plates:
        plate = shown.box
        local = Box(margin, margin, plate.w, plate.h)
        key = ("plate", g.width, g.height, plate.w, plate.h, shown.name, shown.detail, shown.glow, shown.team)
        size = (plate.w + 2 * margin, plate.h + 2 * margin)

        def paint(s: pygame.Surface, shown: PlateShown = shown, local: Box = local) -> None:
            hud.name_plate(s, fonts, g, hud.Plate(local, shown.name, shown.detail, shown.glow))
            if shown.team is not None:
                teams.plate_edge(s, g, pygame.Rect(local), shown.team)

        stamp = stamps.get(key, size, paint)
        surface.blit(stamp, (plate.x - margin, plate.y - margin))
        if shown.team is not None and plate in faceless:
            mark = teams.plate_emblem(g, plate)
            surface.blit(teams.emblem(shown.team, mark.w), mark)
        layout_items.note_thing("plate", pygame.Rect(plate), shown.name)
    for tag, rect in tag_rects(frame, fonts, callouts):
        surface.blit(tag, rect)
