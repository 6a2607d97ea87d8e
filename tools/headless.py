"""Run the game like a player would, but headless: from an empty folder, with SDL's dummy drivers.

Shared by ``smoke.py`` and ``bench_start.py``. The one-file executable is two processes (the
bootloader unpacks, then starts the game as its child), so a run that must be stopped is
stopped as a whole process group: killing only the bootloader would leave the game running.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


def headless_env(**extra: str) -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **extra}


@contextmanager
def started_elsewhere(command: list[str], **extra_env: str) -> Iterator[subprocess.Popen[str]]:
    """Start ``command`` in a new empty working directory, stdout and stderr piped together;
    on the way out, kill whatever of it still runs."""
    with (
        tempfile.TemporaryDirectory(prefix="double-six-") as elsewhere,
        subprocess.Popen(
            command,
            cwd=elsewhere,
            env=headless_env(**extra_env),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=sys.platform != "win32",
        ) as process,
    ):
        try:
            yield process
        finally:
            kill(process)


def kill(process: subprocess.Popen[str]) -> None:
    """Stop the process and everything it started (no-op once it has exited)."""
    if process.poll() is not None:
        return
    if sys.platform == "win32":
        process.kill()
    else:
        os.killpg(process.pid, signal.SIGKILL)
