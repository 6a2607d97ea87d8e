"""Reasons in words: the concepts players use, read off public facts only.

A :class:`Reason` is a concept that holds for a move ("blocks", "keeps your last 5 while
Aino has shown none", "sets up a domino"...), with its numbers and the seat it names;
:func:`words` puts it in the player's language when it is shown, so a cached review can
be read in another language later. :func:`explain_gap` picks, among the concepts that
hold for the better move and not for the other, the one that best separates the good
moves from the bad in the search's own values: the concept whose moves score highest on
average against those without it. Every fact comes from the viewer's observation (tile
counting from passes and draws through :func:`game.ai.inference.infer`), never the hidden
hands.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from game.ai.inference import Knowledge, infer
from game.engine.actions import Action, Draw, Pass, Play
from game.engine.observe import Observation, PublicMove
from game.engine.tiles import Tile
from game.i18n import _, pgettext

HEAVY = 8  # pips from which shedding a tile (or a double) is worth saying

# The order in which equally telling concepts are named: the sharper idea first.
PRIORITY = (
    "domino", "block", "dead_end", "fives", "lacks_end", "keep", "double", "double_room", "suit", "follow", "pips"
)
SUIT = 2  # tiles of one number still in hand after the play that make it "your" number


@dataclass(frozen=True)
class Reason:
    """One concept that holds for a move; ``args`` are plain numbers and text (JSON-safe)."""

    kind: str
    args: Mapping[str, int | str | bool] = field(default_factory=dict)

    def key(self) -> tuple[object, ...]:
        return (self.kind, *sorted(self.args.items()))

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "args": dict(self.args)}

    @staticmethod
    def from_json(data: object) -> Reason:
        if not (isinstance(data, dict) and isinstance(data.get("kind"), str) and isinstance(data.get("args"), dict)):
            raise TypeError("a reason is an object with a kind and args")
        args = {str(k): v for k, v in data["args"].items() if isinstance(v, int | str | bool)}
        return Reason(data["kind"], args)


def new_ends(obs: Observation, play: Play) -> tuple[int, int]:
    """The two open numbers after ``play``."""
    if obs.ends is None:
        return play.tile.high, play.tile.low
    ends = list(obs.ends)
    ends[play.end] = play.tile.other(obs.ends[play.end])
    return ends[0], ends[1]


def shown_how(history: Sequence[PublicMove], seat: int, number: int) -> str:
    """Whether ``seat`` last showed it lacks ``number`` by drawing or by passing."""
    for move in reversed(history):
        if move.seat == seat and move.kind in ("draw", "pass") and move.ends_before and number in move.ends_before:
            return move.kind
    return "pass"


def _opponents(obs: Observation, knowledge: Knowledge) -> list[tuple[int, frozenset[int]]]:
    mine = obs.rules.unit_of(obs.seat)
    return [(s.seat, s.lacks) for s in knowledge.seats if obs.rules.unit_of(s.seat) != mine]


def _fives(obs: Observation, play: Play) -> int:
    """All Fives: what the ends count after ``play`` when it scores, else 0."""
    if not obs.rules.fives_in_play or obs.rules.open_hands:
        return 0
    left, right = new_ends(obs, play)
    if obs.ends is None:
        count = play.tile.pips
    else:
        doubles = [False, False]
        for placement in obs.chain:
            if placement.end == -1:
                doubles = [placement.tile.is_double] * 2
            else:
                doubles[placement.end] = placement.tile.is_double
        doubles[play.end] = play.tile.is_double
        count = left * (1 + doubles[0]) + right * (1 + doubles[1])
    return count if count and count % 5 == 0 else 0


def concepts(obs: Observation, action: Action, knowledge: Knowledge | None = None) -> list[Reason]:
    """Every concept that holds for ``action`` in the viewer's position, sharpest first."""
    if not isinstance(action, Play):
        return []
    knowledge = knowledge or infer(obs)
    tile = action.tile
    rest = [t for t in obs.hand if t is not tile]
    ends = new_ends(obs, action)
    unseen = [t for t in knowledge.unseen if t is not tile]
    out: list[Reason] = []
    if len(rest) == 1 and any(rest[0].has(n) for n in ends):
        out.append(Reason("domino", {"tile": str(rest[0])}))
    dead = [n for n in sorted(set(ends)) if not any(t.has(n) for t in unseen)]
    out.extend(_dead_numbers(obs, ends, dead, rest))
    scored = _fives(obs, action)
    if scored:
        out.append(Reason("fives", {"n": scored}))
    out.extend(_against_opponents(obs, knowledge, [n for n in ends if n not in dead], rest))
    if tile.is_double and tile.pips >= HEAVY and obs.ends is not None:
        out.append(Reason("double", {"tile": str(tile)}))
    out.extend(_own_numbers(ends, rest))
    heaviest = max((a.tile.pips for a in obs.legal if isinstance(a, Play)), default=0)
    if tile.pips >= HEAVY and tile.pips == heaviest:
        out.append(Reason("pips", {"n": tile.pips}))
    return sorted(out, key=lambda r: PRIORITY.index(r.kind))


def _dead_numbers(obs: Observation, ends: tuple[int, int], dead: Sequence[int], rest: Sequence[Tile]) -> list[Reason]:
    """A block (every number on the ends is out) or one dead end."""
    if dead and len(dead) == len(set(ends)):
        return [Reason("block", {"a": ends[0], "b": ends[1], "yours": any(t.has(n) for t in rest for n in dead)})]
    if dead and obs.ends is not None:
        return [Reason("dead_end", {"n": dead[0], "yours": any(t.has(dead[0]) for t in rest)})]
    return []


def _against_opponents(
    obs: Observation, knowledge: Knowledge, live: Sequence[int], rest: Sequence[Tile]
) -> list[Reason]:
    """Ends an opponent has shown they lack, then numbers kept because an opponent lacks them."""
    opponents = _opponents(obs, knowledge)
    out = [
        Reason("lacks_end", {"seat": seat, "n": n, "how": shown_how(obs.history, seat, n)})
        for seat, lacks in opponents
        for n in sorted(set(live))
        if n in lacks
    ]
    for seat, lacks in opponents:
        for n in sorted(lacks):
            kept = [t for t in rest if t.has(n)]
            if kept:
                out.append(Reason("keep", {"seat": seat, "n": n, "last": len(kept) == 1}))
    return out


def _own_numbers(ends: tuple[int, int], rest: Sequence[Tile]) -> list[Reason]:
    """Concepts about the player's own tiles: room for a double, a long number, both ends
    followed."""
    out = []
    for n in sorted(set(ends)):
        if any(t.is_double and t.low == n for t in rest):
            out.append(Reason("double_room", {"tile": f"{n}-{n}"}))
        count = sum(t.has(n) for t in rest)
        if count >= SUIT:
            out.append(Reason("suit", {"n": n, "count": count}))
    if ends[0] != ends[1] and all(any(t.has(n) for t in rest) for n in ends):
        out.append(Reason("follow", {"a": ends[0], "b": ends[1]}))
    return out


def explain_gap(obs: Observation, values: Mapping[Action, float], better: Action, other: Action) -> Reason | None:
    """The concept that best explains why ``better`` beats ``other`` (None: no concept does).

    A candidate holds for ``better`` and not for ``other``; its weight is how much the
    moves it holds for are worth on average over the moves it does not hold for.
    """
    knowledge = infer(obs)
    held = {action: {r.key() for r in concepts(obs, action, knowledge)} for action in values}
    theirs = held.get(other, set())
    best: tuple[float, int, Reason] | None = None
    for reason in concepts(obs, better, knowledge):
        if reason.key() in theirs:
            continue
        inside = [v for a, v in values.items() if reason.key() in held[a]]
        outside = [v for a, v in values.items() if reason.key() not in held[a]]
        gap = sum(inside) / len(inside) - sum(outside) / len(outside) if inside and outside else 0.0
        rank = (gap, -PRIORITY.index(reason.kind), reason)
        if gap > 0 and (best is None or rank[:2] > best[:2]):
            best = rank
    return None if best is None else best[2]


def _name(names: Sequence[str], seat: object) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


_Args = Mapping[str, object]


def _block_words(a: _Args, names: Sequence[str]) -> str:
    if a["a"] == a["b"]:
        if a["yours"]:
            return _("blocks: both ends show {n} and all {n}s but yours are out").format(n=a["a"])
        return _("blocks: both ends show {n} and all {n}s are out").format(n=a["a"])
    return _("blocks: the ends show {a} and {b}, and nobody else holds either").format(a=a["a"], b=a["b"])


def _dead_end_words(a: _Args, names: Sequence[str]) -> str:
    if a["yours"]:
        return _("you hold the last {n}s, so nobody else can follow").format(n=a["n"])
    return _("the {n}s are all out, so nobody can follow").format(n=a["n"])


def _lacks_end_words(a: _Args, names: Sequence[str]) -> str:
    shown = _("{name} drew on {n}") if a["how"] == "draw" else _("{name} passed on {n}")
    return shown.format(name=_name(names, a["seat"]), n=a["n"]) + _(", so cannot follow it")


def _keep_words(a: _Args, names: Sequence[str]) -> str:
    text = (
        _("keeps your last {n} while {name} has shown none")
        if a["last"]
        else _("keeps your {n}s while {name} has shown none")
    )
    return text.format(n=a["n"], name=_name(names, a["seat"]))


# How each kind of reason is said: the function takes the reason's args and the seats' names.
_WORDS: dict[str, Callable[[_Args, Sequence[str]], str]] = {
    "domino": lambda a, _names: _("sets up a domino next turn with {tile}").format(tile=a["tile"]),
    "block": _block_words,
    "dead_end": _dead_end_words,
    "fives": lambda a, _names: _("leaves {n} on the ends in All Fives").format(n=a["n"]),
    "lacks_end": _lacks_end_words,
    "keep": _keep_words,
    "double": lambda a, _names: _("plays your heavy double {tile} before it gets stuck").format(tile=a["tile"]),
    "double_room": lambda a, _names: _("opens the way for your double {tile}").format(tile=a["tile"]),
    "suit": lambda a, _names: _("plays to your strong number: you still hold {count} tiles with {n}").format(
        count=a["count"], n=a["n"]
    ),
    "follow": lambda a, _names: _("leaves ends you can follow: you still hold a {a} and a {b}").format(
        a=a["a"], b=a["b"]
    ),
    "pips": lambda a, _names: _("it gets rid of {n} pips").format(n=a["n"]),
}


def words(reason: Reason, names: Sequence[str]) -> str:
    """``reason`` as a clause in the player's language."""
    say = _WORDS.get(reason.kind)
    if say is None:
        raise ValueError(f"no words for a reason of kind {reason.kind!r}")
    return say(reason.args, names)


def short_words(action: Action) -> str:
    """A move named briefly: its tile, or drawing / passing."""
    if isinstance(action, Play):
        return str(action.tile)
    return _("drawing") if isinstance(action, Draw) else _("passing")


def move_words(action: Action, obs: Observation) -> str:
    """A move as the table's buttons and hints name it: "Play 6-4 on the 6", "Draw"."""
    if isinstance(action, Draw):
        return pgettext("action", "Draw")
    if isinstance(action, Pass):
        return pgettext("action", "Pass")
    tile, ends = action.tile, obs.ends
    if ends is not None and ends[0] != ends[1] and tile.has(ends[0]) and tile.has(ends[1]):
        return _("Play {tile} on the {n}").format(tile=str(tile), n=ends[action.end])
    return _("Play {tile}").format(tile=str(tile))

