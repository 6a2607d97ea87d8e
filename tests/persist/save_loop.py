"""Saves every kind over and over until killed: ``python -m tests.persist.save_loop DIR``.

The SIGKILL test runs this and kills it at random moments. Rounds carry on from the round
the last run saved (kept as the hint count), so the test can tell that what it reads is
never older than what it read before.
"""

from __future__ import annotations

import dataclasses
import sys
from datetime import datetime
from itertools import count

from game.domain.campaign import MATCHES, CampaignProgress
from game.persist.history import History
from game.persist.match_save import MATCH
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.stamps import CAMPAIGN
from game.persist.stats import STATS, Stats
from game.persist.store import Store
from tests.persist.samples import saved_match

HISTORY_CAP = 10


def main(folder: str) -> None:
    dirs = DataDirs.resolve(folder)
    store = Store(dirs)
    history = History(dirs.history, HISTORY_CAP)
    saved = saved_match()
    ids = list(MATCHES)
    start = store.load(STATS).hints_used + 1
    for round_number in count(start):
        store.save(SETTINGS, Settings(volume=round_number % 101))
        store.save(CAMPAIGN, CampaignProgress(frozenset(ids[: round_number % 10])))
        store.save(STATS, dataclasses.replace(Stats(), hints_used=round_number))
        store.save(MATCH, saved)
        history.add(saved.hand, demo=round_number % 2 == 0, when=datetime.now())
        if round_number == start:
            print("ready", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
