"""Entry point of the one-file executable: the same command line as ``python -m game``."""

from __future__ import annotations

import sys

from game.__main__ import main


def _attach_parent_console() -> None:
    """Let ``double-six --help`` print on Windows.

    The windowed build has no stdout; when it was started from a console (cmd, PowerShell),
    borrow that console so argparse's help and version text reach the player.
    """
    if sys.platform != "win32" or sys.stdout is not None:
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # -1: the parent process's console
        sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
        sys.stderr = sys.stdout


if __name__ == "__main__":
    _attach_parent_console()
    sys.exit(main())
