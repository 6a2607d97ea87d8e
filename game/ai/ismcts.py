"""Information-set Monte Carlo tree search (single observer), for Hard.

PIMC (:class:`game.ai.hard.Search`) values each action in each sampled world as if every
hand were visible from then on, and plays the rest of the hand with the fast rollout policy.
Here one tree is grown over the *moves as the viewer sees them* (a draw is one move whatever
its tile), shared by every sampled world: each iteration samples a world, walks down the tree
choosing by UCB among the moves legal in that world (a move is judged only against the
iterations in which it was available), adds one node, plays the rest out with the rollout
policy, and backs the result up, each node scored for the side that made its move. So a
later decision of the viewer is one choice for every world it cannot tell apart (no strategy
fusion), and its reply to what the opponents do is searched instead of left to the rollout.

Sampled worlds come weighted (how well they explain the opponents' plays); they are drawn in
small batches and each iteration picks one from its batch in proportion to its weight.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Final

from game.ai.objective import Objective
from game.ai.world import HEAVY, Judgement, World, heavy_policy, noise, rollout
from game.engine.actions import Action
from game.engine.kernel import move_of

BATCH: Final = 16  # worlds sampled at once; each iteration uses one of them, picked by weight
EXPLORE: Final = 0.7  # UCB's exploration, in spreads of the values seen


class Node:
    """One information set's edge statistics: visits, summed value for the side that moved
    into it, and how often it was available when its parent was visited."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 0


class TreeSearch:
    """Grows one tree for one decision; ``work`` counts what it cost (see ``game.ai.hard``)."""

    def __init__(
        self,
        legal: Sequence[Action],
        sample: Callable[[random.Random], tuple[World, float]],
        objective: Objective,
        epsilon: float,
        rng: random.Random,
        judgement: Judgement = HEAVY,
        others_by_policy: bool = False,
    ) -> None:
        self.moves = [move_of(action) for action in legal]
        self.sample = sample
        self.objective = objective
        self.epsilon = epsilon
        self.judgement = judgement
        self.others_by_policy = others_by_policy
        self.rng = rng
        self.root = Node()
        self.batch: list[World] = []
        self.cumulative: list[float] = []
        self.worlds = 0
        self.steps = 0  # moves made, in the tree and in rollouts
        self.tree_steps = 0  # of which in the tree
        self.iterations = 0
        # Running spread of the values backed up, to scale exploration to the objective.
        self._sum = 0.0
        self._squares = 0.0

    def iterate(self) -> None:
        """One iteration: a sampled world, a walk down, one new node, a rollout, a backup."""
        world = self._world()
        rng = self.rng
        path: list[tuple[Node, int]] = []  # (node, unit that moved into it)
        node = self.root
        unit_of = world.rules.unit_of
        explore = EXPLORE * self._spread()
        moves: Sequence[int] = self.moves
        expanded = False
        luck = noise(rng)
        me = unit_of(world.turn)
        policy = heavy_policy(luck, self.epsilon, self.judgement) if self.others_by_policy else None
        while True:
            mover = unit_of(world.turn)
            children = node.children
            untried = [m for m in moves if m not in children]
            if policy is not None and mover != me and len(moves) > 1:
                move = policy(world)
                child = children.get(move)
                if child is None:
                    child = children[move] = Node()
                    expanded = True
            elif untried:
                move = untried[int(rng.random() * len(untried))]
                child = children[move] = Node()
                expanded = True
            else:
                move = _ucb(children, moves, explore)
                child = children[move]
            for m in moves:
                if m in children:
                    children[m].available += 1
            world.make(move)
            self.steps += 1
            self.tree_steps += 1
            path.append((child, mover))
            node = child
            if expanded or world.result is not None:
                break
            moves = world.moves()
        if world.result is None:
            self.steps += rollout(world, luck, self.epsilon, judgement=self.judgement)
        assert world.result is not None
        values = self.objective.values(world.result)
        for visited, unit in path:
            visited.visits += 1
            visited.total += values[unit]
        root_value = values[path[0][1]]
        self._sum += root_value
        self._squares += root_value * root_value
        self.iterations += 1

    def choice(self) -> int:
        """Index (in ``legal``) of the root move visited most (the better mean breaks ties)."""
        best, best_key = 0, (-1, -math.inf)
        for k, move in enumerate(self.moves):
            child = self.root.children.get(move)
            key = (0, -math.inf) if child is None else (child.visits, child.total / max(child.visits, 1))
            if key > best_key:
                best, best_key = k, key
        return best

    def means(self) -> list[float]:
        """Every root move's mean value (0 for a move never tried)."""
        out = []
        for move in self.moves:
            child = self.root.children.get(move)
            out.append(child.total / child.visits if child is not None and child.visits else 0.0)
        return out

    def _spread(self) -> float:
        n = self.iterations
        if n < 2:
            return 1.0
        mean = self._sum / n
        return max(math.sqrt(max(self._squares / n - mean * mean, 0.0)), 1e-3)

    def _world(self) -> World:
        """A copy of a world from the current batch, picked by weight (a new batch when spent)."""
        if not self.batch or self.iterations % BATCH == 0:
            self.batch, self.cumulative = [], []
            total = 0.0
            for _ in range(BATCH):
                world, weight = self.sample(self.rng)
                total += weight
                self.batch.append(world)
                self.cumulative.append(total)
            self.worlds += BATCH
            if total <= 0:
                self.cumulative = [float(k + 1) for k in range(BATCH)]
        pick = self.rng.random() * self.cumulative[-1]
        lo, hi = 0, len(self.cumulative) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if self.cumulative[mid] > pick:
                hi = mid
            else:
                lo = mid + 1
        return self.batch[lo].copy()


def _ucb(children: dict[int, Node], moves: Sequence[int], explore: float) -> int:
    best, best_score = moves[0], -math.inf
    for move in moves:
        child = children[move]
        score = child.total / child.visits + explore * math.sqrt(math.log(child.available + 1) / child.visits)
        if score > best_score:
            best, best_score = move, score
    return best
