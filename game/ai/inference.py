"""What the public record proves about the hidden hands: shared by Hard and the tile tracker.

Only facts that follow from the rules are claimed, never guesses about a player's taste:

* a seat that **passed** on ends (a, b) held neither a nor b at that moment;
* in a game where one draws only when stuck, a seat that **drew** on ends (a, b) held
  neither number; the tile it drew is unknown until its next move (a tile drawn and played
  at once is that drawn tile);
* where drawing is voluntary (Pagat's Draw) a draw proves nothing;
* where the opener is read off the hands every hand (Classic), the opening tile proves
  that nobody was dealt a higher double (or, when it is not a double, any double or any
  heavier tile).

A fact about a hand holds for the tiles in it at that moment, not for tiles drawn later.
So each hand is followed as a row of places in the order they were filled (dealt, then each
draw), every place with the numbers its tile has been shown to lack and whether it was dealt.
A play empties the oldest place its tile could have come from: older places carry every
claim a newer one does and more, so assuming the most constrained one leaves claims that
hold whichever place it really was. The Hard player samples each group of places by its own
constraint ("at most two of its tiles can hold a 5: the two it drew since it passed on 5").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from game.engine.observe import Observation, PublicMove
from game.engine.opening import reads_opener_from_hands
from game.engine.rules import DrawPolicy, NextOpener, Rules
from game.engine.tiles import FULL_MASK, NUMBER_MASK, TILES, Tile, mask_of, tiles_in

FULL_NUMBERS: Final = (1 << 7) - 1


@dataclass(frozen=True, slots=True)
class SeatKnowledge:
    """What everybody can tell about one seat's hand right now."""

    seat: int
    count: int  # tiles held
    lacks: frozenset[int]  # numbers it has shown it does not hold
    barred: frozenset[Tile]  # tiles it cannot hold for another public reason (the opening)
    candidates: frozenset[Tile]  # the viewer's unseen tiles this seat may hold
    # The hand as groups of tiles, most constrained first: (tiles each may be, as a mask;
    # how many). Empty: one group, ``count`` tiles among ``candidates``.
    layers: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Knowledge:
    """One viewer's knowledge: its unseen tiles and, per seat, what each may hold."""

    viewer: int
    unseen: frozenset[Tile]  # neither in the viewer's hand nor on the table
    seats: tuple[SeatKnowledge, ...]  # every seat, the viewer's own included
    drawable: int  # boneyard tiles that can still be drawn
    reserved: int  # undealt tiles that will never be drawn

    @property
    def unseen_mask(self) -> int:
        return mask_of(self.unseen)

    def allowed_mask(self, seat: int) -> int:
        return mask_of(self.seats[seat].candidates)


Place = tuple[int, bool]  # numbers its tile lacks (bit n = number n), and whether it was dealt
MAX_LAYERS: Final = {1: 3, 2: 2, 3: 2}  # groups sampled per hand, by opponents (the sampler's cost grows fast)


def hand_places(rules: Rules, players: int, history: Sequence[PublicMove], barred: int) -> list[list[Place]]:
    """Per seat, its hand as places oldest first (see the module docstring); ``barred``
    (:func:`opening_barred`) are tiles nobody was dealt, so a played one came from a draw."""
    places: list[list[Place]] = [[(0, True)] * rules.hand_size(players) for _ in range(players)]
    stuck_draws = rules.draw is DrawPolicy.WHEN_STUCK
    for move in history:
        hand, ends = places[move.seat], move.ends_before
        if ends is not None and (move.kind == "pass" or (move.kind == "draw" and stuck_draws)):
            shown = 1 << ends[0] | 1 << ends[1]
            hand[:] = [(lacks | shown, dealt) for lacks, dealt in hand]
        if move.kind == "draw":
            hand.append((0, False))  # its face is untested until the seat's next move
        elif move.kind == "play" and move.tile is not None and hand:
            hand.pop(_source(hand, move.tile, barred))
    return places


def _source(hand: list[Place], played: Tile, barred: int) -> int:
    """The oldest place ``played`` can have come from (the newest if none fits: unsound history)."""
    numbers = 1 << played.low | 1 << played.high
    for k, (lacks, dealt) in enumerate(hand):
        if not lacks & numbers and not (dealt and barred & played.bit):
            return k
    return len(hand) - 1


def lacks_from_history(rules: Rules, players: int, history: Sequence[PublicMove]) -> list[set[int]]:
    """Per seat, the numbers its current hand provably does not contain."""
    places = hand_places(rules, players, history, opening_barred(rules, history))
    return [_shared_lacks(hand) for hand in places]


def _shared_lacks(hand: list[Place]) -> set[int]:
    """The numbers no tile of the hand holds: those every place lacks."""
    common = FULL_NUMBERS if hand else 0
    for lacks, _ in hand:
        common &= lacks
    return {n for n in range(7) if common >> n & 1}


def opening_barred(rules: Rules, moves: Sequence[PublicMove]) -> int:
    """Tiles no hand was dealt, as shown by a forced opening."""
    if not moves or rules.next_opener is not NextOpener.AS_FIRST or not reads_opener_from_hands(rules):
        return 0
    first = moves[0]
    if first.kind != "play" or first.tile is None:
        return 0
    opener = first.tile
    if opener.is_double:
        barred = [t for t in TILES if t.is_double and t.pips > opener.pips]
    else:
        barred = [t for t in TILES if t.is_double or (t.pips, t.high) > (opener.pips, opener.high)]
    return mask_of(barred)


def infer(obs: Observation) -> Knowledge:
    """Everything ``obs.seat`` can prove about where the tiles it cannot see are."""
    known = mask_of(obs.hand) | mask_of(p.tile for p in obs.chain)
    unseen = FULL_MASK & ~known
    barred = opening_barred(obs.rules, obs.history)
    places = hand_places(obs.rules, obs.players, obs.history, barred)
    seats = []
    for seat in range(obs.players):
        hand = _fit(places[seat], obs.hand_counts[seat])
        dealt_only = barred if hand and all(dealt for _, dealt in hand) else 0  # a drawn tile may be anything
        layers: tuple[tuple[int, int], ...] = ()
        if obs.open_hands is not None:
            candidates = mask_of(obs.open_hands[seat]) & unseen
        elif seat == obs.seat:
            candidates = 0
        else:
            layers = _layers(hand, unseen, barred, MAX_LAYERS.get(obs.players - 1, 2))
            candidates = 0
            for allowed, _ in layers:
                candidates |= allowed
        seats.append(
            SeatKnowledge(
                seat=seat,
                count=obs.hand_counts[seat],
                lacks=frozenset(_shared_lacks(hand)),
                barred=frozenset(tiles_in(dealt_only & unseen)) if seat != obs.seat else frozenset(),
                candidates=frozenset(tiles_in(candidates)),
                layers=layers,
            )
        )
    return Knowledge(obs.seat, frozenset(tiles_in(unseen)), tuple(seats), obs.drawable, obs.reserved)


def _fit(hand: list[Place], count: int) -> list[Place]:
    """The places as many as the tiles held: a deal we did not foresee (a hand size, a
    redeal) drops the oldest, most constrained places or adds unknown ones: never a false claim."""
    if len(hand) > count:
        return hand[len(hand) - count :]
    return [(0, False)] * (count - len(hand)) + hand if len(hand) < count else hand


def _layers(hand: list[Place], unseen: int, barred: int, most: int) -> tuple[tuple[int, int], ...]:
    """Places with the same possible tiles grouped, most constrained (oldest) first; at most
    ``most`` groups, merging the two neighbours that differ least (into the looser one)."""
    groups: list[list[int]] = []  # [allowed mask, count]
    for lacks, dealt in hand:
        allowed = unseen & ~(barred if dealt else 0)
        for n in range(7):
            if lacks >> n & 1:
                allowed &= ~NUMBER_MASK[n]
        if groups and groups[-1][0] == allowed:
            groups[-1][1] += 1
        else:
            groups.append([allowed, 1])
    while len(groups) > most:
        k = min(range(len(groups) - 1), key=lambda i: (groups[i][0] ^ groups[i + 1][0]).bit_count())
        older, newer = groups[k], groups.pop(k + 1)
        older[0] |= newer[0]
        older[1] += newer[1]
    return tuple((allowed, count) for allowed, count in groups)
