"""Draw the application icon (a tilted double-six tile on green felt) into assets/.

Writes ``icon.png`` (512 px, the window icon), ``icon.ico`` (Windows: 16 to 256 px) and
``icon.icns`` (macOS: 128 to 1024 px). Everything is drawn here with pygame, so the icon
is ours and can be redrawn after a change: ``python tools/make_icon.py``.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

ROOT = Path(__file__).resolve().parent.parent
MASTER = 1024
SUPERSAMPLE = 2
PNG_SIZE = 512
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))

FELT = (24, 102, 66)
FELT_EDGE = (14, 68, 44)
SHADOW = (0, 0, 0, 90)
IVORY = (247, 241, 226)
IVORY_EDGE = (196, 184, 158)
PIP = (32, 30, 36)
TILT_DEGREES = 18


def _tile(width: int) -> pygame.Surface:
    """An upright double-six tile, ``width`` wide and twice as tall, with rounded corners."""
    height = 2 * width
    tile = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = width // 7
    pygame.draw.rect(tile, IVORY_EDGE, tile.get_rect(), border_radius=radius)
    pygame.draw.rect(tile, IVORY, tile.get_rect().inflate(-width // 16, -width // 16), border_radius=radius)
    divider = pygame.Rect(width // 8, height // 2 - width // 40, width - width // 4, width // 20)
    pygame.draw.rect(tile, IVORY_EDGE, divider, border_radius=divider.height // 2)
    pip_radius = width // 11
    for half_top in (0, width):
        for column in (0.28, 0.72):
            for row in (0.22, 0.5, 0.78):
                centre = (round(column * width), half_top + round(row * width))
                pygame.draw.circle(tile, PIP, centre, pip_radius)
    return tile


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` pixels, drawn large and scaled down so edges come out smooth."""
    big = MASTER * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    felt = canvas.get_rect().inflate(-big // 16, -big // 16)
    pygame.draw.rect(canvas, FELT_EDGE, felt, border_radius=big // 5)
    pygame.draw.rect(canvas, FELT, felt.inflate(-big // 24, -big // 24), border_radius=big // 6)
    tile = pygame.transform.rotate(_tile(big * 3 // 8), TILT_DEGREES)
    shadow = tile.copy()
    shadow.fill(SHADOW, special_flags=pygame.BLEND_RGBA_MIN)
    centre = canvas.get_rect().center
    canvas.blit(shadow, shadow.get_rect(center=(centre[0] + big // 40, centre[1] + big // 30)))
    canvas.blit(tile, tile.get_rect(center=centre))
    image = canvas
    while image.get_width() // 2 >= size:
        image = pygame.transform.smoothscale(image, (image.get_width() // 2,) * 2)
    if image.get_width() != size:
        image = pygame.transform.smoothscale(image, (size, size))
    return image


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose images are PNG-compressed (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory, images = b"", b""
    for size, data in sorted(pngs.items()):
        side = size % 256  # 0 means 256 in an icon directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + directory + images


def icns_bytes(chunks: list[tuple[bytes, bytes]]) -> bytes:
    """A macOS .icns made of PNG chunks: magic, total length, then (type, length, data) each."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def icon_files() -> dict[str, bytes]:
    """File name in assets/ -> contents."""
    sizes = {PNG_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES)}
    pngs = {size: png_bytes(draw_icon(size)) for size in sorted(sizes)}
    return {
        "icon.png": pngs[PNG_SIZE],
        "icon.ico": ico_bytes({size: pngs[size] for size in ICO_SIZES}),
        "icon.icns": icns_bytes([(kind, pngs[size]) for kind, size in ICNS_TYPES]),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets", help="folder to write into")
    out = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    for name, data in icon_files().items():
        (out / name).write_bytes(data)
        print(f"{out / name}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
