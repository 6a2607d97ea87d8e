import datetime
import random

import pytest

from game.aids.deals import match_for_code
from game.engine.dealcode import CodeTypo, daily_seed, decode, encode
from game.engine.match import Match
from game.engine.playout import random_playout
from game.engine.record import record_of
from game.engine.rules import PRESETS, rules_for
from game.engine.scoring import DOMINO, HandResult
from game.engine.state import HandState

GAMES = [(name, players) for name, preset in PRESETS.items() for players in preset.players]
HANDS = 4


def test_a_code_round_trips_and_forgives_lookalike_letters() -> None:
    code = encode("allfives", 3, 0x1234567890)
    assert len(code) == 15 and code.startswith("F3-")
    assert decode(code) == ("allfives", 3, 0x1234567890)
    assert decode(code.lower().replace("0", "o")) == ("allfives", 3, 0x1234567890)
    assert decode(code.replace("-", "")) == ("allfives", 3, 0x1234567890)


@pytest.mark.parametrize(
    ("code", "message"),
    [("C2-4KX9", "should look like"), ("", "should look like"), ("X2-4KX9-M2QA", "unknown game letter"),
     ("C5-4KX9-M2QA", "names '5' players"), ("N2-4KX9-M2QA", "Partnership is played by 4"),
     ("C2-4KX9-M2Q#", "a character .#. that no code uses"), ("C2-4KX9-M2QA-9", "should look like"),
     ("C2-4KX9-M2QA-7D", "names opener .7., not a seat of 2 players")],
)
def test_bad_codes_say_what_is_wrong(code: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        decode(code)


def seeded_match_codes(preset: str, players: int, seed: int = 11) -> list[HandState]:
    """Hands 1 to 4 of a seeded match (random legal play), as the table deals them."""
    rules = rules_for(preset)
    match = Match.new(rules, players, 10_000)  # far off: four hands never end the match
    rng = random.Random(f"{preset}/{players}/{seed}")
    hands = []
    for _ in range(HANDS):
        state = match.start_hand(rng)
        hands.append(state)
        match = match.after_hand(random_playout(state, rng), state.starter)
    return hands


def deal_again(code: str) -> HandState:
    """A code dealt afresh as ``--deal`` and "Play this deal" do it: the code's one-hand match,
    its first hand dealt from the code's seed (the table's own rng plays no part in the deal)."""
    match, seed = match_for_code(code)
    return match.start_hand(random.Random(999), seed=seed)


@pytest.mark.parametrize("hand", range(1, HANDS + 1))
@pytest.mark.parametrize(("preset", "players"), GAMES)
def test_every_hands_code_deals_it_again_with_the_same_opener(preset: str, players: int, hand: int) -> None:
    state = seeded_match_codes(preset, players)[hand - 1]
    assert state.deal is not None and record_of(state).deal == state.deal
    again = deal_again(state.deal)
    assert again.dealt == state.dealt and again.boneyard == state.boneyard
    assert (again.starter, again.opening) == (state.starter, state.opening)
    assert again.deal == state.deal  # shared again, the code stays the same


# Codes of the first format (no opener, no check character) and what they dealt before the
# format grew, written down from that version: starter, opening tile, hands, boneyard.
OLD_CODES = {
    "C2-4KX9-M2QA":
        "1 5-5 : 0-0 2-1 3-0 4-3 4-4 5-3 6-1 | 1-1 2-2 3-3 5-2 5-5 6-0 6-2 : 4-0 3-1 5-4 1-0 5-1 4-1 2-0 6-3 6-4 4-2 6-5 5-0 6-6 3-2",
    "B3-4KX9-M2QA":
        "2 None : 0-0 2-0 2-2 3-2 4-3 | 1-1 5-0 5-1 5-5 6-6 | 5-2 5-3 5-4 6-4 6-5 : 3-0 6-1 6-2 4-0 4-2 6-3 4-1 3-1 3-3 4-4 6-0 2-1 1-0",
    "D4-0000-0001":
        "3 None : 1-1 2-0 2-1 3-1 4-1 4-4 | 0-0 2-2 3-0 5-0 5-4 6-1 | 1-0 3-3 4-0 6-2 6-5 6-6 | 3-2 5-1 5-2 5-5 6-0 6-4 : 4-3 6-3 5-3 4-2",
    "T2-ZZZZ-ZZZZ":
        "0 None : 2-1 3-0 3-2 4-3 4-4 5-2 6-6 | 1-1 3-1 4-0 4-1 4-2 6-1 6-5 : 6-2 2-2 5-0 5-3 1-0 0-0 5-4 6-0 6-3 2-0 5-5 6-4 3-3 5-1",
    "F3-1234-5678":
        "1 4-4 : 3-2 4-0 4-2 6-1 6-4 | 1-1 4-4 5-0 5-2 6-2 | 1-0 2-1 5-3 6-3 6-5 : 5-4 3-1 4-3 6-6 3-0 5-1 2-2 0-0 5-5 4-1 2-0 6-0 3-3",
    "P4-ABCD-EFGH":
        "0 5-5 : 1-0 2-0 4-0 5-5 6-5 | 3-2 4-3 5-1 5-4 6-0 | 3-0 3-3 4-4 5-3 6-4 | 1-1 4-1 6-1 6-2 6-3 : 5-2 0-0 3-1 2-1 6-6 4-2 5-0 2-2",
    "N4-4KX9-M2QA":
        "3 6-6 : 0-0 2-1 3-0 4-3 4-4 5-3 6-1 | 1-1 2-2 3-3 5-2 5-5 6-0 6-2 | 1-0 2-0 3-1 4-0 4-1 5-1 5-4 | 3-2 4-2 5-0 6-3 6-4 6-5 6-6 : ",
}


def dealt_text(state: HandState) -> str:
    hands = " | ".join(" ".join(str(t) for t in state.hand(seat)) for seat in range(state.players))
    return f"{state.starter} {state.opening} : {hands} : {' '.join(str(t) for t in state.boneyard)}"


@pytest.mark.parametrize("code", sorted(OLD_CODES))
def test_old_codes_deal_what_they_dealt(code: str) -> None:
    assert dealt_text(deal_again(code)) == OLD_CODES[code]


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("block", 3), ("partners", 4)])
def test_a_one_character_typo_is_refused(preset: str, players: int) -> None:
    code = seeded_match_codes(preset, players)[1].deal
    assert code is not None
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    refused = 0
    for i, ch in enumerate(code):
        if ch == "-":
            continue
        for other in alphabet:
            if other == ch:
                continue
            typo = code[:i] + other + code[i + 1 :]
            with pytest.raises(ValueError):
                decode(typo)
            refused += 1
    assert refused == 12 * 31
    with pytest.raises(CodeTypo, match="typo"):
        decode(code[:-1] + ("0" if code[-1] != "0" else "1"))


def test_the_daily_deal_is_the_same_all_day_and_changes_with_the_date() -> None:
    day = datetime.date(2026, 11, 29)
    assert daily_seed(day) == daily_seed(datetime.date(2026, 11, 29))
    assert daily_seed(day) != daily_seed(day + datetime.timedelta(days=1))


def test_the_next_121_games_first_hand_deals_again_with_the_last_winner_opening() -> None:
    rules = rules_for("tactic121")
    won = Match(rules, 3, 121, (0, 0, 120)).after_hand(HandResult(DOMINO, 2, 2, (9, 4, 0), (0, 0, 13), 2), 0)
    state = won.next_game().start_hand(random.Random(4))
    assert state.starter == 2 and state.deal is not None
    again = deal_again(state.deal)
    assert (again.dealt, again.boneyard, again.starter, again.opening) == (state.dealt, state.boneyard, 2, None)
