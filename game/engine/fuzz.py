"""``make fuzz``: many random hands through ``apply`` with every invariant checked.

The same checks serve the property tests, so a failure here and there reads the same.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from game.engine.match import Match
from game.engine.observe import Observation, observe
from game.engine.playout import choose
from game.engine.rules import PRESETS, Scoring, rules_for
from game.engine.state import HandState, all_tiles_accounted, apply, legal_actions, why_illegal
from game.engine.tiles import Tile, pips_of


class InvariantError(AssertionError):
    """A rule of the game that a reached position breaks: an engine bug, never a player's mistake."""


def _require(condition: bool, what: str) -> None:  # noqa: FBT001  an assert that names the invariant: the condition is its subject
    if not condition:
        raise InvariantError(what)


def visible_tiles(obs: Observation) -> set[Tile]:
    """Every tile face an observation shows."""
    seen = set(obs.hand) | {p.tile for p in obs.chain}
    seen |= {m.tile for m in obs.history if m.tile is not None}
    seen |= {a.tile for a in obs.legal if hasattr(a, "tile")}
    return seen


def check_position(state: HandState) -> None:
    """Tiles all accounted for; every seat sees only what it may; every listed action legal."""
    _require(all_tiles_accounted(state), "a tile is lost or duplicated")
    for seat in range(state.players):
        obs = observe(state, seat)
        _require(obs.hand == tuple(state.hand(seat)), f"seat {seat} sees a wrong hand")
        hidden = {t for other in range(state.players) if other != seat for t in state.hand(other)}
        hidden |= set(state.boneyard[state.drawn :])
        if not state.rules.open_hands:
            _require(not visible_tiles(obs) & hidden, f"seat {seat} sees a hidden tile")
    for action in legal_actions(state):
        _require(why_illegal(state, action) is None, f"listed action {action} is refused")


def expected_points(state: HandState) -> tuple[int, ...]:
    """The hand's points recomputed from the final hands, straight from RULES.md."""
    rules, result = state.rules, state.result
    assert result is not None
    pips = [pips_of(h) for h in state.hands]
    units = [pips[0] + pips[2], pips[1] + pips[3]] if rules.pairs else pips
    if rules.open_hands:
        return (0,) * len(units)
    if rules.scoring is Scoring.OWN_PENALTY:
        return tuple(pips)
    if result.reason == "domino":
        assert result.out_seat is not None
        winner: int | None = rules.unit_of(result.out_seat)
    else:
        low = min(units)
        winner = units.index(low) if units.count(low) == 1 else None
    points = list(state.in_play)
    if winner is None:
        return tuple(points)
    others = sum(units) - units[winner]
    if rules.scoring is Scoring.ALL_PIPS:
        points[winner] += sum(units)
    elif rules.scoring is Scoring.FIVES_BONUS:
        points[winner] += (others + 2) // 5 * 5
    elif rules.scoring is Scoring.PAIR_PIPS:
        points[winner] += others
    elif result.reason == "blocked" and rules.block_full_sum:
        points[winner] += others
    else:
        points[winner] += others - units[winner]
    return tuple(points)


def check_finished(state: HandState) -> None:
    result = state.result
    _require(result is not None, "the hand did not end")
    assert result is not None
    _require(all_tiles_accounted(state), "a tile is lost or duplicated at the end")
    _require(result.pips == tuple(pips_of(h) for h in state.hands), "pips differ from the hands")
    _require(result.points == expected_points(state), f"points {result.points} != {expected_points(state)}")


def play_checked_hand(match: Match, rng: random.Random) -> tuple[HandState, int]:
    """One hand of random legal play through ``apply``, checked after every action."""
    state = match.start_hand(rng)
    actions = 0
    limit = 28 * 2 + 28 * state.players
    while state.result is None:
        check_position(state)
        state = apply(state, choose(legal_actions(state), rng))
        actions += 1
        _require(actions <= limit, "the hand does not end")
    check_finished(state)
    return state, actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fuzz the rules engine with random legal play.")
    parser.add_argument("--hands", type=int, default=10_000, help="hands per preset and player count")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    hands = actions = 0
    started = time.perf_counter()
    options = [{}, {"draw_one": True}, {"reserve_two": True}, {"block_full_sum": True}, {"hand_size_8_minus": True}]
    for name, preset in PRESETS.items():
        for players in preset.players:
            for i in range(args.hands):
                seed = args.seed * 1_000_003 + i
                opts = options[i % len(options)]
                rules = rules_for(name, opts)
                match = Match.new(rules, players, rules.default_target(players))
                try:
                    _, n = play_checked_hand(match, random.Random(seed))
                except Exception as exc:  # any failure, invariant or crash, is reported with its seed
                    print(f"FAIL {name} {players}p options={opts} seed={seed}: {exc!r}", file=sys.stderr)
                    return 1
                hands += 1
                actions += n
            print(f"{name:>10} {players}p: {args.hands} hands ok", flush=True)
    elapsed = time.perf_counter() - started
    print(f"checked {hands} hands and {actions} actions in {elapsed:.0f} s: no violation")
    return 0


if __name__ == "__main__":
    sys.exit(main())
