"""File primitives that survive a crash or a kill at any moment.

A write goes to a temporary file in the same folder, is flushed and fsynced, and is then
renamed over the old file (``os.replace`` is atomic on POSIX and Windows), so a reader
finds either the old or the new file, never a torn one. A file that cannot be used is
renamed aside, never deleted or overwritten.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
import time
from datetime import datetime
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_AFTER_SECONDS = 600.0  # a temporary file this old was left by a killed process


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that no crash can leave it half written."""
    temp_name = _written_temporary(path, text)
    try:
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def write_new(path: Path, text: str) -> None:
    """Create ``path`` holding ``text`` (UTF-8), whole or not at all, only if no file has that
    name: raises FileExistsError when one has (another process took the name first).

    The text is written to a temporary file as in :func:`write_atomic`, then published under
    ``path`` by a call that refuses an existing name: a hard link on POSIX, a rename on Windows
    (where renaming never replaces a file). A file system without hard links (FAT) gets the
    name reserved with ``O_CREAT | O_EXCL`` and the whole file renamed over the reservation.
    """
    temp_name = _written_temporary(path, text)
    try:
        _publish_new(temp_name, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
    _fsync_folder(path.parent)


_NO_HARD_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP})


def _publish_new(temp_name: str, path: Path) -> None:
    if os.name == "nt":
        os.rename(temp_name, path)
        return
    try:
        os.link(temp_name, path)
    except FileExistsError:
        raise
    except OSError as error:
        if error.errno not in _NO_HARD_LINKS:
            raise
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        os.replace(temp_name, path)


def _written_temporary(path: Path, text: str) -> str:
    """A temporary file beside ``path`` holding ``text``, flushed to the disk; its name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    return temp_name


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
