"""One hand of dominoes: the state, its legal actions, and applying them.

``apply`` is the validating entry point: it never mutates its input and refuses an
illegal action with :class:`IllegalActionError`. ``HandState.step`` is the unchecked
in-place fast path used by search and benchmarks; both share the same transition code.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.actions import DRAW, LEFT, PASS, PLAYS, RIGHT, Action, Draw, Event, Pass, Placement, Play
from game.engine.errors import IllegalActionError, RulesError
from game.engine.rules import DrawPolicy, Rules
from game.engine.scoring import BLOCKED, DOMINO, HandResult, fives_count, score_hand
from game.engine.tiles import NUMBER_MASK, Tile, mask_of, pips_of, tiles_in


class HandState:
    """Everything about one hand, hidden tiles included. Copy before changing."""

    __slots__ = (
        "rules",
        "players",
        "hands",
        "dealt",
        "boneyard",
        "drawn",
        "draw_limit",
        "ends",
        "end_tiles",
        "chain",
        "turn",
        "starter",
        "opening",
        "passes",
        "drawn_this_turn",
        "in_play",
        "history",
        "result",
        "scores",
        "target",
        "deal",
    )

    rules: Rules
    players: int
    hands: list[int]
    dealt: tuple[int, ...]
    boneyard: tuple[Tile, ...]
    drawn: int
    draw_limit: int
    ends: tuple[int, int] | None
    end_tiles: tuple[Tile, Tile] | None
    chain: list[Placement]
    turn: int
    starter: int
    opening: Tile | None  # the tile the first play must be, if the preset forces one
    passes: int
    drawn_this_turn: int
    in_play: list[int]
    history: list[Event]
    result: HandResult | None
    scores: tuple[int, ...]
    target: int | None
    deal: str | None  # the short code that deals this hand again, when it came from one

    @classmethod
    def new(
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
        s = object.__new__(cls)
        s.rules = rules
        s.players = players
        s.hands = masks
        s.dealt = tuple(masks)
        s.boneyard = tuple(boneyard)
        s.drawn = 0
        drawable = 0 if rules.draw is DrawPolicy.NONE else len(s.boneyard) - rules.reserve_for(players)
        s.draw_limit = max(0, drawable)
        s.ends = None
        s.end_tiles = None
        s.chain = []
        s.turn = starter
        s.starter = starter
        s.opening = opening
        s.passes = 0
        s.drawn_this_turn = 0
        units = rules.units(players)
        s.in_play = [0] * units
        s.history = []
        s.result = None
        s.scores = tuple(scores) if scores is not None else (0,) * units
        s.target = target
        s.deal = None
        return s

    def copy(self) -> HandState:
        c = object.__new__(HandState)
        for name in HandState.__slots__:
            object.__setattr__(c, name, getattr(self, name))
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
    def drawable(self) -> int:
        """Boneyard tiles that may still be drawn (the counter next to the Draw button)."""
        return self.draw_limit - self.drawn

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
        hand = self.hands[self.turn if seat is None else seat]
        if self.ends is None:
            return self.opening.bit if self.opening is not None else hand
        left, right = self.ends
        return hand & (NUMBER_MASK[left] | NUMBER_MASK[right])

    # -- the fast path -----------------------------------------------------------

    def step(self, action: Action) -> None:
        """Apply a legal action in place. Unchecked: feed it only ``legal_actions`` output."""
        seat = self.turn
        if type(action) is Play:
            self._play(seat, action)
        elif type(action) is Draw:
            t = self.boneyard[self.drawn]
            self.history.append(Event(seat, action, t, self.ends))
            self.drawn += 1
            self.drawn_this_turn += 1
            self.hands[seat] |= t.bit
        else:
            self.history.append(Event(seat, action, None, self.ends))
            self.passes += 1
            self.drawn_this_turn = 0
            if self.passes >= self.players and self.drawn >= self.draw_limit:
                self._finish(BLOCKED, None)
            else:
                self.turn = (seat + 1) % self.players

    def _play(self, seat: int, action: Play) -> None:
        t, end, ends = action.tile, action.end, self.ends
        if ends is None:
            action = PLAYS[t.index][LEFT]
        self.history.append(Event(seat, action, t, ends))
        self.hands[seat] ^= t.bit
        if ends is None:
            self.ends = (t.high, t.low)
            self.end_tiles = (t, t)
            self.chain.append(Placement(t, -1, t.high, t.low))
            count = t.pips
        else:
            inner = ends[end]
            outer = t.other(inner)
            assert self.end_tiles is not None
            if end == LEFT:
                self.ends = (outer, ends[1])
                self.end_tiles = (t, self.end_tiles[1])
            else:
                self.ends = (ends[0], outer)
                self.end_tiles = (self.end_tiles[0], t)
            self.chain.append(Placement(t, end, inner, outer))
            count = fives_count(self.ends, (self.end_tiles[0].is_double, self.end_tiles[1].is_double))
        if self.rules.fives_in_play and count % 5 == 0 and count and not self.rules.open_hands:
            self.in_play[self.rules.unit_of(seat)] += count
        self.passes = 0
        self.drawn_this_turn = 0
        if not self.hands[seat]:
            self._finish(DOMINO, seat)
        else:
            self.turn = (seat + 1) % self.players

    def _finish(self, reason: str, out_seat: int | None) -> None:
        pips = [pips_of(h) for h in self.hands]
        self.result = score_hand(self.rules, pips, reason, out_seat, self.in_play)


def may_draw(state: HandState, playable: int) -> bool:
    rules = state.rules
    if state.drawable <= 0 or rules.draw is DrawPolicy.NONE:
        return False
    if rules.draw_one and state.drawn_this_turn:
        return False
    if rules.draw is DrawPolicy.WHEN_STUCK and playable:
        return False
    return state.ends is not None


def legal_actions(state: HandState) -> list[Action]:
    """Every distinct legal action of the seat to move: plays on the left end, plays on the
    right end (none when both ends show the same number), then Draw, or else Pass."""
    if state.result is not None:
        return []
    playable = state.playable_mask()
    actions: list[Action] = []
    ends = state.ends
    if ends is None:
        actions = [PLAYS[t.index][LEFT] for t in tiles_in(playable)]
    elif playable:
        left, right = ends
        actions = [PLAYS[t.index][LEFT] for t in tiles_in(playable & NUMBER_MASK[left])]
        if right != left:
            actions += [PLAYS[t.index][RIGHT] for t in tiles_in(playable & NUMBER_MASK[right])]
    if may_draw(state, playable):
        actions.append(DRAW)
    if not actions:
        actions.append(PASS)
    return actions


def why_illegal(state: HandState, action: Action) -> str | None:
    """None when ``action`` is legal for the seat to move, else the reason in plain words."""
    if state.result is not None:
        return "the hand is over"
    playable = state.playable_mask()
    if isinstance(action, Play):
        return _why_play_illegal(state, action)
    if isinstance(action, Draw):
        return None if may_draw(state, playable) else _why_no_draw(state, playable)
    if isinstance(action, Pass):
        if playable:
            return "you hold a playable tile, so you must play"
        if may_draw(state, playable):
            if state.rules.reserve_for(state.players) and state.rules.draw is DrawPolicy.ANY_TIME:
                return "you must draw down to the reserve before passing"
            return "you must draw from the boneyard before passing"
        return None
    return f"{action!r} is not an action"


def _why_play_illegal(state: HandState, action: Play) -> str | None:
    t = action.tile
    if not state.hands[state.turn] & t.bit:
        return f"you do not hold {t}"
    if state.ends is None:
        if state.opening is not None and t is not state.opening:
            return f"the first tile must be {state.opening}"
        return None
    if action.end not in (LEFT, RIGHT):
        return f"there is no open end {action.end}"
    left, right = state.ends
    if not (t.has(left) or t.has(right)):
        return f"{t} matches neither open end ({left}, {right})"
    number = state.ends[action.end]
    if not t.has(number):
        side = "left" if action.end == LEFT else "right"
        return f"{t} does not match the {side} end ({number})"
    return None


def _why_no_draw(state: HandState, playable: int) -> str:
    rules = state.rules
    if rules.draw is DrawPolicy.NONE:
        return f"there is no drawing in {rules.title}: pass when nothing fits"
    if state.drawable <= 0:
        reserved = state.boneyard_left
        if reserved:
            return f"only the {reserved} reserved tiles remain"
        return "the boneyard is empty"
    if rules.draw_one and state.drawn_this_turn:
        return "you may draw only one tile per turn"
    if state.ends is None:
        return "play your opening tile first"
    return "you hold a playable tile, so you cannot draw"


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; ``state`` itself is left untouched."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalActionError(reason)
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
