"""A match in progress, saved after every move: the Points Match in ``match.json`` (kind
``match``), the Campaign match in ``campaign-match.json`` (kind ``campaign-match``), both
version 1, so that neither displaces the other (a Quick Round is never saved). Before the
two slots, ``match.json`` kept whichever was played last: ``Saves`` moves a campaign match
found there to its own slot.

Each holds the :class:`~game.engine.match.Match` (rules and options, players, target, the
score sheet, starters), the lineup, and the current hand as a ``dominoes-hand/1`` record.

Resuming goes back to the **exact move** the player left: the record is replayed through
the validating engine (``game.engine.record.replay``), so a resumed hand is the same hand,
hidden tiles and all, and quitting cannot be used to take a move back. Should the moves of
a damaged record stop replaying, :meth:`SavedMatch.readable` keeps the moves up to the
last one that does (at worst none), and the player is told; a deal that does not replay at
all makes the file unreadable.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final

from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.errors import RecordError, RulesError
from game.engine.match import Match
from game.engine.record import HandRecord, parse_record, replay
from game.engine.rules import Rules, rules_for
from game.engine.scoring import BLOCKED, DOMINO, HandResult
from game.engine.state import HandState
from game.engine.tiles import TILES
from game.persist.bounds import MAX_HANDS, MAX_SCORE, MAX_TARGET, dealt_by_code
from game.persist.fields import FieldError, Fields
from game.persist.lineup import lineup_from_json, lineup_to_json
from game.persist.paths import DataDirs
from game.persist.store import Kind

MAX_PIPS: Final = sum(tile.pips for tile in TILES)  # a seat holding every tile


@dataclass(frozen=True)
class SavedMatch:
    """A match to resume: its score so far, who sits where, and the hand in progress."""

    match: Match
    lineup: Lineup
    hand: HandRecord  # the hand in progress, ``record_of(state)``

    def resume(self) -> HandState:
        """The hand at the move it was saved (see the module docstring)."""
        return replay(self.hand)

    @functools.cached_property
    def standing(self) -> Match:
        """The match as the player will find it: a hand saved at its end resumes at its result,
        counted, so its points are in the score (``match`` is the match before that hand)."""
        state = self.resume()
        if state.result is None:
            return self.match
        return self.match.after_hand(state.result, state.starter)

    def readable(self) -> tuple[SavedMatch, int | None]:
        """This match with only the moves that replay, and how many those are when some do not
        (None: all of them do). The deal itself was checked when the file was read."""
        try:
            replay(self.hand)
        except RecordError as exc:
            kept = exc.move if exc.move is not None else 0
            return dataclasses.replace(self, hand=dataclasses.replace(self.hand, moves=self.hand.moves[:kept])), kept
        return self, None

    def to_json(self) -> dict[str, Any]:
        return {**lineup_to_json(self.lineup), "match": match_to_json(self.match), "hand": self.hand.to_json()}

    @classmethod
    def from_json(cls, f: Fields) -> SavedMatch:
        match = match_from_json(f.group("match"))
        lineup = lineup_from_json(f, match.players)
        try:
            hand = parse_record(f.raw("hand"))
        except RecordError as exc:
            raise f.fail("hand", str(exc)) from None
        start = _check_hand(f, match, hand)
        try:
            hand = dataclasses.replace(hand, deal=dealt_by_code(hand, start))
        except RecordError as exc:
            raise f.fail("hand", str(exc)) from None
        return cls(match, lineup, hand)


def _check_hand(f: Fields, match: Match, hand: HandRecord) -> HandState:
    """The hand must belong to this match and its deal must replay: the deal, replayed."""
    if (hand.rules, frozenset(hand.options), hand.players) != (match.rules.name, match.rules.options, match.players):
        raise f.fail("hand", "is not a hand of this match (rules, options or players differ)")
    if hand.scores != match.scores or hand.target != match.target:
        match_at = f"{match.scores} to {match.target}"
        raise f.fail("hand", f"starts from scores {hand.scores} to {hand.target}, the match has {match_at}")
    try:
        return replay(dataclasses.replace(hand, moves=()))
    except (RecordError, RulesError) as exc:
        raise f.fail("hand", f"the deal does not replay: {exc}") from None


def match_to_json(match: Match) -> dict[str, Any]:
    return {
        "rules": match.rules.name,
        "options": {name: True for name in sorted(match.rules.options)},
        "players": match.players,
        "target": match.target,
        "scores": list(match.scores),
        "results": [result_to_json(r) for r in match.results],
        "starters": list(match.starters),
        "game_starter": match.game_starter,
        "winner": match.winner,
        "over": match.over,
    }


def match_from_json(f: Fields) -> Match:
    """Rebuilds the match by replaying its score sheet, then checks the saved totals agree."""
    try:
        rules = rules_for(f.text("rules"), f.group("options").data)
        players = f.number("players")
        rules.check_players(players)
        target = f.number("target", 1, MAX_TARGET)  # a saved match always has one: a Quick Round is never saved
        match = Match.new(rules, players, target, f.optional_number("game_starter", 0, players - 1))
    except RulesError as exc:
        raise FieldError(f"{f.where}: {exc}") from None
    results = f.array("results")
    if len(results) > MAX_HANDS:
        raise f.fail("results", f"{len(results)} hands: a match has at most {MAX_HANDS}")
    starters = f.numbers("starters", len(results), 0, players - 1)
    for index, raw in enumerate(results):
        if match.over:
            raise f.fail(f"results[{index}]", "comes after the end of the match")
        result = result_from_json(Fields(raw, f.path(f"results[{index}]")), rules, players)
        match = match.after_hand(result, starters[index])
    saved = (f.numbers("scores", rules.units(players), 0, MAX_SCORE), f.optional_number("winner"), f.flag("over"))
    if saved != (match.scores, match.winner, match.over):
        raise f.fail("scores", f"{saved} do not follow from the score sheet {(match.scores, match.winner, match.over)}")
    return match


def result_to_json(result: HandResult) -> dict[str, Any]:
    return {**result._asdict(), "pips": list(result.pips), "points": list(result.points)}


def result_from_json(f: Fields, rules: Rules, players: int) -> HandResult:
    units = rules.units(players)
    reason = f.choice("reason", (DOMINO, BLOCKED))
    out_seat = f.optional_number("out_seat", 0, players - 1)
    if (reason == DOMINO) != (out_seat is not None):
        raise f.fail("out_seat", "a domino names who went out; a blocked hand does not")
    return HandResult(
        reason=DOMINO if reason == DOMINO else BLOCKED,
        winner=f.optional_number("winner", 0, units - 1),
        out_seat=out_seat,
        pips=f.numbers("pips", players, 0, MAX_PIPS),
        points=f.numbers("points", units, 0, MAX_SCORE),
        leader=f.optional_number("leader", 0, players - 1),
    )


def _saved_json(saved: SavedMatch | None) -> dict[str, Any]:
    if saved is None:
        raise ValueError("no match in progress: discard the file instead of saving nothing")
    return saved.to_json()


def _slot(name: str, path: Callable[[DataDirs], Path], modes: tuple[Mode, ...]) -> Kind[SavedMatch | None]:
    """The kind of a slot's file, which holds a match of one of ``modes`` (or no file at all)."""

    def from_json(f: Fields) -> SavedMatch:
        saved = SavedMatch.from_json(f)
        if saved.lineup.mode not in modes:
            raise f.fail("mode", f"a {saved.lineup.mode.value} match does not belong in this file")
        return saved

    return Kind(name=name, version=1, path=path, default=lambda: None, to_json=_saved_json, from_json=from_json)


# The Points Match; a campaign one too, saved before the slots.
MATCH: Final = _slot("match", lambda dirs: dirs.match, (Mode.POINTS, Mode.CAMPAIGN))
CAMPAIGN_MATCH: Final = _slot("campaign-match", lambda dirs: dirs.campaign_match, (Mode.CAMPAIGN,))
SLOT_KINDS: Final = MappingProxyType({Mode.POINTS: MATCH, Mode.CAMPAIGN: CAMPAIGN_MATCH})
