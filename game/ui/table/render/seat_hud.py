"""What the table's view draws around the tiles: the score bar, the seats' portraits, name
plates and speech badges, and points on their way to the bar. Pure functions of the view's
state and clock: they read the view and never change it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.tiles import tiles_in
from game.i18n import _
from game.ui import layout_items, theme
from game.ui.table.model.controller import unit_name
from game.ui.table.render import hud
from game.ui.table.render.layout import Box
from game.ui.table.render.moments import (
    draw_badge,
    draw_points,
    draw_portrait,
    flight_at,
    seat_speech_anchor,
)
from game.ui.table.render.poses import screen_place

if TYPE_CHECKING:
    from game.ui.table.render.view import TableView


def draw_portraits(view: TableView, surface: pygame.Surface, thinking: int | None) -> None:
    state = view.shown.state
    for seat, character in enumerate(view.characters):
        box = view.geom.seats[screen_place(seat, view.viewer, state.players)].portrait
        if character is not None and box.w:
            face = view.moments.face(seat, thinking == seat, view.now)
            draw_portrait(surface, view.faces, character, face, box)


def draw_badges(view: TableView, surface: pygame.Surface, fonts: theme.Fonts) -> None:
    players = view.shown.state.players
    for seat in range(players):
        said = view.moments.badge(seat, view.now)
        if said is not None:
            place = view.geom.seats[screen_place(seat, view.viewer, players)]
            at = seat_speech_anchor(place.portrait, place.plate, place.side, view.geom.px(6))
            draw_badge(surface, fonts, view.geom, view.stamps, said[0], said[1], at)


def draw_flights(view: TableView, surface: pygame.Surface, fonts: theme.Fonts) -> None:
    """Points on their way from the chain to the scorer's score in the bar."""
    if not view.moments.flights:
        return
    units, target = bar_units(view), view.shown.match.target
    g = view.geom
    for flight in view.moments.flights:
        goal = hud.score_spot(fonts, g, units, target, flight.unit)
        if view.style.reduced_motion:  # no flight: the points fade in and out by the score
            t = min(1.0, max(0.0, (view.now - flight.t0) / max(flight.duration, 1e-6)))
            x, y, opacity = float(goal[0]), float(goal[1] + g.tx(30)), 1 - abs(1 - 2 * t)
        else:
            x, y, opacity = flight_at(flight, goal, view.now, g.px(24))
        draw_points(surface, fonts, g, flight.points, (x, y), opacity)


def bar_units(view: TableView) -> list[tuple[str, int, int, bool]]:
    """Each unit's (name, score, points in play, to move) as the bar shows them now."""
    state, match = view.shown.state, view.shown.match
    rules = match.rules
    turn_unit = rules.unit_of(state.turn) if state.result is None else -1
    scores = match.scores if state.result is not None else state.scores
    in_play = view.shown.in_play
    return [
        (unit_name(rules, view.names, u), scores[u], in_play[u] if state.result is None else 0, u == turn_unit)
        for u in range(rules.units(match.players))
    ]


def draw_bar(view: TableView, surface: pygame.Surface, fonts: theme.Fonts) -> None:
    match = view.shown.match
    title = _("{rules} · Hand {n}").format(rules=_(match.rules.title), n=view.hand_number())
    units = bar_units(view)
    g = view.geom
    key = ("bar", g.width, g.height, title, tuple(units), match.target)

    def paint(stamp: pygame.Surface) -> None:
        hud.score_bar(stamp, fonts, g, title, units, match.target)

    stamp = view.stamps.get(key, (g.top_bar.w, g.top_bar.h), paint, opaque=True)
    surface.blit(stamp, (g.top_bar.x, g.top_bar.y))
    layout_items.note_thing("bar", pygame.Rect(g.top_bar), title)


def draw_plates(view: TableView, surface: pygame.Surface, fonts: theme.Fonts) -> None:
    state = view.shown.state
    for seat, name in enumerate(view.names):
        plate = view.geom.seats[screen_place(seat, view.viewer, state.players)].plate
        count = state.hands[seat].bit_count()
        detail = hud.pips_detail(pips_shown(view, seat)) if view.revealed else hud.tiles_detail(count)
        glow = round(view.glow() * 12) / 12 if state.result is None and state.turn == seat else None
        draw_plate(view, surface, fonts, plate, name, detail, glow)


def pips_shown(view: TableView, seat: int) -> int:
    """A revealed hand's pips, counted up as its tiles turn over."""
    return sum(
        t.pips
        for t in tiles_in(view.shown.state.hands[seat])
        if t not in view.sprites or not view.sprites[t].moving(view.now)
    )


def draw_plate(
    view: TableView,
    surface: pygame.Surface,
    fonts: theme.Fonts,
    plate: Box,
    name: str,
    detail: str,
    glow: float | None,
) -> None:
    g = view.geom
    margin = g.px(8)
    local = Box(margin, margin, plate.w, plate.h)
    key = ("plate", g.width, g.height, plate.w, plate.h, name, detail, glow)
    size = (plate.w + 2 * margin, plate.h + 2 * margin)
    stamp = view.stamps.get(key, size, lambda s: hud.name_plate(s, fonts, g, local, name, detail, glow))
    surface.blit(stamp, (plate.x - margin, plate.y - margin))
    layout_items.note_thing("plate", pygame.Rect(plate), name)
