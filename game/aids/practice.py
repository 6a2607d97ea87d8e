"""When each aid is allowed.

Hints and the tracker are there on request everywhere except the Campaign, where matches
are played unaided; undo would make a result meaningless, so it is only offered where
nothing is at stake: a Quick Round against Easy opponents, and practice (the open-hands house
rule: every hand face up, as the session deals it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.domain.lineup import Lineup
from game.domain.roster import character
from game.engine.rules import Rules


@dataclass(frozen=True)
class Aids:
    """Which aids a table offers: the hint, the tile tracker (open or not) and undo."""

    hint: bool = True  # H: the Hard player's move, with a reason
    tracker: bool = True  # T: the tile tracker panel
    undo: bool = False  # U / Ctrl+Z: take back the last own move
    tracker_open: bool = False  # the panel shows from the start


DEFAULT_AIDS = Aids()  # hint and tracker on request, no undo
NO_AIDS = Aids(hint=False, tracker=False, undo=False)
PRACTICE_AIDS = Aids(hint=True, tracker=True, undo=True, tracker_open=True)


def aids_for(mode: str, opponent_levels: Iterable[str]) -> Aids:
    """The aids a table offers: ``mode`` is "quick", "points", "campaign" or "practice";
    ``opponent_levels`` the computer opponents' levels ("easy", "hard")."""
    if mode == "practice":
        return PRACTICE_AIDS
    if mode == "campaign":
        return NO_AIDS
    undo = mode == "quick" and all(level == "easy" for level in opponent_levels)
    return Aids(hint=True, tracker=True, undo=undo)



def table_aids(rules: Rules, lineup: Lineup) -> Aids:
    """The aids the table ``lineup`` is dealt under ``rules`` offers: open hands are practice
    (every hand face up, nothing rated), else by its mode and its opponents' levels."""
    levels = [character(c).level for c in lineup.opponents(rules)]
    return aids_for("practice" if rules.open_hands else lineup.mode.value, levels)
