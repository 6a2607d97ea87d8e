"""The saves read and write domain values without loading the computer players (#13 §4)."""

from __future__ import annotations

import json
import subprocess
import sys


def test_importing_the_saves_loads_no_ai_ui_or_pygame_module() -> None:
    code = "import json, sys\nimport game.persist.saves\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    loaded = json.loads(done.stdout)
    assert "game.domain.roster" in loaded  # the characters, as data
    assert [m for m in loaded if m.startswith(("game.ai", "game.ui", "pygame"))] == []
