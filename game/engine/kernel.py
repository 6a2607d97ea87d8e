"""The one hand transition, on plain integers: play, draw, pass and the legal moves.

``HandState`` (the validated game), the random playout and the AI's sampled worlds are all a
:class:`Position`, so the rules of a move are written once, here. A move is an int:
``index << 1 | end`` lays tile ``index`` on that end, :data:`DRAW` and :data:`PASS` are the
other two. :func:`play_out` plays a position to its end with any :data:`Policy`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final, Self

from game.engine.actions import Action, Draw, Play
from game.engine.refusals import Termination
from game.engine.rules import DrawPolicy, Rules
from game.engine.scoring import HandResult, score_hand
from game.engine.tiles import FULL_MASK, NUMBER_MASK, TILES, Tile, pips_of

NO_END: Final = -1  # ``left``/``right`` before the first tile
DRAW: Final = -1
PASS: Final = -2
LOW: Final = tuple(t.low for t in TILES)
HIGH: Final = tuple(t.high for t in TILES)
PIPS: Final = tuple(t.pips for t in TILES)
DOUBLE: Final = tuple(t.is_double for t in TILES)

Policy = Callable[["Position"], int]


class Position:
    """Everything that decides the rest of a hand: hands, boneyard order, open ends, turn.

    ``boneyard[drawn]`` is the next tile drawn; no tile at or past ``limit`` is ever drawn.
    ``openers`` masks the tiles the first play may lay (a forced opening double, or all).
    """

    __slots__ = (
        "boneyard",
        "drawn",
        "drawn_this_turn",
        "hands",
        "in_play",
        "left",
        "left_double",
        "limit",
        "openers",
        "passes",
        "players",
        "result",
        "right",
        "right_double",
        "rules",
        "turn",
    )

    rules: Rules
    players: int
    hands: list[int]
    boneyard: tuple[Tile, ...]
    drawn: int
    limit: int
    left: int
    right: int
    left_double: bool
    right_double: bool
    openers: int
    turn: int
    passes: int
    drawn_this_turn: int
    in_play: list[int]
    result: HandResult | None

    @classmethod
    def before_first_move(
        cls, rules: Rules, hands: list[int], boneyard: tuple[Tile, ...], limit: int, turn: int
    ) -> Self:
        """A hand before its first move (a subclass fills in its own fields after)."""
        self = object.__new__(cls)
        self.rules = rules
        self.players = len(hands)
        self.hands = hands
        self.boneyard = boneyard
        self.drawn = 0
        self.limit = limit
        self.left = self.right = NO_END
        self.left_double = self.right_double = False
        self.openers = FULL_MASK
        self.turn = turn
        self.passes = 0
        self.drawn_this_turn = 0
        self.in_play = [0] * rules.units(self.players)
        self.result = None
        return self

    def position(self, boneyard: tuple[Tile, ...] | None = None) -> Position:
        """A bare copy; ``boneyard`` (if given) replaces the order of the tiles not yet drawn."""
        p = object.__new__(Position)
        p.rules = self.rules
        p.players = self.players
        p.hands = self.hands.copy()
        p.boneyard = self.boneyard if boneyard is None else self.boneyard[: self.drawn] + tuple(boneyard)
        p.drawn = self.drawn
        p.limit = self.limit
        p.left = self.left
        p.right = self.right
        p.left_double = self.left_double
        p.right_double = self.right_double
        p.openers = self.openers
        p.turn = self.turn
        p.passes = self.passes
        p.drawn_this_turn = self.drawn_this_turn
        p.in_play = self.in_play.copy()
        p.result = self.result
        return p

    def copy(self) -> Position:
        return self.position()

    # -- what the seat to move may do -------------------------------------------

    @property
    def drawable(self) -> int:
        return self.limit - self.drawn

    def tiles_in_hands(self) -> int:
        return sum(h.bit_count() for h in self.hands)

    def playable(self) -> int:
        """The tiles of the seat to move that can be laid now."""
        hand = self.hands[self.turn]
        if self.left == NO_END:
            return hand & self.openers
        return hand & (NUMBER_MASK[self.left] | NUMBER_MASK[self.right])

    def may_draw(self, playable: int) -> bool:
        """Whether the seat to move (holding ``playable``) may take a boneyard tile."""
        rules = self.rules
        if self.drawn >= self.limit or rules.draw is DrawPolicy.NONE or (rules.draw_one and self.drawn_this_turn):
            return False
        return not playable or rules.draw is DrawPolicy.ANY_TIME

    def moves(self) -> list[int]:
        """Every distinct legal move: plays on the left end, plays on the right end (none
        when both ends show the same number), then DRAW; PASS when there is nothing else."""
        if self.result is not None:
            return []
        playable = self.playable()
        left, right = self.left, self.right
        if left == NO_END:
            out = [i << 1 for i in _indices(playable)]
        else:
            out = [i << 1 for i in _indices(playable & NUMBER_MASK[left])]
            if right != left:
                out += [i << 1 | 1 for i in _indices(playable & NUMBER_MASK[right])]
        if self.may_draw(playable):
            out.append(DRAW)
        return out or [PASS]

    # -- the transition ----------------------------------------------------------

    def make(self, move: int) -> None:
        """Make a legal move in place (unchecked: feed it only ``moves()`` output)."""
        if move >= 0:
            self.play(move >> 1, move & 1)
        elif move == DRAW:
            self.draw()
        else:
            self.pass_turn()

    def play(self, index: int, end: int) -> None:
        """Lay tile ``index`` on ``end`` (ignored for the first tile), score All Fives, move on."""
        seat = self.turn
        hand = self.hands[seat] ^ (1 << index)
        self.hands[seat] = hand
        low, high = LOW[index], HIGH[index]
        if self.left == NO_END:
            self.left, self.right = high, low
            self.left_double = self.right_double = DOUBLE[index]
            count = low + high
        else:
            if end == 0:
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
            self.finish(Termination.DOMINO, seat)
        else:
            self.turn = (seat + 1) % self.players

    def draw(self) -> Tile:
        """The seat to move takes the next boneyard tile (its turn goes on)."""
        t = self.boneyard[self.drawn]
        self.hands[self.turn] |= t.bit
        self.drawn += 1
        self.drawn_this_turn += 1
        return t

    def pass_turn(self) -> None:
        self.passes += 1
        self.drawn_this_turn = 0
        if self.passes >= self.players and self.drawn >= self.limit:
            self.finish(Termination.BLOCKED, None)
        else:
            self.turn = (self.turn + 1) % self.players

    def finish(self, how: Termination, out_seat: int | None) -> None:
        self.result = score_hand(self.rules, [pips_of(h) for h in self.hands], how, out_seat, self.in_play)


def move_of(action: Action) -> int:
    """The kernel move of an engine action (a first tile's end is ignored, as ``play`` does)."""
    if type(action) is Play:
        return action.tile.index << 1 | action.end
    return DRAW if type(action) is Draw else PASS


def play_out(position: Position, policy: Policy) -> int:
    """Play ``position`` to its end in place, each move chosen by ``policy``; the moves made."""
    steps = 0
    play, draw, pass_turn = position.play, position.draw, position.pass_turn
    while position.result is None:
        move = policy(position)
        if move >= 0:
            play(move >> 1, move & 1)
        elif move == DRAW:
            draw()
        else:
            pass_turn()
        steps += 1
    return steps


def random_policy(rng: random.Random) -> Policy:
    """Uniform over ``moves()``, one ``rng.random()`` per decision (forced ones included)."""
    rand = rng.random

    def choose(position: Position) -> int:
        moves = position.moves()
        return moves[int(rand() * len(moves))]

    return choose


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        bit = mask & -mask
        out.append(bit.bit_length() - 1)
        mask ^= bit
    return out
