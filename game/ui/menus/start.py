"""How the game opens when it is not a ``--demo``: the saves, the settings applied, the title screen."""

from __future__ import annotations

import argparse
import random
from typing import TYPE_CHECKING

from game.audio import Audio
from game.persist.saves import Saves
from game.ui.menus.title import TitleScene
from game.ui.session import Session

if TYPE_CHECKING:
    from game.ui.host import Window as App


def open_menus(app: App, args: argparse.Namespace) -> Session:
    """Load the saves (``--data-dir`` may move them), apply the settings and show the title screen."""
    saves = Saves.open(args.data_dir)
    audio = getattr(app, "audio", None)
    if audio is None:
        audio = Audio(saves.settings.volume, muted=not saves.settings.sound)
    session = Session(app, saves, random.Random(args.seed), audio, args.speed)
    session.apply()
    app.stack.push(TitleScene(app, session))
    return session
