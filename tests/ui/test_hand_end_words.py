"""The end-of-hand panel in every language: its "This hand" header reads whole (it was cut to
"Αυτό…" in Greek at 960x540 200%) and its three buttons' labels are one size ("Review this hand"
was smaller than the buttons beside it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.devtools.audit import Game, problems, screen_hand_end
from game.i18n import LANGUAGES, pgettext, set_language
from game.ui.layout_items import LayoutItem
from game.ui.scenes.hand_end import HandEndScene

SIZES = ((960, 540), (1920, 1080))


def drawn(language: str, scale: int, tmp_path: Path) -> tuple[str, list[str], dict[tuple[int, int], list[LayoutItem]]]:
    """The header's words, the button labels and what the panel noted at each size."""
    game = Game(tmp_path / "data", language, scale)
    try:
        screen_hand_end(game)
        end = game.top
        assert isinstance(end, HandEndScene)
        header, labels = pgettext("round", "This hand"), [b.label for b in end.buttons.shown]
        frames = {}
        for size in SIZES:
            game.resize(size)
            frames[size] = game.draw()
    finally:
        game.close()
        set_language("en")
    return header, labels, frames


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hand_header_reads_whole_and_the_buttons_share_one_size(language: str, scale: int, tmp_path: Path) -> None:
    header, labels, frames = drawn(language, scale, tmp_path)
    assert len(labels) == 3
    for size, items in frames.items():
        texts = [item for item in items if item.kind == "text"]
        assert header in [t.text for t in texts], f"{language} {size} {scale}%: {header!r} is not drawn whole"
        sizes = {t.text: round(t.px) for t in texts if t.text in labels}
        assert len(sizes) == 3, f"the three buttons' labels are drawn: {sizes}"
        assert len(set(sizes.values())) == 1, f"{language} {size} {scale}%: the buttons' labels differ in size {sizes}"
        assert problems(items, size, scale) == []
