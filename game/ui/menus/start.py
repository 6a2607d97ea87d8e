"""How the game opens: the saves, the settings applied, then the title screen or a table."""

from __future__ import annotations

import argparse
import random
from typing import TYPE_CHECKING

import pygame

from game.audio import Audio
from game.i18n import _, set_language
from game.persist.saves import Saves
from game.ui.menus.dialogs import confirm_leave
from game.ui.menus.title import TitleScene
from game.ui.session import Session

if TYPE_CHECKING:
    from game.ui.scene import Window as App


def open_session(app: App, args: argparse.Namespace, *, sound: bool = True) -> Session:
    """Load the saves (``--data-dir`` may move them) and apply the settings, ``--lang`` over
    the language for this run only (it is not saved). ``sound`` False: a silent session (a demo).
    A ``--deal`` start has no title screen: its notices wait for the next start; a ``--demo``
    is a guest in the data folder (it may play beside the open game): it writes nothing there."""
    demo = bool(getattr(args, "demo", False))
    saves = Saves.open(args.data_dir, tell=not (demo or getattr(args, "deal", None)), guest=demo)
    audio = getattr(app, "audio", None)
    if audio is None and sound:
        audio = Audio(saves.settings.volume, muted=not saves.settings.sound)
    session = Session(app, saves, random.Random(args.seed), audio=audio, speed=args.speed, leave_prompt=confirm_leave)
    session.apply()
    language = getattr(args, "lang", None)
    if language is not None:
        set_language(language)
        pygame.display.set_caption(_("Double Six"))
    reader = getattr(app, "speech", None)  # the screens said aloud follow this session's settings
    if reader is not None:
        reader.attach(session)
    return session


def open_menus(app: App, args: argparse.Namespace) -> Session:
    """The player's session, and the title screen over it."""
    session = open_session(app, args)
    app.stack.push(TitleScene(app, session))
    return session
