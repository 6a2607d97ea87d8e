"""The table's fixed furniture: felt, score bar, name plates, the boneyard counter, hints."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import NamedTuple, Protocol

import pygame

from game.fonts import fit_plan, fitted
from game.i18n import _, ngettext
from game.ui import layout_items, skin, theme
from game.ui.kept import Kept
from game.ui.table.render.geometry import STATUS_PX, Geometry, status_px
from game.ui.table.render.layout import Box


class Stamps:
    """HUD pieces rendered once per look (name, numbers, glow level) and blitted after that:
    a frame then costs one blit per piece instead of shapes and text."""

    def __init__(self, limit: int = 128) -> None:
        self._kept: Kept[pygame.Surface] = Kept(limit)
        self._slates: dict[str, tuple[Hashable, pygame.Surface]] = {}

    def get(self, key: Hashable, size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        def make() -> pygame.Surface:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            paint(surface)
            return surface.convert_alpha()

        return self._kept.get(key, make)

    def repainted(
        self, name: str, key: Hashable, size: tuple[int, int], paint: Callable[[pygame.Surface], None]
    ) -> pygame.Surface:
        """An opaque piece that changes often and wholly (the score bar: each turn, each score): one
        surface per ``name``, painted over in place when ``key`` changes. A new surface for each
        look cost 2-12 ms at 4K to allocate and convert, in the frame each turn passed."""
        kept = self._slates.get(name)
        if kept is not None and kept[0] == key:
            return kept[1]
        surface = kept[1] if kept is not None and kept[1].get_size() == size else pygame.Surface(size).convert()
        surface.fill((0, 0, 0))
        paint(surface)
        self._slates[name] = (key, surface)
        return surface


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table top: a vertical light falloff and a darker rim, drawn once per window size."""
    surface = pygame.Surface(size)
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            shade = max(0.0, 1 - 0.55 * (dx * dx + dy * dy))
            small.set_at(
                (x, y), tuple(round(d + (f - d) * shade) for f, d in zip(theme.FELT, theme.FELT_DARK, strict=True))
            )
    pygame.transform.smoothscale(small, size, surface)
    return surface.convert()


class BarShown(Protocol):
    """What the score bar shows this frame: the title, each unit's (name, score, to move), the goal."""

    @property
    def geom(self) -> Geometry: ...
    @property
    def title(self) -> str: ...
    @property
    def units(self) -> Sequence[tuple[str, int, bool]]: ...
    @property
    def goal(self) -> str: ...  # the target's words ("Target 100", "Quick round", "Tutorial")


def score_bar(surface: pygame.Surface, fonts: theme.Fonts, shown: BarShown) -> None:
    """On a wooden rail (``skin.rail``): the rules and hand number on the left; each unit's name,
    score and the target."""
    g, title, units, goal = shown.geom, shown.title, shown.units, shown.goal
    bar = pygame.Rect(g.top_bar)
    surface.blit(skin.rail(bar.size), bar)
    px = g.tx(17)
    goal_text, goal_x, places = _bar_places(fonts, g, units, goal)
    surface.blit(goal_text, goal_text.get_rect(midleft=(goal_x, bar.centery)))
    x = goal_x
    for (name, score, active), (score_x, name_x) in zip(units, places, strict=True):
        score_text = fonts.text(str(score), g.tx(20), theme.TEXT, bold=True)
        name_text = fonts.text(name, px, theme.GLOW if active else theme.TEXT_DIM, bold=active)
        surface.blit(score_text, score_text.get_rect(midleft=(score_x, bar.centery)))
        surface.blit(name_text, name_text.get_rect(midleft=(name_x, bar.centery)))
        x = min(x, name_x)
    words = fitted_title(fonts, g, title, x - 2 * g.tx(16))
    if words:
        label = fonts.text(words, px, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midleft=(g.tx(16), bar.centery)))


TITLE_PARTS = " · "  # between the bar's title's parts: the rules, then the hand's number


def fitted_title(fonts: theme.Fonts, g: Geometry, title: str, room: int) -> str:
    """The bar's title as the scores leave ``room`` for it: whole, else its last parts (the hand's
    number), else none. A title that did not fit whole was dropped: at 2560x1440 and 200% the
    Greek rules' name left no room, and the hand's number went with it."""
    parts = title.split(TITLE_PARTS)
    for first in range(len(parts)):
        words = TITLE_PARTS.join(parts[first:])
        if fonts.text(words, g.tx(17), theme.TEXT_DIM).get_width() <= room:
            return words
    return ""


NAME_TO_SCORE = 16  # tx from a unit's name to its score: the score's ring (tx(7) round it) keeps clear of the name


def _bar_places(
    fonts: theme.Fonts, g: Geometry, units: Sequence[tuple[str, int, bool]], goal: str
) -> tuple[pygame.Surface, int, list[tuple[int, int]]]:
    """The goal's text and left edge, and each unit's (score x, name x), laid from the right."""
    px = g.tx(17)
    goal_text = fonts.text(goal, px, theme.GOLD, bold=True)
    x = g.top_bar.right - g.tx(16) - goal_text.get_width()
    goal_x = x
    places: list[tuple[int, int]] = []
    for name, score, active in reversed(units):
        score_text = fonts.text(str(score), g.tx(20), theme.TEXT, bold=True)
        name_text = fonts.text(name, px, theme.GLOW if active else theme.TEXT_DIM, bold=active)
        x -= g.tx(30) + score_text.get_width()
        score_x = x
        x -= g.tx(NAME_TO_SCORE) + name_text.get_width()
        places.append((score_x, x))
    return goal_text, goal_x, places[::-1]


def score_spot(
    fonts: theme.Fonts, g: Geometry, units: Sequence[tuple[str, int, bool]], goal: str, unit: int
) -> tuple[int, int]:
    """Where ``unit``'s score sits in the bar (its left end, on the bar's centre line): points fly there."""
    _goal, _x, places = _bar_places(fonts, g, units, goal)
    return places[unit][0], g.top_bar.y + g.top_bar.h // 2


GLOW_STEPS = 6  # a score's glow fades in this many steps, each drawn once


def score_box(
    fonts: theme.Fonts, g: Geometry, units: Sequence[tuple[str, int, bool]], goal: str, unit: int
) -> pygame.Rect:
    """Round ``unit``'s score in the bar, with a little air."""
    x, y = score_spot(fonts, g, units, goal, unit)
    digits = fonts.text(str(units[unit][1]), g.tx(20), theme.TEXT, bold=True)
    return digits.get_rect(midleft=(x, y)).inflate(g.tx(14), g.tx(4))


def score_glow(surface: pygame.Surface, g: Geometry, stamps: Stamps, box: pygame.Rect, strength: float) -> None:
    """A gold halo round a score (``box``) that points have just reached, ``strength`` 0..1."""
    level = max(0, min(GLOW_STEPS, round(strength * GLOW_STEPS)))
    line = max(1, g.tx(2))

    def paint(stamp: pygame.Surface) -> None:
        rect = stamp.get_rect()
        for i in range(3):
            alpha = round(255 * level / GLOW_STEPS * (0.25 + 0.25 * i))
            pygame.draw.rect(stamp, (*theme.GOLD, alpha), rect.inflate(-2 * i, -2 * i), line, border_radius=rect.h // 2)

    if level:
        surface.blit(stamps.get(("score glow", box.size, level), box.size, paint), box)


class Plate(NamedTuple):
    """A name plate: where, the seat's name, a detail line, and the turn's glow (0..1, None when
    it is not the seat's turn)."""

    box: Box
    name: str
    detail: str
    glow: float | None


def name_plate(surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, plate: Plate) -> None:
    """A seat's name and a detail line on a walnut plate (``skin.plaque``); the glow marks the seat to move."""
    name, detail, glow = plate.name, plate.detail, plate.glow
    rect = pygame.Rect(plate.box)
    radius = max(4, rect.h // 5)
    skin.plaque(rect.size, radius, skin.Trim(theme.BRASS, max(1, g.tx(1)), g.px(3))).blit(surface, rect)
    if glow is not None:
        color = tuple(
            round(a + (b - a) * (0.55 + 0.45 * glow)) for a, b in zip(theme.FELT_LINE, theme.GLOW, strict=True)
        )
        pygame.draw.rect(surface, color, rect.inflate(g.tx(6), g.tx(6)), max(2, g.tx(3)), border_radius=radius + 3)
    room = rect.w - g.tx(8)
    name_text = fitted(name, room, rect.h // 2, g.text(16), theme.GLOW if glow is not None else theme.TEXT, bold=True)
    detail_text = fitted(detail, room, rect.h // 2, g.text(13), theme.TEXT_DIM)
    surface.blit(name_text, name_text.get_rect(midbottom=(rect.centerx, rect.centery + g.tx(1))))
    surface.blit(detail_text, detail_text.get_rect(midtop=(rect.centerx, rect.centery + g.tx(3))))


def tiles_detail(count: int) -> str:
    return ngettext("{n} tile", "{n} tiles", count).format(n=count)


def pips_detail(pips: int) -> str:
    return ngettext("{n} pip", "{n} pips", pips).format(n=pips)


class Boneyard(NamedTuple):
    """What the boneyard's counter says: tiles that can be drawn, tiles that never can be, and
    whether that is because nothing is drawn in this game at all."""

    drawable: int
    reserved: int
    no_drawing: bool


RESERVE_INK: theme.Color = (226, 204, 152)  # the kept-back note's warm parchment, apart from the label's cool ivory
NOTE_GAP = 6  # design units between the counter's word and its note: a second thing said, not one label


def counter(surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, count: Boneyard) -> None:
    """How many tiles can still be drawn, big, with what the number means under it; tiles
    that never can be are noted as kept back (a reserve) or out of play (no drawing at all),
    smaller, in another ink and set apart ("Boneyard" and "2 kept back" read as one label).
    The words keep to the counter's width (under the pile at large text) and to the felt (``_spread``)."""
    box = pygame.Rect(g.counter)
    drawable, room = count.drawable, box.w
    label = fitted(_("Boneyard"), room, g.text(20), g.text(13), theme.TEXT_DIM)
    note, placed = None, None
    if count.reserved:
        words = _("{n} out of play") if count.no_drawing else _("{n} kept back")
        note = fitted(words.format(n=count.reserved), room, g.text(18), g.text(12), RESERVE_INK)
    px = g.tx(30)
    while note:  # the number as large as lets the three keep to the felt, off the plate and the rack
        placed = _spread(g, box, [_number(fonts, drawable, px), label, note])
        if placed is not None or px <= label.get_height():
            break
        px = max(label.get_height(), int(px * 0.9))
    parts = [_number(fonts, drawable, px), label, *([note] if note else [])]
    for picture, at in zip(parts, placed or _column(box, parts, g.tx(NOTE_GAP)), strict=True):
        surface.blit(picture, at)


def _number(fonts: theme.Fonts, drawable: int, px: int) -> pygame.Surface:
    return fonts.text(str(drawable), px, theme.TEXT if drawable else theme.TEXT_DIM, bold=True)


def _column(box: pygame.Rect, parts: Sequence[pygame.Surface], gap: int) -> list[pygame.Rect]:
    """The counter's pictures one under the other, centred under the pile's counter box, the
    note (a third picture) ``gap`` below the word."""
    places: list[pygame.Rect] = []
    for i, picture in enumerate(parts):
        top = places[-1].bottom + (gap if i == 2 else 0) if places else box.y
        places.append(picture.get_rect(midtop=(box.centerx, top)))
    return places


def _spread(g: Geometry, box: pygame.Rect, parts: Sequence[pygame.Surface]) -> list[pygame.Rect] | None:
    """Where the counter's number, word and note go on the felt, clear of the player's name plate
    and rack: one under the other; else (under the pile at 960x540 and 200%, the note lay on the
    Harbour's rope rim) the number and its word side by side, the note under them; else the word
    and the note on one line under the number, below the plate beside the pile; each with the
    note set ``NOTE_GAP`` apart, else (where only that fits) closer; None when none fits."""
    gap, felt = g.tx(14), pygame.Rect(g.inset, g.inset, g.width - 2 * g.inset, g.height - 2 * g.inset - g.px(2))
    keep_off = [pygame.Rect(g.seats[0].plate), pygame.Rect(g.seats[0].hand)]
    apart = g.tx(NOTE_GAP)
    tries = [_column(box, parts, apart)]
    if len(parts) == 3:  # a note: a kept-back reserve, or tiles out of play
        number, label, note = parts
        row = max(number.get_height(), label.get_height())
        left = box.centerx - (number.get_width() + gap + label.get_width()) // 2
        first = number.get_rect(midleft=(left, box.y + row // 2))
        side = label.get_rect(midleft=(first.right + gap, first.centery))
        under = [note.get_rect(midtop=(box.centerx, box.y + row + space)) for space in (apart, 0)]
        line = pygame.Rect(box.x, box.y + number.get_height(), label.get_width() + gap + note.get_width(), 0)
        line.h = max(label.get_height(), note.get_height())
        line.y = max(line.y, keep_off[0].bottom + g.px(2)) if line.colliderect(keep_off[0]) else line.y
        words = [label.get_rect(midleft=(line.x, line.centery)), note.get_rect(midright=(line.right, line.centery))]
        tries += [[first, side, under[0]], [tries[0][0], *words], _column(box, parts, 0), [first, side, under[1]]]
    return next((t for t in tries if all(felt.contains(r) and r.collidelist(keep_off) < 0 for r in t)), None)


@lru_cache(maxsize=256)
def balanced_width(text: str, room: int, high: int, px: int, *, bold: bool) -> int:
    """The narrowest width that sets ``text`` as ``room`` does (the same size and lines): wrapped
    lines of about one length, not a long line and a word left over ("(or ← → and" / "Enter)")."""
    fit = fit_plan(text, room, high, px, bold=bold)
    if not fit.wrapped:
        return room
    narrow, wide = room // 2, room
    while narrow < wide:
        middle = (narrow + wide) // 2
        if fit_plan(text, middle, high, px, bold=bold) == fit:
            wide = middle
        else:
            narrow = middle + 1
    return wide


def hint(surface: pygame.Surface, fonts: theme.Fonts, g: Geometry, text: str, *, urgent: bool) -> None:
    """One line above the human's hand saying what to do now (two where its room shares the aid
    buttons' row: a seat across at large text gives the line its row)."""
    if not text:
        return
    high = g.tx(48) if g.status_lines == 1 else g.status.h - g.tx(4)
    px = status_px(g.tx(STATUS_PX), g.ui)  # fitted, still 12 px x the UI scale
    room = balanced_width(text, g.status.w, high, px, bold=urgent)  # never over the aid buttons nor the line
    label = fitted(text, room, high, px, theme.WARN if urgent else theme.TEXT, bold=urgent)
    rect = label.get_rect(center=(g.width // 2, g.message_y)).inflate(g.tx(24), g.tx(4))  # within the status row
    rect.right = min(rect.right, g.status.right + g.tx(12))
    rect.left = max(rect.left, g.status.x - g.tx(12))
    skin.banner(rect.size, urgent=urgent).blit(surface, rect)
    surface.blit(label, label.get_rect(center=rect.center))
    lines = pygame.Rect(g.status).inflate(2 * g.tx(12), 0) if g.status_lines > 1 else None
    layout_items.note(layout_items.LayoutItem("banner", rect, text, panel=lines))
    box = pygame.Rect(0, 0, room, high)
    layout_items.note_fitted(surface, text, box, label.get_rect(center=rect.center), px, urgent, pygame.FONT_CENTER)
