"""Hard: perfect-information Monte Carlo over the tiles it cannot see.

For one decision: infer what each opponent cannot hold, sample deals consistent with it,
and in every sampled world play each legal action out (the same world and the same random
numbers for every action, so the comparison is fair), or solve it exactly when the
boneyard is spent and few tiles remain. The action with the best mean value wins; values
come from :class:`Objective`, so near a match target it plays for the match.

Thinking time: the work done is counted (playout steps, searched positions) against a fixed
quota derived from the budget, so on an idle machine a decision does not depend on timing
and a seed repeats a game exactly; the budget itself (at most :data:`MAX_THINK`) is also a
wall-clock deadline, checked after every sampled world, so a busy machine never stalls the
table. Forced moves are answered at once.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Final

from game.ai.endgame import Solver, is_endgame
from game.ai.inference import infer
from game.ai.objective import Objective
from game.ai.sampler import HiddenDeal, Sampler
from game.ai.world import World, noise, rollout, world_of
from game.engine.actions import Action
from game.engine.observe import Observation
from game.engine.state import HandState, legal_actions

DEFAULT_BUDGET: Final = 0.2
MAX_THINK: Final = 0.5  # seconds: the table must never wait longer
# Work is counted in microseconds of an idle core of the 2-core development machine; a busy
# machine (the table drawing, other programs) is slower, hence the margin.
WORK_PER_SECOND: Final = 650_000
WORLD_COST: Final = 40  # sampling and setting up a world
ROLLOUT_COST: Final = 15  # copying, seeding and scoring one playout...
STEP_COST: Final = 1  # ...plus each of its steps
SOLVER_NODE_COST: Final = 8  # one exactly searched position


class Search:
    """The PIMC loop, shared by Hard (sampled worlds) and Cheat (the true one)."""

    def __init__(
        self,
        budget: float = DEFAULT_BUDGET,
        epsilon: float = 0.1,
        max_worlds: int = 100_000,
        clock: bool = True,
    ) -> None:
        if budget <= 0:
            raise ValueError("a thinking budget must be positive")
        self.budget = min(budget, MAX_THINK)
        self.epsilon = epsilon
        self.max_worlds = max_worlds
        self.clock = clock

    def best(
        self,
        legal: Sequence[Action],
        sample: Callable[[random.Random], World],
        objective: Objective,
        unit: int,
        rng: random.Random,
    ) -> Action:
        started = time.perf_counter()
        deadline = started + self.budget
        quota = self.budget * WORK_PER_SECOND
        totals = [0.0] * len(legal)
        work = 0
        for _ in range(self.max_worlds):
            world = sample(rng)
            work += WORLD_COST
            luck = noise(rng)
            solver = Solver(objective) if self._solvable(world, legal) else None
            for k, action in enumerate(legal):
                child = world.copy()
                child.apply(action)
                if child.result is not None:
                    totals[k] += objective.value(child.result, unit)
                elif solver is not None:
                    totals[k] += solver.solve(child)[unit]
                else:
                    work += ROLLOUT_COST + STEP_COST * rollout(child, luck, self.epsilon)
                    assert child.result is not None
                    totals[k] += objective.value(child.result, unit)
            if solver is not None:
                work += solver.nodes * SOLVER_NODE_COST
            if work >= quota or (self.clock and time.perf_counter() > deadline):
                break
        best = 0
        for k in range(1, len(legal)):
            if totals[k] > totals[best]:
                best = k
        return legal[best]

    @staticmethod
    def _solvable(world: World, legal: Sequence[Action]) -> bool:
        return world.left >= 0 and is_endgame(world)


class HardPlayer:
    """The strongest player: sees only its observation, thinks within ``budget`` seconds."""

    def __init__(
        self,
        budget: float = DEFAULT_BUDGET,
        win_weight: float = 1.0,
        epsilon: float = 0.1,
        max_worlds: int = 100_000,
        clock: bool = True,
    ) -> None:
        self.search = Search(budget, epsilon, max_worlds, clock)
        self.win_weight = win_weight

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        sampler = Sampler(infer(obs))

        def sample(r: random.Random) -> World:
            deal: HiddenDeal = sampler.sample(r)
            return world_of(obs, deal)

        objective = Objective(obs.rules, obs.players, obs.scores, obs.target, self.win_weight)
        return self.search.best(legal, sample, objective, obs.rules.unit_of(obs.seat), rng)


class CheatPlayer:
    """Measurement only: the same search, but it sees every hand (never offered in the game).

    It knows which tiles are face down but not their order, so its draws are still luck.
    """

    def __init__(self, budget: float = DEFAULT_BUDGET, epsilon: float = 0.1, clock: bool = True) -> None:
        self.search = Search(budget, epsilon, clock=clock)

    def choose_seeing_all(self, state: HandState, rng: random.Random) -> Action:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        face_down = list(state.boneyard[state.drawn :])

        def sample(r: random.Random) -> World:
            order = face_down.copy()
            r.shuffle(order)
            return World.of_state(state, tuple(order))

        objective = Objective(state.rules, state.players, state.scores, state.target)
        return self.search.best(legal, sample, objective, state.rules.unit_of(state.turn), rng)
