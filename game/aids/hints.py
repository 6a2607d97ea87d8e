"""Hints: the Hard player's move for the human, with a reason a player can learn from.

The move comes from the Hard search itself, asked to keep its tally (every candidate's value
in every sampled deal, not only the winner), so the hint can say how the chosen move
compared with the runner-up over the deals the computer imagined.
The reason names the facts of the position that set the move apart from the runner-up:
numbers an opponent has shown it lacks (from :mod:`game.ai.inference`), numbers that are
all out, pips shed, a double placed while it can be.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.hard import DEFAULT_BUDGET, HardPlayer
from game.ai.inference import infer
from game.engine.actions import Action, Draw, Pass, Play
from game.engine.observe import Observation, PublicMove
from game.engine.tiles import Tile
from game.i18n import _, pgettext

HEAVY = 8  # pips from which shedding a tile is worth saying


@dataclass(frozen=True)
class Comparison:
    """How the chosen move fared against the runner-up over the deals the search tried."""

    runner_up: Action
    deals: int
    ahead: float  # share of deals (by weight) where the chosen move did better
    behind: float  # ... and worse


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str  # one line: the move and why
    evidence: str = ""  # the search's figures, for who wants them
    comparison: Comparison | None = field(default=None, compare=False)


class Advisor:
    """Asks a Hard player for the human's move; ``clock=False`` and ``max_worlds`` make it repeatable."""

    def __init__(self, budget: float = DEFAULT_BUDGET, clock: bool = True, max_worlds: int = 100_000) -> None:
        self.player = HardPlayer(budget=budget, clock=clock, max_worlds=max_worlds)
        self.search = self.player.search
        self.search.tally = []

    def advise(self, obs: Observation, names: Sequence[str], rng: random.Random) -> Hint:
        if not obs.legal:
            raise ValueError("a hint needs a position where the player is to move")
        action = self.player.choose(obs, rng)
        comparison = self._compare(action)
        return explain(obs, action, comparison, names)

    def _compare(self, action: Action) -> Comparison | None:
        legal, pairs = self.search.tallied, self.search.tally or []
        if len(legal) < 2 or not pairs or action not in legal:
            return None  # a forced move: the search was not asked
        best = legal.index(action)
        totals = [sum(w * row[k] for w, row in pairs) for k in range(len(legal))]
        runner = max((k for k in range(len(totals)) if k != best), key=lambda k: totals[k])
        weight = sum(w for w, _ in pairs) or 1.0
        ahead = sum(w for w, row in pairs if row[best] > row[runner] + 1e-9) / weight
        behind = sum(w for w, row in pairs if row[best] < row[runner] - 1e-9) / weight
        return Comparison(legal[runner], len(pairs), ahead, behind)


# -- words -------------------------------------------------------------------------------


def move_words(action: Action, obs: Observation) -> str:
    if isinstance(action, Draw):
        return pgettext("action", "Draw")
    if isinstance(action, Pass):
        return pgettext("action", "Pass")
    assert isinstance(action, Play)
    tile, ends = action.tile, obs.ends
    if ends is not None and ends[0] != ends[1] and tile.has(ends[0]) and tile.has(ends[1]):
        return _("Play {tile} on the {n}").format(tile=str(tile), n=ends[action.end])
    return _("Play {tile}").format(tile=str(tile))


def short_words(action: Action) -> str:
    """The runner-up, named briefly: its tile, or drawing / passing."""
    if isinstance(action, Play):
        return str(action.tile)
    return _("drawing") if isinstance(action, Draw) else _("passing")


def _new_ends(obs: Observation, play: Play) -> tuple[int, ...]:
    """The open numbers this play creates (both of the first tile's)."""
    if obs.ends is None:
        return tuple(sorted({play.tile.low, play.tile.high}))
    return (play.tile.other(obs.ends[play.end]),)


def _how_shown(history: Sequence[PublicMove], seat: int, number: int) -> str:
    """Whether ``seat`` last showed it lacks ``number`` by drawing or by passing."""
    for move in reversed(history):
        if move.seat == seat and move.kind in ("draw", "pass") and move.ends_before and number in move.ends_before:
            return move.kind
    return "pass"


def facts(obs: Observation, action: Action, names: Sequence[str]) -> list[tuple[str, str]]:
    """(key, clause) pairs that hold for ``action``, the most telling first."""
    if not isinstance(action, Play):
        return []
    knowledge = infer(obs)
    play = action
    after = _new_ends(obs, play)
    left_in_hand = [t for t in obs.hand if t is not play.tile]
    out: list[tuple[str, str]] = []
    mine = obs.rules.unit_of(obs.seat)
    for n in after:
        if not any(t.has(n) for t in knowledge.unseen if t is not play.tile):
            if any(t.has(n) for t in left_in_hand):
                out.append((f"out{n}", _("you hold the last {n}s, so nobody else can follow").format(n=n)))
            else:
                out.append((f"out{n}", _("the {n}s are all out, so nobody can follow").format(n=n)))
    all_out = {key for key, _ in out}
    for s in knowledge.seats:
        if s.seat == obs.seat or obs.rules.unit_of(s.seat) == mine:
            continue
        for n in after:
            if n in s.lacks and f"out{n}" not in all_out:
                words = (
                    _("{name} drew on {n}")
                    if _how_shown(obs.history, s.seat, n) == "draw"
                    else _("{name} passed on {n}")
                )
                out.append((f"lacks{n}", words.format(name=names[s.seat], n=n) + _(", so cannot follow it")))
    heaviest = max((a.tile.pips for a in obs.legal if isinstance(a, Play)), default=0)
    if play.tile.pips >= HEAVY and play.tile.pips == heaviest:
        out.append(("pips", _("it gets rid of {n} pips").format(n=play.tile.pips)))
    if play.tile.is_double and obs.ends is not None:
        out.append(("double", _("a double only fits its own number: place it while you can")))
    return out


def _keep_clause(obs: Observation, kept: Tile, names: Sequence[str]) -> str | None:
    """Why holding on to ``kept`` is good: an opponent has shown it lacks one of its numbers."""
    knowledge = infer(obs)
    mine = obs.rules.unit_of(obs.seat)
    for s in knowledge.seats:
        if s.seat == obs.seat or obs.rules.unit_of(s.seat) == mine:
            continue
        for n in (kept.high, kept.low):
            if n in s.lacks:
                how = _how_shown(obs.history, s.seat, n)
                words = _("{name} drew on {n}") if how == "draw" else _("{name} passed on {n}")
                return _("keep {tile} for later: {shown}").format(
                    tile=str(kept), shown=words.format(name=names[s.seat], n=n)
                )
    return None


def explain(obs: Observation, action: Action, comparison: Comparison | None, names: Sequence[str]) -> Hint:
    """The hint's words for ``action``: facts that set it apart from the runner-up first."""
    move = move_words(action, obs)
    if len(obs.legal) == 1:
        if isinstance(action, Draw):
            return Hint(action, _("{move}: nothing in your hand fits").format(move=move))
        if isinstance(action, Pass):
            return Hint(action, _("{move}: nothing fits and nothing can be drawn").format(move=move))
        return Hint(action, _("{move}: it is your only move").format(move=move))
    mine = facts(obs, action, names)
    clauses: list[str] = []
    if comparison is not None:
        theirs = {key for key, _ in facts(obs, comparison.runner_up, names)}
        clauses = [clause for key, clause in mine if key not in theirs]
        runner = comparison.runner_up
        if (
            not clauses
            and isinstance(runner, Play)
            and (not isinstance(action, Play) or runner.tile is not action.tile)
        ):
            keep = _keep_clause(obs, runner.tile, names)
            clauses = [keep] if keep else []
    if not clauses:
        clauses = [clause for _, clause in mine]
    evidence = ""
    if comparison is not None:
        evidence = _("Tried on {deals} deals: ahead of {other} in {ahead}%, behind in {behind}%").format(
            deals=comparison.deals,
            other=short_words(comparison.runner_up),
            ahead=round(100 * comparison.ahead),
            behind=round(100 * comparison.behind),
        )
    if clauses:
        reason = (
            clauses[0] if len(clauses) == 1 else _("{first}, and {second}").format(first=clauses[0], second=clauses[1])
        )
    elif comparison is not None and comparison.ahead > comparison.behind:
        reason = _("it did better than {other} in more of the deals the computer tried").format(
            other=short_words(comparison.runner_up)
        )
    else:
        reason = _("the moves are close; this one did best on average")
    return Hint(action, _("{move}: {reason}").format(move=move, reason=reason), evidence, comparison)
