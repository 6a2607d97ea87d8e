"""Where sentences go: a screen reader, the system's synthesizer, a transcript file.

Which voice, by platform (each import or program is optional; the first that works wins):

- Windows: ``cytolk`` (Tolk: NVDA, JAWS, SuperNova, System Access, ZoomText, with SAPI 5 as
  its fallback when no screen reader runs). A blind player on Windows nearly always runs a
  screen reader, and their own voice, speed and braille display are what they want to hear.
- Linux: the ``speechd`` bindings of Speech Dispatcher (the service Orca speaks through),
  else its ``spd-say`` program, else ``espeak-ng``.
- macOS: the ``say`` program (the system's voice; VoiceOver has no public speaking API).

A missing library or program never stops the game: :func:`open_voice` returns the reason
instead, and the speaker says it once. The transcript (``--speech FILE``) is a voice too.
"""

from __future__ import annotations

import enum
import importlib
import logging
import shutil
import subprocess
import sys
from collections import deque
from pathlib import Path
from typing import Any, Protocol, TextIO

log = logging.getLogger(__name__)


class Voice(Protocol):
    """Something that says sentences; ``interrupt`` cuts short what it is saying and has queued."""

    name: str

    def speak(self, text: str, *, interrupt: bool) -> None: ...

    def stop(self) -> None: ...

    def poll(self) -> None:
        """Called every frame: a voice that queues sentences itself starts the next one."""

    def close(self) -> None: ...


class Unavailable(enum.Enum):
    """Why there is no voice (the words are ``game.speech.words.unavailable``)."""

    NO_LIBRARY = "no-library"  # Windows without cytolk installed
    NO_SYNTHESIZER = "no-synthesizer"  # nothing found that speaks
    FAILED = "failed"  # a voice was found but would not start


class Transcript:
    """Every sentence, one per line, appended to a file as it is said (tests, bug reports)."""

    name = "transcript"

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: TextIO = path.open("w", encoding="utf-8", newline="\n")

    def speak(self, text: str, *, interrupt: bool) -> None:
        self._file.write(" ".join(text.split()) + "\n")
        self._file.flush()

    def stop(self) -> None:
        """A file is never cut short."""

    def poll(self) -> None:
        """Written at once: nothing waits."""

    def close(self) -> None:
        self._file.close()


class ScreenReader:
    """Tolk through cytolk: the running screen reader (speech and braille), else SAPI 5."""

    def __init__(self, tolk: Any) -> None:
        self._tolk = tolk
        self.name = str(tolk.detect_screen_reader() or "SAPI")

    @classmethod
    def open(cls) -> ScreenReader | Unavailable:
        try:
            tolk = importlib.import_module("cytolk.tolk")
        except ImportError:
            return Unavailable.NO_LIBRARY
        try:
            tolk.try_sapi(True)  # noqa: FBT003 - Tolk's C function takes its flag by position  # no screen reader running: the system's SAPI voice
            tolk.load()
            if not tolk.has_speech():
                tolk.unload()
                return Unavailable.NO_SYNTHESIZER
            return cls(tolk)
        except Exception as error:  # noqa: BLE001 - any failure here only means no speech
            log.warning("Tolk would not start: %s", error)
            return Unavailable.FAILED

    def speak(self, text: str, *, interrupt: bool) -> None:
        self._tolk.output(text, interrupt)  # noqa: FBT003 - Tolk's own signature

    def stop(self) -> None:
        self._tolk.silence()

    def poll(self) -> None:
        """Tolk queues in the screen reader."""

    def close(self) -> None:
        self._tolk.unload()


class Dispatcher:
    """Speech Dispatcher's own client (the ``speechd`` bindings): the voice Orca uses."""

    name = "speech-dispatcher"

    def __init__(self, client: Any) -> None:
        self._client = client

    @classmethod
    def open(cls, language: str) -> Dispatcher | None:
        try:
            speechd = importlib.import_module("speechd")
        except ImportError:
            return None
        try:
            client = speechd.SSIPClient("double-six")
            client.set_language(language)
            return cls(client)
        except Exception as error:  # noqa: BLE001 - no service running: try the next voice
            log.info("speech-dispatcher is not answering: %s", error)
            return None

    def speak(self, text: str, *, interrupt: bool) -> None:
        if interrupt:
            self._client.cancel()
        self._client.speak(text)

    def stop(self) -> None:
        self._client.cancel()

    def poll(self) -> None:
        """The service queues."""

    def close(self) -> None:
        self._client.close()


class Command:
    """A speaking program run once per sentence (``spd-say``, ``espeak-ng``, ``say``), one at a
    time: the next sentence starts when the last one has been said; ``interrupt`` ends it."""

    def __init__(self, name: str, argv: list[str], cancel: list[str] | None = None) -> None:
        self.name = name
        self._argv = argv  # the sentence is added at the end
        self._cancel = cancel  # a program that stops the speech (spd-say -C), else the process is ended
        self._queue: deque[str] = deque()
        self._running: subprocess.Popen[bytes] | None = None

    @classmethod
    def find(cls, language: str) -> Command | None:
        if sys.platform == "darwin" and shutil.which("say"):
            return cls("say", ["say"])
        spd = shutil.which("spd-say")
        if spd:  # -w: the program returns when the sentence has been said, so they queue here
            return cls("spd-say", [spd, "-w", "-l", language, "--"], [spd, "-C"])
        espeak = shutil.which("espeak-ng") or shutil.which("espeak")
        if espeak:
            return cls(Path(espeak).name, [espeak, "-v", language, "--"])
        return None

    @property
    def speaking(self) -> bool:
        """A sentence is being said, or waits for its turn."""
        return bool(self._queue) or (self._running is not None and self._running.poll() is None)

    def speak(self, text: str, *, interrupt: bool) -> None:
        if interrupt:
            self.stop()
        self._queue.append(text)
        self.poll()

    def stop(self) -> None:
        self._queue.clear()
        running, self._running = self._running, None
        if running is not None and running.poll() is None:
            running.terminate()
        if self._cancel is not None:
            self._run(self._cancel)

    def poll(self) -> None:
        if self._running is not None and self._running.poll() is None:
            return
        self._running = self._run([*self._argv, self._queue.popleft()]) if self._queue else None

    def _run(self, argv: list[str]) -> subprocess.Popen[bytes] | None:
        try:
            return subprocess.Popen(
                argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
            )
        except OSError as error:
            log.warning("%s would not run: %s", argv[0], error)
            return None

    def close(self) -> None:
        self.stop()


def open_voice(language: str) -> Voice | Unavailable:
    """The best voice this computer has for ``language`` (a code of ``game.i18n.LANGUAGES``),
    or why there is none."""
    if sys.platform == "win32":
        return ScreenReader.open()
    voice: Voice | None = Dispatcher.open(language) or Command.find(language)
    return voice if voice is not None else Unavailable.NO_SYNTHESIZER
