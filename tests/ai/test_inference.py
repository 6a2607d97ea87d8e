"""Inference claims only what the rules prove: checked against the true hidden hands."""

from __future__ import annotations

import pytest

from game.ai.inference import hand_places, infer, lacks_from_history, opening_barred
from game.engine.observe import PublicMove, observe
from game.engine.rules import rules_for
from game.engine.tiles import FULL_MASK, NUMBER_MASK, mask_of, parse_tile
from tests.ai.positions import SETUPS, random_hand_states


@pytest.mark.parametrize(("preset", "players"), SETUPS)
def test_no_false_claim_about_any_hand(preset: str, players: int) -> None:
    claims = 0
    for state in random_hand_states(preset, players, seed=1, hands=12):
        for viewer in range(players):
            knowledge = infer(observe(state, viewer))
            table = mask_of(p.tile for p in state.chain)
            assert knowledge.unseen_mask == FULL_MASK & ~state.hands[viewer] & ~table
            for seat in knowledge.seats:
                hand = state.hands[seat.seat]
                for number in seat.lacks:
                    assert not hand & NUMBER_MASK[number], (seat, state.history)
                assert not hand & mask_of(seat.barred)
                if seat.seat != viewer:
                    assert hand & ~knowledge.allowed_mask(seat.seat) == 0
                    assert fits_layers(hand, seat.layers), (seat, state.history)
                claims += len(seat.lacks) + len(seat.barred) + max(len(seat.layers) - 1, 0)
    assert claims > 50  # the check was not vacuous


def fits_layers(hand: int, layers: tuple[tuple[int, int], ...]) -> bool:
    """Whether the hand's tiles can be shared out among the groups (Hall's condition)."""
    if sum(count for _, count in layers) != hand.bit_count():
        return False
    for members in range(1, 1 << len(layers)):
        pool = need = 0
        for k, (allowed, count) in enumerate(layers):
            if members >> k & 1:
                pool |= allowed
                need += count
        if (hand & pool).bit_count() < need:
            return False
    return True


def _moves(*moves: tuple[int, str, str | None, tuple[int, int] | None]) -> list[PublicMove]:
    out = []
    for seat, kind, tile, ends in moves:
        placed = parse_tile(tile) if tile else None
        out.append(PublicMove(seat, kind, placed, (-1 if ends is None else 0) if placed else None, ends))
    return out


def test_a_pass_shows_both_open_numbers_missing() -> None:
    history = _moves((0, "play", "6-3", None), (1, "pass", None, (6, 3)))
    assert lacks_from_history(rules_for("block"), 2, history)[1] == {3, 6}


def test_kept_drawn_tiles_wipe_older_knowledge_but_keep_the_ends() -> None:
    classic = rules_for("classic")
    passed = [(0, "play", "6-6", None), (1, "pass", None, (6, 6)), (0, "play", "6-2", (6, 6))]
    # one draw, played at once: the hand is what it was, so the old knowledge stands
    quick = _moves(*passed, (1, "draw", None, (2, 6)), (1, "play", "2-4", (2, 6)))
    assert lacks_from_history(classic, 2, quick)[1] == {2, 6}
    # the first drawn tile was kept: only the ends it was drawn on are known missing
    kept = _moves(*passed, (1, "draw", None, (3, 4)), (1, "draw", None, (3, 4)), (1, "play", "3-1", (3, 4)))
    assert lacks_from_history(classic, 2, kept)[1] == {3, 4}
    # still drawing: the newest tile is unknown
    drawing = _moves(*passed, (1, "draw", None, (3, 4)))
    assert lacks_from_history(classic, 2, drawing)[1] == set()


def test_a_voluntary_draw_proves_nothing_about_the_drawn_tile() -> None:
    pagat = rules_for("draw-pagat")
    passed = _moves((0, "play", "5-3", None), (1, "pass", None, (5, 3)), (1, "draw", None, (5, 3)))
    # the 5-1 can only be the drawn tile: the tiles held when it passed still lack 5 and 3
    assert lacks_from_history(pagat, 2, passed + _moves((1, "play", "5-1", (5, 3))))[1] == {3, 5}
    # a second tile drawn and kept may hold anything
    kept = passed + _moves((1, "draw", None, (5, 3)), (1, "play", "5-1", (5, 3)))
    assert lacks_from_history(pagat, 2, kept)[1] == set()


def test_tiles_drawn_since_a_pass_are_the_only_ones_that_may_hold_its_numbers() -> None:
    moves = [(0, "play", "6-6", None), (1, "pass", None, (6, 6)), (0, "play", "6-2", (6, 6))]
    moves += [(1, "pass", None, (2, 6)), (0, "play", "6-3", (2, 6))]
    moves += [(1, "draw", None, (2, 3))] * 3 + [(1, "play", "3-4", (2, 3))]
    history, classic = _moves(*moves), rules_for("classic")
    places = hand_places(classic, 2, history, opening_barred(classic, history))[1]
    # the seven dealt tiles lack 6, 2 and 3; the two drawn and kept lack only 2 and 3, so
    # only they may hold a 6; the third drawn tile was the 3-4
    lacks = {2: 1 << 2, 3: 1 << 3, 6: 1 << 6}
    assert places == [(lacks[2] | lacks[3] | lacks[6], True)] * 7 + [(lacks[2] | lacks[3], False)] * 2
