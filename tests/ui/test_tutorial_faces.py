"""At 200% the teacher's panel kept to the top of the table, over the teacher's face and its
"Pass" badge, even where the room below the teacher's seat was free: where there is room it
now keeps off the seats' faces and speech badges as well as the line, the hand and the buttons."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.scenes.score_sheet import readable_px
from tests.ui.tutorial_frames import played_frames

BOARD = ("tile", "ghost", "label", "control")  # what the panel never covers when it can help it


def _free_place(panel: pygame.Rect, taken: list[pygame.Rect], top: int, window: pygame.Rect) -> pygame.Rect | None:
    """A place for the panel, as wide and tall and straight above or below where it is, under the
    score bar and inside the window, that covers none of ``taken``; None when there is none."""
    for y in range(top, window.bottom - panel.h + 1, 4):
        place = panel.move(0, y - panel.y)
        if place.collidelist(taken) < 0:
            return place
    return None


@pytest.mark.parametrize(("size", "language"), list(itertools.product([(960, 540), (1280, 720)], ["en", "fi"])))
def test_the_panel_keeps_off_the_faces_and_badges_where_there_is_room(size: tuple[int, int], language: str) -> None:
    window, clear_frames = pygame.Rect((0, 0), size), 0
    for tutorial, items in played_frames(size, 200, language):
        (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
        faces = [i.rect for i in items if i.kind in ("portrait", "badge") and i.panel != panel]  # not hers in it
        board = [i.rect for i in items if i.kind in BOARD and i.panel != panel]
        board += [pygame.Rect(spot.box) for spot in tutorial.table.view.chain.spots]  # landed or on their way
        board += [tutorial.hand_rect(t) for t in tutorial.table.hand_tiles()]
        bar = next(i.rect for i in items if i.kind == "bar")
        if panel.collidelist(faces) >= 0:
            free = _free_place(panel, board + faces, bar.bottom, window)
            where = f"{size} {language}, lesson {tutorial.lesson()}"
            assert free is None, f"the panel {panel} lies over a face or badge at {where}; {free} was free"
        else:
            clear_frames += 1
    assert clear_frames > 0


@pytest.mark.parametrize(
    ("size", "language"), [((960, 540), "en"), ((960, 540), "fi"), ((1280, 720), "fi"), ((1280, 720), "el")]
)
def test_the_score_is_explained_beside_the_players_plate_and_the_pass_badges(
    size: tuple[int, int], language: str
) -> None:
    """At 200% the score lesson's panel lay over the player's name plate (the pips left in their
    hand, which the score is made of) and their "Pass" badge: a narrower panel beside them was
    refused because its words came a step smaller. Nothing carries the plate or a badge, so the
    panel beside them may now set its words down to the readable size. (960x540 in Greek: no place
    clear of them holds the words and the Finish button; the panel still covers them there. At
    1280x720, where the line now has the status line's row, the panel lies over the teacher's seat,
    carrying her face: her own "Pass" badge there is the one thing it may cover.)"""
    *_before, (tutorial, items) = played_frames(size, 200, language)
    assert tutorial.lesson() == "score"
    (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
    g = tutorial.table.view.geom
    plate, her_face = pygame.Rect(g.seats[0].plate), pygame.Rect(g.seats[1].portrait)
    carries_her = any(i.kind == "portrait" and i.panel == panel for i in items)
    badges = [i for i in items if i.kind == "badge" and i.rect.colliderect(panel)]
    hers = [i for i in badges if carries_her and i.owner and i.owner.colliderect(her_face)]
    covered = [(i.text, tuple(i.rect)) for i in badges if i not in hers]
    assert not panel.colliderect(plate), f"the panel {panel} covers the player's plate {plate}"
    assert not covered, f"the panel {panel} covers {covered}"
    least = readable_px(0, g.ui)
    assert min(i.px for i in items if i.kind == "text" and i.panel == panel) >= least


def test_a_panel_beside_the_faces_stays_on_the_felt_where_its_words_fit_there() -> None:
    """At 1280x720, 200%, in Greek the panel set beside the teacher's face reached over the
    table's wooden rim to the window's edge, though it fitted on the felt with its words as large.
    (Where they do not, as at 960x540 in Finnish, or in a panel carrying her face, as wide as the
    window for the words' sake, it may still go over the rim: see ``_lay_out_panel``.)"""
    over_the_rim, size = set(), (1280, 720)
    for tutorial, items in played_frames(size, 200, "el"):
        (panel,) = [i for i in items if i.kind == "panel" and i.name == "tutorial"]
        her_face = any(i.kind == "portrait" and i.panel == panel.rect for i in items)
        inset = tutorial.table.view.geom.inset
        if not her_face and (panel.rect.x < inset or panel.rect.right > size[0] - inset):
            words = min(i.px for i in items if i.kind == "text" and i.panel == panel.rect)
            over_the_rim.add((tutorial.lesson(), tuple(panel.rect), words))
    assert not over_the_rim, over_the_rim
