"""Partnership plain to see: in a game of pairs the player's partner wears the player's side's
colour at the seat and on the side's entry in the score bar, the opponents the other's; the
colours read on every venue's cloth and the emblems differ in shape as well as colour. A game
where each plays alone keeps its gold frames and plain bar."""

from __future__ import annotations

import math
import random
import statistics

import pygame
import pytest

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render import hud
from game.ui.table.render.geometry import felt_of, geometry
from game.ui.table.render.layout import Box
from game.ui.table.render.poses import screen_place
from game.ui.table.render.teams import TEAMS, emblem
from game.ui.venues import LOOKS, table_surface
from tests.ui.players import FirstLegalPlayer

Colour = tuple[int, int, int]
CAST = ("aino", "kaisa", "dragan")  # seats 1-3: in pairs, Kaisa (seat 2, across) plays with the player


def _table(app: App, players: int, venue: str = "default") -> TableScene:
    seats = (Seat("You", FirstLegalPlayer()), *(Seat(c.title(), FirstLegalPlayer(), c) for c in CAST[: players - 1]))
    rules = PRESETS["partners" if players == 4 else "classic"]
    plan = TablePlan(demo=True, venue=venue)
    table = TableScene(app, Sitting(seats, Match.new(rules, players, 100), random.Random(4)), PACES["fast"], plan)
    app.stack.push(table)
    app.step(1 / 60)
    return table


def _drawn(app: App, table: TableScene) -> pygame.Surface:
    picture = pygame.Surface(app.size)
    table.draw(picture)
    return picture


def _ring(picture: pygame.Surface, box: Box) -> Colour:
    """A portrait's ring where nothing else lies on it (its lower left, between the lit and the
    shaded arcs): the median of a few pixels."""
    x = box.x + box.w / 2 - 0.458 * box.w / math.sqrt(2)
    y = box.y + box.h / 2 + 0.458 * box.h / math.sqrt(2)
    pixels = [tuple(picture.get_at((round(x) + dx, round(y) + dy)))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    return (
        round(statistics.median(p[0] for p in pixels)),
        round(statistics.median(p[1] for p in pixels)),
        round(statistics.median(p[2] for p in pixels)),
    )


def _near(picture: pygame.Surface, area: pygame.Rect, colour: Colour, within: int = 36) -> int:
    """How many pixels in ``area`` are ``colour``, give or take ``within`` per channel in all."""
    return sum(
        1
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
        if sum(abs(p - q) for p, q in zip(tuple(picture.get_at((x, y)))[:3], colour, strict=True)) <= within
    )


def _bar_spans(app: App, table: TableScene) -> list[pygame.Rect]:
    """Each unit's stretch of the score bar: from the score before it (or the bar's middle) to the
    end of its own score."""
    frame = table.view.hud_frame(app.fonts)
    g = frame.geom
    boxes = [hud.score_box(app.fonts, g, frame.units, frame.goal, u) for u in range(len(frame.units))]
    lefts = [g.top_bar.w // 3, *(box.right for box in boxes[:-1])]
    return [
        pygame.Rect(left, g.top_bar.y, box.right - left, g.top_bar.h) for left, box in zip(lefts, boxes, strict=True)
    ]


def _distance(one: Colour, other: Colour) -> int:
    return sum(abs(p - q) for p, q in zip(one, other, strict=True))


def test_in_pairs_the_partner_wears_the_players_colour_at_the_seat_and_in_the_bar(app: App) -> None:
    """The partner's ring and the player's own entry in the score bar share a colour, and it is
    not the opponents' (whose rings share theirs with their entry): a glance says who plays with
    whom. The player's own plate wears it too. (Before, every ring was gold: the bar's "You &
    Kaisa" alone said who the partner was.)"""
    table = _table(app, 4)
    picture = _drawn(app, table)
    view, g = table.view, table.view.geom
    rings = {seat: _ring(picture, g.seats[screen_place(seat, view.viewer, 4)].portrait) for seat in (1, 2, 3)}
    ours, theirs = rings[2], rings[1]
    assert _distance(rings[1], rings[3]) <= 30, ("the opponents share a colour", rings)
    assert _distance(ours, theirs) >= 150, ("the partner's colour is not the opponents'", rings)
    player_span, their_span = _bar_spans(app, table)
    assert _near(picture, player_span, ours) >= g.tx(40), (
        "the player's side's entry in the bar is in the partner's colour"
    )
    assert _near(picture, player_span, theirs) == 0, "and not in the opponents'"
    assert _near(picture, their_span, theirs) >= g.tx(40), "the opponents' entry in theirs"
    assert _near(picture, their_span, ours) == 0
    plate = pygame.Rect(g.seats[0].plate).inflate(g.tx(24), g.tx(8))
    assert _near(picture, plate, ours) >= g.tx(40), "the player's own plate in the side's colour"
    assert _near(picture, plate, theirs) == 0


def test_each_playing_alone_keeps_gold_frames_and_a_plain_bar(app: App) -> None:
    table = _table(app, 3)
    picture = _drawn(app, table)
    g = table.view.geom
    rings = [_ring(picture, place.portrait) for place in g.seats if place.portrait.w]
    assert _distance(rings[0], rings[1]) <= 30, rings
    bar = pygame.Rect(g.top_bar)
    for team in TEAMS:
        assert _near(picture, bar, team.colour, 24) == 0, "no side's colour in the bar"
        assert all(_distance(ring, team.colour) >= 80 for ring in rings), (rings, team)


def _rgb(colour: pygame.Color) -> Colour:
    return colour.r, colour.g, colour.b


def _contrast(one: Colour, other: Colour) -> float:
    """WCAG's contrast ratio between two colours."""

    def luminance(colour: Colour) -> float:
        linear = [c / 255 / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("venue", sorted(LOOKS))
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_each_sides_colour_reads_on_the_cloth_round_every_seat(venue: str, size: tuple[int, int]) -> None:
    """Against the venue's cloth just outside each portrait and name plate, at 100% and 200%,
    each side's colour stands out by 3:1 or more (the median of eight points round it), and by
    1.8:1 even where the venue's light falls brightest (the café's window light at the left seat
    at 200%; there the emblem's shape tells the sides apart). Points off the cloth (on the rim or
    the trim along its edge, beside a seat at the felt's edge) are left out."""
    pygame.display.set_mode((320, 200))
    cloth = table_surface(venue, size)
    felt = pygame.Rect(felt_of(size)).inflate(-min(size) // 30, -min(size) // 30)  # inside the trim
    for scale in (1.0, 2.0):
        for place in geometry(size, 4, scale).seats:
            for box in (place.portrait, place.plate):
                if not box.w:
                    continue
                r = pygame.Rect(box).inflate(8, 8)
                points = (
                    r.topleft,
                    r.midtop,
                    r.topright,
                    r.midright,
                    r.bottomright,
                    r.midbottom,
                    r.bottomleft,
                    r.midleft,
                )
                around = [_rgb(cloth.get_at(p)) for p in points if felt.collidepoint(p)]
                for team in TEAMS:
                    ratios = [_contrast(team.colour, f) for f in around]
                    where = (venue, size, scale, place.side, team)
                    assert statistics.median(ratios) >= 3.0, (*where, round(statistics.median(ratios), 2))
                    assert min(ratios) >= 1.8, (*where, round(min(ratios), 2))


def test_the_two_sides_emblems_differ_in_shape_as_well_as_colour() -> None:
    """A player who cannot tell the colours apart tells the sides by their emblems' shapes."""
    pygame.display.set_mode((320, 200))
    size = 48

    def shape(team: int) -> set[tuple[int, int]]:
        picture = emblem(team, size)
        centre = size / 2
        return {
            (x, y)
            for x in range(size)
            for y in range(size)
            if math.dist((x + 0.5, y + 0.5), (centre, centre)) < size * 0.36
            and sum(tuple(picture.get_at((x, y)))[:3]) > 300
        }

    ours, theirs = shape(0), shape(1)
    assert ours and theirs
    assert len(ours ^ theirs) >= 0.25 * min(len(ours), len(theirs)), (len(ours), len(theirs), len(ours ^ theirs))
