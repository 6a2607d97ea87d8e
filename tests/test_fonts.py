"""Every string of every language draws with no missing-glyph boxes, and text fits its box."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game import fonts
from game.i18n import LANGUAGES


@pytest.fixture(scope="module", autouse=True)
def _freetype() -> None:
    pygame.freetype.init()


def _missing(path: str | None, text: str) -> list[str]:
    face = pygame.freetype.Font(path, 18)
    return [ch for ch, m in zip(text, face.get_metrics(text), strict=True) if m is None and not ch.isspace()]


@pytest.mark.parametrize("which", ["regular", "bold", "pygame's own"])
def test_every_catalog_string_has_every_glyph(which: str) -> None:
    regular, bold = fonts.font_paths()
    path = {"regular": regular, "bold": bold, "pygame's own": None}[which]
    texts = [text.translate(fonts.stand_ins(path)) for text in fonts.catalog_texts()]
    assert len(texts) > 5 * 50, "the catalogs should hold every message in five languages"
    gaps = {text: _missing(path, text) for text in texts}
    assert {text: chars for text, chars in gaps.items() if chars} == {}
    for text in texts:
        surface = fonts.font(18, bold=which == "bold").render(text, antialias=True, color=(0, 0, 0))
        assert surface.get_width() > 0


def test_symbols_a_font_lacks_get_stand_ins_and_letters_never_do() -> None:
    assert not fonts.covers(None, "←")  # pygame's own font has no arrows
    assert "Vuci ← → ž Τράβα".translate(fonts.stand_ins(None)) == "Vuci < > ž Τράβα"
    regular, _ = fonts.font_paths()
    if regular is not None and fonts.covers(regular, "←"):
        assert fonts.drawable("← back") == "← back"  # a font with arrows keeps them


def test_catalog_texts_cover_each_language() -> None:
    texts = set(fonts.catalog_texts())
    assert {"Nosta", "Dra", "Vuci", "Τράβα"} <= texts, LANGUAGES


def test_required_characters_include_each_alphabet() -> None:
    needed = fonts.required_characters()
    for ch in "äöåčćšžđΣσςώ":
        assert ch in needed


def test_a_font_without_greek_is_not_chosen(tmp_path: Path) -> None:
    assert fonts.covers(None, "Aä")
    assert not fonts.covers(str(tmp_path / "no-such-font.ttf"), "A")


def test_font_is_cached_per_size_and_weight() -> None:
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20) is not fonts.font(20, bold=True)
    assert fonts.font(20).get_height() > fonts.font(10).get_height()


def test_short_text_keeps_its_size() -> None:
    surface = fonts.fit_text("Nosta", 200, 60, 24)
    assert surface.get_size() == fonts.font(24).size("Nosta")


LONG = "Nijedna pločica ne odgovara, a vući se ne može: preskočite potez"


@pytest.mark.parametrize("box", [(300, 30), (160, 60), (90, 40), (40, 12)])
def test_long_text_never_overflows(box: tuple[int, int]) -> None:
    width, height = box
    surface = fonts.fit_text(LONG, width, height, 28)
    assert surface.get_width() <= width and surface.get_height() <= height
    assert surface.get_bounding_rect().width > width // 3, "the text is drawn, not an empty picture"


def test_wraps_rather_than_shrinking_below_readable() -> None:
    width, height = 160, 90
    surface = fonts.fit_text(LONG, width, height, 22)
    one_line = fonts.font(fonts.SMALLEST).size(LONG)[1]
    assert surface.get_height() > 2 * one_line, "wrapped onto several lines"
    assert surface.get_width() <= width and surface.get_height() <= height


def test_fonts_survive_the_font_module_restarting() -> None:
    fonts.font(14)
    pygame.font.quit()
    assert fonts.font(14).size("abc")[0] > 0


def test_slightly_long_label_shrinks_a_little_and_stays_on_one_line() -> None:
    text = "Takaisin valikkoon"
    width = int(fonts.font(24).size(text)[0] * 0.93)
    surface = fonts.fit_text(text, width, 80, 24)
    assert surface.get_height() < 1.5 * fonts.font(24).get_linesize(), "one line, not wrapped"
    assert surface.get_width() <= width


def test_much_too_long_label_wraps_at_a_readable_size() -> None:
    text = "Mikään pala ei sovi eikä nostettavaa ole: ohita"
    surface = fonts.fit_text(text, 240, 70, 22)
    tiny_one_line = fonts.font(22).size(text)[0] / 240
    assert tiny_one_line > 1.5, "the setup needs text far wider than the box"
    assert surface.get_height() > fonts.font(14).get_linesize() * 1.5, "wrapped onto two lines at a decent size"
    assert surface.get_width() <= 240 and surface.get_height() <= 70
