"""What the public record proves about the hidden hands: shared by Hard and the tile tracker.

Only facts that follow from the rules are claimed, never guesses about a player's taste:

* a seat that **passed** on ends (a, b) held neither a nor b at that moment;
* in a game where one draws only when stuck, a seat that **drew** on ends (a, b) held
  neither number; every tile it drew and kept after that is unknown, so a drawn but
  unplayed tile wipes the other numbers it was known to lack (the last tile of a draw run
  that is played at once is the drawn tile itself, so it wipes nothing);
* where drawing is voluntary (Pagat's Draw) a draw proves nothing and wipes everything;
* where the opener is read off the hands every hand (Classic), the opening tile proves
  that nobody was dealt a higher double (or, when it is not a double, any double or any
  heavier tile); a seat forgets that once it draws.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.engine.observe import Observation, PublicMove
from game.engine.opening import reads_opener_from_hands
from game.engine.rules import DrawPolicy, NextOpener, Rules
from game.engine.tiles import FULL_MASK, NUMBER_MASK, TILES, Tile, mask_of, tiles_in


@dataclass(frozen=True, slots=True)
class SeatKnowledge:
    """What everybody can tell about one seat's hand right now."""

    seat: int
    count: int  # tiles held
    lacks: frozenset[int]  # numbers it has shown it does not hold
    barred: frozenset[Tile]  # tiles it cannot hold for another public reason (the opening)
    candidates: frozenset[Tile]  # the viewer's unseen tiles this seat may hold


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


def lacks_from_history(rules: Rules, players: int, history: Iterable[PublicMove]) -> list[set[int]]:
    """Per seat, the numbers its current hand provably does not contain."""
    lacks: list[set[int]] = [set() for _ in range(players)]
    stuck_draws = rules.draw is DrawPolicy.WHEN_STUCK
    moves = list(history)
    for i, move in enumerate(moves):
        seat, ends = move.seat, move.ends_before
        if move.kind == "pass" and ends is not None:
            lacks[seat] |= set(ends)
        elif move.kind == "draw":
            if not stuck_draws or ends is None:
                lacks[seat].clear()
                continue
            following = moves[i + 1] if i + 1 < len(moves) else None
            played_at_once = following is not None and following.seat == seat and following.kind == "play"
            if not played_at_once:
                lacks[seat].clear()  # this tile stays in the hand: only the ends are known
            lacks[seat] |= set(ends)
    if moves and stuck_draws:
        last = moves[-1]
        if last.kind == "draw":
            lacks[last.seat].clear()  # drawn just now, its face not yet tested against the ends
    return lacks


def opening_barred(rules: Rules, history: Iterable[PublicMove]) -> tuple[int, set[int]]:
    """Tiles no hand was dealt, as shown by a forced opening, and the seats that drew since."""
    moves = list(history)
    if not moves or rules.next_opener is not NextOpener.AS_FIRST or not reads_opener_from_hands(rules):
        return 0, set()
    first = moves[0]
    if first.kind != "play" or first.tile is None:
        return 0, set()
    opener = first.tile
    if opener.is_double:
        barred = [t for t in TILES if t.is_double and t.pips > opener.pips]
    else:
        barred = [t for t in TILES if t.is_double or (t.pips, t.high) > (opener.pips, opener.high)]
    drew = {m.seat for m in moves if m.kind == "draw"}
    return mask_of(barred), drew


def infer(obs: Observation) -> Knowledge:
    """Everything ``obs.seat`` can prove about where the tiles it cannot see are."""
    known = mask_of(obs.hand) | mask_of(p.tile for p in obs.chain)
    unseen = FULL_MASK & ~known
    lacks = lacks_from_history(obs.rules, obs.players, obs.history)
    barred_mask, drew = opening_barred(obs.rules, obs.history)
    seats = []
    for seat in range(obs.players):
        lacked = 0
        for number in lacks[seat]:
            lacked |= NUMBER_MASK[number]
        barred = 0 if seat in drew else barred_mask
        if obs.open_hands is not None:
            candidates = mask_of(obs.open_hands[seat]) & unseen
        elif seat == obs.seat:
            candidates = 0
        else:
            candidates = unseen & ~lacked & ~barred
        seats.append(
            SeatKnowledge(
                seat=seat,
                count=obs.hand_counts[seat],
                lacks=frozenset(lacks[seat]),
                barred=frozenset(tiles_in(barred & unseen)) if seat != obs.seat else frozenset(),
                candidates=frozenset(tiles_in(candidates)),
            )
        )
    return Knowledge(obs.seat, frozenset(tiles_in(unseen)), tuple(seats), obs.drawable, obs.reserved)
