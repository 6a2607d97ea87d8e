"""Reading decoded JSON field by field, with errors that name the field.

Every ``from_json`` goes through :class:`Fields`, so a bad file is refused with a message
like ``stats.hands.by_mode.quick.won: must be a whole number, not 'x'`` and nothing half
checked ever reaches the game.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import Any


class FieldError(ValueError):
    """A saved value that is missing, of the wrong type or out of range."""


class Fields:
    """A JSON object being validated; ``where`` is its dotted path for error messages."""

    def __init__(self, data: object, where: str) -> None:
        if not isinstance(data, dict):
            raise FieldError(f"{where}: must be an object, not {_shown(data)}")
        self.data: Mapping[str, Any] = data
        self.where = where

    def path(self, name: str) -> str:
        return f"{self.where}.{name}"

    def fail(self, name: str, problem: str) -> FieldError:
        return FieldError(f"{self.path(name)}: {problem}")

    def raw(self, name: str) -> object:
        if name not in self.data:
            raise self.fail(name, "missing")
        return self.data[name]

    def number(self, name: str, low: int | None = None, high: int | None = None) -> int:
        return whole_number(self.raw(name), self.path(name), low, high)

    def optional_number(self, name: str, low: int | None = None, high: int | None = None) -> int | None:
        value = self.raw(name)
        return None if value is None else whole_number(value, self.path(name), low, high)

    def flag(self, name: str) -> bool:
        value = self.raw(name)
        if not isinstance(value, bool):
            raise self.fail(name, f"must be true or false, not {_shown(value)}")
        return value

    def text(self, name: str) -> str:
        value = self.raw(name)
        if not isinstance(value, str):
            raise self.fail(name, f"must be text, not {_shown(value)}")
        return value

    def choice(self, name: str, choices: Collection[str]) -> str:
        value = self.raw(name)
        if not isinstance(value, str) or value not in choices:
            raise self.fail(name, f"must be one of {', '.join(choices)}, not {_shown(value)}")
        return value

    def array(self, name: str) -> list[Any]:
        value = self.raw(name)
        if not isinstance(value, list):
            raise self.fail(name, f"must be a list, not {_shown(value)}")
        return value

    def numbers(self, name: str, length: int, low: int | None = None, high: int | None = None) -> tuple[int, ...]:
        items = self.array(name)
        if len(items) != length:
            raise self.fail(name, f"must hold {length} numbers, not {len(items)}")
        return tuple(whole_number(v, f"{self.path(name)}[{i}]", low, high) for i, v in enumerate(items))

    def group(self, name: str) -> Fields:
        return Fields(self.raw(name), self.path(name))

    def __iter__(self) -> Iterator[str]:
        """The object's keys."""
        return iter(self.data)


def whole_number(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise FieldError(f"{where}: must be a whole number, not {_shown(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"{low if low is not None else '...'} to {high if high is not None else '...'}"
        raise FieldError(f"{where}: {value} is out of range ({span})")
    return value


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
