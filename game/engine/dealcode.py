"""Short deal codes: a deal written as a dozen characters a player can share.

A code names the preset, the player count and a 40-bit seed; the hand's lots, shuffle and
any redeals all come from ``random.Random(seed)``, so the code alone deals the same
hands and boneyard again. Crockford's base 32 avoids letters that look like digits.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Final

from game.engine.rules import PRESETS

SEED_BITS: Final = 40
_ALPHABET: Final = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_LETTER: Final = {
    "classic": "C",
    "block": "B",
    "draw-pagat": "D",
    "tactic121": "T",
    "allfives": "F",
    "penalty": "P",
    "partners": "N",
}
_PRESET_OF: Final = {letter: name for name, letter in _LETTER.items()}
assert set(_LETTER) == set(PRESETS)


def encode(preset: str, players: int, seed: int) -> str:
    if not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a deal seed has {SEED_BITS} bits")
    digits = "".join(_ALPHABET[(seed >> shift) & 31] for shift in range(SEED_BITS - 5, -1, -5))
    return f"{_LETTER[preset]}{players}-{digits[:4]}-{digits[4:]}"


def decode(code: str) -> tuple[str, int, int]:
    """``(preset, players, seed)``; ValueError says what is wrong with the code."""
    text = code.strip().upper().replace("-", "").replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) != 10:
        raise ValueError(f"deal code {code!r} should look like C2-4KX9-M2QA")
    preset = _PRESET_OF.get(text[0])
    if preset is None:
        raise ValueError(f"deal code {code!r} starts with an unknown game letter {text[0]!r}")
    if text[1] not in "234":
        raise ValueError(f"deal code {code!r} names {text[1]!r} players")
    seed = 0
    for ch in text[2:]:
        if ch not in _ALPHABET:
            raise ValueError(f"deal code {code!r} has a character {ch!r} that no code uses")
        seed = seed << 5 | _ALPHABET.index(ch)
    players = int(text[1])
    PRESETS[preset].check_players(players)
    return preset, players, seed


def daily_seed(day: datetime.date) -> int:
    """The same seed for everybody on a given date."""
    digest = hashlib.sha256(f"double-six daily {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:5], "big")
