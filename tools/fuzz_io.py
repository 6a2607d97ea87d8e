"""``make fuzz-io``: mutated hand records, observations and saves thrown at the game's readers of files.

Records go to ``python -m game replay`` (in this process through ``replay_cli.run`` for speed,
plus a few real subprocess runs); observations go to ``external.choose_action`` with every kind
of player. A run fails on any traceback, an exit status other than 0 or 2, a refusal that is
not one short line, an answer that is not a legal move, or a run over ``--limit`` seconds.
The inputs start from real records and observations of every preset, mutated in their JSON
structure (values swapped for hostile ones, keys dropped, lists reshaped) and in their bytes.
Saved files (``--saved``: history records with names, hand numbers, deal codes and a cached
review, and saved matches) are mutated in those fields above all and read as the game reads
them (Recent hands, the review's cache, the saved match at start): what is kept must be
within the game's own bounds (names, codes, targets, finite review values), the rest set aside.
A failing input is written next to the message so it can be replayed by hand.

    python tools/fuzz_io.py --records 2000 --observations 2000 --saved 1000 --seed 1
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import FrameType
from typing import Any

from game.ai.external import action_from_data, choose_action, observation_from_data, observation_to_data
from game.aids.review import Reviewer, to_json
from game.aids.review import from_json as review_from_json
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.dealcode import read as read_code
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.record import HandRecord, record_of
from game.engine.replay_cli import run as replay
from game.engine.rules import PRESETS, rules_for
from game.engine.state import HandState, apply, legal_actions
from game.persist.bounds import MAX_TARGET, sound_name
from game.persist.history import History, labelled, names_of
from game.persist.match_save import MATCH, SavedMatch
from game.persist.paths import DataDirs
from game.persist.review_cache import REVIEW_FIELD, kept_review
from game.persist.saves import Saves
from game.persist.store import encode

KINDS: tuple[tuple[str, dict[str, float]], ...] = (
    ("random", {}),
    ("greedy", {}),
    ("easy", {}),
    ("hard", {"budget": 0.05}),
)
MAX_LINE = 300  # a refusal is one line; the bad value in it is quoted at most ~80 characters
HOSTILE: tuple[object, ...] = (
    None, True, False, 0, -1, 1, 2, 3, 7, 28, 10**100, -(10**100), 3 * 10**7, 2**63, 0.5, 1.0, 6.0, 1e308, -0.0,
    "", "x", "6-6", "0-0", "7-7", "6-", "x" * 500, "\ud800", "é", [], [0], [[]], {}, {"seat": 0},
    ["6-6"] * 28, [None] * 5, float("nan"), float("inf"),
)
# What the saved fields are fed above all: text the font renderer refuses or chokes on, codes of
# other deals, numbers past a match's bounds, reviews that are not the hand's.
FIELD_HOSTILE: dict[str, tuple[object, ...]] = {
    "names": ("Ai\x00no", "\ud800", "x" * 30_000, "tab\there", "", " ", "Aino" * 10, "Ελένη", None, 5, True),
    "deal": (
        "C2-4KX9\x00-M2QA", "x" * 30_000, "C2-4KX9-M2QA", "C3-4KX9-M2QA-S3P", "C2-4KX9-M2QA-S3P", "C2-4KX9-M2QA-S7", ""
    ),
    "numbers": (0, -1, 1, 50, 200, 201, 4000, 20_000, 10**39, 2**63, 1e999, 3.5, True, None),
    "review": (1e300, -1e300, 1e999, float("nan"), 0.0, 1.0, -1.0, "blunder", "magic", [], {}, None, 10**39),
}


class Failure(Exception):
    """One input broke the contract; ``str()`` says how."""


class TimeLimit(BaseException):
    """Raised by the alarm in the middle of a run that took too long (not an Exception: nothing catches it)."""


def positions(rng: random.Random) -> Iterator[HandState]:
    """Endless states of randomly played hands, every preset and player count in turn."""
    setups = [(name, players) for name, rules in PRESETS.items() for players in rules.players]
    while True:
        for name, players in setups:
            target = rng.choice((None, 100))
            scores = tuple(rng.randrange(0, 60) for _ in range(rules_for(name).units(players))) if target else None
            match = Match.new(rules_for(name), players, target)
            if scores is not None:
                match = Match(match.rules, players, target, scores)
            state = match.start_hand(rng)
            stop = rng.randrange(0, 40)
            while state.result is None and len(state.history) < stop:
                state = apply(state, rng.choice(legal_actions(state)))
            yield state


def mutate(value: Any, rng: random.Random) -> Any:
    """``value`` (a JSON tree) with one to three random changes at random places."""
    for _ in range(rng.randint(1, 3)):
        value = _change(value, rng)
    return value


def _change(value: Any, rng: random.Random) -> Any:
    if isinstance(value, dict) and value and rng.random() < 0.85:
        key = rng.choice(list(value))
        out = dict(value)
        roll = rng.random()
        if roll < 0.1:
            del out[key]
        elif roll < 0.15:
            out[rng.choice(("extra", "x" * 100, ""))] = rng.choice(HOSTILE)
        else:
            out[key] = _change(value[key], rng)
        return out
    if isinstance(value, list) and value and rng.random() < 0.8:
        out_list = list(value)
        k = rng.randrange(len(out_list))
        roll = rng.random()
        if roll < 0.1:
            del out_list[k]
        elif roll < 0.2:
            out_list.insert(k, out_list[rng.randrange(len(out_list))])  # a duplicate
        elif roll < 0.25:
            rng.shuffle(out_list)
        else:
            out_list[k] = _change(out_list[k], rng)
        return out_list
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
        return value + rng.choice((-1, 1, 7, -(10**9), 10**20))
    return rng.choice(HOSTILE)


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    """``raw`` damaged the way files are: bytes flipped, cut, repeated, nested or inflated."""
    data = bytearray(raw)
    at = rng.randrange(len(data) + 1)
    roll = rng.random()
    if roll < 0.2 and data:
        data[min(at, len(data) - 1)] = rng.randrange(256)
    elif roll < 0.35:
        del data[at:]
    elif roll < 0.5:
        span = data[at : at + rng.randrange(1, 200)]
        data[at:at] = span * rng.randrange(2, 50)
    elif roll < 0.6:
        depth = rng.choice((40, 1000, 100_000))
        data[at:at] = b"[" * depth + b"]" * depth
    elif roll < 0.7:
        data[at:at] = b"9" * rng.choice((41, 5000, 100_000))
    elif roll < 0.8:
        data[at:at] = bytes(rng.randrange(128, 256) for _ in range(rng.randrange(1, 8)))
    elif roll < 0.9:
        data[at:at] = rng.choice((b"NaN", b"Infinity", b"-Infinity", b"1e999", b'"\\ud800"', b"\x00"))
    else:
        data += b" " * rng.choice((10, 300_000))
    return bytes(data)


def _alarm(_signal: int, _frame: FrameType | None) -> None:
    raise TimeLimit


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Stop a run that takes longer than ``seconds`` (where the system has alarms)."""
    if sys.platform == "win32":  # no alarms (and mypy, run per system in CI, reads this test)
        yield
        return
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def check_refusal(code: int, out: str, err: str) -> int:
    if code not in (0, 2):
        raise Failure(f"exit status {code}")
    if code == 2:
        lines = err.strip().splitlines()
        if out or len(lines) != 1 or len(lines[0]) > MAX_LINE:
            raise Failure(f"a refusal must be one short line on stderr and nothing on stdout, got {err[:300]!r}")
    elif not out.startswith("{") or err:
        raise Failure(f"an answer must be one JSON object, got {out[:200]!r} {err[:200]!r}")
    return code


def replay_in_process(path: Path) -> int:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = replay(str(path))
    return check_refusal(code, out.getvalue(), err.getvalue())


def replay_subprocess(path: Path, limit: float) -> int:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "game", "replay", str(path)],
            capture_output=True,
            text=True,
            timeout=limit,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise Failure(f"replay ran over {limit} s") from None
    if "Traceback" in done.stderr:
        raise Failure(f"traceback: {done.stderr[-300:]!r}")
    return check_refusal(done.returncode, done.stdout, done.stderr)


def answer(data: Any, n: int) -> int:
    """One observation to one kind of player: a legal move (0) or a ValueError (2), nothing else."""
    kind, style = KINDS[n % len(KINDS)]
    try:
        move = choose_action(data, kind, seed=n, **style)
    except ValueError:
        return 2
    if action_from_data(move) not in observation_from_data(data).legal:
        raise Failure(f"{kind} answered {move}, not a legal move")
    return 0


def hand_record_bytes(state: HandState, rng: random.Random) -> bytes:
    data = record_of(state).to_json()
    if rng.random() < 0.8:
        data = mutate(data, rng)
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    return mutate_bytes(raw, rng) if rng.random() < 0.4 else raw


def observation(state: HandState, rng: random.Random) -> Any:
    seat = state.turn if rng.random() < 0.85 else rng.randrange(state.players)
    data = json.loads(json.dumps(observation_to_data(observe(state, seat))))
    return mutate(data, rng) if rng.random() < 0.9 else data


def reviewed_hands(rng: random.Random) -> list[tuple[HandRecord, dict[str, Any]]]:
    """A finished hand of every preset, labelled as the history keeps it, with its review's cache."""
    hands = []
    for name in PRESETS:
        players = max(PRESETS[name].players)
        state = Match.new(rules_for(name), players, 100).start_hand(rng)
        while state.result is None:
            state = apply(state, rng.choice(legal_actions(state)))
        record = labelled(record_of(state), [None, *(f"Seat {s + 1}" for s in range(1, players))], rng.randint(1, 9))
        review = Reviewer(budget=0.005).review(record, 0)
        assert review is not None
        hands.append((record, to_json(review, 1)))
    return hands


def saved_record(base: tuple[HandRecord, dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A history record with a cached review, mutated in one of the fields the game adds."""
    record, review = base
    data: dict[str, Any] = {**record.to_json(), "demo": False, REVIEW_FIELD: review}
    kind = rng.choice(tuple(FIELD_HOSTILE))
    hostile = FIELD_HOSTILE[kind]
    if kind == "names":
        names = list(data["names"])
        names[rng.randrange(len(names))] = rng.choice(hostile)
        data["names"] = names if rng.random() < 0.9 else rng.choice(hostile)
    elif kind == "deal":
        data["deal"] = rng.choice(hostile)
    elif kind == "numbers":
        data[rng.choice(("target", "hand", "target", "hand", "starter"))] = rng.choice(hostile)
        if rng.random() < 0.3 and data.get("scores"):
            data["scores"] = [rng.choice(hostile) for _ in data["scores"]]
    else:
        data[REVIEW_FIELD] = _review_changed(json.loads(json.dumps(review)), rng)
    return mutate(data, rng) if rng.random() < 0.2 else data


def _review_changed(review: dict[str, Any], rng: random.Random) -> Any:
    decisions = review["decisions"]
    roll = rng.random()
    if roll < 0.5 and decisions:
        decision = rng.choice(decisions)
        key = rng.choice(("values", "loss", "mark", "reason", "best", "played", "legal", "move"))
        if key == "values" and decision["values"] and rng.random() < 0.7:
            decision["values"][rng.randrange(len(decision["values"]))] = rng.choice(FIELD_HOSTILE["review"])
        elif key == "reason" and rng.random() < 0.6:
            kind = rng.choice(("block", "magic", "lacks_end", "pips"))
            decision["reason"] = {"kind": kind, "args": rng.choice(({}, {"seat": 9}))}
        else:
            decision[key] = rng.choice(FIELD_HOSTILE["review"] + HOSTILE)
        return review
    if roll < 0.7:
        review[rng.choice(("outcome", "scale", "seat", "version", "series"))] = rng.choice(FIELD_HOSTILE["review"])
        return review
    return mutate(review, rng)


def read_saved_record(folder: Path) -> int:
    """Recent hands and the review screen's cache over one history record: 0 kept, 2 set aside."""
    listing = History(folder).recent()
    for kept in listing.hands:
        record = kept.record
        names = record.extra.get("names")
        if names is not None and (names_of(record) is None or not all(n is None or sound_name(n) for n in names)):
            raise Failure(f"kept a record with names the game never writes: {str(names)[:80]!r}")
        if record.deal is not None:
            read_code(record.deal)  # a ValueError here is a failure: a kept code must read
        if record.target is not None and record.target > MAX_TARGET:
            raise Failure(f"kept a record with target {record.target}")
        review = review_from_json(kept_review(record), record, 0)
        if review is not None and not all(abs(v) < 1e6 for d in review.decisions for v in d.values):
            raise Failure("took a review cache with values out of range")
    for path in folder.iterdir():  # the next case starts from an empty folder
        path.unlink()
    return 0 if listing.hands else 2


def saved_match_bytes(rng: random.Random) -> bytes:
    """A saved Points Match (two players, classic) mutated in its target, scores and deal."""
    match = Match.new(rules_for("classic"), 2, 100)
    saved = SavedMatch(match, Lineup(Mode.POINTS, ("aino",)), record_of(match.start_hand(rng)))
    data = json.loads(encode(MATCH, saved))
    where = rng.choice(("target", "deal", "scores"))
    value = rng.choice(FIELD_HOSTILE["deal" if where == "deal" else "numbers"])
    if where == "target":
        data["match"]["target"] = data["hand"]["target"] = value
    elif where == "deal":
        data["hand"]["deal"] = value
    else:
        data["match"]["scores"] = data["hand"]["scores"] = [value, 0]
    return json.dumps(mutate(data, rng) if rng.random() < 0.2 else data).encode("utf-8", "surrogatepass")


def read_saved_match(folder: Path) -> int:
    """The saves opened on a mutated ``match.json``: 0 resumable (and within bounds), 2 set aside."""
    saves = Saves(DataDirs(folder, folder))
    saved = saves.saved(Mode.POINTS)
    for path in folder.iterdir():
        path.unlink()
    if saved is None:
        return 2
    if saved.match.target is None or saved.match.target > MAX_TARGET or saved.hand.deal is None:
        raise Failure(f"resumed a match to {saved.match.target} with deal {str(saved.hand.deal)[:40]!r}")
    read_code(saved.hand.deal)
    return 0


@dataclass
class Tally:
    """Outcomes per kind of input (0 answered, 2 refused, None failed) and the slowest run."""

    outcomes: dict[str, list[int | None]] = field(
        default_factory=lambda: {"record": [], "observation": [], "history-record": [], "match-file": []}
    )
    slowest: float = 0.0

    def run(self, what: str, n: int, case: Callable[[], int], limit: float, given: bytes) -> None:
        """Run one case; on failure print how and keep ``given`` (the input) in a file."""
        started = time.perf_counter()
        outcome: int | None = None
        try:
            with time_limit(limit):
                outcome = case()
        except TimeLimit:
            problem = f"ran over {limit} s"
        except Failure as exc:
            problem = str(exc)
        except Exception as exc:  # noqa: BLE001 - any other error is exactly what the fuzz looks for
            problem = f"{type(exc).__name__}: {str(exc)[:300]}"
        else:
            problem = f"took {time.perf_counter() - started:.1f} s"
        elapsed = time.perf_counter() - started
        self.slowest = max(self.slowest, elapsed)
        if outcome is not None and elapsed <= limit:
            self.outcomes[what].append(outcome)
            return
        self.outcomes[what].append(None)
        saved = Path(tempfile.mkdtemp(prefix="fuzz-io-")) / f"{what}-{n}.json"
        saved.write_bytes(given)
        print(f"FAIL {what} {n}: {problem} (input kept in {saved})", file=sys.stderr)

    def failures(self) -> int:
        return sum(seen.count(None) for seen in self.outcomes.values())


@dataclass(frozen=True)
class Runs:
    """How many inputs of each kind to mutate and read."""

    records: int
    observations: int
    processes: int  # of the records, replayed by a real process
    saved: int = 0  # history records and saved matches


def fuzz(runs: Runs, seed: int, limit: float) -> int:
    """The number of failures."""
    rng = random.Random(f"fuzz-io:{seed}")
    states = positions(rng)
    tally = Tally()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.json"
        for n in range(runs.records):
            raw = hand_record_bytes(next(states), rng)
            path.write_bytes(raw)
            if n < runs.processes:
                tally.run("record", n, partial(replay_subprocess, path, limit), 2 * limit, raw)
            else:
                tally.run("record", n, partial(replay_in_process, path), limit, raw)
    for n in range(runs.observations):
        state = next(states)
        while state.result is not None:
            state = next(states)
        data = observation(state, rng)
        tally.run("observation", n, partial(answer, data, n), limit, json.dumps(data, default=repr).encode())
    bases = reviewed_hands(rng) if runs.saved else []
    logging.getLogger("game").addHandler(logging.NullHandler())  # set-aside files are logged: not this run's output
    with tempfile.TemporaryDirectory() as folder:
        for n in range(runs.saved):
            if n % 4 == 3:
                raw = saved_match_bytes(rng)
                (Path(folder) / "match.json").write_bytes(raw)
                tally.run("match-file", n, partial(read_saved_match, Path(folder)), limit, raw)
                continue
            raw = json.dumps(saved_record(bases[n % len(bases)], rng)).encode("utf-8", "surrogatepass")
            (Path(folder) / f"{n + 1:06d}-20261201-120000.json").write_bytes(raw)
            tally.run("history-record", n, partial(read_saved_record, Path(folder)), limit, raw)
    for what, seen in tally.outcomes.items():
        answered, refused, failed = seen.count(0), seen.count(2), seen.count(None)
        print(f"fuzz-io: {len(seen)} {what}s: {answered} answered, {refused} refused, {failed} failed")
    in_processes = min(runs.records, runs.processes)
    print(f"fuzz-io: {in_processes} records replayed in a subprocess; slowest run {tally.slowest:.2f} s")
    return tally.failures()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--records", type=int, default=2000)
    parser.add_argument("--observations", type=int, default=2000)
    parser.add_argument("--subprocess", type=int, default=5, help="records replayed by a real process")
    parser.add_argument(
        "--saved", type=int, default=1000, help="mutated history records and saved matches read as the game reads them"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=float, default=10.0, help="seconds one run may take")
    args = parser.parse_args(argv)
    runs = Runs(args.records, args.observations, args.subprocess, args.saved)
    return 1 if fuzz(runs, args.seed, args.limit) else 0


if __name__ == "__main__":
    sys.exit(main())
