"""Where every tile of a hand should be right now: one pure function of the state."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.state import HandState
from game.engine.tiles import Tile, tiles_in
from game.ui.table.render import boneyard, hand
from game.ui.table.render.geometry import Geometry
from game.ui.table.render.layout import ChainLayout
from game.ui.table.render.sprites import CHAIN, Pose


def screen_place(seat: int, human: int, players: int) -> int:
    """Index into ``Geometry.seats``: the human sits at 0 and the rest follow clockwise."""
    return (seat - human) % players


def target_poses(
    state: HandState,
    g: Geometry,
    chain: ChainLayout,
    human: int,
    order: Mapping[Tile, int],
    reveal: bool,
) -> dict[Tile, Pose]:
    """Chain spots, hand slots and pile slots. ``order`` shuffles hidden hands so that the
    slot an opponent plays from tells nothing about the tile; ``reveal`` turns all faces up."""
    poses: dict[Tile, Pose] = {}
    for spot in chain.spots:
        box = spot.box
        poses[spot.tile] = Pose(box.x + box.w / 2, box.y + box.h / 2, chain.size, spot.angle, True, CHAIN)
    poses.update(boneyard.pile(state.boneyard, state.drawn, g))
    open_hands = reveal or state.rules.open_hands
    for seat in range(state.players):
        tiles = tiles_in(state.hands[seat])
        place = g.seats[screen_place(seat, human, state.players)]
        if place.side == "bottom":
            poses.update(hand.human_hand(tiles, g))
        else:
            tiles.sort(key=lambda t: order.get(t, t.index))
            poses.update(hand.opponent_hand(tiles, place, g, open_hands))
    return poses
