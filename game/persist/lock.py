"""One writer per data folder: a second copy of the game finds the folder taken and leaves it alone.

Two copies writing one folder lose data: each keeps the saves in memory and writes whole files,
so the last writer wins. The copy that plays holds an operating-system lock on
``double-six.lock`` in the data folder for as long as it runs (``filelock``: ``flock`` on POSIX,
``msvcrt.locking`` on Windows). The system lets go of it when the process ends, however it ends
(``kill -9`` and a power cut included), so a lock file left behind never blocks the next start:
only a live process holds the lock, the file itself means nothing.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from filelock import FileLock, Timeout

LOCK_NAME: Final = "double-six.lock"

log = logging.getLogger(__name__)


class AlreadyOpen(Exception):
    """Another copy of the game holds the data folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"another copy of Double Six holds {folder}")
        self.folder = folder


@dataclass
class FolderLock:
    """The data folder's lock, held until ``release`` (or the process ends). ``unheld`` says why
    no lock could be taken at all (a read-only folder, a file system without locks): the game
    then plays as it did before locks, and the log says so."""

    lock: FileLock | None
    unheld: str | None = None

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()


def take(folder: Path) -> FolderLock:
    """Hold ``folder``'s lock without waiting; raises :class:`AlreadyOpen` when another process has it."""
    lock = FileLock(folder / LOCK_NAME, thread_local=False)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock.acquire(timeout=0)
    except Timeout:
        raise AlreadyOpen(folder) from None
    except (OSError, NotImplementedError) as error:
        return FolderLock(None, unheld=str(error) or type(error).__name__)
    return FolderLock(lock)
