"""The tracker's facts against the engine's hidden state: never a false lack, exact counts."""

from __future__ import annotations

import random

import pytest

from game.aids.tracker import tracker_facts
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import PRESETS
from game.engine.state import legal_actions
from game.engine.tiles import tiles_in

GAMES = [("classic", 2), ("classic", 3), ("block", 2), ("draw-pagat", 2), ("allfives", 3), ("partners", 4)]


@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_tracker_never_claims_a_lack_that_is_false(preset: str, players: int) -> None:
    claims = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = Match.new(PRESETS[preset], players, None).start_hand(rng)
        while state.result is None:
            for viewer in range(players):
                facts = tracker_facts(observe(state, viewer))
                rules = state.rules
                opponents = {s for s in range(players) if rules.unit_of(s) != rules.unit_of(viewer)}
                assert {seat.seat for seat in facts.opponents} == opponents, "partners and oneself are not listed"
                for seat in facts.opponents:
                    held = tiles_in(state.hands[seat.seat])
                    for number in seat.numbers:
                        assert not any(t.has(number) for t in held), f"seat {seat.seat} holds a {number}"
                        claims += 1
                hidden = [t for s in range(players) if s != viewer for t in tiles_in(state.hands[s])]
                hidden += state.boneyard[state.drawn :]
                assert facts.unseen == tuple(sum(t.has(n) for t in hidden) for n in range(7))
            state.step(rng.choice(legal_actions(state)))
    if preset != "draw-pagat":  # there a draw proves nothing, and random players rarely pass
        assert claims > 0, "the tracker never said anything"
