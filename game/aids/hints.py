"""Hints: the Hard player's move for the human, with a reason a player can learn from.

The move comes from the Hard search itself, asked to keep its tally (every candidate's value
in every sampled deal, not only the winner). The reason is a player's concept
(:mod:`game.aids.concepts`: blocking, counting what an opponent has shown it lacks, a heavy
double, All Fives points, a domino next turn) chosen because it separates the hinted move
from the runner-up in the search's values; the deal counts are only the fallback, and
stay available as the hint's evidence for who wants the figures.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.hard import DEFAULT_BUDGET, HardPlayer
from game.aids.concepts import concepts, explain_gap, move_words, short_words, words
from game.engine.actions import Action, Draw, Pass
from game.engine.observe import Observation
from game.i18n import _


@dataclass(frozen=True)
class Comparison:
    """How the chosen move fared against the runner-up over the deals the search tried."""

    runner_up: Action
    deals: int
    ahead: float  # share of deals (by weight) where the chosen move did better
    behind: float  # ... and worse
    values: tuple[tuple[Action, float], ...] = ()  # every legal move's mean value


@dataclass(frozen=True)
class Hint:
    """The move the Hard player would make for the human, the reason in words, and its figures."""

    action: Action
    reason: str  # one line: the move and why
    evidence: str = ""  # the search's figures, for who wants them
    comparison: Comparison | None = field(default=None, compare=False)


class Advisor:
    """Asks a Hard player for the human's move; ``clock=False`` and ``max_worlds`` make it repeatable."""

    def __init__(self, budget: float = DEFAULT_BUDGET, *, clock: bool = True, max_worlds: int = 100_000) -> None:
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
        weight = sum(w for w, _ in pairs) or 1.0
        means = [sum(w * row[k] for w, row in pairs) / weight for k in range(len(legal))]
        runner = max((k for k in range(len(means)) if k != best), key=lambda k: means[k])
        ahead = sum(w for w, row in pairs if row[best] > row[runner] + 1e-9) / weight
        behind = sum(w for w, row in pairs if row[best] < row[runner] - 1e-9) / weight
        return Comparison(legal[runner], len(pairs), ahead, behind, tuple(zip(legal, means, strict=True)))


def explain(obs: Observation, action: Action, comparison: Comparison | None, names: Sequence[str]) -> Hint:
    """The hint's words for ``action``: the concept that sets it apart from the runner-up."""
    move = move_words(action, obs)
    if len(obs.legal) == 1:
        if isinstance(action, Draw):
            return Hint(action, _("{move}: nothing in your hand fits").format(move=move))
        if isinstance(action, Pass):
            return Hint(action, _("{move}: nothing fits and nothing can be drawn").format(move=move))
        return Hint(action, _("{move}: it is your only move").format(move=move))
    evidence = ""
    reason_words = ""
    if comparison is not None:
        evidence = _("Tried on {deals} deals: ahead of {other} in {ahead}%, behind in {behind}%").format(
            deals=comparison.deals,
            other=short_words(comparison.runner_up),
            ahead=round(100 * comparison.ahead),
            behind=round(100 * comparison.behind),
        )
        gap = explain_gap(obs, dict(comparison.values), action, comparison.runner_up) if comparison.values else None
        if gap is not None:
            reason_words = words(gap, names)
    else:
        own = concepts(obs, action)
        if own:
            reason_words = words(own[0], names)
    if not reason_words:
        if comparison is not None and comparison.ahead > comparison.behind:
            reason_words = _("it did better than {other} in more of the deals the computer tried").format(
                other=short_words(comparison.runner_up)
            )
        else:
            reason_words = _("the moves are close; this one did best on average")
    return Hint(action, _("{move}: {reason}").format(move=move, reason=reason_words), evidence, comparison)
