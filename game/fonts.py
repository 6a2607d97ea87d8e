"""Fonts that draw every character of every language we ship, and text that fits its box.

The font is chosen once by what it can draw, not by its name: the first family among common
system sans fonts whose regular and bold faces both have a glyph for every character of every
catalog (and of the English messages) is used; when none has, pygame-ce's bundled
``freesansbold.ttf`` is, which covers Latin Extended and Greek and ships with pygame, so it is
also inside the frozen executable. It is bold only, which is why a system family is preferred.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

import pygame
import pygame.freetype

from game.i18n import DOMAIN, LANGUAGES
from game.paths import asset_path

Color = tuple[int, int, int]

# Families tried in order (pygame.font.match_font names): Linux, Windows, macOS, then any.
FAMILIES = ("dejavusans", "notosans", "segoeui", "arial", "helveticaneue", "liberationsans", "freesans")
TEXT_COLOR: Color = (240, 236, 224)
# Letters of our languages that a catalog may not use yet but a new translation soon will.
ALPHABETS = (
    "ÄÖÅäöåÉé"  # Finnish, Swedish
    "ČĆŠŽĐčćšžđ"  # Serbian Latin
    "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώΆΈΉΊΌΎΏϊϋΐΰ"  # Greek, accents included
    "–—…«»„“”’·"  # punctuation translations use
)
# Symbols some fonts lack (pygame's own has no arrows), with stand-ins every font draws.
SYMBOL_STAND_INS = {"←": "<", "→": ">", "↑": "^", "↓": "v"}
SMALLEST = 8  # px: below this text is unreadable, so fit_text scales the picture instead
SHRINK = 0.92  # each try is this much smaller than the one before
ONE_LINE_SHRINK = 0.8  # one line this much smaller reads better than wrapped text


def catalog_texts(locale_dir: Path | None = None) -> list[str]:
    """Every message and translation of every compiled catalog (plural forms included)."""
    texts: list[str] = []
    for lang in LANGUAGES:
        path = (locale_dir or asset_path("locale")) / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        if path.is_file():
            texts += _mo_strings(path.read_bytes())
    return [t for t in texts if t]


def _mo_strings(data: bytes) -> list[str]:
    """Every message and translation of a GNU .mo file (plural forms apart), the header and contexts left out."""
    order = "<" if data[:4] == b"\xde\x12\x04\x95" else ">"
    count, originals, translations = struct.unpack(order + "3I", data[8:20])
    table = f"{order}{2 * count}I"  # (length, offset) per string, a table in one call: on the way to the first frame
    keys = struct.unpack(table, data[originals : originals + 8 * count])
    values = struct.unpack(table, data[translations : translations + 8 * count])
    texts: list[str] = []
    for i in range(0, 2 * count, 2):
        if keys[i]:  # the empty message's translation is the catalog's header
            # "context EOT message": the context is never shown
            message = data[keys[i + 1] : keys[i + 1] + keys[i]].split(b"\x04")[-1]
            texts += (message + b"\0" + data[values[i + 1] : values[i + 1] + values[i]]).decode("utf-8").split("\0")
    return texts


@cache
def required_characters() -> str:
    """The visible characters the chosen font must draw, sorted."""
    every = set("".join([*catalog_texts(), ALPHABETS]))  # one pass in C: it is on the way to the first frame
    return "".join(sorted(ch for ch in every if not ch.isspace()))


def covers(path: str | None, characters: str) -> bool:
    """True when the font file (None: pygame's own) has a glyph for each of ``characters``."""
    _ready()
    try:  # freetype reports a missing glyph as None; pygame.font may measure the box instead
        metrics = pygame.freetype.Font(path, 16).get_metrics(characters)
    except (OSError, pygame.error):
        return False
    return all(m is not None for m in metrics)


@cache
def font_paths() -> tuple[str | None, str | None]:
    """(regular, bold) font files of the first family that covers every catalog; None is pygame's own."""
    _ready()
    needed = required_characters()
    for family in FAMILIES:
        regular, bold = pygame.font.match_font(family), pygame.font.match_font(family, bold=True)
        if regular and bold and covers(regular, needed) and covers(bold, needed):
            return regular, bold
    return None, None


@cache
def stand_ins(path: str | None) -> dict[int, str]:
    """A ``str.translate`` table swapping the symbols ``path``'s font cannot draw for stand-ins."""
    return str.maketrans({ch: alt for ch, alt in SYMBOL_STAND_INS.items() if not covers(path, ch)})


def drawable(text: str) -> str:
    """``text`` as the chosen font can draw it: never a missing-glyph box."""
    return text.translate(stand_ins(font_paths()[0]))


def font(size_px: int, *, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size_px`` pixels, made once per size and weight (again after pygame.quit)."""
    if not pygame.font.get_init():
        pygame.font.init()
        _font.cache_clear()
    return _font(max(1, size_px), bold=bold)


@cache
def _font(size_px: int, *, bold: bool) -> pygame.font.Font:
    return pygame.font.Font(font_paths()[bold], size_px)


@lru_cache(maxsize=128)
def wrapped_lines(text: str, px: int, width: int, *, bold: bool = False) -> tuple[str, ...]:
    """``text`` broken between words into lines no wider than ``width`` at ``px``, so a long
    text can be shown (and scrolled) a line at a time; each newline starts a line ("" for a
    blank one); a word wider than ``width`` gets a line alone. The menus' long texts and the
    characters' speech bubbles both break their lines here."""
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


class Fit(NamedTuple):
    """How :func:`fit_text` sets a text in its box: the pixel size, wrapped or not, and the
    factor the picture is scaled by when not even the smallest size fits (1.0: not scaled)."""

    px: int
    wrapped: bool
    scale: float = 1.0

    @property
    def drawn_px(self) -> float:
        """The size the reader sees."""
        return self.px * self.scale


def fit_text(  # noqa: PLR0913  a text set in a box: each argument changes the picture, flags by keyword
    text: str,
    max_width: int,
    max_height: int,
    size: int,
    color: Color = TEXT_COLOR,
    *,
    bold: bool = False,
    align: int = pygame.FONT_CENTER,
) -> pygame.Surface:
    """``text`` rendered no larger than ``max_width`` x ``max_height`` (set as :func:`fit_plan` says).

    A long translation therefore never spills out of its button.
    """
    fit = fit_plan(text, max_width, max_height, size, bold=bold, align=align)
    text = drawable(text)
    face = font(fit.px, bold=bold)
    if fit.wrapped:
        surface = _wrapped(face, text, color, max_width, align)
    else:
        surface = face.render(text, antialias=True, color=color)
    if fit.scale >= 1.0:
        return surface
    target = (max(1, int(surface.get_width() * fit.scale)), max(1, int(surface.get_height() * fit.scale)))
    return pygame.transform.smoothscale(surface, target)


@lru_cache(maxsize=4096)
def fit_plan(  # noqa: PLR0913  the plan's cache key: text, box, size, weight and alignment each change it
    text: str, max_width: int, max_height: int, size: int, *, bold: bool = False, align: int = pygame.FONT_CENTER
) -> Fit:
    """One line at ``size`` or a little smaller; else the largest size at which it fits on one
    line or wrapped into lines (``align`` sets how wrapped lines line up), so big wrapped
    text wins over tiny single-line text; when not even the smallest readable size fits,
    the picture is scaled down."""
    text = drawable(text)
    max_width, max_height, size = max(1, max_width), max(1, max_height), max(1, size)
    sizes = list(_sizes_down_from(size))
    one_line = "\n" not in text
    if one_line:
        for px in (px for px in sizes if px >= size * ONE_LINE_SHRINK):
            if _fits(font(px, bold=bold).size(text), max_width, max_height):
                return Fit(px, wrapped=False)
    for px in sizes:
        if one_line and _fits(font(px, bold=bold).size(text), max_width, max_height):
            return Fit(px, wrapped=False)
        if _fits(_wrapped(font(px, bold=bold), text, TEXT_COLOR, max_width, align).get_size(), max_width, max_height):
            return Fit(px, wrapped=True)
    # Too much text even at the smallest size: scale down whichever layout loses least.
    smallest = font(sizes[-1], bold=bold)
    single = smallest.size(text)
    wrapped = _wrapped(smallest, text, TEXT_COLOR, max_width, align).get_size()
    scales = {True: _scale_to_fit(wrapped, max_width, max_height), False: _scale_to_fit(single, max_width, max_height)}
    best = max(scales, key=lambda w: scales[w])
    return Fit(sizes[-1], best, scales[best])


def breaks_a_word(text: str, fit: Fit, max_width: int, *, bold: bool = False) -> bool:
    """True when wrapping ``text`` as ``fit`` says splits a word across lines (a word wider than the box)."""
    if not fit.wrapped:
        return False
    face = font(fit.px, bold=bold)
    return any(face.size(word)[0] > max_width for word in drawable(text).split())


@lru_cache(maxsize=1024)
def fitted(  # noqa: PLR0913  kept per text, box, size, colour, weight and alignment: each changes the picture
    text: str, width: int, height: int, px: int, color: Color, *, bold: bool = False, align: int = pygame.FONT_CENTER
) -> pygame.Surface:
    """:func:`fit_text` kept per (text, box, size, colour): drawn every frame, fitted once."""
    return fit_text(text, max(1, width), max(1, height), max(1, px), color, bold=bold, align=align)


def _fits(size: tuple[int, int], max_width: int, max_height: int) -> bool:
    return size[0] <= max_width and size[1] <= max_height


def _scale_to_fit(size: tuple[int, int], max_width: int, max_height: int) -> float:
    return min(max_width / max(1, size[0]), max_height / max(1, size[1]))


def _wrapped(face: pygame.font.Font, text: str, color: Color, max_width: int, align: int) -> pygame.Surface:
    before = face.align
    face.align = align
    try:
        return face.render(text, antialias=True, color=color, bgcolor=None, wraplength=max(1, max_width))
    finally:
        face.align = before


def _sizes_down_from(size: int) -> Iterable[int]:
    px = max(size, 1)
    while True:
        yield px
        smaller = min(px - 1, int(px * SHRINK))
        if smaller < min(SMALLEST, size):
            return
        px = smaller


def _ready() -> None:
    if not pygame.font.get_init():
        pygame.font.init()
    if not pygame.freetype.get_init():
        pygame.freetype.init()
