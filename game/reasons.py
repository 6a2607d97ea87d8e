"""The engine's words in the player's language: its refusals and errors, and the preset titles.

The engine is pure and writes its reasons in English (``why_illegal``, ``IllegalActionError``,
``RecordError``, ``RulesError``, deal-code ``ValueError``). Each English sentence it can produce has a template below, a
translatable message with named placeholders; :func:`translate` recognises the sentence by its
template, translates the template and fills the placeholders back in. A sentence no template
knows is shown as it is, so a new engine message is never lost, only untranslated
(``tests/i18n`` collects every reason the engine produces and fails on an unknown one).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from string import Formatter

from game.i18n import N_, N_plural, _, ngettext

# What a placeholder may match; any other name matches lazily up to the next literal text.
_GROUP_PATTERNS: Mapping[str, str] = {
    "tile": r"\d-\d",
    "left": r"\d",
    "right": r"\d",
    "number": r"\d",
    "on": r"\d",
    "end": r"-?\d+",
    "count": r"\d+",
    "players": r"\d+",
    "size": r"\d+",
    "units": r"\d+",
    "reserved": r"\d+",
    "seat": r"\d+",
    "starter": r"\d+",
    "last": r"\d+",
    "move": r"\d+",
    "what": r"hands\[\d+\]|boneyard|players|starter|a score|target",
    "kind": r"draw|pass",
}

# The presets' English titles (``Rules.title`` in game.engine.rules.PRESETS).
PRESET_TITLES: Mapping[str, str] = {
    "Classic Draw": N_("Classic Draw"),
    "Block": N_("Block"),
    "Draw (Pagat style)": N_("Draw (Pagat style)"),
    "121": N_("121"),
    "All Fives": N_("All Fives"),
    "Penalty Points": N_("Penalty Points"),
    "Partnership": N_("Partnership"),
}


def preset_title(title: str) -> str:
    """A preset's title (``Rules.title``) in the current language; an unknown title as it is."""
    return _(PRESET_TITLES[title]) if title in PRESET_TITLES else title


@dataclass(frozen=True)
class Reason:
    """One English sentence shape; a plural one is translated with ngettext on ``count``."""

    message: str | tuple[str, str]
    count: str = ""

    @property
    def english(self) -> tuple[str, ...]:
        return (self.message,) if isinstance(self.message, str) else self.message

    def render(self, values: Mapping[str, str]) -> str:
        filled = {name: _FILLERS.get(name, str)(value) for name, value in values.items()}
        if isinstance(self.message, str):
            return _(self.message).format(**filled)
        return ngettext(*self.message, int(values[self.count])).format(**filled)


REASONS: tuple[Reason, ...] = (
    # game.engine.state.why_illegal
    Reason(N_("the hand is over")),
    Reason(N_("you hold a playable tile, so you must play")),
    Reason(N_("you must draw down to the reserve before passing")),
    Reason(N_("you must draw from the boneyard before passing")),
    Reason(N_("you do not hold {tile}")),
    Reason(N_("the first tile must be {tile}")),
    Reason(N_("there is no open end {end}")),
    Reason(N_("{tile} matches neither open end ({left}, {right})")),
    Reason(N_("{tile} does not match the left end ({number})")),
    Reason(N_("{tile} does not match the right end ({number})")),
    Reason(N_("there is no drawing in {title}: pass when nothing fits")),
    Reason(N_plural("only the {reserved} reserved tile remains", "only the {reserved} reserved tiles remain"), "reserved"),
    Reason(N_("the boneyard is empty")),
    Reason(N_("you may draw only one tile per turn")),
    Reason(N_("play your opening tile first")),
    Reason(N_("you hold a playable tile, so you cannot draw")),
    Reason(N_("{action} is not an action")),
    # game.engine.record: moves that do not replay
    Reason(N_("no open end shows {on} (the ends are {left}, {right})")),
    Reason(N_("{tile} does not match the open end {on}")),
    Reason(N_('{tile} fits both open ends ({left}, {right}): say which with "on"')),
    Reason(N_("the hand is already over")),
    Reason(N_("it is seat {seat}'s turn")),
    Reason(N_("nobody holds a double: the rules redeal this hand")),
    Reason(N_("starter is seat {starter}, but seat {seat} opens with {tile}")),
    Reason(N_("{title} needs the starter: it is not read off the hands")),
    # game.engine.record: records that cannot be read
    Reason(N_("a hand record must be a JSON object")),
    Reason(N_("format must be {expected}, not {value}")),
    Reason(N_("options must be an object of house rules")),
    Reason(N_("hands must hold one list of tiles for each of the {players} seats")),
    Reason(N_("{what} holds {count} tiles; {title} deals {size}")),
    Reason(N_("tile {tile} appears more than once")),
    Reason(N_("scores must list {units} numbers")),
    Reason(N_("deal must be a text code")),
    Reason(N_("moves must be a list")),
    Reason(N_("a move must be an object")),
    Reason(N_("seat must be 0 to {last}, not {value}")),
    Reason(N_("a move has exactly one of play, draw, pass")),
    Reason(N_("{kind} must be true")),
    Reason(N_("on must be a number 0-6, not {value}")),
    Reason(N_("{what} must be a whole number, not {value}")),
    Reason(N_("{what} is {value}, out of range")),
    Reason(N_("{what} must be a list of tiles")),
    Reason(N_("bad tile text {text} (expected a-b with digits 0-6)")),
    Reason(N_("{what}: {detail}")),
    # game.engine.rules
    Reason(N_("{title} is played by {allowed} players, not {players}")),
    Reason(N_("unknown preset {name} (known: {known})")),
    Reason(N_("unknown house rule {key} (known: {known})")),
    Reason(N_("house rule {key} must be true or false, not {value}")),
    # game.engine.match
    Reason(N_("a match target must be positive, not {target}")),
    Reason(N_("the match is over")),
    Reason(N_("no deal with a double in a thousand tries")),
    # game.engine.dealcode: a deal code the player typed
    Reason(N_("deal code {code} should look like C2-4KX9-M2QA-S7")),
    Reason(N_("deal code {code} has a typo: its characters do not match its last one, a check character")),
    Reason(N_("deal code {code} names opener {char}, not a seat of {players} players")),
    Reason(N_("deal code {code} starts with an unknown game letter {letter}")),
    Reason(N_("deal code {code} names {digit} players")),
    Reason(N_("deal code {code} has a character {char} that no code uses")),
    # game.engine.errors.RecordError: where in the record it went wrong
    Reason(N_("move {move} (seat {seat}): {reason}")),
    Reason(N_("move {move} (seat None): {reason}")),  # a move so malformed that it names no seat
)


def translate(text: str) -> str:
    """``text`` (an engine reason in English) in the current language; unknown text unchanged."""
    found = match(text)
    return text if found is None else found[0].render(found[1])


def match(text: str) -> tuple[Reason, dict[str, str]] | None:
    """The template ``text`` was written from, with its placeholders' values; None if none fits."""
    for reason, pattern in _patterns():
        found = pattern.fullmatch(text)
        if found is not None:
            return reason, found.groupdict()
    return None


@cache
def _patterns() -> tuple[tuple[Reason, re.Pattern[str]], ...]:
    return tuple((reason, _compile(english)) for reason in REASONS for english in reason.english)


def _compile(template: str) -> re.Pattern[str]:
    parts = []
    for literal, name, _spec, _conversion in Formatter().parse(template):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(f"(?P<{name}>{_GROUP_PATTERNS.get(name, '.+?')})")
    return re.compile("".join(parts), re.DOTALL)


_FILLERS: Mapping[str, Callable[[str], str]] = {"title": preset_title, "reason": translate, "detail": translate}
