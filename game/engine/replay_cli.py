"""``python -m game replay FILE``: check a hand record and print where it stands.

The file is untrusted: it is read through :func:`game.safe_json.read_json` (a regular file
of at most ``MAX_RECORD_BYTES``, bounded JSON), so every bad input ends with exit status 2
and one line on stderr, never a traceback.
"""

from __future__ import annotations

import json
import sys

from game.engine.errors import RecordError
from game.engine.record import parse_record, replay, summary
from game.safe_json import UnsafeJSONError, read_json


def run(path: str) -> int:
    try:
        state = replay(parse_record(read_json(path)))
    except (UnsafeJSONError, RecordError) as exc:
        print(exc, file=sys.stderr)
        return 2
    print(json.dumps(summary(state)))
    return 0
