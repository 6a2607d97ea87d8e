"""The two yardsticks every other player is measured against."""

from __future__ import annotations

import random

from game.engine.actions import Action, Play
from game.engine.observe import Observation


class RandomPlayer:
    """Any legal action, uniformly."""

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return obs.legal[int(rng.random() * len(obs.legal))]


class GreedyPlayer:
    """The heaviest playable tile (the first of equals); draws or passes only when it must."""

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        best: Action | None = None
        for action in obs.legal:
            if isinstance(action, Play) and (not isinstance(best, Play) or action.tile.pips > best.tile.pips):
                best = action
        return best if best is not None else obs.legal[0]
