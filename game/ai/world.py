"""A fully known hand on plain integers: the worlds Hard samples, plays out and solves.

The engine's ``HandState`` keeps a history and validates; searching needs neither, so a
:class:`World` holds only what decides the rest of the hand. Its transitions follow the
engine's (``tests/ai`` holds the two to the same results), and :func:`rollout` is the fast
playout policy every search here shares: mostly "heaviest tile first" (All Fives: the
scoring play first), with a little randomness so that the samples do not all agree.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from game.ai.sampler import HiddenDeal
from game.engine.actions import LEFT, Action, Draw, Placement, Play
from game.engine.observe import Observation, PublicMove
from game.engine.rules import Rules
from game.engine.scoring import BLOCKED, DOMINO, HandResult, score_hand
from game.engine.state import HandState
from game.engine.tiles import NUMBER_MASK, TILES, Tile, mask_of, pips_of

LOW: Final = tuple(t.low for t in TILES)
HIGH: Final = tuple(t.high for t in TILES)
PIPS: Final = tuple(t.pips for t in TILES)
DOUBLE: Final = tuple(t.is_double for t in TILES)
NO_END: Final = -1
NOISE: Final = 64  # random numbers per playout (an even number: they are read in pairs)


class World:
    """Every hand, the boneyard order and the open ends of one (possibly sampled) hand."""

    __slots__ = (
        "rules",
        "players",
        "hands",
        "boneyard",
        "drawn",
        "limit",
        "left",
        "right",
        "left_double",
        "right_double",
        "turn",
        "passes",
        "drawn_this_turn",
        "in_play",
        "result",
    )

    def __init__(
        self,
        rules: Rules,
        hands: list[int],
        boneyard: tuple[Tile, ...],
        drawable: int,
        ends: tuple[int, int] | None,
        doubles_at_ends: tuple[bool, bool],
        turn: int,
        passes: int,
        drawn_this_turn: int,
        in_play: list[int],
    ) -> None:
        self.rules = rules
        self.players = len(hands)
        self.hands = hands
        self.boneyard = boneyard
        self.drawn = 0
        self.limit = drawable
        self.left, self.right = ends if ends is not None else (NO_END, NO_END)
        self.left_double, self.right_double = doubles_at_ends
        self.turn = turn
        self.passes = passes
        self.drawn_this_turn = drawn_this_turn
        self.in_play = in_play
        self.result: HandResult | None = None

    @classmethod
    def of_state(cls, state: HandState, boneyard: tuple[Tile, ...] | None = None) -> World:
        """The true world of an engine state (``boneyard`` replaces the undrawn tiles' order)."""
        rest = state.boneyard[state.drawn :] if boneyard is None else boneyard
        doubles = (False, False) if state.end_tiles is None else tuple(t.is_double for t in state.end_tiles)
        return cls(
            state.rules,
            state.hands.copy(),
            tuple(rest),
            state.drawable,
            state.ends,
            doubles,  # type: ignore[arg-type]
            state.turn,
            state.passes,
            state.drawn_this_turn,
            list(state.in_play),
        )

    def copy(self) -> World:
        w = object.__new__(World)
        w.rules = self.rules
        w.players = self.players
        w.hands = self.hands.copy()
        w.boneyard = self.boneyard
        w.drawn = self.drawn
        w.limit = self.limit
        w.left = self.left
        w.right = self.right
        w.left_double = self.left_double
        w.right_double = self.right_double
        w.turn = self.turn
        w.passes = self.passes
        w.drawn_this_turn = self.drawn_this_turn
        w.in_play = self.in_play.copy()
        w.result = self.result
        return w

    @property
    def drawable(self) -> int:
        return self.limit - self.drawn

    def tiles_in_hands(self) -> int:
        return sum(h.bit_count() for h in self.hands)

    def apply(self, action: Action) -> None:
        """Play a legal engine action (as ``HandState.step`` would)."""
        if type(action) is Play:
            self.play(action.tile.index, action.end)
        elif type(action) is Draw:
            self.draw()
        else:
            self.pass_turn()

    def play(self, index: int, end: int) -> None:
        seat = self.turn
        hand = self.hands[seat] ^ (1 << index)
        self.hands[seat] = hand
        low, high = LOW[index], HIGH[index]
        if self.left == NO_END:
            self.left, self.right = high, low
            self.left_double = self.right_double = DOUBLE[index]
            count = low + high
        else:
            if end == LEFT:
                self.left = low + high - self.left
                self.left_double = DOUBLE[index]
            else:
                self.right = low + high - self.right
                self.right_double = DOUBLE[index]
            count = self.left * (1 + self.left_double) + self.right * (1 + self.right_double)
        rules = self.rules
        if rules.fives_in_play and count % 5 == 0 and count and not rules.open_hands:
            self.in_play[rules.unit_of(seat)] += count
        self.passes = 0
        self.drawn_this_turn = 0
        if not hand:
            self.result = score_hand(rules, [pips_of(h) for h in self.hands], DOMINO, seat, self.in_play)
        else:
            self.turn = (seat + 1) % self.players

    def draw(self) -> None:
        self.hands[self.turn] |= self.boneyard[self.drawn].bit
        self.drawn += 1
        self.drawn_this_turn += 1

    def pass_turn(self) -> None:
        self.passes += 1
        self.drawn_this_turn = 0
        if self.passes >= self.players and self.drawn >= self.limit:
            self.result = score_hand(self.rules, [pips_of(h) for h in self.hands], BLOCKED, None, self.in_play)
        else:
            self.turn = (self.turn + 1) % self.players


def noise(rng: random.Random) -> list[float]:
    """Random numbers for one or more playouts: replaying the same list replays the same luck."""
    rand = rng.random
    return [rand() for _ in range(NOISE)]


def rollout(world: World, luck: Sequence[float], epsilon: float) -> int:
    """Play ``world`` to its end in place with the shared fast policy; returns the steps taken.

    The policy: with probability ``epsilon`` a random playable tile, else the heaviest (All
    Fives: the play scoring most, then the heaviest); draw only when nothing fits. Its
    random numbers are read in turn from ``luck`` (cyclically).
    """
    assert world.left != NO_END, "a rollout starts after the opening tile"
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
    cursor = 0
    size = len(luck)
    number_mask = NUMBER_MASK
    low_of, high_of, pips, doubles = LOW, HIGH, PIPS, DOUBLE
    steps = 0
    result: HandResult | None = None
    while result is None:
        steps += 1
        hand = hands[turn]
        fits = hand & (number_mask[left] | number_mask[right])
        if fits:
            best = -1
            best_end = LEFT
            cursor = (cursor + 2) % size
            if epsilon and luck[cursor] < epsilon:
                k = int(luck[cursor + 1] * fits.bit_count())
                m = fits
                while k:
                    m &= m - 1
                    k -= 1
                best = (m & -m).bit_length() - 1
                best_end = LEFT if low_of[best] == left or high_of[best] == left else 1
            else:
                best_key = -1
                m = fits
                while m:
                    bit = m & -m
                    m ^= bit
                    i = bit.bit_length() - 1
                    key = pips[i]
                    end = LEFT if low_of[i] == left or high_of[i] == left else 1
                    if fives:
                        if end == LEFT:
                            total = (pips[i] - left) * (1 + doubles[i]) + right * (1 + right_double)
                        else:
                            total = left * (1 + left_double) + (pips[i] - right) * (1 + doubles[i])
                        if total % 5 == 0:
                            key += 4 * total
                        if end == LEFT and (low_of[i] == right or high_of[i] == right):
                            total = left * (1 + left_double) + (pips[i] - right) * (1 + doubles[i])
                            if total % 5 == 0 and pips[i] + 4 * total > key:
                                key = pips[i] + 4 * total
                                end = 1
                    if key > best_key:
                        best_key, best, best_end = key, i, end
            hand ^= 1 << best
            hands[turn] = hand
            if best_end == LEFT:
                left = pips[best] - left
                left_double = doubles[best]
            else:
                right = pips[best] - right
                right_double = doubles[best]
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
            hands[turn] = hand | 1 << boneyard[drawn].index
            drawn += 1
            drawn_this_turn += 1
        else:
            passes += 1
            drawn_this_turn = 0
            if passes >= players and drawn >= limit:
                result = score_hand(rules, [pips_of(h) for h in hands], BLOCKED, None, in_play)
            else:
                turn = (turn + 1) % players
    world.left, world.right, world.drawn, world.turn, world.passes = left, right, drawn, turn, passes
    world.result = result
    return steps


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
    return World(
        obs.rules,
        hands,
        deal.boneyard,
        obs.drawable,
        obs.ends,
        doubles_at_ends(obs.chain),
        obs.turn,
        passes_since_play(obs.history),
        draws_this_turn(obs.history, obs.turn),
        list(obs.in_play),
    )
