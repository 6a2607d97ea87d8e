"""The double-six set: 28 interned tiles with bit masks for fast set arithmetic.

Hands are kept as 28-bit integers (bit ``tile.index``) so that "which of my tiles
match an open end" is one AND with a per-number mask; the AI's playouts depend on it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final

from game.safe_json import brief

HIGHEST: Final = 6
SET_SIZE: Final = 28


class Tile:
    """One domino. There are exactly 28 instances, so identity is equality."""

    __slots__ = ("low", "high", "index", "pips", "bit", "is_double")

    low: int
    high: int
    index: int
    pips: int
    bit: int
    is_double: bool

    def __new__(cls, a: int, b: int) -> Tile:
        return tile(a, b)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("tiles are immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (tile_at, (self.index,))

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __lt__(self, other: Tile) -> bool:
        return self.index < other.index

    def has(self, number: int) -> bool:
        return number in (self.low, self.high)

    def other(self, number: int) -> int:
        """The half that is not ``number`` (which must be on the tile)."""
        return self.high if self.low == number else self.low


def _make(low: int, high: int, index: int) -> Tile:
    t = object.__new__(Tile)
    for name, value in (
        ("low", low),
        ("high", high),
        ("index", index),
        ("pips", low + high),
        ("bit", 1 << index),
        ("is_double", low == high),
    ):
        object.__setattr__(t, name, value)
    return t


def _index(low: int, high: int) -> int:
    return high * (high + 1) // 2 + low


TILES: Final[tuple[Tile, ...]] = tuple(
    _make(low, high, _index(low, high)) for high in range(HIGHEST + 1) for low in range(high + 1)
)
DOUBLES: Final[tuple[Tile, ...]] = tuple(t for t in TILES if t.is_double)
FULL_MASK: Final = (1 << SET_SIZE) - 1
# NUMBER_MASK[n]: every tile carrying n.
NUMBER_MASK: Final[tuple[int, ...]] = tuple(
    sum(t.bit for t in TILES if t.has(n)) for n in range(HIGHEST + 1)
)


def tile(a: int, b: int) -> Tile:
    if not (0 <= a <= HIGHEST and 0 <= b <= HIGHEST):
        raise ValueError(f"{a}-{b} is not a double-six tile")
    low, high = (a, b) if a <= b else (b, a)
    return TILES[_index(low, high)]


def tile_at(index: int) -> Tile:
    return TILES[index]


def parse_tile(text: object) -> Tile:
    """Read ``"a-b"`` (digits 0-6, either order); raise ValueError naming the text."""
    if isinstance(text, str):
        parts = text.strip().split("-")
        if len(parts) == 2 and all(len(p) == 1 and p in "0123456" for p in parts):
            return tile(int(parts[0]), int(parts[1]))
    raise ValueError(f"bad tile text {brief(text)} (expected a-b with digits 0-6)")


def tiles_in(mask: int) -> list[Tile]:
    """The tiles of a hand mask, lowest index first."""
    out: list[Tile] = []
    while mask:
        low_bit = mask & -mask
        out.append(TILES[low_bit.bit_length() - 1])
        mask ^= low_bit
    return out


def mask_of(tiles: Iterable[Tile]) -> int:
    mask = 0
    for t in tiles:
        mask |= t.bit
    return mask


def _pip_table(offset: int) -> tuple[int, ...]:
    table = [0] * 128
    for m in range(1, 128):
        low_bit = m & -m
        table[m] = table[m ^ low_bit] + TILES[offset + low_bit.bit_length() - 1].pips
    return tuple(table)


# Pip totals of every 7-bit quarter of a hand mask: a hand's total is four look-ups.
_P0, _P1, _P2, _P3 = (_pip_table(offset) for offset in (0, 7, 14, 21))


def pips_of(mask: int) -> int:
    return _P0[mask & 127] + _P1[mask >> 7 & 127] + _P2[mask >> 14 & 127] + _P3[mask >> 21]


def shuffled_set(rng: random.Random) -> list[Tile]:
    """A freshly shuffled set; all randomness comes from ``rng``."""
    rand = rng.random
    return sorted(TILES, key=lambda _: rand())
