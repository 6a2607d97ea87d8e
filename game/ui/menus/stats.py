"""Statistics: hands and matches played and won per mode, preset and opponent, and the records."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.domain.roster import CHARACTERS
from game.engine.rules import PRESETS
from game.fonts import fit_plan
from game.i18n import _
from game.persist.stats import Tally
from game.ui import skin, theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Control, MenuButton
from game.ui.menus.text import blit_fitted, line_height

_NAMES = {c.id: c.name for c in CHARACTERS}


def mode_name(mode: str) -> str:
    return {"quick": _("Quick Round"), "points": _("Points Match"), "campaign": _("Campaign")}.get(mode, mode)


def tally_text(tally: Tally) -> str:
    return _("{won} of {played}").format(won=tally.won, played=tally.played)


class StatsScene(MenuScene):
    """The records beside the tallies by mode, rules and opponent; one scrolling column when they cannot fit."""

    panel_width = 1100
    content_height = 470
    content_grows = True  # its words grow with the text setting, as the buttons do
    row_height = 46

    def title(self) -> str:
        return _("Statistics")

    def build(self) -> list[Control]:
        return [MenuButton("back", lambda: _("Back"), self.back)]

    def records(self) -> list[tuple[str, str]]:
        stats = self.session.saves.stats
        return [
            (_("Hands won"), tally_text(stats.hands.total)),
            (_("Matches won"), tally_text(stats.matches.total)),
            (_("Best match margin"), str(stats.best_margin) if stats.best_margin is not None else "–"),
            (_("Longest winning streak"), str(stats.longest_streak)),
            (_("Current streak"), str(stats.current_streak)),
            (_("Hands won by domino"), str(stats.domino_wins)),
            (_("Hands won blocked"), str(stats.blocked_wins)),
        ]

    def groups(self) -> list[tuple[str, list[tuple[str, Tally, Tally]]]]:
        """(heading, rows of (name, hands, matches)) by mode, preset and opponent."""
        stats = self.session.saves.stats

        def rows(
            hands: Mapping[str, Tally], matches: Mapping[str, Tally], name: dict[str, str]
        ) -> list[tuple[str, Tally, Tally]]:
            keys = sorted(set(hands) | set(matches), key=lambda k: list(name).index(k) if k in name else len(name))
            return [(name.get(k, k), hands.get(k, Tally()), matches.get(k, Tally())) for k in keys]

        modes = {m: mode_name(m) for m in ("quick", "points", "campaign")}
        presets = {p: _(r.title) for p, r in PRESETS.items()}
        return [
            (_("By mode"), rows(stats.hands.by_mode, stats.matches.by_mode, modes)),
            (_("By rules"), rows(stats.hands.by_preset, stats.matches.by_preset, presets)),
            (_("By opponent"), rows(stats.hands.by_opponent, stats.matches.by_opponent, _NAMES)),
        ]

    def record_rows(self) -> list[Row]:
        """The records, a label and its value to a row."""
        return [
            (
                Cell(label, 0.0, 0.7, self.text_px(18), theme.TEXT_DIM),
                Cell(value, 0.7, 1.0, self.text_px(20), theme.GOLD, "midright", bold=True),
            )
            for label, value in self.records()
        ]

    def group_rows(self) -> list[Row]:
        """A header, then each group's heading and its rows of name, hands won and matches won."""
        name_w, col_w = 0.46, 0.27
        hands_at, matches_at = (name_w, name_w + col_w), (name_w + col_w, 1.0)
        small, line = self.text_px(15), self.text_px(16)
        rows: list[Row] = [
            (
                Cell(_("Hands won"), *hands_at, small, theme.TEXT_DIM, "midright"),
                Cell(_("Matches won"), *matches_at, small, theme.TEXT_DIM, "midright"),
            )
        ]
        for heading, tallies in self.groups():
            rows.append((Cell(heading, 0.0, name_w, self.text_px(17), theme.GLOW, bold=True),))
            if not tallies:
                rows.append((Cell(_("Nothing played yet"), 0.02, 1.0, small, theme.TEXT_DIM),))
            rows += [
                (
                    Cell(name, 0.02, name_w, line, theme.TEXT),
                    Cell(tally_text(hands), *hands_at, line, theme.TEXT, "midright"),
                    Cell(tally_text(matches), *matches_at, line, theme.TEXT, "midright"),
                )
                for name, hands, matches in tallies
            ]
        return rows

    @property
    def column_gap(self) -> int:
        """Between two cells of a row: half the readable size, at least 12 px at 100%."""
        return max(self.px(12), self.readable // 2)

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        area = self.content_area
        left = pygame.Rect(area.x, area.y, area.w * 36 // 100, area.h)
        right = pygame.Rect(left.right + self.px(40), area.y, area.right - left.right - self.px(40), area.h)
        return left, right

    def _steps(self) -> tuple[int, int]:
        """Row heights of the records and of the groups side by side."""
        scale, readable = self.text_scale, self.readable
        return max(self.px(40 * scale), round(readable * 1.6)), max(self.px(21 * scale), round(readable * 1.35))

    def side_by_side(self) -> bool:
        """The records beside the groups when both fit whole at a readable size; else one column that scrolls."""
        (left, right), (line, step) = self._columns(), self._steps()
        smallest = SMALLEST_TEXT * self.text_scale - 0.5
        for rows, column, height in ((self.record_rows(), left, line), (self.group_rows(), right, step)):
            if len(rows) * height > column.h:
                return False
            for row in rows:
                for cell in row:
                    box = cell.box(pygame.Rect(column.x, 0, column.w, height), self.column_gap)
                    if fit_plan(cell.text, box.w, box.h, cell.px, bold=cell.bold).drawn_px < smallest:
                        return False
        return True

    def _one_column(self) -> tuple[list[Row], int, pygame.Rect]:
        """(rows, row height, the area they scroll in) when the records and groups are stacked."""
        area = self.content_area
        return (
            [*self.record_rows(), (), *self.group_rows()],
            line_height(self.text_px(20), bold=True),
            pygame.Rect(area.x, area.y, area.w, area.h - self.px(16)),  # under it, room for the "more" mark
        )

    def content_rows(self) -> tuple[int, int]:
        if self.side_by_side():
            return (0, 0)
        rows, step, area = self._one_column()
        return len(rows), max(1, area.h // step)

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        if self.side_by_side():
            (left, right), (line, step) = self._columns(), self._steps()
            self._draw_rows(surface, self.record_rows(), left, line, ruled=True)
            self._draw_rows(surface, self.group_rows(), right, step)
            return
        rows, step, box = self._one_column()
        shown = self.content_rows()[1]
        self._draw_rows(surface, rows[self.content_scroll : self.content_scroll + shown], box, step)
        self.draw_scroll_marks(surface, box, self.content_more())

    def _draw_rows(
        self, surface: pygame.Surface, rows: list[Row], area: pygame.Rect, step: int, *, ruled: bool = False
    ) -> None:
        for i, row in enumerate(rows):
            line = pygame.Rect(area.x, area.y + i * step, area.w, step)
            if ruled:
                pygame.draw.line(
                    surface, skin.GROOVE, line.bottomleft, line.bottomright, max(1, self.px(1))
                )  # cut in the wood
            for cell in row:
                box = cell.box(line, self.column_gap)
                blit_fitted(surface, cell.text, box, cell.px, cell.color, bold=cell.bold, anchor=cell.anchor)


@dataclass(frozen=True)
class Cell:
    """Words in a row, from ``start`` to ``end`` of its width (fractions)."""

    text: str
    start: float
    end: float
    px: int
    color: theme.Color
    anchor: str = "midleft"
    bold: bool = False

    def box(self, row: pygame.Rect, gap: int) -> pygame.Rect:
        """Its part of ``row``; a cell after the first keeps ``gap`` from the one before, so two
        headers never read as one ("Voitetut erätVoitetut ottelut")."""
        left = row.x + round(row.w * self.start) + (gap if self.start > 0 else 0)
        return pygame.Rect(left, row.y, row.x + round(row.w * self.end) - left, row.h)


Row = tuple[Cell, ...]
