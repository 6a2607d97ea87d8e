"""A whole Points Match played by ear: from the title screen to the match's end, through the
real event loop, by a player who reads only the speech transcript and presses keys.

The listener knows the language (the game's own words for tiles, ends and menu items) and
nothing else: it finds the Points Match on the title by moving down until it hears it, sets
the smallest target by ear, and at the table picks its move from what "Your turn" said,
moves over its hand until it hears that tile, and answers "which end" when asked. If
anything a player needs is not said, it cannot finish.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.engine.tiles import TILES, Tile
from game.i18n import _, set_language
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.store import Store
from game.speech import words
from game.speech.speaker import Speaker
from game.speech.voices import Transcript, Unavailable, Voice
from game.ui.app import App
from game.ui.inline import InlineExecutor
from game.ui.menus.start import open_menus
from game.ui.speech.reader import Reader

DT = 0.05
PATIENCE = 3000  # frames to wait for something to be said


def no_voice(language: str) -> Voice | Unavailable:
    return Unavailable.NO_SYNTHESIZER


class Listener:
    """Hears the transcript line by line and presses keys; sees nothing."""

    def __init__(self, app: App, transcript: Path) -> None:
        self.app = app
        self.transcript = transcript
        self.heard: list[str] = []
        self.read = 0

    def listen(self) -> list[str]:
        """The lines said since the last time."""
        lines = self.transcript.read_text(encoding="utf-8").splitlines()
        new, self.read = lines[self.read :], len(lines)
        self.heard += new
        return new

    def press(self, key: int, unicode: str = "") -> list[str]:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
        self.app.step(DT)
        return self.listen()

    def until(self, wanted: Callable[[str], bool]) -> str:
        """Let the game run until a line it says is ``wanted``; that line."""
        for _frame in range(PATIENCE):
            for line in self.listen():
                if wanted(line):
                    return line
            self.app.step(DT)
        raise AssertionError(f"never heard it; the last lines: {self.heard[-8:]}")

    def move_to(self, key: int, wanted: Callable[[str], bool], limit: int = 40) -> str:
        """Press ``key`` until what is said is ``wanted``."""
        for _press in range(limit):
            for line in self.press(key):
                if wanted(line):
                    return line
        raise AssertionError(f"pressing {pygame.key.name(key)} never said it; the last lines: {self.heard[-8:]}")


def before(template: str, field: str) -> str:
    """The words of a translated message before one of its fields ("You can play " of "You can play {moves}.")."""
    return template.split("{" + field + "}")[0]


def tiles_named(text: str) -> list[Tile]:
    """The tiles a sentence names, in the order it names them."""
    found = []
    for t in TILES:
        for match in re.finditer(rf"(?<![\w-]){re.escape(words.tile(t))}(?![\w-])", text):
            found.append((match.start(), t))
    return [t for _at, t in sorted(found, key=lambda pair: pair[0])]


def play_my_turn(ear: Listener, turn: str) -> None:
    """Choose from what "Your turn" said (in terse speech it says no more: W asks), and make
    the move with keys."""
    can_play = before(_("You can play {moves}."), "moves")
    draw, pass_ = _("No tile fits: draw (D)."), _("No tile fits and nothing can be drawn: pass (P).")
    if not any(words in turn for words in (can_play, draw, pass_)):
        turn = " ".join(ear.press(pygame.K_w, "w"))
    if can_play in turn:
        choice = tiles_named(turn.split(can_play, 1)[1])[0]
        name = words.tile(choice)
        said = ear.move_to(pygame.K_RIGHT, lambda line: line.startswith(name + ", "))
        assert _("does not fit") not in said
        for line in ear.press(pygame.K_RETURN):
            if line.startswith(
                before(
                    _("{tile} fits both ends: left on {left} or right on {right}. Press Left or Right."), "left"
                ).format(tile=name)
            ):
                ear.press(pygame.K_LEFT)
        return
    if draw in turn:
        ear.press(pygame.K_d, "d")
        return
    assert pass_ in turn, turn
    ear.press(pygame.K_p, "p")


def start_points_match(ear: Listener) -> None:
    """From the title: down to Points Match, Enter; down to the target, left to the smallest; Start."""
    ear.until(lambda line: _("Quick Round") in line)  # the title screen, its first item focused
    ear.move_to(pygame.K_DOWN, lambda line: line.startswith(_("Points Match")))
    ear.press(pygame.K_RETURN)
    ear.move_to(pygame.K_DOWN, lambda line: line.startswith(_("Target") + ": "))
    first = _("{i} of {n}").format(i=1, n=6)
    ear.move_to(pygame.K_LEFT, lambda line: first in line)
    ear.move_to(pygame.K_DOWN, lambda line: line.startswith(_("Start")))
    ear.press(pygame.K_RETURN)


@pytest.mark.parametrize(("lang", "verbosity"), [("en", "full"), ("fi", "terse")])
def test_a_whole_points_match_played_by_ear(tmp_path: Path, lang: str, verbosity: str) -> None:
    """English at full detail with auto-draw; Finnish terse (W asks for the moves), drawing by hand."""
    dirs = DataDirs.resolve(tmp_path / "data")
    settings = Settings.defaults().changed(
        tutorial_done=True, language=lang, auto_draw=lang == "en", speech_verbosity=verbosity
    )
    Store(dirs).save(SETTINGS, settings)
    app = App((960, 540), frame_cap=0)
    app.executor = InlineExecutor()
    transcript = tmp_path / "said.txt"
    app.speech = Reader(Speaker(no_voice, Transcript(transcript)))
    try:
        open_menus(app, argparse.Namespace(data_dir=str(tmp_path / "data"), seed=5, speed="fast"))
        ear = Listener(app, transcript)
        start_points_match(ear)
        your_turn, next_hand, match_over = (
            _("Your turn."),
            _("{label} button").format(label=_("Next hand")),
            _("Play again"),  # the match's card opens with its default focused
        )
        moves = hands = 0
        while True:
            line = ear.until(lambda line: your_turn in line or next_hand in line or match_over in line)
            if match_over in line:
                break
            if next_hand in line:
                hands += 1
                ear.press(pygame.K_RETURN)
                continue
            play_my_turn(ear, line)
            moves += 1
        assert moves > 5 and hands >= 1
        ends = _("You win the match!"), _("{name} wins the match.").split("{name}")[1]
        assert any(line.endswith(ends) or ends[0] in line for line in ear.heard[-6:])
    finally:
        app.close()
        set_language("en")
