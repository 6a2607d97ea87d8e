"""``make bench``: the figures we track, printed (never asserted: these machines are noisy)."""

from __future__ import annotations

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


def hard_rollouts(inlined: bool, seed: int = 1) -> Callable[[], object]:
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
        import dominoes  # type: ignore[import-untyped]
    except ImportError:
        return None
    random.seed(1)  # that library draws from the global generator; only this comparison uses it

    def play_one() -> object:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*random.choice(game.valid_moves))
        return game.result

    return play_one


def main() -> None:
    classic = rate(engine_hands("classic", 2))
    print(f"engine: {classic:,.0f} random 2-player classic hands/s (median of {RUNS} runs; target >= 25,000)")
    kernel = rate(kernel_hands("classic", 2))
    print(f"engine: {kernel:,.0f} of the same hands/s through the kernel's play_out (the inlined playout: {classic / kernel:.1f}x)")
    fast, generic = rate(hard_rollouts(True)), rate(hard_rollouts(False))
    print(f"Hard: {fast:,.0f} rollouts/s inlined, {generic:,.0f} through play_out ({fast / generic:.1f}x)")
    partners = rate(engine_hands("partners", 4))
    print(f"engine: {partners:,.0f} random 4-player partners hands/s")
    theirs = dominoes_package_games()
    if theirs is None:
        print("dominoes package not installed: pip install -e '.[bench]' to compare")
    else:
        other = rate(theirs)
        print(f"dominoes package: {other:,.0f} random 4-player games/s -> ours is {partners / other:.1f}x (target >= 4x)")
    from game.ui.bench_frames import run as frame_times

    frame_times()


if __name__ == "__main__":
    main()
