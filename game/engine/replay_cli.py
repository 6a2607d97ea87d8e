"""``python -m game replay FILE``: check a hand record and print where it stands."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from game.engine.errors import RecordError
from game.engine.record import parse_record, replay, summary


def run(path: str) -> int:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        print(f"cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        print(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}", file=sys.stderr)
        return 2
    try:
        state = replay(parse_record(data))
    except RecordError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(json.dumps(summary(state)))
    return 0
