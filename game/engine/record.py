"""``dominoes-hand/1`` hand records (see shared HAND_FORMAT.md): read, write, replay.

Reading validates everything and raises :class:`RecordError` with one line that a
person can act on; replaying checks every move through ``apply``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from game.engine.actions import DRAW, LEFT, PASS, PLAYS, RIGHT, Action, Draw, Play
from game.engine.dealcode import read
from game.engine.errors import IllegalActionError, RecordError, RulesError
from game.engine.match import Match
from game.engine.opening import fixed_opener, reads_opener_from_hands
from game.engine.refusals import Refusal, Why
from game.engine.rules import NextOpener, Rules, rules_for
from game.engine.state import HandState, apply
from game.engine.tiles import Tile, parse_tile, tiles_in
from game.safe_json import brief

FORMAT: Final = "dominoes-hand/1"


@dataclass(frozen=True)
class HandRecord:
    """One hand as the ``dominoes-hand/1`` file format keeps it: the deal and every move, so it replays.

    Fields the format does not know are kept in ``extra`` and written back, so a newer file
    survives a round trip through this version.
    """

    rules: str
    players: int
    hands: tuple[tuple[Tile, ...], ...]
    moves: tuple[Mapping[str, Any], ...]
    options: Mapping[str, bool] = field(default_factory=dict)
    boneyard: tuple[Tile, ...] = ()
    starter: int | None = None
    scores: tuple[int, ...] | None = None
    target: int | None = None
    deal: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)  # unknown fields, kept on rewrite

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "rules": self.rules}
        if self.options:
            out["options"] = dict(self.options)
        out["players"] = self.players
        out["hands"] = [[str(t) for t in hand] for hand in self.hands]
        out["boneyard"] = [str(t) for t in self.boneyard]
        for key in ("starter", "scores", "target", "deal"):
            value = getattr(self, key)
            if value is not None:
                out[key] = list(value) if isinstance(value, tuple) else value
        out["moves"] = [dict(m) for m in self.moves]
        out.update({k: v for k, v in self.extra.items() if k not in out})
        return out


_KNOWN: Final = {
    "format", "rules", "options", "players", "hands", "boneyard", "starter", "scores", "target", "deal", "moves"
}


def _int(value: object, what: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{what} must be a whole number, not {brief(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise RecordError(f"{what} is {value}, out of range")
    return value


def _tiles(value: object, what: str) -> tuple[Tile, ...]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list of tiles")
    try:
        return tuple(parse_tile(v) for v in value)
    except ValueError as exc:
        raise RecordError(f"{what}: {exc}") from None


def _rules_and_players(name: object, options: dict[str, Any], players_field: object) -> tuple[Rules, int]:
    """The record's rules and player count, each refused in the rules' own words."""
    try:
        rules = rules_for(name if isinstance(name, str) else brief(name), options)
    except RulesError as exc:
        raise RecordError(str(exc)) from None
    players = _int(players_field, "players")
    try:
        rules.check_players(players)
    except RulesError as exc:
        raise RecordError(str(exc)) from None
    return rules, players


def _hands_and_boneyard(
    data: dict[str, Any], rules: Rules, players: int
) -> tuple[tuple[tuple[Tile, ...], ...], tuple[Tile, ...]]:
    """Each seat's dealt hand (the preset's size) and the boneyard, no tile twice among them."""
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != players:
        raise RecordError(f"hands must hold one list of tiles for each of the {players} seats")
    size = rules.hand_size(players)
    hands = tuple(_tiles(h, f"hands[{seat}]") for seat, h in enumerate(raw_hands))
    for seat, hand in enumerate(hands):
        if len(hand) != size:
            raise RecordError(f"hands[{seat}] holds {len(hand)} tiles; {rules.title} deals {size}")
    boneyard = _tiles(data.get("boneyard") or [], "boneyard")
    seen: set[Tile] = set()
    for t in (*(t for hand in hands for t in hand), *boneyard):
        if t in seen:
            raise RecordError(f"tile {t} appears more than once")
        seen.add(t)
    return hands, boneyard


def _scores(value: object, units: int) -> tuple[int, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != units:
        raise RecordError(f"scores must list {units} numbers")
    return tuple(_int(s, "a score", 0) for s in value)


def parse_record(data: object) -> HandRecord:
    """Validate a decoded JSON object as a hand record."""
    if not isinstance(data, dict):
        raise RecordError("a hand record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}, not {brief(data.get('format'))}")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("options must be an object of house rules")
    rules, players = _rules_and_players(data.get("rules"), options, data.get("players"))
    hands, boneyard = _hands_and_boneyard(data, rules, players)
    starter = data.get("starter")
    if starter is not None:
        starter = _int(starter, "starter", 0, players - 1)
    scores = _scores(data.get("scores"), rules.units(players))
    target = data.get("target")
    if target is not None:
        target = _int(target, "target", 1)
    deal_code = data.get("deal")
    if deal_code is not None and not isinstance(deal_code, str):
        raise RecordError("deal must be a text code")
    moves = data.get("moves")
    if not isinstance(moves, list):
        raise RecordError("moves must be a list")
    for index, move in enumerate(moves):
        _check_move_shape(index, move, players)
    return HandRecord(
        rules=rules.name,
        players=players,
        hands=hands,
        moves=tuple(moves),
        options={k: v for k, v in options.items() if v},
        boneyard=boneyard,
        starter=starter,
        scores=scores,
        target=target,
        deal=deal_code,
        extra={k: v for k, v in data.items() if k not in _KNOWN},
    )


def _check_move_shape(index: int, move: object, players: int) -> None:
    if not isinstance(move, dict):
        raise RecordError("a move must be an object", index)
    seat = move.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise RecordError(f"seat must be 0 to {players - 1}, not {brief(seat)}", index)
    kinds = [k for k in ("play", "draw", "pass") if k in move]
    if len(kinds) != 1:
        raise RecordError("a move has exactly one of play, draw, pass", index, seat)
    if kinds[0] != "play" and move[kinds[0]] is not True:
        raise RecordError(f"{kinds[0]} must be true", index, seat)
    on = move.get("on")
    if on is not None and (isinstance(on, bool) or not isinstance(on, int) or not 0 <= on <= 6):
        raise RecordError(f"on must be a number 0-6, not {brief(on)}", index, seat)


def _opening(record: HandRecord, rules: Rules) -> tuple[int, Tile | None]:
    """The starter and any forced opening tile, from the record and the preset's rule."""
    first_hand = not record.scores or not any(record.scores)
    fresh = first_hand or rules.next_opener is NextOpener.AS_FIRST or _dealt_as_first(record)
    if fresh and reads_opener_from_hands(rules):
        found = fixed_opener(rules, record.hands)
        if found is None:
            raise RecordError("nobody holds a double: the rules redeal this hand")
        seat, tile = found
        if record.starter is not None and record.starter != seat:
            raise RecordError(f"starter is seat {record.starter}, but seat {seat} opens with {tile}")
        return seat, tile
    if record.starter is None:
        raise RecordError(f"{rules.title} needs the starter: it is not read off the hands")
    return record.starter, None


def _dealt_as_first(record: HandRecord) -> bool:
    """Whether the record's deal code says the deal chose the opener, as for a first hand (a
    later hand after one nobody won); a record without a sound code cannot tell."""
    try:
        return record.deal is not None and read(record.deal, second_format=True).opener is None
    except ValueError:
        return False


def _action(state: HandState, move: Mapping[str, Any]) -> Action:
    if move.get("draw"):
        return DRAW
    if move.get("pass"):
        return PASS
    try:
        t = parse_tile(move["play"])
    except ValueError:
        raise IllegalActionError(Refusal.of(Why.BAD_TILE, text=repr(move["play"]))) from None
    if state.ends is None:
        return PLAYS[t.index][LEFT]
    left, right = state.ends
    on = move.get("on")
    if on is not None:
        if on not in state.ends:
            raise IllegalActionError(Refusal.of(Why.NO_END_SHOWS, on=on, left=left, right=right))
        if not t.has(on):
            raise IllegalActionError(Refusal.of(Why.NOT_ON_END, tile=t, on=on))
        return PLAYS[t.index][LEFT if on == left else RIGHT]
    if t.has(left) and t.has(right) and left != right:
        raise IllegalActionError(Refusal.of(Why.SAY_WHICH_END, tile=t, left=left, right=right))
    return PLAYS[t.index][RIGHT if t.has(right) and not t.has(left) else LEFT]


def replay(record: HandRecord) -> HandState:
    """The hand after every move of the record; the first illegal move raises RecordError."""
    rules = rules_for(record.rules, record.options)
    starter, opening = _opening(record, rules)
    state = HandState.new(
        rules, record.hands, record.boneyard, starter, opening, scores=record.scores, target=record.target
    )
    state.deal = record.deal
    for index, move in enumerate(record.moves):
        seat = move["seat"]
        if state.result is not None:
            raise RecordError("the hand is already over", index, seat)
        if seat != state.turn:
            raise RecordError(f"it is seat {state.turn}'s turn", index, seat)
        try:
            state = apply(state, _action(state, move))
        except IllegalActionError as exc:
            raise RecordError(str(exc), index, seat, exc.refusal) from None
    return state


def summary(state: HandState) -> dict[str, Any]:
    """The JSON answer of ``python -m game replay``."""
    result = state.result
    out: dict[str, Any] = {
        "status": "over" if result else "in_progress",
        "ends": list(state.ends) if state.ends is not None else None,
        "next": None if result else state.turn,
        "result": None,
        "scores": list(state.scores),
        "match_over": False,
        "match_winner": None,
    }
    if result is not None:
        out["result"] = {
            "reason": result.reason,
            "winner": result.winner,
            "pips": list(result.pips),
            "points": list(result.points),
        }
        out["scores"] = [s + p for s, p in zip(state.scores, result.points, strict=True)]
        if state.target is not None:
            match = Match(state.rules, state.players, state.target, state.scores)
            after = match.after_hand(result, state.starter)
            out["match_over"], out["match_winner"] = after.over, after.winner
    return out


def record_of(state: HandState) -> HandRecord:
    """The record of ``state`` so far (finished or not)."""
    moves: list[dict[str, Any]] = []
    for event in state.history:
        action = event.action
        if isinstance(action, Play):
            move: dict[str, Any] = {"seat": event.seat, "play": str(action.tile)}
            if event.ends_before is not None:
                move["on"] = event.ends_before[action.end]
        elif isinstance(action, Draw):
            move = {"seat": event.seat, "draw": True}
        else:
            move = {"seat": event.seat, "pass": True}
        moves.append(move)
    return HandRecord(
        rules=state.rules.name,
        players=state.players,
        hands=tuple(tuple(tiles_in(m)) for m in state.dealt),
        moves=tuple(moves),
        options={name: True for name in sorted(state.rules.options)},
        boneyard=state.boneyard,
        starter=state.starter,
        scores=state.scores,
        target=state.target,
        deal=state.deal,
    )

