"""A short run of ``make fuzz-io``: hostile records and observations are answered or refused, never crash."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game.persist import history

TOOL = Path(__file__).resolve().parents[1] / "tools" / "fuzz_io.py"


def load_fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("double_six_fuzz_io", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_two_hundred_mutated_records_and_observations_are_answered_or_refused(
    capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--records", "200", "--observations", "200", "--subprocess", "1", "--seed", "7", "--saved", "120"]
    assert load_fuzz().main(args) == 0
    out = capsys.readouterr().out
    assert "200 records:" in out and "200 observations:" in out and "0 failed" in out
    assert "90 history-records:" in out and "30 match-files:" in out and out.count(" 0 failed") == 4


def test_the_fuzz_fails_on_a_reader_that_crashes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fuzz = load_fuzz()

    def crashes(path: str) -> int:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(fuzz, "replay", crashes)
    assert fuzz.main(["--records", "3", "--observations", "0", "--subprocess", "0", "--saved", "0"]) == 1
    assert capsys.readouterr().err.count("FAIL record") == 3


def test_the_fuzz_fails_on_a_history_that_keeps_fields_the_game_never_writes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fuzz = load_fuzz()
    monkeypatch.setattr(history, "as_written", lambda record: record)  # the reader before names and codes were checked
    assert fuzz.main(["--records", "0", "--observations", "0", "--subprocess", "0", "--saved", "40"]) == 1
    assert "kept a record with" in capsys.readouterr().err
