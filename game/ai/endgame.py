"""Exact play of a known world once nothing can be drawn and few tiles are left.

Every unit maximises its own value (max-n). With two sides (two players, or two pairs) the
values mirror each other, so the search is alpha-beta on the first side's value, which
needs about a third of the positions. Positions repeat a lot (the same tiles played in
another order), so results are memoised per world; under alpha-beta a memoised value may
be only a bound, and is marked as one.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Final

from game.ai.objective import Objective
from game.ai.world import PIPS, World

# Tiles left in all hands, by player count, from which the endgame is solved exactly. Deeper
# is affordable with alpha-beta but measured no stronger: exact play assumes an opponent who
# sees every tile, playouts a fallible one (Block vs greedy, seed 7, 1000 deals: 65.3% from
# 8 tiles, 63.4% from 12).
ENDGAME_TILES: Final = {2: 8, 3: 8, 4: 9}

EXACT, LOWER, UPPER = 0, 1, 2  # what a memoised value is: the value, or a bound on it
Key = tuple[object, ...]


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
        self.two_sided = objective.units == 2
        self.memo: dict[Key, tuple[int, tuple[float, ...]]] = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline

    def solve(self, world: World) -> tuple[float, ...]:
        """Every unit's value of ``world`` under perfect play."""
        if self.two_sided:
            return self._alphabeta(world, -float("inf"), float("inf"))
        return self._maxn(world)

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes > self.max_nodes or (
            self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline
        ):
            raise OutOfWork

    def _maxn(self, world: World) -> tuple[float, ...]:
        if world.result is not None:
            return self.objective.values(world.result)
        key = _key(world)
        known = self.memo.get(key)
        if known is not None:
            return known[1]
        self._count()
        unit = world.rules.unit_of(world.turn)
        best: tuple[float, ...] | None = None
        for child in _children(world):
            value = self._maxn(child)
            if best is None or value[unit] > best[unit]:
                best = value
        assert best is not None
        self.memo[key] = (EXACT, best)
        return best

    def _alphabeta(self, world: World, alpha: float, beta: float) -> tuple[float, ...]:
        """Fail-soft alpha-beta on side 0's value (side 1 minimises it)."""
        if world.result is not None:
            return self.objective.values(world.result)
        key = _key(world)
        known = self.memo.get(key)
        if known is not None:
            kind, values = known
            if kind == EXACT or (kind == LOWER and values[0] >= beta) or (kind == UPPER and values[0] <= alpha):
                return values
        self._count()
        maximise = world.rules.unit_of(world.turn) == 0
        low, high = alpha, beta
        best: tuple[float, ...] | None = None
        for child in _children(world):
            values = self._alphabeta(child, low, high)
            v = values[0]
            if maximise:
                if best is None or v > best[0]:
                    best = values
                low = max(low, v)
            else:
                if best is None or v < best[0]:
                    best = values
                high = min(high, v)
            if low >= high:
                break
        assert best is not None
        v = best[0]
        self.memo[key] = (UPPER if v <= alpha else LOWER if v >= beta else EXACT, best)
        return best


def _key(world: World) -> Key:
    return (
        tuple(world.hands),
        world.left,
        world.right,
        world.left_double,
        world.right_double,
        world.turn,
        world.passes,
        tuple(world.in_play),
    )


def _children(world: World) -> Iterator[World]:
    """The positions after each of the mover's moves (the kernel's), heaviest tile first."""
    moves = world.moves()
    moves.sort(key=lambda move: -PIPS[move >> 1] if move >= 0 else 0)
    for move in moves:
        child = world.copy()
        child.make(move)
        yield child
