"""One store for every kind of saved file: versioned JSON, validated, upgraded step by step.

Each file is a JSON object with ``version`` and ``kind`` next to the kind's own fields. On
load, a file from an older version goes through the kind's upgrade steps (version n to
n + 1, one at a time) and is then validated field by field. A file that is missing gives
the defaults; a file that is torn, corrupt, of the wrong shape or from a newer version of
the game is renamed aside (kept, with a timestamp), the defaults are used and a
:class:`Notice` is queued for the player. Nothing here raises into the game.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from game.i18n import _
from game.persist.atomic import set_aside, sweep_temporaries, write_atomic
from game.persist.fields import FieldError, Fields
from game.persist.paths import DataDirs

T = TypeVar("T")
Json = dict[str, Any]
Upgrade = Callable[[Json], Json]


class Problem(enum.Enum):
    UNREADABLE = "broken"  # torn, corrupt, wrong shape: set aside, defaults used
    NEWER = "newer"  # written by a newer game: set aside, defaults used
    STUCK = "stuck"  # unreadable and could not be renamed: left alone, never overwritten
    NOT_SAVED = "not-saved"  # the disk refused a save


@dataclass(frozen=True)
class Notice:
    """Something the player should hear about their saves; ``text()`` translates at display."""

    kind: str
    problem: Problem
    detail: str  # the technical reason, for a log or a bug report
    what: Callable[[], str] = field(compare=False, repr=False)
    kept_as: Path | None = None

    def text(self) -> str:
        what = self.what()
        kept = self.kept_as.name if self.kept_as is not None else ""
        if self.problem is Problem.UNREADABLE:
            message = _("Could not read {what}. The file was kept as {kept} and the game starts afresh.")
        elif self.problem is Problem.NEWER:
            message = _("A newer version of the game saved {what}. The file was kept as {kept} and the game starts afresh.")
        elif self.problem is Problem.STUCK:
            message = _("Could not read {what} nor move the file aside ({detail}). It will be left untouched.")
        else:
            message = _("Could not save {what}: {detail}.")
        return message.format(what=what, kept=kept, detail=self.detail)


@dataclass(frozen=True)
class Kind(Generic[T]):
    """One kind of saved file and how to read, write and upgrade it."""

    name: str  # the file's ``kind`` field
    version: int  # the version this game writes
    path: Callable[[DataDirs], Path]
    what: Callable[[], str]  # how the player calls it, translated: "your settings"
    default: Callable[[], T]
    to_json: Callable[[T], Json]
    from_json: Callable[[Fields], T]
    upgrades: Mapping[int, Upgrade] = field(default_factory=lambda: MappingProxyType({}))  # n -> n + 1


class NewerVersionError(ValueError):
    """A file from a version of the game this one does not know."""


def decode(kind: Kind[T], raw: bytes) -> T:
    """The value in ``raw``, upgraded to the current version; raises ValueError if unusable."""
    data = json.loads(raw.decode("utf-8"))
    top = Fields(data, kind.name)
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
    return json.dumps({"version": kind.version, "kind": kind.name, **kind.to_json(value)}, indent=1, ensure_ascii=False) + "\n"


class Store:
    """Loads and saves kinds under ``dirs``; queues notices instead of raising."""

    def __init__(self, dirs: DataDirs, clock: Callable[[], datetime] = datetime.now) -> None:
        self.dirs = dirs
        self.clock = clock
        self._notices: list[Notice] = []
        self._stuck: set[Path] = set()  # unusable files that could not be renamed: never write them
        self._failing: set[str] = set()  # kinds whose last save failed (one notice per failure run)

    def load(self, kind: Kind[T]) -> T:
        path = kind.path(self.dirs)
        sweep_temporaries(path.parent, path.name)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return kind.default()
        except OSError as exc:
            return self._unusable(kind, path, Problem.UNREADABLE, exc.strerror or str(exc))
        try:
            return decode(kind, raw)
        except NewerVersionError as exc:
            return self._unusable(kind, path, Problem.NEWER, str(exc))
        except Exception as exc:  # noqa: BLE001 - even a reader's bug must not stop the game; the file is kept
            return self._unusable(kind, path, Problem.UNREADABLE, str(exc) or type(exc).__name__)

    def save(self, kind: Kind[T], value: T) -> bool:
        """Write ``value`` atomically; False (and a notice, once) when it could not be saved."""
        path = kind.path(self.dirs)
        if path in self._stuck:
            return False
        try:
            write_atomic(path, encode(kind, value))
        except OSError as exc:
            if kind.name not in self._failing:
                self._failing.add(kind.name)
                self._notices.append(Notice(kind.name, Problem.NOT_SAVED, exc.strerror or str(exc), kind.what))
            return False
        self._failing.discard(kind.name)
        return True

    def discard(self, kind: Kind[T]) -> None:
        """Remove the file (a finished match needs no resuming); a stuck file stays."""
        path = kind.path(self.dirs)
        if path in self._stuck:
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self._notices.append(Notice(kind.name, Problem.NOT_SAVED, exc.strerror or str(exc), kind.what))

    def notify(self, notice: Notice) -> None:
        """Queue a notice about a file outside the versioned kinds (the hand history)."""
        self._notices.append(notice)

    def take_notices(self) -> list[Notice]:
        """The notices queued since the last call, oldest first."""
        notices, self._notices = self._notices, []
        return notices

    def _unusable(self, kind: Kind[T], path: Path, problem: Problem, detail: str) -> T:
        try:
            kept = set_aside(path, problem.value, self.clock())
        except OSError as exc:
            self._stuck.add(path)
            self._notices.append(Notice(kind.name, Problem.STUCK, exc.strerror or str(exc), kind.what))
        else:
            self._notices.append(Notice(kind.name, problem, detail, kind.what, kept))
        return kind.default()
