"""The table's status line tells the truth about auto-draw: it says the table draws for the
player only while a draw is legal or the draws are still being shown, never once only Pass is left."""

from __future__ import annotations

import random
from pathlib import Path

from game.devtools.audit import Game
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.engine.actions import DRAW, PASS
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.state import HandState, legal_actions
from game.ui.session import SessionTable, default_characters
from game.ui.table.render import words


def _draws_to_a_pass(state: HandState) -> bool:
    """The player to move must draw, and every tile they can draw leaves them still stuck: they pass."""
    trial = state.copy()
    drew = 0
    while legal_actions(trial) == [DRAW]:
        trial.step(DRAW)
        drew += 1
    return drew > 0 and trial.turn == state.turn and legal_actions(trial) == [PASS]


def hand_drawing_dry() -> HandState:
    """The first seeded two-player Classic hand where the player, to move, draws the boneyard
    dry and then can only pass."""
    for seed in range(2000):
        rng = random.Random(seed)
        state = Match.new(PRESETS["classic"], 2, 100).start_hand(rng)
        while state.result is None:
            legal = legal_actions(state)
            if state.turn == 0 and legal == [DRAW] and _draws_to_a_pass(state):
                return state
            state.step(rng.choice(legal))
    raise AssertionError("no seed under 2000 draws the boneyard dry")


def test_with_only_pass_left_the_status_asks_for_the_pass_not_for_more_drawing(tmp_path: Path) -> None:
    game = Game(tmp_path / "data", "en", 100)
    try:
        state = hand_drawing_dry()
        session = game.session
        rules = PRESETS["classic"]
        session.saves.save_match(Match.new(rules, 2, 100), Lineup(Mode.POINTS, default_characters(2)), state)
        table = session.resume(Mode.POINTS)
        assert isinstance(table, SessionTable) and table.style.auto_draw
        said_while_drawing = set()
        for _ in range(3000):
            if table.human_legal() == [PASS]:
                break
            said_while_drawing.add(table.status()[0])
            game.frames()
        assert table.human_legal() == [PASS], "the player drew the boneyard dry"
        assert words.drawing_for_you() in said_while_drawing, "while it drew, the status said so"
        assert table.status() == (words.prompt(table.view.shown.state, 0, [PASS], ["You", "Aino"])[0], True)
        assert "pass (P)" in table.status()[0]
    finally:
        game.close()
