"""The aids through the real table, driven by posted events: hint, tracker, undo,
open-hands practice and deal codes."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.aids.practice import aids_for
from game.aids.tracker import tracker_facts
from game.engine.actions import LEFT, Play
from game.engine.dealcode import encode
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import PRESETS, rules_for
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.deal_entry import DealEntryScene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.model.input import Stage
from game.ui.table.plan import TablePlan
from game.ui.table.render import aid_panel
from game.ui.table.render.geometry import geometry
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_play_a_hand import FRAME, by_keys, click, human_choice, post, press


def new_table(app: App, plan: TablePlan, match: Match | None = None, seed: int = 7) -> TableScene:
    seats = (Seat("You", None), Seat("Bob", FirstLegalPlayer()))
    match = match or Match.new(PRESETS["classic"], 2, None)
    table = TableScene(app, Sitting(seats, match, random.Random(seed)), PACES["fast"], plan)
    app.stack.push(table)
    return table


def until(app: App, done: Callable[[], bool], frames: int = 2000) -> None:
    for _ in range(frames):
        if done():
            return
        app.step(FRAME)
    raise AssertionError("it never happened")


def a_choice_to_make(app: App, table: TableScene) -> None:
    """Play the test player's moves until a turn offers more than one legal action."""
    for _ in range(100):
        until(app, lambda: table.human_to_move)
        if len(table.human_legal()) > 1:
            return
        kind, action = human_choice(table.state)
        by_keys(app, table, kind, action)
        app.step(FRAME)
    raise AssertionError("no turn with a choice")


def test_h_shows_a_legal_move_with_its_reason_and_counts_it(app: App, tmp_path: Path) -> None:
    saves = Saves.open(tmp_path)
    table = new_table(app, TablePlan(on_hint=saves.hint_used))
    a_choice_to_make(app, table)
    press(pygame.K_h)
    until(app, lambda: table.controller.shown_hint is not None)
    hint = table.controller.shown_hint
    assert hint is not None
    assert hint.action in table.human_legal()
    assert hint.reason.startswith(("Play ", "Draw", "Pass")) and ": " in hint.reason
    assert Saves.open(tmp_path).stats.hints_used == 1, "the hint is counted in the saved statistics"
    press(pygame.K_h)
    app.step(FRAME)
    assert table.controller.asked is None, "a hint already showing is not asked again"
    kind, action = human_choice(table.state)
    by_keys(app, table, kind, action)
    app.step(FRAME)
    assert table.controller.shown_hint is None, "the hint goes once a move is made"


def test_the_hint_button_asks_too_and_campaign_offers_no_aids(app: App) -> None:
    table = new_table(app, TablePlan())
    a_choice_to_make(app, table)
    app.step(FRAME)
    assert table.controls.hint.enabled
    click(table.controls.hint.rect.center)
    until(app, lambda: table.controller.shown_hint is not None)
    campaign = new_table(app, TablePlan(aids=aids_for("campaign", ["hard"])))
    a_choice_to_make(app, campaign)
    press(pygame.K_h)
    press(pygame.K_t)
    for _ in range(5):
        app.step(FRAME)
    assert (
        campaign.controller.asked is None and campaign.controller.shown_hint is None and not campaign.view.tracker_open
    )


def test_t_opens_the_tracker_beside_a_narrower_chain(app: App) -> None:
    table = new_table(app, TablePlan())
    a_choice_to_make(app, table)
    width = table.view.geom.chain.w
    press(pygame.K_t)
    app.step(FRAME)
    assert table.view.tracker_open and table.view.geom.chain.w < width
    assert table.controller.tracker(0) == tracker_facts(observe(table.state, 0))
    press(pygame.K_t)
    app.step(FRAME)
    assert not table.view.tracker_open and table.view.geom.chain.w == width


def test_undo_takes_back_the_last_own_move(app: App) -> None:
    table = new_table(app, TablePlan(aids=aids_for("quick", ["easy"])))
    a_choice_to_make(app, table)
    before = table.state
    kind, action = human_choice(table.state)
    by_keys(app, table, kind, action)
    until(app, lambda: table.human_to_move and len(table.state.history) > len(before.history) + 1)
    press(pygame.K_u)
    app.step(FRAME)
    assert [e.action for e in table.state.history] == [e.action for e in before.history]
    assert table.state.hands == before.hands and table.state.ends == before.ends
    until(app, lambda: table.human_to_move)
    by_keys(app, table, kind, action)
    app.step(FRAME)
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    app.step(FRAME)
    assert len(table.state.history) == len(before.history), "Ctrl+Z undoes as well"


def test_undo_is_refused_where_it_is_not_allowed(app: App) -> None:
    assert not aids_for("quick", ["easy", "hard"]).undo
    assert not aids_for("points", ["easy"]).undo
    assert not aids_for("campaign", ["easy"]).undo
    table = new_table(app, TablePlan(aids=aids_for("points", ["hard"])))
    a_choice_to_make(app, table)
    kind, action = human_choice(table.state)
    by_keys(app, table, kind, action)
    app.step(FRAME)
    moves = len(table.state.history)
    press(pygame.K_u)
    app.step(FRAME)
    assert len(table.state.history) >= moves and table.state.history[moves - 1].action == action, "no undo here"
    assert table.controls.undo not in table.controls.aids
    text, urgent = table.status()
    assert urgent and text == "Undo is only for a Quick Round against Easy opponents, and for practice", text


def test_the_campaign_says_why_it_offers_no_aids(app: App) -> None:
    table = new_table(app, TablePlan(aids=aids_for("campaign", ["hard"]), campaign=True))
    a_choice_to_make(app, table)
    assert not table.controls.aids, "no aid buttons in the Campaign"
    for key in (pygame.K_h, pygame.K_t, pygame.K_u):
        press(key)
        app.step(FRAME)
        assert table.status() == ("The Campaign is played without hints, the tracker or undo", True)
    assert table.controller.shown_hint is None and table.controller.asked is None and not table.view.tracker_open


def test_open_hands_practice_shows_every_hand_and_scores_nothing(app: App) -> None:
    table = new_table(
        app, TablePlan(aids=aids_for("practice", [])), Match.new(rules_for("classic", {"open_hands": True}), 2, None)
    )
    until(app, lambda: table.human_to_move)
    app.step(1.0)
    for t in (*table.state.hand(0), *table.state.hand(1)):
        assert table.sprites[t].end.face_up, f"{t} is face down"
    for _ in range(200):
        if isinstance(app.stack.top, HandEndScene):
            break
        if table.human_to_move:
            kind, action = human_choice(table.state)
            by_keys(app, table, kind, action)
        app.step(FRAME)
    assert isinstance(app.stack.top, HandEndScene)
    assert table.state.result is not None and not any(table.state.result.points)
    assert not any(table.controller.match.scores)
    assert app.stack.top.headline()[1] == "A practice hand: nothing is scored"


def test_a_deal_code_deals_the_same_hand_again(app: App) -> None:
    code = encode("classic", 2, 987654321)
    first = new_table(app, TablePlan(deal=code), seed=1)
    second = new_table(app, TablePlan(deal=code), seed=2)
    assert first.state.deal == second.state.deal == code
    assert first.state.dealt == second.state.dealt and first.state.boneyard == second.state.boneyard
    assert first.state.starter == second.state.starter
    other = new_table(app, TablePlan(), seed=1)
    assert other.state.dealt != first.state.dealt


def type_text(text: str) -> None:
    for ch in text:
        post(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch, scancode=0)


def test_play_this_deal_from_a_typed_code(app: App) -> None:
    code = encode("block", 2, 31337)
    entry = DealEntryScene(app, random.Random(3))
    app.stack.push(entry)
    type_text("Z9-XXXX")
    press(pygame.K_RETURN)
    app.step(FRAME)
    assert app.stack.top is entry and entry.problem, "a mistyped code says what codes look like"
    for _ in range(len("Z9-XXXX")):
        press(pygame.K_BACKSPACE)
    type_text(code.lower())
    press(pygame.K_RETURN)
    app.step(FRAME)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.state.deal == code and table.controller.match.rules.name == "block"
    again = Match.new(PRESETS["block"], 2, None).start_hand(random.Random(0), seed=31337)
    assert table.state.dealt == again.dealt and table.state.boneyard == again.boneyard


def test_the_hinted_tile_takes_the_focus_so_enter_plays_it(app: App) -> None:
    """The hint said "Play 6-0" while the focus ring stayed on another tile: Enter played that one."""
    table = new_table(app, TablePlan())
    for _ in range(20):
        a_choice_to_make(app, table)
        press(pygame.K_h)
        until(app, lambda: table.controller.shown_hint is not None)
        hint = table.controller.shown_hint
        assert hint is not None
        if isinstance(hint.action, Play) and len({a.tile for a in table.human_legal() if isinstance(a, Play)}) > 1:
            break
        kind, action = human_choice(table.state)
        by_keys(app, table, kind, action)
        app.step(FRAME)
    else:
        raise AssertionError("no hint to play a tile among several")
    assert isinstance(hint.action, Play)
    assert table.input.lifted(table) is hint.action.tile, "the ring is on the hinted tile"
    before = len(table.state.history)
    press(pygame.K_RETURN)
    app.step(FRAME)
    if table.input.stage is Stage.END:  # it fits both ends: the hint's end, then Enter
        press(pygame.K_LEFT if hint.action.end == LEFT else pygame.K_RIGHT)
        app.step(FRAME)
    assert len(table.state.history) > before
    landed = table.state.history[before].action
    assert isinstance(landed, Play) and landed.tile is hint.action.tile


@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_aid_buttons_lie_over_no_seats_tiles_nor_the_status_line(players: int, ui: float) -> None:
    """Each side seat's column runs down past the aid buttons' row: the buttons end short of
    it, and the status line beside them ends short of the first."""
    for size in ((960, 540), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)):
        g = geometry(size, players, ui)
        buttons = aid_panel.aid_buttons(g, 3)
        status = pygame.Rect(aid_panel.beside_aids(g, buttons).status)
        for box in map(pygame.Rect, buttons):
            assert not any(box.colliderect(seat.hand) for seat in g.seats if seat.side != "bottom"), (size, box)
            assert not box.colliderect(status), (size, box, status)
            assert box.x >= g.inset
