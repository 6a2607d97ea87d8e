"""Command line: ``python -m game`` plays; sub-commands replay records and more."""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from game.engine.dealcode import EXAMPLE, read
from game.engine.rules import PRESETS
from game.i18n import LANGUAGES, _, set_language
from game.persist.lock import AlreadyOpen, FolderLock, take
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, SPEEDS
from game.persist.store import Store
from game.safe_json import brief
from game.version import version

INTERRUPTED = 130  # the shell's status for a command stopped by Ctrl-C (128 + SIGINT)

log = logging.getLogger("game")

MAX_SIZE = (7680, 4320)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"size {text} is too small")
    if width > MAX_SIZE[0] or height > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"size {text} is larger than {MAX_SIZE[0]}x{MAX_SIZE[1]} (an 8K screen)")
    return width, height


def _hands(text: str) -> int:
    try:
        hands = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if hands < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {hands}")
    return hands


def _deal(text: str) -> str:
    """A deal code, checked now (a typo is refused before a window opens)."""
    try:
        read(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text.strip().upper()


def _screenshots(text: str) -> str:
    """A folder for the screenshots, made and written to now: a hand's end is too late to find it cannot be."""
    _writable_folder(Path(text), text)
    return text


def _data_dir(text: str) -> str:
    """The folder for the saves, made now: a name the system refuses (a part over 255 bytes,
    ``~nosuchuser``) is a typo to report, not a crash at the first save."""
    try:
        folder = DataDirs.resolve(text).data
    except (RuntimeError, OSError, ValueError) as error:  # RuntimeError: ~user without a home folder
        why = getattr(error, "strerror", None) or error
        raise argparse.ArgumentTypeError(f"cannot use the folder {brief(text)} ({why})") from None
    _make_folder(folder, text)
    return str(folder)


def _make_folder(folder: Path, text: str) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the name
        why = getattr(error, "strerror", None) or error
        raise argparse.ArgumentTypeError(f"cannot make the folder {brief(text)} ({why})") from None


def _writable_folder(folder: Path, text: str) -> None:
    """Make ``folder`` and write (and remove) a file in it: the only test of writing that is true
    for every user and file system (permission bits say nothing to root, nor of a read-only disk)."""
    _make_folder(folder, text)
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        why = error.strerror or error
        raise argparse.ArgumentTypeError(f"cannot write in the folder {brief(text)} ({why})") from None


def _transcript(text: str) -> str:
    """The speech transcript's file, checked now: its folder must exist."""
    if not Path(text).parent.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {Path(text).parent} for the transcript")
    return text


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="double-six", description="Double-six dominoes.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument(
        "--data-dir", type=_data_dir, default=None, help="keep saves here instead of the user data folder"
    )
    play = parser.add_argument_group("playing")
    play.add_argument("--demo", action="store_true", help="computer players in every seat")
    play.add_argument("--hands", type=_hands, default=None, help="with --demo: hands to play, then exit")
    play.add_argument("--seed", type=int, default=None, help="seed the shuffles (repeatable games)")
    play.add_argument("--rules", choices=sorted(PRESETS), default=None, help="preset (default: the setting)")
    play.add_argument("--players", type=int, choices=(2, 3, 4), default=None)
    play.add_argument("--size", type=_size, default=(1280, 720), help="window size, e.g. 1280x720 (at most 7680x4320)")
    play.add_argument("--speed", choices=SPEEDS, default=None, help="animation speed (default: the setting)")
    play.add_argument("--lang", choices=LANGUAGES, default=None, metavar="CODE",
                      help=f"language for this run ({', '.join(LANGUAGES)}; default: the setting)")
    play.add_argument("--deal", type=_deal, default=None, metavar="CODE",
                      help=f"play this deal (e.g. {EXAMPLE}); the code names the rules and players; works with --demo")
    play.add_argument("--screenshots", type=_screenshots, default=None, metavar="FOLDER",
                      help="save a PNG at each hand's end here")
    play.add_argument("--speech", type=_transcript, default=None, metavar="FILE",
                      help="also write every sentence speech says to FILE, one per line (speech is on for this run)")
    commands = parser.add_subparsers(dest="command")
    rep = commands.add_parser("replay", help="check a dominoes-hand/1 record and print its result")
    rep.add_argument("file", help="the hand record (JSON)")
    # The arena's own parser lives with the AI (imported only when asked for: start-up time).
    commands.add_parser("arena", help="measure computer players (see: arena --help)", add_help=False)
    return parser


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """The arguments, every value checked (argparse's exit status 2 and a line saying why)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.deal is not None:
        code = read(args.deal)
        asked = [f"--rules {args.rules}"] if args.rules not in (None, code.preset) else []
        asked += [f"--players {args.players}"] if args.players not in (None, code.players) else []
        if asked:
            deal = f"{code.players}-player {code.preset} deal"
            parser.error(f"deal code {args.deal} is a {deal}: {' and '.join(asked)} does not apply")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the arena's worker processes, inside the executable
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["arena"]:
        from game.ai.arena_cli import main as run_arena

        return _interruptible(lambda: run_arena(argv[1:]))
    args = parse(argv)
    if args.command == "replay":
        from game.engine.replay_cli import run

        return _interruptible(lambda: run(args.file))
    if args.demo:
        return _play(args, None)  # the demo writes nothing of the player's: it may play beside their game
    dirs = DataDirs.resolve(args.data_dir)
    try:
        held = take(dirs.data)
    except AlreadyOpen:
        _say_already_open(args, dirs)
        return 0
    try:
        return _play(args, held)
    finally:
        held.release()


def _interruptible(command: Callable[[], int]) -> int:
    """``command``'s exit status; Ctrl-C stops it with the shell's status 130 and no traceback."""
    try:
        return command()
    except KeyboardInterrupt:
        return INTERRUPTED


def _play(args: argparse.Namespace, held: FolderLock | None) -> int:
    from game.logs import start as start_logging
    from game.logs import start_guest
    from game.ui.app import run as run_table

    if args.demo:
        start_guest()  # the open game's log is its own: a demo beside it writes nothing of the player's
    else:
        start_logging(args.data_dir)
    if held is not None and held.unheld is not None:
        log.warning("Playing without the data folder's lock (%s): a second copy would not be stopped", held.unheld)
    return run_table(args)


def _say_already_open(args: argparse.Namespace, dirs: DataDirs) -> None:
    """Tell the player, in their language, that their game is open already (one line on stderr,
    a message box where there is a screen). Nothing is written: not the saves, not the log, which
    belong to the copy that is open."""
    from game.logs import message_box

    set_language(args.lang or _saved_language(dirs))
    message = _("Double Six is already open, with its saves in {folder}.").format(folder=dirs.data)
    print(message, file=sys.stderr)
    message_box(_("Double Six"), message, "info")


def _saved_language(dirs: DataDirs) -> str:
    """The language in the settings, read as a guest (the open copy's file is not ours to set
    aside); missing, unreadable or damaged, the defaults' (the system's)."""
    return Store(dirs, guest=True).load(SETTINGS).language


if __name__ == "__main__":
    sys.exit(main())
