"""The Campaign: three venues of three matches, in order, with stamps for the matches won.

Pure data and rules, no I/O (``game.persist.stamps`` saves the progress). Venue 1 is Classic
Draw against easy opponents to 50; venue 2 is Block and Pagat's Draw against a mix;
venue 3 is All Fives, 121 and a partners match against hard opponents. A match is open
when its venue is unlocked and the match before it in the venue has its stamp (the
matches of a venue are played in order); a venue unlocks when the previous venue has all
three stamps. Any open match can be played again: losing never takes a stamp away, so a
lost match is simply replayed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from game.engine.match import Match
from game.engine.rules import Rules, rules_for
from game.i18n import N_


@dataclass(frozen=True)
class CampaignMatch:
    """One match of the campaign: the rules, the target and the characters across the table."""

    id: str
    title: str  # a message id: show it as _(title)
    preset: str
    players: int
    target: int
    characters: tuple[str, ...]  # ``game.domain.roster`` ids of seats 1..players-1 (partners: seat 2 is the partner)
    options: Mapping[str, bool] = field(default_factory=lambda: MappingProxyType({}))

    def rules(self) -> Rules:
        return rules_for(self.preset, self.options)

    def new_match(self) -> Match:
        return Match.new(self.rules(), self.players, self.target)


@dataclass(frozen=True)
class Venue:
    """A place in the campaign: its matches, each opened by a win in the one before, and its table look."""

    id: str
    name: str  # a message id: show it as _(name)
    look: str  # the table look the UI draws for it (cloth colour, lighting, backdrop)
    matches: tuple[CampaignMatch, ...]


VENUES: Final = (
    Venue(
        "cafe",
        N_("The Corner Café"),
        "cafe",
        (
            CampaignMatch("cafe-1", N_("First game"), "classic", 2, 50, ("aino",)),
            CampaignMatch("cafe-2", N_("The regular"), "classic", 2, 50, ("sven",)),
            CampaignMatch("cafe-3", N_("Three at the table"), "classic", 3, 50, ("vesna", "nikos")),
        ),
    ),
    Venue(
        "harbour",
        N_("The Harbour Club"),
        "harbour",
        (
            CampaignMatch("harbour-1", N_("No drawing"), "block", 2, 61, ("nikos",)),
            CampaignMatch("harbour-2", N_("The old sailor"), "draw-pagat", 2, 61, ("kaisa",)),
            CampaignMatch("harbour-3", N_("Club night"), "draw-pagat", 3, 61, ("sven", "dragan")),
        ),
    ),
    Venue(
        "salon",
        N_("The Grand Salon"),
        "salon",
        (
            CampaignMatch("salon-1", N_("Counting fives"), "allfives", 2, 100, ("ilmari",)),
            CampaignMatch("salon-2", N_("To 121"), "tactic121", 2, 121, ("eleni",)),
            CampaignMatch("salon-3", N_("The final: partners"), "partners", 4, 100, ("dragan", "eleni", "kaisa")),
        ),
    ),
)

MATCHES: Final[Mapping[str, CampaignMatch]] = MappingProxyType({m.id: m for v in VENUES for m in v.matches})
_VENUE_OF: Final = MappingProxyType({m.id: index for index, v in enumerate(VENUES) for m in v.matches})


class CampaignError(ValueError):
    """A campaign match that does not exist."""


def venue_of(match_id: str) -> Venue:
    return VENUES[_venue_index(match_id)]


def _venue_index(match_id: str) -> int:
    try:
        return _VENUE_OF[match_id]
    except KeyError:
        raise CampaignError(f"there is no campaign match {match_id!r}") from None


@dataclass(frozen=True)
class CampaignProgress:
    """The stamps won so far; what is open and what is complete follows from them alone."""

    stamps: frozenset[str] = frozenset()  # ids of the matches won at least once

    def stamped_in(self, venue: Venue) -> int:
        """How many of ``venue``'s matches have their stamp (the screen and its speech say it)."""
        return sum(m.id in self.stamps for m in venue.matches)

    def venue_complete(self, venue: Venue) -> bool:
        return self.stamped_in(venue) == len(venue.matches)

    def venue_unlocked(self, venue: Venue) -> bool:
        index = VENUES.index(venue)
        return index == 0 or self.venue_complete(VENUES[index - 1])

    def is_open(self, match_id: str) -> bool:
        """Playable now: its venue is unlocked and the match before it is stamped."""
        venue = VENUES[_venue_index(match_id)]
        if not self.venue_unlocked(venue):
            return False
        position = [m.id for m in venue.matches].index(match_id)
        return position == 0 or venue.matches[position - 1].id in self.stamps

    def next_match(self) -> CampaignMatch | None:
        """The first open match without a stamp; None once the campaign is complete."""
        return next((m for m in MATCHES.values() if m.id not in self.stamps and self.is_open(m.id)), None)

    @property
    def complete(self) -> bool:
        return self.stamps >= MATCHES.keys()

    def after_match(self, match_id: str, *, won: bool) -> CampaignProgress:
        """Progress after playing ``match_id``: a win earns its stamp, a loss changes nothing.

        Screens offer only open matches; a win is stamped even so, because a resumed match
        may outlive progress that was reset (a damaged file set aside).
        """
        _venue_index(match_id)
        return CampaignProgress(self.stamps | {match_id}) if won else self
