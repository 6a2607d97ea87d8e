"""Sound effects with a volume and a mute switch, and silence instead of errors without a sound card.

The effects are WAV files in ``assets/sounds`` (the package ``game.assets``) synthesised by
``tools/make_sounds.py``. Opening the mixer is allowed to fail in any way (no device,
SDL_AUDIODRIVER=dummy on a server, a broken driver, a missing file): the game then plays on
silently and says why once in the log; when it opens, the log says which folder the sounds came from.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.paths import asset_path

log = logging.getLogger(__name__)

SOUNDS = ("clack", "draw", "shuffle", "domino", "blocked", "click")
VOLUME_RANGE = (0, 100)


class Audio:
    """Plays the named effects at ``volume`` percent; a muted or silent Audio plays nothing."""

    def __init__(self, volume: int = 80, *, muted: bool = False, folder: Path | None = None) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = _clamp(volume)
        self._muted = muted
        self.problem = self._open(folder or asset_path("sounds"))
        self._apply_volume()

    @property
    def available(self) -> bool:
        """False when there is no sound at all (no device, mixer or files): the game is silent."""
        return self.problem is None

    def _open(self, folder: Path) -> str | None:
        """Start the mixer and load every effect; the reason it could not, or None."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self._sounds = {name: pygame.mixer.Sound(str(folder / f"{name}.wav")) for name in SOUNDS}
        except Exception as exc:  # noqa: BLE001 - any failure here must only mean silence
            self._sounds = {}
            log.warning("sound is off: %s", exc)
            return str(exc) or type(exc).__name__
        log.info("sound: %d effects from %s", len(self._sounds), folder)
        return None

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = _clamp(value)
        self._apply_volume()

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = value
        self._apply_volume()

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Start effect ``name``; the channel it plays on, or None when nothing is heard."""
        if name not in SOUNDS:
            raise ValueError(f"no sound called {name!r}; there are {', '.join(SOUNDS)}")
        sound = self._sounds.get(name)
        if sound is None or self._muted or self._volume == 0:
            return None
        try:
            return sound.play()
        except pygame.error as exc:  # the device went away while the game ran
            log.warning("could not play %s: %s", name, exc)
            return None

    def _apply_volume(self) -> None:
        level = 0.0 if self._muted else self._volume / 100
        for sound in self._sounds.values():
            sound.set_volume(level)


def _clamp(volume: int) -> int:
    low, high = VOLUME_RANGE
    return max(low, min(high, int(volume)))
