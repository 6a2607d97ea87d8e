"""A process killed with SIGKILL in the middle of saving never leaves a file that cannot be read."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.persist.history import History
from game.persist.paths import DataDirs
from game.persist.stats import STATS
from game.persist.store import Store
from tests.persist.samples import KINDS
from tests.persist.save_loop import HISTORY_CAP

KILLS = 30
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_files_survive_thirty_kills_at_random_moments(tmp_path: Path) -> None:
    rng = random.Random(30)
    dirs = DataDirs.resolve(tmp_path)
    hints_seen = 0
    leftovers: set[Path] = set()
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.persist.save_loop", str(tmp_path)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        time.sleep(rng.uniform(0.0, 0.05))
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        leftovers.update(tmp_path.rglob(".*.tmp"))

        store = Store(dirs)
        values = {kind.name: store.load(kind) for kind in KINDS}
        assert store.take_notices() == [], "every file is the old or the new one, whole"
        assert values["match"] is not None
        hints = values[STATS.name].hints_used
        assert hints >= max(hints_seen, 1), "never an older round than already seen"
        hints_seen = hints
        history = History(dirs.history)
        assert 1 <= len(history.paths()) <= HISTORY_CAP + 1, "a kill between writing and pruning leaves one extra"
        for path in history.paths():
            History.read(path)
    print(f"{KILLS} kills; temporary files of interrupted saves seen: {len(leftovers)}; last round saved: {hints_seen}")
    assert leftovers, "some kills landed in the middle of a save"
