"""The table's small motions (ART.md), timed from the table's pace: a draw's slide, a played
tile's settle, the hand-end flips and the points' flight. Given at normal speed and scaled
like the pace's own moves (slow longer, fast shorter, instant none)."""

from __future__ import annotations

from typing import NamedTuple

from game.ui.pace import PACES, Pace

BADGE_TIME = 1.2  # seconds a speech badge ("Pass", "Draws 3", "Domino!") stays before it has faded
MOOD_TIME = 1.5  # seconds a pleased or annoyed face lasts before it is neutral again


class Motion(NamedTuple):
    """The table's small motions, in seconds, at one pace."""

    draw: float  # one drawn tile from the boneyard to the rack
    draw_gap: float  # from one drawn tile's landing to the next one's leaving
    settle: float  # a played tile's bounce after it lands
    flip: float  # one hidden tile turning face up at the end of a hand
    flip_step: float  # between two tiles' flips
    points: float  # a points pop-up: up from the line, held to be read, across to the score
    count_up: float  # the hand's points counting up on the end-of-hand panel


NORMAL = Motion(0.18, 0.06, 0.09, 0.34, 0.1, 1.0, 0.6)


def motion_of(pace: Pace) -> Motion:
    """The motions at ``pace``: normal ones stretched as the pace stretches a tile's move."""
    factor = pace.move / PACES["normal"].move
    return Motion(*(round(t * factor, 4) for t in NORMAL))
