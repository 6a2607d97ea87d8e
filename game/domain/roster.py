"""The named computer players: who they are and how they play, as data.

``game.ai.characters`` builds a player from a character's level and style; menus show the
name and the blurb; saves keep the id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from game.i18n import N_, _


@dataclass(frozen=True)
class Character:
    """A computer opponent: a name, the AI level that plays them and its style knobs, a blurb,
    and the grammatical gender the words about them agree with ("Partner" is Συμπαίκτρια or
    Συμπαίκτης in Greek, Partnerka or Partner in Serbian)."""

    id: str
    name: str
    level: str  # "easy" or "hard": the AI that plays them
    description: str  # a message id; shown through ``blurb`` in the player's language
    style: Mapping[str, float] = field(default_factory=lambda: MappingProxyType({}))  # the AI's style knobs
    woman: bool = False  # words about them take the feminine form

    @property
    def blurb(self) -> str:
        return _(self.description)


def _character(id: str, name: str, level: str, description: str, *, woman: bool, **style: float) -> Character:
    return Character(id, name, level, description, MappingProxyType(style), woman)


CHARACTERS: Final[tuple[Character, ...]] = (
    _character(
        "aino", "Aino", "easy", N_("Cannot resist laying a double, the sooner the better."), woman=True, doubles=10.0
    ),
    _character(
        "sven", "Sven", "easy", N_("Gets rid of his heaviest tiles first and worries later."), woman=False, heavy=2.5
    ),
    _character(
        "vesna",
        "Vesna",
        "easy",
        N_("Keeps a bit of every number in her hand, just in case."),
        woman=True,
        spread=3.0,
        follow=2.0,
    ),
    _character("nikos", "Nikos", "easy", N_("Plays by feel, and quite often by pure chance."), woman=False, slip=0.75),
    _character("kaisa", "Kaisa", "hard", N_("Counts every tile and remembers every pass."), woman=True),
    _character("dragan", "Dragan", "hard", N_("Thinks fast and plays fast, rarely wrong."), woman=False, budget=0.08),
    _character(
        "ilmari", "Ilmari", "hard", N_("Plays to win every hand, however small the win."), woman=False, win_weight=3.0
    ),
    _character(
        "eleni", "Eleni", "hard", N_("Goes for the big scores and takes her chances."), woman=True, win_weight=0.3
    ),
)
SEATABLE: Final = frozenset(c.id for c in CHARACTERS)


def character(id: str) -> Character:
    for c in CHARACTERS:
        if c.id == id:
            return c
    raise ValueError(f"unknown character {id!r} (known: {', '.join(c.id for c in CHARACTERS)})")
