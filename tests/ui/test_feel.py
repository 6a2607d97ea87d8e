"""The feel of the table, seen on real frames: faces at the seats, their expressions and
words appearing as moves land, the boneyard counting down per landed draw, All Fives points
reaching the score before it changes, and auto-draw."""

from __future__ import annotations

import itertools
import random
import statistics
from concurrent.futures import Executor, Future
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.engine.actions import DRAW, Action, Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import TILES, Tile, tile
from game.ui import layout_items
from game.ui.app import App
from game.ui.callouts import BURST_STAGES, points_glow
from game.ui.pace import PACES
from game.ui.portraits import Expression
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.session import seats_for
from game.ui.table.plan import TablePlan
from game.ui.table.render import hud, moments, seat_hud
from game.ui.table.render.moments import POINTS_PX, FaceShown, Moments, SaidShown
from game.ui.table.render.motion import BADGE_TIME
from game.ui.table.render.style import DEFAULT_STYLE, TableStyle
from tests.ui.afresh import paint_afresh
from tests.ui.players import FirstLegalPlayer

FRAME = 1 / 60


class Seen:
    """What the view paints each frame: the face at each portrait, the badges' words, the
    boneyard counter, the score bar's scores and every text it paints."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.faces: dict[str, Expression] = {}
        self.badges: list[str] = []
        self.counter: int | None = None
        self.bar: dict[str, int] = {}
        self.bar_words: list[str] = []  # every text the score bar paints
        # seat_hud imports the two from moments; they are patched where seat_hud looks them up
        portrait, badge = seat_hud.draw_portrait, seat_hud.draw_badge  # type: ignore[attr-defined]
        counter, bar = hud.counter, hud.score_bar

        def draw_portrait(surface: Any, faces: Any, shown: FaceShown, *ring: Any) -> None:
            self.faces[shown.character] = shown.face
            portrait(surface, faces, shown, *ring)

        def draw_badge(surface: Any, fonts: Any, g: Any, stamps: Any, shown: SaidShown) -> None:
            self.badges.append(shown.words)
            badge(surface, fonts, g, stamps, shown)

        def count(surface: Any, fonts: Any, g: Any, shown: hud.Boneyard) -> None:
            self.counter = shown.drawable
            counter(surface, fonts, g, shown)

        def score_bar(surface: Any, fonts: Any, shown: hud.BarShown) -> None:
            self.bar = {name: score for name, score, _turn in shown.units}
            self.bar_words = []
            reading: Any = Reading(fonts, self.bar_words)  # stands in for the Fonts the bar is given
            bar(surface, reading, shown)

        monkeypatch.setattr(seat_hud, "draw_portrait", draw_portrait)
        monkeypatch.setattr(seat_hud, "draw_badge", draw_badge)
        monkeypatch.setattr(hud, "counter", count)
        monkeypatch.setattr(hud, "score_bar", score_bar)
        paint_afresh(monkeypatch)

    def frame(self, app: App, table: TableScene) -> None:
        self.faces, self.badges, self.counter, self.bar, self.bar_words = {}, [], None, {}, []
        table.draw(app.window)


class Reading:
    """Fonts that note every text they render, so a test reads what the player reads."""

    def __init__(self, fonts: Any, words: list[str]) -> None:
        self._fonts, self._words = fonts, words

    def text(self, words: str, *args: Any, **kwargs: Any) -> Any:
        self._words.append(words)
        return self._fonts.text(words, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._fonts, name)


def prepared(
    rules: str, hands: list[list[Tile]], starter: int, boneyard: list[Tile] | None = None, opening: Tile | None = None
) -> HandState:
    """A hand dealt as a test wants it (the other tiles in the boneyard, in TILES order unless given)."""
    held = {t for hand in hands for t in hand}
    rest = boneyard if boneyard is not None else [t for t in TILES if t not in held]
    return HandState.new(PRESETS[rules], hands, rest, starter, opening)


def table_for(app: App, state: HandState, style: TableStyle = DEFAULT_STYLE, speed: str = "normal") -> TableScene:
    seats = (Seat("You", None), Seat("Aino", FirstLegalPlayer(), "aino"))
    match = Match.new(state.rules, state.players, 100)
    table = TableScene(app, Sitting(seats, match, random.Random(1), state), PACES[speed], TablePlan(style=style))
    app.stack.push(table)
    return table


def settle(app: App, table: TableScene, frames: int = 600) -> None:
    """Frames until nothing moves and the pause after the last move is over."""
    for _ in range(frames):
        app.step(FRAME)
        if table.view.ready:
            return


def test_every_opponent_is_drawn_with_their_own_portrait(app: App) -> None:
    seats = seats_for(["aino", "nikos", "kaisa"])
    rules = PRESETS["classic"]
    table = TableScene(app, Sitting(seats, Match.new(rules, 4, 100), random.Random(2)), PACES["instant"], TablePlan())
    app.stack.push(table)
    app.step(FRAME)
    table.draw(app.window)
    pictures = []
    for seat in (1, 2, 3):
        box = pygame.Rect(table.view.geom.seats[seat].portrait)
        assert box.w >= 60, "about 72 px at 100% in a 1280x720 window"
        shown = pygame.image.tobytes(app.window.subsurface(box), "RGB")
        assert shown != pygame.image.tobytes(table.view.background.subsurface(box), "RGB"), "a face, not the felt"
        pictures.append(shown)
    assert len(set(pictures)) == 3, "each character looks like themself"
    top = table.view.geom.seats[2].portrait
    assert abs(top.x + top.w / 2 - app.size[0] / 2) <= 1, "the seat across is centred on its side"


class HeldExecutor(Executor):
    """A worker that answers only when the test lets it: a computer stays "searching"."""

    def __init__(self) -> None:
        self.held: list[tuple[Future[Any], Any, tuple[Any, ...]]] = []

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.held.append((future, fn, args))
        return future

    def release(self) -> None:
        for future, fn, args in self.held:
            future.set_result(fn(*args))
        self.held.clear()


def test_a_computer_looks_thoughtful_while_it_searches_and_pleased_once_its_domino_lands(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = Seen(monkeypatch)
    held = HeldExecutor()
    app.executor = held
    # Aino (seat 1) opens with her only tile: a domino.
    state = prepared("block", [[tile(6, 6), tile(5, 5), tile(4, 4), tile(3, 3), tile(2, 2)], [tile(6, 1)]], starter=1)
    table = table_for(app, state)
    settle(app, table)
    assert table.controller.pending is not None and not table.controller.pending.done()
    seen.frame(app, table)
    assert seen.faces["aino"] is Expression.THINKING
    held.release()
    app.step(FRAME)
    played = table.sprites[tile(6, 1)]
    assert played.moving(table.now)
    seen.frame(app, table)
    assert seen.faces["aino"] is not Expression.DELIGHTED and "Domino!" not in seen.badges, "not before it lands"
    while played.moving(table.now):
        app.step(FRAME)
    app.step(FRAME)
    seen.frame(app, table)
    assert seen.faces["aino"] is Expression.DELIGHTED and "Domino!" in seen.badges
    table.view.update(1.6, app.art)  # the end-of-hand panel is on top now: the table's clock on its own
    seen.frame(app, table)
    assert seen.faces["aino"] is Expression.NEUTRAL and "Domino!" not in seen.badges, "both pass after a while"


def test_a_pass_is_said_at_the_seat_only_when_it_lands(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = Seen(monkeypatch)
    # The human opens 6-6; Aino holds no six and cannot draw in Block: she passes.
    hands = [[tile(6, 6), tile(5, 5), tile(4, 4)], [tile(0, 1), tile(0, 2), tile(1, 2)]]
    table = table_for(app, prepared("block", hands, starter=0))
    settle(app, table)
    table.commit(Play(tile(6, 6)))
    for _ in range(600):
        before = len(table.state.history)
        app.step(FRAME)
        if len(table.state.history) > before and table.state.history[-1].seat == 1:
            break
    assert table.state.history[-1].seat == 1 and table.view.busy, "Aino's pass is playing"
    seen.frame(app, table)
    assert "Pass" not in seen.badges and seen.faces["aino"] is not Expression.ANNOYED
    while table.view.busy:
        app.step(FRAME)
    seen.frame(app, table)
    assert "Pass" in seen.badges and seen.faces["aino"] is Expression.ANNOYED


def test_auto_draw_draws_tile_by_tile_until_one_fits_and_the_counter_ticks_as_each_lands(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = Seen(monkeypatch)
    # Aino opens 6-6; the human holds no six; the boneyard gives three blanks-and-ones, then 6-3.
    hands = [[tile(0, 0), tile(0, 1), tile(1, 1)], [tile(6, 6), tile(5, 5)]]
    held = {t for hand in hands for t in hand}
    first = [tile(0, 2), tile(1, 2), tile(2, 2), tile(6, 3)]
    boneyard = first + [t for t in TILES if t not in held and t not in first]
    state = prepared("classic", hands, starter=1, boneyard=boneyard, opening=tile(6, 6))
    table = table_for(app, state, TableStyle(auto_draw=True))
    counts: list[int] = []
    statuses = set()
    for _ in range(900):
        app.step(FRAME)
        seen.frame(app, table)
        statuses.add(table.status()[0])
        assert seen.counter is not None
        if not counts or counts[-1] != seen.counter:
            landed = [t for t in first if t in table.sprites and table.sprites[t].end.layer == 2]
            assert all(not table.sprites[t].moving(table.now) for t in landed[: len(counts)])
            counts.append(seen.counter)
        if table.state.hands[0] & tile(6, 3).bit and not table.view.busy:
            break
    assert table.state.drawn == 4, "three that did not fit, then 6-3 that does"
    assert counts == [len(boneyard) - i for i in range(5)], f"one tick per landed draw, not {counts}"
    assert any(isinstance(a, Play) for a in table.human_legal()), "it stops when a tile fits"
    assert "No tile fits: drawing for you until one does…" in statuses, "the status says what is happening"
    assert table.status()[0] != "No tile fits: drawing for you until one does…", "and stops saying it"


@pytest.mark.parametrize("reduced_motion", [False, True])
def test_at_instant_speed_auto_draw_waits_for_nothing(app: App, *, reduced_motion: bool) -> None:
    hands = [[tile(0, 0), tile(0, 1), tile(1, 1)], [tile(6, 6), tile(5, 5)]]
    held = {t for hand in hands for t in hand}
    first = [tile(0, 2), tile(1, 2), tile(6, 3)]
    boneyard = first + [t for t in TILES if t not in held and t not in first]
    state = prepared("classic", hands, starter=1, boneyard=boneyard, opening=tile(6, 6))
    table = table_for(app, state, TableStyle(auto_draw=True, reduced_motion=reduced_motion), speed="instant")
    for _ in range(12):
        app.step(FRAME)
    assert table.state.drawn == 3 and table.human_to_move, "a frame per draw, no pauses between them"


def test_without_auto_draw_the_player_is_asked_to_draw(app: App) -> None:
    hands = [[tile(0, 0), tile(0, 1), tile(1, 1)], [tile(6, 6), tile(5, 5)]]
    table = table_for(app, prepared("classic", hands, starter=1), TableStyle(auto_draw=False))
    for _ in range(200):
        app.step(FRAME)
    assert table.human_legal() == [DRAW] and table.state.drawn == 0


def test_all_fives_points_reach_the_score_before_it_changes(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seen = Seen(monkeypatch)
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    table = table_for(app, prepared("allfives", hands, starter=0))
    settle(app, table)
    opening: Action = Play(tile(5, 5))
    table.commit(opening)  # ten on the table: ten for the player
    played = table.sprites[tile(5, 5)]
    while played.moving(table.now):
        app.step(FRAME)
    landed_at = table.now
    seen.frame(app, table)
    assert seen.bar["You"] == 0, "the tile has landed, the points are still on their way"
    assert table.view.scoreboard.flights
    flight = table.view.scoreboard.flights[0]
    assert flight.duration >= 0.9, "long enough to read: up from the line, held, across to the score"
    while table.now < landed_at + flight.duration - FRAME:
        app.step(FRAME)
        seen.frame(app, table)
        assert seen.bar["You"] == 0
    for _ in range(2):
        app.step(FRAME)
    seen.frame(app, table)
    assert seen.bar["You"] == 10, "the score shows the points once they arrive"


def test_all_fives_points_swell_over_the_line_then_shrink_into_the_score_which_glows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    glows: list[tuple[float, float]] = []
    glow = hud.score_glow

    def score_glow(surface: Any, g: Any, stamps: Any, box: Any, strength: float) -> None:
        glows.append((table.now, strength))
        glow(surface, g, stamps, box, strength)

    monkeypatch.setattr(hud, "score_glow", score_glow)
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    table = table_for(app, prepared("allfives", hands, starter=0))
    settle(app, table)
    table.commit(Play(tile(5, 5)))
    while not table.view.scoreboard.flights:
        app.step(FRAME)
        table.draw(app.window)
    flight = table.view.scoreboard.flights[0]
    played = pygame.Rect(table.view.hand_rect(tile(5, 5)))
    seen = []
    while table.view.scoreboard.flights:
        shown = table.view.hud_frame(app.fonts).flights[0]
        seen.append((table.now - flight.t0, shown.at, shown.scale))
        app.step(FRAME)
        table.draw(app.window)
    for _ in range(20):
        app.step(FRAME)
        table.draw(app.window)
    held = [(at, scale) for age, at, scale in seen if 0.35 * flight.duration <= age < 0.5 * flight.duration]
    assert held and all(not played.collidepoint(at) and scale >= 1.1 for at, scale in held), (
        "large beside the line's end (not on its tile), held to be read"
    )
    assert seen[-1][2] < 0.7 and seen[-1][1][1] < table.view.geom.top_bar.bottom, "small as it reaches the score bar"
    assert glows and glows[0][0] >= flight.t0 + flight.duration, "the score glows once the points are there"
    assert glows[0][1] > glows[-1][1], "and the glow fades"


def test_all_fives_points_won_in_play_are_in_the_score(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Points made during the hand are the player's at once: the bar reads 10, not "0 +10"."""
    seen = Seen(monkeypatch)
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    table = table_for(app, prepared("allfives", hands, starter=0))
    settle(app, table)
    table.commit(Play(tile(5, 5)))  # ten on the table: ten for the player
    while table.view.scoreboard.flights or table.sprites[tile(5, 5)].moving(table.now):
        app.step(FRAME)
    seen.frame(app, table)
    assert "10" in seen.bar_words, f"the score bar reads {seen.bar_words}"
    assert not any("+" in words for words in seen.bar_words), f"the score bar reads {seen.bar_words}"


def test_at_the_end_the_hidden_hand_turns_over_tile_by_tile_and_its_pips_count_up(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    plates: dict[str, str] = {}
    plate = hud.name_plate

    def name_plate(surface: Any, fonts: Any, g: Any, shown: hud.Plate) -> None:
        plates[shown.name] = shown.detail
        plate(surface, fonts, g, shown)

    monkeypatch.setattr(hud, "name_plate", name_plate)
    hidden = [tile(5, 5), tile(4, 4), tile(3, 3)]
    table = table_for(app, prepared("block", [[tile(6, 6)], hidden], starter=0))
    settle(app, table)
    table.commit(Play(tile(6, 6)))  # out at once: a domino
    while not table.view.revealed:
        app.step(FRAME)
    flips = [table.sprites[t] for t in hidden]
    starts = sorted(sprite.t0 for sprite in flips)
    motion = table.view.motion
    assert [round(b - a, 3) for a, b in itertools.pairwise(starts)] == [motion.flip_step] * 2, "one after another"
    assert motion.flip_step >= 0.08 and motion.flip >= 0.3, "each turn seen on its own (40 ms apart, 0.2 s before)"
    assert all(sprite.duration == motion.flip and sprite.end.face_up for sprite in flips)
    g = table.view.geom
    assert all(sprite.end.size >= 1.5 * g.back_size for sprite in flips), "turned over large, read from across the room"
    shown = [pygame.Rect(table.view.hand_rect(t)) for t in hidden]
    assert pygame.Rect(g.chain).collidelist(shown) == -1, "beside the line, where the end-of-hand panel leaves them"
    counted: list[str] = []
    while any(sprite.moving(table.now) for sprite in flips):
        app.step(FRAME)
        table.draw(app.window)
        if not counted or counted[-1] != plates["Aino"]:
            counted.append(plates["Aino"])
    turned = sorted(hidden, key=lambda t: table.sprites[t].t0)
    sums = [sum(t.pips for t in turned[:n]) for n in range(len(turned) + 1)]
    assert counted == [hud.pips_detail(n) for n in sums], "the pips count up as the tiles turn"


def test_the_hand_end_flips_run_along_the_row_from_one_end(app: App) -> None:
    """Each hidden tile turns in its turn along the seat's row, the one at one end first and its
    neighbour next, across the row (they turned in the tiles' index order: here and there)."""
    hidden = [tile(0, 0), tile(5, 5), tile(1, 1), tile(4, 4), tile(2, 2), tile(6, 5), tile(3, 3)]
    table = table_for(app, prepared("block", [[tile(6, 6)], hidden], starter=0))
    settle(app, table)
    table.commit(Play(tile(6, 6)))
    while not table.view.revealed:
        app.step(FRAME)
    by_turn = sorted(hidden, key=lambda t: table.sprites[t].t0)
    along = [table.sprites[t].end.x for t in by_turn]  # Aino sits at the top: a row
    assert along in (sorted(along), sorted(along, reverse=True)), f"turned in the order {by_turn} at {along}"
    index_order = [table.sprites[t].end.x for t in sorted(hidden)]
    assert index_order not in (sorted(along), sorted(along, reverse=True)), "the deal's order is not the row's"


def test_the_draws_badge_counts_the_draws_of_one_turn() -> None:
    moments = Moments()
    for now in (1.0, 1.3, 1.6):
        moments.drew(1, now)
    assert moments.badge(1, 1.7) == ("Draws 3", 1.0)
    moments.passed(1, 2.0)
    assert moments.badge(1, 2.1) == ("Pass", 1.0)
    moments.drew(1, 5.0)
    assert moments.badge(1, 5.1) == ("Draws 1", 1.0), "a new turn counts from one"
    moments.drew(2, 6.0)
    moments.played(tile(6, 2), 6.5)
    moments.drew(2, 7.0)
    assert moments.badge(2, 7.1) == ("Draws 1", 1.0)
    assert moments.badge(2, 7.0 + BADGE_TIME) is None, "gone after 1.2 s"


def test_a_domino_leaves_only_its_own_badge_on_the_table(app: App) -> None:
    """Going out ends the hand: the seat's "Domino!" is all that is said at the seats then (Aino's
    "Draws 2" from the turn before was left up beside the end panel, as if she were still drawing)."""
    state = prepared("classic", [[tile(6, 6), tile(6, 5)], [tile(0, 1)]], starter=0, boneyard=[tile(2, 3), tile(6, 0)])
    table = table_for(app, state, speed="fast")
    settle(app, table)
    table.commit(Play(tile(6, 6)))
    settle(app, table)
    table.commit(Play(tile(6, 5), end=1))
    while table.state.result is None or table.view.busy:
        app.step(FRAME)
    said = {badge.words for badge in table.view.hud_frame(app.fonts).badges}
    assert said == {"Domino!"}


def test_a_computer_looks_thoughtful_whenever_the_status_says_it_is_thinking(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From the moment the status line says "Aino is thinking…" her face says so too: it stayed
    neutral while the points the player's tile made flew to the score (the table busy with them)."""
    seen = Seen(monkeypatch)
    app.executor = HeldExecutor()
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    table = table_for(app, prepared("allfives", hands, starter=0))
    settle(app, table)
    table.commit(Play(tile(5, 5)))  # ten on the table: points fly while she thinks
    faces = []
    for _ in range(240):
        app.step(FRAME)
        if table.status()[0] == "Aino is thinking…":
            seen.frame(app, table)
            faces.append(seen.faces["aino"])
    assert faces, "the status named her"
    assert set(faces) == {Expression.THINKING}, faces


def _gold_beside(surface: pygame.Surface, words: pygame.Rect, reach: int, glow: int) -> int:
    """How many gold pixels lie within ``reach`` of the middle of the points' ``words`` but outside
    the points' own picture (their words and their ``glow``)."""
    own, count = words.inflate(2 * glow + 4, 2 * glow + 4), 0
    cx, cy = words.center
    for y in range(cy - reach, cy + reach, 2):
        for x in range(cx - reach, cx + reach, 2):
            if own.collidepoint(x, y) or not surface.get_rect().collidepoint(x, y):
                continue
            r, g, b, _a = surface.get_at((x, y))
            count += r > 190 and g > 140 and b < 110
    return count


@pytest.mark.parametrize("reduced", [False, True], ids=["motion", "reduced-motion"])
def test_all_fives_points_burst_from_the_line_in_gold_as_they_rise(app: App, *, reduced: bool) -> None:
    """Points that matter land like a strike: as they leave the line, spokes of gold fly out round
    them and fade before they are held to be read (before, a "+10" simply rose); none with reduced motion."""
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    style = replace(DEFAULT_STYLE, reduced_motion=reduced)
    table = table_for(app, prepared("allfives", hands, starter=0), style)
    settle(app, table)
    table.commit(Play(tile(5, 5)))
    while not table.view.scoreboard.flights:
        app.step(FRAME)
    flight = table.view.scoreboard.flights[0]
    reach = round(table.view.geom.tx(POINTS_PX) * 1.6)  # within the burst's spokes
    gold: dict[str, list[int]] = {"rising": [], "held": []}
    while table.view.scoreboard.flights:
        share = (table.now - flight.t0) / flight.duration
        with layout_items.recording() as drawn:
            table.draw(app.window)
        (points,) = [i for i in drawn if i.kind == "points"]
        phase = "rising" if 0.03 < share < 0.15 else "held" if 0.35 < share < 0.5 else None
        if phase:
            gold[phase].append(_gold_beside(app.window, points.rect, reach, points_glow(round(points.px))))
        app.step(FRAME)
    assert gold["held"] and max(gold["held"]) < 10, f"no burst once the points are held to be read: {gold['held']}"
    if reduced:
        assert max(gold["rising"]) < 10, f"no burst with reduced motion: {gold['rising']}"
    else:
        assert gold["rising"] and statistics.median(gold["rising"]) > 30, f"a burst as they rise: {gold['rising']}"


def test_a_first_flights_pictures_are_drawn_while_its_tile_slides_to_the_line(app: App) -> None:
    """Points that fly for the first time find every size they pass through and every stage of
    their burst already drawn: drawn as each was first reached, a first flight's frames at 4K
    each took 5-11 ms more, a dozen frames in a row (a stutter as the points rose)."""
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    table = table_for(app, prepared("allfives", hands, starter=0), DEFAULT_STYLE)
    settle(app, table)
    view = table.view
    g, callouts = view.geom, view.callouts
    sizes = {moments.points_px(g, step / moments.POINTS_STEPS) for step in seat_hud.FLIGHT_STEPS}
    assert not any(callouts.has_points(10, px) for px in sizes), "no 10 has flown yet"
    table.commit(Play(tile(5, 5)))
    frames = 0
    table.update(FRAME)
    while not view.scoreboard.flights:  # the frames before they leave the line
        table.draw(app.window)
        table.update(FRAME)
        frames += 1
    missing = [px for px in sizes if not callouts.has_points(10, px)]
    radius = seat_hud.burst_radius(g)
    unburst = [n for n in range(BURST_STAGES) if not callouts.has_burst(radius, n)]
    assert not missing, f"sizes {missing} of the +10 left to draw as it flies ({frames} frames of sliding)"
    assert not unburst, f"burst stages {unburst} left to draw as the points rise"
