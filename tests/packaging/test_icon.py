"""The application icon in assets/ is the one our drawing code makes, at every size a system asks for."""

from __future__ import annotations

import io
import struct
import subprocess
import sys
from pathlib import Path

import pygame

from .helpers import ROOT

ASSETS = ROOT / "assets"


def _image(data: bytes) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(data), "icon.png")


def _largest_channel_difference(a: pygame.Surface, b: pygame.Surface) -> int:
    assert a.get_size() == b.get_size()
    return max(
        abs(x - y) for x, y in zip(pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA"), strict=True)
    )


def test_the_committed_icon_is_what_the_drawing_code_draws(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_icon.py"), "--out", str(tmp_path)], check=True)
    for name in ("icon.png", "icon.ico", "icon.icns"):
        assert (tmp_path / name).stat().st_size > 0
    committed = _image((ASSETS / "icon.png").read_bytes())
    redrawn = _image((tmp_path / "icon.png").read_bytes())
    assert _largest_channel_difference(committed, redrawn) <= 4  # smoothscale's SIMD paths may round apart


def test_windows_gets_every_icon_size_from_16_to_256() -> None:
    data = (ASSETS / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for entry in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * entry)
        image = _image(data[offset : offset + length])
        assert image.get_size() == (side or 256, side or 256)
        sizes.append(side or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_macos_gets_retina_sizes_up_to_1024() -> None:
    data = (ASSETS / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    sizes, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        sizes[kind] = _image(data[at + 8 : at + length]).get_width()
        at += length
    assert sizes == {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
