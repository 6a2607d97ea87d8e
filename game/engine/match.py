"""A match: hands played to a target, who opens each hand, and who wins.

A Quick Round is a match with no target: it is over after one hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.engine.dealcode import SEED_BITS, encode
from game.engine.errors import RulesError
from game.engine.opening import deal, draw_lots, fixed_opener, reads_opener_from_hands
from game.engine.rules import NextOpener, Rules
from game.engine.scoring import HandResult
from game.engine.state import HandState
from game.engine.tiles import Tile

MAX_REDEALS = 1000  # a redeal needs no double among the dealt tiles: odds below 1 in 10


@dataclass(frozen=True)
class Match:
    """The match between hands: the scores, the score sheet and who opened each hand.

    Immutable: :meth:`after_hand` and :meth:`next_game` return the next one, so a saved or
    replayed match is never changed under whoever holds it.
    """

    rules: Rules
    players: int
    target: int | None
    scores: tuple[int, ...]
    results: tuple[HandResult, ...] = ()  # the score sheet, one row per hand
    starters: tuple[int, ...] = ()
    # who opens the first hand with any tile (121: last game's winner; a deal code's opener)
    game_starter: int | None = None
    winner: int | None = None
    over: bool = False

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: int,
        target: int | None = None,
        game_starter: int | None = None,
    ) -> Match:
        """``target`` None plays a single hand; use ``rules.default_target`` for the usual one."""
        rules.check_players(players)
        if target is not None and target <= 0:
            raise RulesError(f"a match target must be positive, not {target}")
        return cls(rules, players, target, (0,) * rules.units(players), game_starter=game_starter)

    @property
    def hand_number(self) -> int:
        return len(self.results) + 1

    def running_totals(self) -> list[tuple[int, ...]]:
        """The score sheet's running total after each hand."""
        totals = [0] * len(self.scores)
        rows = []
        for result in self.results:
            totals = [t + p for t, p in zip(totals, result.points, strict=True)]
            rows.append(tuple(totals))
        return rows

    def start_hand(self, rng: random.Random, seed: int | None = None) -> HandState:
        """Deal the next hand (with lots and redeals as the preset requires).

        Every chance step of the hand comes from one seed, drawn from ``rng`` unless given
        (a deal code), so the hand's deal code deals it again.
        """
        if self.over:
            raise RulesError("the match is over")
        if seed is None:
            seed = rng.getrandbits(SEED_BITS)
        rng = random.Random(seed)
        rules, players = self.rules, self.players
        starter = self._next_starter()
        code = encode(rules.name, players, seed, starter)  # the seat when the match decided it
        opening: Tile | None = None
        if starter is None and not reads_opener_from_hands(rules):
            starter = draw_lots(rules, players, rng)
        for _ in range(MAX_REDEALS):
            hands, boneyard = deal(rules, players, rng)
            if starter is None:
                found = fixed_opener(rules, hands)
                if found is None:
                    continue
                starter, opening = found
            state = HandState.new(rules, hands, boneyard, starter, opening, scores=self.scores, target=self.target)
            state.deal = code
            return state
        raise RulesError("no deal with a double in a thousand tries")  # pragma: no cover

    def _next_starter(self) -> int | None:
        """The seat the match says opens the next hand (with any tile); None when the deal
        decides it (lots drawn, or the opener read from the hands)."""
        if not self.results:
            return self.game_starter
        if self.rules.next_opener is NextOpener.ROTATE:
            return (self.starters[-1] + 1) % self.players
        if self.rules.next_opener is NextOpener.AS_FIRST:
            return None
        return self.results[-1].leader  # None after a hand nobody won: open as in the first hand

    def after_hand(self, result: HandResult, starter: int) -> Match:
        scores = tuple(s + p for s, p in zip(self.scores, result.points, strict=True))
        over, winner = self._decide(scores, result)
        return replace(
            self,
            scores=scores,
            results=(*self.results, result),
            starters=(*self.starters, starter),
            over=over,
            winner=winner,
        )

    def _decide(self, scores: tuple[int, ...], result: HandResult) -> tuple[bool, int | None]:
        if self.target is None:
            return True, result.winner
        if max(scores) < self.target:
            return False, None
        best = min(scores) if self.rules.lowest_wins else max(scores)
        leaders = [unit for unit, s in enumerate(scores) if s == best]
        if len(leaders) > 1:
            return False, None  # a tie at the top (or bottom): play on, hand by hand
        return True, leaders[0]

    def next_game(self) -> Match:
        """A fresh game of the same kind; 121's rule: the previous game's winner starts it.
        (Presets that read the opener off the hands open every game's first hand that way.)"""
        starter = None if reads_opener_from_hands(self.rules) else self.winner
        return Match.new(self.rules, self.players, self.target, game_starter=starter)
