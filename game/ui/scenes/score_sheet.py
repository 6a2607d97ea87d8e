"""The score sheet, drawn the same on the end-of-hand panel and on the match's end screen:
one row per hand with each side's running total (and the hand's points), then the totals."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.engine.match import Match
from game.i18n import _, pgettext
from game.ui import theme

ROW = 22  # a row's height, in the table's pixels (``px``)
FIRST_COLUMN = 60  # the hand numbers' column

Cell = tuple[str, int, bool]  # text, right edge from the row's left, highlighted


def draw_row(
    surface: pygame.Surface,
    fonts: theme.Fonts,
    px: Callable[[float], int],
    x: int,
    y: int,
    cells: Sequence[Cell],
    bold: bool,
) -> None:
    """One row; the first cell is left-aligned (dim unless ``bold``), the others right-aligned."""
    for i, (text, offset, hot) in enumerate(cells):
        color = theme.GLOW if hot else (theme.TEXT if bold or i else theme.TEXT_DIM)
        picture = fonts.text(text, px(15), color, bold=bold or hot)
        if i == 0:
            surface.blit(picture, (x, y))
        else:
            surface.blit(picture, picture.get_rect(topright=(x + offset, y)))


def sheet_height(match: Match, rows: int, px: Callable[[float], int]) -> int:
    """The sheet's height: a header, the latest ``rows`` hands, the totals."""
    return px(ROW) * (min(rows, len(match.results)) + 2) + px(4)


def draw_sheet(
    surface: pygame.Surface,
    fonts: theme.Fonts,
    px: Callable[[float], int],
    match: Match,
    unit_name: Callable[[int], str],
    area: pygame.Rect,
    rows: int,
) -> None:
    """The latest ``rows`` hands of ``match`` in ``area`` (its height is ``sheet_height``);
    the match winner's total is highlighted."""
    units = match.rules.units(match.players)
    step = px(ROW)
    column = (area.w - px(FIRST_COLUMN)) // units
    right = [px(FIRST_COLUMN) + column * (u + 1) for u in range(units)]
    font = fonts.font(px(15), bold=True)
    header: list[Cell] = [(pgettext("round", "Hand"), 0, False)]
    header += [(_shortened(unit_name(u), font, column - px(6)), right[u], False) for u in range(units)]
    draw_row(surface, fonts, px, area.x, area.y, header, True)
    totals = match.running_totals()
    y = area.y + step
    for number in range(max(0, len(match.results) - rows), len(match.results)):
        result, running = match.results[number], totals[number]
        cells: list[Cell] = [(str(number + 1), 0, False)]
        cells += [(_entry(result.points[u], running[u]), right[u], False) for u in range(units)]
        draw_row(surface, fonts, px, area.x, y, cells, False)
        y += step
    leader = match.winner if match.over else None
    last: list[Cell] = [(_("Total"), 0, False)] + [(str(match.scores[u]), right[u], u == leader) for u in range(units)]
    pygame.draw.line(surface, theme.FELT_LINE, (area.x, y), (area.right, y), max(1, px(1)))
    draw_row(surface, fonts, px, area.x, y + px(4), last, True)


def _entry(points: int, total: int) -> str:
    """A cell: the running total, with the hand's points when there were any."""
    return f"{total} (+{points})" if points else str(total)


def _shortened(name: str, font: pygame.font.Font, width: int) -> str:
    """A column heading that fits its column: the name, shortened if it must be."""
    while len(name) > 1 and font.size(name)[0] > width:
        name = name[:-2] + "…"
    return name
