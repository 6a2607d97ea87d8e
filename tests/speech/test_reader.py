"""The reader at work in the real event loop: menus item by item in every language, the keys
of speech, the table's questions, a refusal, a dialog, the help screen, and silence when off."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.domain.modes import Mode
from game.i18n import LANGUAGES, set_language
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, Settings
from game.persist.store import Notice, Problem, Store
from game.speech.speaker import Speaker
from game.speech.voices import Unavailable
from game.ui.app import App
from game.ui.inline import InlineExecutor
from game.ui.menus.base import MenuScene
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.rules import RulesScene
from game.ui.menus.settings import SettingsScene
from game.ui.menus.setup import SetupScene
from game.ui.menus.start import open_menus
from game.ui.menus.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.session import Session
from game.ui.speech.reader import Reader, said_control
from tests.speech.voices import HeardVoice, opener

DT = 0.05


class Run:
    """The game with a voice that keeps what it hears."""

    def __init__(
        self, data: Path, *, speech: bool, first_start: bool = False, voice: HeardVoice | Unavailable | None = None
    ) -> None:
        if not first_start:
            Store(DataDirs.resolve(data)).save(
                SETTINGS, Settings.defaults().changed(tutorial_done=True, speech=speech, language="en")
            )
        self.voice = HeardVoice()
        self.asked, open_voice = opener(self.voice if voice is None else voice)
        self.app = App((960, 540), frame_cap=0)
        self.app.executor = InlineExecutor()
        self.app.speech = Reader(Speaker(open_voice))
        self.session: Session = open_menus(self.app, argparse.Namespace(data_dir=str(data), seed=3, speed="instant"))
        self.frames(2)

    def frames(self, n: int = 1) -> None:
        for _frame in range(n):
            self.app.step(DT)

    def key(self, key: int, unicode: str = "", mod: int = 0) -> list[str]:
        before = len(self.voice.heard)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        self.frames()
        return self.voice.sentences[before:]

    def table(self) -> TableScene:
        table = self.session.start_quick("classic", 2, ["aino"])
        for _frame in range(400):
            if table.human_to_move:
                break
            self.frames()
        self.frames()
        return table


@pytest.fixture
def run(tmp_path: Path) -> Iterator[Run]:
    game = Run(tmp_path / "data", speech=True)
    yield game
    game.app.close()
    set_language("en")


def test_speech_off_says_nothing_anywhere(tmp_path: Path) -> None:
    game = Run(tmp_path / "data", speech=False)
    try:
        game.key(pygame.K_DOWN)
        table = game.table()
        for key, char in (
            (pygame.K_RIGHT, ""),
            (pygame.K_a, "a"),
            (pygame.K_e, "e"),
            (pygame.K_F3, ""),
            (pygame.K_RETURN, ""),
        ):
            game.key(key, char)
        game.frames(200)
        assert table.state.history  # the hand went on
        assert game.voice.heard == [] and game.asked == []  # not a word, and no voice even opened
    finally:
        game.app.close()


def test_f4_turns_speech_on_from_the_first_screen_and_it_is_kept(tmp_path: Path) -> None:
    game = Run(tmp_path / "data", speech=False)
    try:
        assert game.key(pygame.K_F4) == ["Speech on. F1 lists the keys. Play. Quick Round"]  # and where it is
        assert game.key(pygame.K_DOWN) == ["Points Match"]
        assert Store(DataDirs.resolve(tmp_path / "data")).load(SETTINGS).speech is True
        assert game.key(pygame.K_F4) == ["Speech off."]
        assert game.key(pygame.K_DOWN) == []
    finally:
        game.app.close()


def test_the_first_start_says_how_to_turn_speech_on_and_a_missing_voice_says_why(tmp_path: Path) -> None:
    game = Run(tmp_path / "data", speech=False, first_start=True)
    try:
        assert game.voice.sentences[:1] == ["Double Six. Press F4 to turn speech on, F1 for the keys."]
    finally:
        game.app.close()
    silent = Run(tmp_path / "other", speech=True, voice=Unavailable.NO_SYNTHESIZER)
    try:
        assert silent.app.speech is not None and silent.app.speech.speaker.problem is Unavailable.NO_SYNTHESIZER
        settings = SettingsScene(silent.app, silent.session)
        assert "no screen reader or speech synthesizer was found" in settings.control("speech").detail()  # type: ignore[misc]
    finally:
        silent.app.close()


def test_menus_say_the_focused_item_with_its_value_and_place(run: Run) -> None:
    run.key(pygame.K_DOWN)
    said = run.key(pygame.K_RETURN)
    assert said == ["Points Match. Start, Hints and tracker allowed; no undo: the score counts"]  # it opens on Start
    assert run.key(pygame.K_DOWN) == ["Back"]
    assert run.key(pygame.K_DOWN) == ["Rules: Classic Draw, 1 of 7"]  # round to the first row
    assert run.key(pygame.K_RIGHT) == ["Rules: Block, 2 of 7"]
    assert run.key(pygame.K_DOWN)[0].startswith("Players: 2, 1 of 3")
    opponent = run.key(pygame.K_DOWN)[0]
    assert opponent.startswith("Opponent 1: Aino · Easy, 1 of 8, ")
    assert run.key(pygame.K_DOWN) == ["Target: 100 (usual), 3 of 6"]  # the seats nobody takes are skipped ...
    setup = run.app.stack.top
    assert isinstance(setup, SetupScene)  # ... and said unavailable where they are read
    assert said_control(setup.control("seat2")).text == (
        "Opponent 2: Nobody: 2 players, 1 of 1, Choose 3 players or more to seat someone here, unavailable"
    )  # and why (#26 defect 13)


def test_a_notice_that_comes_while_a_menu_waits_untouched_is_said(run: Run) -> None:
    run.frames(10)  # the title, and no key pressed
    before = len(run.voice.heard)
    run.session.saves.tell_again([Notice("stats", Problem.SAVED_AGAIN)])
    run.frames(2)
    assert run.voice.sentences[before:] == ["Quick Round Saving works again (your statistics)."]
    run.frames(10)
    assert len(run.voice.heard) == before + 1  # said once, not again each frame


def menu_screens(run: Run) -> list[MenuScene]:
    app, session = run.app, run.session
    return [
        *(s for s in app.stack if isinstance(s, MenuScene)),
        SetupScene(app, session, Mode.QUICK),
        SetupScene(app, session, Mode.POINTS),
        SettingsScene(app, session),
        StatsScene(app, session),
        CampaignScene(app, session),
        RulesScene(app, session),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_menu_item_is_said_in_every_language(run: Run, lang: str) -> None:
    english = [[said_control(c).text for c in screen.controls] for screen in menu_screens(run)]
    run.session.change(language=lang)
    said = [[said_control(c).text for c in screen.controls] for screen in menu_screens(run)]
    assert [len(s) for s in said] == [len(s) for s in english]
    for screen in menu_screens(run):
        for control in screen.controls:
            text = said_control(control).text
            assert text.startswith(control.label()) and control.label().strip()
            value = control.value()
            if value is not None:  # a choice: its value and where it is among the values
                assert text.startswith(f"{control.label()}: {value}, ")
    if lang != "en":
        assert said != english


def test_the_table_answers_each_question_key(run: Run) -> None:
    table = run.table()
    hand = run.key(pygame.K_a, "a")[0]
    assert hand.startswith(f"You hold {len(table.hand_tiles())} tiles. ")
    ends = table.state.ends
    assert run.key(pygame.K_e, "e") == (
        ["The table is empty."] if ends is None else [f"Ends: left {_n(ends[0])}, right {_n(ends[1])}."]
    )
    assert run.key(pygame.K_c, "c")[0].startswith("Tiles in hand: You ")
    assert run.key(pygame.K_s, "s") == ["Score: You 0, Aino 0."]
    assert run.key(pygame.K_m, "m")[0].startswith(("Aino opens", "You open", "No move yet"))
    assert run.key(pygame.K_w, "w")[0].startswith(("You can play ", "No tile fits"))
    assert run.key(pygame.K_F3) == run.voice.sentences[-1:]


def _n(n: int) -> str:
    return ("blank", "one", "two", "three", "four", "five", "six")[n]


def test_a_refused_move_is_said_and_esc_says_the_question_and_its_answers(run: Run) -> None:
    table = run.table()
    if "D" not in " ".join(run.voice.sentences[-1:]):  # a tile fits: drawing is refused, and the reason said
        said = run.key(pygame.K_d, "d")
        assert said and table.note is not None and said[-1] == table.note[0]
    said = run.key(pygame.K_ESCAPE)
    assert said == [
        "Leave the table? This round will not be finished or counted. Answers: Leave and Keep playing. Keep playing"
    ]
    assert run.key(pygame.K_DOWN) == ["Leave"]


def test_the_help_screen_is_read_with_the_speech_keys(run: Run) -> None:
    said = run.key(pygame.K_F1)
    assert said and "F4: Speech on or off." in said[0] and "A: Speech: my tiles, by number." in said[0]


def test_campaign_matches_are_said_with_their_venue_and_whether_they_are_locked(run: Run) -> None:
    run.app.stack.push(CampaignScene(run.app, run.session))
    run.frames()
    said = run.voice.sentences[-1]
    assert said.startswith("Campaign. The Corner Café: 0 of 3 stamps; ") and said.count(": locked") == 2
    assert said.endswith(" First game, The Corner Café, Classic Draw to 50 · Aino")
    assert run.key(pygame.K_DOWN) == ["Back"]  # locked matches are skipped by the focus ...
    scene = run.app.stack.top
    assert isinstance(scene, CampaignScene) and run.app.speech is not None
    assert run.app.speech._item(scene, scene.control("cafe-2")).text.endswith("· Sven, locked")  # ... and said locked


def test_a_hint_is_said_with_its_reason_and_the_tracker_when_it_opens(run: Run) -> None:
    table = run.table()
    run.key(pygame.K_h, "h")
    for _frame in range(400):
        if table.controller.shown_hint is not None:
            break
        run.frames()
    run.frames()
    assert (
        table.controller.shown_hint is not None
        and run.voice.sentences[-1] == f"Hint: {table.controller.shown_hint.reason}"
    )
    tracker = run.key(pygame.K_t, "t")
    assert tracker and tracker[-1].startswith("Tiles you have not seen: sixes ")


def test_a_rules_page_is_read_when_chosen_and_the_statistics_when_opened(run: Run) -> None:
    run.app.stack.push(RulesScene(run.app, run.session))
    run.frames()
    opened = run.voice.sentences[-1]
    assert opened.startswith("Rules. The basics. ") and opened.endswith("Show: The basics, 1 of 10")
    turned = run.key(pygame.K_RIGHT)
    assert len(turned) == 1 and turned[0].startswith("Show: Classic Draw, 2 of 10 Classic Draw. ")
    run.key(pygame.K_ESCAPE)
    run.app.stack.push(StatsScene(run.app, run.session))
    run.frames()
    stats = run.voice.sentences[-1]
    assert (
        stats.startswith("Statistics. Hands won: 0 of 0. Matches won: 0 of 0. ")
        and "By mode: Nothing played yet." in stats
    )


def test_a_deal_code_is_spelled_as_it_is_typed_and_a_refusal_said(run: Run) -> None:
    from game.ui.scenes.deal_entry import DealEntryScene

    run.app.stack.push(DealEntryScene(run.app, run.session.rng, start=lambda code: None))
    run.frames()
    assert run.voice.sentences[-1].startswith("Play this deal. Type a deal code: ")
    run.key(pygame.K_f, "f")
    assert run.key(pygame.K_3, "3") == ["F 3"]
    said = run.key(pygame.K_RETURN)
    assert said and said[0] == run.app.stack.top.problem  # type: ignore[union-attr]
