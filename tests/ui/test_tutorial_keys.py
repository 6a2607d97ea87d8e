"""While the teacher's panel lies over the table's status line the line is left out (the panel
says the same), but the line's reminder of the keyboard's way to play, "(or ← → and Enter)", went
with it: at 150% the "play" lesson said only to play a tile that matches. The panel says the keys then."""

from __future__ import annotations

import pytest

from game.i18n import _
from tests.ui.tutorial_frames import played_frames


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 150), ((2560, 1440), 150), ((1280, 720), 200)])
def test_the_keys_are_said_while_the_status_line_is_left_out(size: tuple[int, int], scale: int) -> None:
    """The whole hand in English: in every frame where the status line names the arrow keys, it is
    drawn clear of the panel or a text in the panel names them too (at 150% the panel came over
    the line in the "play" lesson, whose words did not name them)."""
    checked = 0
    for tutorial, items in played_frames(size, scale):
        (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
        said = tutorial.table.status()[0]
        if "← →" in said and tutorial.lesson() != "match":  # the match lesson's words name the keys
            words = [i for i in items if i.kind == "text"]
            in_panel = [i.text for i in words if panel.contains(i.rect)]
            at_status = [i.text for i in words if i.text == said and not i.rect.colliderect(panel)]
            checked += 1
            where = f"{size} {scale}%, lesson {tutorial.lesson()}"
            assert at_status or any("← →" in text for text in in_panel), f"keys unsaid at {where}: {in_panel}"
    assert checked, "the status line never named the keys: nothing was checked"


def test_the_keys_are_said_once() -> None:
    """1024x768 at 200% in English, the whole hand: the panel over the status line took the keys' line, then,
    taller, found its place over the teacher's seat, off the status line, which was drawn again: the
    "play" lesson said the keys twice. Where the panel says them, the status line is left out; the
    "play" lesson says them once, in the panel or on the status line (since the status line keeps to
    one line at 200% the panel lies above the line of play and the status line says them)."""
    said_once = 0
    for tutorial, items in played_frames((1024, 768), 200):
        keys = _("With the keys: ← → to choose a tile, Enter to play it.")
        (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
        words = [i for i in items if i.kind == "text"]
        in_panel = any(i.text == keys and panel.contains(i.rect) for i in words)
        status = tutorial.table.status()[0]
        at_status = [i.text for i in words if i.text == status and "← →" in status and not panel.contains(i.rect)]
        assert not (in_panel and at_status), f"lesson {tutorial.lesson()}: the keys twice, {at_status}"
        said_once += tutorial.lesson() == "play" and (in_panel or bool(at_status))
    assert said_once, "the play lesson never said the keys"


def test_the_first_lesson_names_the_keys_in_its_words_and_the_status_line_not_again() -> None:
    """1280x720 100%: the match lesson's panel says "Click the tile that fits (or ← → and Enter)"
    just above the status line, which said "(or ← → and Enter)" again; the lessons whose words
    leave the keys out still have the status line name them."""
    lessons: dict[str, set[bool]] = {}
    for tutorial, items in played_frames((1280, 720), 100):
        said = tutorial.table.status()[0]
        if any(i.kind == "text" and i.text == said for i in items) and said.startswith("Your turn"):
            lessons.setdefault(tutorial.lesson(), set()).add("← →" in said)
    assert lessons.get("match") == {False}, lessons
    assert lessons.get("play") == {True}, lessons
