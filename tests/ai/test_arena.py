"""The arena: duplicate seatings, repeatable runs, both output forms, every preset."""

from __future__ import annotations

import argparse
import io
import json
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from types import SimpleNamespace

import pytest

from game.ai.arena import ArenaConfig, Played, ProgressBar, build_player, report, run_arena
from game.ai.arena_cli import add_arguments, run
from game.ai.objective import MAX_TARGET
from tests.ai.positions import SETUPS


def _results(summary: dict[str, object]) -> tuple[object, ...]:
    return tuple(summary[k] for k in ("won", "lost", "tied", "score", "mean_margin", "decisions"))


def test_each_deal_is_played_in_every_seating() -> None:
    two = run_arena(ArenaConfig(a="greedy", b="random", deals=5, seed=1, workers=1))
    assert two["played"] == 10 and two["won"] + two["lost"] + two["tied"] == 10
    three = run_arena(ArenaConfig(players=3, a="easy", b="greedy", deals=2, seed=1, workers=1))
    assert three["played"] == 6
    pairs = run_arena(ArenaConfig(rules="partners", players=4, a="easy", b="greedy", deals=2, workers=1))
    assert pairs["played"] == 4


def test_a_seed_repeats_a_run_even_across_processes() -> None:
    config = ArenaConfig(a="easy", b="random", deals=4, seed=5, workers=1)
    alone = run_arena(config)
    assert _results(run_arena(config)) == _results(alone)
    shared = run_arena(ArenaConfig(a="easy", b="random", deals=4, seed=5, workers=2))
    assert _results(shared) == _results(alone)
    other = run_arena(ArenaConfig(a="easy", b="random", deals=4, seed=6, workers=1))
    assert _results(other) != _results(alone)


def test_identical_players_share_the_points_of_a_duplicate_deal() -> None:
    summary = run_arena(ArenaConfig(a="greedy", b="greedy", deals=20, seed=2, workers=1))
    assert summary["won"] == summary["lost"]
    assert summary["mean_margin"] == 0


def test_matches_are_played_to_the_target() -> None:
    summary = run_arena(ArenaConfig(a="greedy", b="random", matches=2, target=30, seed=3, workers=1))
    assert summary["mode"] == "matches" and summary["target"] == 30
    assert summary["played"] == 4 and summary["tied"] == 0
    assert summary["hands"] >= 4


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_every_preset_plays_without_error(preset: str, players: int) -> None:
    summary = run_arena(ArenaConfig(rules=preset, players=players, a="hard:max_worlds=3", b="easy", deals=1, workers=1))
    assert summary["played"] == (2 if preset == "partners" else players)


def test_the_command_line_prints_text_or_json(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args("--a greedy --b random --deals 3 --seed 4 --workers 1 --json".split())
    assert run(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["played"] == 6 and data["a"] == "greedy" and len(data["score_ci95"]) == 2
    assert "A's score" in report(data)
    assert run(parser.parse_args(["--a", "nobody", "--deals", "1"])) == 2
    assert "unknown player" in capsys.readouterr().err
    assert run(parser.parse_args("--rules partners --a greedy --deals 1 --workers 1 --json".split())) == 0
    assert json.loads(capsys.readouterr().out)["players"] == 4
    assert run(parser.parse_args("--rules partners --players 2 --deals 1".split())) == 2
    assert "4 players" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parser.parse_args(["--budget", "2"])


def test_the_progress_bar_redraws_one_line_and_ends_it() -> None:
    stream = io.StringIO()
    bar = ProgressBar(stream, width=10, every=0)
    for done in range(1, 5):
        bar(done, 4)
    text = stream.getvalue()
    assert text.count("\r") == 4 and text.endswith("\n")
    assert "[#####-----] 2/4" in text and "[##########] 4/4" in text


@pytest.mark.parametrize(
    ("name", "field"),
    [
        ("hard:max_worlds=inf", "max_worlds"),  # was OverflowError
        ("hard:endgame=inf", "endgame"),  # was OverflowError
        ("hard:budget=nan", "budget"),  # passed "positive" and switched off the deadline and the quota
        ("hard:budget=0", "budget"),
        ("hard:max_worlds=2.5", "max_worlds"),
        ("hard:endgame=29", "endgame"),
        ("hard:lean=1000", "lean"),  # e ** (lean * 12) overflows
        ("hard:win_weight=-inf", "win_weight"),
        ("cheat:epsilon=-1", "epsilon"),
        ("easy:slip=2", "slip"),
        ("easy:heavy=nan", "heavy"),
        ("hard:speed=1", "speed"),
    ],
)
def test_every_style_value_is_checked_and_named(name: str, field: str) -> None:
    with pytest.raises(ValueError, match=field):
        build_player(name, None)


def test_a_bad_style_or_worker_count_is_refused_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert run(parser.parse_args(["--a", "hard:budget=nan", "--deals", "1", "--workers", "1"])) == 2
    assert "budget" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parser.parse_args(["--workers", str((os.cpu_count() or 1) + 1)])
    assert "CPU" in capsys.readouterr().err


def test_the_arena_never_runs_more_workers_than_there_are_cpus() -> None:
    summary = run_arena(ArenaConfig(a="greedy", b="random", deals=1, workers=64))
    assert summary["workers"] == min(64, os.cpu_count() or 1)


def test_a_match_target_past_what_the_match_model_handles_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Before: --target 100000 was accepted and Hard's match table (square in the target) never finished."""
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    with pytest.raises(SystemExit):
        parser.parse_args(["--target", str(MAX_TARGET + 1)])
    assert str(MAX_TARGET) in capsys.readouterr().err
    assert parser.parse_args(["--target", str(MAX_TARGET)]).target == MAX_TARGET


class _PoolStartedDuringCtrlC:
    """A worker pool that is being started when Ctrl-C comes, then plays its tasks in this process.

    The Ctrl-C is sent to the main thread: the arena's own process has no other thread then, but
    pytest's may (a thread left by another test), and the kernel hands a signal sent to the whole
    process to a thread that does not block it, where the start-up's ignore drops it."""

    stopped = False

    def __init__(self, workers: int, initializer: Callable[[], None]) -> None:
        signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGINT)

    def __enter__(self) -> _PoolStartedDuringCtrlC:
        return self

    def __exit__(self, *exc: object) -> None:
        _PoolStartedDuringCtrlC.stopped = True

    def imap_unordered(self, task: Callable[[int], Played], items: Iterable[int]) -> Iterator[Played]:
        return map(task, items)


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signals only")
def test_ctrl_c_while_the_workers_start_stops_the_arena(monkeypatch: pytest.MonkeyPatch) -> None:
    """The parent ignored Ctrl-C while it started the workers (so that they are born ignoring it:
    the parent stops them), and a Ctrl-C pressed then was lost: the arena played on. It is now held
    back instead, and stops the arena, and its pool, as soon as the pool is up."""
    monkeypatch.setattr(os, "cpu_count", lambda: 4)  # a pool even on a one-CPU machine
    monkeypatch.setattr(multiprocessing, "get_context", lambda method: SimpleNamespace(Pool=_PoolStartedDuringCtrlC))
    with pytest.raises(KeyboardInterrupt):
        run_arena(ArenaConfig(a="random", b="random", deals=3, workers=2))
    assert _PoolStartedDuringCtrlC.stopped
