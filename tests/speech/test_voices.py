"""The voices that run a program per sentence, with a stand-in program; the choice of voice."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from game.speech import voices
from game.speech.voices import Command, Unavailable


def writer(path: Path) -> list[str]:
    """A "synthesizer" that takes a moment per sentence and writes down what it said."""
    script = (
        f"import sys, time; time.sleep(0.05); open({str(path)!r}, 'a', encoding='utf-8').write(sys.argv[-1] + '\\n')"
    )
    return [sys.executable, "-c", script]


def drain(voice: Command, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while voice.speaking and time.monotonic() < end:
        voice.poll()
        time.sleep(0.02)


def test_a_program_voice_says_sentences_one_after_another_in_order(tmp_path: Path) -> None:
    said = tmp_path / "said.txt"
    voice = Command("stand-in", writer(said))
    for text in ("Aino plays six-four on the left.", "Bert passes.", "Your turn."):
        voice.speak(text, interrupt=False)
    drain(voice)
    assert said.read_text(encoding="utf-8").splitlines() == [
        "Aino plays six-four on the left.",
        "Bert passes.",
        "Your turn.",
    ]


def test_interrupting_drops_what_was_queued_and_says_the_new_sentence(tmp_path: Path) -> None:
    said = tmp_path / "said.txt"
    voice = Command("stand-in", writer(said))
    voice.speak("one", interrupt=False)
    voice.speak("two", interrupt=False)
    voice.speak("three", interrupt=False)
    voice.speak("Your turn.", interrupt=True)
    drain(voice)
    assert said.read_text(encoding="utf-8").splitlines() == ["Your turn."]


def test_no_library_or_program_means_a_reason_not_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.speech.voices.shutil.which", lambda name: None)
    monkeypatch.setattr(voices.Dispatcher, "open", classmethod(lambda cls, language: None))
    monkeypatch.setattr("game.speech.voices.sys.platform", "linux")
    assert voices.open_voice("fi") is Unavailable.NO_SYNTHESIZER
    monkeypatch.setattr("game.speech.voices.sys.platform", "win32")
    monkeypatch.setitem(sys.modules, "cytolk", None)  # not installed
    assert voices.open_voice("fi") is Unavailable.NO_LIBRARY


def test_spd_say_is_asked_for_the_language_and_told_to_wait_so_sentences_queue(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.speech.voices.sys.platform", "linux")
    monkeypatch.setattr(
        "game.speech.voices.shutil.which", lambda name: f"/usr/bin/{name}" if name == "spd-say" else None
    )
    found = Command.find("sv")
    assert found is not None and found.name == "spd-say"
    assert found._argv == ["/usr/bin/spd-say", "-w", "-l", "sv", "--"] and found._cancel == ["/usr/bin/spd-say", "-C"]
