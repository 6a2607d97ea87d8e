"""Fitted text for menus: drawn inside a box at an anchor (and noted for the layout audit)."""

from __future__ import annotations

import functools

import pygame

from game.fonts import drawable, fitted, font
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


@functools.lru_cache(maxsize=128)
def wrapped_lines(text: str, px: int, width: int, *, bold: bool = False) -> tuple[str, ...]:
    """``text`` broken between words into lines no wider than ``width`` at ``px``, so a long
    text can be shown (and scrolled) a line at a time; each newline starts a line ("" for a blank one)."""
    face = font(px, bold=bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and face.size(drawable(trial))[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def set_lines(text: str, px: int, width: int, *, bold: bool = False) -> tuple[str, ...]:
    """``text`` broken into the lines it is set in at ``px`` in a box ``width`` wide, never shrunk:
    drawn as ``"\n".join(lines)`` (pygame counts a line break's own width into its line)."""
    return wrapped_lines(text, px, width - font(px, bold=bold).size("\n")[0], bold=bold)


def line_height(px: int, *, bold: bool = False) -> int:
    """The height of one line of text at ``px``: a box this tall holds it without shrinking
    (some scripts' accents reach a pixel or two past the font's own line height)."""
    face = font(px, bold=bold)
    return max(face.get_linesize(), face.get_height()) + max(2, px // 8)
