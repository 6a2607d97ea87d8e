"""Command line: ``python -m game`` plays; sub-commands replay records and more."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.engine.rules import PRESETS
from game.version import version

SPEEDS = ("slow", "normal", "fast", "instant")


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
    play.add_argument("--screenshots", default=None, help="save a PNG at each hand's end here")
    commands = parser.add_subparsers(dest="command")
    rep = commands.add_parser("replay", help="check a dominoes-hand/1 record and print its result")
    rep.add_argument("file", help="the hand record (JSON)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        from game.engine.replay_cli import run

        return run(args.file)
    print("the table is not built yet; try: python -m game replay FILE", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
