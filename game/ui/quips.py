"""What the characters say, now and then, in a speech bubble: a line of personality for a
greeting, a good play, a lucky draw, a domino and a loss.

Rare on purpose, so a line stays charming: each occasion has its chance, a character speaks
at most once in ``QUIET_SEAT`` seconds and the table hears at most one line in ``QUIET_TABLE``
seconds. The chance is drawn from the table's seeded generator (never the global one). A
setting turns them off; an unknown character (a future one) says nothing rather than fail.
"""

from __future__ import annotations

import enum
import random
from typing import Final

from game.i18n import N_, _

QUIET_SEAT: Final = 25.0  # seconds a character keeps quiet after a line
QUIET_TABLE: Final = 8.0  # seconds between any two lines at the table
SHOWN: Final = 3.2  # seconds a bubble stays


class Occasion(enum.Enum):
    """When a character may speak up: what just happened to them at the table."""

    GREETING = "greeting"  # the first hand of a match
    GOOD_PLAY = "good play"  # points scored, or a double laid
    LUCKY_DRAW = "lucky draw"  # the first tile drawn fits at once
    DOMINO = "domino"  # the character went out
    LOSS = "loss"  # the character lost the match


CHANCE: Final[dict[Occasion, float]] = {
    Occasion.GREETING: 0.7,
    Occasion.GOOD_PLAY: 0.12,
    Occasion.LUCKY_DRAW: 0.2,
    Occasion.DOMINO: 0.6,
    Occasion.LOSS: 0.7,
}

LINES: Final[dict[str, dict[Occasion, str]]] = {
    "aino": {
        Occasion.GREETING: N_("Hi! I hope you like doubles."),
        Occasion.GOOD_PLAY: N_("Ooh, a double! Couldn't resist."),
        Occasion.LUCKY_DRAW: N_("Just what I needed!"),
        Occasion.DOMINO: N_("Domino! Did you see that?"),
        Occasion.LOSS: N_("Next time the doubles are mine."),
    },
    "sven": {
        Occasion.GREETING: N_("Let's get the heavy ones out of the way."),
        Occasion.GOOD_PLAY: N_("Heavy tile, gone."),
        Occasion.LUCKY_DRAW: N_("Well, well. Thank you, boneyard."),
        Occasion.DOMINO: N_("Empty hands, full heart."),
        Occasion.LOSS: N_("Too many heavy ones left again."),
    },
    "vesna": {
        Occasion.GREETING: N_("Good to see you. Shall we?"),
        Occasion.GOOD_PLAY: N_("Just in case, you see."),
        Occasion.LUCKY_DRAW: N_("Always good to have a spare."),
        Occasion.DOMINO: N_("Domino, darling."),
        Occasion.LOSS: N_("Ah well. I was keeping those for later."),
    },
    "nikos": {
        Occasion.GREETING: N_("Yia sou! Let the sea decide."),
        Occasion.GOOD_PLAY: N_("I felt that one coming."),
        Occasion.LUCKY_DRAW: N_("Ha! The sea is kind today."),
        Occasion.DOMINO: N_("Pure skill. Mostly luck."),
        Occasion.LOSS: N_("The tide turns, my friend."),
    },
    "kaisa": {
        Occasion.GREETING: N_("I'll be keeping count."),
        Occasion.GOOD_PLAY: N_("As calculated."),
        Occasion.LUCKY_DRAW: N_("Improbable, but welcome."),
        Occasion.DOMINO: N_("Domino. I had it written down."),
        Occasion.LOSS: N_("I must recount."),
    },
    "dragan": {
        Occasion.GREETING: N_("Let's not waste time."),
        Occasion.GOOD_PLAY: N_("Obviously."),
        Occasion.LUCKY_DRAW: N_("Fine. Moving on."),
        Occasion.DOMINO: N_("Done. Next."),
        Occasion.LOSS: N_("Hm. Well played."),
    },
    "ilmari": {
        Occasion.GREETING: N_("Every hand counts, young one."),
        Occasion.GOOD_PLAY: N_("A small win is still a win."),
        Occasion.LUCKY_DRAW: N_("Patience is rewarded."),
        Occasion.DOMINO: N_("Another hand for the old man."),
        Occasion.LOSS: N_("Well played. I shall remember it."),
    },
    "eleni": {
        Occasion.GREETING: N_("Let's play for something big."),
        Occasion.GOOD_PLAY: N_("Now that's a score!"),
        Occasion.LUCKY_DRAW: N_("Fortune favours the bold."),
        Occasion.DOMINO: N_("Domino! Go big or go home."),
        Occasion.LOSS: N_("Some risks don't pay. Most do."),
    },
}


class Quips:
    """Who may say what, and when: asked at each occasion, it answers with the words (in the
    current language) or None, keeping the lines rare."""

    def __init__(self, rng: random.Random, *, enabled: bool = True) -> None:
        self.rng = rng
        self.enabled = enabled
        self._seat_quiet: dict[str, float] = {}
        self._table_quiet = float("-inf")

    def line(self, character: str | None, occasion: Occasion, now: float) -> str | None:
        if not self.enabled or character is None or character not in LINES:
            return None
        if now < self._table_quiet or now < self._seat_quiet.get(character, float("-inf")):
            return None
        if self.rng.random() >= CHANCE[occasion]:
            return None
        self._seat_quiet[character] = now + QUIET_SEAT
        self._table_quiet = now + QUIET_TABLE
        return _(LINES[character][occasion])
