"""``make bench``: the figures we track, printed (never asserted: these machines are noisy).

``python -m game.bench --frames`` times only the table's frame script (``bench_frames``), and
``--size 3840x2160`` (repeatable) only at the sizes given: a minute's run to compare two commits
back to back, not the whole bench's several.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from game.ai.world import heavy_policy, noise, rollout
from game.engine.kernel import Position, play_out, random_policy
from game.engine.opening import deal
from game.engine.playout import random_playout
from game.engine.rules import rules_for
from game.engine.state import HandState

RUNS = 5
SECONDS_PER_RUN = 1.0


def rate(play_one: Callable[[], object]) -> float:
    """Median over RUNS runs of how many ``play_one`` calls complete per second."""
    rates = []
    for _ in range(RUNS):
        count = 0
        started = time.perf_counter()
        while (elapsed := time.perf_counter() - started) < SECONDS_PER_RUN:
            for _ in range(50):
                play_one()
            count += 50
        rates.append(count / elapsed)
    return statistics.median(rates)


def engine_hands(preset: str, players: int, seed: int = 1) -> Callable[[], object]:
    """One complete random hand per call: shuffle, deal, play to the end."""
    rules = rules_for(preset)
    rng = random.Random(seed)

    def play_one() -> object:
        hands, boneyard = deal(rules, players, rng)
        return random_playout(HandState.new(rules, hands, boneyard, 0), rng)

    return play_one


def kernel_hands(preset: str, players: int, seed: int = 1) -> Callable[[], object]:
    """As :func:`engine_hands`, through the kernel's generic ``play_out`` (same moves)."""
    rules = rules_for(preset)
    rng = random.Random(seed)
    policy = random_policy(rng)

    def play_one() -> object:
        hands, boneyard = deal(rules, players, rng)
        return play_out(HandState.new(rules, hands, boneyard, 0).position(), policy)

    return play_one


def hard_rollouts(*, inlined: bool, seed: int = 1) -> Callable[[], object]:
    """One of Hard's rollouts per call (2-player classic, after the opening tile), inlined or
    through ``play_out`` with the same policy."""
    rules = rules_for("classic")
    rng = random.Random(seed)
    luck = noise(rng)
    starts: list[Position] = []
    while len(starts) < 100:
        hands, boneyard = deal(rules, 2, rng)
        state = HandState.new(rules, hands, boneyard, 0)
        state.play(state.hands[0].bit_length() - 1, 0)
        if state.result is None:
            starts.append(state.position())
    count = 0

    def play_one() -> object:
        nonlocal count
        count += 1
        world = starts[count % len(starts)].copy()
        return rollout(world, luck, 0.25) if inlined else play_out(world, heavy_policy(luck, 0.25))

    return play_one


def dominoes_package_games() -> Callable[[], object] | None:
    """abw333's ``dominoes`` (the bench extra): a random 4-player partnership game per call."""
    try:
        import dominoes
    except ImportError:
        return None
    random.seed(1)  # that library draws from the global generator; only this comparison uses it

    def play_one() -> object:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*random.choice(game.valid_moves))
        return game.result

    return play_one


def demo_hands(hands: int = 20, runs: int = 3) -> str:
    """``--demo --speed instant`` as the command line runs it (4 players, seeded, headless, a
    fresh data folder): hands per second, the median run and the slowest, so a run that
    stalls shows."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.__main__ import parse
    from game.ui.app import run

    rates = []
    for seed in range(1, runs + 1):
        with tempfile.TemporaryDirectory() as data:
            argv = ["--demo", "--speed", "instant", "--players", "4", "--size", "1280x720"]
            args = parse([*argv, "--hands", str(hands), "--seed", str(seed), "--data-dir", data])
            started = time.perf_counter()
            run(args)
            rates.append(hands / (time.perf_counter() - started))
    return (
        f"demo: {statistics.median(rates):.1f} instant 4-player demo hands/s at 1280x720 "
        f"(median of {runs} runs of {hands} hands; slowest run {min(rates):.1f})"
    )


def review_seconds(hands: int = 3, seed: int = 1) -> list[tuple[float, float]]:
    """Seconds (wall clock, CPU) to review seat 0 of each of ``hands`` 2-player classic
    hands (greedy play); CPU time is what a busy shared machine inflates least."""
    from game.ai.baseline import GreedyPlayer
    from game.aids.review import Reviewer
    from game.engine.match import Match
    from game.engine.observe import observe
    from game.engine.record import record_of
    from game.engine.state import apply

    rules, rng, greedy = rules_for("classic"), random.Random(seed), GreedyPlayer()
    seconds = []
    for _ in range(hands):
        state = Match.new(rules, 2, None).start_hand(rng)
        while state.result is None:
            state = apply(state, greedy.choose(observe(state, state.turn), rng))
        started, cpu = time.perf_counter(), time.thread_time()
        Reviewer(seed=seed).review(record_of(state), 0)
        seconds.append((time.perf_counter() - started, time.thread_time() - cpu))
    return seconds


def size(text: str) -> tuple[int, int]:
    """A window size from its ``WIDTHxHEIGHT`` words."""
    width, height = text.lower().split("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description="The figures make bench tracks.")
    parser.add_argument("--frames", action="store_true", help="time only the table's frame script")
    parser.add_argument("--size", type=size, action="append", help="the frame script at WIDTHxHEIGHT only (repeatable)")
    args = parser.parse_args(argv)
    from game.devtools.bench_frames import SIZES
    from game.devtools.bench_frames import run as frame_times

    if not args.frames:
        figures()
    frame_times(tuple(args.size or SIZES))


def figures() -> None:
    """Everything but the frame script: the engine, Hard's rollouts, the demo, the hand review."""
    classic = rate(engine_hands("classic", 2))
    print(f"engine: {classic:,.0f} random 2-player classic hands/s (median of {RUNS} runs; target >= 25,000)")
    kernel = rate(kernel_hands("classic", 2))
    print(
        f"engine: {kernel:,.0f} of the same hands/s through the kernel's play_out "
        f"(the inlined playout: {classic / kernel:.1f}x)"
    )
    fast, generic = rate(hard_rollouts(inlined=True)), rate(hard_rollouts(inlined=False))
    print(f"Hard: {fast:,.0f} rollouts/s inlined, {generic:,.0f} through play_out ({fast / generic:.1f}x)")
    partners = rate(engine_hands("partners", 4))
    print(f"engine: {partners:,.0f} random 4-player partners hands/s")
    theirs = dominoes_package_games()
    if theirs is None:
        print("dominoes package not installed: pip install -e '.[bench]' to compare")
    else:
        other = rate(theirs)
        ours = partners / other
        print(f"dominoes package: {other:,.0f} random 4-player games/s -> ours is {ours:.1f}x (target >= 4x)")
    print(demo_hands())
    reviews = review_seconds()
    shown = ", ".join(f"{wall:.1f} ({cpu:.1f} CPU)" for wall, cpu in reviews)
    slowest = max(wall for wall, _ in reviews)
    print(f"hand review: 2-player classic hands reviewed in {shown} s; slowest {slowest:.1f} s (target <= 5 s)")


if __name__ == "__main__":
    main()
