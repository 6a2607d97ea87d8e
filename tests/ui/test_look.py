"""The table's look as a player sees it: tiles that are objects (a side edge away from the lamp,
whichever way they lie), ghosts that never pass for played tiles, pictures drawn once per size,
faces that blink, a room beside the table at wide windows, and ambient life that reduced
motion stills."""

from __future__ import annotations

import math

import pygame
import pytest

from game.engine.tiles import tile
from game.ui import venues
from game.ui.ambience import Ambience
from game.ui.portraits import Expression, portrait
from game.ui.table.render.draw_tile import TileArt, depth
from tests.ui.test_art import luminance


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def _opaque_box(surface: pygame.Surface) -> pygame.Rect:
    return surface.get_bounding_rect(min_alpha=200)


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_a_tile_shows_its_side_edge_down_and_right_whichever_way_it_lies(angle: int) -> None:
    art, s = TileArt(), 60
    picture = art.face(tile(0, 0), s, angle)
    assert picture.get_size() == ((s, 2 * s) if angle % 180 else (2 * s, s)), "the footprint never changes"
    box = _opaque_box(picture)
    middle_x, middle_y = box.centerx, box.centery
    face = luminance(picture.get_at((middle_x - s // 4, middle_y - s // 4)))
    bottom = picture.get_at((middle_x, box.bottom - 2))
    right = picture.get_at((box.right - 2, middle_y))
    assert bottom.a > 200 and right.a > 200, "the edge is solid"
    assert luminance(bottom) < face * 0.8 and luminance(right) < face * 0.8, (
        "the edge is in shade, darker than the face"
    )
    top_left = picture.get_at((box.x + depth(s) // 2 + s // 8, box.y + 1))
    assert luminance(top_left) > luminance(bottom), "the top-left edge is lit, not the edge"


def test_a_face_is_drawn_once_per_size_and_again_at_a_new_size() -> None:
    art = TileArt()
    first = art.face(tile(3, 5), 40, 90)
    assert art.face(tile(3, 5), 40, 90) is first
    bigger = art.face(tile(3, 5), 64, 90)
    assert bigger is not first and bigger.get_size() == (64, 128), "a zoom draws the tile at the size shown"


def test_a_ghost_is_see_through_inside_a_bright_outline_and_a_soft_glow() -> None:
    """A ghost is its face, faintly see-through, inside an ice-blue line round its rounded shape,
    and past the line a soft ice-blue glow fading out (no dashed box round it)."""
    art, s = TileArt(), 50
    ghost = art.ghost(tile(2, 4), s, 0)
    played = art.face(tile(2, 4), s, 0)
    middle = ghost.get_rect().center
    inside = ghost.get_at((middle[0] - s // 2, middle[1]))
    assert inside.a < 230, "the felt shows through a ghost, faintly"
    assert played.get_at((s // 2, s // 2)).a == 255
    line = next(y for y in range(ghost.get_height()) if ghost.get_at((middle[0], y)).a == 255)
    outline = ghost.get_at((middle[0], line))
    assert outline.b > 200 and outline.r < outline.b, "a solid ice-blue outline"
    glow = [ghost.get_at((middle[0], y)) for y in range(line - 1, -1, -1)]
    assert all(c.b > c.r for c in glow if c.a), "the glow past it is ice blue"
    fading = [c.a for c in glow]
    assert 60 < fading[0] < 255 and fading[-1] < 10, ("a soft glow fading out", fading)
    assert all(a >= b for a, b in zip(fading, fading[1:], strict=False)), fading


def test_a_blink_shuts_the_eyes_and_is_kept_like_any_face() -> None:
    open_eyes = portrait("kaisa", Expression.NEUTRAL, 96)
    shut = portrait("kaisa", Expression.NEUTRAL, 96, blink=True)
    assert pygame.image.tobytes(open_eyes, "RGBA") != pygame.image.tobytes(shut, "RGBA")
    assert portrait("kaisa", Expression.NEUTRAL, 96, blink=True) is shut


def test_six_expressions_at_least() -> None:
    wanted = {"neutral", "thinking", "pleased", "delighted", "annoyed", "surprised"}
    assert wanted <= {e.value for e in Expression}


def _strip_spread(surface: pygame.Surface, rect: pygame.Rect) -> float:
    small = pygame.transform.smoothscale(surface.subsurface(rect), (16, 48))
    greys = [luminance(small.get_at((x, y))) for y in range(48) for x in range(16)]
    mean = sum(greys) / len(greys)
    return math.sqrt(sum((g - mean) ** 2 for g in greys) / len(greys))


@pytest.mark.parametrize("look_id", ["cafe", "harbour", "salon"])
def test_a_wide_window_shows_the_venues_room_beside_the_table(look_id: str) -> None:
    size = (2560, 1080)
    cloth = venues.cloth_rect(size)
    assert cloth.x > 200, "the table keeps its shape; the room shows on both sides"
    picture = venues.table_surface(look_id, size)
    side = pygame.Rect(0, 0, cloth.x - 40, size[1])
    plain = venues.table_surface("default", size)
    assert _strip_spread(picture, side) > 2 * _strip_spread(plain, side), (
        "something stands in the room, not a bare wall"
    )


def test_a_window_of_the_tables_shape_is_all_table() -> None:
    cloth = venues.cloth_rect((1280, 720))
    assert cloth.w > 1280 * 0.9 and cloth.h > 720 * 0.9


def _frames(ambience: Ambience, look_id: str, size: tuple[int, int], times: list[float]) -> set[bytes]:
    table = venues.table_surface(look_id, size)
    pictures = set()
    for now in times:
        surface = table.copy()
        ambience.draw(surface, now)
        pictures.add(pygame.image.tobytes(surface, "RGB"))
    return pictures


@pytest.mark.parametrize("look_id", ["cafe", "harbour", "salon", "default"])
def test_the_venues_light_lives_and_reduced_motion_stills_it(look_id: str) -> None:
    size = (2560, 1080)
    times = [0.0, 1.3, 2.9, 4.4]
    assert len(_frames(Ambience(look_id, size, still=False), look_id, size, times)) == len(times)
    still = _frames(Ambience(look_id, size, still=True), look_id, size, times)
    assert still == {pygame.image.tobytes(venues.table_surface(look_id, size), "RGB")}, "nothing moves, nothing added"


def test_the_ambience_is_faint() -> None:
    """The light breathes, it does not flash: no pixel of the cloth changes by more than a little."""
    size = (1280, 720)
    table = venues.table_surface("default", size)
    lit = table.copy()
    Ambience("default", size, still=False).draw(lit, 3.5)  # the breath at its fullest
    cloth = venues.cloth_rect(size)
    worst = max(
        abs(luminance(lit.get_at((x, y))) - luminance(table.get_at((x, y))))
        for x in range(cloth.x, cloth.right, 37)
        for y in range(cloth.y, cloth.bottom, 29)
    )
    assert 0 < worst < 0.06


def _drawn_box(sprite: object, now: float) -> pygame.Rect:
    from game.ui.table.render.sprites import Sprite, draw_sprite

    assert isinstance(sprite, Sprite)
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    draw_sprite(surface, TileArt(), sprite, now)
    return surface.get_bounding_rect(min_alpha=200)


def test_a_hand_end_flip_pops_the_tile_up_so_it_is_seen_across_the_room() -> None:
    from game.ui.table.render.sprites import Pose, Sprite

    sprite = Sprite(tile(2, 5), Pose(200, 150, 30, 0, face_up=False))
    at_rest = _drawn_box(sprite, 0.0)
    sprite.retarget(Pose(200, 150, 30, 0, face_up=True), now=0.0, duration=1.0)
    turning = _drawn_box(sprite, 0.3)
    assert turning.w > at_rest.w * 1.2, "larger while it turns over"
    settled = _drawn_box(sprite, 1.5)
    assert abs(settled.w - at_rest.w) <= 2 and abs(settled.h - at_rest.h) <= 2, "and back to its size once face up"


def test_a_tile_in_flight_casts_its_shadow_farther_the_higher_it_is() -> None:
    from game.ui.table.render.sprites import Pose, Sprite, draw_sprite

    def shadow_reach(now: float) -> int:
        sprite = Sprite(tile(1, 1), Pose(100, 150, 30, 0, face_up=True))
        sprite.retarget(Pose(300, 150, 30, 0, face_up=True), now=0.0, duration=1.0)
        surface = pygame.Surface((400, 300), pygame.SRCALPHA)
        draw_sprite(surface, TileArt(), sprite, now)
        tile_box = surface.get_bounding_rect(min_alpha=200)
        return surface.get_bounding_rect(min_alpha=1).bottom - tile_box.bottom

    assert shadow_reach(0.5) > shadow_reach(0.1) > 0


def test_idle_faces_blink_now_and_then_not_together_and_sway_a_little() -> None:
    from game.ui.portraits import BLINK_EVERY, idle

    times = [i / 60 for i in range(60 * 20)]
    for character in ("aino", "dragan"):
        shut = [t for t in times if idle(character, t)[2]]
        assert 20 / BLINK_EVERY[1] - 1 <= len(shut) / 8 <= 20 / BLINK_EVERY[0] + 1, (
            "a blink every few seconds, a few frames long"
        )
        assert all(abs(idle(character, t)[0]) < 0.02 for t in times), "the head moves by a hair, never jumps"
    together = [t for t in times if idle("aino", t)[2] and idle("dragan", t)[2]]
    assert len(together) < len(times) / 100


def test_a_speech_bubble_wraps_its_words_and_points_at_the_speaker() -> None:
    from game.ui import theme
    from game.ui.callouts import Callouts

    fonts, callouts = theme.Fonts(), Callouts()
    long = callouts.bubble(fonts, "Some risks don't pay. Most do. And some pay twice over.", 18, 200, "left")
    short = callouts.bubble(fonts, "Obviously.", 18, 200, "left")
    assert long.get_width() <= 200 + 60 and long.get_height() > short.get_height() * 1.5, "wrapped, not one long line"
    assert callouts.bubble(fonts, "Obviously.", 18, 200, "left") is short, "drawn once"
    column = [short.get_at((1, y)).a for y in range(short.get_height())]
    assert any(column) and sum(1 for a in column if a) < len(column) / 3, "a tail, not the body, reaches the left edge"


@pytest.mark.parametrize("players", [2, 4])
def test_points_are_big_enough_to_read_across_the_room(players: int) -> None:
    """At a small window (1280x720, 100%) the words of the "+10" held over the table (their solid
    pixels, not the glow) stand a twelfth of the window's height: at 46 design units they were
    46 px, a label rather than a moment."""
    from game.ui import theme
    from game.ui.callouts import Callouts
    from game.ui.table.render.geometry import geometry
    from game.ui.table.render.moments import HELD, points_px

    pygame.display.set_mode((1280, 720))
    px = points_px(geometry((1280, 720), players, 1.0), HELD)
    words = Callouts().points(theme.Fonts(), 10, px).get_bounding_rect(min_alpha=250)
    assert words.h >= 720 // 12, (px, words.size)


def test_backs_take_the_venues_colour() -> None:
    art = TileArt()
    plain = art.back(40)
    navy = art.with_backs(venues.LOOKS["harbour"].backs).back(40)
    assert navy is not plain and art.with_backs(venues.LOOKS["harbour"].backs).back(40) is navy
    assert art.back(40) is plain, "the art a table was given keeps its own backs"
    middle = navy.get_at((20, 20))
    assert middle.b > middle.r, "the harbour's backs are navy"
    assert len({look.backs for look in venues.LOOKS.values()}) == len(venues.LOOKS), "each venue its own backs"
