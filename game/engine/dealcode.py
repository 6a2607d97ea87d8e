"""Short deal codes: a deal written as a dozen characters a player can share.

A code names the preset, the player count, a 40-bit seed and who opens; the hand's lots,
shuffle and any redeals all come from ``random.Random(seed)``, so the code alone deals the
same hands and boneyard again, whichever hand of a match it came from. A later hand whose
opener the match decided (the last winner, a rotated seat) carries that seat, so no lots are
drawn for it. Crockford's base 32 avoids letters that look like digits.

A code of this format (thirteen characters, ``C2-4KX9-M2QA-S3P``) ends with the format's
mark ``3`` and a check character: a Damm check over the field of 32 elements, which refuses
every single mistyped character and every swap of two neighbours (proved exhaustively in
tests/engine/test_dealcode.py), where the second format's weighted sum (twelve characters)
missed some. Codes of the first format (ten characters: no opener, no check) still deal
what they dealt, as "the seed decides the opener"; thirteen is neither ten nor eleven nor
twelve, so a new code with one or two characters dropped is never taken for one. The second
format (twelve characters, a weaker check) lived one day before any release: it is read only
from saved files, whose tiles confirm it (``second_format``), never from what a player types.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Final, NamedTuple

from game.engine.rules import PRESETS
from game.safe_json import brief

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
SECOND_LENGTH: Final = 12  # the second: then the opener and a weighted-sum check character
FORMAT_MARK: Final = "3"  # this format's mark, between the opener and the check
LENGTH: Final = 13  # this format: the opener, the mark and a Damm check character
EXAMPLE: Final = "C2-4KX9-M2QA-S3P"
QUOTED: Final = 32  # characters of a refused code quoted back (a pasted page is not echoed whole)
_FIELD_POLY: Final = 0b100101  # x^5 + x^2 + 1: GF(32), whose elements are the alphabet's indexes


class CodeTypo(ValueError):
    """The check character does not match the rest: a character was mistyped."""


class DealCode(NamedTuple):
    """What a deal code stands for: the preset, the player count, the seed that shuffles, and the opener."""

    preset: str
    players: int
    seed: int
    opener: int | None  # the seat that opens with any tile; None: the seed decides


def _old_check(text: str) -> str:
    """The second format's check character (a weighted sum modulo 32): still read, never written."""
    total = sum((2 * i + 1) * _ALPHABET.index(ch) for i, ch in enumerate(text))
    return _ALPHABET[total % 32]


def _twice(x: int) -> int:
    """``x`` times the field's generator in GF(32)."""
    x <<= 1
    return x ^ _FIELD_POLY if x & 32 else x


def _damm(text: str) -> int:
    """Damm's check over the quasigroup ``a * b = 2a + b`` of GF(32), which is totally
    anti-symmetric (``2`` is neither 0 nor 1): 0 exactly when ``text`` ends with its check."""
    interim = 0
    for ch in text:
        interim = _twice(interim) ^ _ALPHABET.index(ch)
    return interim


def _check(text: str) -> str:
    """The check character that brings ``text``'s Damm check to 0."""
    return _ALPHABET[_twice(_damm(text))]


def encode(preset: str, players: int, seed: int, opener: int | None = None) -> str:
    if not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a deal seed has {SEED_BITS} bits")
    if opener is not None and not 0 <= opener < players:
        raise ValueError(f"there is no seat {opener} among {players} players")
    digits = "".join(_ALPHABET[(seed >> shift) & 31] for shift in range(SEED_BITS - 5, -1, -5))
    body = f"{_LETTER[preset]}{players}{digits}{SEED_OPENS if opener is None else opener}{FORMAT_MARK}"
    text = body + _check(body)
    return f"{text[:2]}-{text[2:6]}-{text[6:10]}-{text[10:]}"


def read(code: str, *, second_format: bool = False) -> DealCode:
    """The code's game, seed and opener; ValueError says what is wrong with the code
    (``CodeTypo`` when its check character does not match). ``second_format``: a saved
    file's code may also be of the second format (see the module docstring)."""
    shown = brief(code, QUOTED)
    if len(code) > 4 * LENGTH:  # no code is this long: refused before any work on it
        raise ValueError(f"deal code {shown} should look like {EXAMPLE}")
    text = code.strip().upper().replace("-", "").replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) not in (OLD_LENGTH, LENGTH, *((SECOND_LENGTH,) if second_format else ())):
        raise ValueError(f"deal code {shown} should look like {EXAMPLE}")
    preset = _PRESET_OF.get(text[0])
    if preset is None:
        raise ValueError(f"deal code {shown} starts with an unknown game letter {text[0]!r}")
    if text[1] not in "234":
        raise ValueError(f"deal code {shown} names {text[1]!r} players")
    bad = next((ch for ch in text[2:] if ch not in _ALPHABET), None)
    if bad is not None:
        raise ValueError(f"deal code {shown} has a character {bad!r} that no code uses")
    checked = _damm(text) == 0 if len(text) == LENGTH else len(text) == OLD_LENGTH or _old_check(text[:-1]) == text[-1]
    if not checked or (len(text) == LENGTH and text[-2] != FORMAT_MARK):
        raise CodeTypo(f"deal code {shown} has a typo: its characters do not match its last one, a check character")
    players = int(text[1])
    PRESETS[preset].check_players(players)
    seed = 0
    for ch in text[2:OLD_LENGTH]:
        seed = seed << 5 | _ALPHABET.index(ch)
    opener = None if len(text) == OLD_LENGTH else _opener(shown, text[OLD_LENGTH], players)
    return DealCode(preset, players, seed, opener)


def _opener(shown: str, ch: str, players: int) -> int | None:
    if ch == SEED_OPENS:
        return None
    if not ch.isdigit() or int(ch) >= players:
        raise ValueError(f"deal code {shown} names opener {ch!r}, not a seat of {players} players")
    return int(ch)


def decode(code: str) -> tuple[str, int, int]:
    """``(preset, players, seed)``: what a table checks a code against its match with."""
    preset, players, seed, _opener_seat = read(code)
    return preset, players, seed


def daily_seed(day: datetime.date) -> int:
    """The same seed for everybody on a given date."""
    digest = hashlib.sha256(f"double-six daily {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:5], "big")
