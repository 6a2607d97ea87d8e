"""A bounded cache of things drawn once: at most ``limit`` kept, the least recently used dropped first.

Pictures are made on first need and reused every frame after; the bound keeps a long session that
visits many sizes (resizes, UI scales) from holding every picture it ever drew.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Kept(Generic[V]):
    """Values by key, made once by the caller's function and kept while they are among the last used."""

    def __init__(self, limit: int) -> None:
        self._values: OrderedDict[Hashable, V] = OrderedDict()
        self._limit = limit

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value kept for ``key``, made now if it is not kept; either way it becomes the newest."""
        value = self._values.get(key)
        if value is None:
            value = make()
            self._values[key] = value
            if len(self._values) > self._limit:
                self._values.popitem(last=False)
        else:
            self._values.move_to_end(key)
        return value

    def peek(self, key: Hashable) -> V | None:
        """The value if it is kept, without making it or counting it as used."""
        return self._values.get(key)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._values
