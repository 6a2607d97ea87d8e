"""``make smoke``: run the built executable the way a player would, from somewhere else.

Checks that ``--version`` prints pyproject.toml's version, then plays the headless demo
(``--demo --hands 2 --seed 1 --speed instant``) from a fresh temporary working directory
with SDL's dummy video and audio drivers. Exits non-zero on the first failure.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tomllib
from pathlib import Path

from headless import started_elsewhere

ROOT = Path(__file__).resolve().parent.parent
DEMO_ARGS = ("--demo", "--hands", "2", "--seed", "1", "--speed", "instant")
TIMEOUT_SECONDS = 600


def default_executable() -> Path:
    return ROOT / "dist" / ("double-six.exe" if sys.platform == "win32" else "double-six")


def run(executable: Path, *args: str) -> tuple[int | None, str]:
    """Exit code (None after the timeout) and output of the executable run headless from elsewhere."""
    with started_elsewhere([str(executable), *args]) as process:
        try:
            output, _ = process.communicate(timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            return None, f"still running after {TIMEOUT_SECONDS} s"
        return process.returncode, output


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
        code, output = run(executable, *args)
        print(f"smoke: {' '.join(('double-six', *args))} -> exit {code}")
        if code != 0:
            print(output, file=sys.stderr)
            return 1
        if args == ("--version",) and f"double-six {expected}" not in output.splitlines():
            print(f"smoke: expected 'double-six {expected}', got {output!r}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
