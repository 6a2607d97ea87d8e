"""Where everything sits on the screen for a window size and a player count (pure).

Designed at 1280x720 and scaled by one unit ``u``; the chain gets whatever the seats,
the score bar and the human's hand leave over, so a larger window gives a larger chain.
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

    def px(self, design_units: float) -> int:
        return max(1, round(design_units * self.u))


def geometry(size: tuple[int, int], players: int) -> Geometry:
    width, height = size
    u = min(width / 1280, height / 720)

    def px(v: float) -> int:
        return max(1, round(v * u))

    sides = SIDES[players]
    hand_size, back_size, pile_size = px(34), px(17), px(14)
    top_bar = Box(0, 0, width, px(44))
    band_h = 2 * hand_size + px(36)
    band_y = height - band_h
    has_sides, has_top = "left" in sides, "top" in sides

    top_y = top_bar.bottom + px(8)
    top_row_h = 2 * back_size
    chain_top = top_y + top_row_h + px(14) if has_top else top_bar.bottom + px(14)
    side_w = px(124) if has_sides else px(20)

    places: list[SeatPlace] = []
    for side in sides:
        if side == "bottom":
            plate = Box(px(250), band_y + (band_h - px(52)) // 2, px(120), px(52))
            hand = Box(px(384), band_y + px(18), width - px(384) - px(196), 2 * hand_size)
        elif side == "top":
            plate = Box(width // 2 - px(330), top_y, px(150), top_row_h)
            hand = Box(width // 2 - px(168), top_y, px(440), top_row_h)
        else:
            cx = side_w // 2 if side == "left" else width - side_w // 2
            plate = Box(cx - px(56), top_bar.bottom + px(10), px(112), px(46))
            hand_y = plate.bottom + px(10)
            hand = Box(cx - back_size, hand_y, 2 * back_size, band_y - px(10) - hand_y)
        places.append(SeatPlace(side, plate, hand))

    chain = Box(side_w, chain_top, width - 2 * side_w, band_y - px(34) - chain_top)
    boneyard = Box(px(18), band_y + px(26), px(128), 2 * (2 * pile_size) + px(4))
    counter = Box(boneyard.right + px(8), boneyard.y, px(90), boneyard.h)
    button_w, button_h = px(160), px(40)
    button_x = width - px(16) - button_w
    draw_button = Box(button_x, band_y + px(10), button_w, button_h)
    pass_button = Box(button_x, draw_button.bottom + px(8), button_w, button_h)
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
        band_y - px(17),
        hand_size,
        back_size,
        pile_size,
    )
