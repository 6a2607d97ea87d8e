"""``python -m game arena``: the command line of the arena (the lead wires it into ``game``).

Until then: ``python -m game.ai.arena_cli --rules classic --a hard --b greedy --deals 100``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from game.ai.arena import ArenaConfig, ProgressBar, arena_kinds, report, run_arena, worker_count
from game.ai.hard import MAX_THINK
from game.ai.objective import MAX_TARGET
from game.engine.errors import RulesError
from game.engine.rules import PRESETS


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"budget must be seconds, e.g. 0.2, not {text!r}") from None
    if not 0 < value <= MAX_THINK:
        raise argparse.ArgumentTypeError(f"budget must be above 0 and at most {MAX_THINK} seconds")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


MAX_DEALS = 100_000  # Hard takes about 5 s a deal per core: beyond this a run would go on for weeks


def _runs(text: str) -> int:
    value = _positive(text)
    if value > MAX_DEALS:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_DEALS}, not {value}")
    return value


def _target(text: str) -> int:
    value = _positive(text)
    if value > MAX_TARGET:
        raise argparse.ArgumentTypeError(f"must be at most {MAX_TARGET} (the match model's limit)")
    return value


def _workers(text: str) -> int:
    value, cpus = _positive(text), worker_count(sys.maxsize)
    if value > cpus:
        raise argparse.ArgumentTypeError(f"at most {cpus}, the number of CPUs here")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    kinds = arena_kinds()
    parser.add_argument("--rules", choices=sorted(PRESETS), default="classic", help="preset (default classic)")
    parser.add_argument(
        "--players", type=int, choices=(2, 3, 4), default=None, help="player count (default: 2, partners 4)"
    )
    names = ", ".join(kinds)
    parser.add_argument("--a", default="hard", help=f"the player measured: {names} (default hard)")
    parser.add_argument("--b", default="greedy", help="its opponent(s), as --a (default greedy)")
    parser.add_argument("--deals", type=_runs, default=100, help="deals, each played in every seating")
    parser.add_argument("--matches", type=_runs, default=None, help="play this many whole matches instead")
    parser.add_argument("--target", type=_target, default=None, help="match target (default: the preset's)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and the players (default 0)")
    parser.add_argument("--budget", type=_budget, default=None, help="Hard's seconds per decision (default 0.2)")
    parser.add_argument(
        "--workers", type=_workers, default=2, help="processes to play in (default 2, at most the CPUs)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")


def run(args: argparse.Namespace) -> int:
    config = ArenaConfig(
        rules=args.rules,
        players=args.players or PRESETS[args.rules].players[0],
        a=args.a,
        b=args.b,
        deals=args.deals,
        matches=args.matches or 0,
        target=args.target,
        seed=args.seed,
        budget=args.budget,
        workers=args.workers,
    )
    bar = ProgressBar(sys.stderr) if sys.stderr.isatty() else None
    try:
        summary = run_arena(config, bar)
    except (RulesError, ValueError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else report(summary))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="arena", description="Duplicate-deal matches between computer players.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
