"""Command line: ``python -m game`` plays; sub-commands replay records and more."""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence

from game.engine.rules import PRESETS
from game.persist.settings import SPEEDS
from game.version import version


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"size {text} is too small")
    return width, height


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="double-six", description="Double-six dominoes.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument("--data-dir", default=None, help="keep saves here instead of the user data folder")
    play = parser.add_argument_group("playing")
    play.add_argument("--demo", action="store_true", help="computer players in every seat")
    play.add_argument("--hands", type=int, default=None, help="with --demo: hands to play, then exit")
    play.add_argument("--seed", type=int, default=None, help="seed the shuffles (repeatable games)")
    play.add_argument("--rules", choices=sorted(PRESETS), default="classic", help="preset")
    play.add_argument("--players", type=int, choices=(2, 3, 4), default=None)
    play.add_argument("--size", type=_size, default=(1280, 720), help="window size, e.g. 1280x720")
    play.add_argument("--speed", choices=SPEEDS, default=None, help="animation speed")
    play.add_argument("--deal", default=None, metavar="CODE", help="play this deal (e.g. C2-4KX9-M2QA); works with --demo")
    play.add_argument("--screenshots", default=None, help="save a PNG at each hand's end here")
    commands = parser.add_subparsers(dest="command")
    rep = commands.add_parser("replay", help="check a dominoes-hand/1 record and print its result")
    rep.add_argument("file", help="the hand record (JSON)")
    # The arena's own parser lives with the AI (imported only when asked for: start-up time).
    commands.add_parser("arena", help="measure computer players (see: arena --help)", add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the arena's worker processes, inside the executable
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["arena"]:
        from game.ai.arena_cli import main as run_arena

        return run_arena(argv[1:])
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        from game.engine.replay_cli import run

        return run(args.file)
    from game.logs import start as start_logging
    from game.ui.app import run as run_table

    start_logging(args.data_dir)
    return run_table(args)


if __name__ == "__main__":
    sys.exit(main())
