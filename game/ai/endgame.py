"""Exact play of a known world once nothing can be drawn and few tiles are left.

Every unit maximises its own value (max-n); with two sides whose values mirror each
other (two players, or two pairs) that is plain minimax. Positions repeat a lot (the same
tiles played in another order), so results are memoised per world.
"""

from __future__ import annotations

import time
from typing import Final

from game.ai.objective import Objective
from game.ai.world import World
from game.engine.actions import LEFT, RIGHT
from game.engine.tiles import NUMBER_MASK

ENDGAME_TILES: Final = {2: 8, 3: 8, 4: 9}  # tiles left in all hands, by player count


def is_endgame(world: World, tiles: int | None = None) -> bool:
    """Nothing left to draw and at most ``tiles`` (default: by player count) in the hands."""
    limit = ENDGAME_TILES[world.players] if tiles is None else tiles
    return world.result is None and world.drawn >= world.limit and world.tiles_in_hands() <= limit


class OutOfWork(Exception):
    """The search was stopped: its node allowance or its deadline ran out."""


class Solver:
    """Values of positions of one world under perfect play; ``nodes`` counts the work done.

    ``max_nodes`` and ``deadline`` (a ``time.perf_counter`` value) bound a search: past
    either, :meth:`solve` raises :class:`OutOfWork`.
    """

    def __init__(self, objective: Objective, max_nodes: float = float("inf"), deadline: float | None = None) -> None:
        self.objective = objective
        self.memo: dict[tuple[object, ...], tuple[float, ...]] = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline

    def solve(self, world: World) -> tuple[float, ...]:
        if world.result is not None:
            return self.objective.values(world.result)
        key = (
            tuple(world.hands),
            world.left,
            world.right,
            world.left_double,
            world.right_double,
            world.turn,
            world.passes,
            tuple(world.in_play),
        )
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.max_nodes or (
            self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline
        ):
            raise OutOfWork
        unit = world.rules.unit_of(world.turn)
        best: tuple[float, ...] | None = None
        for index, end in moves(world):
            child = world.copy()
            if index < 0:
                child.pass_turn()
            else:
                child.play(index, end)
            value = self.solve(child)
            if best is None or value[unit] > best[unit]:
                best = value
        assert best is not None
        self.memo[key] = best
        return best


def moves(world: World) -> list[tuple[int, int]]:
    """(tile index, end) plays of the seat to move, or [(-1, 0)] for a pass."""
    hand = world.hands[world.turn]
    left, right = world.left, world.right
    out = [(i, LEFT) for i in _indices(hand & NUMBER_MASK[left])]
    if right != left:
        out += [(i, RIGHT) for i in _indices(hand & NUMBER_MASK[right])]
    return out or [(-1, 0)]


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        bit = mask & -mask
        out.append(bit.bit_length() - 1)
        mask ^= bit
    return out
