"""The engine's words in the player's language: its refusals, and the preset titles.

The engine refuses a move with a :class:`Refusal` code and its arguments (tiles, end
numbers, a count). Each code has one translatable message here with the same named
placeholders as its English sentence; :func:`refusal_text` fills them in. Nothing is parsed
back from English, and ``tests/i18n`` holds every code to a message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from game.engine.refusals import Argument, Refusal, Why
from game.i18n import N_, N_plural, _, ngettext

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



# Each refusal's message; a pair is a plural message, chosen by the code's count argument.
MESSAGES: Mapping[Why, str | tuple[str, str]] = {
    Why.HAND_OVER: N_("the hand is over"),
    Why.MUST_PLAY: N_("you hold a playable tile, so you must play"),
    Why.DRAW_TO_RESERVE: N_("you must draw down to the reserve before passing"),
    Why.DRAW_FIRST: N_("you must draw from the boneyard before passing"),
    Why.NOT_HELD: N_("you do not hold {tile}"),
    Why.FIRST_TILE: N_("the first tile must be {tile}"),
    Why.NO_SUCH_END: N_("there is no open end {end}"),
    Why.FITS_NEITHER: N_("{tile} matches neither open end ({left}, {right})"),
    Why.NOT_LEFT: N_("{tile} does not match the left end ({number})"),
    Why.NOT_RIGHT: N_("{tile} does not match the right end ({number})"),
    Why.NO_DRAWING: N_("there is no drawing in {title}: pass when nothing fits"),
    Why.RESERVE_ONLY: N_plural(
        "only the {reserved} reserved tile remains", "only the {reserved} reserved tiles remain"
    ),
    Why.BONEYARD_EMPTY: N_("the boneyard is empty"),
    Why.ONE_DRAW: N_("you may draw only one tile per turn"),
    Why.OPENING_FIRST: N_("play your opening tile first"),
    Why.HOLDS_PLAYABLE: N_("you hold a playable tile, so you cannot draw"),
    Why.NOT_AN_ACTION: N_("{action} is not an action"),
    Why.NO_UNDO: N_("you have no move to undo"),
    Why.BAD_TILE: N_("bad tile text {text} (expected a-b with digits 0-6)"),
    Why.NO_END_SHOWS: N_("no open end shows {on} (the ends are {left}, {right})"),
    Why.NOT_ON_END: N_("{tile} does not match the open end {on}"),
    Why.SAY_WHICH_END: N_('{tile} fits both open ends ({left}, {right}): say which with "on"'),
}
PLURAL_COUNT: Mapping[Why, str] = {Why.RESERVE_ONLY: "reserved"}


# The engine's error sentences that take no values (a hand record or a match it cannot use):
# :func:`translate` looks them up as they are. Sentences with values are not parsed back.
FIXED_ERRORS: tuple[str, ...] = (
    N_("a hand record must be a JSON object"),
    N_("options must be an object of house rules"),
    N_("deal must be a text code"),
    N_("moves must be a list"),
    N_("a move must be an object"),
    N_("a move has exactly one of play, draw, pass"),
    N_("the hand is already over"),
    N_("nobody holds a double: the rules redeal this hand"),
    N_("the match is over"),
    N_("no deal with a double in a thousand tries"),
)


def refusal_text(refusal: Refusal) -> str:
    """Why a move is refused, in the current language."""
    values = refusal.values
    filled = {name: _FILLERS.get(name, str)(value) for name, value in values.items()}
    message = MESSAGES[refusal.why]
    if isinstance(message, str):
        return _(message).format(**filled)
    return ngettext(*message, int(values[PLURAL_COUNT[refusal.why]])).format(**filled)


def translate(reason: Refusal | str) -> str:
    """A refusal (``why_illegal``'s answer) or a fixed engine error in the current language;
    any other text unchanged."""
    if isinstance(reason, Refusal):
        return refusal_text(reason)
    return _(reason) if reason in FIXED_ERRORS else reason


def _title(value: Argument) -> str:
    return preset_title(str(value))


_FILLERS: Mapping[str, Callable[[Argument], str]] = {"title": _title}
