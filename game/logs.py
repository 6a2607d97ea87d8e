"""A small rotating log in the player's data folder, and a crash message instead of a silent exit.
(A demo, a guest in the data folder, logs to stderr only: :func:`start_guest`.)

A player who double-clicks the executable has no terminal: without this, an unexpected error
just closes the window. ``start`` makes every run leave a trace in ``double-six.log`` and turns
an uncaught exception into a short message that says where that log is.

The log never follows a symbolic link (a link planted as ``double-six.log`` would make every
start append to its target, ``/etc/passwd`` for a game run as root) and never waits on a named
pipe (opening one blocks until a reader comes): anything but a regular file in the place of the
log or of a rotated copy (a link, a pipe, a folder) is renamed aside like a damaged save and a
fresh log begins; the file is opened with ``O_NOFOLLOW`` and ``O_NONBLOCK`` where the system has
them, and kept only if it is a regular file.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import io
import logging
import os
import platform
import stat
import sys
import threading
from datetime import datetime
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Literal

from game.i18n import _
from game.persist.atomic import set_aside
from game.persist.paths import DataDirs
from game.version import version

LOG_NAME = "double-six.log"
MAX_LOG_BYTES = 256 * 1024
LOG_BACKUPS = 2
_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

log = logging.getLogger(__name__)


def start(data_dir: str | Path | None = None) -> Path | None:
    """Log to ``double-six.log`` beside the saves (``data_dir``: the ``--data-dir`` override)
    and report crashes. Returns the log's path, or None when the folder cannot be written:
    the game still runs, and a crash message then says nothing about a log.
    """
    log_path = _open_log(DataDirs.resolve(data_dir).data)
    sys.excepthook = functools.partial(_on_uncaught, log_path=log_path)
    threading.excepthook = _on_thread_error
    log.info(
        "Double Six %s, Python %s on %s%s",
        version(),
        platform.python_version(),
        platform.platform(),
        " (one-file executable)" if getattr(sys, "frozen", False) else "",
    )
    return log_path


def start_guest() -> None:
    """A demo's log: warnings and errors on stderr, no file. A demo may play beside the player's
    open game, whose log ``double-six.log`` is; a log file of its own elsewhere would be one more
    file nobody looks for, and a demo is started from a terminal, which shows what it says."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    handler.setLevel(logging.WARNING)
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    sys.excepthook = functools.partial(_on_uncaught, log_path=None)
    threading.excepthook = _on_thread_error


class NoFollowFileHandler(RotatingFileHandler):
    """The rotating log, (re)opened only as a regular file, never through a link, and rotated
    past whatever sits in a rotated copy's place."""

    def _open(self) -> io.TextIOWrapper:
        return open(self.baseFilename, "a", encoding=self.encoding, errors=self.errors, opener=_regular_only)

    def doRollover(self) -> None:
        """Rotate; a folder or pipe in a copy's place is set aside first, and when something still
        cannot be moved the log starts over in its own file: never an error on every line."""
        try:
            _set_aside_strangers(Path(self.baseFilename).parent)
            super().doRollover()
        except OSError:
            if self.stream is not None:
                self.stream.close()
            self.stream = open(self.baseFilename, "w", encoding=self.encoding, errors=self.errors, opener=_regular_only)


def _regular_only(path: str, flags: int) -> int:
    """Open without following a link or waiting on a pipe (``O_NONBLOCK``), and keep only a regular file."""
    fd = os.open(path, flags | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0), 0o666)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file", path)
    return fd


def _set_aside_strangers(folder: Path) -> None:
    """Rename whatever is not a regular file (a link, a folder, a pipe) where the log or a rotated
    copy belongs: the thing itself, never a link's target; nothing is deleted."""
    for name in (LOG_NAME, *(f"{LOG_NAME}.{n}" for n in range(1, LOG_BACKUPS + 1))):
        path = folder / name
        with contextlib.suppress(FileNotFoundError):
            if not stat.S_ISREG(path.lstat().st_mode):
                set_aside(path, "broken", datetime.now())


def _open_log(folder: Path) -> Path | None:
    path = folder / LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _set_aside_strangers(folder)
        handler = NoFollowFileHandler(path, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, RotatingFileHandler)]:
        root.removeHandler(old)
        old.close()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


def crash_message(error: BaseException, log_path: Path | None) -> str:
    """What the player reads after a crash: what broke, in one line, and where the details are."""
    what = f"{type(error).__name__}: {error}".strip().rstrip(":")
    if log_path is None:
        return _("Double Six stopped after an unexpected error ({what}).").format(what=what)
    return _("Double Six stopped after an unexpected error ({what}).\nThe details are in {path}").format(
        what=what, path=log_path
    )


def show_crash_message(message: str) -> None:
    """A message box where there is a screen (the windowed build has no terminal), stderr otherwise."""
    if not message_box(_("Double Six has stopped"), message) and sys.stderr is not None:
        print(message, file=sys.stderr)


def message_box(title: str, message: str, kind: Literal["info", "warn", "error"] = "error") -> bool:
    """Whether SDL could show the box (it cannot without a display, e.g. with the dummy driver)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except ImportError:
        return False
    try:
        pygame.display.message_box(title, message, message_type=kind)
    except pygame.error:
        return False
    return True


def _on_uncaught(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None, *, log_path: Path | None
) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    log.critical("Unexpected error", exc_info=(kind, error, trace))
    show_crash_message(crash_message(error, log_path))


def _on_thread_error(hook: threading.ExceptHookArgs) -> None:
    """Log a worker thread's error; the main loop, not the worker, decides whether the game goes on."""
    if hook.exc_value is None or isinstance(hook.exc_value, SystemExit):
        return
    log.error("Unexpected error in thread %s", hook.thread.name if hook.thread else "?", exc_info=hook.exc_value)
