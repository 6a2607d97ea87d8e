"""Notices nobody was there to hear (kind ``untold-notices``, version 1).

A ``--deal`` game (it holds the data folder like any real start) may find a save damaged and
set it aside; it has no title screen to say so. Its notices are kept in
``untold-notices.json`` in the data folder, and the next real start says them first, once
(the file is removed when read).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final

from game.persist.fields import Fields
from game.persist.match_save import SLOT_KINDS
from game.persist.settings import SETTINGS
from game.persist.stamps import CAMPAIGN
from game.persist.stats import STATS
from game.persist.store import FOLDER, HISTORY, Json, Kind, Notice, Problem

MAX_UNTOLD: Final = 20  # the newest kept: a demo run every minute must not grow the file
MAX_MOVES: Final = 1000  # moves of one hand: a four-player Draw hand has about a hundred
MAX_DETAIL: Final = 300  # characters of a notice's technical reason (a path and an error)
MAX_PATH: Final = 4096  # characters of the path a damaged file was kept under


def notices_to_json(notices: Sequence[Notice]) -> Json:
    return {
        "notices": [
            {
                "kind": n.kind,
                "problem": n.problem.value,
                "detail": _printable(n.detail[:MAX_DETAIL]),
                "kept_as": _printable(str(n.kept_as)[:MAX_PATH]) if n.kept_as is not None else None,
                "move": n.move,
            }
            for n in notices[-MAX_UNTOLD:]
        ]
    }


def _printable(text: str) -> str:
    """``text`` as it can be read back: a character that is not printable (a NUL quoted from a
    damaged file, a lone surrogate in a folder's name) becomes "?"."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def notices_from_json(f: Fields) -> list[Notice]:
    items = f.array("notices")
    if len(items) > MAX_UNTOLD:
        raise f.fail("notices", f"{len(items)} notices: at most {MAX_UNTOLD} are kept")
    return [_notice(Fields(item, f.path(f"notices[{i}]"))) for i, item in enumerate(items)]


def _notice(f: Fields) -> Notice:
    detail = f.text("detail")
    kept_as = f.raw("kept_as")
    if len(detail) > MAX_DETAIL or not detail.isprintable():
        raise f.fail("detail", "not a short printable line")
    if kept_as is not None and not _a_path(kept_as):
        raise f.fail("kept_as", "not a file's path")
    return Notice(
        kind=f.choice("kind", KINDS),
        problem=Problem(f.choice("problem", [p.value for p in Problem])),
        detail=detail,
        kept_as=Path(kept_as) if isinstance(kept_as, str) else None,
        move=f.optional_number("move", 0, MAX_MOVES),
    )


def _a_path(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_PATH and value.isprintable()


def _none() -> list[Notice]:
    return []


UNTOLD: Final[Kind[list[Notice]]] = Kind(
    name="untold-notices",
    version=1,
    path=lambda dirs: dirs.untold,
    default=_none,
    to_json=notices_to_json,
    from_json=notices_from_json,
)
# What a notice may name: each saved kind (this file's own too), the hand history, a data folder.
KINDS: Final = (
    *(kind.name for kind in (SETTINGS, CAMPAIGN, STATS, UNTOLD)),
    *(kind.name for kind in SLOT_KINDS.values()),
    HISTORY,
    FOLDER,
)
