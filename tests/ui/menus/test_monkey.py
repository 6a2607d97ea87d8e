"""A thousand random events across every screen: no exception, no frozen screen, Esc still answers."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[3]


def load_monkey() -> ModuleType:
    spec = importlib.util.spec_from_file_location("monkey", ROOT / "tools" / "monkey.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


def test_a_thousand_random_events(data_dir: Path) -> None:
    monkey = load_monkey()
    report = monkey.run(1000, seed=11, data_dir=data_dir)
    print("\n".join(report.lines()))
    assert report.events == 1000
    assert report.answers_esc
    # A fresh data folder: the first start's tutorial, then past the menus to a table.
    assert {"TutorialScene", "TitleScene", "SessionTable"} <= set(report.screens), report.screens
