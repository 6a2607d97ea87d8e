"""The keys, shown over whatever screen asked for them (F1 or ? at the table; menus may open it too).

``HelpOverlay(app)`` is all a screen needs: it draws over the screen below and any key or
click closes it again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.fonts import fitted
from game.i18n import _, pgettext
from game.ui import theme
from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.host import Host


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
    ]


class HelpOverlay(Scene):
    """Every key of the game in a panel; any key or click closes it."""

    opaque = False

    def __init__(self, app: Host, scale: float = 1.0) -> None:
        super().__init__(app)
        self.scale = scale  # the UI scale (1.0-2.0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.stack.pop()

    def panel(self) -> tuple[pygame.Rect, int]:
        """The panel and its row height, as large as the UI scale asks and the window allows."""
        w, h = self.app.size
        u = min(w / 1280, h / 720)
        rows = len(key_rows()) + 2  # a title and a closing note
        row = min(round(34 * u * self.scale), (h - round(40 * u)) // rows)
        width = min(w - round(40 * u), round(860 * u * self.scale))
        rect = pygame.Rect(0, 0, width, row * rows + round(24 * u))
        rect.center = (w // 2, h // 2)
        return rect, row

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        rect, row = self.panel()
        radius = max(6, row // 3)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, row // 14), border_radius=radius)
        pad = row // 2
        px = round(row * 0.5)
        inner = rect.inflate(-2 * pad, 0)
        y = rect.y + row // 3

        def cell(text: str, x: int, width: int, color: theme.Color, bold: bool, size: int, align: int) -> None:
            picture = fitted(text, width, row, size, color, bold, align)
            surface.blit(picture, picture.get_rect(midleft=(x, y + row // 2)))

        keys_w = round(inner.w * 0.32)
        cell(_("Keys"), inner.x, inner.w, theme.GOLD, True, round(px * 1.2), pygame.FONT_LEFT)
        y += row
        for keys, what in key_rows():
            cell(keys, inner.x, keys_w - pad, theme.GLOW, True, px, pygame.FONT_LEFT)
            cell(what, inner.x + keys_w, inner.w - keys_w, theme.TEXT, False, px, pygame.FONT_LEFT)
            y += row
        cell(_("Press any key to close"), inner.x, inner.w, theme.TEXT_DIM, False, round(px * 0.9), pygame.FONT_LEFT)
