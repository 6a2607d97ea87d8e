"""Print the executable's size and how long the game takes to start, from source and frozen.

Every run is a new process (the one-file executable unpacks itself anew each time), started
from an empty folder with SDL's dummy drivers; the first run of each kind only warms the
disk cache, and writes the bytecode as an installed game has it, and is not counted (with
PYTHONDONTWRITEBYTECODE set, as some shells have it, every run compiled every module again: about
twice the time). Figures are medians: this machine is shared and noisy.

"First frame" needs the game's help: with ``DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME=1`` in its
environment it prints a line ``first-frame`` right after its first ``display.flip()`` and
exits. Until it does, only the time to answer ``--version`` (interpreter start, unpacking
and the command line, without pygame) is measured.

The first frame measured is the title screen's, as every start after the first one shows it:
the game runs with ``--data-dir`` on a temporary folder holding settings with the tutorial
done (an empty folder would open the first-run tutorial instead), so neither the player's
own saves nor a first start change the figure.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from headless import kill, started_elsewhere

from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.store import Store

ROOT = Path(__file__).resolve().parent.parent
FIRST_FRAME_ENV = "DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME"
FIRST_FRAME_LINE = "first-frame"
SIZE_TARGET_MB = 30.0
FIRST_FRAME_TARGETS = {"source": 0.6, "executable": 1.2}
TIMEOUT_SECONDS = 60


def executable_path() -> Path:
    return ROOT / "dist" / ("double-six.exe" if sys.platform == "win32" else "double-six")


def time_run(command: list[str], *, until_line: str | None = None) -> float | None:
    """Seconds from start until ``until_line`` is printed (or, without one, until a clean exit).

    None when the line never comes, the command fails or it outlives the timeout.
    """
    started = time.perf_counter()
    with started_elsewhere(command, **{FIRST_FRAME_ENV: "1"}) as process:
        watchdog = threading.Timer(TIMEOUT_SECONDS, kill, (process,))
        watchdog.start()
        assert process.stdout is not None
        seen_at = next((time.perf_counter() - started for line in process.stdout if line.strip() == until_line), None)
        code = process.wait()
        exited_at = time.perf_counter() - started
        watchdog.cancel()
    if until_line is not None:
        return seen_at
    return exited_at if code == 0 else None


def median_time(command: list[str], runs: int, *, until_line: str | None = None) -> float | None:
    """Median of ``runs`` timed runs after one warm-up; None as soon as one run fails."""
    times = []
    for _ in range(runs + 1):
        seconds = time_run(command, until_line=until_line)
        if seconds is None:
            return None
        times.append(seconds)
    return statistics.median(times[1:])


def _seconds(value: float | None, target: float | None = None) -> str:
    if value is None:
        return "not measured"
    return f"{value:.2f} s" + (f" (target <= {target} s)" if target is not None else "")


def title_data_dir(folder: Path) -> Path:
    """``folder`` as the saves of a player who has done the tutorial: the game opens on the title."""
    Store(DataDirs.resolve(folder)).save(SETTINGS, Settings(tutorial_done=True))
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="counted runs per figure")
    parser.add_argument("--executable", type=Path, default=executable_path())
    args = parser.parse_args(argv)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # the runs read the bytecode the warm-up run wrote
    commands = {"source": [sys.executable, "-m", "game"]}
    if args.executable.is_file():
        size_mb = args.executable.stat().st_size / 1e6
        print(f"executable {args.executable.name}: {size_mb:.1f} MB (target <= {SIZE_TARGET_MB:.0f} MB)")
        commands["executable"] = [str(args.executable.resolve())]
    else:
        print(f"executable: {args.executable} not built (make dist); source only")
    with tempfile.TemporaryDirectory(prefix="double-six-saves-") as saves:
        data_dir = ["--data-dir", str(title_data_dir(Path(saves)))]
        for kind, command in commands.items():
            version = median_time([*command, "--version"], args.runs)
            first_frame = median_time([*command, *data_dir], args.runs, until_line=FIRST_FRAME_LINE)
            print(f"{kind}: --version answered in {_seconds(version)}, median of {args.runs}")
            frame = _seconds(first_frame, FIRST_FRAME_TARGETS[kind])
            missing = "" if first_frame else f" (the game ignores {FIRST_FRAME_ENV})"
            print(f"{kind}: first frame of the title screen in {frame}{missing}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
