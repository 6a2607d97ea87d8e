"""Where everything sits on the screen for a window size and a player count (pure).

Designed at 1280x720 and scaled by one unit ``u``; the chain gets whatever the seats,
the score bar and the human's hand leave over, so a larger window gives a larger chain.
The UI scale ``ui`` (1.0-2.0) enlarges text and buttons (unit ``tx``), never the tiles.
"""

from __future__ import annotations

from typing import NamedTuple

from game.ui.table.layout import Box

# Seat sides seen from the human (always at the bottom); play goes clockwise, to the left.
SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}


class SeatPlace(NamedTuple):
    side: str  # bottom, top, left or right
    plate: Box  # the name plate: name, tile count, turn highlight
    hand: Box  # where the seat's tiles line up (a row, or a column at the sides)


class Geometry(NamedTuple):
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
    message_y: int  # centre line of the "No tile fits" style hints
    hand_size: int  # short side of the human's tiles
    back_size: int  # short side of opponents' tiles
    pile_size: int  # short side of the boneyard's tiles
    ui: float = 1.0  # the UI scale: text and buttons

    def px(self, design_units: float) -> int:
        return max(1, round(design_units * self.u))

    def tx(self, design_units: float) -> int:
        """Pixels for text and buttons: design units at the UI scale."""
        return max(1, round(design_units * self.u * self.ui))


def geometry(size: tuple[int, int], players: int, ui: float = 1.0) -> Geometry:
    width, height = size
    u = min(width / 1280, height / 720)

    def px(v: float) -> int:
        return max(1, round(v * u))

    def tx(v: float) -> int:
        return max(1, round(v * u * ui))

    sides = SIDES[players]
    hand_size, back_size, pile_size = px(34), px(17), px(14)
    top_bar = Box(0, 0, width, tx(44))
    button_w, button_h = tx(160), tx(40)
    band_h = max(2 * hand_size + px(36), 2 * button_h + tx(26))
    band_y = height - band_h
    has_sides, has_top = "left" in sides, "top" in sides

    top_y = top_bar.bottom + px(8)
    top_row_h = 2 * back_size
    chain_top = top_y + top_row_h + px(14) if has_top else top_bar.bottom + px(14)
    side_w = max(px(124), tx(124)) if has_sides else px(20)

    places: list[SeatPlace] = []
    for side in sides:
        if side == "bottom":
            plate_x = px(160) + tx(90)  # after the boneyard and its counter
            plate = Box(plate_x, band_y + (band_h - tx(52)) // 2, tx(120), tx(52))
            hand_x = plate.right + px(14)
            hand = Box(hand_x, band_y + px(18), width - hand_x - button_w - px(36), 2 * hand_size)
        elif side == "top":
            plate_x = max(side_w + px(8), width // 2 - px(180) - tx(150))
            plate = Box(plate_x, top_y, tx(150), max(top_row_h, tx(34)))
            hand_x = max(width // 2 - px(168), plate.right + px(12))
            hand = Box(hand_x, top_y, min(px(440), width - side_w - hand_x), top_row_h)
        else:
            cx = side_w // 2 if side == "left" else width - side_w // 2
            plate = Box(cx - tx(56), top_bar.bottom + px(10), tx(112), tx(46))
            hand_y = plate.bottom + px(10)
            hand = Box(cx - back_size, hand_y, 2 * back_size, band_y - px(10) - hand_y)
        places.append(SeatPlace(side, plate, hand))

    chain = Box(side_w, chain_top, width - 2 * side_w, band_y - tx(34) - chain_top)
    boneyard = Box(px(18), band_y + px(26), px(128), 2 * (2 * pile_size) + px(4))
    counter = Box(boneyard.right + px(8), boneyard.y, tx(90), boneyard.h)
    button_x = width - px(16) - button_w
    draw_button = Box(button_x, band_y + tx(10), button_w, button_h)
    pass_button = Box(button_x, draw_button.bottom + tx(8), button_w, button_h)
    return Geometry(
        width,
        height,
        u,
        top_bar,
        chain,
        tuple(places),
        boneyard,
        counter,
        draw_button,
        pass_button,
        band_y - tx(17),
        hand_size,
        back_size,
        pile_size,
        ui,
    )
