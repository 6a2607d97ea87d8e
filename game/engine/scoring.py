"""Hand results and the points each preset gives for them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from game.engine.refusals import Termination
from game.engine.rules import Rules, Scoring

DOMINO: Final = Termination.DOMINO
BLOCKED: Final = Termination.BLOCKED


class HandResult(NamedTuple):
    """How a hand ended. ``winner`` and ``points`` are per scoring unit (seat, or pair)."""

    reason: Termination
    winner: int | None
    out_seat: int | None
    pips: tuple[int, ...]
    points: tuple[int, ...]
    leader: int | None  # the seat that counts as the hand's winner for who opens next


def round_to_five(pips: int) -> int:
    """Nearest multiple of 5 (12 -> 10, 13 -> 15); 5 is odd, so there is never a tie."""
    return (pips + 2) // 5 * 5


def fives_count(ends: tuple[int, int], doubles_at_end: tuple[bool, bool]) -> int:
    """All Fives: the pips showing at both open ends, a double at an end counting twice."""
    left, right = ends
    return left * (1 + doubles_at_end[0]) + right * (1 + doubles_at_end[1])


def unit_totals(rules: Rules, pips: Sequence[int]) -> list[int]:
    """Pips per scoring unit: per seat, or per pair (seats 0+2 and 1+3)."""
    return [pips[0] + pips[2], pips[1] + pips[3]] if rules.pairs else list(pips)


def _lowest(totals: Sequence[int]) -> int | None:
    low = min(totals)
    return totals.index(low) if totals.count(low) == 1 else None


def _leader(rules: Rules, pips: Sequence[int], winner: int | None, out_seat: int | None) -> int | None:
    if out_seat is not None or winner is None or not rules.pairs:
        return out_seat if out_seat is not None else winner
    partner = winner + 2
    return partner if pips[partner] < pips[winner] else winner


# Each scorer: (rules, pips per seat, winning unit, blocked?) -> end-of-hand points per unit.
_Scorer = Callable[[Rules, Sequence[int], int, Termination], list[int]]


def _others_minus_own(rules: Rules, pips: Sequence[int], winner: int, reason: Termination) -> list[int]:
    others = sum(pips) - pips[winner]
    own = 0 if (reason == BLOCKED and rules.block_full_sum) else pips[winner]
    return _award(len(pips), winner, others - own)


def _all_pips(rules: Rules, pips: Sequence[int], winner: int, reason: Termination) -> list[int]:
    return _award(len(pips), winner, sum(pips))


def _fives_bonus(rules: Rules, pips: Sequence[int], winner: int, reason: Termination) -> list[int]:
    return _award(len(pips), winner, round_to_five(sum(pips) - pips[winner]))


def _pair_pips(rules: Rules, pips: Sequence[int], winner: int, reason: Termination) -> list[int]:
    totals = unit_totals(rules, pips)
    return _award(len(totals), winner, sum(totals) - totals[winner])


def _award(units: int, winner: int, points: int) -> list[int]:
    out = [0] * units
    out[winner] = points
    return out


_SCORERS: Final[dict[Scoring, _Scorer]] = {
    Scoring.OTHERS_MINUS_OWN: _others_minus_own,
    Scoring.ALL_PIPS: _all_pips,
    Scoring.FIVES_BONUS: _fives_bonus,
    Scoring.PAIR_PIPS: _pair_pips,
}


def score_hand(
    rules: Rules,
    pips: Sequence[int],
    reason: Termination,
    out_seat: int | None,
    in_play: Sequence[int],
) -> HandResult:
    """The result of a finished hand; ``in_play`` holds points already won (All Fives)."""
    if reason == DOMINO:
        assert out_seat is not None
        winner: int | None = rules.unit_of(out_seat)
    else:
        winner = _lowest(unit_totals(rules, pips))
    if rules.open_hands:
        points = [0] * rules.units(len(pips))
    elif rules.scoring is Scoring.OWN_PENALTY:
        points = list(pips)
    elif winner is None:
        points = list(in_play)
    else:
        end = _SCORERS[rules.scoring](rules, pips, winner, reason)
        points = [a + b for a, b in zip(in_play, end, strict=True)]
    return HandResult(reason, winner, out_seat, tuple(pips), tuple(points), _leader(rules, pips, winner, out_seat))
