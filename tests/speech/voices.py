"""A voice for tests: it keeps what it was told, and whether each sentence cut the last short."""

from __future__ import annotations

from game.speech.speaker import VoiceOpener
from game.speech.voices import Unavailable, Voice


class HeardVoice:
    """A voice that keeps what it was told to say, and how often it was stopped and closed."""

    name = "test"

    def __init__(self) -> None:
        self.heard: list[tuple[str, bool]] = []  # (sentence, interrupted what came before)
        self.stopped = 0
        self.closed = False

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.heard.append((text, interrupt))

    def stop(self) -> None:
        self.stopped += 1

    def poll(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True

    @property
    def sentences(self) -> list[str]:
        return [text for text, _cut in self.heard]


def opener(voice: HeardVoice | Unavailable) -> tuple[list[str], VoiceOpener]:
    """An ``open_voice`` that hands out ``voice`` (or its absence) and counts the languages asked for."""
    asked: list[str] = []

    def open_voice(language: str) -> Voice | Unavailable:
        asked.append(language)
        return voice

    return asked, open_voice
