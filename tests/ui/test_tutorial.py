"""The tutorial hand played through posted events: each lesson, a refused move and its reason, the end."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.engine.actions import DRAW, PASS, Draw, Pass, Play
from game.engine.state import why_illegal
from game.engine.tiles import parse_tile
from game.i18n import LANGUAGES, set_language
from game.reasons import translate
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.tutorial import TutorialScene
from tests.ui.test_help import key
from tests.ui.test_play_a_hand import FRAME, click


def wait_for_turn(app: App, tutorial: TutorialScene) -> None:
    for _ in range(400):
        if tutorial.human_to_move:
            return
        app.step(FRAME)
    raise AssertionError("the player's turn never came")


def refused_then_matched(app: App, tutorial: TutorialScene) -> None:
    """The first lesson: a tile that fits neither end and a draw are refused, then the 5-3 is matched."""
    # A wrong move: the 2-2 fits neither end. Refused, with the engine's reason.
    two = parse_tile("2-2")
    reason = why_illegal(tutorial.state, Play(two, 0))
    assert reason is not None
    click(tutorial.hand_rect(two).center)
    app.step(FRAME)
    assert tutorial.state.history[-1].seat == 1, "the refused tile was not played"
    refusal = tutorial.refusal()
    assert refusal is not None and refusal.lower() == translate(reason).lower()
    key(pygame.K_d)  # drawing is refused too while a tile fits
    app.step(FRAME)
    assert (tutorial.refusal() or "").lower() == translate(why_illegal(tutorial.state, DRAW) or "").lower()

    # Matching: Tab / arrows to the 5-3 and Enter.
    five_three = parse_tile("5-3")
    hand = tutorial.table.hand_tiles()
    for _ in range((hand.index(five_three) - tutorial.table.input.focus) % len(hand)):
        key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    app.step(FRAME)
    assert tutorial.state.chain[-1].tile is five_three
    assert tutorial.refusal() is None, "a move made clears the reason the one before was refused"


def drawn_passed_and_played_out(app: App, tutorial: TutorialScene) -> None:
    """Drawing (passing is refused while the boneyard has a tile), passing, then playing out."""
    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "draw"
    key(pygame.K_p)  # passing is refused: the boneyard has a tile
    app.step(FRAME)
    assert (tutorial.refusal() or "").lower() == translate(why_illegal(tutorial.state, PASS) or "").lower()
    key(pygame.K_d)
    app.step(FRAME)
    assert isinstance(tutorial.state.history[-1].action, Draw)
    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "drawn"
    key(pygame.K_RETURN)  # the focus starts on the tile that fits: the one drawn
    app.step(FRAME)

    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "pass"
    key(pygame.K_p)
    app.step(FRAME)
    assert isinstance(tutorial.state.history[-1].action, Pass)

    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "play"
    key(pygame.K_RETURN)  # the 2-2 first, then the 4-2 takes the player out
    app.step(FRAME)
    wait_for_turn(app, tutorial)
    key(pygame.K_RETURN)
    for _ in range(200):
        app.step(FRAME)
        if tutorial.finished:
            break


def test_the_tutorial_teaches_matching_drawing_passing_and_the_score(app: App) -> None:
    done: list[bool] = []
    tutorial = TutorialScene(app, lambda: done.append(True), PACES["fast"])
    app.stack.push(tutorial)
    app.step(FRAME)
    assert tutorial.lesson() == "welcome"
    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "match"

    refused_then_matched(app, tutorial)
    drawn_passed_and_played_out(app, tutorial)
    result = tutorial.state.result
    assert result is not None and result.reason == "domino" and result.winner == 0
    assert tutorial.lesson() == "score" and str(result.points[0]) in tutorial.prompt()
    assert HandEndScene(app, tutorial.table.snapshot(), tutorial.table).headline()[1] == "You went out and won the hand"
    assert not done and tutorial.skip_note() is None, "over: Enter (or Esc) finishes it"
    key(pygame.K_RETURN)
    app.step(FRAME)
    assert done == [True] and tutorial not in list(app.stack)


def test_esc_leaves_the_tutorial_at_any_time(app: App) -> None:
    done: list[bool] = []
    app.stack.push(TutorialScene(app, lambda: done.append(True), PACES["fast"]))
    app.step(FRAME)
    key(pygame.K_ESCAPE)
    app.step(FRAME)
    assert done == [True] and not app.stack


def test_the_tutorial_says_how_to_skip_it_in_every_language(app: App) -> None:
    tutorial = TutorialScene(app, lambda: None, PACES["fast"])
    english = tutorial.skip_note()
    try:
        for lang in LANGUAGES:
            set_language(lang)
            note = tutorial.skip_note()
            assert note is not None and "Esc" in note, lang
            assert (note == english) == (lang == "en"), lang
    finally:
        set_language("en")


def _play_tile(app: App, tutorial: TutorialScene, name: str) -> None:
    """Move the focus ring to ``name`` with the arrow keys and play it with Enter."""
    target = parse_tile(name)
    hand = tutorial.table.hand_tiles()
    for _ in range((hand.index(target) - tutorial.table.input.focus) % len(hand)):
        key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    app.step(FRAME)


def test_the_second_pass_lesson_names_the_ends_on_the_table(app: App) -> None:
    """Played the other way (4-2 before 2-2), the player must pass again with 4 and 0 at the ends;
    the teacher used to say "nothing fits the ends (1 and 0)", the ends of the first pass."""
    tutorial = TutorialScene(app, lambda: None, PACES["fast"])
    app.stack.push(tutorial)
    wait_for_turn(app, tutorial)
    _play_tile(app, tutorial, "5-3")
    wait_for_turn(app, tutorial)
    key(pygame.K_d)
    app.step(FRAME)
    wait_for_turn(app, tutorial)
    key(pygame.K_RETURN)
    app.step(FRAME)
    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "pass" and "(1 and 0)" in tutorial.prompt()
    key(pygame.K_p)
    app.step(FRAME)
    wait_for_turn(app, tutorial)
    _play_tile(app, tutorial, "4-2")
    wait_for_turn(app, tutorial)
    assert tutorial.lesson() == "pass"
    left, right = tutorial.state.ends or (None, None)
    assert {left, right} == {4, 0}
    assert f"({left} and {right})" in tutorial.prompt(), tutorial.prompt()


def finished_tutorial(app: App, done: list[bool]) -> TutorialScene:
    """The tutorial played to its end, the score explained."""
    tutorial = TutorialScene(app, lambda: done.append(True), PACES["fast"])
    app.stack.push(tutorial)
    app.step(FRAME)
    wait_for_turn(app, tutorial)
    refused_then_matched(app, tutorial)
    drawn_passed_and_played_out(app, tutorial)
    app.step(FRAME)
    return tutorial


def test_the_tutorial_ends_with_a_finish_button_clicked_or_pressed(app: App) -> None:
    """Issue 26 defect 14: it ended on "Press Enter" with no button."""
    done: list[bool] = []
    tutorial = finished_tutorial(app, done)
    assert "Enter" not in tutorial.prompt(), "the button says how to finish, not the words"
    button = tutorial.finish_button
    assert button.visible and button.focus and button.label == "Finish the tutorial"
    click((button.rect.x - 5, button.rect.centery))  # beside the button: nothing
    app.step(FRAME)
    assert not done
    click(button.rect.center)
    app.step(FRAME)
    assert done == [True] and tutorial not in list(app.stack)


def test_the_teachers_panel_covers_no_tile_button_or_status_at_200_percent(tmp_path: Path) -> None:
    """Issue 26 defect 14: at 200% the panel lay over the line of play it explains (and the status line)."""
    from game.devtools.audit import SCREENS, Game, problems

    for screen in ("tutorial later step", "tutorial end"):
        game = Game(tmp_path / screen.replace(" ", "-"), "fi", 200)
        try:
            SCREENS[screen](game)
            for size in ((960, 540), (1920, 1080)):
                game.resize(size)
                items = game.draw()
                assert any(item.kind == "panel" and item.name == "tutorial" for item in items)
                assert problems(items, size, 200) == [], f"{screen} {size}"
        finally:
            game.close()
            set_language("en")
