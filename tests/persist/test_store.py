"""Every kind: saved values come back; unusable files are set aside, kept, and replaced by defaults."""

from __future__ import annotations

import errno
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.persist import store as store_module
from game.persist.paths import DataDirs
from game.persist.store import Kind, Problem, Store, encode
from game.ui.menus.notices import notice_text
from tests.persist.samples import KINDS, sample

BY_NAME = pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])


def saved_text(dirs: DataDirs, kind: Kind[Any]) -> str:
    assert Store(dirs).save(kind, sample(kind))
    return kind.path(dirs).read_text(encoding="utf-8")


@BY_NAME
def test_a_saved_value_loads_back_equal_with_its_version(dirs: DataDirs, kind: Kind[Any]) -> None:
    text = saved_text(dirs, kind)
    data = json.loads(text)
    assert (data["version"], data["kind"]) == (kind.version, kind.name)
    store = Store(dirs)
    assert store.load(kind) == sample(kind) != kind.default()
    assert store.take_notices() == []


@BY_NAME
def test_a_missing_file_gives_defaults_quietly(dirs: DataDirs, kind: Kind[Any]) -> None:
    store = Store(dirs)
    assert store.load(kind) == kind.default()
    assert store.take_notices() == []


def _garbage(text: str) -> bytes:
    return b"\x00\xff\xfe not json at all"


def _truncated(text: str) -> bytes:
    return text.encode()[: len(text) // 2]


def _empty(text: str) -> bytes:
    return b""


def _not_an_object(text: str) -> bytes:
    return b"[1, 2, 3]\n"


def _with(**changes: object) -> Callable[[str], bytes]:
    def change(text: str) -> bytes:
        return json.dumps({**json.loads(text), **changes}).encode()

    return change


DAMAGE: dict[str, Callable[[str], bytes]] = {
    "garbage": _garbage,
    "truncated": _truncated,
    "empty": _empty,
    "not an object": _not_an_object,
    "version as text": _with(version="1"),
    "version zero": _with(version=0),
    "another kind": _with(kind="something-else"),
}


def _assert_set_aside(dirs: DataDirs, kind: Kind[Any], damaged: bytes, problem: Problem) -> None:
    path = kind.path(dirs)
    path.write_bytes(damaged)
    store = Store(dirs)
    assert store.load(kind) == kind.default()
    [notice] = store.take_notices()
    assert notice.problem is problem and notice.kept_as is not None
    assert notice.kept_as.read_bytes() == damaged, "the unusable file is kept as it was"
    assert notice.kept_as.name in notice_text(notice)
    assert not path.exists()
    assert store.save(kind, sample(kind))
    assert notice.kept_as.read_bytes() == damaged, "saving afresh never touches the kept file"


@BY_NAME
@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_an_unreadable_file_is_set_aside_with_a_notice_and_defaults(
    dirs: DataDirs, kind: Kind[Any], damage: str
) -> None:
    _assert_set_aside(dirs, kind, DAMAGE[damage](saved_text(dirs, kind)), Problem.UNREADABLE)


@BY_NAME
def test_a_file_from_a_newer_game_is_kept_for_it(dirs: DataDirs, kind: Kind[Any]) -> None:
    newer = _with(version=kind.version + 1)(saved_text(dirs, kind))
    _assert_set_aside(dirs, kind, newer, Problem.NEWER)
    assert ".newer-" in next(kind.path(dirs).parent.glob(f"{kind.path(dirs).name}.*")).name


@BY_NAME
def test_every_field_is_checked(dirs: DataDirs, kind: Kind[Any]) -> None:
    """A wrong type in any one field, or a missing field, sets the whole file aside."""
    data = json.loads(saved_text(dirs, kind))
    fields = [name for name in data if name not in ("version", "kind")]
    assert fields
    for name in fields:
        for damaged in ({**data, name: {"wrong": [None]}}, {k: v for k, v in data.items() if k != name}):
            kind.path(dirs).write_text(json.dumps(damaged))
            store = Store(dirs)
            assert store.load(kind) == kind.default(), name
            [notice] = store.take_notices()
            assert name in notice.detail


def test_a_file_that_cannot_be_moved_aside_is_never_overwritten(
    dirs: DataDirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    kind = KINDS[1]
    text = saved_text(dirs, kind)
    kind.path(dirs).write_text(text[:10])

    def refuse(*args: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    store = Store(dirs)
    assert store.load(kind) == kind.default()
    [notice] = store.take_notices()
    assert notice.problem is Problem.STUCK and "Permission denied" in notice_text(notice)
    assert not store.save(kind, sample(kind))
    store.discard(kind)
    assert kind.path(dirs).read_text() == text[:10]


def test_a_failing_disk_is_reported_once_then_saving_resumes(dirs: DataDirs, monkeypatch: pytest.MonkeyPatch) -> None:
    kind = KINDS[2]
    store = Store(dirs)

    def disk_full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store_module, "write_atomic", disk_full)
    assert not store.save(kind, sample(kind)) and not store.save(kind, sample(kind))
    [notice] = store.take_notices()
    assert notice.problem is Problem.NOT_SAVED and "No space left" in notice_text(notice)
    monkeypatch.undo()
    assert store.save(kind, sample(kind))
    assert Store(dirs).load(kind) == sample(kind)


def test_temporary_files_of_killed_writers_are_swept_when_old(dirs: DataDirs) -> None:
    kind = KINDS[0]
    saved_text(dirs, kind)
    folder = kind.path(dirs).parent
    old, young = folder / ".settings.json.abc.tmp", folder / ".settings.json.def.tmp"
    old.write_text("{")
    young.write_text("{")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    Store(dirs).load(kind)
    assert not old.exists() and young.exists()


def test_files_are_readable_json_with_the_version_first(dirs: DataDirs) -> None:
    text = encode(KINDS[1], sample(KINDS[1]))
    assert text.startswith('{\n "version": 1,\n "kind": "campaign"')


def _counter_kind(upgrades: dict[int, Callable[[dict[str, Any]], dict[str, Any]]]) -> Kind[int]:
    """A kind at version 3 that keeps one number, ``count``."""
    return Kind(
        name="counter",
        version=3,
        path=lambda dirs: dirs.data / "counter.json",
        default=lambda: 0,
        to_json=lambda count: {"count": count},
        from_json=lambda f: f.number("count"),
        upgrades=upgrades,
    )


def test_old_files_are_upgraded_one_version_at_a_time(dirs: DataDirs) -> None:
    steps: list[int] = []

    def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
        steps.append(data["version"])
        return {"kind": "counter", "tally": int(data["tally"])}  # version 1 kept it as text

    def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
        steps.append(data["version"])
        return {"kind": "counter", "count": data["tally"]}

    kind = _counter_kind({1: v1_to_v2, 2: v2_to_v3})
    dirs.data.mkdir(parents=True)
    (dirs.data / "counter.json").write_text('{"version": 1, "kind": "counter", "tally": "41"}')
    assert Store(dirs).load(kind) == 41
    assert steps == [1, 2]


def test_a_version_with_no_upgrade_step_left_is_set_aside(dirs: DataDirs) -> None:
    kind = _counter_kind({2: lambda data: {**data, "count": 1}})
    dirs.data.mkdir(parents=True)
    (dirs.data / "counter.json").write_text('{"version": 1, "kind": "counter", "tally": "41"}')
    store = Store(dirs)
    assert store.load(kind) == 0
    [notice] = store.take_notices()
    assert notice.problem is Problem.UNREADABLE and "can no longer be read" in notice.detail
