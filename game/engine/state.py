"""One hand of dominoes: the state, its legal actions, and applying them.

``apply`` is the validating entry point: it never mutates its input and refuses an
illegal action with :class:`IllegalActionError` carrying a :class:`Refusal` code.
``HandState.step`` is the unchecked in-place path; both make the move with the kernel
(:mod:`game.engine.kernel`), as the playouts and the AI's worlds do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.engine.actions import (
    DRAW,
    LEFT,
    PASS,
    PLAYS,
    RIGHT,
    Action,
    Draw,
    Event,
    Pass,
    Placement,
    Play,
)
from game.engine.errors import IllegalActionError, RulesError
from game.engine.kernel import DRAW as DRAW_MOVE
from game.engine.kernel import NO_END, Position
from game.engine.kernel import PASS as PASS_MOVE
from game.engine.refusals import Refusal, Why
from game.engine.rules import DrawPolicy, Rules
from game.engine.tiles import NUMBER_MASK, Tile, mask_of, pips_of, tiles_in


class HandState(Position):
    """Everything about one hand, hidden tiles included, with its history. Copy before changing.

    The integer position (hands, ends, turn, ...) and its transitions are the kernel's; this
    class adds what the game shows and saves: the chain, the history, the forced opening tile.
    Move it with :meth:`step` (or :func:`apply`), which write those too.
    """

    __slots__ = ("chain", "deal", "dealt", "history", "opening", "scores", "starter", "target")

    dealt: tuple[int, ...]
    chain: list[Placement]
    starter: int
    opening: Tile | None  # the tile the first play must be, if the preset forces one
    history: list[Event]
    scores: tuple[int, ...]
    target: int | None
    deal: str | None  # the short code that deals this hand again, when it came from one

    # Seven arguments, one per thing a hand starts from. Taking the deal (hands and boneyard) as one
    # value and the match's standing by name waits for the callers in rooms being edited now, which
    # pass all seven by position (ai/external.py, ui/scenes/tutorial.py, bench.py, a speech test) (#24).
    @classmethod
    def new(  # noqa: PLR0913, PLR0917
        cls,
        rules: Rules,
        hands: Sequence[Sequence[Tile]],
        boneyard: Sequence[Tile],
        starter: int,
        opening: Tile | None = None,
        scores: Sequence[int] | None = None,
        target: int | None = None,
    ) -> HandState:
        """A hand about to start. ``opening`` forces the first tile (e.g. the highest double)."""
        players = len(hands)
        rules.check_players(players)
        if not 0 <= starter < players:
            raise RulesError(f"there is no seat {starter}")
        masks = [mask_of(h) for h in hands]
        if opening is not None and not masks[starter] & opening.bit:
            raise RulesError(f"seat {starter} cannot open with {opening}: not in their hand")
        drawable = 0 if rules.draw is DrawPolicy.NONE else len(boneyard) - rules.reserve_for(players)
        s = cls.before_first_move(rules, masks, tuple(boneyard), max(0, drawable), starter)
        if opening is not None:
            s.openers = opening.bit
        s.dealt = tuple(masks)
        s.chain = []
        s.starter = starter
        s.opening = opening
        s.history = []
        s.scores = tuple(scores) if scores is not None else (0,) * len(s.in_play)
        s.target = target
        s.deal = None
        return s

    def copy(self) -> HandState:
        c = object.__new__(HandState)
        for name in (*Position.__slots__, *HandState.__slots__):
            setattr(c, name, getattr(self, name))
        c.hands = self.hands.copy()
        c.chain = self.chain.copy()
        c.in_play = self.in_play.copy()
        c.history = self.history.copy()
        return c

    # -- what anybody can read -------------------------------------------------

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def ends(self) -> tuple[int, int] | None:
        """The two open-end numbers, or None before the first tile."""
        return None if self.left == NO_END else (self.left, self.right)

    @ends.setter
    def ends(self, ends: tuple[int, int] | None) -> None:
        self.left, self.right = (NO_END, NO_END) if ends is None else ends

    @property
    def draw_limit(self) -> int:
        return self.limit

    @draw_limit.setter
    def draw_limit(self, limit: int) -> None:
        self.limit = limit

    @property
    def boneyard_left(self) -> int:
        """Undealt tiles still face down, reserved ones included."""
        return len(self.boneyard) - self.drawn

    def hand(self, seat: int) -> list[Tile]:
        return tiles_in(self.hands[seat])

    def pips(self, seat: int) -> int:
        return pips_of(self.hands[seat])

    def playable_mask(self, seat: int | None = None) -> int:
        """The tiles of ``seat`` (default: the seat to move) that can be laid now."""
        if seat is None or seat == self.turn:
            return self.playable()
        hand = self.hands[seat]
        if self.left == NO_END:
            return hand & self.openers
        return hand & (NUMBER_MASK[self.left] | NUMBER_MASK[self.right])

    # -- the unchecked path: the kernel's move, written into the history --------

    def step(self, action: Action) -> None:
        """Apply a legal action in place. Unchecked: feed it only ``legal_actions`` output."""
        seat, ends = self.turn, self.ends
        if type(action) is Play:
            t = action.tile
            if ends is None:
                action = PLAYS[t.index][LEFT]
                self.chain.append(Placement(t, -1, t.high, t.low))
            else:
                inner = ends[action.end]
                self.chain.append(Placement(t, action.end, inner, t.other(inner)))
            self.history.append(Event(seat, action, t, ends))
            self.play(t.index, action.end)
        elif type(action) is Draw:
            self.history.append(Event(seat, action, self.draw(), ends))
        else:
            self.history.append(Event(seat, action, None, ends))
            self.pass_turn()


# Kernel move -> engine action (interned, so legal-move generation allocates no actions).
_ACTIONS: Final[dict[int, Action]] = {DRAW_MOVE: DRAW, PASS_MOVE: PASS}
_ACTIONS.update({i << 1 | end: PLAYS[i][end] for i in range(len(PLAYS)) for end in (LEFT, RIGHT)})


def legal_actions(state: HandState) -> list[Action]:
    """Every distinct legal action of the seat to move: plays on the left end, plays on the
    right end (none when both ends show the same number), then Draw, or else Pass."""
    return [_ACTIONS[move] for move in state.moves()]


def why_illegal(state: HandState, action: Action) -> Refusal | None:
    """None when ``action`` is legal for the seat to move, else why not (``str()``: in English)."""
    if state.result is not None:
        return Refusal.of(Why.HAND_OVER)
    if isinstance(action, Play):
        return _why_play_illegal(state, action)
    if isinstance(action, Draw):
        return why_not_draw(state)
    if isinstance(action, Pass):
        return why_not_pass(state)
    return Refusal.of(Why.NOT_AN_ACTION, action=repr(action))


def why_not_draw(state: HandState) -> Refusal | None:
    """Why the seat to move may not draw now (the Draw button's explanation); None if it may."""
    if state.result is not None:
        return Refusal.of(Why.HAND_OVER)
    if state.may_draw(state.playable()):
        return None
    return _why_draw_is_closed(state)


def _why_draw_is_closed(state: HandState) -> Refusal:
    """What keeps the seat to move from drawing when it may not: the rules, the boneyard, the turn."""
    rules = state.rules
    if rules.draw is DrawPolicy.NONE:
        return Refusal.of(Why.NO_DRAWING, title=rules.title)
    if state.drawable <= 0:
        reserved = state.boneyard_left
        return Refusal.of(Why.RESERVE_ONLY, reserved=reserved) if reserved else Refusal.of(Why.BONEYARD_EMPTY)
    if rules.draw_one and state.drawn_this_turn:
        return Refusal.of(Why.ONE_DRAW)
    if state.ends is None:
        return Refusal.of(Why.OPENING_FIRST)
    return Refusal.of(Why.HOLDS_PLAYABLE)


def why_not_pass(state: HandState) -> Refusal | None:
    """Why the seat to move may not pass now; None if it may (nothing to play or draw)."""
    if state.result is not None:
        return Refusal.of(Why.HAND_OVER)
    playable = state.playable()
    if playable:
        return Refusal.of(Why.MUST_PLAY)
    if state.may_draw(playable):
        if state.rules.reserve_for(state.players) and state.rules.draw is DrawPolicy.ANY_TIME:
            return Refusal.of(Why.DRAW_TO_RESERVE)
        return Refusal.of(Why.DRAW_FIRST)
    return None


def _why_play_illegal(state: HandState, action: Play) -> Refusal | None:
    t = action.tile
    if not state.hands[state.turn] & t.bit:
        return Refusal.of(Why.NOT_HELD, tile=t)
    if state.ends is None:
        if state.opening is not None and t is not state.opening:
            return Refusal.of(Why.FIRST_TILE, tile=state.opening)
        return None
    return _why_not_on_the_end(action, state.ends)


def _why_not_on_the_end(action: Play, ends: tuple[int, int]) -> Refusal | None:
    """Why a held tile cannot be laid on the end ``action`` names; None if it can."""
    t = action.tile
    if action.end not in (LEFT, RIGHT):
        return Refusal.of(Why.NO_SUCH_END, end=action.end)
    left, right = ends
    if not (t.has(left) or t.has(right)):
        return Refusal.of(Why.FITS_NEITHER, tile=t, left=left, right=right)
    number = ends[action.end]
    if not t.has(number):
        return Refusal.of(Why.NOT_LEFT if action.end == LEFT else Why.NOT_RIGHT, tile=t, number=number)
    return None


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; ``state`` itself is left untouched."""
    refusal = why_illegal(state, action)
    if refusal is not None:
        raise IllegalActionError(refusal)
    nxt = state.copy()
    nxt.step(action)
    return nxt


def all_tiles_accounted(state: HandState) -> bool:
    """Invariant: every dealt tile is in exactly one hand, the chain, or the undrawn boneyard."""
    places = [*state.hands, *(p.tile.bit for p in state.chain), *(t.bit for t in state.boneyard[state.drawn :])]
    union = 0
    for mask in places:
        union |= mask
    total = sum(mask.bit_count() for mask in places)
    expected = sum(mask.bit_count() for mask in state.dealt) + len(state.boneyard)
    return total == union.bit_count() == expected
