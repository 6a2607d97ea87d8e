"""Setup's seats nobody takes (issue #26 defect 13): dimmer than the rows the player can change,
and saying what would seat someone there."""

from __future__ import annotations

import pygame

from game.domain.modes import Mode
from game.ui.menus.setup import SetupScene

from .driver import Driver


def luminance(color: tuple[int, ...]) -> float:
    return 0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2]


def look(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float]:
    """(the row's fill at its left edge, its brightest pixel: its words)."""
    fill = luminance(tuple(surface.get_at((rect.x + 4, rect.centery))))
    pixels = ((x, y) for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2))
    words = max(luminance(tuple(surface.get_at(xy))) for xy in pixels)
    return fill, words


def test_a_seat_nobody_takes_is_drawn_dimmer_than_a_row_the_player_can_change(game: Driver) -> None:
    setup = SetupScene(game.app, game.session, Mode.QUICK)
    game.app.stack.push(setup)
    game.choose("preset", "Block")
    game.choose("players", "2")
    game.focus("preset")
    game.frames(1)
    surface = game.app.window
    off, on = setup.control("seat2"), setup.control("players")
    assert not off.enabled and on.enabled
    (off_fill, off_words), (on_fill, on_words) = look(surface, off.rect), look(surface, on.rect)
    assert off_fill <= on_fill, (off_fill, on_fill)  # before: the seat nobody takes was lit brighter
    assert off_words < on_words - 40, (off_words, on_words)


def test_a_seat_nobody_takes_says_how_many_players_would_seat_someone_there(game: Driver) -> None:
    setup = SetupScene(game.app, game.session, Mode.QUICK)
    game.app.stack.push(setup)
    game.choose("preset", "Block")
    game.choose("players", "2")
    seat2, seat3 = setup.control("seat2"), setup.control("seat3")
    assert seat2.detail is not None and seat3.detail is not None
    assert seat2.detail() == "Choose 3 players or more to seat someone here"
    assert seat3.detail() == ""  # said once, on the first seat nobody takes
    game.choose("players", "3")
    assert seat2.enabled and "Choose" not in seat2.detail()
    assert seat3.detail() == "Choose 4 players to seat someone here"
