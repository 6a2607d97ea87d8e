"""The moment a match is decided, before its card: a banner, faces large, a burst from the cup
after a win; a quiet banner and the winner pleased after a loss; skipped by a key or a click
that does nothing else; still and shorter with reduced motion; said by the screen reader."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pygame
import pytest

from game.domain.modes import Mode
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.scoring import DOMINO, HandResult
from game.i18n import set_language
from game.speech.speaker import Speaker
from game.ui import layout_items
from game.ui.app import App
from game.ui.portraits import Expression
from game.ui.scenes.match_end import MatchEndScene
from game.ui.scenes.match_moment import ARRIVE, LOSS_TIME, STILL_TIME, WIN_TIME, sitters
from game.ui.seats import Seat
from game.ui.speech.reader import Reader
from game.ui.table.snapshot import TableSnapshot
from tests.speech.voices import HeardVoice, opener
from tests.ui.last_move import points_near_the_end, resumed
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_match_end import lost_match_end, play_the_last_tile, run_for, won_points_match
from tests.ui.test_play_a_hand import FRAME, click, press


def drawn(app: App) -> list[layout_items.LayoutItem]:
    """What a frame of the top screen puts where (the window as it is drawn)."""
    with layout_items.recording() as items:
        for scene in app.stack.visible():
            scene.draw(app.window)
    return list(items)


def words(app: App) -> set[str]:
    return {item.text for item in drawn(app) if item.kind == "text"}


def lost_points_match(app: App, data_dir: Path) -> MatchEndScene:
    saves = points_near_the_end(data_dir, winner=1)
    resumed(app, saves, Mode.POINTS)
    return lost_match_end(app)


def test_a_won_match_opens_on_its_moment_then_the_card(app: App, tmp_path: Path) -> None:
    _menu, table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.moment is not None
    scores = table.controller.match.scores
    run_for(app, ARRIVE + 0.05)
    shown = words(app)
    assert end.moment is not None and "You win the match!" in shown
    assert f"Final score after 2 hands: You {scores[0]} · Aino {scores[1]}" in shown, "the landed final score"
    assert "Back to menu" not in shown, "the card waits for the moment"
    banner = next(i for i in drawn(app) if i.kind == "text" and i.text == "You win the match!")
    assert banner.px >= 40, "a banner read across the room"
    assert end.moment.sitters == (), "the beaten opponent is not the picture of the player's win"
    cup = end.moment.placed.cup
    assert cup is not None and cup.h >= 160, "the cup, large, is the picture of the win"
    assert abs(cup.centerx - app.size[0] // 2) <= 1, "in the middle"
    run_for(app, WIN_TIME - ARRIVE)
    assert end.moment is None
    assert {"You win the match!", "Back to menu", "Play again"} <= words(app)


def test_the_cup_throws_confetti_and_near_pieces_are_larger_brighter_and_faster(app: App, tmp_path: Path) -> None:
    _menu, _table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.confetti is not None and end.moment is not None
    falling = len(end.confetti.pieces)
    run_for(app, 0.3)
    thrown = [p for p in end.confetti.pieces if p.thrown]
    assert len(end.confetti.pieces) > falling and thrown, "a burst from the cup"
    cup = end.moment.placed.cup
    assert cup is not None
    assert all(abs(p.x - cup.centerx) < app.size[0] / 2 for p in thrown)
    assert sum(p.y < cup.centery for p in thrown) > len(thrown) / 2, "thrown up and out"

    def picture_stats(depth: int) -> tuple[float, float]:
        pictures = [s for (_kind, _c, d, _k, _a), s in end.confetti.pictures.items() if d == depth]  # type: ignore[union-attr]
        area = sum(s.get_width() * s.get_height() for s in pictures) / len(pictures)
        light = sum(sum(pygame.transform.average_color(s)[:3]) for s in pictures) / len(pictures)
        return area, light

    far, near = picture_stats(0), picture_stats(2)
    assert near[0] > 2 * far[0] and near[1] > far[1]
    falling_speed = {d: max(p.fall for p in end.confetti.pieces if p.depth == d) for d in (0, 2)}
    assert falling_speed[2] > falling_speed[0]


def test_a_click_skips_the_moment_and_presses_nothing(app: App, tmp_path: Path) -> None:
    """The click lands where "Play again" will be: it only skips; the next click plays again."""
    _menu, table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.moment is not None
    app.step(FRAME)
    click(end.new_button.rect.center)
    app.step(FRAME)
    assert end.moment is None and app.stack.top is end, "skipped to the card, nothing pressed"
    assert table.controller.match.over, "no new match dealt"
    click(end.new_button.rect.center)
    app.step(FRAME)
    assert app.stack.top is table and table.controller.match.scores == (0, 0)


def test_a_key_skips_the_moment_and_presses_nothing(app: App, tmp_path: Path) -> None:
    _menu, table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.moment is not None
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert end.moment is None and app.stack.top is end, "Enter skipped the moment only"
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is table, "then Enter presses the card's default: Play again"


def test_a_lost_match_has_a_quiet_moment_with_the_winner_pleased(app: App, tmp_path: Path) -> None:
    end = lost_points_match(app, tmp_path)
    assert end.moment is not None and end.confetti is None
    assert [(s.character, s.expression) for s in end.moment.sitters] == [("aino", Expression.PLEASED)]
    assert end.moment.placed.cup is None
    run_for(app, 0.6)
    assert "Aino wins the match" in words(app) and "Back to menu" not in words(app)
    run_for(app, LOSS_TIME - 0.6 + 0.1)
    assert end.moment is None and "Play again" in words(app)


def test_with_reduced_motion_the_moment_is_shorter_and_still(app: App, tmp_path: Path) -> None:
    saves = points_near_the_end(tmp_path, winner=0)
    saves.change_settings(saves.settings.changed(reduced_motion=True))
    _menu, table = resumed(app, saves, Mode.POINTS)
    play_the_last_tile(app, table)
    end = app.stack.top
    assert isinstance(end, MatchEndScene) and end.moment is not None
    assert STILL_TIME < LOSS_TIME < WIN_TIME
    app.step(FRAME)
    first = pygame.image.tobytes(app.window, "RGB")
    run_for(app, STILL_TIME / 2)
    assert end.moment is not None
    assert pygame.image.tobytes(app.window, "RGB") == first, "nothing moves"
    run_for(app, STILL_TIME / 2 + 0.1)
    assert end.moment is None


def test_the_screen_reader_says_the_banner_and_the_final_score(app: App, tmp_path: Path) -> None:
    _menu, table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.moment is not None
    reader = Reader(Speaker(opener(HeardVoice())[1]))
    said = " ".join(s.text for s in reader.read(end, None, touched=False))
    scores = table.controller.match.scores
    assert said.startswith("You win the match!")
    assert f"Final score after 2 hands: You {scores[0]} · Aino {scores[1]}." in said


def test_in_a_partnership_the_partner_is_delighted_and_the_winners_pleased() -> None:
    """After a win the partner (seat 2) is shown delighted beside the cup, the beaten opponents
    not at all; after a loss the winning pair, both of them, are shown pleased."""
    seats = (Seat("You", None), *(Seat(c.title(), FirstLegalPlayer(), c) for c in ("nikos", "eleni", "dragan")))

    def finished(winner: int) -> TableSnapshot:
        match = Match.new(PRESETS["partners"], 4, 100)
        points = tuple(100 if unit == winner else 0 for unit in range(2))
        match = match.after_hand(HandResult(DOMINO, winner, winner, (0,) * 4, points, winner), 0)
        assert match.over and match.winner == winner
        return cast("TableSnapshot", SimpleNamespace(match=match, seats=seats))

    won = [(s.character, s.expression) for s in sitters(finished(0), won=True)]
    assert won == [("eleni", Expression.DELIGHTED)]
    lost = [(s.character, s.expression) for s in sitters(finished(1), won=False)]
    assert lost == [("nikos", Expression.PLEASED), ("dragan", Expression.PLEASED)]


def test_resizing_during_the_moment_keeps_the_table_as_dim_and_the_cups_burst(app: App, tmp_path: Path) -> None:
    """The window resized while the moment plays: the table behind the banner stays as dark as
    it was (veiled and spotlit, not spotlit alone), and the cup's confetti is still flying."""
    _menu, _table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.moment is not None
    run_for(app, 0.3)
    assert end.moment is not None and end.confetti is not None
    before = sum(pygame.transform.average_color(end.spotlit)[:3])
    end.resize(app.size)  # as the app does on a window resize
    after = sum(pygame.transform.average_color(end.spotlit)[:3])
    assert abs(after - before) <= 3, f"the table behind the banner went from {before} to {after}"
    app.step(FRAME)
    assert end.moment is not None and end.confetti is not None
    assert any(p.thrown for p in end.confetti.pieces), "the cup's burst survives the resize"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_in_a_small_window_at_200_percent_the_cup_and_the_partner_stay_the_picture(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """A partnership won at 200% in a small window: the cup and the delighted partner stand
    beside each other, each taller than the banner (stacked, the cup shrank to a small thing
    over a banner taller than itself), and the banner still reads across the room."""
    from game.devtools.audit import Game
    from game.devtools.gallery import MOMENT_AT, _points_lineup, faces_drawn_at_once, last_move, one_point_short, settle

    with faces_drawn_at_once():
        game = Game(tmp_path / "data", "el", 200, size)
        try:
            match, lineup = _points_lineup(game, "partners", 4)
            last_move(game, one_point_short(match, 0), lineup, 0)
            settle(game, MOMENT_AT)
            end = game.top
            assert isinstance(end, MatchEndScene) and end.moment is not None
            placed = end.moment.placed
            items = game.draw()
        finally:
            game.close()
            set_language("en")
    assert placed.cup is not None and len(placed.faces) == 1
    assert min(placed.cup.h, placed.face_px) >= placed.banner.h, (placed.cup, placed.face_px, placed.banner)
    banner = [i for i in items if i.kind == "text" and i.text == "Κερδίζεις την παρτίδα!"]
    assert banner and banner[0].px >= 30, "the banner still reads across the room"


def greek_moment_at_200(data_dir: Path, size: tuple[int, int], *, won: bool) -> tuple[MatchEndScene, pygame.Rect]:
    """The gallery's Café match decided, in Greek at 200%, mid-moment; and where the score bar is."""
    from game.devtools.audit import Game
    from game.devtools.gallery import faces_drawn_at_once, match_end

    with faces_drawn_at_once():
        game = Game(data_dir, "el", 200, size)
        try:
            assert next(match_end(won=won)(game)) == "moment"
            end = game.top
        finally:
            game.close()
            set_language("en")
    assert isinstance(end, MatchEndScene) and end.moment is not None
    assert end.sky.top > 0, "the score bar is on the table under the moment"
    return end, pygame.Rect(0, 0, size[0], end.sky.top)


@pytest.mark.parametrize(("size", "outcome"), [((2560, 1440), "won"), ((1280, 720), "lost")])
def test_the_final_score_reads_on_its_own_dark_plate(tmp_path: Path, size: tuple[int, int], outcome: str) -> None:
    """Under the banner the final score stands on a dark plate: whatever the dimmed table shows
    right beside the words (a seat's "Σωρός" label) reads apart from them, never as part of them.
    (The plate ends a little past the words: as wide as the banner, it blacked out badges far off.)"""
    end, _bar = greek_moment_at_200(tmp_path / "data", size, won=outcome == "won")
    moment = end.moment
    assert moment is not None
    moment.elapsed = moment.duration - 0.01  # everything has arrived
    bright = pygame.Surface(size)
    bright.fill((210, 210, 200))  # the brightest table the words could lie over
    with layout_items.recording() as noted:
        moment.draw_front(bright)
    line = moment.placed.line
    (words,) = [i.rect for i in noted if i.kind == "text" and i.rect.colliderect(line)]
    strip_w = line.h // 2
    ends = [pygame.Rect(words.x - strip_w, line.y, strip_w, line.h), pygame.Rect(words.right, line.y, strip_w, line.h)]
    for strip in ends:  # beside the words, where the table's labels were
        shade = pygame.transform.average_color(bright, strip)
        assert sum(shade[:3]) / 3 < 70, f"the table shows through beside the final score: {shade} at {strip}"


def test_the_cup_and_its_confetti_stay_below_the_score_bar(tmp_path: Path) -> None:
    """At 2560x1440 and 200% the cup stands under the score bar, and the confetti it throws
    falls from under the bar: neither covers the bar's names, scores or target."""
    end, bar = greek_moment_at_200(tmp_path / "data", (2560, 1440), won=True)
    moment = end.moment
    assert moment is not None and moment.placed.cup is not None
    assert moment.placed.cup.top >= bar.bottom, (moment.placed.cup, bar)
    confetti = end.confetti
    assert confetti is not None
    for _ in range(round(0.6 / FRAME)):  # the burst flies out of the cup, upwards too
        end.update(FRAME)
        with_it, without = pygame.Surface((2560, 1440)), pygame.Surface((2560, 1440))
        end.draw(with_it)
        end.confetti = None
        end.draw(without)
        end.confetti = confetti
        assert end.moment is not None, "still the moment"
        over_the_bar = pygame.image.tobytes(with_it.subsurface(bar), "RGB")
        assert over_the_bar == pygame.image.tobytes(without.subsurface(bar), "RGB"), "confetti over the score bar"
    assert any(p.thrown for p in confetti.pieces), "the cup threw its confetti"


def test_the_light_behind_the_cup_stays_below_the_score_bar(tmp_path: Path) -> None:
    """The burst of light behind the cup is three cups tall: at 1280x720 and 200% its rays
    reached over the score bar's names and scores. The bar is drawn the same with and without it."""
    end, bar = greek_moment_at_200(tmp_path / "data", (1280, 720), won=True)
    moment = end.moment
    assert moment is not None and moment.rays is not None and moment.placed.cup is not None
    moment.elapsed = moment.duration / 2  # the light fully up
    end.confetti = None
    rays = moment.rays
    assert rays.get_rect(center=moment.placed.cup.center).top < bar.bottom, "the light is tall enough to reach the bar"
    with_it, without = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    end.draw(with_it)
    moment.rays = None
    end.draw(without)
    moment.rays = rays
    assert with_it.get_at(moment.placed.cup.midtop) != without.get_at(moment.placed.cup.midtop), "the light shows"
    over_the_bar = pygame.image.tobytes(with_it.subsurface(bar), "RGB")
    assert over_the_bar == pygame.image.tobytes(without.subsurface(bar), "RGB"), "the light lies over the score bar"


def test_the_cups_plaque_is_engraved_with_the_winners_score(app: App, tmp_path: Path) -> None:
    """The moment's cup carries the winner's final score on its plaque, as the bar shows it (a
    blank plaque looked unfinished; the target engraved there, 50 beside "You 62", read as a
    wrong score): its plinth is the score's engraving, in the plaque's gold."""
    from game.ui.celebration import trophy_picture

    _menu, table, end = won_points_match(app, tmp_path, past_the_moment=False)
    assert isinstance(end, MatchEndScene) and end.moment is not None
    assert end.moment.cup is not None and end.moment.placed.cup is not None
    match = table.controller.match
    assert match.winner is not None and match.target is not None
    score, cup_h = match.scores[match.winner], end.moment.placed.cup.h
    assert score != match.target, "the script's match ends past its target"
    engraved, plain = end.moment.cup, trophy_picture(cup_h)
    as_scored = pygame.image.tobytes(trophy_picture(cup_h, str(score)), "RGBA")
    assert pygame.image.tobytes(engraved, "RGBA") == as_scored, f"the plaque does not say {score}"
    w, h = engraved.get_size()
    plaque = pygame.Rect(w * 3 // 10, h * 71 // 100, w * 4 // 10, h * 11 // 100)  # inside the plinth

    def gold(picture: pygame.Surface) -> int:
        return sum(
            1
            for x in range(plaque.left, plaque.right)
            for y in range(plaque.top, plaque.bottom)
            if (c := picture.get_at((x, y))).r > 150 and c.g > 110 and c.b < 140 and c.a > 200
        )

    assert gold(engraved) > gold(plain) + 20, f"no engraving of {score} on the plaque"
