"""Small hand-made positions: hands written as text, played through the validating API."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.actions import DRAW, LEFT, PASS, PLAYS, RIGHT, Action
from game.engine.kernel import Policy, Position
from game.engine.rules import rules_for
from game.engine.state import HandState, apply
from game.engine.tiles import Tile, parse_tile


def tiles(text: str) -> list[Tile]:
    return [parse_tile(t) for t in text.split()]


def hand_state(  # noqa: PLR0913  a test's knobs for a deal: all but the rules, hands and boneyard by name
    preset: str,
    hands: Sequence[str],
    boneyard: str = "",
    *,
    starter: int = 0,
    opening: str | None = None,
    options: dict[str, bool] | None = None,
    scores: Sequence[int] | None = None,
) -> HandState:
    return HandState.new(
        rules_for(preset, options),
        [tiles(h) for h in hands],
        tiles(boneyard),
        starter,
        parse_tile(opening) if opening else None,
        scores=scores,
    )


def action(text: str) -> Action:
    """'6-3' (first tile or only end), '6-3 L' / '6-3 R', 'draw', 'pass'."""
    if text == "draw":
        return DRAW
    if text == "pass":
        return PASS
    name, _, side = text.partition(" ")
    return PLAYS[parse_tile(name).index][RIGHT if side == "R" else LEFT]


def play(state: HandState, *moves: str) -> HandState:
    for move in moves:
        state = apply(state, action(move))
    return state


def recorded(policy: Policy, moves: list[int]) -> Policy:
    """``policy``, writing down every move it chooses in ``moves``."""

    def choose_and_record(position: Position) -> int:
        move = policy(position)
        moves.append(move)
        return move

    return choose_and_record
