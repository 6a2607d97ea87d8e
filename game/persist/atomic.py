"""File primitives that survive a crash or a kill at any moment.

A write goes to a temporary file in the same folder, is flushed and fsynced, and is then
renamed over the old file (``os.replace`` is atomic on POSIX and Windows), so a reader
finds either the old or the new file, never a torn one. A file that cannot be used is
renamed aside, never deleted or overwritten.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_AFTER_SECONDS = 600.0  # a temporary file this old was left by a killed process


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that no crash can leave it half written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; Windows cannot open a folder, and does not need to."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def set_aside(path: Path, label: str, now: datetime) -> Path:
    """Rename ``path`` to ``<name>.<label>-<timestamp>`` (never over an existing file)."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    count = 1
    while target.exists():
        count += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{count}")
    os.rename(path, target)
    return target


def sweep_temporaries(folder: Path, name: str = "*", older_than: float = STALE_AFTER_SECONDS) -> int:
    """Delete the temporary files that killed writers of ``name`` left in ``folder``; how many.

    Only old ones go: a young one may belong to another copy of the game saving right now.
    """
    cutoff = time.time() - older_than
    removed = 0
    for leftover in folder.glob(f".{name}.*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if leftover.stat().st_mtime <= cutoff:
                leftover.unlink()
                removed += 1
    return removed
