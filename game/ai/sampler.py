"""Sampling the hidden tiles: deals consistent with everything the viewer knows.

Each opponent's hand comes as one or more groups of tiles with their own constraints (see
``SeatKnowledge.layers``). With a single group the sample is exact: a uniform draw among the
tiles it may hold, the rest face down in a random order. Otherwise every tile that some
group may not take is placed in turn, in a random order, at a place chosen in proportion to
the room left there, among the places that keep the rest of the deal completable; the
tiles any group may take then fill the room left at random. "Completable" is Hall's
condition on the groups (every set of groups can still fill itself from the tiles its
members may take), checked with a few popcounts, so a sample never needs to be retried and
never stalls, even when the inference has left a group very little choice. (This is close
to, not exactly, uniform over the consistent deals.)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.inference import Knowledge
from game.engine.tiles import TILES, Tile


@dataclass(frozen=True, slots=True)
class HiddenDeal:
    """One guess at the tiles the viewer cannot see: the opponents' hands and the boneyard."""

    hands: dict[int, int]  # opponent seat -> hand mask
    boneyard: tuple[Tile, ...]  # the undealt tiles in a drawing order (drawable ones first)


class Sampler:
    """Draws :class:`HiddenDeal` samples for one viewer's knowledge."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.unseen = [t.index for t in sorted(knowledge.unseen)]
        # One "place" per group of an opponent's hand (see SeatKnowledge.layers), with its
        # owner, the tiles it may take and how many it needs.
        self.owners: list[int] = []
        self.counts: list[int] = []
        self.allowed: list[int] = []
        for s in knowledge.seats:
            if s.seat == knowledge.viewer or s.count <= 0:
                continue
            for allowed, count in s.layers or ((knowledge.allowed_mask(s.seat), s.count),):
                if count > 0:
                    self.owners.append(s.seat)
                    self.allowed.append(allowed)
                    self.counts.append(count)
        # Groups of places (members as bits) whose pool of possible tiles is not
        # everything unseen: only those can ever run short.
        every = 0
        for i in self.unseen:
            every |= 1 << i
        self.every = every
        self.groups: list[tuple[int, int]] = []
        for members in range(1, 1 << len(self.owners)):
            pool = 0
            for m in range(len(self.owners)):
                if members >> m & 1:
                    pool |= self.allowed[m]
            if pool & every != every:
                self.groups.append((members, pool))

    def sample(self, rng: random.Random) -> HiddenDeal:
        if len(self.owners) == 1:
            parts = [self._single(rng)]
        else:
            parts = self._several(rng)
        taken = 0
        hands: dict[int, int] = {}
        for owner, mask in zip(self.owners, parts, strict=True):
            taken |= mask
            hands[owner] = hands.get(owner, 0) | mask
        rest = [i for i in self.unseen if not taken >> i & 1]
        rng.shuffle(rest)
        return HiddenDeal(hands, tuple(TILES[i] for i in rest))

    def _single(self, rng: random.Random) -> int:
        pool = [i for i in self.unseen if self.allowed[0] >> i & 1]
        count = self.counts[0]
        if len(pool) < count:  # cannot happen with sound inference; stay total anyway
            pool += [i for i in self.unseen if i not in pool]
        mask = 0
        for i in rng.sample(pool, count):
            mask |= 1 << i
        return mask

    def _several(self, rng: random.Random) -> list[int]:
        # Tiles some group may not take are placed first, one by one and checked; the rest
        # may go anywhere, so once the restricted ones are down any fill of the room left
        # is a valid deal.
        everywhere = self.every
        for allowed in self.allowed:
            everywhere &= allowed
        restricted = [i for i in self.unseen if not everywhere >> i & 1]
        free = [i for i in self.unseen if everywhere >> i & 1]
        rng.shuffle(restricted)
        rng.shuffle(free)
        need = self.counts.copy()
        hands = [0] * len(self.owners)
        room = len(self.unseen) - sum(need)  # face-down places
        remaining = self.every
        safe = 0  # placements that cannot break completability (each costs a group one tile at most)
        for i in restricted:
            bit = 1 << i
            slack: list[int] = []
            if safe:
                safe -= 1
            else:
                slack = self._slack(remaining, need)
                safe = max(min(slack, default=len(restricted)) - 1, 0)
            place = _weighted(self._options(bit, need, room, slack), rng)
            remaining ^= bit
            if place < 0:
                room -= 1
            else:
                need[place] -= 1
                hands[place] |= bit
        start = 0
        for place, count in enumerate(need):
            for i in free[start : start + count]:
                hands[place] |= 1 << i
            start += count
        return hands

    def _options(self, bit: int, need: list[int], room: int, slack: list[int]) -> list[tuple[int, int]]:
        """Where the tile ``bit`` may go, each place weighted by its room: (place, weight),
        place -1 face down; with no slack left only places that keep the deal completable."""
        tight = bool(slack) and min(slack) == 0
        options: list[tuple[int, int]] = []
        for place, allowed in enumerate(self.allowed):
            if need[place] and allowed & bit and (not tight or self._keeps(slack, bit, 1 << place)):
                options.append((place, need[place]))
        if room and (not tight or self._keeps(slack, bit, 0)):
            options.append((-1, room))
        if not options:  # unsound constraints: give the tile to whoever has room
            options = [(p, n) for p, n in enumerate(need) if n] or [(-1, 1)]
        return options

    def _slack(self, remaining: int, need: list[int]) -> list[int]:
        """Per set of groups: tiles left that its members may take, minus what they need."""
        out = []
        for members, pool in self.groups:
            demand = 0
            for m, n in enumerate(need):
                if members >> m & 1:
                    demand += n
            out.append((pool & remaining).bit_count() - demand)
        return out

    def _keeps(self, slack: list[int], bit: int, placed: int) -> bool:
        """Whether every set of groups can still fill itself after this placement."""
        for g, (members, pool) in enumerate(self.groups):
            if slack[g] + bool(members & placed) - bool(pool & bit) < 0:
                return False
        return True


def _weighted(options: list[tuple[int, int]], rng: random.Random) -> int:
    total = sum(w for _, w in options)
    pick = rng.random() * total
    for place, weight in options:
        pick -= weight
        if pick < 0:
            return place
    return options[-1][0]
