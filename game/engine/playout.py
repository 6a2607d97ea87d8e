"""Random playouts to the end of a hand: the hot loop of ``make bench``, inlined.

:func:`random_playout` makes exactly the moves the kernel makes under
:func:`game.engine.kernel.random_policy` with the same random numbers (one ``rng.random()``
per decision, moves in ``legal_actions`` order), only faster: it keeps the position in local
variables. ``make bench`` prints both rates, which is why the loop stays inlined, and
``tests/engine`` holds the two to the same moves, move by move (``trace``).
"""

from __future__ import annotations

import random
from typing import Final, TypeVar

from game.engine.kernel import DRAW, NO_END, PASS, Position, random_policy
from game.engine.rules import DrawPolicy
from game.engine.scoring import BLOCKED, DOMINO, HandResult, score_hand
from game.engine.tiles import NUMBER_MASK, TILES, pips_of

_HALVES: Final = tuple((t.low, t.high) for t in TILES)
_DOUBLE: Final = tuple(t.is_double for t in TILES)
T = TypeVar("T")


def choose(actions: list[T], rng: random.Random) -> T:
    """The uniform choice every random player shares: one ``random()`` per decision."""
    return actions[int(rng.random() * len(actions))]


def random_playout(  # noqa: C901, PLR0912, PLR0915 - the kernel's move inlined: make bench's hot loop
    state: Position, rng: random.Random, trace: list[int] | None = None
) -> HandResult:
    """Play ``state`` to its end with uniformly random legal moves; ``state`` is untouched.

    ``trace``, when given, receives every kernel move made (for the equivalence test).
    """
    if state.result is not None:
        return state.result
    position = state.position()
    if position.left == NO_END:  # before the first tile: the kernel itself (the opener may draw)
        policy = random_policy(rng)
        while position.left == NO_END:
            move = policy(position)
            if trace is not None:
                trace.append(move)
            position.make(move)
    if position.result is not None:
        return position.result
    rules = position.rules
    players = position.players
    hands = position.hands
    in_play = position.in_play
    boneyard = position.boneyard
    drawn, limit = position.drawn, position.limit
    turn, passes, drawn_this_turn = position.turn, position.passes, position.drawn_this_turn
    left, right = position.left, position.right
    left_double, right_double = position.left_double, position.right_double
    fives = rules.fives_in_play and not rules.open_hands
    unit_of = rules.unit_of
    free_draw = rules.draw is DrawPolicy.ANY_TIME
    draw_one = rules.draw_one
    rand = rng.random
    number_mask = NUMBER_MASK
    halves, doubles = _HALVES, _DOUBLE
    next_seat = tuple((seat + 1) % players for seat in range(players))

    while True:
        hand = hands[turn]
        on_left = hand & number_mask[left]
        on_right = hand & number_mask[right] if right != left else 0
        if on_left or on_right:
            n_left = on_left.bit_count()
            count = n_left + on_right.bit_count()
            may_draw = free_draw and drawn < limit and not (draw_one and drawn_this_turn)
            k = int(rand() * (count + may_draw))
            if k < count:
                # The k-th option in legal_actions order: left-end plays, then right-end plays.
                to_left = k < n_left
                if to_left:
                    m = on_left
                else:
                    m = on_right
                    k -= n_left
                while k:
                    m &= m - 1
                    k -= 1
                bit = m & -m
                i = bit.bit_length() - 1
                if trace is not None:
                    trace.append(i << 1 | (not to_left))
                low, high = halves[i]
                hand ^= bit
                hands[turn] = hand
                if to_left:
                    left = low + high - left
                    left_double = doubles[i]
                else:
                    right = low + high - right
                    right_double = doubles[i]
                if fives:
                    total = left * (1 + left_double) + right * (1 + right_double)
                    if total % 5 == 0 and total:
                        in_play[unit_of(turn)] += total
                passes = 0
                drawn_this_turn = 0
                if not hand:
                    return score_hand(rules, [pips_of(h) for h in hands], DOMINO, turn, in_play)
                turn = next_seat[turn]
                continue
        else:
            rand()  # the reference path spends a number on a forced Draw or Pass too
            may_draw = drawn < limit and not (draw_one and drawn_this_turn)
        if trace is not None:
            trace.append(DRAW if may_draw else PASS)
        if may_draw:
            hands[turn] = hand | boneyard[drawn].bit
            drawn += 1
            drawn_this_turn += 1
        else:
            passes += 1
            drawn_this_turn = 0
            if passes >= players and drawn >= limit:
                return score_hand(rules, [pips_of(h) for h in hands], BLOCKED, None, in_play)
            turn = next_seat[turn]
