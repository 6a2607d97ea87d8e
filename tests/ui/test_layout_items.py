"""What the layout audit is told about text: plain and fitted text are noted alike (the panel
drawn into, the clip drawn under), fitted text with the size it was set at and whether a word
broke; nothing is noted in play or for blank text."""

from __future__ import annotations

import pygame

from game.ui import layout_items


def test_plain_and_fitted_text_are_noted_with_their_panel_and_clip() -> None:
    pygame.font.init()
    surface = pygame.Surface((400, 300))
    surface.set_clip(pygame.Rect(10, 10, 300, 200))
    panel = pygame.Rect(0, 0, 320, 240)
    with layout_items.recording() as items, layout_items.inside(panel):
        layout_items.note_text(surface, "Score", pygame.Rect(20, 20, 60, 20), 18)
        layout_items.note_text(surface, "   ", pygame.Rect(20, 50, 60, 20), 18)
        wide = pygame.Rect(20, 80, 280, 40)
        layout_items.note_fitted(surface, "Pass", wide, wide, 20, bold=False, align=pygame.FONT_LEFT)
        narrow = pygame.Rect(20, 130, 30, 120)
        layout_items.note_fitted(surface, "Ylimääräinen", narrow, narrow, 24, bold=True, align=pygame.FONT_LEFT)
    texts = [item for item in items if item.kind == "text"]
    assert [item.text for item in texts] == ["Score", "Pass", "Ylimääräinen"], "blank text is not noted"
    assert all(item.panel == panel and item.clip == pygame.Rect(10, 10, 300, 200) for item in texts)
    assert (texts[0].px, texts[0].broken) == (18, False)
    assert texts[1].px == 20 and not texts[1].broken, "a short word fits whole at its size"
    assert texts[2].broken and texts[2].px < 24, "a long word in a narrow box shrinks and breaks"


def test_nothing_is_noted_in_play() -> None:
    pygame.font.init()
    surface = pygame.Surface((100, 100))
    layout_items.note_text(surface, "Score", pygame.Rect(0, 0, 50, 20), 18)
    with layout_items.recording() as items:
        pass
    box = pygame.Rect(0, 0, 50, 20)
    layout_items.note_fitted(surface, "Pass", box, box, 18, bold=True, align=pygame.FONT_CENTER)
    assert items == [] and not layout_items.active()
