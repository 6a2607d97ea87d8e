"""The keys, shown over whatever screen asked for them (F1 or ? at the table; menus may open it too).

``HelpOverlay(app)`` is all a screen needs: it draws over the screen below and any key or
click closes it again.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.fonts import ONE_LINE_SHRINK
from game.i18n import _, pgettext
from game.ui import layout_items, skin, theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.text import blit_fitted
from game.ui.scene import Scene
from game.ui.speech.keys import key_rows as speech_keys

if TYPE_CHECKING:
    from game.ui.scene import Host


def key_rows() -> list[tuple[str, str]]:
    """(keys, what they do), in the current language."""
    return [
        (_("← →"), _("Move over the tiles of your hand")),
        (_("Tab / Shift+Tab"), _("Move over your tiles and the buttons")),
        (_("Enter / Space"), _("Play the tile or press the button with the ring")),
        (_("← → or L / R"), _("Pick the end for a tile that fits both")),
        (_("D"), _("Draw from the boneyard")),
        (_("P"), pgettext("action", "Pass")),
        (_("H"), _("Hint: a good move and why")),
        (_("T"), _("Show or hide the tile tracker")),
        (_("U / Ctrl+Z"), _("Undo your last move")),
        (_("Esc"), _("Back (or cancel the end choice)")),
        (_("F11"), _("Full screen on or off")),
        (_("F1 / ?"), _("This help")),
        *speech_keys(),
    ]


class HelpOverlay(Scene):
    """Every key of the game in a panel; any key or click closes it. When the rows cannot all
    be shown at the size the UI scale asks (a large scale in a small window) they come in
    pages, and the last line says so: → or Page Down turns the page, any other key closes."""

    opaque = False
    veil_alpha = 215  # the screen under it dimmed past reading

    def __init__(self, app: Host, scale: float = 1.0) -> None:
        super().__init__(app)
        self.scale = scale  # the UI scale (1.0-2.0)
        self.page = 0

    def handle(self, event: pygame.event.Event) -> None:
        turn = event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN)
        if turn and self.page + 1 < self.pages():
            self.page += 1
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.stack.pop()

    def _unit(self) -> float:
        w, h = self.app.size
        return min(w / 1280, h / 720)

    def per_page(self) -> int:
        """Key rows on one page: all of them when they fit at the size asked for."""
        h, u = self.app.size[1], self._unit()
        wanted = max(1, round(34 * u * self.scale))
        return max(1, min(len(key_rows()), (h - round(64 * u)) // wanted - 2))

    def pages(self) -> int:
        return -(-len(key_rows()) // self.per_page())

    def panel(self) -> tuple[pygame.Rect, int]:
        """The panel and its row height, as large as the UI scale asks and the window allows."""
        w, h = self.app.size
        u = self._unit()
        rows = self.per_page() + 2  # a title and a closing note
        row = min(round(34 * u * self.scale), (h - round(64 * u)) // rows)
        width = min(w - round(40 * u), round(860 * u * self.scale))
        rect = pygame.Rect(0, 0, width, row * rows + round(24 * u))
        rect.center = (w // 2, h // 2)
        return rect, row

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, self.veil_alpha))
        surface.blit(shade, (0, 0))
        layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=self.veil_alpha, name="modal"))
        rect, row = self.panel()
        trim = skin.Trim(theme.GOLD, max(2, row // 14), max(2, row // 6))
        skin.plaque(rect.size, max(6, row // 3), trim).blit(surface, rect)
        with layout_items.inside(rect):
            self._draw_rows(surface, rect, row)

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, row: int) -> None:
        pad = row // 2
        fitted_least = math.ceil(SMALLEST_TEXT * self.scale / ONE_LINE_SHRINK)
        px = max(round(row * 0.5), fitted_least)  # fitted text: never under 12 px x scale
        inner = rect.inflate(-2 * pad, 0)
        y = rect.y + row // 3

        def cell(text: str, column: tuple[int, int], color: theme.Color, *, bold: bool = False, size: int = px) -> None:
            """``text`` on the row at ``y``, in ``column`` (its left edge and width)."""
            box = pygame.Rect(column[0], y, column[1], row)
            blit_fitted(surface, text, box, size, color, bold=bold, anchor="midleft", align=pygame.FONT_LEFT)

        keys_w = round(inner.w * 0.26)
        whole, keys_column = (inner.x, inner.w), (inner.x, keys_w - pad)
        what_column = (inner.x + keys_w, inner.w - keys_w)
        cell(_("Keys"), whole, theme.GOLD, bold=True, size=round(px * 1.2))
        y += row
        per_page = self.per_page()
        for keys, what in key_rows()[self.page * per_page : (self.page + 1) * per_page]:
            cell(keys, keys_column, theme.GLOW, bold=True)
            cell(what, what_column, theme.TEXT)
            y += row
        if self.pages() > 1:
            closing = _("Page {page} of {pages}: → turns the page, any other key closes").format(
                page=self.page + 1, pages=self.pages()
            )
        else:
            closing = _("Press any key to close")
        cell(closing, whole, theme.TEXT_DIM)
