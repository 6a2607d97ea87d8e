"""Presets as data: a variant is a new registry entry, never a new branch in the engine.

Each preset of RULES.md section 2 is one frozen :class:`Rules`; the house options of
section 3 are applied by :func:`rules_for`, which rewrites fields, so the engine only
ever reads fields and never asks which preset it is playing.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from game.engine.errors import RulesError
from game.safe_json import brief


class DrawPolicy(enum.Enum):
    """When a seat may draw from the boneyard."""

    NONE = "none"  # undealt tiles stay out of play; pass when nothing fits
    WHEN_STUCK = "when_stuck"  # draw only with nothing playable, until a tile fits
    ANY_TIME = "any_time"  # draw whenever tiles above the reserve remain (Pagat's Draw)


class Opening(enum.Enum):
    """How the opener of a fresh hand (first hand, or after a hand nobody won) is found."""

    DOUBLE_OR_HEAVIEST = "double_or_heaviest"  # highest double, else heaviest tile, opens with it
    DOUBLE_OR_REDEAL = "double_or_redeal"  # highest double opens with it; redeal when none
    LOT_TOTAL = "lot_total"  # lot draw: highest total; any opening tile
    LOT_DOUBLE_THEN_TOTAL = "lot_double_then_total"  # lot draw: highest double, else total


class NextOpener(enum.Enum):
    """Who opens the hands after the first one of a match."""

    AS_FIRST = "as_first"  # the opening rule applies to every hand
    ROTATE = "rotate"  # one seat to the left of the previous starter
    HAND_WINNER = "hand_winner"  # previous hand's winner, any tile (no winner: AS_FIRST)
    PARTNER_LEADER = "partner_leader"  # who went out / winning pair's lighter hand


class Scoring(enum.Enum):
    """What a finished hand is worth: the winner's points, or in penalty games each seat's own pips."""

    OTHERS_MINUS_OWN = "others_minus_own"  # winner: others' pips minus own once
    ALL_PIPS = "all_pips"  # winner: every pip left on the table, own included
    FIVES_BONUS = "fives_bonus"  # winner: others' pips rounded to the nearest 5
    OWN_PENALTY = "own_penalty"  # everyone adds their own pips; lowest wins the match
    PAIR_PIPS = "pair_pips"  # winning pair scores the opposing pair's pips


HOUSE_OPTIONS: Final[Mapping[str, str]] = MappingProxyType(
    {
        "draw_one": "with nothing playable draw one tile only; if it does not fit, pass",
        "reserve_two": "in a 2-player draw game the last 2 boneyard tiles cannot be drawn",
        "hand_size_8_minus": "deal 8 minus the number of players (6/5/4)",
        "no_double_redeal": "if no one holds a double, redeal instead of the heaviest tile opening",
        "no_double_heaviest": "if no one holds a double, the heaviest tile opens (no redeal)",
        "block_full_sum": "a blocked hand's winner scores the opponents' whole totals",
        "open_hands": "practice: every hand face up and nothing scored",
    }
)
TARGET_CHOICES: Final = (50, 61, 100, 121, 150, 200)


@dataclass(frozen=True)
class Rules:
    """One preset's rules with the house options applied: everything the engine asks about the game.

    Take them from :data:`PRESETS` or :func:`rules_for` (which checks the house options), so
    every table plays a set of rules that was written down.
    """

    name: str
    title: str
    players: tuple[int, ...]
    hand_sizes: Mapping[int, int]
    draw: DrawPolicy
    opening: Opening
    next_opener: NextOpener
    scoring: Scoring
    targets: Mapping[int, int]  # default target per player count
    target_choices: tuple[int, ...]
    reserve: int = 0  # boneyard tiles that can never be drawn
    reserve_two_players_only: bool = False
    fives_in_play: bool = False
    lowest_wins: bool = False
    pairs: bool = False
    draw_one: bool = False
    block_full_sum: bool = False
    open_hands: bool = False
    options: frozenset[str] = frozenset()

    def hand_size(self, players: int) -> int:
        self.check_players(players)
        return self.hand_sizes[players]

    def reserve_for(self, players: int) -> int:
        if self.reserve_two_players_only and players != 2:
            return 0
        return self.reserve

    def default_target(self, players: int) -> int:
        self.check_players(players)
        return self.targets[players]

    def check_players(self, players: int) -> None:
        if players not in self.players:
            allowed = ", ".join(str(p) for p in self.players)
            raise RulesError(f"{self.title} is played by {allowed} players, not {players}")

    def units(self, players: int) -> int:
        """How many scores the match keeps: one per seat, or one per pair."""
        return 2 if self.pairs else players

    def unit_of(self, seat: int) -> int:
        return seat % 2 if self.pairs else seat


def _sizes(two: int, three: int, four: int) -> Mapping[int, int]:
    return MappingProxyType({2: two, 3: three, 4: four})


_BLOCK_TARGETS = _sizes(100, 61, 61)

PRESETS: Final[Mapping[str, Rules]] = MappingProxyType(
    {
        r.name: r
        for r in (
            Rules(
                name="classic",
                title="Classic Draw",
                players=(2, 3, 4),
                hand_sizes=_sizes(7, 7, 5),
                draw=DrawPolicy.WHEN_STUCK,
                opening=Opening.DOUBLE_OR_HEAVIEST,
                next_opener=NextOpener.AS_FIRST,
                scoring=Scoring.OTHERS_MINUS_OWN,
                targets=_sizes(100, 100, 100),
                target_choices=(50, 100),
            ),
            Rules(
                name="block",
                title="Block",
                players=(2, 3, 4),
                hand_sizes=_sizes(7, 5, 5),
                draw=DrawPolicy.NONE,
                opening=Opening.LOT_TOTAL,
                next_opener=NextOpener.ROTATE,
                scoring=Scoring.OTHERS_MINUS_OWN,
                targets=_BLOCK_TARGETS,
                target_choices=(61, 100),
            ),
            Rules(
                name="draw-pagat",
                title="Draw (Pagat style)",
                players=(2, 3, 4),
                hand_sizes=_sizes(7, 7, 6),
                draw=DrawPolicy.ANY_TIME,
                reserve=2,
                opening=Opening.LOT_TOTAL,
                next_opener=NextOpener.ROTATE,
                scoring=Scoring.OTHERS_MINUS_OWN,
                targets=_BLOCK_TARGETS,
                target_choices=(61, 100),
            ),
            Rules(
                name="tactic121",
                title="121",
                players=(2, 3, 4),
                hand_sizes=_sizes(7, 5, 5),
                draw=DrawPolicy.NONE,
                opening=Opening.LOT_DOUBLE_THEN_TOTAL,
                next_opener=NextOpener.ROTATE,
                scoring=Scoring.ALL_PIPS,
                targets=_sizes(121, 121, 121),
                target_choices=(121,),
            ),
            Rules(
                name="allfives",
                title="All Fives",
                players=(2, 3, 4),
                hand_sizes=_sizes(7, 5, 5),
                draw=DrawPolicy.WHEN_STUCK,
                opening=Opening.DOUBLE_OR_REDEAL,
                next_opener=NextOpener.HAND_WINNER,
                scoring=Scoring.FIVES_BONUS,
                fives_in_play=True,
                targets=_sizes(100, 100, 100),
                target_choices=(100, 150),
            ),
            Rules(
                name="penalty",
                title="Penalty Points",
                players=(2, 3, 4),
                hand_sizes=_sizes(7, 5, 5),
                draw=DrawPolicy.WHEN_STUCK,
                opening=Opening.DOUBLE_OR_REDEAL,
                next_opener=NextOpener.HAND_WINNER,
                scoring=Scoring.OWN_PENALTY,
                lowest_wins=True,
                targets=_sizes(150, 150, 150),
                target_choices=(100, 150),
            ),
            Rules(
                name="partners",
                title="Partnership",
                players=(4,),
                hand_sizes=MappingProxyType({4: 7}),
                draw=DrawPolicy.NONE,
                opening=Opening.DOUBLE_OR_REDEAL,
                next_opener=NextOpener.PARTNER_LEADER,
                scoring=Scoring.PAIR_PIPS,
                pairs=True,
                targets=MappingProxyType({4: 100}),
                target_choices=(100, 150),
            ),
        )
    }
)


def rules_for(name: str, options: Mapping[str, object] | None = None) -> Rules:
    """The preset ``name`` with the house options switched on that are true in ``options``."""
    try:
        rules = PRESETS[name]
    except KeyError:
        known = ", ".join(PRESETS)
        raise RulesError(f"unknown preset {brief(name)} (known: {known})") from None
    chosen: set[str] = set()
    for key, value in (options or {}).items():
        if key not in HOUSE_OPTIONS:
            raise RulesError(f"unknown house rule {brief(key)} (known: {', '.join(HOUSE_OPTIONS)})")
        if not isinstance(value, bool):
            raise RulesError(f"house rule {key!r} must be true or false, not {brief(value)}")
        if value:
            chosen.add(key)
    return _with_options(rules, frozenset(chosen))


def _with_options(rules: Rules, chosen: frozenset[str]) -> Rules:
    changes: dict[str, object] = {"options": chosen}
    if "draw_one" in chosen and rules.draw is not DrawPolicy.NONE:
        changes["draw_one"] = True
    if "reserve_two" in chosen and rules.draw is not DrawPolicy.NONE and rules.reserve < 2:
        changes["reserve"] = 2
        changes["reserve_two_players_only"] = True
    if "hand_size_8_minus" in chosen and not rules.pairs:
        changes["hand_sizes"] = MappingProxyType({p: 8 - p for p in rules.players})
    if "no_double_redeal" in chosen and rules.opening is Opening.DOUBLE_OR_HEAVIEST:
        changes["opening"] = Opening.DOUBLE_OR_REDEAL
    if "no_double_heaviest" in chosen and rules.opening is Opening.DOUBLE_OR_REDEAL:
        changes["opening"] = Opening.DOUBLE_OR_HEAVIEST
    if "block_full_sum" in chosen:
        changes["block_full_sum"] = True
    if "open_hands" in chosen:
        changes["open_hands"] = True
    return dataclasses.replace(rules, **changes)  # type: ignore[arg-type]
