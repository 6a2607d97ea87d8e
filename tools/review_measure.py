"""Is the review useful? Hard plays greedy; the review grades both seats' moves.

Over ``--hands`` two-player hands (Hard in seat 0 on even hands, seat 1 on odd ones) every
decision with a choice is graded by :class:`game.aids.review.Reviewer`; the figure is how
often greedy's moves are marked mistake or blunder against Hard's (the target: >= 3x).

    .venv/bin/python tools/review_measure.py --hands 200 --preset classic --seed 7

Measured (200 hands, classic, seed 7, 2272 s on the shared machine): greedy 137 of 799 graded
decisions mistake or worse (17.1%, 2.67 points lost on average), Hard 0 of 879 (0.0%, 0.15).
The grader is Hard's own search (another seed, a points objective), so it agrees with Hard
more than an independent judge would.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.ai.baseline import GreedyPlayer
from game.ai.hard import HardPlayer
from game.aids.review import Reviewer
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.record import record_of
from game.engine.rules import PRESETS
from game.engine.state import apply

BAD = ("mistake", "blunder")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    rules = PRESETS[args.preset]
    reviewer = Reviewer(seed=args.seed)
    graded = {"hard": 0, "greedy": 0}
    bad = {"hard": 0, "greedy": 0}
    lost = {"hard": 0.0, "greedy": 0.0}
    started = time.perf_counter()
    for index in range(args.hands):
        rng = random.Random(f"measure:{args.seed}:{index}")
        state = Match.new(rules, 2, None).start_hand(rng)
        hard_seat = index % 2
        kinds = ["hard", "greedy"] if hard_seat == 0 else ["greedy", "hard"]
        players = [HardPlayer(clock=False) if kind == "hard" else GreedyPlayer() for kind in kinds]
        while state.result is None:
            state = apply(state, players[state.turn].choose(observe(state, state.turn), rng))
        record = record_of(state)
        for seat, kind in enumerate(kinds):
            review = reviewer.review(record, seat)
            assert review is not None
            choices = [d for d in review.decisions if not d.forced]
            graded[kind] += len(choices)
            bad[kind] += sum(d.mark in BAD for d in choices)
            lost[kind] += sum(d.loss for d in choices)
        print(f"{index + 1}/{args.hands} hands, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    rates = {kind: bad[kind] / graded[kind] if graded[kind] else 0.0 for kind in graded}
    summary = {
        "hands": args.hands,
        "preset": args.preset,
        "seed": args.seed,
        "graded_decisions": graded,
        "mistakes_or_worse": bad,
        "rate": rates,
        "mean_points_lost": {kind: lost[kind] / graded[kind] if graded[kind] else 0.0 for kind in graded},
        "greedy_over_hard": rates["greedy"] / rates["hard"] if rates["hard"] else None,
        "seconds": round(time.perf_counter() - started),
    }
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
