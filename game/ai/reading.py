"""Reading the opponents' past plays: which sampled deals make them likely.

A play is evidence about the tiles the player kept. Each sampled deal gets the weight "how
likely were the plays we saw, from the hands this deal gives", under a model of how a player
chooses among its fitting tiles: odds ``e ** score``, the score a weighted sum of the tile's
features (:class:`PlayModel`). Players differ, so an opponent is read as one of two kinds,
each with its prior share, and the reading keeps both (the mixture's likelihood): a
**heavy** player lays its heaviest tile (odds growing by ``e ** lean`` per pip), a
**shrewd** one keeps its heavy tiles when it likes, lays its doubles early and keeps the
numbers it holds. After a few plays the kind that explains them dominates, per opponent.

A free opening counts too (every tile fitted then). Only plays made since the player's last
draw are read (before that its hand is not known even in the sample), never the viewer's own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from game.engine.kernel import DOUBLE, HIGH, LOW, PIPS
from game.engine.observe import Observation
from game.engine.tiles import FULL_MASK, NUMBER_MASK


@dataclass(frozen=True, slots=True)
class PlayModel:
    """One kind of player: it lays a fitting tile with odds ``e ** score``, where the score
    weighs the tile's pips, whether it is a double, and how many of the player's other tiles
    fit the end it opens (``kept``) and the end it covers (``covered``)."""

    pips: float = 0.0
    double: float = 0.0
    kept: float = 0.0
    covered: float = 0.0

    def score(self, tile: int, hand: int, ends: tuple[int, int] | None) -> float:
        """The tile's score when laid from ``hand`` (which holds it) on ``ends`` (None: the opening)."""
        rest = hand & ~(1 << tile)
        low, high = LOW[tile], HIGH[tile]
        if ends is None:
            kept = max((rest & NUMBER_MASK[low]).bit_count(), (rest & NUMBER_MASK[high]).bit_count())
            covered = 0
        else:
            kept = covered = -1
            for end in ends:
                if end in (low, high):
                    opened = (rest & NUMBER_MASK[low + high - end]).bit_count()
                    if opened > kept:
                        kept, covered = opened, (rest & NUMBER_MASK[end]).bit_count()
        return self.pips * PIPS[tile] + self.double * DOUBLE[tile] + self.kept * kept + self.covered * covered


# Fitted by maximum likelihood to 441 choices of the cheat (the full-sight PIMC search) in
# 2-player Classic and Block: it passes over heavier tiles about as often as not.
SHREWD: Final = PlayModel(pips=0.12, double=1.1, kept=0.1, covered=-0.34)
LEAN: Final = 2.0  # the heavy kind's odds grow by e ** LEAN per pip
SHREWD_SHARE: Final = 0.5  # the prior share of opponents read as shrewd


class PlayReader:
    """Weighs a sampled deal by how likely it makes the opponents' plays seen in ``obs``."""

    def __init__(self, obs: Observation, lean: float, shrewd: float = 0.0) -> None:
        # (prior share, model) per kind of player; a share of 0 reads nothing of that kind
        self.kinds: Final = tuple(
            (share, model) for share, model in ((1 - shrewd, PlayModel(pips=lean)), (shrewd, SHREWD)) if share > 0
        )
        self.odds: Final = tuple(math.exp(lean * pips) for pips in PIPS)
        later = [0] * obs.players  # tiles each seat laid after the move being read
        drew = [False] * obs.players  # whether each seat drew after the move being read
        # per seat: (ends then, or None for a free opening; tiles fitting then; the tile
        # laid; tiles laid from then on)
        self.plays: list[list[tuple[tuple[int, int] | None, int, int, int]]] = [[] for _ in range(obs.players)]
        if lean == 0 and shrewd == 0:
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
                    fitting = NUMBER_MASK[left] | NUMBER_MASK[right]
                    self.plays[seat].append((move.ends_before, fitting, move.tile.index, later[seat]))
                elif obs.opening is None:  # a free opening: any tile of the hand would have done
                    self.plays[seat].append((None, FULL_MASK, move.tile.index, later[seat]))

    def weight(self, hands: Sequence[int]) -> float:
        """How likely the opponents' plays are in a deal with these current hands (relative)."""
        weight = 1.0
        for seat, plays in enumerate(self.plays):
            if plays:
                weight *= sum(share * self._likelihood(model, plays, hands[seat]) for share, model in self.kinds)
        return weight

    def _likelihood(
        self, model: PlayModel, plays: list[tuple[tuple[int, int] | None, int, int, int]], hand: int
    ) -> float:
        """How likely one seat's plays are from ``hand`` (what it holds now) for a player of ``model``."""
        heavy_only = not (model.double or model.kept or model.covered)
        odds = self.odds
        likelihood = 1.0
        for ends, fitting, laid, since in plays:
            held = hand | since
            options = held & fitting
            total = 0.0
            laid_odds = 0.0
            while options:
                bit = options & -options
                options ^= bit
                tile = bit.bit_length() - 1
                chance = odds[tile] if heavy_only else math.exp(model.score(tile, held, ends))
                total += chance
                if tile == laid:
                    laid_odds = chance
            likelihood *= laid_odds / total
        return likelihood
