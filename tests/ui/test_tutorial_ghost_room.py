"""In the first lesson at 200% the teacher's panel lies just over the line, and it kept room round
the ghost of the tile the player points at for the labels ("Left (L)") that only the ghosts of a
tile fitting both ends have: with one ghost, and no label, the Greek lesson's words still came down
to the smallest readable size though larger ones fitted."""

from __future__ import annotations

from game.ui.scenes.score_sheet import readable_px
from tests.ui.tutorial_frames import played_frames


def test_one_ghost_alone_leaves_the_first_lessons_words_larger() -> None:
    """Greek at 1280x720 200%, the first lesson ("match") once the table is still: one ghost shows where the
    pointed tile would go, the panel keeps off it, and its words are larger than the least readable."""
    for tutorial, items in played_frames((1280, 720), 200, "el"):
        if tutorial.lesson() != "match" or tutorial.table.view.busy:
            continue
        (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
        (ghost,) = [i.rect for i in items if i.kind == "ghost"]
        (prompt,) = [i for i in items if i.kind == "text" and i.text == tutorial.prompt()]
        assert not panel.colliderect(ghost)
        assert prompt.px > readable_px(0, tutorial.table.view.geom.ui), f"the lesson's words at {prompt.px} px"
        return
    raise AssertionError("the first lesson never showed")
