"""Taking back a move by replaying the hand without it (practice and easy games only)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.actions import Draw, Event
from game.engine.errors import IllegalActionError
from game.engine.refusals import Refusal, Why
from game.engine.state import HandState
from game.engine.tiles import tiles_in


def replayed(state: HandState, events: Sequence[Event]) -> HandState:
    """The same deal with only ``events`` played: a record replay, so nothing can drift."""
    fresh = HandState.new(
        state.rules,
        [tiles_in(mask) for mask in state.dealt],
        state.boneyard,
        state.starter,
        state.opening,
        scores=state.scores,
        target=state.target,
    )
    fresh.deal = state.deal
    for event in events:
        fresh.step(event.action)
    return fresh


def undo_last_move(state: HandState, seat: int) -> HandState:
    """Back to just before ``seat``'s last play or pass, with everything after it undone.

    Tiles drawn before that play stay drawn: undo never lets a player peek and redraw.
    """
    for index in range(len(state.history) - 1, -1, -1):
        event = state.history[index]
        if event.seat == seat and not isinstance(event.action, Draw):
            return replayed(state, state.history[:index])
    raise IllegalActionError(Refusal.of(Why.NO_UNDO))
