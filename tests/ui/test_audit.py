"""The layout audit: its checks catch what a player would see wrong, and a sample of screens passes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import (
    SIZES,
    Case,
    Game,
    TileSide,
    audit,
    line_tile_side,
    problems,
    screen_resume_dialog,
    tile_side_summary,
)
from game.devtools.gallery import subjects
from game.ui import layout_items
from game.ui.cloth import cloth_rect
from game.ui.layout_items import LayoutItem
from game.ui.menus.dialogs import Dialog

WINDOW = (1280, 720)


def control(x: int, y: int, w: int = 100, h: int = 40, name: str = "b") -> LayoutItem:
    return LayoutItem("control", pygame.Rect(x, y, w, h), name=name)


def test_overlapping_controls_are_reported() -> None:
    found = problems([control(0, 0), control(50, 10)], WINDOW, 100)
    assert any("overlaps" in p for p in found)
    assert problems([control(0, 0), control(100, 0)], WINDOW, 100) == []


def test_a_control_outside_the_window_or_its_panel_is_reported() -> None:
    panel = pygame.Rect(100, 100, 200, 200)
    inside_window = LayoutItem("control", pygame.Rect(250, 120, 100, 40), panel=panel)
    assert any("outside its panel" in p for p in problems([inside_window], WINDOW, 100))
    assert any("outside the window" in p for p in problems([control(1250, 0)], WINDOW, 100))


def test_small_cut_and_broken_text_is_reported() -> None:
    small = LayoutItem("text", pygame.Rect(0, 0, 50, 10), "tiny", 9)
    assert any("under 12" in p for p in problems([small], WINDOW, 100))
    at_double = LayoutItem("text", pygame.Rect(0, 0, 50, 20), "words", 20)
    assert any("under 24" in p for p in problems([at_double], WINDOW, 200))
    broken = LayoutItem("text", pygame.Rect(0, 0, 50, 30), "Uključeno", 20, broken=True)
    assert any("breaks a word" in p for p in problems([broken], WINDOW, 100))
    cut = LayoutItem("text", pygame.Rect(0, 0, 50, 30), "cut", 20, clip=pygame.Rect(0, 0, 50, 10))
    assert any("cut" in p for p in problems([cut], WINDOW, 100))


def test_a_tooltip_behind_a_button_or_below_its_owner_is_reported() -> None:
    owner = pygame.Rect(1100, 600, 160, 40)
    tip = LayoutItem("tooltip", pygame.Rect(1000, 560, 260, 30), "why", 14, owner=owner)
    assert any("covered by" in p for p in problems([tip, control(1060, 550, 90, 30)], WINDOW, 100))
    low = LayoutItem("tooltip", pygame.Rect(1000, 620, 260, 30), "why", 14, owner=owner)
    assert any("not above" in p for p in problems([low], WINDOW, 100))


def test_a_banner_over_a_button_is_reported() -> None:
    banner = LayoutItem("banner", pygame.Rect(400, 560, 700, 50), "Open with 3-3")
    assert any("covered by banner" in p for p in problems([control(960, 570), banner], WINDOW, 200))


def test_a_see_through_modal_dialog_is_reported_and_what_it_covers_is_not_checked() -> None:
    behind = [control(0, 0), control(10, 10)]  # overlapping, but covered by the veil
    veil = LayoutItem("veil", pygame.Rect((0, 0), WINDOW), alpha=150, name="modal")
    panel = LayoutItem("panel", pygame.Rect(300, 200, 600, 300), alpha=214)
    words = LayoutItem("text", pygame.Rect(320, 220, 200, 30), "Leave the match?", 20)
    found = problems([*behind, veil, panel, words], WINDOW, 100)
    assert any("veil" in p for p in found) and any("see-through (alpha 214)" in p for p in found)
    assert not any("overlaps" in p for p in found)
    solid = [*behind, LayoutItem("veil", veil.rect, alpha=215, name="modal"), LayoutItem("panel", panel.rect), words]
    assert problems(solid, WINDOW, 100) == []


def test_a_see_through_banner_or_panel_holding_text_is_reported_measured_from_its_picture() -> None:
    """Issue 26: the title banner (and the end-of-hand panel) let the tiles behind show through."""
    picture = pygame.Surface((200, 80), pygame.SRCALPHA)
    picture.fill((20, 30, 40, 200))
    banner = LayoutItem(
        "panel", pygame.Rect(10, 10, 200, 80), alpha=layout_items.measured_alpha(picture), name="title banner"
    )
    words = LayoutItem("text", pygame.Rect(20, 20, 150, 40), "Double Six", 40)
    assert any("see-through (alpha 200)" in p for p in problems([banner, words], WINDOW, 100))
    picture.fill((20, 30, 40, 255))
    opaque = LayoutItem("panel", banner.rect, alpha=layout_items.measured_alpha(picture))
    assert problems([opaque, words], WINDOW, 100) == []
    assert problems([banner], WINDOW, 100) == []  # no words on it: nothing to read through


def board(kind: str, x: int, y: int, size: tuple[int, int] = (68, 34), text: str = "") -> LayoutItem:
    return LayoutItem(kind, pygame.Rect((x, y), size), text)


TABLE = LayoutItem("table", pygame.Rect(0, 44, 1280, 676))


def test_the_board_under_a_banner_a_button_or_a_plate_is_reported_but_not_under_the_end_of_hand_panel() -> None:
    """Issue 26 defect 1: at 200% the status banner lay over the line of play."""
    tile = board("tile", 500, 400)
    banner = LayoutItem("banner", pygame.Rect(300, 390, 700, 60), "Choose an end")
    assert any(
        "tile at (500, 400, 68, 34) is covered by banner" in p for p in problems([TABLE, tile, banner], WINDOW, 200)
    )
    plate = LayoutItem("plate", pygame.Rect(540, 380, 120, 52), text="Ana")
    assert any("covered by plate 'Ana'" in p for p in problems([TABLE, tile, plate], WINDOW, 100))
    end_panel = LayoutItem("panel", pygame.Rect(200, 100, 880, 500), name="hand end")
    assert problems([TABLE, tile, end_panel], WINDOW, 100) == []
    assert problems([TABLE, tile, board("ghost", 568, 400)], WINDOW, 100) == []


def test_a_label_on_a_tile_stacked_tiles_and_a_board_off_the_table_are_reported() -> None:
    """Issue 26 defect 5 ("Right (R)" over a placed tile) and the 3-player arms' stacked tiles."""
    tile = board("tile", 600, 300, (34, 68))
    label = board("label", 590, 330, (60, 18), "Right (R)")
    assert any("label 'Right (R)' sits on tile" in p for p in problems([TABLE, tile, label], WINDOW, 100))
    assert problems([TABLE, tile, board("label", 590, 280, (60, 18), "Right (R)")], WINDOW, 100) == []
    stacked = board("tile", 610, 320, (34, 68))
    assert any("is stacked on" in p for p in problems([TABLE, tile, stacked], WINDOW, 100))
    assert problems([TABLE, tile, board("tile", 634, 300, (34, 68))], WINDOW, 100) == []  # side by side
    assert any("off the table" in p for p in problems([TABLE, board("ghost", 600, 20)], WINDOW, 100))


@pytest.mark.parametrize("screen", ["title", "settings", "resume dialog", "table draw tooltip", "table choosing end"])
def test_the_worst_cases_of_issue_15_pass(screen: str) -> None:
    """Title, Settings (Serbian at 200%), the resume dialog and the table's Draw tooltip and status banner."""
    cases = [Case(screen, "sr", 200, ((1280, 720), (960, 540))), Case(screen, "en", 100, SIZES[:2])]
    checked, found = audit(cases, report=lambda line: None)
    assert checked == 4
    assert [str(p) for p in found] == []


def test_the_resume_dialog_shows_all_three_answers_at_200_percent(tmp_path: Path) -> None:
    """Issue 15: at 200% in 1280x720 "Not now" was pushed out of sight."""
    game = Game(tmp_path / "data", "en", 200)
    try:
        screen_resume_dialog(game)
        dialog = game.top
        assert isinstance(dialog, Dialog)
        assert [c.key for c in dialog.controls if dialog.shown(c)] == ["continue", "discard", "later"]
    finally:
        game.close()


def test_text_running_into_text_on_its_line_is_reported() -> None:
    """Issue 26 defect 7: the Finnish Statistics headers read "Voitetut erätVoitetut ottelut"."""
    hands = LayoutItem("text", pygame.Rect(640, 90, 138, 20), "Voitetut erät", 15)
    matches = LayoutItem("text", pygame.Rect(780, 90, 144, 20), "Voitetut ottelut", 15)
    assert any("runs into" in p for p in problems([hands, matches], WINDOW, 100))
    apart = LayoutItem("text", pygame.Rect(800, 90, 124, 20), "Voitetut ottelut", 15)
    below = LayoutItem("text", pygame.Rect(640, 112, 138, 20), "Ei vielä", 15)
    assert problems([hands, apart, below], WINDOW, 100) == []


def test_a_button_under_a_panel_that_is_not_its_own_is_reported() -> None:
    """Issue 26 defect 6: the tile tracker's panel ran down over the Tracker and Undo buttons."""
    button = control(900, 420, 130, 36, "Tracker (T)")
    tracker = LayoutItem("panel", pygame.Rect(860, 180, 400, 260), name="tracker")
    assert any("'Tracker (T)' is covered by panel" in p for p in problems([button, tracker], WINDOW, 100))
    own = LayoutItem("control", pygame.Rect(900, 420, 130, 36), panel=pygame.Rect(860, 180, 400, 300), name="OK")
    assert problems([LayoutItem("panel", pygame.Rect(860, 180, 400, 300)), own], WINDOW, 100) == []


def test_the_hint_bubble_is_covered_by_nothing_and_covers_no_tile(app: object) -> None:
    """The hint's bubble is noted: a panel over it or the bubble over a tile is reported; drawn,
    it moves off the tiles that run down to the status line."""
    from game.ui import theme
    from game.ui.table.render.aid_panel import hint_plan, paint_hint
    from game.ui.table.render.geometry import geometry

    g = geometry(WINDOW, 2, 1.0)
    chain = pygame.Rect(g.chain)
    low = [pygame.Rect(x, chain.bottom - 40, 34, 34) for x in range(chain.x, chain.right - 34, 36)]
    surface = pygame.Surface(WINDOW)
    with layout_items.recording() as items:
        layout_items.note_board(pygame.Rect(0, 44, 1280, 676), low)
        words = ("Play 6-6: it keeps your sixes", "3 of 7 sixes unseen")
        paint_hint(surface, g, hint_plan(theme.Fonts(), g, words, low))
    bubble = next(item for item in items if item.kind == "banner")
    assert bubble.name == "hint" and [i.text for i in items if i.kind == "text"] == [
        "Play 6-6: it keeps your sixes",
        "3 of 7 sixes unseen",
    ]
    assert bubble.rect.collidelist(low) < 0, "the bubble goes where no tile is"
    assert problems(list(items), WINDOW, 100) == []
    over = [*items, LayoutItem("panel", bubble.rect.inflate(-10, -10), name="tracker")]
    assert any("banner 'Play 6-6" in p and "covered by panel" in p for p in problems(over, WINDOW, 100))
    on_tile = [TABLE, board("tile", bubble.rect.x, bubble.rect.y), bubble]
    assert any("is covered by banner 'Play 6-6" in p for p in problems(on_tile, WINDOW, 100))


def test_a_status_reason_wrapped_to_two_lines_is_reported(app: object) -> None:
    """A reason too long for one line wraps, and its banner grows taller than the status row."""
    from game.ui import theme
    from game.ui.table.render import hud
    from game.ui.table.render.geometry import geometry

    size = (960, 540)
    g = geometry(size, 2, 2.0)
    surface = pygame.Surface(size)
    short, long = "Your turn", "Not that one: the 6-4 does not fit either open end of the line, which are 2 and 3 now"
    for reason, wraps in ((short, False), (long, True)):
        with layout_items.recording() as items:
            hud.hint(surface, theme.Fonts(), g, reason, urgent=True)
        banner = next(item for item in items if item.kind == "banner")
        assert (banner.rect.h > g.status.h) is wraps
        found = [p for p in problems(list(items), size, 200) if "wraps" in p]
        assert bool(found) is wraps, found


def seat(kind: str, rect: tuple[int, int, int, int], text: str) -> LayoutItem:
    return LayoutItem(kind, pygame.Rect(rect), text)


AINO = [seat("portrait", (560, 60, 100, 100), "aino"), seat("plate", (670, 80, 200, 60), "Aino")]
SVEN = [seat("portrait", (60, 200, 100, 100), "sven"), seat("plate", (40, 310, 160, 60), "Sven")]


def test_a_banner_or_bubble_over_a_face_is_reported() -> None:
    """Issue 25: at 200% the hint's bubble lay over the opponent's portrait."""
    hint = LayoutItem("banner", pygame.Rect(300, 120, 400, 50), "Play 6-1", name="hint")
    assert any("banner 'Play 6-1' lies over portrait 'aino'" in p for p in problems([*AINO, hint], WINDOW, 200))
    clear = LayoutItem("banner", pygame.Rect(300, 200, 400, 50), "Play 6-1", name="hint")
    assert problems([*AINO, clear], WINDOW, 200) == []
    owner = pygame.Rect(60, 200, 140, 170)
    bubble = LayoutItem("bubble", pygame.Rect(170, 120, 420, 60), "Hi!", 15, owner=owner)
    assert any("bubble 'Hi!' lies over portrait 'aino'" in p for p in problems([*AINO, *SVEN, bubble], WINDOW, 100))


def test_a_badge_over_another_seats_plate_is_reported_not_over_its_own() -> None:
    """Issue 25: at 200% a side seat's badge lay over the top seat's name plate."""
    sven = pygame.Rect(40, 200, 160, 170)
    over_aino = LayoutItem("badge", pygame.Rect(640, 100, 90, 30), "Pass", owner=sven)
    assert any(
        "badge 'Pass' lies over another seat's plate 'Aino'" in p
        for p in problems([*AINO, *SVEN, over_aino], WINDOW, 100)
    )
    own = LayoutItem("badge", pygame.Rect(150, 320, 90, 30), "Pass", owner=sven)
    assert problems([*AINO, *SVEN, own], WINDOW, 100) == []


def test_points_touching_a_plate_are_reported() -> None:
    """Issue 25: the "+10" held over the line touched the top seat's plate."""
    touching = LayoutItem("points", pygame.Rect(700, 142, 80, 50), "+10", 46)
    assert any("points '+10' touches plate 'Aino'" in p for p in problems([*AINO, touching], WINDOW, 200))
    apart = LayoutItem("points", pygame.Rect(700, 146, 80, 50), "+10", 46)
    assert problems([*AINO, apart], WINDOW, 200) == []


def test_a_ghost_or_banner_over_a_bubbles_words_is_reported() -> None:
    """Issue 25: at 960x540 200% the left ghost was drawn over Dragan's bubble."""
    bubble = LayoutItem("bubble", pygame.Rect(200, 200, 300, 90), "Fast.", 30, owner=pygame.Rect(40, 200, 150, 170))
    ghost = board("ghost", 450, 250)
    assert any("bubble 'Fast.' lies over ghost at" in p for p in problems([bubble, ghost], WINDOW, 200))
    assert problems([bubble, board("ghost", 520, 250)], WINDOW, 200) == []
    status = LayoutItem("banner", pygame.Rect(420, 240, 300, 40), "Your turn")
    assert any("bubble 'Fast.' is covered by banner 'Your turn'" in p for p in problems([bubble, status], WINDOW, 200))
    padding = LayoutItem("banner", pygame.Rect(490, 240, 300, 40), "Your turn")  # over its padding, not its words
    assert problems([bubble, padding], WINDOW, 200) == []


def test_a_badge_or_bubble_over_a_tile_of_the_line_or_a_ghost_is_reported() -> None:
    """Issue 25: a seat's "Domino!" badge or its bubble hid the line's tiles and the ghosts it
    would be played at."""
    sven = pygame.Rect(40, 200, 160, 170)
    badge = LayoutItem("badge", pygame.Rect(200, 300, 90, 30), "Domino!", owner=sven)
    bubble = LayoutItem("bubble", pygame.Rect(200, 200, 300, 90), "Fast.", 30, owner=sven)
    for said, name in ((badge, "badge 'Domino!'"), (bubble, "bubble 'Fast.'")):
        for kind in ("tile", "ghost"):
            under = board(kind, said.rect.right - 10, said.rect.bottom - 10)
            assert any(f"{name} lies over {kind} at" in p for p in problems([TABLE, under, said], WINDOW, 100))
            beside = board(kind, said.rect.right, said.rect.bottom)  # touching corners: nothing covered
            assert problems([TABLE, beside, said], WINDOW, 100) == []


def test_the_line_tiles_short_side_is_measured_where_the_line_shows_and_summed_up_per_size_and_scale() -> None:
    """A figure for the camera's changes: the smallest tile's short side, none under a veil."""
    line = [TABLE, board("tile", 500, 400, (68, 34)), board("tile", 568, 383, (34, 68)), board("ghost", 600, 400)]
    assert line_tile_side(line) == 34
    assert line_tile_side([*line, LayoutItem("veil", pygame.Rect(0, 0, *WINDOW), alpha=230, name="modal")]) is None
    assert line_tile_side([TABLE, board("ghost", 600, 400)]) is None
    sides = [TileSide("a", (960, 540), 200, "en", px) for px in (30, 40, 44)]
    sides.append(TileSide("a", (960, 540), 100, "el", 20))
    assert tile_side_summary(sides)[1:] == ["  960x540 100%: 20/20 (n=1)", "  960x540 200%: 30/40 (n=3)"]


def test_a_button_over_a_tile_a_seat_holds_is_reported() -> None:
    back = LayoutItem("hand", pygame.Rect(1108, 448, 34, 17))
    found = problems([back, control(963, 428, 260, 72, "Tracker")], WINDOW, 200)
    assert any("'Tracker' lies over a seat's tile" in p for p in found)
    assert problems([back, control(820, 428, 260, 72, "Tracker")], WINDOW, 200) == []


def test_the_aid_buttons_keep_off_the_right_hand_seats_backs_at_200_percent() -> None:
    """The cold review: at 200% the Tracker button hid two of the right-hand seat's six backs."""
    cases = [Case("table 3 players at the start", "en", 200, ((1280, 720), (960, 540)))]
    checked, found = audit(cases, report=lambda line: None)
    assert checked == 2
    assert [str(p) for p in found] == []


def test_a_bubble_over_the_tables_rim_is_reported() -> None:
    size = (2560, 1440)
    felt = cloth_rect(size)
    said = LayoutItem("bubble", pygame.Rect(felt.right - 400, 211, 481, 240), "Every hand counts")
    assert any("leaves the felt" in p for p in problems([said], size, 200))
    assert problems([replace(said, rect=said.rect.move(-120, 0))], size, 200) == []


def test_the_salon_ghosts_bubble_stays_on_the_felt_at_200_percent(tmp_path: Path) -> None:
    """The cold review: at 2560x1440 and 200% Ilmari's words crossed the salon's gilt rim."""
    subject = next(s for s in subjects() if s.stem == "salon-ghost")
    size = (2560, 1440)
    game = Game(tmp_path / "data", "en", 200, size)
    try:
        for _label in subject.opener(game):
            items = game.draw()
            bubbles = [item for item in items if item.kind == "bubble"]
            assert bubbles
            assert problems(bubbles, size, 200) == []
    finally:
        game.close()


def test_a_bubble_or_banner_over_a_badge_is_reported() -> None:
    """The cold review: a greeting bubble covered half of a "Draws 1" badge, and the status
    line ("No tile fits…") ran over the player's own "Draws 1"."""
    sven = pygame.Rect(40, 200, 160, 170)
    badge = LayoutItem("badge", pygame.Rect(200, 200, 120, 40), "Draws 1", owner=sven)
    bubble = LayoutItem("bubble", pygame.Rect(260, 180, 300, 90), "Hi!", 30, owner=sven)
    assert any("bubble 'Hi!' lies over badge 'Draws 1'" in p for p in problems([badge, bubble], WINDOW, 200))
    status = LayoutItem("banner", pygame.Rect(300, 230, 500, 40), "No tile fits")
    assert any("banner 'No tile fits' lies over badge 'Draws 1'" in p for p in problems([badge, status], WINDOW, 200))
    assert problems([badge, replace(bubble, rect=bubble.rect.move(120, 0))], WINDOW, 200) == []
    assert problems([badge, replace(status, rect=status.rect.move(0, 10))], WINDOW, 200) == []


@pytest.mark.parametrize(
    ("screen", "language", "sizes"),
    [
        ("table 4 players badges", "en", ((1280, 720), (960, 540))),
        ("table drawing for you", "en", ((960, 540),)),
        ("table drawing for you", "el", ((960, 540), (1920, 1080))),
    ],
)
def test_speech_and_the_status_line_keep_off_the_badges_at_200_percent(
    screen: str, language: str, sizes: tuple[tuple[int, int], ...]
) -> None:
    """The cold review: in the crowded 4-player table at 200% Aino's greeting covered half of
    her "Draws 1"; at 960x540 200% "No tile fits: drawing for you…" ran over the player's (in
    Greek it wrapped to two lines, over the aid buttons too)."""
    checked, found = audit([Case(screen, language, 200, sizes)], report=lambda line: None)
    assert checked == len(sizes)
    assert [str(p) for p in found] == []


def test_a_banner_over_a_name_plate_is_reported() -> None:
    """A Quick Round's cheer ("You win!") is a banner: it keeps the names readable, as the hint does."""
    cheer = LayoutItem("banner", pygame.Rect(600, 130, 400, 80), "You win!", name="cheer")
    assert any("banner 'You win!' lies over plate 'Aino'" in p for p in problems([*AINO, cheer], WINDOW, 200))
    assert problems([*AINO, replace(cheer, rect=cheer.rect.move(0, 40))], WINDOW, 200) == []


def test_a_quick_rounds_cheer_keeps_off_the_top_seats_face_at_200_percent() -> None:
    """The cheer's ribbon was not seen by the audit; recorded, it lay on Aino's face at 1280x720
    200%, and in Greek at 960x540 200% over the handle that folds the panel away."""
    cases = [
        Case("quick round won", "en", 200, ((1280, 720), (960, 540))),
        Case("quick round won", "el", 200, ((960, 540),)),
    ]
    checked, found = audit(cases, report=lambda line: None)
    assert checked == 3
    assert [str(p) for p in found] == []
