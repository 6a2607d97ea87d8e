"""A character's line yields to play: once it has been up long enough to read, the next tile
landing on the line fades it out (at 200% an old greeting still crowded the board as play went
on); a line just said stays to be read, and one said with the play itself is its own."""

from __future__ import annotations

from game.engine.tiles import Tile
from game.ui.quips import SHOWN
from game.ui.table.render.moments import QUOTE_FADE, QUOTE_HELD, Moments

TILE = Tile(3, 5)


def test_an_old_line_fades_once_a_tile_lands() -> None:
    moments = Moments()
    moments.quote(1, "Hi! I hope you like doubles.", 0.0)
    landed = QUOTE_HELD + 0.1
    moments.played(TILE, landed)
    fading = moments.quoted(1, landed + SHOWN * QUOTE_FADE / 2)
    assert fading is not None and 0 < fading[1] < 1, "it fades, smoothly"
    gone = landed + SHOWN * QUOTE_FADE + 0.01
    assert gone < SHOWN, "sooner than its own end"
    assert moments.quoted(1, gone) is None, "it has left the board"


def test_a_line_just_said_is_read_before_it_yields() -> None:
    moments = Moments()
    moments.quote(2, "Nice!", 0.0)
    moments.played(TILE, QUOTE_HELD / 2)
    assert moments.quoted(2, QUOTE_HELD) == ("Nice!", 1.0)
    moments.quote(3, "Lucky!", 5.0)  # said as the tile lands: the play is its occasion
    moments.played(TILE, 5.0)
    assert moments.quoted(3, 5.0 + SHOWN * 0.5) == ("Lucky!", 1.0)
