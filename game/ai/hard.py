"""Hard: perfect-information Monte Carlo over the tiles it cannot see.

For one decision: infer what each opponent cannot hold, sample deals consistent with it,
weigh each deal by how well it explains the tiles the opponents chose to lay
(:mod:`game.ai.reading`), and in every sampled world play each legal action out (the same
world and the same random numbers for every action, so the comparison is fair), or solve
it exactly when the boneyard is spent and few tiles remain. The action with the best
weighted mean value wins; values come from :class:`Objective`, so near a match target it
plays for the match, in All Fives it counts the points scored on the way, under penalty
rules it keeps its own pips low, and with partners it plays for the pair.

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
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from game.ai.endgame import OutOfWork, Solver, is_endgame
from game.ai.inference import infer
from game.ai.objective import Objective
from game.ai.reading import PlayReader
from game.ai.sampler import Sampler
from game.ai.world import World, noise, rollout, world_of
from game.engine.actions import Action
from game.engine.kernel import move_of
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


class _Goal(NamedTuple):
    """One decision: the actions to compare, and whose value of the outcome."""

    legal: Sequence[Action]
    objective: Objective
    unit: int


class Search:
    """The PIMC loop, shared by Hard (sampled worlds) and Cheat (the true one)."""

    def __init__(
        self,
        budget: float = DEFAULT_BUDGET,
        epsilon: float = 0.25,
        max_worlds: int = 100_000,
        *,
        clock: bool = True,
        endgame: int | None = None,
    ) -> None:
        if budget <= 0:
            raise ValueError("a thinking budget must be positive")
        self.budget = min(budget, MAX_THINK)
        self.epsilon = epsilon
        self.max_worlds = int(max_worlds)
        self.clock = bool(clock)
        self.endgame = None if endgame is None else int(endgame)
        # Set to a list to keep, per sampled world, its weight and every action's value (in
        # the order of ``tallied``); each ``best`` call refills it. Hints explain from it.
        self.tally: list[tuple[float, list[float]]] | None = None
        self.tallied: tuple[Action, ...] = ()

    def best(
        self,
        legal: Sequence[Action],
        sample: Callable[[random.Random], tuple[World, float]],
        objective: Objective,
        unit: int,
        rng: random.Random,
    ) -> Action:
        """The action with the best weighted mean value over sampled ``(world, weight)``."""
        started = time.perf_counter()
        deadline = started + self.budget if self.clock else None
        quota = self.budget * WORK_PER_SECOND
        totals = [0.0] * len(legal)
        work = 0.0
        goal = _Goal(legal, objective, unit)
        if self.tally is not None:
            self.tally, self.tallied = [], tuple(legal)
        for done in range(self.max_worlds):
            world, weight = sample(rng)
            work += WORLD_COST
            luck = noise(rng)
            try:
                values, cost = self._evaluate(world, goal, luck, (quota - work, deadline))
            except OutOfWork:
                if done:
                    break
                values, cost = self._evaluate(world, goal, luck, None)  # too big to solve
            work += cost
            if self.tally is not None:
                self.tally.append((weight, values))
            for k, value in enumerate(values):
                totals[k] += weight * value
            if work >= quota or (deadline is not None and time.perf_counter() > deadline):
                break
        best = 0
        for k in range(1, len(legal)):
            if totals[k] > totals[best]:
                best = k
        return legal[best]

    def _evaluate(
        self, world: World, goal: _Goal, luck: list[float], allowance: tuple[float, float | None] | None
    ) -> tuple[list[float], float]:
        """Every action's value in one world, and the work it took; ``allowance`` (work
        left, deadline) lets an endgame be solved exactly, None means playouts only."""
        legal, objective, unit = goal
        solver = None
        if allowance is not None and world.left >= 0 and is_endgame(world, self.endgame):
            left, deadline = allowance
            solver = Solver(objective, max(left, 0) / SOLVER_NODE_COST, deadline)
        values = []
        work = 0.0
        for action in legal:
            child = world.copy()
            child.make(move_of(action))
            if child.result is None and solver is not None:
                values.append(solver.solve(child)[unit])
                continue
            if child.result is None:
                work += ROLLOUT_COST + STEP_COST * rollout(child, luck, self.epsilon)
            assert child.result is not None
            values.append(objective.value(child.result, unit))
        if solver is not None:
            work += solver.nodes * SOLVER_NODE_COST
        return values, work


@dataclass(eq=False)  # a player is itself, not its style
class HardPlayer:
    """The strongest player: sees only its observation, thinks within ``budget`` seconds.

    Style: ``win_weight`` (a won hand against each point of margin), ``lean`` (how strongly
    it assumes opponents prefer heavy tiles), ``epsilon`` (randomness of its playouts),
    ``endgame`` (tiles left from which it solves exactly); ``max_worlds`` and ``clock=False``
    make it count work only, for repeatable tests and measurements.
    """

    budget: float = DEFAULT_BUDGET
    win_weight: float = 1.0
    epsilon: float = 0.25
    max_worlds: int = 100_000
    clock: bool = True
    lean: float = 1.0
    endgame: int | None = None
    search: Search = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.search = Search(self.budget, self.epsilon, self.max_worlds, clock=self.clock, endgame=self.endgame)

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        legal = obs.legal
        if len(legal) == 1:
            return legal[0]
        objective = Objective(obs.rules, obs.players, obs.scores, obs.target, self.win_weight)
        sample = world_sampler(obs, self.lean)
        return self.search.best(legal, sample, objective, obs.rules.unit_of(obs.seat), rng)


def world_sampler(obs: Observation, lean: float = 1.0) -> Callable[[random.Random], tuple[World, float]]:
    """Worlds that fit everything ``obs`` has seen, weighted by how well they explain the
    opponents' plays: what Hard searches, and what the hand review grades with."""
    sampler = Sampler(infer(obs))
    reader = PlayReader(obs, lean)

    def sample(r: random.Random) -> tuple[World, float]:
        world = world_of(obs, sampler.sample(r))
        return world, reader.weight(world.hands)

    return sample


class CheatPlayer:
    """Measurement only: the same search, but it sees every hand (never offered in the game).

    It knows which tiles are face down but not their order, so its draws are still luck.
    """

    def __init__(self, budget: float = DEFAULT_BUDGET, epsilon: float = 0.25, *, clock: bool = True) -> None:
        self.search = Search(budget, epsilon, clock=clock)

    def choose_seeing_all(self, state: HandState, rng: random.Random) -> Action:
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        face_down = list(state.boneyard[state.drawn :])

        def sample(r: random.Random) -> tuple[World, float]:
            order = face_down.copy()
            r.shuffle(order)
            return state.position(tuple(order)), 1.0

        objective = Objective(state.rules, state.players, state.scores, state.target)
        return self.search.best(legal, sample, objective, state.rules.unit_of(state.turn), rng)
