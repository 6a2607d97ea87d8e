"""Where a hand's review is kept: in the hand's own history record, under ``"review"``.

The review is worked out and checked by :mod:`game.aids.review` (aids compute); this module
only reads the field from a record and writes it into the record's file (persist keeps), so
the aids do no file work and a review never outlives its hand. ``replay`` ignores the field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Final

from game.engine.record import HandRecord
from game.persist.atomic import write_atomic
from game.safe_json import read_json

REVIEW_FIELD: Final = "review"


def kept_review(record: HandRecord) -> object:
    """The review cache kept with ``record`` as it was read (None when there is none): unchecked."""
    return record.extra.get(REVIEW_FIELD)


def keep_review(path: Path, cache: Mapping[str, object]) -> None:
    """Keep ``cache`` in the history file at ``path``, every other field as it was. Raises
    OSError (the disk), or ValueError when the file is no longer a readable record
    (``UnsafeJSONError`` is one)."""
    data = read_json(path, spare=(REVIEW_FIELD,))  # the review it replaces may be the one that could not be read
    if not isinstance(data, dict):
        raise ValueError(f"{path.name} is not a hand record")
    data[REVIEW_FIELD] = dict(cache)
    write_atomic(path, json.dumps(data) + "\n")
