"""Fitted text for menus: drawn inside a box at an anchor (and noted for the layout audit)."""

from __future__ import annotations

import pygame

from game.fonts import fitted, font
from game.fonts import wrapped_lines as wrapped_lines  # now in game.fonts (bubbles wrap too); the menus import it here
from game.ui.layout_items import note_fitted

Color = tuple[int, int, int]


def blit_fitted(  # noqa: PLR0913  words set in a box, as fonts.fitted (whose reason holds), drawn at an anchor
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    px: int,
    color: Color,
    *,
    bold: bool = False,
    anchor: str = "center",
    align: int = pygame.FONT_CENTER,
) -> pygame.Rect:
    """Draw ``text`` inside ``box`` at its ``anchor`` ("center", "midleft", "midright", "midtop", "topleft")."""
    if not text:
        return pygame.Rect(box.topleft, (0, 0))
    picture = fitted(text, box.w, box.h, px, color, bold=bold, align=align)
    rect = picture.get_rect(**{anchor: getattr(box, anchor)})
    surface.blit(picture, rect)
    note_fitted(surface, text, box, rect, px, bold=bold, align=align)
    return rect


def set_lines(text: str, px: int, width: int, *, bold: bool = False) -> tuple[str, ...]:
    """``text`` broken into the lines it is set in at ``px`` in a box ``width`` wide, never shrunk:
    drawn as ``"\n".join(lines)`` (pygame counts a line break's own width into its line)."""
    return wrapped_lines(text, px, width - font(px, bold=bold).size("\n")[0], bold=bold)


def line_height(px: int, *, bold: bool = False) -> int:
    """The height of one line of text at ``px``: a box this tall holds it without shrinking
    (some scripts' accents reach a pixel or two past the font's own line height)."""
    face = font(px, bold=bold)
    return max(face.get_linesize(), face.get_height()) + max(2, px // 8)
