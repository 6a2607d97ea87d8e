"""What the table's view draws around the tiles: the score bar, the seats' portraits, name
plates and speech badges, and points on their way to the bar. The view sums up what they show
this frame in a ``HudFrame``; the functions here draw that frame and nothing else (they never
see the view), with the view's caches of stamps and faces."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import layout_items, theme
from game.ui.callouts import Callouts
from game.ui.portraits import Expression
from game.ui.table.render import hud
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.layout import Box
from game.ui.table.render.moments import Portraits, draw_badge, draw_points, draw_portrait

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
    """A character's line in a speech bubble, as shown this frame."""

    words: str
    opacity: float
    at: tuple[str, tuple[int, int]]  # the bubble's side that touches the anchor, and the anchor
    tail: str  # the side its tail points out of, toward the speaker
    below: tuple[int, int] | None = None  # where its top goes instead when it does not fit the window at ``at``


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
    target: int | None
    portraits: tuple[PortraitShown, ...]
    plates: tuple[PlateShown, ...]
    badges: tuple[BadgeShown, ...]
    flights: tuple[FlightShown, ...]
    bubbles: tuple[BubbleShown, ...] = ()


def draw_portraits(
    frame: HudFrame, surface: pygame.Surface, faces: Portraits, fonts: theme.Fonts, callouts: Callouts
) -> None:
    for shown in frame.portraits:
        draw_portrait(surface, faces, shown)
        if shown.tag is not None:
            tag = callouts.partner(fonts, shown.tag, frame.geom.tx(13))
            surface.blit(tag, tag.get_rect(midbottom=(shown.box.x + shown.box.w // 2, shown.box.bottom)))


def draw_bubbles(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, callouts: Callouts) -> None:
    """The characters' lines, each in its bubble at the speaker's seat."""
    g = frame.geom
    for bubble in frame.bubbles:
        window = surface.get_rect().inflate(-g.px(8), -g.px(8))
        picture = callouts.bubble(fonts, bubble.words, g.tx(15), g.tx(220), bubble.tail)
        rect = picture.get_rect(**{bubble.at[0]: bubble.at[1]})
        if bubble.below is not None and not window.contains(rect):  # no room beside: under, pointing up
            picture = callouts.bubble(fonts, bubble.words, g.tx(15), g.tx(220), "top")
            rect = picture.get_rect(midtop=bubble.below)
        picture.set_alpha(round(255 * max(0.0, min(1.0, bubble.opacity))))
        surface.blit(picture, rect.clamp(window))  # never off the window


def draw_badges(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps) -> None:
    for badge in frame.badges:
        draw_badge(surface, fonts, frame.geom, stamps, badge)


def draw_flights(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, callouts: Callouts) -> None:
    """Points on their way from the chain to the scorer's score in the bar."""
    for flight in frame.flights:
        draw_points(surface, fonts, callouts, frame.geom, flight)


def draw_bar(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps) -> None:
    g, title, target = frame.geom, frame.title, frame.target
    key = ("bar", g.width, g.height, title, frame.units, target)

    def paint(stamp: pygame.Surface) -> None:
        hud.score_bar(stamp, fonts, frame)

    stamp = stamps.get(key, (g.top_bar.w, g.top_bar.h), paint, opaque=True)
    surface.blit(stamp, (g.top_bar.x, g.top_bar.y))
    layout_items.note_thing("bar", pygame.Rect(g.top_bar), title)


def draw_plates(frame: HudFrame, surface: pygame.Surface, fonts: theme.Fonts, stamps: hud.Stamps) -> None:
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
