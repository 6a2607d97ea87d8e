"""Finished hands, one ``dominoes-hand/1`` record per file in ``history/``, newest kept.

Files are named ``<sequence>-<date>-<time>[-demo].json`` so they sort in play order. Each
is a valid hand record (``python -m game replay FILE`` reads it, ignoring the fields it does
not know) with extra top-level fields: ``"demo"``, true for hands the computer played alone,
which statistics ignore; ``"names"``, the seats' names (null for the player, shown as "You");
``"hand"``, the hand's number in its match. Files from before ``names`` and ``hand`` lack
them: the screens fall back to "Seat 2" and "Hand 1". A record whose fields say what this
game would never write (a name that is not a few dozen printable characters, a hand number,
target or score past a match's bounds, a deal code that deals other tiles:
:mod:`game.persist.bounds`) is set aside like an unreadable one; a deal code of an older
format is read in this game's format.
The record's ``format`` field is the file's version. Past the cap the oldest files go,
demo hands first: the title screen's endless demo never crowds out the player's hands.

Records are read as untrusted files (:mod:`game.safe_json`: bounded size and nesting). One that
cannot be read or does not replay is renamed ``<name>.broken-<time>`` like every other damaged
save (kept, never deleted) and counted, so Recent hands can say how many were set aside.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Final

from game.engine.errors import RecordError
from game.engine.record import HandRecord, parse_record, replay
from game.engine.state import HandState
from game.persist.atomic import set_aside, sweep_temporaries, write_new
from game.persist.bounds import MAX_HANDS, check_numbers, dealt_by_code, sound_name
from game.persist.review_cache import REVIEW_FIELD
from game.persist.store import Problem
from game.safe_json import UnsafeJSONError, read_json

HISTORY_CAP: Final = 500
_NAME: Final = re.compile(r"(\d+)-\d{8}-\d{6}(-demo)?\.json")
NAMES: Final = "names"
HAND: Final = "hand"


def labelled(record: HandRecord, names: Sequence[str | None] | None, hand: int | None) -> HandRecord:
    """``record`` with the seats' names and the hand's number in its match, where known."""
    extra = dict(record.extra)
    if names is not None:
        extra[NAMES] = list(names)
    if hand is not None:
        extra[HAND] = hand
    return replace(record, extra=extra)


def names_of(record: HandRecord) -> tuple[str | None, ...] | None:
    """The seats' names kept with the hand (None for the player's seat); None when not kept."""
    names = record.extra.get(NAMES)
    if not isinstance(names, list) or len(names) != record.players:
        return None
    if not all(name is None or sound_name(name) is not None for name in names):
        return None
    return tuple(names)


def hand_of(record: HandRecord) -> int | None:
    """The hand's number in its match (1 for the first); None when not kept."""
    number = record.extra.get(HAND)
    return number if isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= MAX_HANDS else None


def as_written(record: HandRecord) -> HandRecord:
    """``record`` if every field is one this game would write (its deal code in this game's
    format); raises RecordError naming the first field that is not."""
    if NAMES in record.extra and names_of(record) is None:
        raise RecordError(f"{NAMES}: not one name of at most a few dozen printable characters (or null) per seat")
    if HAND in record.extra and hand_of(record) is None:
        raise RecordError(f"{HAND}: not a hand number from 1 to {MAX_HANDS}")
    if "demo" in record.extra and not isinstance(record.extra["demo"], bool):
        raise RecordError("demo: not true or false")
    check_numbers(record)
    return replace(record, deal=dealt_by_code(record))


@dataclass(frozen=True)
class KeptHand:
    """One readable record, replayed to its end."""

    path: Path
    record: HandRecord
    final: HandState
    demo: bool


@dataclass(frozen=True)
class Recent:
    """What one look at the history found."""

    hands: tuple[KeptHand, ...]  # newest first
    set_aside: tuple[Path, ...] = ()  # damaged records renamed aside by this look (their new names)
    unreadable: str | None = None  # why the folder itself could not be listed


class History:
    """The folder of finished hands: numbered records written once, read back checked, the oldest pruned."""

    def __init__(self, folder: Path, cap: int = HISTORY_CAP, clock: Callable[[], datetime] = datetime.now) -> None:
        if cap < 1:
            raise ValueError(f"the history must keep at least one hand, not {cap}")
        self.folder = folder
        self.cap = cap
        self.clock = clock

    def paths(self) -> list[Path]:
        """The kept records, oldest first; none when the folder cannot be listed."""
        try:
            return [path for _, path in self._numbered()]
        except OSError:
            return []

    def recent(self, limit: int | None = None) -> Recent:
        """The newest ``limit`` hands that read and replay; damaged records on the way are set aside."""
        try:
            numbered = self._numbered()
        except OSError as exc:
            return Recent((), unreadable=exc.strerror or str(exc))
        hands: list[KeptHand] = []
        kept_aside: list[Path] = []
        for _, path in reversed(numbered):
            if limit is not None and len(hands) >= limit:
                break
            try:
                record, demo = self.read(path)
                hands.append(KeptHand(path, record, replay(record), demo))
            except RecordError:
                with contextlib.suppress(OSError):  # gone meanwhile, or the folder is read-only: leave it
                    kept_aside.append(set_aside(path, Problem.UNREADABLE.value, self.clock()))
        return Recent(tuple(hands), tuple(kept_aside))

    def _numbered(self) -> list[tuple[int, Path]]:
        """The records by number; raises OSError when the folder cannot be listed."""
        if not self.folder.is_dir():
            return []
        return sorted((int(m.group(1)), p) for p in self.folder.iterdir() if (m := _NAME.fullmatch(p.name)))

    @staticmethod
    def is_demo(path: Path) -> bool:
        return path.stem.endswith("-demo")

    def add(self, record: HandRecord, *, demo: bool, when: datetime) -> Path:
        """Write one finished hand under the next free number, then prune the oldest past the
        cap. Raises OSError.

        Another process may be writing here too (a demo beside the game): a number some file
        already has is skipped, and the file is created only if its name is still free, so
        two hands finished at the same moment never share a number nor overwrite each other.
        """
        numbered = self._numbered()
        number = numbered[-1][0] + 1 if numbered else 1
        text = json.dumps({**record.to_json(), "demo": demo}) + "\n"
        while True:
            path = self.folder / f"{number:06d}-{when:%Y%m%d-%H%M%S}{'-demo' if demo else ''}.json"
            if not any(self.folder.glob(f"{number:06d}-*.json")):
                try:
                    write_new(path, text)
                    break
                except FileExistsError:
                    if not path.exists():  # not the name taken: a file stands where the folder should be
                        raise
            number += 1
        oldest_first = [p for _, p in numbered if self.is_demo(p)] + [p for _, p in numbered if not self.is_demo(p)]
        for old in oldest_first[: max(0, len(numbered) + 1 - self.cap)]:
            with contextlib.suppress(OSError):
                old.unlink()
        sweep_temporaries(self.folder)
        return path

    @staticmethod
    def read(path: Path) -> tuple[HandRecord, bool]:
        """A kept record and whether it was a demo hand; raises RecordError (unreadable included)."""
        try:
            data = read_json(path, spare=(REVIEW_FIELD,))  # a review that cannot be read is worked out again
        except UnsafeJSONError as exc:
            raise RecordError(f"{path.name}: {exc}") from None
        record = as_written(parse_record(data))
        return record, record.extra.get("demo") is True
