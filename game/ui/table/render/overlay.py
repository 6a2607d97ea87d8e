"""What the table draws over the tiles for the human: the ghosts of a tile's places and the
hint's bubble. Pure drawing from the view and what is asked; nothing changes."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.aids.hints import Hint
from game.engine.actions import LEFT, RIGHT, Play
from game.engine.tiles import Tile
from game.i18n import _
from game.ui import layout_items, theme
from game.ui.table.render import aid_panel
from game.ui.table.render.draw_tile import GHOST_LINE, TileArt
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.layout import Spot
from game.ui.table.render.view import TableView


class GhostShown(NamedTuple):
    """One ghost of the lifted tile: the play, where it would lie, the ring round it, and its
    label ("Left (L)") and the label's place when the tile fits both ends."""

    play: Play
    spot: Spot
    ring: pygame.Rect
    label: tuple[str, pygame.Surface, pygame.Rect] | None


def ghost_places(view: TableView, fonts: theme.Fonts, plays: Sequence[Play]) -> list[GhostShown]:
    """Where the pointed tile would lie on each end it fits, and its labels where it fits both."""
    g = view.geom
    rings = [pygame.Rect(view.ghost(play.tile, play.end).box).inflate(g.px(6), g.px(6)) for play in plays]
    badges = [_badge_box(ring.topright, _badge_radius(g)) for ring in rings]
    taken = [pygame.Rect(spot.box) for spot in view.chain.spots] + rings
    shown = []
    for play, ring in zip(plays, rings, strict=True):
        label = None
        if len(plays) == 2:
            words = _("Left (L)") if play.end == LEFT else _("Right (R)")
            picture = fonts.text(words, g.text(13), GHOST_LINE, bold=True)
            where = label_place(picture.get_rect(), ring, pygame.Rect(g.chain), taken + badges, g.px(2))
            if where.collidelist(taken) >= 0:  # no room off the "+" badges too: off the tiles comes first
                where = label_place(picture.get_rect(), ring, pygame.Rect(g.chain), taken, g.px(2))
            taken.append(where)
            label = (words, picture, where)
        shown.append(GhostShown(play, view.ghost(play.tile, play.end), ring, label))
    return shown


def ghosts(
    surface: pygame.Surface, art: TileArt, g: Geometry, shown: Sequence[GhostShown], hover_end: int | None
) -> None:
    """The ghosts ``ghost_places`` placed: the tile's face, translucent, in a dashed ice-blue ring
    with a "+" on its corner (thicker where the pointer is), labelled."""
    for ghost in shown:
        spot = ghost.spot
        surface.blit(art.ghost(ghost.play.tile, min(spot.box.w, spot.box.h), spot.angle), spot.box[:2])
        width = max(2, g.px(3)) if hover_end == ghost.play.end else max(1, g.px(2))
        dashed_ring(surface, ghost.ring, width, max(3, g.px(7)))
        plus_badge(surface, ghost.ring.topright, _badge_radius(g))
        layout_items.note_thing("ghost", pygame.Rect(spot.box))
        if ghost.label is not None:
            words, picture, where = ghost.label
            surface.blit(picture, where)
            layout_items.note_thing("label", where, words)


GHOST_DARK = (14, 22, 26)  # the keyline between a ghost's dashes: the dashes read on every cloth


def dashed_ring(surface: pygame.Surface, ring: pygame.Rect, width: int, dash: int) -> None:
    """A ghost's ring: ice-blue dashes on a dark keyline, a pattern the played-last tile's solid
    gold ring never has (a white ring round a gold-edged face passed for it)."""
    pygame.draw.rect(surface, GHOST_DARK, ring, width + 2)
    inner = ring.inflate(-2, -2)
    edges = (
        ((inner.left, inner.top), (1, 0), inner.w),
        ((inner.left, inner.bottom - width), (1, 0), inner.w),
        ((inner.left, inner.top), (0, 1), inner.h),
        ((inner.right - width, inner.top), (0, 1), inner.h),
    )
    for (x, y), (dx, dy), length in edges:
        for start in range(0, length, 2 * dash):
            run = min(dash, length - start)
            piece = pygame.Rect(x + dx * start, y + dy * start, run if dx else width, run if dy else width)
            surface.fill(GHOST_LINE, piece)


def _badge_radius(g: Geometry) -> int:
    return max(5, g.px(9))


def _badge_box(centre: tuple[int, int], radius: int) -> pygame.Rect:
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)


def plus_badge(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A small "+" on a ghost's corner: here the tile would be added."""
    pygame.draw.circle(surface, GHOST_DARK, centre, radius)
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
