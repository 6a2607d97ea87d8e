"""Bounded JSON from files the game did not write itself (or that may have been tampered with).

``json.load`` trusts its input: it reads a file of any size (``/dev/zero`` until memory runs
out, a named pipe forever), recurses once per nesting level (``RecursionError`` at about a
thousand) and turns digits into integers whatever their count. :func:`read_json` opens only
regular files, reads at most ``max_bytes``, and refuses bytes that are not UTF-8, nesting
deeper than ``max_depth``, numbers longer than :data:`MAX_NUMBER_DIGITS` and numbers that
overflow to infinity (``1e999``, like ``Infinity`` itself), each with one
short line (:class:`UnsafeJSONError`) a person can act on.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Collection
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import Final

# A hand record is a few KB (a long four-player Draw hand: under 10 KB); the cap leaves room for
# fields later versions add (a cached hand review) and is still read and parsed in milliseconds.
MAX_RECORD_BYTES: Final = 256 * 1024
MAX_DEPTH: Final = 32  # hand records and observations nest 4 deep
MAX_NUMBER_DIGITS: Final = 40  # no count, score or seat needs more; int() of 10**6 digits takes seconds
QUOTE_CHARS: Final = 80

# A string, to its closing quote or (with none) to the end: linear time whatever the text.
_STRING: Final = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_BRACKETS: Final = re.compile(r"[\[\]{}]+")
_STEP: Final = {"[": 1, "{": 1, "]": -1, "}": -1}


class UnsafeJSONError(ValueError):
    """A file or text that is not safe, bounded JSON; ``str()`` is one line."""


def brief(value: object, limit: int = QUOTE_CHARS) -> str:
    """``repr(value)`` cut to about ``limit`` characters: a bad value quoted in one short line."""
    text = repr(value) if not isinstance(value, (list, dict)) or _small(value) else f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _small(value: list[object] | dict[object, object]) -> bool:
    """Short enough to repr without building a huge string (a 100 000-item list)."""
    return len(value) <= 8 and all(not isinstance(v, (list, dict)) for v in value)


def read_json(
    path: str | Path, max_bytes: int = MAX_RECORD_BYTES, max_depth: int = MAX_DEPTH, spare: Collection[str] = ()
) -> object:
    """The JSON value in the regular file ``path``; raises UnsafeJSONError (also for OSError).
    ``spare``: see :func:`loads`."""
    return loads(read_bounded(path, max_bytes), max_depth, spare)


def read_bounded(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``max_bytes``.

    The file is opened without blocking (a named pipe with no writer would wait forever) and
    checked through the open descriptor, so it cannot be swapped between check and read.
    """
    name = os.fspath(path)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        raise UnsafeJSONError(f"cannot read {brief(name)}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeJSONError(f"{brief(name)} is not a regular file")
        if info.st_size > max_bytes:
            raise UnsafeJSONError(_too_large(name, max_bytes))
        with os.fdopen(fd, "rb", closefd=False) as stream:
            data = stream.read(max_bytes + 1)
    except OSError as exc:
        raise UnsafeJSONError(f"cannot read {brief(name)}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > max_bytes:  # it grew while being read
        raise UnsafeJSONError(_too_large(name, max_bytes))
    return data


def _too_large(name: str, max_bytes: int) -> str:
    return f"{brief(name)} is too large (over {max_bytes // 1024} KB)"


def loads(raw: bytes | str, max_depth: int = MAX_DEPTH, spare: Collection[str] = ()) -> object:
    """Decode ``raw`` (UTF-8, a leading byte-order mark allowed) as bounded JSON.

    ``spare`` names top-level fields the reader can do without (a cache it can work out again):
    one holding a number that overflows is left out of the result instead of refusing the whole
    text. An overflowing number anywhere else is refused as always.
    """
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise UnsafeJSONError(f"not UTF-8 text: byte {raw[exc.start]:#04x} at offset {exc.start}") from None
    else:
        text = raw
    _check_depth(text, max_depth)
    try:
        decimal = _marked if spare else _decimal
        value = json.loads(text, parse_int=_whole, parse_float=decimal, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        raise UnsafeJSONError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    if spare:
        _leave_out_spare_overflow(value, spare)
    return value


@dataclass(frozen=True)
class _Overflow:
    """Where a number that overflows was read (only while ``spare`` fields may absorb it)."""

    text: str


def _marked(text: str) -> float | _Overflow:
    try:
        return _decimal(text)
    except UnsafeJSONError:
        if len(text) > MAX_NUMBER_DIGITS:
            raise
        return _Overflow(text)


def _leave_out_spare_overflow(value: object, spare: Collection[str]) -> None:
    """Leave the ``spare`` top-level fields that hold an overflowing number out of ``value``;
    refuse one anywhere else. Each top-level field is walked once."""
    fields: dict[object, object] = value if isinstance(value, dict) else {None: value}
    for name, item in list(fields.items()):
        overflow = _overflow_in(item)
        if overflow is None:
            continue
        if name not in spare:
            raise UnsafeJSONError(_too_large_number(overflow.text))
        del fields[name]


def _overflow_in(value: object) -> _Overflow | None:
    """The first overflowing number in ``value`` (nested at most ``max_depth`` deep: checked)."""
    if isinstance(value, _Overflow):
        return value
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    return next((found for item in items if (found := _overflow_in(item)) is not None), None)


def _check_depth(text: str, max_depth: int) -> None:
    """Refuse nesting deeper than ``max_depth`` before the recursive decoder sees it."""
    brackets = "".join(_BRACKETS.findall(_STRING.sub("", text)))
    if brackets and max(accumulate(map(_STEP.__getitem__, brackets))) > max_depth:
        raise UnsafeJSONError(f"not JSON this game writes: nested more than {max_depth} levels deep")


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise UnsafeJSONError(f"a number of {len(digits)} digits ({brief(digits, 24)})")
    return int(digits)


def _decimal(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise UnsafeJSONError(f"a number of {len(text)} digits ({brief(text, 24)})")
    value = float(text)
    if not math.isfinite(value):  # 1e999 reads as infinity, which no file of the game holds
        raise UnsafeJSONError(_too_large_number(text))
    return value


def _too_large_number(text: str) -> str:
    return f"the number {brief(text, 24)} is too large"


def _constant(name: str) -> float:
    raise UnsafeJSONError(f"{name} is not a JSON number")
