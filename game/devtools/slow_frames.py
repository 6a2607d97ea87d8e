"""Which frames of ``make bench``'s table script make its p99, and why (#25).

``python -m game.devtools.slow_frames --size 3840x2160 --runs 2 --slowest 30 --profile 3`` plays
the script ``runs`` times and keeps each frame's least main-thread CPU time over them (the frame's
own cost, with less of the other jobs' on a shared machine: the script draws the same at the same
frames every run); prints that's median and p99, each kind of frame's count, median and p95, the
slowest frames with their kind, and, with ``--profile P``, the functions that took the most of the
P slowest, profiled in one more run. Compare two commits back to back with it (a worktree each).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import statistics
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from game.bench import size
from game.devtools import bench_frames
from game.devtools.bench_frames import Timings, p99


@dataclass
class Profiled(Timings):
    """Timings that also profile the frames numbered in ``wanted`` and keep their reports."""

    wanted: frozenset[int] = frozenset()
    reports: dict[int, str] = field(default_factory=dict)

    @contextmanager
    def frame(self) -> Iterator[None]:
        number = len(self.cpu)
        if number not in self.wanted:
            with super().frame():
                yield
            return
        profile = cProfile.Profile()
        with super().frame():
            profile.enable()
            yield
            profile.disable()
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(15)
        self.reports[number] = out.getvalue()


def least(runs: list[list[float]]) -> list[float]:
    """Each frame's least time over ``runs``."""
    return [min(times) for times in zip(*runs, strict=True)]


def by_kind(times: list[float], kinds: list[str]) -> str:
    """Each kind of frame's count, median and p95 of ``times``."""
    grouped: dict[str, list[float]] = defaultdict(list)
    for ms, kind in zip(times, kinds, strict=True):
        grouped[kind].append(ms)
    return "; ".join(
        f"{kind} {len(ms)}: median {statistics.median(ms):.1f}, p95 {sorted(ms)[int(0.95 * len(ms))]:.1f}"
        for kind, ms in sorted(grouped.items())
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m game.devtools.slow_frames", description="The bench script's slowest frames."
    )
    parser.add_argument("--size", type=size, default=(3840, 2160))
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--slowest", type=int, default=30)
    parser.add_argument("--profile", type=int, default=0, metavar="P")
    args = parser.parse_args(argv)
    moves = bench_frames.record()
    runs = []
    for _ in range(args.runs):
        work, timings = bench_frames.play(args.size, moves)
        runs.append(timings.cpu)
    times = least(runs)
    (width, height), median = args.size, statistics.median(times)
    print(f"{width}x{height}, least CPU of {args.runs} runs: median {median:.2f} ms, p99 {p99(times):.2f} ms")
    print(by_kind(times, work.kinds))
    slowest = sorted(range(len(times)), key=lambda n: -times[n])
    print(" ".join(f"{n}:{times[n]:.1f}({work.kinds[n]})" for n in slowest[: args.slowest]))
    if args.profile:
        profiled = Profiled(wanted=frozenset(slowest[: args.profile]))
        bench_frames.play(args.size, moves, profiled)
        for number, report in sorted(profiled.reports.items()):
            print(f"-- frame {number} ({work.kinds[number]}), {profiled.cpu[number]:.1f} ms profiled --")
            print(report[report.index("ncalls") :].rstrip())


if __name__ == "__main__":
    main()
