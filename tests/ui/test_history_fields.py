"""Recent hands with records whose text the font renderer refuses: the screen opens and draws."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.engine.record import record_of
from game.persist.history import labelled
from game.persist.saves import Saves
from game.ui.app import App
from game.ui.scenes.history import HistoryScene
from tests.persist.play import moves, new_match


@pytest.mark.parametrize(
    "fields", [{"names": [None, "Ai\x00no"]}, {"names": [None, "\udc80"]}, {"deal": "C2-4KX9\x00-M2QA"}]
)
def test_recent_hands_draws_beside_a_record_with_a_nul_or_a_lone_surrogate(
    app: App, tmp_path: Path, fields: dict[str, object]
) -> None:
    saves = Saves.open(tmp_path)
    rng = random.Random(8)
    for _ in range(2):
        state = moves(new_match("classic", 2, 100).start_hand(rng), rng)
        saves.history.add(labelled(record_of(state), [None, "Aino"], 1), demo=False, when=saves.clock())
    damaged = saves.history.paths()[0]
    damaged.write_text(json.dumps({**json.loads(damaged.read_text()), **fields}), encoding="utf-8")
    for _ in range(2):  # every time the screen opens
        scene = HistoryScene(app, saves)
        scene.draw(pygame.Surface(app.size))
        assert len(scene.entries) == 1
