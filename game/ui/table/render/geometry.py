"""Where everything sits on the screen for a window size and a player count (pure).

Designed at 1280x720 and scaled by one unit ``u``; the chain gets whatever the seats,
the score bar and the human's hand leave over, so a larger window gives a larger chain.
The UI scale ``ui`` (1.0-2.0) enlarges text and buttons (unit ``tx``); the player's rack grows
into the room the larger buttons leave beside it, the line's tiles never grow with it.
Everything of the game lies on the table's felt, inside its wooden rim.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from game.fonts import ONE_LINE_SHRINK, SHRINK
from game.ui.cloth import cloth_rect
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.table.render.layout import Box

# Seat sides seen from the human (always at the bottom); play goes clockwise, to the left.
SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}


class SeatPlace(NamedTuple):
    """Where one seat's plate, hand and portrait go on the screen."""

    side: str  # bottom, top, left or right
    plate: Box  # the name plate: name, tile count, turn highlight
    hand: Box  # where the seat's tiles line up (a row, or a column at the sides)
    portrait: Box = Box(0, 0, 0, 0)  # the opponent's round portrait (none for the human's place)
    reach: int = 0  # how far down a side seat's hand turned over at the end may run (no status line then)


class Geometry(NamedTuple):
    """Where everything on the table goes for one window size, player count and UI scale."""

    width: int
    height: int
    u: float
    top_bar: Box
    chain: Box
    seats: tuple[SeatPlace, ...]  # indexed by screen position: 0 is the human's place
    boneyard: Box  # the pile of face-down tiles
    counter: Box  # the drawable-tiles counter next to the pile
    draw_button: Box
    pass_button: Box
    message_y: int  # centre line of the status line ("No tile fits" style hints)
    hand_size: int  # short side of the human's tiles
    line_size: int  # short side of the line's tiles at the start of a hand (the camera's closest)
    back_size: int  # short side of opponents' tiles
    pile_size: int  # short side of the boneyard's tiles
    ui: float = 1.0  # the UI scale: text and buttons
    status: Box = Box(0, 0, 0, 0)  # where the status line may lie: beside the aid buttons, or above them when it cannot
    status_lines: int = 1  # lines of text the status line's room holds (two where it shares the aid buttons' row)
    aid_right: int = 0  # where the row of aid buttons ends: short of the table's edge and a right-hand seat's tiles
    inset: int = 0  # how far in from each side the felt begins: the game's things keep inside it

    def px(self, design_units: float) -> int:
        return max(1, round(design_units * self.u))

    def tx(self, design_units: float) -> int:
        """Pixels for text and buttons: design units at the UI scale."""
        return max(1, round(design_units * self.u * self.ui))

    def text(self, design_units: float) -> int:
        """A text's size in pixels: design units at the UI scale, never under the smallest that
        reads at the text setting (12 px at 100%: small windows shrank labels to 8-10 px)."""
        return max(self.tx(design_units), math.ceil(SMALLEST_TEXT * self.ui))


AID_BUTTON_W, AID_BUTTON_H, AID_GAP = 130, 36, 6  # Hint, Tracker, Undo: labels at least 12 px at 960x540
AID_ROW_GAP = AID_GAP  # text units between their row and the Draw button under it (as between the buttons)


RACK, LINE = 80, 80  # design units: the player's tiles (23% of a 16:9 window's height), the line's at a hand's start
DOUBLE_MARGIN = 8  # design units: the line's height an opening double leaves free, above and below it together
RACK_SLOTS = 8  # the player's row holds this many tiles at full size, whatever the UI scale
RACK_GAP = 7 / 62  # the felt between two of the player's tiles, a share of a tile: a held one's shadow keeps off
PLATE_W = 100  # text units: the player's name plate
BUTTON_W = AID_BUTTON_W  # text units: Draw and Pass, as wide as the aid buttons over them
PILE_AND_COUNT = 58  # text units the boneyard's counter takes under the pile (large text): number and word
STATUS_ROW = 30  # text units: one line of the status at its size, with the banner's margins
STATUS_EMS = 15  # the status line shares the aid row where it has this many of its least sizes across (two lines)
STATUS_PX = 18  # text units: the status line's size (``hud.hint``); beside the aid buttons, down to two thirds of it
LINE_HEIGHT = 1.2  # a line of text's height over its size


def rack_gap(size: int) -> int:
    """The felt between two of the player's tiles of ``size`` (a fixed 7 design units between
    larger tiles let a held tile's shadow darken the next one's face)."""
    return max(1, int(size * RACK_GAP))


class _Units(NamedTuple):
    """Design units to pixels: ``px`` for the table's things, ``tx`` for text and buttons."""

    u: float  # the window's scale from the 1280x720 design
    ui: float  # the UI scale

    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def tx(self, v: float) -> int:
        return max(1, round(v * self.u * self.ui))


class _Band(NamedTuple):
    """The bottom band's left end: the boneyard and its counter, and where the player's name
    plate goes when it stays in the band (``stacked``: the counter under the pile)."""

    height: int
    boneyard: Box
    counter: Box
    plate_x: int
    stacked: bool


def _band(felt: Box, hand_size: int, pile_size: int, units: _Units, *, beside_seat: bool) -> _Band:
    """The boneyard with its counter beside it, the name plate after them; when large text
    would leave the rack less than ``RACK_SLOTS`` tiles at full size, the counter goes under
    the pile and the plate takes its place, so the player's tiles never shrink as text grows.
    Beside a seat at the side the plate stays in the band, and the band is as tall as the
    rack's tiles that fit beside it (at 200% the line lost the height of tiles too wide to
    show). The band ends on the felt (``felt``), clear of the table's rim."""
    px, tx = units.px, units.tx
    pile_h = 2 * (2 * pile_size) + px(4)
    buttons_h = tx(AID_ROW_GAP) + 2 * tx(40) + tx(8) + px(4)  # Draw over Pass (the aid buttons over the band)
    beside_x = felt.x + px(160) + tx(90)
    right = _rack_right(felt, units)
    stacked = right - (beside_x + tx(PLATE_W) + px(14)) < RACK_SLOTS * (hand_size + rack_gap(hand_size))
    plate_x = felt.x + px(18) + px(128) + px(8) if stacked else beside_x
    shown = min(hand_size, _across(plate_x + tx(PLATE_W) + px(14), right)) if beside_seat else hand_size
    rack_h = 2 * shown + px(36)
    band_h = max(rack_h, buttons_h, px(20) + pile_h + tx(PILE_AND_COUNT) if stacked else 0)
    boneyard = Box(felt.x + px(18), felt.bottom - band_h + (px(14) if stacked else px(26)), px(128), pile_h)
    if stacked:
        counter = Box(boneyard.x, boneyard.bottom + px(4), max(boneyard.w, tx(90)), tx(PILE_AND_COUNT))
        return _Band(band_h, boneyard, counter, plate_x, stacked=True)
    counter = Box(boneyard.right + px(8), boneyard.y, tx(90), boneyard.h)
    return _Band(band_h, boneyard, counter, beside_x, stacked=False)


def felt_of(size: tuple[int, int]) -> Box:
    """The table's felt inside its wooden rim: the boneyard, the rack, the buttons and the line
    keep to it (at 16:9 they hung over the rim; past 2:1 over the room beside the table)."""
    return Box(*cloth_rect(size))


def geometry(size: tuple[int, int], players: int, ui: float = 1.0, aids: int = 3) -> Geometry:
    """Where everything goes; ``aids`` is how many aid buttons (Hint, Tracker, Undo) the table
    offers (all three unless told): where they leave room, the status line shares their row and
    the line gets its own."""
    width, height = size
    u = min(width / 1280, height / 720)
    units = _Units(u, ui)
    px, tx = units.px, units.tx
    felt = felt_of(size)

    sides = SIDES[players]
    # The player's tiles and the line's at the start of a hand: real objects on the screen, as
    # large as each other (120 px across at 1920x1080; 93 and 66 before); the camera zooms the
    # line out as it grows.
    rack, line_size, back_size, pile_size = px(RACK), px(LINE), px(17), px(14)
    top_bar = Box(0, 0, width, tx(44))
    button_w, button_h = tx(BUTTON_W), tx(40)
    band = _band(felt, rack, pile_size, units, beside_seat="left" in sides)
    band_y = felt.bottom - band.height
    has_sides, has_top = "left" in sides, "top" in sides

    top_y = top_bar.bottom + px(8)
    top_row_h = 2 * back_size
    face = max(px(112), tx(72))  # an opponent's portrait: a face to remember, larger with the text
    chain_top = top_y + max(face, top_row_h) + px(10) if has_top else top_bar.bottom + px(14)
    rim = felt.x + px(6)  # a side seat starts clear of the table's wooden rim and its shadow
    side_w = rim + max(px(124), tx(124)) if has_sides else felt.x + px(20)

    button_x = felt.right - px(16) - button_w
    draw_button = Box(button_x, band_y + tx(AID_ROW_GAP), button_w, button_h)  # the aid buttons' row ends at the band
    aid_row = draw_button.y - tx(AID_ROW_GAP) - tx(AID_BUTTON_H)  # the row of aid buttons (``aid_panel.aid_buttons``)
    # A table without aid buttons keeps their row for the status line; with a seat across, large
    # text has it share that row with the player's plate raised over the band (the rack stays large).
    beside = _status_beside_aids((felt.x, felt.right), band_y, 0 if aids == 0 and not has_top else 3, tx)
    bottom = _bottom_seat(felt, band, (band_y, aid_row, beside is None), rack, units, beside_seat=has_sides)
    side_cx = (rim + side_w) // 2  # a side seat's column of tiles runs down its middle
    column = width - side_cx - back_size - tx(AID_GAP) if has_sides else width  # a right-hand seat's tiles
    shares = beside is None and has_top
    row, shared = _aid_row((felt, bottom.plate, band_y), (aid_row, column, aids), units, share=shares)
    status = beside or shared or _status_row((felt.x, felt.right), aid_row, tx)
    reach = min(band_y, bottom.plate.y) - px(10)  # a side seat's column ends above the band and the player's plate,
    side_end = shared.y - px(10) if shared is not None else reach  # and above the status line beside the aid buttons

    places: list[SeatPlace] = []
    for side in sides:
        if side == "bottom":
            places.append(bottom)
            continue
        if side == "top":  # the portrait centred, the name beside it, the tiles on its other side
            portrait = Box(width // 2 - face // 2, top_y, face, face)
            # the name beside the face's middle, raised where a badge under it would reach the line's
            # area ("Draws 2" hung 8 px over a line tile at 2560x1440 and 200%)
            under = face - tx(44) - px(6) - _badge_h(units)
            plate = Box(portrait.right + px(10), top_y + max(0, min((face - tx(44)) // 2, under)), tx(150), tx(44))
            hand_w = min(px(440), portrait.x - px(12) - side_w - px(8))
            hand = Box(portrait.x - px(12) - hand_w, top_y + (face - top_row_h) // 2, hand_w, top_row_h)
            places.append(SeatPlace(side, plate, hand, portrait))
            continue
        cx = side_cx if side == "left" else width - side_cx  # the portrait at the top, the name, the tiles
        portrait = Box(cx - face // 2, top_bar.bottom + px(10), face, face)
        plate = Box(cx - tx(56), portrait.bottom + px(4), tx(112), tx(46))
        hand = Box(cx - back_size, plate.bottom + px(10), 2 * back_size, side_end - plate.bottom - px(10))
        places.append(SeatPlace(side, plate, hand, portrait, reach))

    # The line of play stays above the status line and the aid buttons: nothing covers it.
    chain_bottom = min(band_y - tx(34), status.y - px(2), aid_row - px(6))
    chain = Box(side_w, chain_top, width - 2 * side_w, chain_bottom - chain_top)
    return Geometry(
        width=width,
        height=height,
        u=u,
        top_bar=top_bar,
        chain=chain,
        seats=tuple(places),
        boneyard=band.boneyard,
        counter=band.counter,
        draw_button=draw_button,
        pass_button=Box(button_x, draw_button.bottom + tx(8), button_w, button_h),
        message_y=status.y + status.h // 2,
        hand_size=bottom.hand.h // 2,
        line_size=_opening(line_size, bottom.hand.h // 2, chain.h - px(DOUBLE_MARGIN)),
        back_size=back_size,
        pile_size=pile_size,
        ui=ui,
        status=status,
        status_lines=1 if shared is None else 2,
        aid_right=row.right,
        inset=felt.x,
    )


def _opening(line: int, rack: int, room: int) -> int:
    """The line's tiles at a hand's start, the camera's closest: ``line``, never larger than the
    player's tiles (``rack``), and a double upright in the line's height but a margin (``room``;
    it took at most three quarters of it, 42 px at 1280x720 and 200% with the rack at 76); even,
    as every size on the camera's ladder."""
    size = min(line, rack, room // 2)
    return size - size % 2


def _bottom_seat(  # noqa: PLR0913  the felt, the band, the rows above it, the rack's size, the units, the seats
    felt: Box, band: _Band, rows: tuple[int, int, bool], rack: int, units: _Units, *, beside_seat: bool
) -> SeatPlace:
    """The player's name plate and rack. With large text and no seat at the side (whose column
    it would seem to end), the plate leaves the band for the left end of the aid buttons' row when
    the status line does not lie beside them on one line (``alone``), and the rack takes the room: its tiles grow
    with the text as far as the band's height allows, never smaller than ``rack`` (the review
    measured 36x70 px at 200%) unless ``RACK_SLOTS`` tiles across would not fit: beside a seat
    at the side at large text, where the plate stays in the band (63 px at 1280x720 and 200%)."""
    px, tx = units.px, units.tx
    band_y, aid_row, alone = rows
    aids_left = felt.right - tx(16) - 3 * tx(AID_BUTTON_W) - 2 * tx(AID_GAP)
    up = Box(band.boneyard.x, aid_row, tx(PLATE_W), tx(AID_BUTTON_H + 2))  # level with the aid buttons, over the band
    if band.stacked and not beside_seat and alone and up.right + tx(12) <= aids_left:
        plate = up
        left = max(band.boneyard.right, band.counter.right) + px(14)
    else:
        plate = Box(band.plate_x, band_y + (band.height - tx(52)) // 2, tx(PLATE_W), tx(52))
        left = plate.right + px(14)
    right = _rack_right(felt, units)
    size = min(max(rack, (band.height - px(44)) // 2), _across(left, right))
    # a little below the band's middle: a tile pointed at rises with its glow and ring clear of the aid buttons
    # and of the plate up over the band's left end
    y = max(band_y + (band.height - 2 * size) // 2 + px(4), plate.bottom + px(20) if plate is up else 0)
    hand = Box(left, y, right - left, 2 * size)
    return SeatPlace("bottom", plate, hand)


def _rack_right(felt: Box, units: _Units) -> int:
    """Where the player's rack ends: clear of Draw and Pass."""
    return felt.right - units.px(16) - units.tx(BUTTON_W) - units.px(20)


def _across(left: int, right: int) -> int:
    """The largest tile of which ``RACK_SLOTS`` and their gaps fit between ``left`` and ``right``."""
    return int((right - left) / (RACK_SLOTS * (1 + RACK_GAP)))


def _status_beside_aids(span: tuple[int, int], band_y: int, buttons: int, tx: Callable[[float], int]) -> Box | None:
    """The status line's room beside the row of aid buttons (room for ``buttons`` of Hint,
    Tracker, Undo) on one line, when half the table's width (``span``: its left and right) is
    left there; else None. With none, the line of play takes the row the status line had above
    theirs (at 1280x720 and 200% for three players its area grew from 263 px tall to 319); beside
    one or two at 200% the status wrapped."""
    left, width = span[0], span[1] - span[0]
    aids_w = buttons * tx(AID_BUTTON_W) + max(0, buttons - 1) * tx(AID_GAP)
    right = left + width - tx(16) - aids_w - tx(12)
    wide = width - 2 * tx(40)
    if right - left - tx(40) < wide // 2:
        return None
    room = min(wide, right - left - tx(40))
    return Box(right - room, band_y - tx(17) - tx(STATUS_ROW) // 2, room, tx(STATUS_ROW))


def _status_row(span: tuple[int, int], aid_row: int, tx: Callable[[float], int]) -> Box:
    """A row of the status line's own above the aid buttons (large text)."""
    left, width = span[0], span[1] - span[0]
    return Box(left + tx(40), aid_row - tx(STATUS_ROW), width - 2 * tx(40), tx(STATUS_ROW))


def status_px(size: int, ui: float) -> int:
    """The status line's size: its design ``size`` at the UI scale, and never so small that one
    line shrunk to fit would read under the smallest readable size."""
    return max(size, math.ceil(SMALLEST_TEXT * ui / ONE_LINE_SHRINK))


def least_status_px(size: int, ui: float) -> int:
    """The least size the status line is set at beside the aid buttons: the first on the fitting's
    ladder down from its size (``game.fonts``: each step ``SHRINK`` smaller) not under two thirds
    of its design ``size`` nor under the smallest readable (18 px at 150% falls between 19 and 17)."""
    px = status_px(size, ui)
    floor, least = max(SMALLEST_TEXT * ui, size * 2 / 3), px
    while px >= floor:
        least, px = px, min(px - 1, int(px * SHRINK))
    return least


def _aid_row(
    table: tuple[Box, Box, int], row: tuple[int, int, int], units: _Units, *, share: bool
) -> tuple[_AidRow, Box | None]:
    """The aid buttons' row (``row``: its top, where a right-hand seat's column of tiles runs
    down, and how many buttons) and the status line's room in it where it may ``share`` it (a
    seat across): between the player's plate up over the band (``table``: the felt, the plate
    and the band's top) or the felt's edge, and the buttons. Sharing, the buttons end at the felt's edge and a
    side seat's column ends above the status (beside two buttons short of Vesna's column at
    200% the status wrapped in 333 px); else short of that column."""
    px, tx = units.px, units.tx
    felt, plate, band_y = table
    top, column, offered = row
    full = _AidRow(top, felt.right - tx(16), offered)
    left = plate.right if plate.y < band_y else felt.x + px(18)  # the player's plate where it is up
    badge = plate.y - px(6) - _badge_h(units)  # over the plate
    shared = _status_in_aid_row((left, badge), full, units) if share else None
    return (full, shared) if shared is not None else (full._replace(right=min(full.right, column)), None)


def _badge_h(units: _Units) -> int:
    """A speech badge's height (``moments.badge_size``): a line of its text and its margins."""
    return math.ceil(LINE_HEIGHT * max(units.tx(15), SMALLEST_TEXT * units.ui)) + units.tx(8)


class _AidRow(NamedTuple):
    """The aid buttons' row: its top, where the buttons end (short of the table's edge and a
    right-hand seat's column of tiles, which runs down past it), and how many the table offers."""

    y: int
    right: int
    offered: int  # buttons

    def buttons_x(self, tx: Callable[[float], int]) -> int:
        """Where the first button begins (the row's end when there are none)."""
        return self.right - self.offered * tx(AID_BUTTON_W) - max(0, self.offered - 1) * tx(AID_GAP)


def _status_in_aid_row(edges: tuple[int, int], row: _AidRow, units: _Units) -> Box | None:
    """The status line's room in the aid buttons' row, between what lies at its left (``edges``:
    the player's name plate or the felt's edge) and the first aid button, two lines tall and
    ending above the player's speech badge ("Draws 1") over a plate in the band under it; None
    where the row is too low for two lines of its least size (two thirds of its own, never under
    the smallest readable) or too narrow for ``STATUS_EMS`` of it (a window at 200% as small as
    960x540: the status keeps a row of its own). At 2560x1440 the least is 48 px, not 24: the
    words stay in proportion to the buttons beside them."""
    tx = units.tx
    readable = least_status_px(tx(STATUS_PX), units.ui)
    left, badge = edges
    x, right = left + tx(20), row.buttons_x(tx) - tx(20)  # a gap, and the banner's rounded ends
    high = 2 * math.ceil(LINE_HEIGHT * readable) + tx(4)  # two lines and the banner's margins
    bottom = min(row.y + tx(AID_BUTTON_H), badge if badge > row.y else row.y + tx(AID_BUTTON_H))
    if bottom - row.y + tx(8) < high or right - x < STATUS_EMS * readable:  # it may rise a little over the row
        return None
    return Box(x, min(row.y, bottom - high), right - x, max(high, bottom - row.y))
