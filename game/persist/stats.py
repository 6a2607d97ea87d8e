"""Statistics of the human player (kind ``stats``, version 1).

Hands and matches are tallied per mode, per preset and per opponent character. A Quick
Round counts as a hand and as a match of one hand. The winning streak counts matches
won in a row (Quick Rounds included); the best margin is the widest win of a match, a
Quick Round included (its one hand's points), in points over the best other score (under
``penalty``, where the lowest score wins, the other way round). Demo hands never reach this module: see ``saves``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final

from game.domain.lineup import HUMAN_SEAT, Lineup
from game.domain.modes import Mode
from game.engine.match import Match
from game.engine.rules import PRESETS, Rules
from game.engine.scoring import BLOCKED, DOMINO, HandResult
from game.persist.bounds import MAX_COUNT, MAX_OPPONENT_ROWS, MAX_SCORE
from game.persist.fields import Fields
from game.persist.lineup import CHARACTER_ID
from game.persist.store import Kind


@dataclass(frozen=True)
class Tally:
    """Played and won, for one row of the statistics."""

    played: int = 0
    won: int = 0

    def add(self, *, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + won)

    def to_json(self) -> dict[str, int]:
        return {"played": self.played, "won": self.won}

    @classmethod
    def from_json(cls, f: Fields) -> Tally:
        played = f.number("played", 0, MAX_COUNT)
        return cls(played, f.number("won", 0, played))


def _tally_map(f: Fields, name: str, valid: Iterable[str] | None) -> dict[str, Tally]:
    group = f.group(name)
    known = set(valid) if valid is not None else None
    if len(group.data) > MAX_OPPONENT_ROWS:
        raise f.fail(name, f"{len(group.data)} rows: the game keeps at most {MAX_OPPONENT_ROWS}")
    out = {}
    for key in group:
        if (known is not None and key not in known) or (known is None and not CHARACTER_ID.fullmatch(key)):
            raise group.fail(key, "is not a known name")
        out[key] = Tally.from_json(group.group(key))
    return out


def _added(tallies: Mapping[str, Tally], keys: Iterable[str], *, won: bool) -> dict[str, Tally]:
    out = dict(tallies)
    for key in keys:
        out[key] = out.get(key, Tally()).add(won=won)
    return out


@dataclass(frozen=True)
class Tallies:
    """Played and won, split three ways."""

    by_mode: Mapping[str, Tally] = field(default_factory=dict)
    by_preset: Mapping[str, Tally] = field(default_factory=dict)
    by_opponent: Mapping[str, Tally] = field(default_factory=dict)

    def add(self, mode: Mode, preset: str, opponents: Iterable[str], *, won: bool) -> Tallies:
        return Tallies(
            _added(self.by_mode, [mode.value], won=won),
            _added(self.by_preset, [preset], won=won),
            _added(self.by_opponent, set(opponents), won=won),
        )

    @property
    def total(self) -> Tally:
        return Tally(sum(t.played for t in self.by_mode.values()), sum(t.won for t in self.by_mode.values()))

    def to_json(self) -> dict[str, Any]:
        return {
            name: {key: tally.to_json() for key, tally in sorted(group.items())}
            for name, group in (
                ("by_mode", self.by_mode),
                ("by_preset", self.by_preset),
                ("by_opponent", self.by_opponent),
            )
        }

    @classmethod
    def from_json(cls, f: Fields) -> Tallies:
        tallies = cls(
            _tally_map(f, "by_mode", [m.value for m in Mode]),
            _tally_map(f, "by_preset", PRESETS),
            _tally_map(f, "by_opponent", None),
        )
        presets = tallies.by_preset.values()
        by_preset = Tally(sum(t.played for t in presets), sum(t.won for t in presets))
        if by_preset != tallies.total:
            raise f.fail("by_preset", f"adds up to {by_preset}, but by_mode to {tallies.total}")
        return tallies


def human_won(rules: Rules, winner: int | None) -> bool:
    return winner is not None and winner == rules.unit_of(HUMAN_SEAT)


def margin(match: Match) -> int:
    """How far the human's score is ahead of the best other score (lowest-wins: below it)."""
    own = match.scores[match.rules.unit_of(HUMAN_SEAT)]
    others = [s for unit, s in enumerate(match.scores) if unit != match.rules.unit_of(HUMAN_SEAT)]
    return min(others) - own if match.rules.lowest_wins else own - max(others)


@dataclass(frozen=True)
class Stats:
    """The player's hands and matches, counted as kept in ``stats.json`` (hints taken too)."""

    hands: Tallies = field(default_factory=Tallies)
    matches: Tallies = field(default_factory=Tallies)
    best_margin: int | None = None  # None until a match is won
    longest_streak: int = 0
    current_streak: int = 0
    domino_wins: int = 0
    blocked_wins: int = 0
    hints_used: int = 0

    def after_hand(self, lineup: Lineup, rules: Rules, result: HandResult) -> Stats:
        won = human_won(rules, result.winner)
        return replace(
            self,
            hands=self.hands.add(lineup.mode, rules.name, lineup.opponents(rules), won=won),
            domino_wins=self.domino_wins + (won and result.reason == DOMINO),
            blocked_wins=self.blocked_wins + (won and result.reason == BLOCKED),
        )

    def after_match(self, lineup: Lineup, match: Match) -> Stats:
        won = human_won(match.rules, match.winner)
        streak = self.current_streak + 1 if won else 0
        best = self.best_margin
        if won:
            best = margin(match) if best is None else max(best, margin(match))
        return replace(
            self,
            matches=self.matches.add(lineup.mode, match.rules.name, lineup.opponents(match.rules), won=won),
            best_margin=best,
            current_streak=streak,
            longest_streak=max(self.longest_streak, streak),
        )

    def with_hint(self) -> Stats:
        return replace(self, hints_used=self.hints_used + 1)

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": self.hands.to_json(),
            "matches": self.matches.to_json(),
            "best_margin": self.best_margin,
            "longest_streak": self.longest_streak,
            "current_streak": self.current_streak,
            "domino_wins": self.domino_wins,
            "blocked_wins": self.blocked_wins,
            "hints_used": self.hints_used,
        }

    @classmethod
    def from_json(cls, f: Fields) -> Stats:
        hands = Tallies.from_json(f.group("hands"))
        matches = Tallies.from_json(f.group("matches"))
        longest = f.number("longest_streak", 0, matches.total.won)
        domino = f.number("domino_wins", 0, MAX_COUNT)
        blocked = f.number("blocked_wins", 0, MAX_COUNT)
        if domino + blocked != hands.total.won:
            raise f.fail("domino_wins", f"{domino} + {blocked} blocked should be the {hands.total.won} hands won")
        return cls(
            hands=hands,
            matches=matches,
            best_margin=f.optional_number("best_margin", -MAX_SCORE, MAX_SCORE),
            longest_streak=longest,
            current_streak=f.number("current_streak", 0, longest),
            domino_wins=domino,
            blocked_wins=blocked,
            hints_used=f.number("hints_used", 0, MAX_COUNT),
        )


STATS: Final[Kind[Stats]] = Kind(
    name="stats",
    version=1,
    path=lambda dirs: dirs.stats,
    default=Stats,
    to_json=Stats.to_json,
    from_json=Stats.from_json,
)
