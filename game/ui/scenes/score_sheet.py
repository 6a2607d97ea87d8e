"""The score sheet, drawn the same on the end-of-hand panel and on the match's end screen:
one row per hand with each side's running total (and the hand's points), then the totals."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.engine.match import Match
from game.fonts import ONE_LINE_SHRINK
from game.i18n import _, ngettext, pgettext
from game.ui import layout_items, theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.scenes.button_row import BUTTON_H

ROW = 22  # a row's height, in the table's pixels (``px``)
TEXT = 15  # the rows' text size, in the same pixels
FIRST_COLUMN = 60  # the hand numbers' column
LINE_HEIGHT = 1.2  # a row holds a line of its text at least this many times the text's size
LABEL_SHARE = 0.45  # a button's label is this share of its height (widgets.Button)
SCALE_STEP = 0.92  # a panel short of room is drawn this much smaller at a time (``fitting_scales``)

Cell = tuple[str, int, bool]  # text, right edge from the row's left, highlighted


@dataclass(frozen=True)
class Pen:
    """What a sheet is written with: the fonts, the table's pixels (``px`` turns a design size
    into them) and the UI scale ``ui`` that keeps the words readable."""

    fonts: theme.Fonts
    px: Callable[[float], int]
    ui: float


class Scored(Protocol):
    """What a sheet reads of a table (a ``TableSnapshot`` is one): the match, and each scoring
    unit's name."""

    @property
    def match(self) -> Match: ...

    def unit_name(self, unit: int) -> str: ...


def readable_px(px: int, ui: float, *, fitted: bool = False) -> int:
    """``px``, but never under the smallest readable size at UI scale ``ui`` (a small window
    shrinks the layout, not the words); ``fitted`` text may be set a little smaller to fit
    its box, so it asks for that much more."""
    least = SMALLEST_TEXT * ui / (ONE_LINE_SHRINK if fitted else 1)
    return max(px, math.ceil(least - 1e-9))


def fitting_scales(u: float, ui: float) -> list[float]:
    """The scales an end panel may be drawn at where the window is short of room, largest first:
    the UI scale ``ui``, then a little smaller at a time, down to where a row would no longer
    hold its text at the smallest readable size, nor a button its label (``u``: pixels per
    design unit at 100%). The words keep their readable size (``readable_px``): the room round them shrinks.
    Over 100%, never under 100%: a player who chose 200% never gets a panel smaller than one at
    100% in the same window (at 2560x1440 its words were 26 px against 100%'s 30)."""
    readable = max(LINE_HEIGHT * readable_px(1, ui) / (ROW * u), readable_px(1, ui) / (BUTTON_H * LABEL_SHARE * u))
    least = max(readable, 1.0) if ui > 1 else readable
    scales, scale = [], ui
    while scale > least:
        scales.append(scale)
        scale *= SCALE_STEP
    return [*scales, least] if least < ui else [ui]


def draw_row(
    surface: pygame.Surface, pen: Pen, at: tuple[int, int], cells: Sequence[Cell], *, bold: bool = False
) -> None:
    """One row from ``at``; the first cell is left-aligned (dim unless ``bold``), the others right-aligned."""
    x, y = at
    size = readable_px(pen.px(TEXT), pen.ui)
    for i, (text, offset, hot) in enumerate(cells):
        color = theme.GLOW if hot else (theme.TEXT if bold or i else theme.TEXT_DIM)
        picture = pen.fonts.text(text, size, color, bold=bold or hot)
        rect = picture.get_rect(topleft=(x, y)) if i == 0 else picture.get_rect(topright=(x + offset, y))
        surface.blit(picture, rect)
        layout_items.note_text(surface, text, rect, size)


def sheet_height(match: Match, rows: int, px: Callable[[float], int]) -> int:
    """The sheet's height: a header, the latest ``rows`` hands (and a line counting the earlier ones), the totals."""
    return px(ROW) * (min(rows, len(match.results)) + (len(match.results) > rows) + 2) + px(4)


def draw_sheet(surface: pygame.Surface, pen: Pen, table: Scored, area: pygame.Rect, rows: int) -> None:
    """The latest ``rows`` hands of ``table``'s match in ``area`` (its height is ``sheet_height``), a
    line counting the hands left out; the match winner's total is highlighted."""
    match, px = table.match, pen.px
    units = match.rules.units(match.players)
    step = px(ROW)
    column = (area.w - px(FIRST_COLUMN)) // units
    right = [px(FIRST_COLUMN) + column * (u + 1) for u in range(units)]
    font = pen.fonts.font(readable_px(px(TEXT), pen.ui), bold=True)
    header: list[Cell] = [(pgettext("round", "Hand"), 0, False)]
    header += [(shortened(table.unit_name(u), font, column - px(6)), right[u], False) for u in range(units)]
    draw_row(surface, pen, area.topleft, header, bold=True)
    totals = match.running_totals()
    y = area.y + step
    earlier = len(match.results) - rows
    if earlier > 0:  # the sheet is short of room: say what it leaves out
        words = ngettext("+{n} earlier hand", "+{n} earlier hands", earlier).format(n=earlier)
        draw_row(surface, pen, (area.x, y), [(words, 0, False)])
        y += step
    for number in range(max(0, len(match.results) - rows), len(match.results)):
        result, running = match.results[number], totals[number]
        cells: list[Cell] = [(str(number + 1), 0, False)]
        cells += [(_entry(result.points[u], running[u]), right[u], False) for u in range(units)]
        draw_row(surface, pen, (area.x, y), cells)
        y += step
    leader = match.winner if match.over else None
    last: list[Cell] = [(_("Total"), 0, False)] + [(str(match.scores[u]), right[u], u == leader) for u in range(units)]
    pygame.draw.line(surface, theme.FELT_LINE, (area.x, y), (area.right, y), max(1, px(1)))
    draw_row(surface, pen, (area.x, y + px(4)), last, bold=True)


def _entry(points: int, total: int) -> str:
    """A cell: the running total, with the hand's points when there were any."""
    return f"{total} (+{points})" if points else str(total)


def shortened(name: str, font: pygame.font.Font, width: int) -> str:
    """A column heading that fits its column: the name, shortened if it must be (nothing when
    not even its first letter fits: a squeezed column is left blank, never drawn over its neighbour)."""
    while len(name) > 1 and font.size(name)[0] > width:
        name = name[:-2] + "…"
    return name if font.size(name)[0] <= width else ""
