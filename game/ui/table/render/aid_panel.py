"""Where the aids sit and how the tracker panel and a hint look.

The aid buttons line up at the right, just above the human's band; the tracker panel takes
the right edge of the chain's area, and the chain is laid out in what is left, so the
panel never covers a tile.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.aids.tracker import TrackerFacts
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.table.render.geometry import AID_BUTTON_H, AID_BUTTON_W, AID_GAP, AID_ROW_GAP, Geometry
from game.ui.table.render.layout import Box

PANEL_W = 196  # design units


def aid_buttons(g: Geometry, count: int) -> list[Box]:
    """``count`` small buttons, right-aligned in the row above the human's band."""
    w, h, gap = g.tx(AID_BUTTON_W), g.tx(AID_BUTTON_H), g.tx(AID_GAP)
    y = g.draw_button.y - g.tx(AID_ROW_GAP) - h
    right = g.width - g.inset - g.tx(16)  # on the table, not over the room beyond it
    return [Box(right - (count - i) * w - (count - 1 - i) * gap, y, w, h) for i in range(count)]


def tracker_panel(g: Geometry) -> Box:
    """The panel's place in a geometry whose chain area has not been narrowed yet."""
    chain = g.chain
    w = g.tx(PANEL_W)
    return Box(chain.right - w, chain.y, w, chain.h)


def with_tracker(g: Geometry) -> Geometry:
    """The same geometry with the chain's area narrowed to leave room for the panel."""
    chain = g.chain
    return g._replace(chain=Box(chain.x, chain.y, chain.w - g.tx(PANEL_W + 10), chain.h))


def draw_tracker(
    surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, box: Box, facts: TrackerFacts, names: Sequence[str]
) -> None:
    """Per number, the tiles with it you have not seen; per opponent, the numbers it lacks."""
    rect = pygame.Rect(box)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*theme.PANEL, 230), shade.get_rect(), border_radius=g.tx(10))
    surface.blit(shade, rect)
    pygame.draw.rect(surface, theme.FELT_LINE, rect, max(1, g.tx(2)), border_radius=g.tx(10))
    x, y = rect.x + g.tx(12), rect.y + g.tx(8)
    title = fonts.text(_("Tile tracker"), g.tx(16), theme.GOLD, bold=True)
    surface.blit(title, (x, y))
    y += title.get_height() + g.tx(2)
    note = fonts.text(_("Tiles you have not seen"), g.tx(12), theme.TEXT_DIM)
    surface.blit(note, (x, y))
    y += note.get_height() + g.tx(4)
    row = g.tx(17)
    bar_x, bar_w = x + g.tx(28), rect.right - g.tx(12) - (x + g.tx(28)) - g.tx(22)
    for number, count in enumerate(facts.unseen):
        label = fonts.text(str(number), g.tx(14), theme.TEXT, bold=True)
        surface.blit(label, (x, y))
        filled = round(bar_w * count / 7)
        bar = pygame.Rect(bar_x, y + g.tx(4), bar_w, g.tx(9))
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=g.tx(3))
        if filled:
            color = theme.WARN if count == 0 else theme.IVORY
            pygame.draw.rect(surface, color, (bar.x, bar.y, filled, bar.h), border_radius=g.tx(3))
        figure = fonts.text(str(count), g.tx(14), theme.WARN if count == 0 else theme.TEXT)
        surface.blit(figure, figure.get_rect(topright=(rect.right - g.tx(12), y)))
        y += row
    y += g.tx(6)
    for seat in facts.opponents:
        if y + g.tx(34) > rect.bottom:
            break
        name = fonts.text(names[seat.seat], g.tx(14), theme.TEXT, bold=True)
        surface.blit(name, (x, y))
        y += name.get_height()
        if seat.numbers:
            words = ngettext("has no {numbers}", "has none of {numbers}", len(seat.numbers)).format(
                numbers=", ".join(str(n) for n in seat.numbers)
            )
        else:
            words = _("has shown no gaps yet")
        line = fonts.text(words, g.tx(13), theme.GLOW if seat.numbers else theme.TEXT_DIM)
        surface.blit(line, (x, y))
        y += line.get_height() + g.tx(4)


def draw_hint(surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, reason: str, evidence: str) -> None:
    """The hint's reason in a gold-edged bubble above the status line, its figures under it."""
    size = 17
    main = fonts.text(reason, g.tx(size), theme.GLOW, bold=True)
    while main.get_width() > g.width - g.tx(48) and size > 11:  # a long reason shrinks to fit
        size -= 1
        main = fonts.text(reason, g.tx(size), theme.GLOW, bold=True)
    small = fonts.text(evidence, g.tx(12), theme.TEXT_DIM) if evidence else None
    width = max(main.get_width(), small.get_width() if small else 0) + g.tx(28)
    height = main.get_height() + (small.get_height() if small else 0) + g.tx(10)
    rect = pygame.Rect(0, 0, min(width, g.width - g.tx(20)), height)
    rect.midbottom = (g.width // 2, g.message_y - g.tx(21))
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=g.tx(8))
    pygame.draw.rect(surface, theme.GOLD, rect, max(1, g.tx(2)), border_radius=g.tx(8))
    surface.blit(main, main.get_rect(midtop=(rect.centerx, rect.y + g.tx(5))))
    if small is not None:
        surface.blit(small, small.get_rect(midtop=(rect.centerx, rect.y + g.tx(5) + main.get_height())))
