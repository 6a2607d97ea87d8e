"""Synthesise the game's sound effects into assets/sounds/*.wav: ``python tools/make_sounds.py``.

Every sound is made here from sine partials and filtered noise (pure Python, the ``array``
module), from a fixed seed, so the files are ours, small, and the same on every run; the
test suite regenerates them and fails when a committed file differs.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "sounds"
RATE = 22050
SEED = 6

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds in, growing it when needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain


def _tone(freq: float, seconds: float, decay: float, attack: float = 0.002) -> Samples:
    """A sine that rises over ``attack`` seconds and dies away exponentially (``decay`` per second)."""
    step = 2 * math.pi * freq / RATE
    n = int(seconds * RATE)
    rise = max(1, int(attack * RATE))
    return [math.sin(step * i) * math.exp(-decay * i / RATE) * min(1.0, i / rise) for i in range(n)]


def _noise(rng: random.Random, seconds: float, smoothing: float) -> Samples:
    """White noise through a one-pole low-pass: ``smoothing`` near 1 is darker."""
    out, level = [], 0.0
    for _ in range(int(seconds * RATE)):
        level = smoothing * level + (1 - smoothing) * rng.uniform(-1, 1)
        out.append(level)
    return out


def _shape(samples: Samples, envelope: Callable[[float], float]) -> Samples:
    n = len(samples)
    return [v * envelope(i / n) for i, v in enumerate(samples)]


def clack(rng: random.Random, pitch: float = 1.0) -> Samples:
    """A tile set down on the table: a hard tick and two short wooden resonances."""
    hit = _shape(_noise(rng, 0.012, 0.2), lambda t: (1 - t) ** 3)
    body = _tone(1850 * pitch, 0.09, 70)
    ring = _tone(2930 * pitch, 0.06, 110)
    out = _silence(0.1)
    _mix(out, hit, 0, 0.9)
    _mix(out, body, 0, 0.5)
    _mix(out, ring, 0, 0.3)
    return out


def draw(rng: random.Random) -> Samples:
    """A tile slid off the boneyard towards the hand, ending in a soft tap."""
    slide = _shape(_noise(rng, 0.2, 0.85), lambda t: math.sin(math.pi * t) ** 2)
    out = _silence(0.26)
    _mix(out, slide, 0, 1.6)
    _mix(out, clack(rng, 0.8), 0.17, 0.45)
    return out


def shuffle(rng: random.Random) -> Samples:
    """Tiles stirred face down: a wash of sliding noise with tiles knocking together."""
    wash = _shape(_noise(rng, 0.75, 0.8), lambda t: math.sin(math.pi * t) ** 0.7)
    out = _silence(0.8)
    _mix(out, wash, 0, 1.1)
    for _ in range(14):
        _mix(out, clack(rng, rng.uniform(0.8, 1.25)), rng.uniform(0.02, 0.66), rng.uniform(0.15, 0.4))
    return out


def _bell(freq: float, seconds: float) -> Samples:
    """A soft bell: the fundamental with a quieter octave and twelfth."""
    out = _tone(freq, seconds, 4.5, 0.004)
    _mix(out, _tone(freq * 2, seconds, 7, 0.004), 0, 0.35)
    _mix(out, _tone(freq * 3, seconds, 10, 0.004), 0, 0.15)
    return out


def domino(rng: random.Random) -> Samples:
    """Somebody went out: a bright rising arpeggio."""
    out = _silence(0.9)
    for k, semitones in enumerate((0, 4, 7, 12)):
        _mix(out, _bell(523.25 * 2 ** (semitones / 12), 0.9 - 0.08 * k), 0.08 * k, 0.32)
    _mix(out, clack(rng), 0, 0.4)
    return out


def blocked(rng: random.Random) -> Samples:
    """Nobody can move: two low notes falling, muffled."""
    out = _silence(0.75)
    _mix(out, _tone(311.13, 0.4, 6, 0.01), 0, 0.45)
    _mix(out, _tone(233.08, 0.5, 5, 0.01), 0.22, 0.5)
    _mix(out, _tone(116.54, 0.5, 5, 0.01), 0.22, 0.25)
    _mix(out, clack(rng, 0.6), 0, 0.3)
    return out


def click(rng: random.Random) -> Samples:
    """A button pressed: one short, dry tick."""
    out = _tone(1400, 0.035, 160)
    _mix(out, _shape(_noise(rng, 0.004, 0.1), lambda t: 1 - t), 0, 0.4)
    return out


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "clack": clack,
    "draw": draw,
    "shuffle": shuffle,
    "domino": domino,
    "blocked": blocked,
    "click": click,
}
PEAK = 0.7  # of full scale: loud enough, with room for several sounds at once


def wav_bytes(samples: Samples) -> bytes:
    """16-bit mono WAV, normalised to PEAK, with a 5 ms fade-out so it never ends in a click."""
    loudest = max(abs(v) for v in samples) or 1.0
    fade = int(0.005 * RATE)
    pcm = array("h")
    for i, value in enumerate(samples):
        tail = min(1.0, (len(samples) - i) / fade)
        pcm.append(round(value / loudest * PEAK * tail * 32767))
    if sys.byteorder != "little":
        pcm.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def render_all() -> dict[str, bytes]:
    """Each sound's WAV file contents; each sound has its own seeded generator."""
    return {name: wav_bytes(make(random.Random(f"{SEED}:{name}"))) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder for the WAV files")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in render_all().items():
        (args.out / f"{name}.wav").write_bytes(data)
        print(f"{name}.wav: {len(data) / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
