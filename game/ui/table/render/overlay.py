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
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.view import TableView


class Canvas(NamedTuple):
    """Where the overlay draws and with what: the window, the fonts, the tiles' art, the table's view."""

    surface: pygame.Surface
    fonts: theme.Fonts
    art: TileArt
    view: TableView


def ghosts(canvas: Canvas, plays: Sequence[Play], hover_end: int | None) -> None:
    """Where the pointed tile would lie on each end it fits, labelled when it fits both."""
    surface, fonts, art, view = canvas
    g = view.geom
    rings = [pygame.Rect(view.ghost(play.tile, play.end).box).inflate(g.px(6), g.px(6)) for play in plays]
    taken = [pygame.Rect(spot.box) for spot in view.chain.spots] + rings
    for play, rect in zip(plays, rings):
        spot = view.ghost(play.tile, play.end)
        surface.blit(art.ghost(play.tile, min(spot.box.w, spot.box.h), spot.angle), spot.box[:2])
        color = theme.GLOW if hover_end == play.end else theme.TEXT
        pygame.draw.rect(surface, color, rect, max(1, g.px(2)), border_radius=g.px(5))
        layout_items.note_thing("ghost", pygame.Rect(spot.box))
        if len(plays) == 2:
            label = _("Left (L)") if play.end == LEFT else _("Right (R)")
            picture = fonts.text(label, g.text(13), theme.GLOW, bold=True)
            where = label_place(picture.get_rect(), rect, pygame.Rect(g.chain), taken, g.px(2))
            surface.blit(picture, where)
            layout_items.note_thing("label", where, label)
            taken.append(where)


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


def hint(canvas: Canvas, shown: Hint | None, held: list[Tile], *, asked: bool) -> None:
    """The hint's bubble (and a gold ring round the tile it names), or word that one is coming."""
    surface, fonts, _art, view = canvas
    g = view.geom
    tiles = [pygame.Rect(spot.box) for spot in view.chain.spots]
    if shown is not None and isinstance(shown.action, Play):  # the named tile is lifted: its ghosts and their labels
        named = shown.action.tile
        tiles += [pygame.Rect(view.ghost(named, end).box).inflate(g.tx(160), g.tx(34)) for end in (LEFT, RIGHT)]
    if shown is not None:
        if isinstance(shown.action, Play) and shown.action.tile in held:
            rect = view.hand_rect(shown.action.tile).inflate(g.px(14), g.px(14))
            pygame.draw.rect(surface, theme.GOLD, rect, max(2, g.px(4)), border_radius=g.px(8))
        aid_panel.draw_hint(surface, fonts, g, (shown.reason, shown.evidence), tiles)
    elif asked:
        aid_panel.draw_hint(surface, fonts, g, (_("Looking for a good move…"), ""), tiles)
