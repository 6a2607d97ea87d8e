"""A computer seat whose moves a test can foresee: the first legal action, every time."""

from __future__ import annotations

import random

from game.engine.actions import Action
from game.engine.observe import Observation


class FirstLegalPlayer:
    """Plays the first legal action."""

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return obs.legal[0]
