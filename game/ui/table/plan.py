"""What a table is asked to do beyond playing (``TablePlan``): a value its starter passes in."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.aids.practice import DEFAULT_AIDS, Aids
from game.ui.table.render.style import DEFAULT_STYLE, TableStyle


@dataclass(frozen=True)
class TablePlan:
    """What the table was asked to do beyond playing: demo hands to play, screenshots to save,
    the aids it offers, a deal code for its first hand."""

    demo: bool = False
    hands: int | None = None  # stop after this many hands (demo / smoke test)
    screenshots: Path | None = None
    aids: Aids = DEFAULT_AIDS
    deal: str | None = None  # deal code: the first hand is this deal (the match must be of its game)
    on_hint: Callable[[], None] | None = None  # told each time a hint is shown (statistics count them)
    style: TableStyle = DEFAULT_STYLE  # the player's look and sounds (default: classic, silent)
    notes_in_status: bool = True  # False: whoever drives the table says why a move was refused
    campaign: bool = False  # a Campaign match: played without aids, and the table says so when one is asked for
    venue: str = "default"  # the venue's look (game.ui.venues): the tiles' backs and the room's ambient life
    backdrop: bool = False  # behind the title: play only (tiles and seats), no score bar, buttons, lines or panels
    background: Callable[[tuple[int, int]], pygame.Surface] | None = None  # paints the room (None: the plain felt)
    goal: str | None = None  # the score bar's words in place of the target's (the tutorial says it is the tutorial)
    keys_news: Callable[[], bool] | None = None  # True while the status line should name the keys (None: never)
