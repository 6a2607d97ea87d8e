"""Random playouts to the end of a hand, on plain integers, for search and benchmarks.

This is the hot loop of the Hard AI's Monte Carlo and of ``make bench``. It makes the
same choice as ``legal_actions`` + ``HandState.step`` would for the same random numbers
(one ``rng.random()`` per decision, actions in ``legal_actions`` order); a test holds the
two paths to identical results.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final, TypeVar

from game.engine.actions import Play
from game.engine.rules import DrawPolicy
from game.engine.scoring import BLOCKED, DOMINO, HandResult, score_hand
from game.engine.state import HandState, legal_actions
from game.engine.tiles import NUMBER_MASK, TILES, pips_of

_HALVES: Final = tuple((t.low, t.high) for t in TILES)
_DOUBLE: Final = tuple(t.is_double for t in TILES)
_T = TypeVar("_T")


def choose(actions: Sequence[_T], rng: random.Random) -> _T:
    """The uniform choice both paths share: one ``random()`` per decision."""
    return actions[int(rng.random() * len(actions))]


def random_playout(state: HandState, rng: random.Random) -> HandResult:
    """Play ``state`` to its end with uniformly random legal actions; ``state`` is untouched."""
    if state.result is not None:
        return state.result
    rules = state.rules
    players = state.players
    hands = state.hands.copy()
    in_play = state.in_play.copy()
    boneyard = state.boneyard
    drawn, limit = state.drawn, state.draw_limit
    turn, passes, drawn_this_turn = state.turn, state.passes, state.drawn_this_turn
    fives = rules.fives_in_play and not rules.open_hands
    unit_of = rules.unit_of
    if state.ends is None or state.end_tiles is None:
        opening = choose(legal_actions(state), rng)
        assert isinstance(opening, Play)  # an unopened hand offers plays only
        first = opening.tile
        hands[turn] ^= first.bit
        left, right = first.high, first.low
        left_double = right_double = first.is_double
        if fives and first.pips % 5 == 0 and first.pips:
            in_play[unit_of(turn)] += first.pips
        turn = (turn + 1) % players
    else:
        left, right = state.ends
        left_double, right_double = state.end_tiles[0].is_double, state.end_tiles[1].is_double
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
