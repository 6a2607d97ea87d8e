"""Where the aids sit and how the tracker panel and a hint look.

The aid buttons line up at the right, just above the human's band; the tracker panel takes
the right edge of the chain's area, and the chain is laid out in what is left, so the
panel never covers a tile.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.aids.tracker import TrackerFacts
from game.fonts import ONE_LINE_SHRINK, fit_plan, fitted
from game.i18n import _, ngettext
from game.ui import layout_items, theme
from game.ui.layout_items import SMALLEST_TEXT
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


class _Words(NamedTuple):
    """A piece of the tracker's text, placed from the panel's top left."""

    picture: pygame.Surface
    at: tuple[int, int]
    text: str
    px: float


class _Bar(NamedTuple):
    """A number's bar: how many of its seven tiles are still unseen."""

    rect: pygame.Rect
    unseen: int


class TrackerPanel(NamedTuple):
    """What the tracker panel holds, placed from its top left, and where it goes."""

    parts: tuple[_Words | _Bar, ...]
    rect: pygame.Rect


class _Room(NamedTuple):
    """The panel being planned: the fonts, the geometry, the room's width and height."""

    fonts: theme.Fonts
    g: Geometry
    width: int
    height: int


Parts = list[_Words | _Bar]


def _readable(g: Geometry, size: int) -> int:
    """``size`` design units of text at the UI scale, never under the smallest readable size
    (fitted text may shrink a little to fit its box, so it asks for that much more)."""
    return max(g.tx(size), math.ceil(SMALLEST_TEXT * g.ui / ONE_LINE_SHRINK))


def _count_color(count: int) -> theme.Color:
    return theme.WARN if count == 0 else theme.TEXT


def _words(text: str, at: tuple[int, int], box: tuple[int, int], px: int, look: tuple[theme.Color, bool]) -> _Words:
    """``text`` fitted to ``box`` (a long translation shrinks a little or wraps), left-aligned at ``at``."""
    color, bold = look
    picture = fitted(text, box[0], box[1], px, color, bold=bold, align=pygame.FONT_LEFT)
    return _Words(picture, at, text, fit_plan(text, box[0], box[1], px, bold=bold, align=pygame.FONT_LEFT).drawn_px)


def _heading(room: _Room, y: int) -> tuple[Parts, int]:
    """The title and what the figures count, from ``y``; and where the next part starts."""
    g = room.g
    x, inner, note_px = g.tx(12), room.width - 2 * g.tx(12), _readable(g, 12)
    title = _words(_("Tile tracker"), (x, y), (inner, 3 * g.tx(16)), g.tx(16), (theme.GOLD, True))
    y += title.picture.get_height() + g.tx(2)
    note = _words(_("Tiles you have not seen"), (x, y), (inner, 3 * note_px), note_px, (theme.TEXT_DIM, False))
    return [title, note], y + note.picture.get_height() + g.tx(4)


def _bars(room: _Room, unseen: Sequence[int], y: int) -> tuple[Parts, int]:
    """A row per number: the number, a bar of its unseen tiles out of seven, the count."""
    fonts, g = room.fonts, room.g
    x, px = g.tx(12), _readable(g, 14)
    bar_x, bar_w = x + g.tx(28), room.width - 2 * g.tx(12) - g.tx(50)
    parts: Parts = []
    for number, count in enumerate(unseen):
        label = fonts.text(str(number), px, theme.TEXT, bold=True)
        figure = fonts.text(str(count), px, _count_color(count))
        bar = pygame.Rect(bar_x, y + label.get_height() // 2 - g.tx(4), bar_w, g.tx(9))
        parts += [_Words(label, (x, y), str(number), px), _Bar(bar, count)]
        parts.append(_Words(figure, (room.width - g.tx(12) - figure.get_width(), y), str(count), px))
        y += max(label.get_height(), g.tx(17))
    return parts, y


def _grid(room: _Room, unseen: Sequence[int], y: int) -> tuple[Parts, int]:
    """The numbers across, each count under its number: two lines where a row each does not fit."""
    fonts, g = room.fonts, room.g
    px = _readable(g, 14)
    cell = (room.width - 2 * g.tx(12)) // len(unseen)
    line = fonts.font(px, bold=True).get_linesize()
    parts: Parts = []
    for number, count in enumerate(unseen):
        centre = g.tx(12) + cell * number + cell // 2
        label = fonts.text(str(number), px, theme.GOLD, bold=True)
        figure = fonts.text(str(count), px, _count_color(count))
        parts.append(_Words(label, (centre - label.get_width() // 2, y), str(number), px))
        parts.append(_Words(figure, (centre - figure.get_width() // 2, y + line), str(count), px))
    return parts, y + 2 * line


def _gaps(room: _Room, facts: TrackerFacts, names: Sequence[str], y: int) -> tuple[Parts, int]:
    """Per opponent, its name and the numbers it has shown it lacks: as many as fit the room."""
    fonts, g = room.fonts, room.g
    x, inner, small = g.tx(12), room.width - 2 * g.tx(12), _readable(g, 13)
    parts: Parts = []
    for seat in facts.opponents:
        name = fonts.text(names[seat.seat], small, theme.TEXT, bold=True)
        if seat.numbers:
            numbers = ", ".join(str(n) for n in seat.numbers)
            says = ngettext("has no {numbers}", "has none of {numbers}", len(seat.numbers)).format(numbers=numbers)
        else:
            says = _("has shown no gaps yet")
        look = (theme.GLOW if seat.numbers else theme.TEXT_DIM, False)
        gaps = _words(says, (x, y + name.get_height()), (inner, 2 * name.get_height()), small, look)
        bottom = gaps.at[1] + gaps.picture.get_height() + g.tx(4)
        if bottom + g.tx(10) > room.height:
            break
        parts += [_Words(name, (x, y), names[seat.seat], small), gaps]
        y = bottom
    return parts, y


def _plan(room: _Room, facts: TrackerFacts, names: Sequence[str], shape: str) -> tuple[Parts, int]:
    """The panel's contents in one ``shape`` and its height: "bars" (a row per number with its
    bar), "grid" (the numbers across, their counts under them) or "bare" (the grid without the
    title); then what each opponent lacks, as many as fit."""
    pad = room.g.tx(10)
    parts, y = _heading(room, pad) if shape != "bare" else ([], pad)
    numbers, y = (_bars if shape == "bars" else _grid)(room, facts.unseen, y)
    gaps, y = _gaps(room, facts, names, y + room.g.tx(6))
    return parts + numbers + gaps, y + pad


def tracker_plan(fonts: theme.Fonts, g: Geometry, room: Box, facts: TrackerFacts, names: Sequence[str]) -> TrackerPanel:
    """Per number, the tiles with it you have not seen; per opponent, the numbers it lacks: in
    the tallest shape that fits ``room`` (the tracker's column beside the line, clear of the
    buttons under it), a panel as tall as what it holds at the top of the room (it filled the
    room, mostly empty, and ran down over the Tracker and Undo buttons where the room was short)."""
    space = _Room(fonts, g, room.w, room.h)
    for shape in ("bars", "grid", "bare"):
        parts, height = _plan(space, facts, names, shape)
        if height <= room.h:
            break
    return TrackerPanel(tuple(parts), pygame.Rect(room.x, room.y, room.w, min(height, room.h)))


def draw_tracker(surface: pygame.Surface, g: Geometry, panel: TrackerPanel) -> None:
    """The tracker's panel, opaque (nothing shows through its words), as ``tracker_plan`` laid it out."""
    rect = panel.rect
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=g.tx(10))
    pygame.draw.rect(surface, theme.FELT_LINE, rect, max(1, g.tx(2)), border_radius=g.tx(10))
    with layout_items.inside(rect, name="tracker"):
        for part in panel.parts:
            if isinstance(part, _Bar):
                bar = part.rect.move(rect.topleft)
                pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=g.tx(3))
                filled = round(bar.w * part.unseen / 7)
                if filled:
                    pygame.draw.rect(surface, theme.IVORY, (bar.x, bar.y, filled, bar.h), border_radius=g.tx(3))
                continue
            where = part.picture.get_rect(topleft=(rect.x + part.at[0], rect.y + part.at[1]))
            surface.blit(part.picture, where)
            layout_items.note_text(surface, part.text, where, part.px)


def hint_place(bubble: pygame.Rect, g: Geometry, board: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where the hint's bubble goes: in the line's area above the status line, else at the top of
    the area or in one of its corners, else above the area, the first place on none of the line's
    tiles and the ghosts beside them (``board``, it covered them where the line ran down to the
    status line) nor a seat's plate, portrait or tiles; with none free, the first place off the
    board (a seat's face is hidden for a moment, the line never), else above the status line."""
    area, gap = pygame.Rect(g.chain), g.px(4)
    above = pygame.Rect(area.x, g.top_bar.bottom + gap, area.w, max(bubble.h, area.y - g.top_bar.bottom - 2 * gap))
    places = []
    for room, rows in ((area, (area.bottom - gap - bubble.h, area.y + gap)), (above, (above.bottom - bubble.h,))):
        for y in rows:
            for x in (room.centerx - bubble.w // 2, room.x + gap, room.right - gap - bubble.w):
                places.append(pygame.Rect(x, y, bubble.w, bubble.h).clamp(room))
    seats = [pygame.Rect(box) for seat in g.seats[1:] for box in (seat.plate, seat.portrait, seat.hand)]
    off_board = [place for place in places if place.collidelist(list(board)) < 0] or places[:1]
    return next((place for place in off_board if place.collidelist(seats) < 0), off_board[0])


def draw_hint(
    surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, words: tuple[str, str], board: Sequence[pygame.Rect]
) -> None:
    """The hint's reason in a gold-edged bubble off the line's tiles and ghosts (``board``, see
    ``hint_place``), its figures under it. ``words``: the reason and the figures ("" for none)."""
    reason, evidence = words
    area = pygame.Rect(g.chain)
    room = area.w - g.tx(28)
    least = _readable(g, 12)
    size = max(g.tx(17), least)
    main = fonts.text(reason, size, theme.GLOW, bold=True)
    while main.get_width() > room and size > least:  # a long reason shrinks to fit
        size -= 1
        main = fonts.text(reason, size, theme.GLOW, bold=True)
    small = fonts.text(evidence, least, theme.TEXT_DIM) if evidence else None
    width = max(main.get_width(), small.get_width() if small else 0) + g.tx(28)
    height = main.get_height() + (small.get_height() if small else 0) + g.tx(10)
    rect = hint_place(pygame.Rect(0, 0, min(width, area.w), height), g, board)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=g.tx(8))
    pygame.draw.rect(surface, theme.GOLD, rect, max(1, g.tx(2)), border_radius=g.tx(8))
    layout_items.note(layout_items.LayoutItem("banner", pygame.Rect(rect), reason, name="hint"))
    where = main.get_rect(midtop=(rect.centerx, rect.y + g.tx(5)))
    surface.blit(main, where)
    layout_items.note_text(surface, reason, where, size, panel=rect)
    if small is not None:
        below = small.get_rect(midtop=(rect.centerx, where.bottom))
        surface.blit(small, below)
        layout_items.note_text(surface, evidence, below, least, panel=rect)
