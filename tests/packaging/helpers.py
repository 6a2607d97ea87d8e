"""Shared by the packaging tests: where things are, and running Python or the game elsewhere."""

from __future__ import annotations

import struct
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def project_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def run_python(code: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a fresh interpreter started in ``cwd`` (the tests' SDL dummy drivers are inherited)."""
    return subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def mo_catalog(translations: dict[str, str]) -> bytes:
    """A gettext .mo file holding ``translations`` (UTF-8), as msgfmt would write it."""
    entries = sorted({"": "Content-Type: text/plain; charset=UTF-8\n", **translations}.items())
    keys = [k.encode() for k, _ in entries]
    values = [v.encode() for _, v in entries]
    originals_at = 7 * 4
    translations_at = originals_at + 8 * len(entries)
    data_at = translations_at + 8 * len(entries)
    table, data = b"", b""
    for strings in (keys, values):
        for text in strings:
            table += struct.pack("<II", len(text), data_at + len(data))
            data += text + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, len(entries), originals_at, translations_at, 0, data_at)
    return header + table + data
