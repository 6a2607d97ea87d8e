"""Hands stay tidy however long they grow: inside their band, in one row or column, no overlaps."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.tiles import TILES
from game.ui.table.render.geometry import geometry
from game.ui.table.render.hand import human_hand, opponent_hand, revealed_hand
from game.ui.table.render.sprites import Pose


def box_of(pose: Pose) -> pygame.Rect:
    w, h = (pose.size, 2 * pose.size) if pose.angle % 180 else (2 * pose.size, pose.size)
    return pygame.Rect(round(pose.x - w / 2), round(pose.y - h / 2), w, h)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (3840, 2160)])
@pytest.mark.parametrize("count", [1, 7, 14, 21])
def test_the_human_hand_fits_its_band_without_overlaps(size: tuple[int, int], count: int) -> None:
    g = geometry(size, 2)
    poses = human_hand(TILES[:count], g)
    boxes = sorted((box_of(p) for p in poses.values()), key=lambda r: r.x)
    band = pygame.Rect(g.seats[0].hand)
    assert all(band.contains(b) for b in boxes)
    assert all(a.right <= b.x for a, b in itertools.pairwise(boxes)), "face-up tiles must not cover each other"
    assert pygame.Rect(g.boneyard).collidelist(boxes) == -1
    assert pygame.Rect(g.draw_button).collidelist(boxes) == -1
    assert min(b.w for b in boxes) >= g.px(24), "tiles stay big enough to read (as before the rack grew)"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("count", [1, 7, 21])
def test_opponent_hands_stay_in_their_place(players: int, count: int) -> None:
    g = geometry((960, 540), players)
    chain = pygame.Rect(g.chain)
    for place in g.seats[1:]:
        boxes = [box_of(p) for p in opponent_hand(TILES[:count], place, g, face_up=False).values()]
        assert all(pygame.Rect(place.hand).contains(b) for b in boxes)
        assert chain.collidelist(boxes) == -1, "an opponent's tiles never lie on the chain"
        assert pygame.Rect(place.plate).collidelist(boxes) == -1


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_hand_turned_over_at_the_end_reads_from_across_the_room(players: int, size: tuple[int, int]) -> None:
    """The pips counted at the hand's end are on tiles more than half the rack's size (at 36 design
    units they were under half, and read as crumbs beside the rack)."""
    g = geometry(size, players)
    rack = min(p.size for p in human_hand(TILES[:7], g).values())
    for place in g.seats[1:]:
        poses = revealed_hand(TILES[:7], place, g).values()
        assert min(p.size for p in poses) > rack * 0.55, (place.side, rack)
