"""Where the seats' speech hangs: a badge keeps off the line's tiles, and a bubble, once shown,
keeps its place for its life unless what it now covers is something it must not cover."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.devtools.audit import Game, problems, screen_table_four_badges
from game.ui import layout_items, theme
from game.ui.app import App
from game.ui.callouts import Callouts
from game.ui.session import SessionTable
from game.ui.table.render.geometry import geometry
from game.ui.table.render.hud import Stamps
from game.ui.table.render.layout import Box
from game.ui.table.render.moments import seat_speech_anchor
from game.ui.table.render.seat_hud import (
    BadgeShown,
    BubbleShown,
    HudFrame,
    bubble_room,
    draw_badges,
    draw_bubbles,
    hang_bubbles,
)

WINDOW = (1280, 720)
WORDS = "Hi! I hope you like doubles."


def hung(
    frame: HudFrame, callouts: Callouts, keep_off: tuple[tuple[Box, ...], tuple[Box, ...]] = ((), ())
) -> pygame.Rect:
    """Where the frame's one bubble is drawn after an update that hangs it, with ``keep_off``
    (what the scene draws over the view, the line)."""
    hang(frame, callouts, keep_off)
    return drawn(frame, callouts, keep_off)


def hang(frame: HudFrame, callouts: Callouts, keep_off: tuple[tuple[Box, ...], tuple[Box, ...]] = ((), ())) -> None:
    """The scene's update: where the frame's bubbles hang this frame."""
    fonts = theme.Fonts()
    hang_bubbles(bubble_room(frame, WINDOW, fonts, callouts, keep_off), fonts, callouts)


def drawn(
    frame: HudFrame, callouts: Callouts, keep_off: tuple[tuple[Box, ...], tuple[Box, ...]] = ((), ())
) -> pygame.Rect:
    """Where a frame drawn with no update before it shows the frame's one bubble."""
    surface = pygame.Surface(WINDOW)
    with layout_items.recording() as items:
        draw_bubbles(frame, surface, theme.Fonts(), callouts, keep_off)
    (bubble,) = (item.rect for item in items if item.kind == "bubble")
    return bubble


def frame_saying(*bubbles: BubbleShown, badges: tuple[BadgeShown, ...] = ()) -> HudFrame:
    return HudFrame(geometry(WINDOW, 3), "", (), "", (), (), badges, (), bubbles)


def test_a_bubble_keeps_its_place_when_what_the_scene_draws_over_the_view_comes_and_goes(app: App) -> None:
    """The hint or the tracker opening over a bubble moves it; closed again, the bubble stays
    where it went instead of jumping back mid-line; one elsewhere does not move it at all."""
    g = geometry(WINDOW, 3)
    bubble = BubbleShown(WORDS, 1.0, g.seats[1])
    frame, callouts = frame_saying(bubble), Callouts()
    first = hung(frame, callouts)
    panel = Box(*first.inflate(20, 20))  # the tracker opened over it
    second = hung(frame, callouts, ((panel,), ()))
    assert not second.colliderect(pygame.Rect(panel)), "a panel over the bubble moves it"
    assert hung(frame, callouts) == second, "closed again, the bubble stays where it went"
    far = Box(g.width - 60, g.height - 60, 40, 40)
    assert hung(frame, callouts, ((far,), ())) == second, "a panel elsewhere does not move it"


def test_a_bubble_said_anew_is_hung_at_its_best_place_again(app: App) -> None:
    """The place is kept for one bubble's life: once it is gone, the next is placed afresh."""
    g = geometry(WINDOW, 3)
    bubble = BubbleShown(WORDS, 1.0, g.seats[1])
    frame, callouts = frame_saying(bubble), Callouts()
    first = hung(frame, callouts)
    moved = hung(frame, callouts, ((Box(*first.inflate(20, 20)),), ()))
    assert moved != first
    hang(frame_saying(), callouts)  # a frame without it: gone
    assert hung(frame, callouts) == first


def test_a_bubble_moves_off_the_line_that_grows_under_it(app: App) -> None:
    g = geometry(WINDOW, 3)
    frame, callouts = frame_saying(BubbleShown(WORDS, 1.0, g.seats[1])), Callouts()
    first = hung(frame, callouts)
    tile = Box(first.centerx - 30, first.centery - 15, 60, 30)
    assert not hung(frame, callouts, ((), (tile,))).colliderect(pygame.Rect(tile))


def test_a_badge_hangs_off_the_line_where_its_anchor_lies_on_it(app: App) -> None:
    """Issue 25: at 200% the top seat's "Pass" hung under its face, over the line's tiles."""
    g = geometry(WINDOW, 4, 2.0)
    top = next(place for place in g.seats if place.side == "top")
    at = seat_speech_anchor(top.portrait, top.plate, top.side, g.px(6))
    frame = HudFrame(g, "", (), "", (), (), (BadgeShown("Pass", 1.0, at),), ())
    surface = pygame.Surface(WINDOW)

    def badge(line: tuple[Box, ...]) -> pygame.Rect:
        with layout_items.recording() as items:
            draw_badges(frame, surface, theme.Fonts(), Stamps(), line)
        (rect,) = (item.rect for item in items if item.kind == "badge")
        return rect

    alone = badge(())
    tile = Box(alone.centerx - 30, alone.centery - 15, 60, 30)
    moved = badge((tile,))
    assert not moved.colliderect(pygame.Rect(tile)), "off the line's tile"
    others = [pygame.Rect(b) for p in g.seats if p != top for b in (p.plate, p.portrait) if b.w]
    assert moved.collidelist(others) < 0 and pygame.Rect((0, 0), WINDOW).contains(moved)


def test_drawing_alone_never_moves_a_bubble(app: App) -> None:
    """Draw only reads: frames drawn with no update between them show the bubble where the last
    update hung it, even once a panel opens over it; the next update moves it off the panel."""
    g = geometry(WINDOW, 3)
    frame, callouts = frame_saying(BubbleShown(WORDS, 1.0, g.seats[1])), Callouts()
    first = hung(frame, callouts)
    panel = Box(*first.inflate(20, 20))
    assert drawn(frame, callouts, ((panel,), ())) == first, "a frame drawn before the update leaves it"
    assert drawn(frame, callouts, ((panel,), ())) == first, "and so does the next"
    hang(frame, callouts, ((panel,), ()))
    moved = drawn(frame, callouts, ((panel,), ()))
    assert not moved.colliderect(pygame.Rect(panel)), "the update moves it off the panel"
    assert drawn(frame, callouts) == moved, "closed again before the update, it stays where it went"


def test_a_bubble_with_no_place_clear_of_a_badge_waits_for_one(tmp_path: Path) -> None:
    """The cold review: in the crowded 4-player table at 200% Aino's greeting covered half of
    her "Draws 1" (every other place lay over a face or the line). It waits while the badge is
    up, and is shown once there is a place for it, over no badge."""
    game = Game(tmp_path / "data", "en", 200, WINDOW)
    try:
        screen_table_four_badges(game)
        table = game.top
        assert isinstance(table, SessionTable)
        frame = table.view.hud_frame(game.app.fonts)
        assert frame.bubbles, "the greeting is said while the badges are up"
        items = game.draw()
        said = [item for item in items if item.kind in ("badge", "bubble")]
        assert [item.kind for item in said] == ["badge", "badge"], "the greeting waits"
        shown = 0
        while table.view.hud_frame(game.app.fonts).bubbles:
            game.frames()
            said = [item for item in game.draw() if item.kind in ("badge", "bubble")]
            assert problems(said, WINDOW, 200) == []
            shown += any(item.kind == "bubble" for item in said)
        assert shown, "the badges gone, the greeting is shown"
    finally:
        game.close()
