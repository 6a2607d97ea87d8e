"""What the table's view draws around the tiles: the score bar, the seats' portraits, name
plates and speech badges, and points on their way to the bar. The view sums up what they show
this frame in a ``HudFrame``; the functions here draw that frame and nothing else (they never
see the view), with the view's caches of stamps and faces."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import layout_items, theme
from game.ui.callouts import Callouts, tail_reach
from game.ui.portraits import Expression
from game.ui.table.render import hud
from game.ui.table.render.geometry import Geometry, SeatPlace
from game.ui.table.render.layout import Box
from game.ui.table.render.moments import Portraits, badge_size, draw_badge, draw_points, draw_portrait

UnitShown = tuple[str, int, bool]  # a scoring unit in the bar: name, score (with points won this hand), to move


@dataclass(frozen=True)
class PortraitShown:
    """A computer seat's portrait, with the face it makes this frame."""

    box: Box
    character: str
    face: Expression
    idle: tuple[float, float, bool] = (0.0, 0.0, False)  # the head's sway (shares of its size), a blink
    tag: str | None = None  # a word on a ribbon at the portrait's foot: "Partner" at the player's partner


@dataclass(frozen=True)
class PlateShown:
    """A seat's name plate as shown this frame."""

    box: Box
    name: str
    detail: str  # tiles held, or a revealed hand's pips
    glow: float | None  # the turn's breathing glow (None: not this seat's turn)


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


def draw_portraits(frame: HudFrame, surface: pygame.Surface, faces: Portraits) -> None:
    for shown in frame.portraits:
        draw_portrait(surface, faces, shown)


def _plate_of(g: Geometry, portrait: Box) -> Box | None:
    return next((place.plate for place in g.seats if place.portrait == portrait), None)


def tag_rects(frame: HudFrame, fonts: theme.Fonts, callouts: Callouts) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The partner tags and where they hang: from the foot of the partner's name plate, under
    its words (on the portrait a tag covered the chin at a large UI scale)."""
    tags = []
    for shown in frame.portraits:
        plate = _plate_of(frame.geom, shown.box)
        if shown.tag is not None and plate is not None:
            tag = callouts.partner(fonts, shown.tag, frame.geom.tx(13))
            tags.append((tag, tag.get_rect(midtop=(plate.x + plate.w // 2, plate.bottom - 1))))
    return tags


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


BADGE_WEIGHT = 8  # covering a badge or a tag costs this many times the area of anything else


def _covered(rect: pygame.Rect, obstacles: list[pygame.Rect]) -> int:
    return sum(rect.clip(o).w * rect.clip(o).h for o in obstacles)


def _placements(rect: pygame.Rect, tail: str, window: pygame.Rect, reach: int) -> list[tuple[pygame.Rect, int]]:
    """``rect`` and the same slid along its tail's side (at most ``reach`` pixels, so the tail can
    still leave the body's straight edge), each kept in the window along that side where the
    tail allows; with how far the tail moves the other way to keep touching its point."""
    placed = []
    for share in (0, 1, -1, 0.5, -0.5):
        want = round(share * reach)
        moved = rect.move((0, want) if tail in ("left", "right") else (want, 0)).clamp(window)
        slide = moved.y - rect.y if tail in ("left", "right") else moved.x - rect.x
        slide = max(-reach, min(reach, slide))
        placed.append((rect.move((0, slide) if tail in ("left", "right") else (slide, 0)), -slide))
    return placed


def _badge_rects(frame: HudFrame, fonts: theme.Fonts) -> list[pygame.Rect]:
    g = frame.geom
    rects = []
    for badge in frame.badges:
        rect = pygame.Rect((0, 0), badge_size(fonts, g, badge.words))
        setattr(rect, badge.at[0], badge.at[1])
        rects.append(rect)
    return rects


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


def draw_bubbles(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, callouts: Callouts) -> None:
    """The characters' lines, each in its bubble by the speaker, its tail on the speaker: at the
    first of the seat's spots where it covers no seat's tiles, face, name or badge, stays in the
    window and keeps off the line of play (else where it covers least, the line of play counting
    only between places that cover nothing else: tiles and ghosts drawn there would hide it),
    slid along its side only as far as its tail allows."""
    g = frame.geom
    window = surface.get_rect().inflate(-g.px(8), -g.px(8))
    obstacles = [pygame.Rect(box) for place in g.seats for box in (place.hand, place.portrait, place.plate) if box.w]
    tags = [rect for _tag, rect in tag_rects(frame, fonts, callouts)]
    badges = _badge_rects(frame, fonts)
    obstacles += [pygame.Rect(g.top_bar), pygame.Rect(g.status)]
    obstacles += [*badges, *tags] * BADGE_WEIGHT  # said this moment, or the partner's mark: never hidden if avoidable
    px, width = g.tx(15), g.tx(220)
    line_of_play = [pygame.Rect(g.chain)]
    for bubble in frame.bubbles:
        best: tuple[tuple[int, int], pygame.Rect, str, int] | None = None
        plate = pygame.Rect(bubble.place.plate)
        foot = max(
            (t.bottom for t in tags if t.top <= plate.bottom and plate.left <= t.centerx <= plate.right), default=None
        )
        spots = bubble_spots(bubble.place, g.px(8), foot)
        speaker = pygame.Rect(bubble.place.plate).union(pygame.Rect(bubble.place.portrait)).inflate(g.px(16), g.px(16))
        for badge in badges:  # the last resort: past the seat's own badge (the one hanging at its face)
            if speaker.colliderect(badge):
                spots.append(_past_badge(bubble.place, badge, g.px(8)))
        for tail, tip in spots:
            plain = callouts.bubble(fonts, bubble.words, px, width, tail)
            start = plain.get_rect(**{_TIP_AT[tail]: tip})
            for rect, along in _placements(start, tail, window, tail_reach(plain, tail, px)):
                outside = rect.w * rect.h - _covered(rect, [window])
                cost = (_covered(rect, obstacles) + 4 * outside, _covered(rect, line_of_play))
                if best is None or cost < best[0]:
                    best = (cost, rect, tail, along)
            if best is not None and best[0] == (0, 0):
                break
        assert best is not None
        _cost, rect, tail, along = best
        picture = callouts.bubble(fonts, bubble.words, px, width, tail, along=along)
        picture.set_alpha(round(255 * max(0.0, min(1.0, bubble.opacity))))
        surface.blit(picture, rect)
        obstacles += [rect] * 4  # a second speaker's bubble goes elsewhere, over anything else first


_TIP_AT = {"left": "midleft", "right": "midright", "top": "midtop", "bottom": "midbottom"}


def draw_badges(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps) -> None:
    for badge in frame.badges:
        draw_badge(surface, fonts, frame.geom, stamps, badge)


def draw_flights(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, callouts: Callouts) -> None:
    """Points on their way from the chain to the scorer's score in the bar."""
    for flight in frame.flights:
        draw_points(surface, fonts, callouts, frame.geom, flight)


def draw_bar(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps) -> None:
    g, title, goal = frame.geom, frame.title, frame.goal
    key = ("bar", g.width, g.height, title, frame.units, goal)

    def paint(stamp: pygame.Surface) -> None:
        hud.score_bar(stamp, fonts, frame)

    stamp = stamps.get(key, (g.top_bar.w, g.top_bar.h), paint, opaque=True)
    surface.blit(stamp, (g.top_bar.x, g.top_bar.y))
    layout_items.note_thing("bar", pygame.Rect(g.top_bar), title)


def draw_plates(
    frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps, callouts: Callouts
) -> None:
    """The seats' name plates, and the partner's tag hanging from theirs."""
    g = frame.geom
    margin = g.px(8)
    for shown in frame.plates:
        plate = shown.box
        local = Box(margin, margin, plate.w, plate.h)
        key = ("plate", g.width, g.height, plate.w, plate.h, shown.name, shown.detail, shown.glow)
        size = (plate.w + 2 * margin, plate.h + 2 * margin)

        def paint(s: pygame.Surface, shown: PlateShown = shown, local: Box = local) -> None:
            hud.name_plate(s, fonts, g, hud.Plate(local, shown.name, shown.detail, shown.glow))

        stamp = stamps.get(key, size, paint)
        surface.blit(stamp, (plate.x - margin, plate.y - margin))
        layout_items.note_thing("plate", pygame.Rect(plate), shown.name)
    for tag, rect in tag_rects(frame, fonts, callouts):
        surface.blit(tag, rect)
