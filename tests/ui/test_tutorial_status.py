"""At 150% the teacher's panel came to lie over the table's status line (the faces and badges
now rank above it), and the two texts, saying the same thing, were drawn on top of each other:
while the panel covers the status line, the line is not drawn under it."""

from __future__ import annotations

import pygame

from tests.ui.tutorial_frames import played_frames


def test_the_status_line_and_the_panel_never_overlap() -> None:
    """960x540 at 150%, English, the whole hand played (the audit's "tutorial later step" among its
    frames): no text of the status line lies under or over the panel, and the panel still says what
    to do; at least one frame had the panel over the status line (else this checks nothing)."""
    over_the_line = 0
    for tutorial, items in played_frames((960, 540), 150):  # 1280x720: the status shares the aid buttons' row
        status = pygame.Rect(tutorial.table.view.geom.status)
        (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
        panel_words = [i for i in items if i.kind == "text" and panel.contains(i.rect)]
        assert any(i.text == tutorial.prompt() for i in panel_words), [i.text for i in panel_words]
        over_the_line += panel.colliderect(status)
        others = [i for i in items if i.kind in ("text", "banner") and i not in panel_words]
        under = [(i.kind, i.text) for i in others if i.rect.colliderect(panel)]
        assert not under, f"lesson {tutorial.lesson()}, under the teacher's panel: {under}"
    assert over_the_line, "the panel never lay over the status line: nothing was checked"
