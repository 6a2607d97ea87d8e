"""At 200% in a large window (1920x1080, 2560x1440) the teacher's panel lay across the top of the
table over her portrait and name plate in a fifth of the hand's frames (carrying a small copy of
her face), and it was placed to cover as little of her as it could: her portrait's ring and her
plate showed in a sliver above it, a face cut off by a panel. The panel now stands beside her
seat where the room there holds its words at a readable size; where nothing else holds them (a
small window in Greek) it hides the whole height of her seat, no sliver."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.score_sheet import readable_px
from game.ui.scenes.tutorial import TEACHER, TutorialScene
from tests.ui.tutorial_frames import played_frames


def _her_seat(tutorial: TutorialScene) -> tuple[pygame.Rect, pygame.Rect]:
    """The teacher's portrait and name plate."""
    place = tutorial.table.view.geom.seats[TEACHER]
    return pygame.Rect(place.portrait), pygame.Rect(place.plate)


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "el"])
def test_in_a_large_window_the_panel_stands_clear_of_her_portrait_and_plate(
    size: tuple[int, int], language: str
) -> None:
    frames = 0
    for tutorial, items in played_frames(size, 200, language):
        (panel,) = [i for i in items if i.kind == "panel" and i.name == "tutorial"]
        portrait, plate = _her_seat(tutorial)
        where = f"{size} {language}, lesson {tutorial.lesson()}"
        assert not panel.rect.colliderect(portrait), (
            f"the panel {panel.rect} lies over her portrait {portrait} at {where}"
        )
        assert not panel.rect.colliderect(plate), f"the panel {panel.rect} lies over her plate {plate} at {where}"
        least = readable_px(0, tutorial.table.view.geom.ui)
        small = [(i.text, i.px) for i in items if i.kind == "text" and i.panel == panel.rect and i.px < least]
        assert not small, f"words under {least} px at {where}: {small}"
        frames += 1
    assert frames > 50


def test_where_the_panel_must_lie_over_her_seat_it_hides_all_of_its_height() -> None:
    """960x540 at 200% in Greek: no room beside her seat holds the words; the panel over it (her
    face in it) reaches from above her portrait and plate to below them."""
    over = 0
    for tutorial, items in played_frames((960, 540), 200, "el"):
        (panel,) = [i.rect for i in items if i.kind == "panel" and i.name == "tutorial"]
        face, plate = _her_seat(tutorial)
        seat = face.union(plate)
        if panel.collidelist([face, plate]) < 0:  # beside them, if in the box round both (under a raised plate)
            continue
        over += 1
        where = f"lesson {tutorial.lesson()}"
        assert panel.top <= seat.top and panel.bottom >= seat.bottom, (
            f"{panel} leaves part of her seat {seat} at {where}"
        )
        assert panel.x <= seat.x and panel.right >= seat.right, f"{panel} leaves part of her seat {seat} at {where}"
    assert over, "the panel never lay over her seat here: nothing was checked"
