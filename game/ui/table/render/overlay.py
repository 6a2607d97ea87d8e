"""What the table draws over the tiles for the human: the ghosts of a tile's places and the
hint's bubble. Pure drawing from the view and what is asked; nothing changes."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.aids.hints import Hint
from game.engine.actions import LEFT, RIGHT, Play
from game.engine.tiles import Tile
from game.i18n import _
from game.ui import layout_items, theme
from game.ui.table.render import aid_panel, draw_tile
from game.ui.table.render.draw_tile import GHOST_LINE, KEYLINE, TileArt, glow_reach
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.layout import Spot
from game.ui.table.render.view import TableView


class GhostShown(NamedTuple):
    """One ghost of the lifted tile: the play, where it would lie, what its glow covers and the
    parts of that it is drawn in, where its "+" sits (off every tile), and its label ("Left
    (L)") and the label's place when the tile fits both ends."""

    play: Play
    spot: Spot
    ring: pygame.Rect
    holes: tuple[pygame.Rect, ...]  # the line's tiles its glow reaches: cut out of it, round their corners
    badge: tuple[int, int]
    label: tuple[str, pygame.Surface, pygame.Rect] | None


def ghost_places(view: TableView, fonts: theme.Fonts, plays: Sequence[Play]) -> list[GhostShown]:
    """Where the pointed tile would lie on each end it fits, its "+" badges and, where it fits
    both, its labels: a badge and a label never lie on a tile of the line or another ghost."""
    g = view.geom
    spots = [view.ghost(play.tile, play.end) for play in plays]
    rings = [_glow_box(spot) for spot in spots]
    tiles = [pygame.Rect(spot.box) for spot in view.chain.spots]
    radius, area = _badge_radius(g), pygame.Rect(g.chain)
    badges: list[pygame.Rect] = []
    for k, spot in enumerate(spots):
        others = tiles + [pygame.Rect(other.box) for j, other in enumerate(spots) if j != k] + badges
        badges.append(_badge_box(badge_place(pygame.Rect(spot.box), radius, others, area), radius))
    taken = tiles + rings
    shown = []
    for play, spot, ring, badge in zip(plays, spots, rings, badges, strict=True):
        label = None
        if len(plays) == 2:
            words = _("Left (L)") if play.end == LEFT else _("Right (R)")
            picture = fonts.text(words, g.text(13), GHOST_LINE, bold=True)
            where = label_place(picture.get_rect(), ring, area, taken + badges, g.px(2))
            if where.collidelist(taken) >= 0:  # no room off the "+" badges too: off the tiles comes first
                where = label_place(picture.get_rect(), ring, area, taken, g.px(2))
            taken.append(where)
            label = (words, picture, where)
        holes = tuple(tile for tile in tiles if tile.colliderect(ring))
        shown.append(GhostShown(play, spot, ring, holes, badge.center, label))
    return shown


def _glow_box(spot: Spot) -> pygame.Rect:
    """What a ghost's picture covers where it is seen: its tile's box and the glow round it."""
    reach = glow_reach(min(spot.box.w, spot.box.h))
    return pygame.Rect(spot.box).inflate(2 * reach, 2 * reach)


def ghost_outline(spot: Spot, g: Geometry) -> pygame.Rect:
    """What a ghost keeps the table's badges off: its tile and its ice-blue line, not the soft
    outer reach of its glow (a seat's badge may lie on that faint halo; kept off all of it, the
    player's "Pass" at 1280x720 200% found room only on the status line)."""
    return pygame.Rect(spot.box).inflate(g.px(6), g.px(6))


@functools.lru_cache(maxsize=8)
def cut_out(picture: pygame.Surface, holes: tuple[tuple[int, int, int, int], ...]) -> pygame.Surface:
    """A ghost's ``picture`` with the tiles beside it cut out along their own rounded outline, so
    its glow lies on the felt right up to each tile and never over it (cut out as boxes, the felt
    inside a tile's box round its corners and edge showed as a dark strip between the ghost and
    the tile). Made once per ghost and neighbours, while the tile is lifted."""
    cut = picture.copy()
    for hole in holes:
        radius = draw_tile.corner_radius(min(hole[2], hole[3]))
        pygame.draw.rect(cut, (0, 0, 0, 0), hole, border_radius=radius)
    return cut


def badge_place(box: pygame.Rect, radius: int, taken: Sequence[pygame.Rect], area: pygame.Rect) -> tuple[int, int]:
    """Where the "+" of a ghost lying in ``box`` goes: pinned on one of its corners (the upper right
    first), else midway along one of its sides, the first place whose disc lies on no rectangle
    of ``taken`` (the line's tiles, the other ghost, the badges placed before) and inside
    ``area``; with none, on the ghost's own middle, where it covers nothing but the ghost (always
    on the upper right, it once covered the double beside it)."""
    corners = (box.topright, box.topleft, box.bottomright, box.bottomleft)
    places = (*corners, box.midtop, box.midbottom, box.midleft, box.midright)
    for place in places:
        disc = _badge_box(place, radius)
        if area.contains(disc) and disc.collidelist(list(taken)) < 0:
            return place
    return box.center


def ghosts(
    surface: pygame.Surface, art: TileArt, g: Geometry, shown: Sequence[GhostShown], hover_end: int | None
) -> None:
    """The ghosts ``ghost_places`` placed: the tile's face, translucent, in an ice-blue line and
    glow round its shape (brighter where the pointer is), a "+" off every tile, labelled."""
    for ghost in shown:
        spot = ghost.spot
        pointed = hover_end == ghost.play.end
        picture = art.ghost(ghost.play.tile, min(spot.box.w, spot.box.h), spot.angle, pointed=pointed)
        at = picture.get_rect(center=pygame.Rect(spot.box).center)
        holes = tuple((h.x - at.x, h.y - at.y, h.w, h.h) for h in ghost.holes)
        surface.blit(cut_out(picture, holes) if holes else picture, at)
        plus_badge(surface, ghost.badge, _badge_radius(g))
        layout_items.note_thing("ghost", pygame.Rect(spot.box))
        if ghost.label is not None:
            words, picture, where = ghost.label
            surface.blit(picture, where)
            layout_items.note_thing("label", where, words)


def _badge_radius(g: Geometry) -> int:
    return max(5, g.px(9))


def _badge_box(centre: tuple[int, int], radius: int) -> pygame.Rect:
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def plus_badge(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A small "+" by a ghost: here the tile would be added."""
    pygame.draw.circle(surface, KEYLINE, centre, radius)
    pygame.draw.circle(surface, GHOST_LINE, centre, radius, max(1, radius // 5))
    arm, bar = radius * 3 // 5, max(1, radius // 3)
    surface.fill(GHOST_LINE, pygame.Rect(centre[0] - arm, centre[1] - bar // 2, 2 * arm, bar))
    surface.fill(GHOST_LINE, pygame.Rect(centre[0] - bar // 2, centre[1] - arm, bar, 2 * arm))


def label_place(
    label: pygame.Rect, ring: pygame.Rect, area: pygame.Rect, taken: Sequence[pygame.Rect], gap: int
) -> pygame.Rect:
    """Where a ghost's label goes: above its ring, else below, left or right of it or off a corner, the first
    place inside the line's area that lies on no tile, ghost or other label (a label over a
    placed tile hid it where the line turns); with none free, above, kept inside the area."""
    above, below, left, right = (label.copy() for _ in range(4))
    above.midbottom = (ring.centerx, ring.y - gap)
    below.midtop = (ring.centerx, ring.bottom + gap)
    left.midright = (ring.x - gap, ring.centery)
    right.midleft = (ring.right + gap, ring.centery)
    beside = [label.copy() for _ in range(4)]  # then off a corner, where the line turns
    beside[0].bottomright, beside[1].bottomleft = (ring.x - gap, ring.y - gap), (ring.right + gap, ring.y - gap)
    beside[2].topright, beside[3].topleft = (ring.x - gap, ring.bottom + gap), (ring.right + gap, ring.bottom + gap)
    for place in (above, below, left, right, *beside):
        if area.contains(place) and place.collidelist(list(taken)) < 0:
            return place
    return above.clamp(area)


class HintDrawn(NamedTuple):
    """The hint as drawn this frame: the gold ring round the tile it names (None: none held), and its bubble."""

    ring: pygame.Rect | None
    bubble: aid_panel.HintShown


def hint_place(  # noqa: PLR0913  the view, the fonts, the hint, the hand, whether one was asked, what to keep off
    view: TableView,
    fonts: theme.Fonts,
    shown: Hint | None,
    held: Sequence[Tile],
    *,
    asked: bool,
    avoid: Sequence[pygame.Rect] = (),
) -> HintDrawn | None:
    """The hint's bubble and the ring round the tile it names, or word that one is coming; None
    when there is neither. The bubble keeps off the line's tiles, the named tile's ghosts and
    ``avoid`` (the tracker's panel)."""
    g = view.geom
    tiles = [pygame.Rect(spot.box) for spot in view.chain.spots]
    if shown is not None and isinstance(shown.action, Play):  # the named tile is lifted: its ghosts and their labels
        named = shown.action.tile
        tiles += [pygame.Rect(view.ghost(named, end).box).inflate(g.tx(160), g.tx(34)) for end in (LEFT, RIGHT)]
    if shown is not None:
        ring = None
        if isinstance(shown.action, Play) and shown.action.tile in held:
            ring = view.hand_rect(shown.action.tile).inflate(g.px(14), g.px(14))
        return HintDrawn(ring, aid_panel.hint_plan(fonts, g, (shown.reason, shown.evidence), tiles, avoid))
    if asked:
        return HintDrawn(None, aid_panel.hint_plan(fonts, g, (_("Looking for a good move…"), ""), tiles, avoid))
    return None


def hint(surface: pygame.Surface, g: Geometry, drawn: HintDrawn) -> None:
    """The hint ``hint_place`` placed: a gold ring round the tile it names, and its bubble."""
    if drawn.ring is not None:
        pygame.draw.rect(surface, theme.GOLD, drawn.ring, max(2, g.px(4)), border_radius=g.px(8))
    aid_panel.paint_hint(surface, g, drawn.bubble)
