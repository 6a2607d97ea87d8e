"""Everything the game keeps, behind one object the screens call.

``Saves.open(args.data_dir)`` loads settings, campaign stamps, statistics and any match
in progress once, at start; each change is saved at once. Problems with the files never
raise: they come back as notices (``take_notices``) for the UI to show.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from game.campaign import CampaignProgress
from game.engine.match import Match
from game.engine.record import record_of
from game.engine.state import HandState
from game.i18n import _
from game.persist.history import HISTORY_CAP, History
from game.persist.lineup import Lineup, Mode
from game.persist.match_save import MATCH, SavedMatch
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.stamps import CAMPAIGN
from game.persist.stats import STATS, Stats, human_won
from game.persist.store import Notice, Problem, Store


class Saves:
    def __init__(self, dirs: DataDirs, clock: Callable[[], datetime] = datetime.now, history_cap: int = HISTORY_CAP) -> None:
        self.dirs = dirs
        self.clock = clock
        self.store = Store(dirs, clock)
        self.history = History(dirs.history, history_cap)
        self.settings: Settings = self.store.load(SETTINGS)
        self.campaign: CampaignProgress = self.store.load(CAMPAIGN)
        self.stats: Stats = self.store.load(STATS)
        self.match: SavedMatch | None = self.store.load(MATCH)  # offer to resume this one

    @classmethod
    def open(cls, data_dir: str | Path | None = None) -> Saves:
        """The player's saves, or a portable install's under ``data_dir`` (``--data-dir``)."""
        return cls(DataDirs.resolve(data_dir))

    def take_notices(self) -> list[Notice]:
        return self.store.take_notices()

    def change_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.store.save(SETTINGS, settings)

    def hint_used(self) -> None:
        self.stats = self.stats.with_hint()
        self.store.save(STATS, self.stats)

    def save_match(self, match: Match, lineup: Lineup, state: HandState) -> None:
        """Call after every move of a Points Match or Campaign match (and when a hand is dealt)."""
        self.match = SavedMatch(match, lineup, record_of(state))
        self.store.save(MATCH, self.match)

    def discard_match(self) -> None:
        """The player declined to resume, or started something else."""
        self.match = None
        self.store.discard(MATCH)

    def hand_finished(self, state: HandState, lineup: Lineup, demo: bool = False) -> None:
        """Keep the hand in the history; count it unless the computer played it alone."""
        if state.result is None:
            raise ValueError("the hand is not over")
        try:
            self.history.add(record_of(state), demo, self.clock())
        except OSError as exc:
            self.store.notify(Notice("history", Problem.NOT_SAVED, exc.strerror or str(exc), _history_what))
        if not demo:
            self.stats = self.stats.after_hand(lineup, state.rules, state.result)
            self.store.save(STATS, self.stats)

    def match_finished(self, match: Match, lineup: Lineup, demo: bool = False) -> None:
        """Stamp a won campaign match, count the match, and forget the saved one.

        The stamp is written first: it is the progress that matters most if the game dies here.
        A demo match (the title screen's) touches nothing: the player's own match stays saved.
        """
        if not match.over:
            raise ValueError("the match is not over")
        if demo:
            return
        if lineup.mode is Mode.CAMPAIGN and lineup.campaign_match is not None:
            self.campaign = self.campaign.after_match(lineup.campaign_match, human_won(match.rules, match.winner))
            self.store.save(CAMPAIGN, self.campaign)
        self.stats = self.stats.after_match(lineup, match)
        self.store.save(STATS, self.stats)
        self.discard_match()


def _history_what() -> str:
    return _("the hand history")
