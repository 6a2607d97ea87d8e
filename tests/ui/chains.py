"""Chains for the layout tests: real hands played out, and the 28-tile worst case."""

from __future__ import annotations

import itertools
import random

from game.engine.actions import LEFT, RIGHT, Placement
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState, legal_actions
from game.engine.tiles import TILES, Tile, tile


def played_chain(players: int, rng: random.Random, preset: str = "classic") -> list[Placement]:
    """The chain of a whole hand where every seat picks a random legal action."""
    state: HandState = Match.new(PRESETS[preset], players).start_hand(rng)
    while state.result is None:
        state.step(rng.choice(legal_actions(state)))
    return list(state.chain)


def _euler_line(rng: random.Random) -> list[int]:
    """The numbers along a random line that uses every tile once (Hierholzer on K7 with loops)."""
    unused = {n: [t for t in TILES if t.has(n)] for n in range(7)}
    for tiles in unused.values():
        rng.shuffle(tiles)
    used: set[Tile] = set()
    stack, line = [rng.randrange(7)], []
    while stack:
        n = stack[-1]
        while unused[n] and unused[n][-1] in used:
            unused[n].pop()
        if unused[n]:
            t = unused[n].pop()
            used.add(t)
            stack.append(t.other(n))
        else:
            line.append(stack.pop())
    return line


def full_chain(rng: random.Random, center: int | None = None) -> list[Placement]:
    """All 28 tiles in one chain, opened at ``center`` (random by default), arms interleaved."""
    numbers = _euler_line(rng)
    tiles = [tile(a, b) for a, b in itertools.pairwise(numbers)]
    c = rng.randrange(28) if center is None else center
    if tiles[c].high != numbers[c]:
        numbers.reverse()
        tiles.reverse()
        c = 27 - c
    chain = [Placement(tiles[c], -1, tiles[c].high, tiles[c].low)]
    left = [Placement(tiles[i], LEFT, numbers[i + 1], numbers[i]) for i in range(c - 1, -1, -1)]
    right = [Placement(tiles[i], RIGHT, numbers[i], numbers[i + 1]) for i in range(c + 1, 28)]
    while left or right:
        arm = left if (left and (not right or rng.random() < 0.5)) else right
        chain.append(arm.pop(0))
    return chain
