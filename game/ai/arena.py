"""Duplicate-deal tournaments between two kinds of player, and their statistics.

Every deal is played once per seating (two players: A then B in seat 0; three or four:
A in each seat in turn against B everywhere else; partners: A's pair then B's pair on
seats 0 and 2), so the luck of the deal cancels out. Deals and every player's random
numbers come from ``seed`` and the deal's number alone, so a run can be repeated exactly
and split over processes in any way.
"""

from __future__ import annotations

import contextlib
import math
import multiprocessing
import os
import random
import signal
import statistics
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, TextIO

from game.ai.characters import make_character_player
from game.ai.hard import CheatPlayer
from game.ai.players import KINDS, Player, make_player
from game.ai.styles import checked_style
from game.domain.roster import CHARACTERS
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import Rules, rules_for
from game.engine.scoring import HandResult
from game.engine.state import HandState, apply

CHEAT = "cheat"
MAX_MATCH_HANDS = 500  # a match still open after this many hands counts as a tie


def arena_kinds() -> tuple[str, ...]:
    """Everything the arena can seat: the player kinds, the named characters, and the cheat."""
    return (*KINDS, CHEAT, *(c.id for c in CHARACTERS))


@dataclass(frozen=True)
class ArenaConfig:
    """One tournament: the rules, the two kinds of player, how many deals (or matches), the seed."""

    rules: str = "classic"
    players: int = 2
    a: str = "hard"
    b: str = "greedy"
    deals: int = 100
    matches: int = 0  # > 0: play whole matches instead of single deals
    target: int | None = None  # matches: None means the preset's usual target
    seed: int = 0
    budget: float | None = None  # Hard's (and the cheat's) seconds per decision
    workers: int = 2  # processes; never more than the CPUs (see ``worker_count``)

    @property
    def preset(self) -> Rules:
        return rules_for(self.rules)


@dataclass
class Played:
    """One deal (or one match) played under every seating, from A's point of view."""

    index: int
    results: list[str] = field(default_factory=list)  # "won", "lost" or "tied" per seating
    margins: list[float] = field(default_factory=list)  # A's points minus the others' mean, per hand
    times: list[float] = field(default_factory=list)  # A's decisions that had a choice, seconds
    cpu_times: list[float] = field(default_factory=list)  # the same decisions' CPU time
    hands: int = 0


class _Cheater:
    """Adapts the cheat (which reads the state) to the arena's seat interface."""

    def __init__(self, **style: float) -> None:
        self.cheat = CheatPlayer(**style)  # type: ignore[arg-type]


Seat = Player | _Cheater


def build_player(name: str, budget: float | None) -> Seat:
    """A seat from a name: a kind, ``cheat`` or a character id; a kind may carry a style
    for tuning, as in ``easy:slip=0.3`` or ``hard:epsilon=0.2,win_weight=2``, every value
    checked (:func:`checked_style`)."""
    kind, _, spec = name.partition(":")
    style: dict[str, float] = {}
    for item in filter(None, spec.split(",")):
        key, _, value = item.partition("=")
        try:
            style[key] = float(value)
        except ValueError:
            raise ValueError(f"bad style {item!r} in {name!r} (expected key=number)") from None
    if kind in ("hard", CHEAT) and budget is not None:
        style.setdefault("budget", budget)
    if kind == CHEAT:
        return _Cheater(**checked_style(kind, style))
    if kind in KINDS:
        return make_player(kind, **checked_style(kind, style))
    if any(c.id == kind for c in CHARACTERS) and not style:
        return make_character_player(kind)
    raise ValueError(f"unknown player {name!r} (known: {', '.join(arena_kinds())})")


def seatings(rules: Rules, players: int) -> list[tuple[bool, ...]]:
    """Per seating, whether each seat is A's."""
    if rules.pairs:
        return [(True, False, True, False), (False, True, False, True)]
    return [tuple(seat == k for seat in range(players)) for k in range(players)]


def play_hand(
    state: HandState,
    seats: Sequence[Seat],
    rngs: list[random.Random],
    timed: tuple[bool, ...],
    played: Played,
) -> HandResult:
    """Play one hand to its end through the validating engine; time the ``timed`` seats
    (wall clock, and CPU time, which a busy shared machine does not inflate as much)."""
    while state.result is None:
        seat = state.turn
        player = seats[seat]
        started, cpu = time.perf_counter(), time.thread_time()
        if isinstance(player, _Cheater):
            action = player.cheat.choose_seeing_all(state, rngs[seat])
            choice = True
        else:
            obs = observe(state, seat)
            action = player.choose(obs, rngs[seat])
            choice = len(obs.legal) > 1
        if timed[seat] and choice:
            played.times.append(time.perf_counter() - started)
            played.cpu_times.append(time.thread_time() - cpu)
        state = apply(state, action)
    return state.result


def _a_view(rules: Rules, result: HandResult, a_unit: int) -> tuple[str, float]:
    points = result.points
    others = (sum(points) - points[a_unit]) / (len(points) - 1)
    margin = points[a_unit] - others
    if rules.lowest_wins:
        margin = -margin
    if result.winner is None:
        return "tied", margin
    return ("won" if result.winner == a_unit else "lost"), margin


def play_deal(config: ArenaConfig, index: int) -> Played:
    rules = config.preset
    a, b = build_player(config.a, config.budget), build_player(config.b, config.budget)
    played = Played(index)
    for k, is_a in enumerate(seatings(rules, config.players)):
        state = Match.new(rules, config.players).start_hand(random.Random(f"deal:{config.seed}:{index}"))
        seats = [a if mine else b for mine in is_a]
        rngs = [random.Random(f"play:{config.seed}:{index}:{k}:{seat}") for seat in range(config.players)]
        result = play_hand(state, seats, rngs, is_a, played)
        outcome, margin = _a_view(rules, result, rules.unit_of(is_a.index(True)))
        played.results.append(outcome)
        played.margins.append(margin)
        played.hands += 1
    return played


def play_match(config: ArenaConfig, index: int) -> Played:
    rules = config.preset
    a, b = build_player(config.a, config.budget), build_player(config.b, config.budget)
    target = config.target or rules.default_target(config.players)
    played = Played(index)
    for k, is_a in enumerate(seatings(rules, config.players)):
        a_unit = rules.unit_of(is_a.index(True))
        match = Match.new(rules, config.players, target)
        deals = random.Random(f"match:{config.seed}:{index}")
        seats = [a if mine else b for mine in is_a]
        rngs = [random.Random(f"play:{config.seed}:{index}:{k}:{seat}") for seat in range(config.players)]
        while not match.over and len(match.results) < MAX_MATCH_HANDS:
            state = match.start_hand(deals)
            result = play_hand(state, seats, rngs, is_a, played)
            played.margins.append(_a_view(rules, result, a_unit)[1])
            played.hands += 1
            match = match.after_hand(result, state.starter)
        if match.winner is None:
            played.results.append("tied")
        else:
            played.results.append("won" if match.winner == a_unit else "lost")
    return played


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _spread(seconds: list[float]) -> dict[str, float]:
    if not seconds:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "median": 1000 * statistics.median(seconds),
        "p95": 1000 * _percentile(seconds, 0.95),
        "max": 1000 * max(seconds),
    }


def summarize(config: ArenaConfig, played: list[Played], elapsed: float) -> dict[str, Any]:
    """The figures the arena prints, as one JSON-able dict."""
    results = [r for p in played for r in p.results]
    won, lost, tied = (results.count(k) for k in ("won", "lost", "tied"))
    per_unit = [(p.results.count("won") + 0.5 * p.results.count("tied")) / len(p.results) for p in played]
    score = statistics.fmean(per_unit) if per_unit else 0.0
    spread = statistics.stdev(per_unit) if len(per_unit) > 1 else 0.0
    half = 1.96 * spread / math.sqrt(len(per_unit)) if per_unit else 0.0
    margins = [m for p in played for m in p.margins]
    times = [t for p in played for t in p.times]
    cpu_times = [t for p in played for t in p.cpu_times]
    mode = "matches" if config.matches else "deals"
    return {
        "rules": config.rules,
        "players": config.players,
        "a": config.a,
        "b": config.b,
        "mode": mode,
        mode: len(played),
        "target": (config.target or config.preset.default_target(config.players)) if config.matches else None,
        "seed": config.seed,
        "budget": config.budget,
        "workers": config.workers,
        "played": len(results),
        "hands": sum(p.hands for p in played),
        "won": won,
        "lost": lost,
        "tied": tied,
        "won_share": won / len(results) if results else 0.0,
        "score": score,
        "score_ci95": [max(0.0, score - half), min(1.0, score + half)],
        "mean_margin": statistics.fmean(margins) if margins else 0.0,
        "decisions": len(times),
        "decision_ms": _spread(times),
        "decision_cpu_ms": _spread(cpu_times),
        "elapsed_s": elapsed,
    }


def run_arena(config: ArenaConfig, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    config.preset.check_players(config.players)
    for kind in (config.a, config.b):
        build_player(kind, config.budget)  # fail early on a bad name
    count = config.matches or config.deals
    config = replace(config, workers=worker_count(config.workers))
    task = partial(play_match if config.matches else play_deal, config)
    started = time.perf_counter()
    played: list[Played] = []
    for done, item in enumerate(_map(task, count, config.workers), start=1):
        played.append(item)
        if progress is not None:
            progress(done, count)
    played.sort(key=lambda p: p.index)
    return summarize(config, played, time.perf_counter() - started)


def worker_count(asked: int) -> int:
    """``asked`` worker processes, but at least one and no more than this machine's CPUs."""
    return max(1, min(asked, os.cpu_count() or 1))


def _map(task: Callable[[int], Played], count: int, workers: int) -> Iterator[Played]:
    if workers <= 1 or count <= 1:
        yield from map(task, range(count))
        return
    with contextlib.ExitStack() as stack:  # a Ctrl-C let through as the pool comes up stops the pool
        with _ctrl_c_held():
            pool = stack.enter_context(multiprocessing.get_context("spawn").Pool(workers, initializer=_ignore_ctrl_c))
        yield from pool.imap_unordered(task, range(count))


@contextlib.contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Workers leave Ctrl-C (sent by the terminal to every process) to the parent, which stops the
    pool: one quiet exit instead of a traceback per worker. Born while the parent ignores it, a
    POSIX worker ignores it from its first import (a new program keeps an ignore, but not a blocked
    signal); the initializer does it on Windows. The parent blocks it as well meanwhile: a blocked
    signal is kept, not ignored (on Linux), and comes once the parent's handler is back, as the pool
    is up; ignored alone, a Ctrl-C pressed while the workers started was lost and the arena played on.
    The pool's threads, started meanwhile, keep it blocked and leave it to the main thread."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    mask = getattr(signal, "pthread_sigmask", None)  # POSIX only
    if mask is not None:
        mask(signal.SIG_BLOCK, {signal.SIGINT})
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if mask is not None:
            mask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _ignore_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class ProgressBar:
    """A one-line bar on a terminal stream (stderr), redrawn in place."""

    def __init__(self, stream: TextIO = sys.stderr, width: int = 30, every: float = 0.5) -> None:
        self.stream = stream
        self.width = width
        self.every = every
        self.started = time.perf_counter()
        self.shown = -every

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done < total and now - self.shown < self.every:
            return
        self.shown = now
        filled = self.width * done // total
        elapsed = now - self.started
        left = elapsed / done * (total - done)
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total}  {elapsed:5.0f}s elapsed, ~{left:4.0f}s left")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def report(summary: dict[str, Any]) -> str:
    """The summary as a few lines of text."""
    s = summary
    ms, cpu = s["decision_ms"], s["decision_cpu_ms"]
    lo, hi = s["score_ci95"]
    mode = s["mode"]
    unit = "matches" if mode == "matches" else "hands"
    played = f"{s['played']} matches, {s['hands']} hands" if unit == "matches" else f"{s['played']} hands"
    lines = [
        f"{s['a']} (A) vs {s['b']} (B): {s['rules']}, {s['players']} players, "
        f"{s[mode]} {mode} played in every seating ({played})",
        f"{unit} won/lost/tied by A: {s['won']}/{s['lost']}/{s['tied']} ({100 * s['won_share']:.1f}% won)",
        f"A's score: {s['score']:.3f} (95% CI {lo:.3f}-{hi:.3f}; wins count 1, ties 1/2)",
        f"mean point margin per hand for A: {s['mean_margin']:+.2f}",
        f"A's decision time over {s['decisions']} decisions with a choice: "
        f"median {ms['median']:.1f} ms, p95 {ms['p95']:.1f} ms, max {ms['max']:.1f} ms "
        f"(CPU time: median {cpu['median']:.1f} ms, p95 {cpu['p95']:.1f} ms, max {cpu['max']:.1f} ms)",
    ]
    return "\n".join(lines)
