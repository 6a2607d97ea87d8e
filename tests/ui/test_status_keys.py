"""The status line names the keys ("or ← → and Enter") only while they are news: on the player's
turns in their first hands (and all through the tutorial, which teaches them); after that it says
"Your turn: play a tile", as a game does (the reviewer read the hint on every turn as a tool's).
Speech says the player's turn its own way, without the status line, and is not changed."""

from __future__ import annotations

import random
from pathlib import Path

from game.devtools.audit import Game, screen_table_choosing_end
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.actions import DRAW, Play
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import legal_actions
from game.ui.session import SessionTable

WITH_KEYS = "Your turn: play a tile (or ← → and Enter)"
PLAIN = "Your turn: play a tile"
FIRST_HANDS = 3  # a new player's: the keys are news


def a_play_turn(game: Game, table: SessionTable) -> str:
    """The status on the player's first turn where a tile fits and nothing else is offered
    (earlier turns are played through with the first legal move)."""
    for _ in range(60):
        assert game.until(lambda: table.human_to_move), "the player's turn never came"
        legal = table.human_legal()
        if table.state.ends is not None and DRAW not in legal and any(isinstance(a, Play) for a in legal):
            game.frames()
            return table.status()[0]
        table.commit(legal[0])
    raise AssertionError("no turn with only tiles to play")


def hands_played(game: Game, n: int) -> None:
    """``n`` hands finished and counted, as a hand's end counts them."""
    rng = random.Random(5)
    for _ in range(n):
        state = Match.new(PRESETS["classic"], 2, None).start_hand(rng)
        while state.result is None:
            state.step(rng.choice(legal_actions(state)))
        game.session.saves.hand_finished(state, Lineup(Mode.QUICK, ("aino",)))


def test_a_new_players_first_hands_name_the_keys(tmp_path: Path) -> None:
    game = Game(tmp_path / "data", "en", 100)
    try:
        hands_played(game, FIRST_HANDS - 1)
        assert a_play_turn(game, game.session.start_quick("classic", 2, ["aino"])) == WITH_KEYS
    finally:
        game.close()


def test_after_the_first_hands_the_status_says_only_whose_turn_and_what_to_do(tmp_path: Path) -> None:
    game = Game(tmp_path / "data", "en", 100)
    try:
        hands_played(game, FIRST_HANDS)
        table = game.session.start_quick("classic", 2, ["aino"])
        assert a_play_turn(game, table) == PLAIN
    finally:
        game.close()


def test_the_keys_stop_at_the_hand_that_makes_them_old_news_in_the_same_match(tmp_path: Path) -> None:
    """A table begun by a new player: the hands are counted as they end, not when it was dealt."""
    game = Game(tmp_path / "data", "en", 100)
    try:
        table = game.session.start_quick("classic", 2, ["aino"])
        assert a_play_turn(game, table) == WITH_KEYS
        hands_played(game, FIRST_HANDS)
        assert table.status()[0] == PLAIN
    finally:
        game.close()


def choosing_end_status(game: Game) -> str:
    screen_table_choosing_end(game)
    table = game.top
    assert isinstance(table, SessionTable) and table.input.selected is not None, "no tile waiting for its end"
    return table.status()[0].replace(str(table.input.selected), "{tile}")


def test_a_tile_that_fits_both_ends_names_the_arrows_only_while_they_are_news(tmp_path: Path) -> None:
    """The ghosts say "Left (L)" and "Right (R)"; after the first hands the line just asks to pick."""
    new = Game(tmp_path / "new", "en", 100)
    try:
        assert choosing_end_status(new) == "{tile} fits both ends: pick one (← or →)"
    finally:
        new.close()
    old = Game(tmp_path / "old", "en", 100)
    try:
        hands_played(old, FIRST_HANDS)
        assert choosing_end_status(old) == "{tile} fits both ends: pick one"
    finally:
        old.close()
