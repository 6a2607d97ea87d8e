"""The hand end's free-room search: the rooms it finds are exactly the largest rectangles clear
of every obstacle (the panel's place depends on them), in the same order as before it was made cheap."""

from __future__ import annotations

import random

import pygame

from game.ui.scenes.hand_end import free_rects


def _every_split(area: pygame.Rect, obstacles: list[pygame.Rect]) -> list[tuple[int, int, int, int]]:
    """The plain search: split every room, then drop each room another holds (all against all)."""
    rooms = [pygame.Rect(area)]
    for obstacle in obstacles:
        parts: set[tuple[int, int, int, int]] = set()
        for room in rooms:
            if not room.colliderect(obstacle):
                parts.add(tuple(room))  # type: ignore[arg-type]
                continue
            if obstacle.left > room.left:
                parts.add((room.left, room.top, obstacle.left - room.left, room.h))
            if obstacle.right < room.right:
                parts.add((obstacle.right, room.top, room.right - obstacle.right, room.h))
            if obstacle.top > room.top:
                parts.add((room.left, room.top, room.w, obstacle.top - room.top))
            if obstacle.bottom < room.bottom:
                parts.add((room.left, obstacle.bottom, room.w, room.bottom - obstacle.bottom))
        split = [pygame.Rect(part) for part in parts]
        rooms = [r for r in split if not any(o.contains(r) and o != r for o in split)]
    return [tuple(r) for r in rooms]  # type: ignore[misc]


def test_rooms_are_the_largest_clear_rectangles_in_order() -> None:
    chance = random.Random(25)
    for _ in range(40):
        area = pygame.Rect(0, 0, 1280, 720)
        obstacles = [
            pygame.Rect(
                chance.randrange(1200), chance.randrange(660), chance.randrange(10, 160), chance.randrange(9, 99)
            )
            for _ in range(chance.randrange(1, 30))
        ]
        rooms = free_rects(area, obstacles)
        assert [tuple(r) for r in rooms] == _every_split(area, obstacles)
        for room in rooms:
            assert area.contains(room) and room.collidelist(obstacles) < 0
