"""Short deal codes: a deal written as a dozen characters a player can share.

A code names the preset, the player count, a 40-bit seed and who opens; the hand's lots,
shuffle and any redeals all come from ``random.Random(seed)``, so the code alone deals the
same hands and boneyard again, whichever hand of a match it came from. A later hand whose
opener the match decided (the last winner, a rotated seat) carries that seat, so no lots are
drawn for it. The last character is a check on the others, so a typo is refused rather than
dealing another hand. Crockford's base 32 avoids letters that look like digits.

Codes of the first format (ten characters: no opener, no check) still deal what they dealt:
they read as "the seed decides the opener".
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Final, NamedTuple

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
SEED_OPENS: Final = "S"  # the opener character when the seed decides (lots, or the hands)
OLD_LENGTH: Final = 10  # the first format: game letter, players, eight seed characters
LENGTH: Final = 12  # then the opener and the check character
EXAMPLE: Final = "C2-4KX9-M2QA-S7"


class CodeTypo(ValueError):
    """The check character does not match the rest: a character was mistyped."""


class DealCode(NamedTuple):
    preset: str
    players: int
    seed: int
    opener: int | None  # the seat that opens with any tile; None: the seed decides


def _check(text: str) -> str:
    """The check character: every character weighted by an odd number, so changing any one
    of them changes the sum modulo 32 (an odd weight times a change below 32 never is 0)."""
    total = sum((2 * i + 1) * _ALPHABET.index(ch) for i, ch in enumerate(text))
    return _ALPHABET[total % 32]


def encode(preset: str, players: int, seed: int, opener: int | None = None) -> str:
    if not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a deal seed has {SEED_BITS} bits")
    if opener is not None and not 0 <= opener < players:
        raise ValueError(f"there is no seat {opener} among {players} players")
    digits = "".join(_ALPHABET[(seed >> shift) & 31] for shift in range(SEED_BITS - 5, -1, -5))
    body = f"{_LETTER[preset]}{players}{digits}{SEED_OPENS if opener is None else opener}"
    text = body + _check(body)
    return f"{text[:2]}-{text[2:6]}-{text[6:10]}-{text[10:]}"


def read(code: str) -> DealCode:
    """The code's game, seed and opener; ValueError says what is wrong with the code
    (``CodeTypo`` when its check character does not match)."""
    text = code.strip().upper().replace("-", "").replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) not in (OLD_LENGTH, LENGTH):
        raise ValueError(f"deal code {code!r} should look like {EXAMPLE}")
    preset = _PRESET_OF.get(text[0])
    if preset is None:
        raise ValueError(f"deal code {code!r} starts with an unknown game letter {text[0]!r}")
    if text[1] not in "234":
        raise ValueError(f"deal code {code!r} names {text[1]!r} players")
    bad = next((ch for ch in text[2:] if ch not in _ALPHABET), None)
    if bad is not None:
        raise ValueError(f"deal code {code!r} has a character {bad!r} that no code uses")
    if len(text) == LENGTH and _check(text[:-1]) != text[-1]:
        raise CodeTypo(f"deal code {code!r} has a typo: its characters do not match its last one, a check character")
    players = int(text[1])
    PRESETS[preset].check_players(players)
    seed = 0
    for ch in text[2:OLD_LENGTH]:
        seed = seed << 5 | _ALPHABET.index(ch)
    opener = None if len(text) == OLD_LENGTH else _opener(code, text[OLD_LENGTH], players)
    return DealCode(preset, players, seed, opener)


def _opener(code: str, ch: str, players: int) -> int | None:
    if ch == SEED_OPENS:
        return None
    if not ch.isdigit() or int(ch) >= players:
        raise ValueError(f"deal code {code!r} names opener {ch!r}, not a seat of {players} players")
    return int(ch)


def decode(code: str) -> tuple[str, int, int]:
    """``(preset, players, seed)``: what a table checks a code against its match with."""
    preset, players, seed, _opener_seat = read(code)
    return preset, players, seed


def daily_seed(day: datetime.date) -> int:
    """The same seed for everybody on a given date."""
    digest = hashlib.sha256(f"double-six daily {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:5], "big")
