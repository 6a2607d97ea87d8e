"""One store for every kind of saved file: versioned JSON, validated, upgraded step by step.

Each file is a JSON object with ``version`` and ``kind`` next to the kind's own fields. On
load, a file from an older version goes through the kind's upgrade steps (version n to
n + 1, one at a time) and is then validated field by field. A file that is missing gives
the defaults; a file that is torn, corrupt, of the wrong shape or from a newer version of
the game is renamed aside (kept, with a timestamp), the defaults are used and a
:class:`Notice` is queued for the player. A folder the game may not open (permission 000)
is not a new install: it is told once (``OUT_OF_REACH``) and nothing in it is overwritten.
Nothing here raises into the game.

A notice is a code with its arguments (the UI words it in the player's language) and is
written to the log (``double-six.log``) when it is queued. Whether saving works is kept
as a :class:`SaveHealth`, which every failed or successful save brings up to date; a disk
that keeps flipping between full and free leaves at most one notice per file waiting (a
flip back to what the player was last told takes the waiting one back), not one per flip.
"""

from __future__ import annotations

import enum
import json
import logging
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, Generic, TypeVar

from game.persist.atomic import set_aside, sweep_temporaries, write_atomic
from game.persist.fields import FieldError, Fields
from game.persist.paths import DataDirs
from game.safe_json import UnsafeJSONError, loads, read_bounded

T = TypeVar("T")
Json = dict[str, Any]
Upgrade = Callable[[Json], Json]

log = logging.getLogger(__name__)


# Settings, stamps, statistics and a saved match are a few KB; a file past this is not ours.
MAX_SAVE_BYTES: Final = 4 * 1024 * 1024


class Problem(enum.Enum):
    """What went wrong with a saved file (or with saving), as the code a :class:`Notice` carries."""

    UNREADABLE = "broken"  # torn, corrupt, wrong shape: set aside, defaults used
    NEWER = "newer"  # written by a newer game: set aside, defaults used
    STUCK = "stuck"  # unreadable and could not be renamed: left alone, never overwritten
    NOT_SAVED = "not-saved"  # the disk refused a save
    SAVED_AGAIN = "saved-again"  # a save worked after failing
    RESUMED_EARLY = "resumed-early"  # a saved hand's later moves do not replay: it resumes after ``move``
    OUT_OF_REACH = "out-of-reach"  # a folder the game may not open: nothing in it read or written


HEALTH: Final = frozenset({Problem.NOT_SAVED, Problem.SAVED_AGAIN})
FOLDER: Final = "folder"  # the notices' name for a data folder (``detail`` names it)
HISTORY: Final = "history"  # the notices' name for the hand history (not a versioned kind)


@dataclass(frozen=True)
class Notice:
    """Something the player should hear about their saves, as a code: ``kind`` names the file
    (a :class:`Kind`'s name, or "history"), the UI words it; ``detail`` is the technical
    reason, for the log and bug reports."""

    kind: str
    problem: Problem
    detail: str = ""
    kept_as: Path | None = None  # where an unusable file was set aside
    move: int | None = None  # RESUMED_EARLY: the moves of the hand that were kept


@dataclass(frozen=True)
class SaveHealth:
    """Whether saving works. ``failing`` names the kinds whose last save failed; ``flips``
    counts the changes, so a screen that keeps the last health it saw sees every flip."""

    failing: frozenset[str] = frozenset()
    flips: int = 0

    @property
    def ok(self) -> bool:
        return not self.failing

    def after_save(self, kind: str, *, saved: bool) -> SaveHealth:
        failing = self.failing - {kind} if saved else self.failing | {kind}
        return self if failing == self.failing else SaveHealth(failing, self.flips + 1)


@dataclass(frozen=True)
class Kind(Generic[T]):
    """One kind of saved file and how to read, write and upgrade it."""

    name: str  # the file's ``kind`` field
    version: int  # the version this game writes
    path: Callable[[DataDirs], Path]
    default: Callable[[], T]
    to_json: Callable[[T], Json]
    from_json: Callable[[Fields], T]
    upgrades: Mapping[int, Upgrade] = field(default_factory=lambda: MappingProxyType({}))  # n -> n + 1


class NewerVersionError(ValueError):
    """A file from a version of the game this one does not know."""


def decode(kind: Kind[T], raw: bytes) -> T:
    """The value in ``raw``, upgraded to the current version; raises ValueError if unusable."""
    top = Fields(loads(raw), kind.name)
    data: dict[str, Any] = dict(top.data)
    version = top.number("version", low=1)
    if top.raw("kind") != kind.name:
        raise FieldError(f"{kind.name}.kind: this is a {top.raw('kind')!r} file, not {kind.name!r}")
    if version > kind.version:
        raise NewerVersionError(f"{kind.name} version {version} (this game writes {kind.version})")
    while version < kind.version:
        step = kind.upgrades.get(version)
        if step is None:
            raise FieldError(f"{kind.name}.version: {version} can no longer be read")
        data = step(dict(data))
        version += 1
        data["version"] = version
    return kind.from_json(Fields(data, kind.name))


def encode(kind: Kind[T], value: T) -> str:
    data = {"version": kind.version, "kind": kind.name, **kind.to_json(value)}
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def _raw(path: Path) -> bytes | None:
    """The bytes of the file at ``path``; None when there is none. Raises OSError when it cannot
    even be looked at (its folder may not be opened), UnsafeJSONError when it cannot be read."""
    try:
        return read_bounded(path, MAX_SAVE_BYTES)
    except UnsafeJSONError:
        try:  # why: looked at only when it could not be read (a read that works stats it once)
            os.lstat(path)
        except FileNotFoundError:  # there is none (or it was removed meanwhile)
            return None
        raise


class Store:
    """Loads and saves kinds under ``dirs``; queues notices instead of raising.

    A ``guest`` store (a demo, which may run beside the player's open game) only reads: it
    sweeps no temporary file, sets no damaged file aside (it logs it and uses the defaults),
    and drops every save and removal, so the folder is left exactly as the open game keeps it.
    """

    def __init__(self, dirs: DataDirs, clock: Callable[[], datetime] = datetime.now, *, guest: bool = False) -> None:
        self.dirs = dirs
        self.clock = clock
        self.guest = guest
        self._notices: list[Notice] = []
        self._stuck: set[Path] = set()  # unusable files that could not be renamed: never write them
        self._out_of_reach: set[Path] = set()  # folders already told about
        self.health = SaveHealth()

    def load(self, kind: Kind[T]) -> T:
        path = kind.path(self.dirs)
        if not self.guest:
            sweep_temporaries(path.parent, path.name)
        try:
            raw = _raw(path)
        except UnsafeJSONError as exc:
            return self._unusable(kind, path, Problem.UNREADABLE, str(exc))
        except OSError as exc:  # the folder may not be opened: not a new install, and not ours to overwrite
            return self._beyond_reach(kind, path, exc)
        if raw is None:
            return kind.default()
        try:
            return decode(kind, raw)
        except NewerVersionError as exc:
            return self._unusable(kind, path, Problem.NEWER, str(exc))
        except Exception as exc:  # noqa: BLE001 - even a reader's bug must not stop the game; the file is kept
            return self._unusable(kind, path, Problem.UNREADABLE, str(exc) or type(exc).__name__)

    def save(self, kind: Kind[T], value: T) -> bool:
        """Write ``value`` atomically; False when it could not be saved (see :meth:`saved`).
        A guest keeps nothing: the value is dropped, and that is not a failure."""
        if self.guest:
            return True
        path = kind.path(self.dirs)
        if path in self._stuck:
            return self.saved(kind.name, OSError(f"{path.name} could not be read nor moved aside"))
        try:
            write_atomic(path, encode(kind, value))
        except OSError as exc:
            return self.saved(kind.name, exc)
        return self.saved(kind.name)

    def saved(self, name: str, error: OSError | None = None) -> bool:
        """Bring the health up to date after saving ``name``; a notice when saving starts to fail
        or works again (once per change, not at every move). Returns whether it was saved."""
        before = self.health
        self.health = before.after_save(name, saved=error is None)
        if self.health != before:
            waiting = [n for n in self._notices if n.kind == name and n.problem in HEALTH]
            if waiting:  # back to what the player was last told: nothing new to say
                self._notices = [n for n in self._notices if n not in waiting]
                log.info("saves: %s %s again before the player was told", name, "saved" if error is None else "failing")
            elif error is not None:
                self.notify(Notice(name, Problem.NOT_SAVED, error.strerror or str(error)))
            else:
                self.notify(Notice(name, Problem.SAVED_AGAIN))
        return error is None

    def discard(self, kind: Kind[T]) -> None:
        """Remove the file (a finished match needs no resuming); a stuck file stays."""
        path = kind.path(self.dirs)
        if self.guest or path in self._stuck:
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self.notify(Notice(kind.name, Problem.NOT_SAVED, exc.strerror or str(exc)))

    def notify(self, notice: Notice) -> None:
        """Queue ``notice`` for the player and write it to the log."""
        kept = f"; kept as {notice.kept_as}" if notice.kept_as is not None else ""
        moves = f"; resumes after move {notice.move}" if notice.move is not None else ""
        level = logging.INFO if notice.problem is Problem.SAVED_AGAIN else logging.WARNING
        log.log(level, "saves: %s %s: %s%s%s", notice.kind, notice.problem.value, notice.detail, kept, moves)
        self._notices.append(notice)

    def tell_first(self, notices: Sequence[Notice]) -> None:
        """Queue ``notices`` (logged when they were first queued) before the ones waiting."""
        self._notices = [*notices, *self._notices]

    def waiting(self, kind: Kind[T]) -> bool:
        """Whether a notice about ``kind``'s file waits to be said (it was damaged, say)."""
        return any(n.kind == kind.name for n in self._notices)

    def take_notices(self) -> list[Notice]:
        """The notices queued since the last call, oldest first."""
        notices, self._notices = self._notices, []
        return notices

    def beyond_reach(self, kind: Kind[T]) -> bool:
        """Whether ``kind``'s file could not even be looked at (its defaults are not a new install's)."""
        return kind.path(self.dirs).parent in self._out_of_reach

    def _beyond_reach(self, kind: Kind[T], path: Path, error: OSError) -> T:
        """``path`` cannot even be looked at: its folder is told about once, the file is never written."""
        self._stuck.add(path)
        if path.parent not in self._out_of_reach:
            self._out_of_reach.add(path.parent)
            self.notify(Notice(FOLDER, Problem.OUT_OF_REACH, f"{path.parent}: {error.strerror or error}"))
        log.warning("saves: %s out of reach: %s", kind.name, error)
        return kind.default()

    def _unusable(self, kind: Kind[T], path: Path, problem: Problem, detail: str) -> T:
        if self.guest:  # not ours to move: the player's next start sets it aside and says so
            log.warning("saves: %s %s, left as it is (read as a guest): %s", kind.name, problem.value, detail)
            return kind.default()
        try:
            kept = set_aside(path, problem.value, self.clock())
        except OSError as exc:
            self._stuck.add(path)
            log.warning("saves: %s unusable (%s): %s", kind.name, problem.value, detail)
            self.notify(Notice(kind.name, Problem.STUCK, exc.strerror or str(exc)))
        else:
            self.notify(Notice(kind.name, problem, detail, kept))
        return kind.default()
