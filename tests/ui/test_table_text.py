"""The table's small words read in a small window: every text the table draws is at least as
tall as the smallest readable font at the text setting (12 px at 100%, measured by the font's
height), the ghosts' "Left (L)" / "Right (R)", the boneyard's count and the plates' tile
counts too (they were 10 px fonts, 8 px letters, at 960x540)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import fonts
from game.devtools.audit import SCREENS, Game
from game.fonts import font
from game.i18n import set_language
from game.ui import theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.scenes.table import TableScene
from game.ui.table.render import hud

Drawn = tuple[str, str, int]  # the module that drew it, the words, the picture's height


@pytest.fixture
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Drawn]]:
    """Every text the table's render modules set in a picture, with its height."""
    seen: list[Drawn] = []
    text, fitted = theme.Fonts.text, fonts.fitted

    def noted(picture: pygame.Surface, words: str) -> pygame.Surface:
        module = sys._getframe(2).f_globals["__name__"]  # noqa: SLF001  who asked for the words
        if module.startswith("game.ui.table.render"):
            seen.append((module, words, picture.get_height()))
        return picture

    def text_noted(
        self: theme.Fonts, words: str, px: int, color: theme.Color = theme.TEXT, *, bold: bool = False
    ) -> pygame.Surface:
        return noted(text(self, words, px, color, bold=bold), words)

    def fitted_noted(words: str, *box: Any, bold: bool = False) -> pygame.Surface:
        """``fonts.fitted`` noted: ``box`` is its width, height, size and colour."""
        return noted(fitted(words, *box, bold=bold), words)

    monkeypatch.setattr(theme.Fonts, "text", text_noted)
    monkeypatch.setattr(hud, "fitted", fitted_noted)
    yield seen


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("language", ["en", "el"])
def test_every_word_on_the_table_reads_at_960x540(
    tmp_path: Path, drawn_texts: list[Drawn], language: str, scale: int
) -> None:
    game = Game(tmp_path, language, scale, (960, 540))
    try:
        SCREENS["table choosing end"](game)
        table = game.top
        assert isinstance(table, TableScene)
        table.view.stamps = hud.Stamps()  # every plate and badge set again, as the first frame does
        drawn_texts.clear()
        game.frames()  # an update (the ghosts' labels are set there, once per update) and a frame drawn
        floor = font(SMALLEST_TEXT * scale // 100).get_height()
        words = {w for _m, w, _h in drawn_texts}
        assert any("(L)" in w for w in words) or language != "en", words  # the ghosts' labels are among them
        small = [(m, w, h) for m, w, h in drawn_texts if h < floor]
        assert not small, f"under the {floor} px of a {SMALLEST_TEXT * scale // 100} px font: {small}"
    finally:
        game.close()
        set_language("en")


WINDOWS = [((960, 540), 2.0), ((1280, 720), 2.0), ((960, 540), 1.0), ((1920, 1080), 1.5)]


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize(("size", "ui"), WINDOWS)
def test_the_boneyards_kept_back_note_stays_on_the_felt(
    app: object, language: str, size: tuple[int, int], ui: float, players: int
) -> None:
    """The cold review: "2 δεσμευμένα" lay on the Harbour's rope rim at 960x540 and 200%: under the
    pile, the number, its word and the note ran 22 px past the counter's room and off the felt.
    Every pixel the counter draws, note and all, lies on the felt, off the player's name plate beside
    the pile (three and four players) and off the rack."""
    from game.ui.cloth import cloth_rect
    from game.ui.table.render.geometry import geometry

    set_language(language)
    try:
        g = geometry(size, players, ui)
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        hud.counter(surface, theme.Fonts(), g, hud.Boneyard(12, 2, no_drawing=False))
        surface.set_colorkey((0, 0, 0))
        drawn = surface.get_bounding_rect()
    finally:
        set_language("en")
    assert drawn.h > 0, "it drew"
    assert cloth_rect(size).contains(drawn), (drawn, cloth_rect(size))
    assert drawn.y >= g.counter.y, (drawn, g.counter)
    ink = pygame.mask.from_surface(surface)  # the colour key: what the counter drew
    for seat in (pygame.Rect(g.seats[0].plate), pygame.Rect(g.seats[0].hand)):
        assert ink.overlap_area(pygame.Mask(seat.size, fill=True), seat.topleft) == 0, (drawn, seat)
