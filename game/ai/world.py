"""The worlds Hard samples, plays out and solves: kernel positions with every hand known.

A world is a :class:`game.engine.kernel.Position` (the engine's own integer hand, so its
moves are the engine's), built from one seat's observation and a guess at the tiles it
cannot see. :func:`rollout` plays one out with the fast policy every search here shares:
mostly "heaviest tile first" (All Fives: the scoring play first), with a little randomness
so that the samples do not all agree.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from game.ai.sampler import HiddenDeal
from game.engine.actions import LEFT, Placement
from game.engine.kernel import (
    DOUBLE,
    DRAW,
    HIGH,
    LOW,
    NO_END,
    PASS,
    PIPS,
    Policy,
    Position,
)
from game.engine.observe import Observation, PublicMove
from game.engine.scoring import BLOCKED, DOMINO, HandResult, score_hand
from game.engine.tiles import NUMBER_MASK, mask_of, pips_of

World = Position
NOISE: Final = 64  # random numbers per playout (an even number: they are read in pairs)
__all__ = ["NOISE", "PIPS", "World", "doubles_at_ends", "heavy_policy", "noise", "rollout", "world_of"]


def noise(rng: random.Random) -> list[float]:
    """Random numbers for one or more playouts: replaying the same list replays the same luck."""
    rand = rng.random
    return [rand() for _ in range(NOISE)]


def rollout(  # noqa: C901, PLR0912, PLR0915 - the kernel's move inlined: Hard's hot loop (see below)
    world: World, luck: Sequence[float], epsilon: float, trace: list[int] | None = None
) -> int:
    """Play ``world`` to its end in place with :func:`heavy_policy`; returns the moves made.

    The kernel's transition is inlined here on local variables: this is Hard's hot loop, and
    ``make bench`` shows it ~1.5x the speed of ``play_out(world, heavy_policy(...))``.
    ``tests/ai`` holds the two to the same moves, move by move (``trace`` receives them).
    """
    policy = _HeavyPolicy(luck, epsilon)
    steps = 0
    while world.left == NO_END and world.result is None:  # before the first tile: the kernel
        move = policy(world)
        if trace is not None:
            trace.append(move)
        world.make(move)
        steps += 1
    if world.result is not None:
        return steps
    rules = world.rules
    players = world.players
    hands = world.hands
    in_play = world.in_play
    boneyard = world.boneyard
    drawn, limit = world.drawn, world.limit
    left, right = world.left, world.right
    left_double, right_double = world.left_double, world.right_double
    turn, passes, drawn_this_turn = world.turn, world.passes, world.drawn_this_turn
    fives = rules.fives_in_play and not rules.open_hands
    draw_one = rules.draw_one
    cursor = policy.cursor
    size = len(luck)
    number_mask = NUMBER_MASK
    pips, doubles = PIPS, DOUBLE
    result: HandResult | None = None
    while result is None:
        steps += 1
        hand = hands[turn]
        fits = hand & (number_mask[left] | number_mask[right])
        if fits:
            cursor = (cursor + 2) % size
            if epsilon and luck[cursor] < epsilon:
                move = _random_fit(fits, luck[cursor + 1], left)
            elif fives:
                move = _scoring_fit(fits, left, right, 1 + left_double, 1 + right_double)
            else:
                move = _heaviest(fits)
                move = move << 1 | (LOW[move] != left and HIGH[move] != left)
            if trace is not None:
                trace.append(move)
            best = move >> 1
            hand ^= 1 << best
            hands[turn] = hand
            if move & 1:
                right = pips[best] - right
                right_double = doubles[best]
            else:
                left = pips[best] - left
                left_double = doubles[best]
            if fives:
                total = left * (1 + left_double) + right * (1 + right_double)
                if total % 5 == 0 and total:
                    in_play[rules.unit_of(turn)] += total
            passes = 0
            drawn_this_turn = 0
            if not hand:
                result = score_hand(rules, [pips_of(h) for h in hands], DOMINO, turn, in_play)
            else:
                turn = (turn + 1) % players
        elif drawn < limit and not (draw_one and drawn_this_turn):
            if trace is not None:
                trace.append(DRAW)
            hands[turn] = hand | 1 << boneyard[drawn].index
            drawn += 1
            drawn_this_turn += 1
        else:
            if trace is not None:
                trace.append(PASS)
            passes += 1
            drawn_this_turn = 0
            if passes >= players and drawn >= limit:
                result = score_hand(rules, [pips_of(h) for h in hands], BLOCKED, None, in_play)
            else:
                turn = (turn + 1) % players
    world.drawn, world.left, world.right = drawn, left, right
    world.left_double, world.right_double = left_double, right_double
    world.turn, world.passes, world.drawn_this_turn = turn, passes, drawn_this_turn
    world.result = result
    return steps


class _HeavyPolicy:
    """With probability ``epsilon`` a random playable tile, else the heaviest (All Fives: the
    play scoring most, then the heaviest); draw only when nothing fits. Its random numbers
    are read in pairs from ``luck`` (cyclically), one pair per tile laid."""

    __slots__ = ("cursor", "epsilon", "luck")

    def __init__(self, luck: Sequence[float], epsilon: float) -> None:
        self.luck = luck
        self.epsilon = epsilon
        self.cursor = 0

    def __call__(self, world: Position) -> int:
        left = world.left
        hand = world.hands[world.turn]
        fits = hand & world.openers if left == NO_END else hand & (NUMBER_MASK[left] | NUMBER_MASK[world.right])
        if not fits:
            return DRAW if world.may_draw(0) else PASS
        luck = self.luck
        self.cursor = cursor = (self.cursor + 2) % len(luck)
        if self.epsilon and luck[cursor] < self.epsilon:
            return _random_fit(fits, luck[cursor + 1], left)
        if left == NO_END:
            return _heaviest(fits) << 1
        rules = world.rules
        if rules.fives_in_play and not rules.open_hands:
            return _scoring_fit(fits, left, world.right, 1 + world.left_double, 1 + world.right_double)
        best = _heaviest(fits)
        return best << 1 | (LOW[best] != left and HIGH[best] != left)


def heavy_policy(luck: Sequence[float], epsilon: float) -> Policy:
    """The rollout policy (see :class:`_HeavyPolicy`) for :func:`game.engine.kernel.play_out`."""
    return _HeavyPolicy(luck, epsilon)


def _random_fit(fits: int, chance: float, left: int) -> int:
    """The move laying the fitting tile ``chance`` (0 <= chance < 1) picks, on the left end if it fits there."""
    k = int(chance * fits.bit_count())
    while k:
        fits &= fits - 1
        k -= 1
    best = (fits & -fits).bit_length() - 1
    return best << 1 | (left != NO_END and LOW[best] != left and HIGH[best] != left)


def _heaviest(fits: int) -> int:
    """The heaviest tile of ``fits`` (the first of equals)."""
    best, best_key = -1, -1
    while fits:
        bit = fits & -fits
        fits ^= bit
        i = bit.bit_length() - 1
        if PIPS[i] > best_key:
            best, best_key = i, PIPS[i]
    return best


def _scoring_fit(fits: int, left: int, right: int, left_times: int, right_times: int) -> int:
    """All Fives: the move whose points x4 plus pips are most (the first of equals); an end
    counts ``left_times``/``right_times`` (2 where a double lies across it, else 1)."""
    best, best_end, best_key = -1, LEFT, -1
    while fits:
        bit = fits & -fits
        fits ^= bit
        i = bit.bit_length() - 1
        key = PIPS[i]
        end = LEFT if LOW[i] == left or HIGH[i] == left else 1
        if end == LEFT:
            total = (PIPS[i] - left) * (1 + DOUBLE[i]) + right * right_times
        else:
            total = left * left_times + (PIPS[i] - right) * (1 + DOUBLE[i])
        if total % 5 == 0:
            key += 4 * total
        if end == LEFT and (LOW[i] == right or HIGH[i] == right):
            total = left * left_times + (PIPS[i] - right) * (1 + DOUBLE[i])
            if total % 5 == 0 and PIPS[i] + 4 * total > key:
                key = PIPS[i] + 4 * total
                end = 1
        if key > best_key:
            best_key, best, best_end = key, i, end
    return best << 1 | best_end


def doubles_at_ends(chain: Sequence[Placement]) -> tuple[bool, bool]:
    """Whether the tile lying at each open end is a double (All Fives counts it twice)."""
    left = right = False
    for placement in chain:
        double = placement.tile.is_double
        if placement.end == -1:
            left = right = double
        elif placement.end == LEFT:
            left = double
        else:
            right = double
    return left, right


def passes_since_play(history: Sequence[PublicMove]) -> int:
    count = 0
    for move in reversed(history):
        if move.kind == "play":
            break
        count += move.kind == "pass"
    return count


def draws_this_turn(history: Sequence[PublicMove], seat: int) -> int:
    """Tiles ``seat`` has drawn since its turn began (the draw-one rule counts them)."""
    count = 0
    for move in reversed(history):
        if move.seat != seat or move.kind != "draw":
            break
        count += 1
    return count


def world_of(obs: Observation, deal: HiddenDeal) -> World:
    """The world where the viewer's unseen tiles lie as ``deal`` says."""
    hands = [0] * obs.players
    hands[obs.seat] = mask_of(obs.hand)
    for seat, mask in deal.hands.items():
        hands[seat] = mask
    world = World.before_first_move(obs.rules, hands, deal.boneyard, obs.drawable, obs.turn)
    if obs.ends is not None:
        world.left, world.right = obs.ends
        world.left_double, world.right_double = doubles_at_ends(obs.chain)
    elif obs.opening is not None:
        world.openers = obs.opening.bit
    world.passes = passes_since_play(obs.history)
    world.drawn_this_turn = draws_this_turn(obs.history, obs.turn)
    world.in_play = list(obs.in_play)
    return world
