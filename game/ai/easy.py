"""Easy: a readable rule of thumb with a personality and honest slips.

It weighs every play by what a casual player thinks about: get rid of heavy tiles, get
doubles out before they get stuck, keep a spread of numbers, keep an answer to the ends it
leaves, leave ends the next player was seen to lack, take All Fives points, and keep the
open ends low, which feels safe but suits an opponent who sheds heavy tiles first (late in
a hand such a player holds the small numbers). Now and then it slips and makes the play it
rates worst. The slips and the low ends are what make it beatable: in Classic, where luck
rules, a player who lays its heaviest tile (greedy) wins about half the hands against it,
while random play wins a little less.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.inference import lacks_from_history
from game.ai.world import doubles_at_ends
from game.engine.actions import LEFT, Action, Play
from game.engine.observe import Observation
from game.engine.scoring import fives_count


@dataclass(frozen=True, slots=True)
class EasyStyle:
    """How Easy rates a play: a weight per feature, and how often it slips."""

    heavy: float = 1.0  # per pip of the tile played
    doubles: float = 4.0  # for getting a double out
    spread: float = 1.5  # per distinct number still in hand afterwards
    follow: float = 1.0  # per tile kept that fits an end left open
    fives: float = 1.0  # per All Fives point scored
    block: float = 3.0  # per end left open that the next player has shown it lacks
    ends: float = -5.0  # per pip showing on the open ends afterwards
    slip: float = 0.3  # chance of a slip: the play it rates worst


class EasyPlayer:
    """Rates each play by its style's features, one decision at a time, and sometimes slips."""

    def __init__(self, style: EasyStyle | None = None) -> None:
        self.style = style or EasyStyle()

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        plays = [a for a in obs.legal if isinstance(a, Play)]
        if not plays:
            return obs.legal[0]  # draw when it may, else pass
        lacks = lacks_from_history(obs.rules, obs.players, obs.history)[(obs.seat + 1) % obs.players]
        values = [self.value(obs, play, lacks) for play in plays]
        if rng.random() < self.style.slip:
            # a slip: the play it would rate worst (big tiles kept "for later", ends it cannot answer)
            return plays[values.index(min(values))]
        return plays[values.index(max(values))]

    def value(self, obs: Observation, play: Play, next_lacks: set[int]) -> float:
        style = self.style
        t = play.tile
        rest = [h for h in obs.hand if h is not t]
        ends = _ends_after(obs, play)
        value = style.heavy * t.pips + style.doubles * t.is_double
        value += style.spread * len({n for h in rest for n in (h.low, h.high)})
        value += style.follow * sum(1 for h in rest if h.has(ends[0]) or h.has(ends[1]))
        value += style.block * sum(1 for n in ends if n in next_lacks)
        value += style.ends * (ends[0] + ends[1])
        if obs.rules.fives_in_play:
            value += style.fives * _fives_scored(obs, play, ends)
        return value


def _ends_after(obs: Observation, play: Play) -> tuple[int, int]:
    t = play.tile
    if obs.ends is None:
        return t.high, t.low
    left, right = obs.ends
    if play.end == LEFT:
        return t.other(left), right
    return left, t.other(right)


def _fives_scored(obs: Observation, play: Play, ends: tuple[int, int]) -> int:
    t = play.tile
    if obs.ends is None:
        count = t.pips
    else:
        at_ends = list(doubles_at_ends(obs.chain))
        at_ends[play.end] = t.is_double
        count = fives_count(ends, (at_ends[0], at_ends[1]))
    return count if count % 5 == 0 else 0
