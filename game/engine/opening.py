"""Dealing and finding the opener: chance steps made explicit, every one from a passed rng."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from game.engine.rules import Opening, Rules
from game.engine.tiles import Tile, shuffled_set


class Deal(NamedTuple):
    """The dealt hands, one per seat, and the boneyard in the order it will be drawn."""

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]  # the undealt tiles, first drawn first


def deal(rules: Rules, players: int, rng: random.Random) -> Deal:
    size = rules.hand_size(players)
    order = shuffled_set(rng)
    hands = tuple(tuple(order[seat * size : (seat + 1) * size]) for seat in range(players))
    return Deal(hands, tuple(order[players * size :]))


def highest_double(hands: Sequence[Sequence[Tile]]) -> tuple[int, Tile] | None:
    """The seat holding the highest double, and that double; None when nobody holds one."""
    best: tuple[int, Tile] | None = None
    for seat, hand in enumerate(hands):
        for t in hand:
            if t.is_double and (best is None or t.pips > best[1].pips):
                best = (seat, t)
    return best


def heaviest_tile(hands: Sequence[Sequence[Tile]]) -> tuple[int, Tile]:
    """The seat holding the heaviest tile; equal totals go to the tile with the higher half."""
    return max(
        ((seat, t) for seat, hand in enumerate(hands) for t in hand),
        key=lambda st: (st[1].pips, st[1].high),
    )


def fixed_opener(rules: Rules, hands: Sequence[Sequence[Tile]]) -> tuple[int, Tile] | None:
    """Who must open and with which tile, for presets that read it off the hands.

    None means this deal has no opener and must be redealt.
    """
    found = highest_double(hands)
    if found is None and rules.opening is Opening.DOUBLE_OR_HEAVIEST:
        found = heaviest_tile(hands)
    return found


def reads_opener_from_hands(rules: Rules) -> bool:
    return rules.opening in (Opening.DOUBLE_OR_HEAVIEST, Opening.DOUBLE_OR_REDEAL)


def draw_lots(rules: Rules, players: int, rng: random.Random) -> int:
    """Each player draws a tile; the best draw starts and tied players draw again.

    ``LOT_TOTAL`` ranks by pip total; ``LOT_DOUBLE_THEN_TOTAL`` ranks any double above
    every other tile (the higher double first), then by total.
    """
    doubles_first = rules.opening is Opening.LOT_DOUBLE_THEN_TOTAL
    contenders = list(range(players))
    while len(contenders) > 1:
        drawn = shuffled_set(rng)[: len(contenders)]
        keys = [(t.is_double and doubles_first, t.pips) for t in drawn]
        best = max(keys)
        contenders = [seat for seat, key in zip(contenders, keys, strict=True) if key == best]
    return contenders[0]
