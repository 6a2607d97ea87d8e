"""``tools/i18n.py`` loaded as a module (tools/ is scripts, not a package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

TOOL_PATH = Path(__file__).resolve().parents[2] / "tools" / "i18n.py"


def load_tool() -> ModuleType:
    name = "double_six_i18n_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, TOOL_PATH)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up by name
        spec.loader.exec_module(module)
    return sys.modules[name]
