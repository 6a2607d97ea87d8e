"""The player interface and the menu of kinds the game and the arena can seat.

A player is a function of one seat's :class:`Observation` and a seeded
:class:`random.Random`: it never sees the state, keeps no memory between calls (so a new
hand needs no reset) and may be called from a worker thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final, Protocol

from game.ai.baseline import GreedyPlayer, RandomPlayer
from game.ai.easy import EasyPlayer, EasyStyle
from game.ai.hard import HardPlayer
from game.engine.actions import Action
from game.engine.observe import Observation


class Player(Protocol):
    """Anything that picks a legal action from one seat's observation."""

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        """One of ``obs.legal``."""
        ...


def _easy(**style: object) -> Player:
    return EasyPlayer(EasyStyle(**style))  # type: ignore[arg-type]


def _hard(**style: object) -> Player:
    return HardPlayer(**style)  # type: ignore[arg-type]


def _plain(cls: Callable[[], Player]) -> Callable[..., Player]:
    def make(**style: object) -> Player:
        if style:
            raise TypeError(f"this player takes no style, got {', '.join(style)}")
        return cls()

    return make


_KINDS: Final[dict[str, Callable[..., Player]]] = {
    "random": _plain(RandomPlayer),
    "greedy": _plain(GreedyPlayer),
    "easy": _easy,
    "hard": _hard,
}
KINDS: Final = tuple(_KINDS)


def make_player(kind: str, **style: object) -> Player:
    """A player of ``kind`` (one of :data:`KINDS`); ``style`` tunes Easy (see ``EasyStyle``)
    and Hard (``budget`` seconds per decision, ``win_weight``, ...)."""
    try:
        factory = _KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r} (known: {', '.join(KINDS)})") from None
    return factory(**style)
