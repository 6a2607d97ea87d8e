"""Driving the computer players from other programs, with plain JSON-able data.

``choose_action(data)`` takes one seat's view of a hand and returns the move the chosen
player makes. Both are plain dicts (strings, numbers, lists), so another program can send
them as JSON. The observation dict, ``observation-1``::

    {
      "format": "observation-1",
      "rules": "classic",                # a preset name (RULES.md)
      "options": {"reserve_two": true},  # house rules switched on (optional)
      "players": 2,
      "seat": 0,                         # whose view this is; seats go clockwise from 0
      "hand": ["6-6", "3-4"],            # that seat's tiles
      "chain": [                         # the line of play, in the order the tiles were laid
        {"tile": "6-6", "end": -1, "inner": 6, "outer": 6},   # end -1: the first tile
        {"tile": "6-5", "end": 1, "inner": 6, "outer": 5}     # end 0 = left arm, 1 = right arm
      ],
      "ends": [6, 5],                    # the open ends (left, right); null before the first tile
      "counts": [2, 6],                  # tiles in every seat's hand
      "drawable": 13,                    # boneyard tiles that can still be drawn
      "reserved": 0,                     # face-down tiles that never will be
      "history": [                       # every move so far; a drawn tile's face is never shown
        {"seat": 0, "play": "6-6", "end": -1, "ends_before": null},
        {"seat": 1, "play": "6-5", "end": 1, "ends_before": [6, 6]},
        {"seat": 0, "draw": true, "ends_before": [6, 5]},
        {"seat": 1, "pass": true, "ends_before": [6, 5]}
      ],
      "turn": 0, "starter": 0,
      "opening": null,                   # the tile the opener had to lay first, when forced
      "in_play": [0, 0],                 # All Fives points won this hand, per seat (per pair)
      "scores": [40, 85], "target": 100, # match scores before the hand; target null: one hand
      "open_hands": null                 # practice with open hands: every seat's tiles
    }

The answer is ``{"play": "6-5", "end": "left"}`` (``"right"``; the first tile needs no
end), ``{"draw": true}`` or ``{"pass": true}``. The data is checked: a malformed or
impossible observation raises ``ValueError`` naming the field.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeGuard

from game.ai.objective import MAX_TARGET
from game.ai.players import make_player
from game.ai.styles import checked_style
from game.ai.world import draws_this_turn
from game.engine.actions import DRAW, LEFT, PASS, PLAYS, RIGHT, Action, Draw, Placement, Play
from game.engine.errors import RulesError
from game.engine.observe import Observation, PublicMove
from game.engine.rules import Rules, rules_for
from game.engine.state import HandState, legal_actions
from game.engine.tiles import Tile, parse_tile
from game.safe_json import brief

FORMAT: Final = "observation-1"
TILE_COUNT: Final = 28
MAX_COUNT: Final = 10**6  # any count, seat or score above this is refused before arithmetic
MAX_POINTS: Final = 10_000  # scores and in-play points of a single hand (no target)
MAX_SEATS: Final = 4
# The longest history a hand can have: every tile laid and drawn once (56 moves), and around
# each of those moves at most a round of passes by the other seats (3 in a 4-player hand).
MAX_HISTORY: Final = 2 * TILE_COUNT + (MAX_SEATS - 1) * (2 * TILE_COUNT + 1)
_END_NAMES: Final = {LEFT: "left", RIGHT: "right"}


def choose_action(data: Mapping[str, Any], kind: str = "hard", seed: int = 0, **style: Any) -> dict[str, Any]:
    """The move ``kind`` ("random", "greedy", "easy", "hard") makes in the observed position.

    ``seed`` makes the answer repeatable; ``style`` tunes the player (e.g. ``budget=0.1``).
    """
    player = make_player(kind, **checked_style(kind, style))
    obs = observation_from_data(data)
    if not obs.legal:
        raise ValueError(f"it is seat {obs.turn}'s turn, not seat {obs.seat}'s")
    action = player.choose(obs, random.Random(seed))
    return action_to_data(action)


def action_to_data(action: Action) -> dict[str, Any]:
    if isinstance(action, Play):
        return {"play": str(action.tile), "end": _END_NAMES[action.end]}
    return {"draw": True} if isinstance(action, Draw) else {"pass": True}


def action_from_data(data: Mapping[str, Any]) -> Action:
    if data.get("draw") is True:
        return DRAW
    if data.get("pass") is True:
        return PASS
    if "play" in data:
        end = data.get("end", "left")
        if end not in ("left", "right"):
            raise ValueError(f"end must be 'left' or 'right', not {end!r}")
        return PLAYS[_tile(data["play"], "play").index][LEFT if end == "left" else RIGHT]
    raise ValueError("an action has one of play, draw or pass")


def observation_to_data(obs: Observation) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "rules": obs.rules.name,
        "options": {name: True for name in sorted(obs.rules.options)},
        "players": obs.players,
        "seat": obs.seat,
        "hand": [str(t) for t in obs.hand],
        "chain": [{"tile": str(p.tile), "end": p.end, "inner": p.inner, "outer": p.outer} for p in obs.chain],
        "ends": list(obs.ends) if obs.ends is not None else None,
        "counts": list(obs.hand_counts),
        "drawable": obs.drawable,
        "reserved": obs.reserved,
        "history": [_move_to_data(m) for m in obs.history],
        "turn": obs.turn,
        "starter": obs.starter,
        "opening": str(obs.opening) if obs.opening is not None else None,
        "in_play": list(obs.in_play),
        "scores": list(obs.scores),
        "target": obs.target,
        "open_hands": [[str(t) for t in h] for h in obs.open_hands] if obs.open_hands is not None else None,
    }


def _move_to_data(move: PublicMove) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": move.seat}
    if move.kind == "play":
        assert move.tile is not None
        out["play"] = str(move.tile)
        out["end"] = move.end
    else:
        out[move.kind] = True
    out["ends_before"] = list(move.ends_before) if move.ends_before is not None else None
    return out


def observation_from_data(data: Mapping[str, Any]) -> Observation:
    """Rebuild (and check) an :class:`Observation` from its ``observation-1`` dict.

    Everything a real hand cannot show is refused with a ValueError naming the field, so no
    observation can make a player fail or think longer than its budget.
    """
    rules, players = _rules(data)
    seat = _seat(data, "seat", players)
    board = _board(data, rules, players, seat)
    turn, starter = _turns(data, board.history, players)
    target = _target(data)
    units = rules.units(players)
    in_play = _points(data, "in_play", units, MAX_POINTS)
    scores = _points(data, "scores", units, MAX_POINTS if target is None else target - 1)
    opening = _opening(data, board, seat=seat, turn=turn)
    return Observation(
        seat=seat,
        rules=rules,
        players=players,
        hand=board.hand,
        chain=board.chain,
        ends=board.ends,
        hand_counts=board.counts,
        drawable=board.drawable,
        reserved=board.reserved,
        history=board.history,
        turn=turn,
        starter=starter,
        opening=opening,
        legal=_legal(rules, players, seat, board, opening) if turn == seat else (),
        in_play=in_play,
        scores=scores,
        target=target,
        result=None,
        open_hands=_open_hands(data.get("open_hands"), board.counts, seat, board.hand, board.chain),
    )


def _rules(data: Mapping[str, Any]) -> tuple[Rules, int]:
    """The observation's rules (house options included) and its player count, checked together."""
    if not isinstance(data, Mapping):
        raise ValueError("an observation must be a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise ValueError(f"format must be {FORMAT!r}, not {brief(data.get('format'))}")
    options = data.get("options") or {}
    if not isinstance(options, Mapping):
        raise ValueError(f"options must be an object of house rules, not {brief(options)}")
    try:
        rules = rules_for(_get(data, "rules", str), options)
        players = _get(data, "players", int)
        rules.check_players(players)
    except RulesError as exc:
        raise ValueError(str(exc)) from None
    return rules, players


@dataclass(frozen=True)
class _Board:
    """What the table shows an observer: its hand, the chain, the counts, the moves so far."""

    hand: tuple[Tile, ...]
    chain: tuple[Placement, ...]
    ends: tuple[int, int] | None
    counts: tuple[int, ...]
    history: tuple[PublicMove, ...]
    drawable: int
    reserved: int


def _board(data: Mapping[str, Any], rules: Rules, players: int, seat: int) -> _Board:
    """The table, each part checked against the others: every tile accounted for once."""
    hand = tuple(sorted(_tiles(data.get("hand"), "hand")))
    chain = tuple(_placement(p, f"chain[{i}]") for i, p in enumerate(_list(data, "chain", TILE_COUNT)))
    _check_tiles(hand, chain)
    ends = _pair(data.get("ends"), "ends")
    if ends != _ends_of(chain):
        raise ValueError("ends do not match the chain")
    counts = tuple(_count(c, "counts") for c in _list(data, "counts", MAX_SEATS))
    if len(counts) != players or counts[seat] != len(hand):
        raise ValueError("counts must give every seat's tile count, this seat's matching its hand")
    history = tuple(_move(m, f"history[{i}]", players) for i, m in enumerate(_list(data, "history", MAX_HISTORY)))
    _check_history(history, chain, players)
    _check_counts(counts, history, rules.hand_size(players))
    drawable = _count(data.get("drawable"), "drawable")
    reserved = _count(data.get("reserved", 0), "reserved")
    if sum(counts) + len(chain) + drawable + reserved != TILE_COUNT:
        raise ValueError(f"counts, chain, drawable and reserved must account for the {TILE_COUNT} tiles")
    return _Board(hand, chain, ends, counts, history, drawable, reserved)


def _target(data: Mapping[str, Any]) -> int | None:
    target = data.get("target")
    if target is None:
        return None
    target = _count(target, "target")
    if not 1 <= target <= MAX_TARGET:
        raise ValueError(f"target is {target}; it must be 1 to {MAX_TARGET}")
    return target


def _opening(data: Mapping[str, Any], board: _Board, *, seat: int, turn: int) -> Tile | None:
    """The tile the hand must open with, if the rules name one: on the chain, or in the opener's hand."""
    opening = _tile(data["opening"], "opening") if data.get("opening") is not None else None
    if opening is not None and board.chain and board.chain[0].tile is not opening:
        raise ValueError(f"opening is {opening}, but the chain starts with {board.chain[0].tile}")
    if opening is not None and not board.chain and turn == seat and opening not in board.hand:
        raise ValueError(f"opening is {opening}, but the seat to open does not hold it")
    return opening


def _check_tiles(hand: Sequence[Tile], chain: Sequence[Placement]) -> None:
    """Each tile once, the first laid alone and every other on an open end showing its inner half."""
    _unique(hand, "hand")
    _unique([p.tile for p in chain], "chain")
    on_chain = {p.tile for p in chain}
    for t in hand:
        if t in on_chain:
            raise ValueError(f"hand holds {t}, which is on the chain")
    ends = None
    for i, p in enumerate(chain):
        if (p.end == -1) != (i == 0):
            raise ValueError(f"chain[{i}].end must be {'-1 (the first tile)' if i == 0 else '0 or 1'}")
        if ends is not None and p.inner != ends[p.end]:
            raise ValueError(f"chain[{i}]: {p.tile} is laid with {p.inner} on an end that does not show it")
        ends = _laid(ends, p)


def _check_history(history: Sequence[PublicMove], chain: Sequence[Placement], players: int) -> None:
    """The plays are the chain's tiles in order, every move saw the ends the chain had then,
    and no round of passes ended the hand."""
    ends: tuple[int, int] | None = None
    laid = drawn = passes = 0
    for i, move in enumerate(history):
        if move.ends_before != ends:
            raise ValueError(f"history[{i}].ends_before must be {list(ends) if ends else None}")
        if move.kind == "play":
            if laid == len(chain) or (move.tile, move.end) != (chain[laid].tile, chain[laid].end):
                raise ValueError(f"history[{i}]: the plays must be the chain's tiles, in the order they were laid")
            ends = _laid(ends, chain[laid])
            laid += 1
        drawn += move.kind == "draw"
        passes = passes + 1 if move.kind == "pass" else 0
        if drawn > TILE_COUNT or passes >= players:
            raise ValueError(f"history[{i}]: the hand would be over by now")
    if laid != len(chain):
        raise ValueError("history: the plays must be the chain's tiles, in the order they were laid")


def _turns(data: Mapping[str, Any], history: Sequence[PublicMove], players: int) -> tuple[int, int]:
    """``turn`` and ``starter``: the starter moved first; a play or a pass hands the turn on
    clockwise, a draw keeps it; ``turn`` is the seat the moves lead to."""
    turn = _seat(data, "turn", players)
    starter = _seat(data, "starter", players)
    expected = starter
    for i, move in enumerate(history):
        if move.seat != expected:
            raise ValueError(
                f"history[{i}] is seat {move.seat}'s move, but it was seat {expected}'s turn (starter {starter})"
            )
        if move.kind != "draw":
            expected = (expected + 1) % players
    if turn != expected:
        raise ValueError(f"turn is {turn}, but the history leads to seat {expected}")
    return turn, starter


def _check_counts(counts: Sequence[int], history: Sequence[PublicMove], dealt: int) -> None:
    """Every seat holds what it was dealt, plus what it drew, less what it laid."""
    for seat, count in enumerate(counts):
        drew = sum(1 for m in history if m.seat == seat and m.kind == "draw")
        laid = sum(1 for m in history if m.seat == seat and m.kind == "play")
        if count != dealt + drew - laid:
            raise ValueError(
                f"counts[{seat}] is {brief(count)}; seat {seat} was dealt {dealt}, drew {drew} and laid {laid}"
            )


def _open_hands(
    value: object, counts: Sequence[int], seat: int, hand: tuple[Tile, ...], chain: Sequence[Placement]
) -> tuple[tuple[Tile, ...], ...] | None:
    """Every seat's tiles when hands are open: as many as its count, this seat's its hand."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != len(counts):
        raise ValueError(f"open_hands must hold one list of tiles per seat, or be null, not {brief(value)}")
    hands = tuple(tuple(sorted(_tiles(h, f"open_hands[{s}]"))) for s, h in enumerate(value))
    _unique([t for h in hands for t in h] + [p.tile for p in chain], "open_hands (with the chain)")
    if [len(h) for h in hands] != list(counts) or hands[seat] != hand:
        raise ValueError("open_hands must match counts, this seat's matching its hand")
    return hands


def _unique(tiles: Sequence[Tile], what: str) -> None:
    seen: set[Tile] = set()
    for t in tiles:
        if t in seen:
            raise ValueError(f"{what} holds {t} twice")
        seen.add(t)


def _points(data: Mapping[str, Any], key: str, units: int, most: int) -> tuple[int, ...]:
    value = data.get(key)
    if value is None:
        return (0,) * units
    if not isinstance(value, list) or len(value) != units:
        raise ValueError(f"{key} must hold {units} numbers, not {brief(value)}")
    points = tuple(_count(v, key) for v in value)
    if max(points) > most:
        raise ValueError(f"{key} must be at most {most}, not {max(points)}")
    return points


def _legal(rules: Rules, players: int, seat: int, board: _Board, opening: Tile | None) -> tuple[Action, ...]:
    """The engine's legal actions for this seat: only its own hand and public facts matter."""
    hands: list[list[Tile]] = [[] for _ in range(players)]
    hands[seat] = list(board.hand)
    try:
        state = HandState.new(rules, hands, [], seat, None if board.chain else opening)  # once laid, it binds nobody
    except RulesError as exc:
        raise ValueError(str(exc)) from None
    state.ends = board.ends
    state.chain = list(board.chain)
    state.draw_limit = board.drawable
    state.drawn_this_turn = draws_this_turn(board.history, seat)
    return tuple(legal_actions(state))


def _laid(ends: tuple[int, int] | None, p: Placement) -> tuple[int, int]:
    """The open ends once ``p`` is laid (the first tile: inner is its left half)."""
    if ends is None:
        return p.inner, p.outer
    return (p.outer, ends[1]) if p.end == LEFT else (ends[0], p.outer)


def _ends_of(chain: Sequence[Placement]) -> tuple[int, int] | None:
    ends = None
    for p in chain:
        ends = _laid(ends, p)
    return ends


def _get(data: Mapping[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ValueError(f"{key} must be a {kind.__name__}, not {brief(value)}")
    return value


def _count(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"{what} must be a whole number from 0 to {MAX_COUNT}, not {brief(value)}")
    return value


def _seat(data: Mapping[str, Any], key: str, players: int) -> int:
    value = _count(data.get(key), key)
    if value >= players:
        raise ValueError(f"{key} is {value}, but there are only {players} seats")
    return value


def _tile(text: object, what: str) -> Tile:
    try:
        return parse_tile(text)
    except ValueError as exc:
        raise ValueError(f"{what}: {exc}") from None


def _tiles(value: object, what: str) -> list[Tile]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of tiles")
    _short(value, what, TILE_COUNT)
    return [_tile(v, what) for v in value]


def _list(data: Mapping[str, Any], key: str, most: int) -> list[Any]:
    value: list[Any] = _get(data, key, list)
    _short(value, key, most)
    return value


def _short(value: list[Any], what: str, most: int) -> None:
    """Refuse a list longer than any hand has, before a single item is read (a history of a
    million moves would otherwise take seconds and hundreds of MB to refuse)."""
    if len(value) > most:
        raise ValueError(f"{what} holds {len(value)} items; a hand has at most {most}")


def _whole(value: object) -> TypeGuard[int]:
    """An integer, not a bool (True == 1) nor a float (-0.0 == 0, and neither can index)."""
    return type(value) is int


def _pair(value: object, what: str) -> tuple[int, int] | None:
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2 or not all(_whole(v) and 0 <= v <= 6 for v in value):
        raise ValueError(f"{what} must be two numbers from 0 to 6, or null")
    return value[0], value[1]


def _placement(value: object, what: str) -> Placement:
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be an object")
    t = _tile(value.get("tile"), what)
    end, inner, outer = value.get("end"), value.get("inner"), value.get("outer")
    if not (_whole(end) and end in (-1, LEFT, RIGHT) and _whole(inner) and _whole(outer)):
        raise ValueError(f"{what} needs end (-1, 0 or 1), inner and outer")
    if {inner, outer} != {t.low, t.high} and not (t.is_double and inner == outer == t.low):
        raise ValueError(f"{what}: inner and outer must be the halves of {t}")
    return Placement(t, end, inner, outer)


def _move(value: object, what: str, players: int) -> PublicMove:
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be an object")
    seat = _seat(value, "seat", players)
    before = _pair(value.get("ends_before"), f"{what}.ends_before")
    if "play" in value:
        end = value.get("end")
        if not (_whole(end) and end in (-1, LEFT, RIGHT)):
            raise ValueError(f"{what}.end must be -1, 0 or 1")
        return PublicMove(seat, "play", _tile(value["play"], what), end, before)
    for kind in ("draw", "pass"):
        if value.get(kind) is True:
            return PublicMove(seat, kind, None, None, before)
    raise ValueError(f"{what} has one of play, draw or pass")
