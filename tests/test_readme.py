"""A new player reads the README from the top: how to play (what it needs, ``make play``) comes
before the release downloads and the saves' folders (it came after both, 150 lines down)."""

from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_first_section_says_how_to_play() -> None:
    text = README.read_text(encoding="utf-8")
    sections = [line for line in text.splitlines() if line.startswith("## ")]
    assert sections[0] == "## Play", sections[:3]
    first = text.split("\n## ")[1]
    assert "make play" in first and "Python 3.11" in first and "`make`" in first
    play = text.index("    make play")
    for later in ("releases page; nothing else needs", "live in:", "%LOCALAPPDATA%"):
        assert play < text.index(later), f"{later!r} comes before make play"
