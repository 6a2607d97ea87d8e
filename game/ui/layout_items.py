"""What a frame put where, for the layout audit: drawing notes its panels, controls, text and
tooltips here, from the same rectangles it draws with.

Drawing only ever appends to the sink, and only while an audit is recording (``recording``);
in play there is no sink and ``note`` returns at once, so nothing a player sees depends on it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import pygame

from game.fonts import breaks_a_word, fit_plan

SMALLEST_TEXT = 12  # px at 100% UI scale, scaled with it: no text is drawn smaller
KINDS = (
    *("panel", "veil", "control", "text", "tooltip", "banner", "plate", "bar"),
    *("table", "tile", "ghost", "label", "end mark"),
    *("portrait", "badge", "bubble", "points"),
    "hand",
)
# What sits at the seats and speaks for them: a computer's face, a speech badge ("Pass") or
# the partner's tag, a character's speech bubble, and points on their way to the score bar. A
# badge's or bubble's ``owner`` is its seat (the plate and the portrait together): it may touch
# its own seat, never another's.
# A "hand" is a tile a seat holds, at rest: the player's rack, an opponent's face-down backs
# or a hand turned over at its end; no button lies over one.
# The line of play and what is drawn on it for the player. While a tile is lifted its ghosts'
# labels (Left/Right) mark the open ends; an "end mark" is for marks of the open ends when none
# is lifted, which the view does not draw yet: the audit checks them as it does the labels.
BOARD = ("tile", "ghost", "label", "end mark")


@dataclass(frozen=True)
class LayoutItem:
    """One thing drawn: ``kind`` is one of ``KINDS`` (``table``: the felt the board must stay on;
    ``BOARD``: a tile of the line, a ghost of where a tile would go, a ghost's label, an open end's mark).

    ``panel`` is the rectangle it must stay inside (None: the window); ``clip`` the clip
    rectangle it was drawn under; ``px`` the pixel size text was drawn at (after any
    shrinking); ``broken`` a word split across lines; ``owner`` what a tooltip describes;
    ``alpha`` how opaque a panel or veil is (255: nothing behind shows through); ``owner``
    is also the seat a badge or bubble speaks for.
    """

    kind: str
    rect: pygame.Rect
    text: str = ""
    px: float = 0.0
    panel: pygame.Rect | None = None
    clip: pygame.Rect | None = None
    broken: bool = False
    owner: pygame.Rect | None = None
    alpha: int = 255
    name: str = ""


@dataclass
class Sink:
    """What one recorded frame noted, and the panels being drawn into at the moment."""

    items: list[LayoutItem] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)  # the panel being drawn into, innermost last


_sink: Sink | None = None


@contextmanager
def recording() -> Iterator[list[LayoutItem]]:
    """Collect what is drawn inside the ``with`` block (the audit draws one frame in it)."""
    global _sink
    before, _sink = _sink, Sink()
    try:
        yield _sink.items
    finally:
        _sink = before


def active() -> bool:
    return _sink is not None


def note(item: LayoutItem) -> None:
    """Record ``item`` when an audit is recording; in play, nothing."""
    if _sink is not None:
        _sink.items.append(item)


def current_panel() -> pygame.Rect | None:
    return _sink.panels[-1] if _sink is not None and _sink.panels else None


@contextmanager
def inside(panel: pygame.Rect, alpha: int = 255, name: str = "") -> Iterator[None]:
    """Everything noted inside the block belongs to ``panel`` (and must stay in it); ``alpha``
    is how opaque it is drawn (``measured_alpha``)."""
    if _sink is None:
        yield
        return
    note(LayoutItem("panel", pygame.Rect(panel), alpha=alpha, panel=current_panel(), name=name))
    _sink.panels.append(pygame.Rect(panel))
    try:
        yield
    finally:
        _sink.panels.pop()


def note_text(
    surface: pygame.Surface, text: str, rect: pygame.Rect, px: float, panel: pygame.Rect | None = None
) -> None:
    """Text drawn at ``rect`` at ``px`` pixels, inside ``panel`` (else the panel being drawn into)."""
    if _sink is not None and text.strip():
        note(_text_item(surface, text, rect, px, panel))


def _text_item(
    surface: pygame.Surface, text: str, rect: pygame.Rect, px: float, panel: pygame.Rect | None
) -> LayoutItem:
    """The note of ``text`` drawn on ``surface`` (under its clip) at ``rect``, ``px`` pixels, in ``panel``
    (None: the panel being drawn into); no word broken unless the caller says so."""
    return LayoutItem("text", pygame.Rect(rect), text, px, panel or current_panel(), pygame.Rect(surface.get_clip()))


def note_board(table: pygame.Rect, tiles: Iterable[pygame.Rect]) -> None:
    """The felt below the score bar, and the rectangles of the line's tiles at rest (a generator:
    only read while recording)."""
    if _sink is not None:
        note(LayoutItem("table", pygame.Rect(table)))
        for rect in tiles:
            note(LayoutItem("tile", pygame.Rect(rect)))


def note_thing(kind: str, rect: pygame.Rect, text: str = "") -> None:
    """A ghost, its label, an open end's mark or a name plate."""
    if _sink is not None:
        note(LayoutItem(kind, pygame.Rect(rect), text, panel=current_panel()))


def note_hand(tiles: Iterable[pygame.Rect]) -> None:
    """The rectangles of the tiles the seats hold, at rest (a generator: only read while recording)."""
    if _sink is not None:
        for rect in tiles:
            note(LayoutItem("hand", pygame.Rect(rect)))


def measured_alpha(picture: pygame.Surface) -> int:
    """How opaque a panel's picture is where its text goes (its middle), as drawn: the pixel's
    alpha times the surface's. 255: nothing behind shows through."""
    middle = picture.get_at((picture.get_width() // 2, picture.get_height() // 2))
    whole = picture.get_alpha()
    alpha = middle.a if picture.get_flags() & pygame.SRCALPHA else 255
    return alpha * (255 if whole is None else whole) // 255


def note_control(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    if _sink is not None:
        clip = pygame.Rect(surface.get_clip())
        note(LayoutItem("control", pygame.Rect(rect), panel=current_panel(), clip=clip, name=name))


def note_fitted(  # noqa: PLR0913, PLR0917  (the arguments every room gave game.fonts.fitted, as it takes them)
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    rect: pygame.Rect,
    px: int,
    bold: bool,  # noqa: FBT001  (fitted's own flag, passed on as each caller gave it)
    align: int,
) -> None:
    """Note text fitted into ``box`` (``game.fonts.fitted``): the size it was set at, and whether a word broke."""
    if _sink is not None and text.strip():
        fit = fit_plan(text, max(1, box.w), max(1, box.h), max(1, px), bold=bold, align=align)
        broken = breaks_a_word(text, fit, max(1, box.w), bold=bold)
        note(replace(_text_item(surface, text, rect, fit.drawn_px, None), broken=broken))
