"""Where every tile of a hand should be right now: one pure function of the state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from game.engine.state import HandState
from game.engine.tiles import Tile, tiles_in
from game.ui.table.render import boneyard, hand
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.layout import ChainLayout
from game.ui.table.render.sprites import CHAIN, Pose


def screen_place(seat: int, human: int, players: int) -> int:
    """Index into ``Geometry.seats``: the human sits at 0 and the rest follow clockwise."""
    return (seat - human) % players


class Viewing(NamedTuple):
    """How the tiles are shown to the one looking: from whose seat, in what order the hidden
    hands lie, and whether the hands are face up."""

    human: int  # the seat at the bottom of the screen
    order: Mapping[Tile, int]  # hidden hands' slots, shuffled: where a tile lay tells nothing
    reveal: bool = False  # every hand face up (a replay; a hand's end)
    ended: bool = False  # the hand is over: the hidden hands turned over large, to be read


def target_poses(state: HandState, g: Geometry, chain: ChainLayout, viewing: Viewing) -> dict[Tile, Pose]:
    """Chain spots, hand slots and pile slots for ``state`` as ``viewing`` shows it."""
    poses: dict[Tile, Pose] = {}
    for spot in chain.spots:
        box = spot.box
        poses[spot.tile] = Pose(box.x + box.w / 2, box.y + box.h / 2, chain.size, spot.angle, face_up=True, layer=CHAIN)
    poses.update(boneyard.pile(state.boneyard, state.drawn, g))
    open_hands = viewing.reveal or state.rules.open_hands
    for seat in range(state.players):
        tiles = tiles_in(state.hands[seat])
        place = g.seats[screen_place(seat, viewing.human, state.players)]
        if place.side == "bottom":
            poses.update(hand.human_hand(tiles, g))
            continue
        tiles.sort(key=lambda t: viewing.order.get(t, t.index))
        if viewing.ended:
            poses.update(hand.revealed_hand(tiles, place, g))
        else:
            poses.update(hand.opponent_hand(tiles, place, g, face_up=open_hands))
    return poses
