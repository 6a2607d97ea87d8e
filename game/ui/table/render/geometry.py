"""Where everything sits on the screen for a window size and a player count (pure).

Designed at 1280x720 and scaled by one unit ``u``; the chain gets whatever the seats,
the score bar and the human's hand leave over, so a larger window gives a larger chain.
The UI scale ``ui`` (1.0-2.0) enlarges text and buttons (unit ``tx``), never the tiles.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from game.ui.cloth import cloth_rect
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
    inset: int = 0  # the room drawn beyond the table at each side (a window wider than the table): kept clear

    def px(self, design_units: float) -> int:
        return max(1, round(design_units * self.u))

    def tx(self, design_units: float) -> int:
        """Pixels for text and buttons: design units at the UI scale."""
        return max(1, round(design_units * self.u * self.ui))


AID_BUTTON_W, AID_BUTTON_H, AID_GAP = 130, 36, 6  # Hint, Tracker, Undo: labels at least 12 px at 960x540
AID_ROW_GAP = 14  # design units between their row and the Draw button under it


RACK, LINE = 48, 44  # design units: the player's tiles, and the line's at the start of a hand (ART.md)
RACK_SLOTS = 8  # the player's row holds this many tiles at full size, whatever the UI scale
PILE_AND_COUNT = 62  # text units the boneyard's counter takes under the pile (large text)


class _Units(NamedTuple):
    """Design units to pixels: ``px`` for the table's things, ``tx`` for text and buttons."""

    u: float  # the window's scale from the 1280x720 design
    ui: float  # the UI scale

    def px(self, v: float) -> int:
        return max(1, round(v * self.u))

    def tx(self, v: float) -> int:
        return max(1, round(v * self.u * self.ui))


class _Band(NamedTuple):
    """The bottom band's left end: the boneyard, its counter and the player's name plate."""

    height: int
    boneyard: Box
    counter: Box
    plate_x: int


def _band(size: tuple[int, int], hand_size: int, pile_size: int, units: _Units) -> _Band:
    """The boneyard with its counter beside it, the name plate after them; when large text
    would leave the rack less than ``RACK_SLOTS`` tiles at full size, the counter goes under
    the pile and the plate takes its place, so the player's tiles never shrink as text grows."""
    width, height = size
    px, tx = units.px, units.tx
    inset = room_beside(size)
    pile_h = 2 * (2 * pile_size) + px(4)
    rack_h = 2 * hand_size + px(36)
    buttons_h = 2 * tx(40) + tx(26)
    beside_x = inset + px(160) + tx(90)
    rack_room = width - inset - (beside_x + tx(120) + px(14)) - tx(160) - px(36)
    stacked = rack_room < RACK_SLOTS * (hand_size + px(7))
    band_h = max(rack_h, buttons_h, px(30) + pile_h + tx(PILE_AND_COUNT) if stacked else 0)
    boneyard = Box(inset + px(18), height - band_h + px(26), px(128), pile_h)
    if stacked:
        counter = Box(boneyard.x, boneyard.bottom + px(4), boneyard.w, tx(PILE_AND_COUNT))
        return _Band(band_h, boneyard, counter, boneyard.right + px(8))
    return _Band(band_h, boneyard, Box(boneyard.right + px(8), boneyard.y, tx(90), boneyard.h), beside_x)


def room_beside(size: tuple[int, int]) -> int:
    """How far in from each side the room beyond the table reaches: 0 but in a window wider than
    the table's widest shape (``venues.cloth_rect``), where the boneyard, the buttons and the line
    keep to the table."""
    height = size[1]
    return max(0, cloth_rect(size).x - cloth_rect((height, height)).x)


def geometry(size: tuple[int, int], players: int, ui: float = 1.0) -> Geometry:
    width, height = size
    u = min(width / 1280, height / 720)
    units = _Units(u, ui)
    px, tx = units.px, units.tx

    sides = SIDES[players]
    # The player's tiles and the line's at the start of a hand: real objects on the screen (72
    # and 66 px across at 1920x1080); the camera zooms the line out as it grows.
    hand_size, line_size, back_size, pile_size = px(RACK), 2 * px(LINE / 2), px(17), px(14)  # the line: even sizes
    top_bar = Box(0, 0, width, tx(44))
    button_w, button_h = tx(160), tx(40)
    band = _band(size, hand_size, pile_size, units)
    band_h = band.height
    band_y = height - band_h
    has_sides, has_top = "left" in sides, "top" in sides

    top_y = top_bar.bottom + px(8)
    top_row_h = 2 * back_size
    face = max(px(112), tx(72))  # an opponent's portrait: a face to remember, larger with the text
    chain_top = top_y + max(face, top_row_h) + px(10) if has_top else top_bar.bottom + px(14)
    rim = cloth_rect(size).x + px(6)  # a side seat starts clear of the table's wooden rim and its shadow
    inset = room_beside(size)
    side_w = rim + max(px(124), tx(124)) if has_sides else inset + px(20)

    places: list[SeatPlace] = []
    for side in sides:
        if side == "bottom":
            plate = Box(band.plate_x, band_y + (band_h - tx(52)) // 2, tx(120), tx(52))
            hand_x = plate.right + px(14)
            hand = Box(hand_x, band_y + px(18), width - inset - hand_x - button_w - px(36), 2 * hand_size)
            places.append(SeatPlace(side, plate, hand))
            continue
        if side == "top":  # the portrait centred, the name beside it, the tiles on its other side
            portrait = Box(width // 2 - face // 2, top_y, face, face)
            plate_h = tx(44)
            plate = Box(portrait.right + px(10), top_y + (face - plate_h) // 2, tx(150), plate_h)
            hand_right = portrait.x - px(12)
            hand_w = min(px(440), hand_right - side_w - px(8))
            hand = Box(hand_right - hand_w, top_y + (face - top_row_h) // 2, hand_w, top_row_h)
        else:  # the portrait at the top of the side, the name under it, the tiles under that
            cx = (rim + side_w) // 2 if side == "left" else width - (rim + side_w) // 2
            portrait = Box(cx - face // 2, top_bar.bottom + px(10), face, face)
            plate = Box(cx - tx(56), portrait.bottom + px(4), tx(112), tx(46))
            hand_y = plate.bottom + px(10)
            hand = Box(cx - back_size, hand_y, 2 * back_size, band_y - px(10) - hand_y)
        places.append(SeatPlace(side, plate, hand, portrait))

    button_x = width - inset - px(16) - button_w
    draw_button = Box(button_x, band_y + tx(10), button_w, button_h)
    aid_row = draw_button.y - tx(AID_ROW_GAP) - tx(AID_BUTTON_H)  # the row of aid buttons (``aid_panel.aid_buttons``)
    status = _status_room((inset, width - inset), band_y, aid_row, tx)
    # The line of play stays above the status line and the aid buttons: nothing covers it.
    chain_bottom = min(band_y - tx(34), status.y - px(2), aid_row - px(6))
    chain = Box(side_w, chain_top, width - 2 * side_w, chain_bottom - chain_top)
    pass_button = Box(button_x, draw_button.bottom + tx(8), button_w, button_h)
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
        pass_button=pass_button,
        message_y=status.y + status.h // 2,
        hand_size=hand_size,
        line_size=line_size,
        back_size=back_size,
        pile_size=pile_size,
        ui=ui,
        status=status,
        inset=inset,
    )


def _status_room(span: tuple[int, int], band_y: int, aids_y: int, tx: Callable[[float], int]) -> Box:
    """The status line's room: beside the row of aid buttons (Hint, Tracker, Undo) when half the
    table's width (``span``: its left and right) is left there, else a row of its own above them
    (large text)."""
    left, width = span[0], span[1] - span[0]
    aids_w = 3 * tx(AID_BUTTON_W) + 2 * tx(AID_GAP)
    right = left + width - tx(16) - aids_w - tx(12)
    wide = width - 2 * tx(40)
    line_h = tx(30)  # one line of the status at its size, with the banner's margins
    if right - left - tx(40) >= wide // 2:
        room = min(wide, right - left - tx(40))
        return Box(right - room, band_y - tx(17) - line_h // 2, room, line_h)
    return Box(left + tx(40), aids_y - line_h, wide, line_h)
