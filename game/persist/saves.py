"""Everything the game keeps, behind one object the screens call.

``Saves.open(args.data_dir)`` loads settings, campaign stamps, statistics and the saved
matches once, at start; each change is saved at once. A start with nobody to tell
(``tell=False``: a ``--deal`` game) leaves its notices for the next real start
(:mod:`game.persist.untold`), which says them first. A demo is a guest (``guest=True``): it
may run beside the player's open game, so it reads and writes nothing back (no save, no
history, no damaged file set aside, no notice left). Problems with the files never raise:
they come back as notices (``take_notices``, codes the UI words) and are logged; whether
saving works right now is ``health`` (see :class:`~game.persist.store.SaveHealth`).

The Points Match and the Campaign match have a slot each (``game.domain.modes.SAVED_MODES``):
starting, finishing or giving up one never touches the other, and a Quick Round touches
neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from game.domain.campaign import CampaignProgress
from game.domain.lineup import Lineup
from game.domain.modes import SAVED_MODES, Mode
from game.engine.match import Match
from game.engine.record import record_of
from game.engine.state import HandState
from game.persist.history import HISTORY_CAP, History, labelled
from game.persist.match_save import CAMPAIGN_MATCH, MATCH, SLOT_KINDS, SavedMatch
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.stamps import CAMPAIGN
from game.persist.stats import STATS, Stats, human_won
from game.persist.store import HISTORY, Notice, Problem, SaveHealth, Store
from game.persist.untold import UNTOLD


class Saves:
    """The player's saves, loaded once at start and written at each change; problems come back
    as notices, never as exceptions."""

    def __init__(
        self,
        dirs: DataDirs,
        clock: Callable[[], datetime] = datetime.now,
        history_cap: int = HISTORY_CAP,
        *,
        tell: bool = True,
        guest: bool = False,
    ) -> None:
        self.dirs = dirs
        self.clock = clock
        self.guest = guest
        self.store = Store(dirs, clock, guest=guest)
        self.history = History(dirs.history, history_cap)
        self.settings: Settings = self.store.load(SETTINGS)
        if self.store.beyond_reach(SETTINGS) or self.store.waiting(SETTINGS):
            # someone's folder, or a damaged file set aside: not a new install, no first-run tutorial over the notice
            self.settings = replace(self.settings, tutorial_done=True)
        self.campaign: CampaignProgress = self.store.load(CAMPAIGN)
        self.stats: Stats = self.store.load(STATS)
        self.slots: dict[Mode, SavedMatch] = {}  # the matches to offer to resume, by mode
        for mode in reversed(SAVED_MODES):  # the campaign's first: match.json may hold one from before the slots
            self._load_slot(mode)
        if guest:
            return  # its notices are in its log (stderr); the player's next start finds the same damage
        if tell:
            self._tell_untold()
        else:
            self._leave_untold()

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, tell: bool = True, guest: bool = False) -> Saves:
        """The player's saves, or a portable install's under ``data_dir`` (``--data-dir``);
        ``tell`` False: nobody will see the notices (a ``--deal`` game), so they wait for the next
        start; ``guest``: read only, nothing in the folder written, moved or removed (a demo)."""
        return cls(DataDirs.resolve(data_dir), tell=tell, guest=guest)

    def _tell_untold(self) -> None:
        """The notices an earlier demo had nobody to tell, said first."""
        untold = self.store.load(UNTOLD)
        if untold:
            self.store.discard(UNTOLD)
            self.store.tell_first(untold)

    def _leave_untold(self) -> None:
        """This start's notices, added to the ones already waiting (never raises: a demo goes on)."""
        waiting = self.store.load(UNTOLD)  # a damaged one is set aside, and that is one more notice
        notices = self.store.take_notices()
        if notices:  # through the store: a file it could neither read nor move aside is never overwritten
            self.store.save(UNTOLD, [*waiting, *notices])

    def _load_slot(self, mode: Mode) -> None:
        kind = SLOT_KINDS[mode]
        saved = self.store.load(kind)
        if saved is None:
            return
        if saved.lineup.mode is not mode:  # a campaign match in match.json, from before the slots
            if saved.lineup.mode in self.slots:
                return  # the campaign slot has one already: the next Points Match overwrites this file
            if self.store.save(CAMPAIGN_MATCH, saved):
                self.store.discard(MATCH)
            mode = saved.lineup.mode
        saved, kept = saved.readable()
        if kept is not None:
            self.store.notify(Notice(kind.name, Problem.RESUMED_EARLY, f"move {kept} does not replay", move=kept))
        self.slots[mode] = saved

    def saved(self, mode: Mode) -> SavedMatch | None:
        """The saved match of ``mode`` (always None for a Quick Round)."""
        return self.slots.get(mode)

    def saved_matches(self) -> list[SavedMatch]:
        """Every saved match, the Points Match first."""
        return [self.slots[mode] for mode in SAVED_MODES if mode in self.slots]

    @property
    def health(self) -> SaveHealth:
        """Whether saving works now; compare with the last one seen to notice a change."""
        return self.store.health

    def take_notices(self) -> list[Notice]:
        return self.store.take_notices()

    def tell_again(self, notices: Sequence[Notice]) -> None:
        """Put ``notices`` back first in the queue: taken, but not on screen long enough to be read."""
        self.store.tell_first(notices)

    def change_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.store.save(SETTINGS, settings)

    def hint_used(self) -> None:
        self.stats = self.stats.with_hint()
        self.store.save(STATS, self.stats)

    def save_match(self, match: Match, lineup: Lineup, state: HandState) -> bool:
        """Call after every move of a Points Match or Campaign match (and when a hand is dealt);
        it replaces the saved match of its mode. False when the disk refused it (see ``health``)."""
        if lineup.mode not in SLOT_KINDS:
            raise ValueError(f"a {lineup.mode.value} match is never saved")
        self.slots[lineup.mode] = SavedMatch(match, lineup, record_of(state))
        return self.store.save(SLOT_KINDS[lineup.mode], self.slots[lineup.mode])

    def discard_match(self, mode: Mode) -> None:
        """The player gave up the saved match of ``mode``, or started another one of that mode."""
        if mode in SLOT_KINDS:
            self.slots.pop(mode, None)
            self.store.discard(SLOT_KINDS[mode])

    def hand_finished(
        self,
        state: HandState,
        lineup: Lineup,
        names: Sequence[str | None] | None = None,
        hand: int | None = None,
        *,
        demo: bool = False,
    ) -> Path | None:
        """Keep the hand in the history, with the seats' ``names`` (None for the player) and its
        number ``hand`` in the match; count it unless the computer played it alone.
        Returns the history file (the hand's review is kept there), None when it could not be written."""
        if state.result is None:
            raise ValueError("the hand is not over")
        if self.guest:
            return None
        path = None
        try:
            path = self.history.add(labelled(record_of(state), names, hand), demo=demo, when=self.clock())
        except OSError as exc:
            self.store.saved(HISTORY, exc)
        else:
            self.store.saved(HISTORY)
        if not demo:
            self.stats = self.stats.after_hand(lineup, state.rules, state.result)
            self.store.save(STATS, self.stats)
        return path

    def match_finished(self, match: Match, lineup: Lineup, *, demo: bool = False) -> None:
        """Stamp a won campaign match, count the match, and forget it (only it: the saved
        match of another mode stays).

        The stamp is written first: it is the progress that matters most if the game dies here.
        A demo match (the title screen's) touches nothing: the player's own matches stay saved.
        """
        if not match.over:
            raise ValueError("the match is not over")
        if demo:
            return
        if lineup.mode is Mode.CAMPAIGN and lineup.campaign_match is not None:
            self.campaign = self.campaign.after_match(lineup.campaign_match, won=human_won(match.rules, match.winner))
            self.store.save(CAMPAIGN, self.campaign)
        self.stats = self.stats.after_match(lineup, match)
        self.store.save(STATS, self.stats)
        self.discard_match(lineup.mode)
