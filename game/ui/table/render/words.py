"""What the table's status line and the Draw button's tooltip say, from the position alone."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.actions import DRAW, LEFT, PASS, Action, Draw, Event, Play
from game.engine.state import HandState, why_not_draw
from game.i18n import _
from game.reasons import refusal_text

KEYS_NEWS_HANDS = 3  # the status line names the keys in a player's first hands, while they are news


def keys_are_news(hands_played: int) -> bool:
    """Whether a player with ``hands_played`` hands counted is still told the keys on their turn."""
    return hands_played < KEYS_NEWS_HANDS


def prompt(
    state: HandState, human: int | None, legal: Sequence[Action], names: Sequence[str], *, keys: bool = False
) -> tuple[str, bool]:
    """The status line when nothing was refused: whose move it is, or what the human may do
    (``legal`` is empty when it is not the human's move yet), and whether it asks for
    something unusual (nothing fits). ``keys``: the keys to play with are news to the player,
    so their turn names them too."""
    if state.result is not None or (not legal and state.turn == human):
        return "", False
    if not legal:
        return _("{name} is thinking…").format(name=names[state.turn]), False
    return _your_move(state, legal, keys=keys)


def _your_move(state: HandState, legal: Sequence[Action], *, keys: bool) -> tuple[str, bool]:
    """What the human may do now, and whether it is unusual (nothing fits)."""
    if all(isinstance(a, Draw) for a in legal):
        return _("No tile fits: draw from the boneyard (D)"), True
    if list(legal) == [PASS]:
        return _("No tile fits and nothing can be drawn: pass (P)"), True
    if state.ends is None and state.opening is not None:
        return _("Open with {tile}").format(tile=str(state.opening)), False
    if DRAW in legal:
        return _("Your turn: play a tile or draw (D)"), False
    if keys:
        return _("Your turn: play a tile (or ← → and Enter)"), False
    return _("Your turn: play a tile"), False


def drawing_for_you() -> str:
    """The status while auto-draw draws for the player, tile by tile."""
    return _("No tile fits: drawing for you until one does…")


def choosing_end(tile: object, *, keys: bool = False) -> str:
    """A tile waits for its end (its ghosts are labelled with L and R); ``keys``: the arrows are news."""
    if keys:
        return _("{tile} fits both ends: pick one (← or →)").format(tile=str(tile))
    return _("{tile} fits both ends: pick one").format(tile=str(tile))


def why_no_draw(state: HandState, human: int | None) -> str:
    """Why the Draw button is off: the engine's own refusal (``why_not_draw``), worded from its
    code like every refusal, so the table never re-derives the rule."""
    if state.result is not None or human is None or state.turn != human:
        return _("Wait for your turn")
    refusal = why_not_draw(state)
    if refusal is None:
        return ""
    text = refusal_text(refusal)
    return text[:1].upper() + text[1:]


def why_no_aid(*, undo: bool, campaign: bool) -> str | None:
    """Why an aid asked for (H, T, U) is not offered at this table."""
    if campaign:
        return _("The Campaign is played without hints, the tracker or undo")
    if undo:
        return _("Undo is only for a Quick Round against Easy opponents, and for practice")
    return None


def move_said(event: Event, name: str, *, opening: bool, you: bool) -> str:
    """A move of a replayed hand in words: "Aino plays 6-4 on the right" ("You play ..." for
    the player). ``opening``: the hand's first tile, which has no end to go on."""
    action, tile = event.action, str(event.tile)
    if isinstance(action, Play) and opening:
        words = _("You open with {tile}") if you else _("{name} opens with {tile}")
    elif isinstance(action, Play) and action.end == LEFT:
        words = _("You play {tile} on the left") if you else _("{name} plays {tile} on the left")
    elif isinstance(action, Play):
        words = _("You play {tile} on the right") if you else _("{name} plays {tile} on the right")
    elif isinstance(action, Draw):
        words = _("You draw {tile}") if you else _("{name} draws {tile}")
    else:
        words = _("You pass") if you else _("{name} passes")
    return words.format(name=name, tile=tile)
