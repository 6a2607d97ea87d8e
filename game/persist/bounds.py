"""What the game itself would ever write in a saved field, so a file that says otherwise is
set aside (kept, counted, told) before its text reaches the font renderer or its numbers the AI.

A file can parse and replay and still lie: a seat name of 100,000 characters or with a NUL
in it (the font renderer refuses NUL, and long text takes seconds a frame), a match target of
10^39 (Hard builds a table of (target/5)^2 entries), a deal code that deals other tiles than
the ones saved. The bounds here are the game's own: the longest name a seat has, the highest
target a match is offered, the deal its code deals.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Final

from game.domain.campaign import MATCHES
from game.engine.dealcode import encode, read
from game.engine.errors import RecordError, RulesError
from game.engine.match import Match
from game.engine.record import HandRecord, replay
from game.engine.rules import PRESETS, TARGET_CHOICES, rules_for
from game.engine.state import HandState

MAX_NAME_CHARS: Final = 40  # a seat's name: a character's ("Dragan") or "Seat 4", in any language
MAX_TARGET: Final = max(TARGET_CHOICES)  # the highest target a match is ever offered
MAX_SCORE: Final = 20 * MAX_TARGET  # a match past its target plays on only while tied at the top
MAX_HANDS: Final = 1000  # hands in one match (blocked hands that score nothing included)
MAX_COUNT: Final = 10**9  # statistics' counts: a billion hands is more than a life of play
MAX_OPPONENT_ROWS: Final = 64  # statistics' opponents: eight characters today, room for retired ones
assert all(m.target <= MAX_TARGET for m in MATCHES.values())
assert all(t <= MAX_TARGET for rules in PRESETS.values() for t in rules.targets.values())


def sound_name(value: object) -> str | None:
    """``value`` if it is a name the game would write (printable, not blank, at most
    :data:`MAX_NAME_CHARS`); None otherwise. ``str.isprintable`` refuses NUL, control
    characters, lone surrogates and unassigned code points."""
    if isinstance(value, str) and 0 < len(value) <= MAX_NAME_CHARS and value.isprintable() and value.strip():
        return value
    return None


def dealt_by_code(record: HandRecord, start: HandState | None = None) -> str | None:
    """The record's deal code in this game's format, after checking that it deals the record's
    very tiles and opener again; None when the record has none (kept before codes were).
    ``start``: the record's deal as the caller replayed it already (without its moves), else
    it is replayed here. Raises RecordError for a code that is not one or deals another hand."""
    if record.deal is None:
        return None
    try:
        code = read(record.deal, second_format=True)
    except ValueError as exc:
        raise RecordError(f"deal: {exc}") from None
    if (code.preset, code.players) != (record.rules, record.players):
        hand = f"{record.players}-player {record.rules} hand"
        raise RecordError(f"deal: a {code.players}-player {code.preset} code for a {hand}")
    try:
        rules = rules_for(record.rules, record.options)
        # the code's opener is the seat the match chose (a later hand's: the last winner), None where the deal decides
        again = Match.new(rules, record.players, game_starter=code.opener).start_hand(random.Random(0), seed=code.seed)
        saved = start if start is not None else replay(dataclasses.replace(record, moves=()))
    except RulesError as exc:
        raise RecordError(f"deal: {exc}") from None
    if not _deals_as_saved(again, saved):
        raise RecordError("deal: its code deals other tiles or another opener than the ones saved")
    return encode(code.preset, code.players, code.seed, code.opener)


def _deals_as_saved(again: HandState, saved: HandState) -> bool:
    """Whether the code's deal (``again``) is the record's (``saved``): each seat's tiles, the
    boneyard in its order, who opens and with what."""
    return (again.dealt, again.boneyard, again.starter, again.opening) == (
        saved.dealt,
        saved.boneyard,
        saved.starter,
        saved.opening,
    )


def check_numbers(record: HandRecord) -> None:
    """The record's target and scores within what a match ever has; raises RecordError."""
    if record.target is not None and record.target > MAX_TARGET:
        raise RecordError(f"target: {record.target} is over {MAX_TARGET}, the highest a match has")
    if record.scores is not None and max(record.scores) > MAX_SCORE:
        raise RecordError(f"scores: {max(record.scores)} is over {MAX_SCORE}")
