"""``make smoke``: run the built executable the way a player would, from somewhere else.

Checks that ``--version`` prints pyproject.toml's version, then plays the headless demo
(``--demo --hands 2 --seed 1 --speed instant``) from a fresh temporary working directory
with SDL's dummy video and audio drivers. Exits non-zero on the first failure.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEMO_ARGS = ("--demo", "--hands", "2", "--seed", "1", "--speed", "instant")
TIMEOUT_SECONDS = 600


def headless_env() -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def default_executable() -> Path:
    return ROOT / "dist" / ("double-six.exe" if sys.platform == "win32" else "double-six")


def run(executable: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the executable with ``args`` from a new empty working directory."""
    with tempfile.TemporaryDirectory(prefix="double-six-smoke-") as elsewhere:
        return subprocess.run(
            [str(executable), *args],
            cwd=elsewhere,
            env=headless_env(),
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", nargs="?", type=Path, default=default_executable())
    executable = parser.parse_args(argv).executable.resolve()
    if not executable.is_file():
        print(f"smoke: {executable} does not exist; run `make dist` first", file=sys.stderr)
        return 1
    expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    checks = (("--version",), DEMO_ARGS)
    for args in checks:
        result = run(executable, *args)
        shown = " ".join(("double-six", *args))
        print(f"smoke: {shown} -> exit {result.returncode}")
        if result.returncode != 0:
            print(result.stdout + result.stderr, file=sys.stderr)
            return 1
        if args == ("--version",) and result.stdout.split() != ["double-six", expected]:
            print(f"smoke: expected 'double-six {expected}', got {result.stdout!r}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
