"""Reading the opponents' past plays: which sampled deals make them likely.

Most players, human or not, lean towards laying their heavier tiles. So a deal in which an
opponent passed over a much heavier tile that fitted is less likely than one in which it
had nothing heavier. Each sampled deal gets the weight "how likely were the plays we saw,
if every player picks a fitting tile with odds growing by ``e ** lean`` per pip". A free
opening counts too (every tile fitted then). Only plays made since the player's last draw
are read (before that its hand is not known even in the sample), never the viewer's own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from game.engine.observe import Observation
from game.engine.tiles import FULL_MASK, NUMBER_MASK, TILES


class PlayReader:
    """Weighs a sampled deal by how likely it makes the opponents' plays seen in one observation."""

    def __init__(self, obs: Observation, lean: float) -> None:
        self.odds: Final = tuple(math.exp(lean * t.pips) for t in TILES)
        later = [0] * obs.players  # tiles each seat laid after the move being read
        drew = [False] * obs.players  # whether each seat drew after the move being read
        # (seat, tiles fitting the ends then, the tile laid, tiles laid from then on)
        self.plays: list[tuple[int, int, int, int]] = []
        if lean == 0:
            return
        for move in reversed(obs.history):
            seat = move.seat
            if move.kind == "draw":
                drew[seat] = True
            elif move.kind == "play" and move.tile is not None:
                later[seat] |= move.tile.bit
                if seat == obs.seat or drew[seat]:
                    continue
                if move.ends_before is not None:
                    left, right = move.ends_before
                    self.plays.append((seat, NUMBER_MASK[left] | NUMBER_MASK[right], move.tile.index, later[seat]))
                elif obs.opening is None:  # a free opening: any tile of the hand would have done
                    self.plays.append((seat, FULL_MASK, move.tile.index, later[seat]))

    def weight(self, hands: Sequence[int]) -> float:
        """How likely the opponents' plays are in a deal with these current hands (relative)."""
        odds = self.odds
        weight = 1.0
        for seat, fitting, laid, since in self.plays:
            options = (hands[seat] | since) & fitting
            total = 0.0
            while options:
                bit = options & -options
                total += odds[bit.bit_length() - 1]
                options ^= bit
            weight *= odds[laid] / total
        return weight
