"""Finished hands, one ``dominoes-hand/1`` record per file in ``history/``, newest kept.

Files are named ``<sequence>-<date>-<time>[-demo].json`` so they sort in play order. Each
is a valid hand record (``python -m game replay FILE`` reads it, ignoring the fields it does
not know) with extra top-level fields: ``"demo"``, true for hands the computer played alone,
which statistics ignore; ``"names"``, the seats' names (null for the player, shown as "You");
``"hand"``, the hand's number in its match. Files from before ``names`` and ``hand`` lack
them, and a name or number that is not sound is ignored: the screens fall back to "Seat 2"
and "Hand 1".
The record's ``format`` field is the file's version. Past the cap the oldest files go,
demo hands first: the title screen's endless demo never crowds out the player's hands.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Final

from game.engine.errors import RecordError
from game.engine.record import HandRecord, parse_record
from game.persist.atomic import sweep_temporaries, write_atomic

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
    if not all(name is None or (isinstance(name, str) and name.strip()) for name in names):
        return None
    return tuple(names)


def hand_of(record: HandRecord) -> int | None:
    """The hand's number in its match (1 for the first); None when not kept."""
    number = record.extra.get(HAND)
    return number if isinstance(number, int) and not isinstance(number, bool) and number >= 1 else None


class History:
    def __init__(self, folder: Path, cap: int = HISTORY_CAP) -> None:
        if cap < 1:
            raise ValueError(f"the history must keep at least one hand, not {cap}")
        self.folder = folder
        self.cap = cap

    def paths(self) -> list[Path]:
        """The kept records, oldest first."""
        return [path for _, path in self._numbered()]

    def _numbered(self) -> list[tuple[int, Path]]:
        if not self.folder.is_dir():
            return []
        return sorted((int(m.group(1)), p) for p in self.folder.iterdir() if (m := _NAME.fullmatch(p.name)))

    @staticmethod
    def is_demo(path: Path) -> bool:
        return path.stem.endswith("-demo")

    def add(self, record: HandRecord, demo: bool, when: datetime) -> Path:
        """Write one finished hand, then prune the oldest past the cap. Raises OSError."""
        numbered = self._numbered()
        number = numbered[-1][0] + 1 if numbered else 1
        path = self.folder / f"{number:06d}-{when:%Y%m%d-%H%M%S}{'-demo' if demo else ''}.json"
        write_atomic(path, json.dumps({**record.to_json(), "demo": demo}) + "\n")
        oldest_first = [p for _, p in numbered if self.is_demo(p)] + [p for _, p in numbered if not self.is_demo(p)]
        for old in oldest_first[: max(0, len(numbered) + 1 - self.cap)]:
            with contextlib.suppress(OSError):
                old.unlink()
        sweep_temporaries(self.folder)
        return path

    @staticmethod
    def read(path: Path) -> tuple[HandRecord, bool]:
        """A kept record and whether it was a demo hand; raises RecordError or OSError."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise RecordError(f"{path.name} is not JSON: {exc}") from None
        record = parse_record(data)
        return record, record.extra.get("demo") is True
