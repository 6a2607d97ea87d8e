"""The speaker: what is said, in which order, and what cuts what short.

Sentences come with a priority. Chatter (the computers' moves, the scores) queues behind
what is being said; your turn cuts chatter short; an answer to a key (a menu item focused,
a question asked at the table, repeat) cuts anything short, the last answer included, as a
screen reader does when the focus moves. Every sentence goes to each output: the voice
(while the Speech setting is on) and the transcript (``--speech FILE``, for the whole run).
The last sentence is kept for the repeat key; ``stop`` silences the voice.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable
from dataclasses import dataclass

from game.speech.voices import Unavailable, Voice

log = logging.getLogger(__name__)


class Priority(enum.IntEnum):
    """How urgent a sentence is: a more urgent one cuts the one being said short."""

    CHATTER = 0  # what happens at the table
    TURN = 1  # the player's turn: cuts chatter short
    ANSWER = 2  # the answer to a key the player pressed: cuts anything short


class Verbosity(enum.Enum):
    """Whole sentences, or their short forms (a setting)."""

    FULL = "full"
    TERSE = "terse"


@dataclass(frozen=True)
class Sentence:
    """One thing to say; ``terse`` is its short form (None: the same; "": not said when terse)."""

    text: str
    priority: Priority = Priority.CHATTER
    terse: str | None = None

    def at(self, verbosity: Verbosity) -> str:
        if verbosity is Verbosity.TERSE and self.terse is not None:
            return self.terse
        return self.text


VoiceOpener = Callable[[str], "Voice | Unavailable"]


class Speaker:
    """Says sentences through the voice the settings ask for (opened once, lazily) and writes
    them to the transcript; a voice that fails goes quiet and the game goes on."""

    def __init__(self, open_voice: VoiceOpener, transcript: Voice | None = None) -> None:
        """``open_voice(language)`` is asked for a voice the first time speech is on (and
        again when the language changes); ``transcript`` hears everything said in this run."""
        self._open_voice = open_voice
        self.transcript = transcript
        self.voice: Voice | None = None
        self.problem: Unavailable | None = None  # why there is no voice, once one was asked for
        self.voice_on = False
        self.verbosity = Verbosity.FULL
        self.language = ""
        self.last = ""
        self._last_priority = Priority.CHATTER

    @property
    def on(self) -> bool:
        """Anything listens: the voice is on, or a transcript is being written."""
        return self.voice_on or self.transcript is not None

    def follow(self, *, voice_on: bool, verbosity: Verbosity, language: str) -> Unavailable | None:
        """Follow the settings (called as they change; cheap when they do not). Returns the
        reason the voice could not start, the one time it is found out, else None."""
        self.verbosity = verbosity
        if language != self.language and self.voice is not None:
            self.voice.close()
            self.voice = None
        self.language = language
        self.voice_on = voice_on
        if not voice_on or self.voice is not None or self.problem is not None:
            return None
        found = self._open_voice(language)
        if isinstance(found, Unavailable):
            self.problem = found
            log.warning("speech is unavailable: %s", found.value)
            return found
        log.info("speaking through %s", found.name)
        self.voice = found
        return None

    def say(self, sentence: Sentence) -> None:
        if not self.on:
            return
        text = sentence.at(self.verbosity)
        if not text:
            return
        interrupt = sentence.priority > self._last_priority or sentence.priority is Priority.ANSWER
        self._last_priority = sentence.priority
        self.last = text
        self._out(text, interrupt=interrupt)

    def say_anyway(self, text: str) -> None:
        """Say ``text`` even with speech off (the first start's offer to turn it on). A missing
        voice is not kept as the problem: ``follow`` finds it again, and tells, when speech is
        turned on; a voice that fails goes quiet as in ``say``."""
        if self.voice is None and self.problem is None:
            found = self._open_voice(self.language or "en")
            self.voice = None if isinstance(found, Unavailable) else found
        self._out(text, interrupt=True, anyway=True)

    def repeat(self) -> None:
        if self.last:
            self.say(Sentence(self.last, Priority.ANSWER))

    def stop(self) -> None:
        if self.voice is not None:
            self.voice.stop()

    def poll(self) -> None:
        if self.voice is not None:
            self.voice.poll()

    def close(self) -> None:
        for output in (self.voice, self.transcript):
            if output is not None:
                output.close()

    def _out(self, text: str, *, interrupt: bool, anyway: bool = False) -> None:
        """To the voice (while speech is on, or ``anyway``) and the transcript."""
        if (self.voice_on or anyway) and self.voice is not None:
            try:
                self.voice.speak(text, interrupt=interrupt)
            except Exception as error:  # noqa: BLE001 - a voice that fails mid-game goes quiet, the game goes on
                log.warning("%s stopped speaking: %s", self.voice.name, error)
                self.voice = None
                self.problem = Unavailable.FAILED
        if self.transcript is not None:
            self.transcript.speak(text, interrupt=interrupt)


def merged(sentences: list[Sentence]) -> list[Sentence]:
    """One frame's sentences, joined into one when any of them may cut speech short: what
    landed in the same frame as your turn is said with it, not cut off by it."""
    if len(sentences) < 2 or all(s.priority is Priority.CHATTER for s in sentences):
        return sentences
    terse = " ".join(s.at(Verbosity.TERSE) for s in sentences if s.at(Verbosity.TERSE))
    text = " ".join(s.text for s in sentences)
    return [Sentence(text, max(s.priority for s in sentences), terse)]
