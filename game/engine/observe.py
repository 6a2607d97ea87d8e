"""What one seat may see: the only view of a hand that players (human or AI) receive."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.actions import Action, Draw, Pass, Placement, Play
from game.engine.rules import Rules
from game.engine.scoring import HandResult
from game.engine.state import HandState, legal_actions
from game.engine.tiles import Tile, tiles_in


@dataclass(frozen=True, slots=True)
class PublicMove:
    """A move as every seat saw it: a drawn tile's face stays hidden."""

    seat: int
    kind: str  # "play", "draw" or "pass"
    tile: Tile | None  # the tile played; None for draws and passes
    end: int | None  # the end played on (-1 for the first tile)
    ends_before: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class Observation:
    """The hand as ``seat`` sees it: its own tiles, the chain, counts of the others' tiles and the
    public history. The others' tiles and the boneyard are not in it (save in open-hands practice),
    so no player, human or AI, can peek.
    """

    seat: int
    rules: Rules
    players: int
    hand: tuple[Tile, ...]
    chain: tuple[Placement, ...]
    ends: tuple[int, int] | None
    hand_counts: tuple[int, ...]
    drawable: int  # boneyard tiles that can still be drawn
    reserved: int  # boneyard tiles that never will be (reserve, or out of play)
    history: tuple[PublicMove, ...]
    turn: int
    starter: int
    opening: Tile | None  # the tile the first play had to be, where the rules forced it
    legal: tuple[Action, ...]  # empty unless it is this seat's turn
    in_play: tuple[int, ...]  # All Fives points won during this hand, per unit
    scores: tuple[int, ...]  # match scores before this hand, per unit
    target: int | None
    result: HandResult | None
    open_hands: tuple[tuple[Tile, ...], ...] | None  # every hand, in open-hands practice only

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)


def _public(state: HandState) -> tuple[PublicMove, ...]:
    moves = []
    for event in state.history:
        action = event.action
        if isinstance(action, Play):
            first = event.ends_before is None
            moves.append(PublicMove(event.seat, "play", event.tile, -1 if first else action.end, event.ends_before))
        else:
            kind = "draw" if isinstance(action, Draw) else "pass"
            assert isinstance(action, Draw | Pass)
            moves.append(PublicMove(event.seat, kind, None, None, event.ends_before))
    return tuple(moves)


def observe(state: HandState, seat: int) -> Observation:
    rules = state.rules
    mine = state.turn == seat and state.result is None
    return Observation(
        seat=seat,
        rules=rules,
        players=state.players,
        hand=tuple(tiles_in(state.hands[seat])),
        chain=tuple(state.chain),
        ends=state.ends,
        hand_counts=tuple(h.bit_count() for h in state.hands),
        drawable=state.drawable,
        reserved=state.boneyard_left - state.drawable,
        history=_public(state),
        turn=state.turn,
        starter=state.starter,
        opening=state.opening,
        legal=tuple(legal_actions(state)) if mine else (),
        in_play=tuple(state.in_play),
        scores=state.scores,
        target=state.target,
        result=state.result,
        open_hands=tuple(tuple(tiles_in(h)) for h in state.hands) if rules.open_hands else None,
    )
