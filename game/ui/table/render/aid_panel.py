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
from game.ui import layout_items, skin, theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.table.render.geometry import AID_BUTTON_H, AID_BUTTON_W, AID_GAP, AID_ROW_GAP, Geometry
from game.ui.table.render.layout import Box

PANEL_W = 196  # design units


def aid_buttons(g: Geometry, count: int) -> list[Box]:
    """``count`` small buttons, right-aligned in the row above the human's band, ending short
    of the right-hand seat's column of tiles, which runs down past their row (at 200% its backs
    lay under the Tracker button)."""
    w, h, gap = g.tx(AID_BUTTON_W), g.tx(AID_BUTTON_H), g.tx(AID_GAP)
    y = g.draw_button.y - g.tx(AID_ROW_GAP) - h
    right = g.aid_right  # on the table, not over the room beyond it, nor over the right-hand seat's column
    return [Box(right - (count - i) * w - (count - 1 - i) * gap, y, w, h) for i in range(count)]


def beside_aids(g: Geometry, buttons: Sequence[Box]) -> Geometry:
    """The geometry with the status line's room ending short of the first aid button when they
    share a row (``aid_buttons`` moves them left of a right-hand seat's column of tiles)."""
    status = g.status
    if not buttons or status.bottom <= buttons[0].y or status.x >= buttons[0].x:
        return g
    right = min(status.right, buttons[0].x - g.tx(12))
    return g._replace(status=Box(status.x, status.y, right - status.x, status.h))


def tracker_panel(g: Geometry) -> Box:
    """The panel's place in a geometry whose chain area has not been narrowed yet."""
    chain = g.chain
    w = g.tx(PANEL_W)
    return Box(chain.right - w, chain.y, w, chain.h)


def with_tracker(g: Geometry) -> Geometry:
    """The same geometry with the chain's area narrowed to leave room for the panel."""
    chain = g.chain
    return g._replace(chain=Box(chain.x, chain.y, chain.w - g.tx(PANEL_W + 10), chain.h))


class TrackerWords(NamedTuple):
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

    parts: tuple[TrackerWords | _Bar, ...]
    rect: pygame.Rect


class _Room(NamedTuple):
    """The panel being planned: the fonts, the geometry, the room's width and height."""

    fonts: theme.Fonts
    g: Geometry
    width: int
    height: int


Parts = list[TrackerWords | _Bar]


def _readable(g: Geometry, size: int) -> int:
    """``size`` design units of text at the UI scale, never under the smallest readable size
    (fitted text may shrink a little to fit its box, so it asks for that much more)."""
    return max(g.tx(size), math.ceil(SMALLEST_TEXT * g.ui / ONE_LINE_SHRINK))


def _count_color(count: int) -> theme.Color:
    return theme.WARN if count == 0 else theme.TEXT


def _words(
    text: str, at: tuple[int, int], box: tuple[int, int], px: int, look: tuple[theme.Color, bool]
) -> TrackerWords:
    """``text`` fitted to ``box`` (a long translation shrinks a little or wraps), left-aligned at ``at``."""
    color, bold = look
    picture = fitted(text, box[0], box[1], px, color, bold=bold, align=pygame.FONT_LEFT)
    return TrackerWords(
        picture, at, text, fit_plan(text, box[0], box[1], px, bold=bold, align=pygame.FONT_LEFT).drawn_px
    )


def _heading(room: _Room, y: int) -> tuple[Parts, int]:
    """The title and what the figures count, from ``y``; and where the next part starts."""
    g = room.g
    x, inner, note_px = g.tx(12), room.width - 2 * g.tx(12), _readable(g, 12)
    title_px = _readable(g, 16)  # never smaller than the words under it
    title = _words(_("Tile tracker"), (x, y), (inner, 3 * title_px), title_px, (theme.GOLD, True))
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
        parts += [TrackerWords(label, (x, y), str(number), px), _Bar(bar, count)]
        parts.append(TrackerWords(figure, (room.width - g.tx(12) - figure.get_width(), y), str(count), px))
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
        parts.append(TrackerWords(label, (centre - label.get_width() // 2, y), str(number), px))
        parts.append(TrackerWords(figure, (centre - figure.get_width() // 2, y + line), str(count), px))
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
        parts += [TrackerWords(name, (x, y), names[seat.seat], small), gaps]
        y = bottom
    return parts, y


def _plan(room: _Room, facts: TrackerFacts, names: Sequence[str], shape: str) -> tuple[Parts, int]:
    """The panel's contents in one ``shape`` and its height: "bars" (a row per number with its
    bar), "grid" (the numbers across, their counts under them) or "bare" (the grid without the
    title); then what each opponent lacks, as many as fit."""
    pad = room.g.tx(4 if shape == "bare" else 10)  # the barest keeps a thin margin: the room is short
    parts, y = _heading(room, pad) if shape != "bare" else ([], pad)
    numbers, y = (_bars if shape == "bars" else _grid)(room, facts.unseen, y)
    gaps, below = _gaps(room, facts, names, y + room.g.tx(6))
    return parts + numbers + gaps, (below if gaps else y) + pad


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
    """The tracker's walnut panel, opaque (nothing shows through its words), as ``tracker_plan`` laid it out."""
    rect = panel.rect
    skin.plaque(rect.size, g.tx(10), skin.Trim(theme.BRASS, max(1, g.tx(2)), g.px(4))).blit(surface, rect)
    with layout_items.inside(rect, name="tracker"):
        for part in panel.parts:
            if isinstance(part, _Bar):
                bar = part.rect.move(rect.topleft)
                pygame.draw.rect(surface, skin.GROOVE, bar, border_radius=g.tx(3))
                filled = round(bar.w * part.unseen / 7)
                if filled:
                    pygame.draw.rect(surface, theme.IVORY, (bar.x, bar.y, filled, bar.h), border_radius=g.tx(3))
                continue
            where = part.picture.get_rect(topleft=(rect.x + part.at[0], rect.y + part.at[1]))
            surface.blit(part.picture, where)
            layout_items.note_text(surface, part.text, where, part.px)


def _kept_in(place: pygame.Rect, room: pygame.Rect) -> pygame.Rect:
    """``place`` moved into ``room``; one wider than the room centred across it, one taller
    keeping its top and running down out of it (centred on the room it ran up over the faces
    above the line's area)."""
    x = room.centerx - place.w // 2 if place.w > room.w else max(room.x, min(place.x, room.right - place.w))
    y = place.y if place.h > room.h else max(room.y, min(place.y, room.bottom - place.h))
    return pygame.Rect(x, y, place.w, place.h)


def hint_place(
    bubble: pygame.Rect, g: Geometry, board: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect] = ()
) -> tuple[pygame.Rect, tuple[int, int, int]]:
    """Where the hint's bubble goes, and what it covers there: in the line's area above the
    status line, at its top or across its middle, else above the area, slid along each row;
    the first place on no seat's face, none of the line's tiles and the ghosts beside them
    (``board``: it covered them where the line ran down to the status line), no seat's plate
    or tiles and nothing in ``avoid`` (the tracker's panel); with none free, the place on the
    fewest faces (at 200% with four players it lay over the top seat's face on every deal),
    then covering the least board, then the least else. What it covers: (faces, board, the
    rest), in square pixels."""
    area, gap = pygame.Rect(g.chain), g.px(4)
    above = pygame.Rect(area.x, g.top_bar.bottom + gap, area.w, max(bubble.h, area.y - g.top_bar.bottom - 2 * gap))
    places = []
    rows = (area.bottom - gap - bubble.h, area.y + gap, area.centery - bubble.h // 2)
    for room, ys in ((area, rows), (above, (above.bottom - bubble.h, above.y))):
        for y in ys:
            for share in (0.5, 0.0, 1.0, 0.25, 0.75):
                x = room.x + gap + round(share * (room.w - 2 * gap - bubble.w))
                places.append(_kept_in(pygame.Rect(x, y, bubble.w, bubble.h), room))
    seats = g.seats[1:]
    faces = [pygame.Rect(seat.portrait) for seat in seats if seat.portrait.w]
    rest = [pygame.Rect(box) for seat in seats for box in (seat.plate, seat.hand)] + list(avoid)
    rest.append(pygame.Rect(g.status))

    def covers(place: pygame.Rect) -> tuple[int, int, int]:
        on_faces, on_board, on_rest = (
            sum(place.clip(r).w * place.clip(r).h for r in rs) for rs in (faces, board, rest)
        )
        return on_faces, on_board, on_rest

    best = min(places, key=covers)  # the first of the least covering: the order above is the order of preference
    return best, covers(best)


class HintShown(NamedTuple):
    """The hint's bubble as planned: where it goes, and its lines (the reason on one line or
    two, then the figures), each with its words and size."""

    rect: pygame.Rect
    reason: str
    lines: tuple[TrackerWords, ...]


def _two_lines(text: str) -> tuple[str, ...]:
    """``text`` broken at the space nearest its middle (one line when it has no space)."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return (text,)
    cut = min(spaces, key=lambda i: abs(2 * i - len(text)))
    return text[:cut], text[cut + 1 :]


def _hint_lines(
    fonts: theme.Fonts, g: Geometry, words: tuple[str, ...], figures: tuple[str, ...], size: int
) -> tuple[TrackerWords, ...]:
    """The reason's lines at ``size``, bold gold; the figures under them, small and dim."""
    least = _readable(g, 12)
    lines = [TrackerWords(fonts.text(w, size, theme.GLOW, bold=True), (0, 0), w, size) for w in words]
    lines += [TrackerWords(fonts.text(f, least, theme.TEXT_DIM), (0, 0), f, least) for f in figures]
    return tuple(lines)


def _hint_shapes(
    fonts: theme.Fonts, g: Geometry, reason: str, evidence: str
) -> list[tuple[tuple[str, ...], tuple[str, ...], int]]:
    """The ways the hint's words may be set, the roomiest first: the reason on one line or two,
    the figures on one line or two, the reason at its size (shrunk to fit the line's area) or
    at the smallest readable size."""
    room = g.chain.w - g.tx(28)
    least = _readable(g, 12)
    size = max(g.tx(17), least)
    while size > least and fonts.font(size, bold=True).size(reason)[0] > room:  # a long reason shrinks
        size -= 1
    reasons = list(dict.fromkeys(((reason,), _two_lines(reason))))
    figures = list(dict.fromkeys(((evidence,), _two_lines(evidence)))) if evidence else [()]
    return [(r, f, px) for px in dict.fromkeys((size, least)) for f in figures for r in reasons]


def hint_plan(
    fonts: theme.Fonts,
    g: Geometry,
    words: tuple[str, str],
    board: Sequence[pygame.Rect],
    avoid: Sequence[pygame.Rect] = (),
) -> HintShown:
    """The hint's reason in a gold-edged bubble off the seats' faces, the line's tiles and
    ghosts (``board``), the other seats and ``avoid`` (see ``hint_place``), its figures under
    it. ``words``: the reason and the figures ("" for none). Set as roomily as a free place
    allows (``_hint_shapes``: a narrower or smaller bubble fits beside the line); with none
    free, the shape and place covering least. A shape wider than the line's area only where
    none is narrower, centred across it (the figures ran out of the bubble at 200%)."""
    reason, evidence = words
    best: tuple[tuple[int, int, int, int], HintShown] | None = None
    for shape, figures, size in _hint_shapes(fonts, g, reason, evidence):
        lines = _hint_lines(fonts, g, shape, figures, size)
        width = max(line.picture.get_width() for line in lines) + g.tx(28)
        height = sum(line.picture.get_height() for line in lines) + g.tx(10)
        rect, covered = hint_place(pygame.Rect(0, 0, width, height), g, board, avoid)
        cost = (max(0, width - g.chain.w), *covered)
        if best is None or cost < best[0]:
            best = (cost, HintShown(rect, reason, lines))
        if cost == (0, 0, 0, 0):
            break
    assert best is not None
    return best[1]


def paint_hint(surface: pygame.Surface, g: Geometry, shown: HintShown) -> None:
    """The bubble ``hint_plan`` laid out: an opaque plaque edged in gold, its lines centred one under another."""
    rect = shown.rect
    skin.plaque(rect.size, g.tx(8), skin.Trim(theme.GOLD, max(1, g.tx(2)), g.px(4))).blit(surface, rect)
    layout_items.note(layout_items.LayoutItem("banner", pygame.Rect(rect), shown.reason, name="hint"))
    y = rect.y + g.tx(5)
    for line in shown.lines:
        where = line.picture.get_rect(midtop=(rect.centerx, y))
        surface.blit(line.picture, where)
        layout_items.note_text(surface, line.text, where, line.px, panel=rect)
        y = where.bottom
