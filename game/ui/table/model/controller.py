"""The hand controller: one match of hands, played by whoever sits in the seats, without a window.

It owns the match and the hand, validates every action through the engine and returns what
the commit did as events (``game.ui.table.model.events``) for a view to play. Computer seats think
on the executor it is given (the app's worker thread, or inline in tests); their answer is
committed when the caller asks for it (``answer``), so a view can hold it until it is idle.
Undo, hints and the tracker's facts live here too. No pygame: whole matches play headless.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future

from game.aids.hints import Advisor, Hint
from game.aids.practice import DEFAULT_AIDS, Aids
from game.aids.tracker import TrackerFacts, tracker_facts
from game.engine.actions import LEFT, Action, Draw, Play
from game.engine.dealcode import decode
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import Rules
from game.engine.state import HandState, apply, legal_actions
from game.engine.undo import undo_last_move
from game.i18n import _
from game.ui.seats import Sitting
from game.ui.table.model.events import (
    ComputerSlipped,
    Dealt,
    Event,
    HandOver,
    MatchOver,
    Passed,
    PointsScored,
    Rewound,
    TileDrawn,
    TilePlayed,
)

log = logging.getLogger(__name__)


class HandController:
    """The match and hand behind a table, without pygame: commits actions through the engine and
    returns events, asks the computers on the worker, takes moves back, gives hints."""

    def __init__(
        self,
        sitting: Sitting,
        executor: Executor,
        *,
        deal: str | None = None,
        aids: Aids = DEFAULT_AIDS,
        on_hint: Callable[[], None] | None = None,
    ) -> None:
        """``sitting.state`` is a hand to continue (a resumed game); None deals the match's next
        hand, the first one from the deal code ``deal`` when given (it must be of the match's game)."""
        seats, match, rng, state = sitting.seats, sitting.match, sitting.rng, sitting.state
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a {match.players}-player match")
        self.seats = tuple(seats)
        self.match = match
        self.rng = rng
        self.executor = executor
        self.aids = aids
        self.on_hint = on_hint
        self.seat_rngs = [random.Random(rng.getrandbits(64)) for _ in seats]
        self.cosmetic_seed = rng.getrandbits(64)  # the view's hidden-slot order: not the deal's business
        self.human = next((i for i, s in enumerate(self.seats) if s.human), None)
        self.hands_played = 0
        self.pending: Future[Action] | None = None
        self.advisor: Advisor | None = None  # made on the first hint asked for
        self.asked: Future[Hint] | None = None
        self.shown_hint: Hint | None = None
        self._tracked: tuple[tuple[int, int], TrackerFacts] | None = None
        self.state = state if state is not None else match.start_hand(rng, seed=self._first_seed(deal))
        if self.state.result is not None:  # saved at its last move: the match counts it once
            self.match = self.match.after_hand(self.state.result, self.state.starter)
            self.hands_played += 1

    def _first_seed(self, deal: str | None) -> int | None:
        if deal is None:
            return None
        preset, players, seed = decode(deal)
        if (preset, players) != (self.match.rules.name, self.match.players):
            raise ValueError(f"deal {deal} is for {players} players of {preset}")
        return seed

    # -- the flow of a hand ---------------------------------------------------------

    @property
    def human_turn(self) -> bool:
        """The hand goes on and the human is to move (the view may still be catching up)."""
        return self.human is not None and self.state.result is None and self.state.turn == self.human

    @property
    def computer_turn(self) -> bool:
        return self.computer_to_move(self.state)

    def computer_to_move(self, state: HandState) -> bool:
        """In ``state`` (the model's, or the one the screen shows) the hand goes on, a computer to move."""
        return state.result is None and self.seats[state.turn].player is not None

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    def dealt(self) -> list[Event]:
        """The events that put the present hand on the table (at the start, or after ``next_hand``)."""
        return [Dealt(self.state, self.match)]

    def next_hand(self) -> list[Event]:
        """Deal the next hand of this match, or the first of a new game when it is over (opened
        as the rules say: in 121 by the last game's winner)."""
        if self.match.over:
            self.match = self.match.next_game()
        self.state = self.match.start_hand(self.rng)
        self._forget()
        return self.dealt()

    def commit(self, action: Action) -> list[Event]:
        """Apply a legal action (``IllegalActionError`` says why not) and say what it did."""
        seat = self.state.turn
        self.state = apply(self.state, action)
        self._forget()
        after = self.state
        events: list[Event]
        if isinstance(action, Play):
            events = [TilePlayed(seat, action.tile, action.end if len(after.chain) > 1 else LEFT, after)]
        elif isinstance(action, Draw):
            events = [TileDrawn(seat, after.boneyard[after.drawn - 1], after)]
        else:
            events = [Passed(seat, after)]
        result = after.result
        if result is not None:
            self.match = self.match.after_hand(result, after.starter)
            self.hands_played += 1
            events += [HandOver(result, after), PointsScored(result.points, self.match)]
            if self.match.over:
                events.append(MatchOver(self.match.winner, self.match))
        return events

    def think(self) -> None:
        """Ask the computer to move (on the executor) if it is a computer's turn and nobody
        has been asked yet; its thinking may overlap the animation of the move before."""
        if self.pending is None and self.computer_turn:
            seat = self.state.turn
            player = self.seats[seat].player
            assert player is not None
            self.pending = self.executor.submit(player.choose, observe(self.state, seat), self.seat_rngs[seat])

    def answer(self) -> list[Event]:
        """Commit the computer's answer if it has come (else nothing happens). An illegal
        answer is logged and replaced by the first legal action, and said in the events."""
        pending = self.pending
        if pending is None or not pending.done():
            return []
        self.pending = None
        action = pending.result()
        try:
            return self.commit(action)
        except IllegalActionError as error:
            name = self.seats[self.state.turn].name
            log.error("%s chose an illegal %s: %s; playing the first legal action", name, action, error)
            return [ComputerSlipped(name, action, str(error)), *self.commit(self.legal()[0])]

    def rewind(self, state: HandState, match: Match) -> list[Event]:
        """Go back to an earlier position of this hand with the match as it was then (a replay's step back)."""
        self.state = state
        self.match = match
        self._forget()
        return [Rewound(state)]

    def _forget(self) -> None:
        """A new position: answers and hints about the old one are no longer wanted."""
        self.pending = None
        self.asked = None
        self.shown_hint = None

    # -- undo ---------------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """Undo is offered and the human has a play or pass of this hand to take back."""
        if not self.aids.undo or self.human is None or self.state.result is not None:
            return False
        return any(e.seat == self.human and not isinstance(e.action, Draw) for e in self.state.history)

    def undo(self) -> list[Event]:
        """Take back the human's last play or pass (and everything after it); nothing when not allowed."""
        if not self.can_undo:
            return []
        assert self.human is not None
        self.state = undo_last_move(self.state, self.human)
        self._forget()
        return [Rewound(self.state)]

    # -- hints and the tracker --------------------------------------------------------------

    @property
    def can_hint(self) -> bool:
        return self.aids.hint and self.human_turn and self.asked is None and self.shown_hint is None

    def ask_hint(self) -> bool:
        """Ask the Hard player (on the executor) for the human's move; False when no hint is due."""
        if not self.can_hint:
            return False
        if self.advisor is None:
            self.advisor = Advisor()
        names = [seat.name for seat in self.seats]
        # Seeded by the position, not drawn from the table's rng (that would change later deals).
        hint_rng = random.Random(f"{self.state.deal}/{len(self.state.history)}")
        self.asked = self.executor.submit(self.advisor.advise, observe(self.state, self.state.turn), names, hint_rng)
        return True

    def take_hint(self) -> Hint | None:
        """Show the hint once it has come, if the position is still the one it was asked for;
        the hint that has just come, else None."""
        asked = self.asked
        if asked is None or not asked.done():
            return None
        self.asked = None
        if not self.human_turn:
            return None
        self.shown_hint = asked.result()
        if self.on_hint is not None:
            self.on_hint()
        return self.shown_hint

    def tracker(self, viewer: int) -> TrackerFacts:
        """The tracker's facts for ``viewer``, worked out once per move."""
        key = (id(self.state), len(self.state.history))
        if self._tracked is None or self._tracked[0] != key:
            self._tracked = (key, tracker_facts(observe(self.state, viewer)))
        return self._tracked[1]

    # -- words --------------------------------------------------------------------------

    def unit_name(self, unit: int) -> str:
        return unit_name(self.match.rules, [seat.name for seat in self.seats], unit)


def unit_name(rules: Rules, names: Sequence[str], unit: int) -> str:
    """A scoring unit's name: the seat's, or both partners'."""
    if rules.pairs:
        return _("{a} & {b}").format(a=names[unit], b=names[unit + 2])
    return names[unit]
