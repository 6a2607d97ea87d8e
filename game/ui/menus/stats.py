"""Statistics: hands and matches played and won per mode, preset and opponent, and the records."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.domain.roster import CHARACTERS
from game.engine.rules import PRESETS
from game.i18n import _
from game.persist.stats import Tally
from game.ui import theme
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Button, Control
from game.ui.menus.text import blit_fitted

_NAMES = {c.id: c.name for c in CHARACTERS}


def mode_name(mode: str) -> str:
    return {"quick": _("Quick Round"), "points": _("Points Match"), "campaign": _("Campaign")}.get(mode, mode)


def tally_text(tally: Tally) -> str:
    return _("{won} of {played}").format(won=tally.won, played=tally.played)


class StatsScene(MenuScene):
    panel_width = 1100
    content_height = 470
    row_height = 46

    def title(self) -> str:
        return _("Statistics")

    def build(self) -> list[Control]:
        return [Button("back", lambda: _("Back"), self.back)]

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

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        left = pygame.Rect(area.x, area.y, area.w * 36 // 100, area.h)
        line = max(self.px(40), round(self.readable * 1.6))
        for i, (label, value) in enumerate(self.records()):
            row = pygame.Rect(left.x, left.y + i * line, left.w, line)
            pygame.draw.line(surface, theme.FELT_LINE, row.bottomleft, row.bottomright, 1)
            blit_fitted(
                surface,
                label,
                pygame.Rect(row.x, row.y, row.w * 7 // 10, row.h),
                self.small_px(18),
                theme.TEXT_DIM,
                anchor="midleft",
            )
            blit_fitted(
                surface,
                value,
                pygame.Rect(row.x + row.w * 7 // 10, row.y, row.w * 3 // 10, row.h),
                self.small_px(20),
                theme.GOLD,
                True,
                "midright",
            )
        right = pygame.Rect(left.right + self.px(40), area.y, area.right - left.right - self.px(40), area.h)
        self._draw_groups(surface, right)

    def _draw_groups(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        step = max(self.px(21), round(self.readable * 1.35))
        name_w, col_w = area.w * 46 // 100, area.w * 27 // 100
        y = area.y
        header = [(_("Hands won"), name_w), (_("Matches won"), name_w + col_w)]
        for cell, x in header:
            blit_fitted(
                surface, cell, pygame.Rect(area.x + x, y, col_w, step), self.small_px(15), theme.TEXT_DIM, anchor="midright"
            )
        y += step
        for heading, rows in self.groups():
            if y + step > area.bottom:
                break
            blit_fitted(
                surface, heading, pygame.Rect(area.x, y, name_w, step), self.small_px(17), theme.GLOW, True, "midleft"
            )
            y += step
            if not rows:
                blit_fitted(
                    surface,
                    _("Nothing played yet"),
                    pygame.Rect(area.x + self.px(12), y, name_w, step),
                    self.small_px(15),
                    theme.TEXT_DIM,
                    anchor="midleft",
                )
                y += step
            for name, hands, matches in rows:
                if y + step > area.bottom:
                    break
                blit_fitted(
                    surface,
                    name,
                    pygame.Rect(area.x + self.px(12), y, name_w - self.px(12), step),
                    self.small_px(16),
                    theme.TEXT,
                    anchor="midleft",
                )
                for tally, x in ((hands, name_w), (matches, name_w + col_w)):
                    blit_fitted(
                        surface,
                        tally_text(tally),
                        pygame.Rect(area.x + x, y, col_w, step),
                        self.small_px(16),
                        theme.TEXT,
                        anchor="midright",
                    )
                y += step
            y += self.px(6)
