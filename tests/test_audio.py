"""Sound effects exist, are audible and short, follow volume and mute, and never crash the game."""

from __future__ import annotations

import importlib.util
import sys
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from game.audio import SOUNDS, Audio
from game.paths import asset_path

ROOT = Path(__file__).resolve().parent.parent


def _make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def mixer() -> Iterator[None]:
    """A fresh mixer on the dummy driver (tests/conftest.py), closed afterwards."""
    yield
    pygame.mixer.quit()


def _samples(path: Path) -> tuple[array[int], int]:
    with wave.open(str(path), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
        pcm = array("h", wav.readframes(wav.getnframes()))
        rate = wav.getframerate()
    if sys.byteorder != "little":
        pcm.byteswap()
    return pcm, rate


@pytest.mark.parametrize("name", SOUNDS)
def test_each_sound_is_audible_short_and_clean(name: str) -> None:
    pcm, rate = _samples(asset_path("sounds", f"{name}.wav"))
    seconds = len(pcm) / rate
    peak = max(abs(v) for v in pcm) / 32767
    rms = (sum(v * v for v in pcm) / len(pcm)) ** 0.5 / 32767
    assert 0.02 <= seconds <= 1.0, f"{name} lasts {seconds:.2f} s"
    assert 0.5 <= peak < 1.0, f"{name} peaks at {peak:.2f} (silent or clipping)"
    assert rms > 0.02, f"{name} is nearly silent (rms {rms:.3f})"
    assert abs(pcm[-1]) < 300, f"{name} ends abruptly, which clicks"


def test_committed_sounds_are_what_the_generator_makes() -> None:
    rendered = _make_sounds().render_all()
    assert set(rendered) == set(SOUNDS)
    for name, data in rendered.items():
        assert asset_path("sounds", f"{name}.wav").read_bytes() == data, f"run tools/make_sounds.py ({name} is stale)"


def test_sounds_differ_from_each_other() -> None:
    contents = {asset_path("sounds", f"{name}.wav").read_bytes() for name in SOUNDS}
    assert len(contents) == len(SOUNDS)


def test_plays_every_sound_on_the_dummy_driver(mixer: None) -> None:
    audio = Audio(volume=60)
    assert audio.available, audio.problem
    for name in SOUNDS:
        channel = audio.play(name)
        assert channel is not None
        sound = channel.get_sound()
        assert sound is not None and sound.get_length() > 0


def test_volume_is_a_percentage_and_clamped(mixer: None) -> None:
    audio = Audio(volume=50)
    channel = audio.play("click")
    assert channel is not None
    sound = channel.get_sound()
    assert sound is not None and sound.get_volume() == pytest.approx(0.5, abs=0.01)
    audio.volume = 250
    assert audio.volume == 100
    audio.volume = -3
    assert audio.volume == 0
    assert audio.play("clack") is None, "volume 0 plays nothing"


def test_mute_silences_and_unmute_restores(mixer: None) -> None:
    audio = Audio(volume=70, muted=True)
    assert audio.play("domino") is None
    audio.muted = False
    channel = audio.play("domino")
    assert channel is not None
    sound = channel.get_sound()
    assert sound is not None and sound.get_volume() == pytest.approx(0.7, abs=0.01)


def test_unknown_sound_name_is_a_programming_error(mixer: None) -> None:
    with pytest.raises(ValueError, match="clack"):
        Audio().play("boom")


def test_a_failing_mixer_means_silence(monkeypatch: pytest.MonkeyPatch, mixer: None) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio()
    assert not audio.available and "audio device" in (audio.problem or "")
    assert all(audio.play(name) is None for name in SOUNDS)
    audio.volume = 30
    audio.muted = True


def test_missing_sound_files_mean_silence(tmp_path: Path, mixer: None) -> None:
    audio = Audio(folder=tmp_path)
    assert not audio.available
    assert audio.play("clack") is None


def test_an_unusable_audio_driver_means_silence(monkeypatch: pytest.MonkeyPatch, mixer: None) -> None:
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    audio = Audio()
    assert not audio.available
    assert audio.play("shuffle") is None
