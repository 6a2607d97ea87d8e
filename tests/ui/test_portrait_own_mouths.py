"""Each character's mouth is their own in every expression (its width, the fullness of the
lips, the teeth a smile shows), not one mouth shared by everybody; nobody is shown mid-blink in
a still picture; the tutorial's teacher has a face (and a sheet in the gallery) of her own, which
the numbered computers of a demo or of "Play this deal" do not wear (four teachers sat at the demo)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from game.ui import portraits
from game.ui.portraits import FACES, PLAIN, TEACHER_ID, Expression, Head, face_of, idle, still

HEAD = Head(200.0, 200.0, 80.0, 100.0, 400)  # one head for all: only the mouth itself differs
SITTERS = [*FACES, TEACHER_ID, ""]  # "": a computer that is nobody in particular


def _mouth_shape(character: str, expression: Expression) -> pygame.mask.Mask:
    surface = pygame.Surface((HEAD.n, HEAD.n), pygame.SRCALPHA)
    portraits._mouth(surface, face_of(character), expression, HEAD)
    return pygame.mask.from_surface(surface)


@pytest.mark.parametrize("expression", list(Expression))
def test_every_character_has_a_mouth_of_their_own(expression: Expression) -> None:
    shapes = {c: _mouth_shape(c, expression) for c in SITTERS}
    for a, b in itertools.combinations(SITTERS, 2):
        union = shapes[a].overlap_area(shapes[a], (0, 0)) + shapes[b].overlap_area(shapes[b], (0, 0))
        apart = union - 2 * shapes[a].overlap_area(shapes[b], (0, 0))
        names = [c or "the plain face" for c in (a, b)]
        assert apart > 0.04 * union, f"{names[0]} and {names[1]} share a {expression.value} mouth"


def test_a_blink_is_brief_and_never_in_a_still() -> None:
    times = [t / 100 for t in range(3000)]
    blinks = [t for t in times if idle("vesna", t)[2]]
    assert blinks, "she blinks at the table"
    runs = [list(g) for _k, g in itertools.groupby(times, key=lambda t: idle("vesna", t)[2])]
    assert max(len(r) for r in runs if idle("vesna", r[0])[2]) <= 14, "a blink lasts a seventh of a second"
    with still():
        assert not any(idle("vesna", t)[2] for t in blinks), "a still picture catches no one mid-blink"
    assert idle("vesna", blinks[0])[2], "and at the table she blinks again"


def test_the_teacher_has_a_face_and_a_sheet_of_her_own(tmp_path: Path) -> None:
    from game.devtools.gallery import portrait_sheets

    teacher = face_of(TEACHER_ID)
    assert teacher not in FACES.values() and teacher != PLAIN
    assert teacher.hair_style == "bun" and teacher.glasses, "her own look: a bun and glasses"
    names = {picture.path.name for picture in portrait_sheets(tmp_path)}
    assert "portraits-teacher.png" in names


def test_numbered_computers_wear_a_plain_face_and_the_teacher_hers(tmp_path: Path) -> None:
    """A demo table's four computers (and "Play this deal"'s, seated the same way) are nobody in
    particular: a plain face at each seat, not the tutorial's teacher; the tutorial's seat is hers."""
    from game.__main__ import build_parser
    from game.ui.app import App, table_for
    from game.ui.pace import PACES
    from game.ui.scenes.tutorial import TEACHER, TutorialScene
    from game.ui.table.render.style import DEFAULT_STYLE

    app = App((960, 540), frame_cap=0)
    try:
        args = ["--demo", "--players", "4", "--data-dir", str(tmp_path)]
        demo = table_for(app, build_parser().parse_args(args))
        faces = [face_of(c) for c in demo.view.characters if c is not None]
        assert len(faces) == 4 and all(f == PLAIN for f in faces), faces
        tutorial = TutorialScene(app, lambda: None, PACES["fast"], DEFAULT_STYLE)
        her = tutorial.table.view.characters[TEACHER]
        assert her is not None and face_of(her) == face_of(TEACHER_ID)
    finally:
        app.close()
