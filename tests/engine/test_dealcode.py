import datetime
import random

import pytest

from game.aids.deals import match_for_code
from game.engine.dealcode import EXAMPLE, CodeTypo, daily_seed, decode, encode, read
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
    assert len(code) == 16 and code.startswith("F3-")
    assert decode(code) == ("allfives", 3, 0x1234567890)
    assert decode(code.lower().replace("0", "o")) == ("allfives", 3, 0x1234567890)
    assert decode(code.replace("-", "")) == ("allfives", 3, 0x1234567890)


@pytest.mark.parametrize(
    ("code", "message"),
    [("C2-4KX9", "should look like"), ("", "should look like"), ("X2-4KX9-M2QA", "unknown game letter"),
     ("C5-4KX9-M2QA", "names '5' players"), ("N2-4KX9-M2QA", "Partnership is played by 4"),
     ("C2-4KX9-M2Q#", "a character .#. that no code uses"), ("C2-4KX9-M2QA-9", "should look like"),
     ("C2-4KX9-M2QA-731", "names opener .7., not a seat of 2 players")],
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
        "1 5-5 : 0-0 2-1 3-0 4-3 4-4 5-3 6-1 | 1-1 2-2 3-3 5-2 5-5 6-0 6-2 : "
        "4-0 3-1 5-4 1-0 5-1 4-1 2-0 6-3 6-4 4-2 6-5 5-0 6-6 3-2",
    "B3-4KX9-M2QA":
        "2 None : 0-0 2-0 2-2 3-2 4-3 | 1-1 5-0 5-1 5-5 6-6 | 5-2 5-3 5-4 6-4 6-5 : "
        "3-0 6-1 6-2 4-0 4-2 6-3 4-1 3-1 3-3 4-4 6-0 2-1 1-0",
    "D4-0000-0001":
        "3 None : 1-1 2-0 2-1 3-1 4-1 4-4 | 0-0 2-2 3-0 5-0 5-4 6-1 | 1-0 3-3 4-0 6-2 6-5 6-6 | "
        "3-2 5-1 5-2 5-5 6-0 6-4 : 4-3 6-3 5-3 4-2",
    "T2-ZZZZ-ZZZZ":
        "0 None : 2-1 3-0 3-2 4-3 4-4 5-2 6-6 | 1-1 3-1 4-0 4-1 4-2 6-1 6-5 : "
        "6-2 2-2 5-0 5-3 1-0 0-0 5-4 6-0 6-3 2-0 5-5 6-4 3-3 5-1",
    "F3-1234-5678":
        "1 4-4 : 3-2 4-0 4-2 6-1 6-4 | 1-1 4-4 5-0 5-2 6-2 | 1-0 2-1 5-3 6-3 6-5 : "
        "5-4 3-1 4-3 6-6 3-0 5-1 2-2 0-0 5-5 4-1 2-0 6-0 3-3",
    "P4-ABCD-EFGH":
        "0 5-5 : 1-0 2-0 4-0 5-5 6-5 | 3-2 4-3 5-1 5-4 6-0 | 3-0 3-3 4-4 5-3 6-4 | 1-1 4-1 6-1 6-2 6-3 : "
        "5-2 0-0 3-1 2-1 6-6 4-2 5-0 2-2",
    "N4-4KX9-M2QA":
        "3 6-6 : 0-0 2-1 3-0 4-3 4-4 5-3 6-1 | 1-1 2-2 3-3 5-2 5-5 6-0 6-2 | 1-0 2-0 3-1 4-0 4-1 5-1 5-4 | "
        "3-2 4-2 5-0 6-3 6-4 6-5 6-6 : ",
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
    assert refused == 13 * 31
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


ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def sample_codes() -> list[str]:
    """Codes of every game and player count, every opener and a spread of seeds (plain text, no dashes)."""
    rng = random.Random(2026)
    codes = []
    for preset, players in GAMES:
        for opener in (None, *range(players)):
            for seed in (0, (1 << 40) - 1, rng.getrandbits(40), rng.getrandbits(40)):
                codes.append(encode(preset, players, seed, opener).replace("-", ""))
    return codes


def readable(text: str) -> bool:
    try:
        decode(text)
    except ValueError:
        return False
    return True


def test_every_single_substitution_and_every_neighbour_swap_is_refused() -> None:
    """Exhaustive over the alphabet: each of the sample's 13 * 31 substitutions and 12 swaps."""
    codes = sample_codes()
    missed: list[str] = []
    tried = 0
    for code in codes:
        assert readable(code)
        for i, ch in enumerate(code):
            for other in ALPHABET:
                if other != ch:
                    tried += 1
                    typo = code[:i] + other + code[i + 1 :]
                    missed += [typo] if readable(typo) else []
            if i + 1 < len(code) and ch != code[i + 1]:
                tried += 1
                swapped = code[:i] + code[i + 1] + ch + code[i + 2 :]
                missed += [swapped] if readable(swapped) else []
    assert len(codes) == 4 * sum(players + 1 for _preset, players in GAMES)
    assert tried > len(codes) * 13 * 31
    assert missed == []


def test_a_new_code_with_one_or_two_characters_dropped_is_never_an_older_code() -> None:
    """Dropping characters does not make a valid code of an older format (which could change the opener)."""
    accepted = []
    for code in sample_codes():
        for i in range(len(code)):
            shorter = code[:i] + code[i + 1 :]
            accepted += [shorter] if readable(shorter) else []
            for j in range(i, len(shorter)):
                shortest = shorter[:j] + shorter[j + 1 :]
                accepted += [shortest] if readable(shortest) else []
    assert accepted == []


def test_codes_of_the_second_format_read_from_saved_files_only_with_their_own_check() -> None:
    assert read("C2-4KX9-M2QA-S7", second_format=True) == read("C2-4KX9-M2QA")  # the example of the second format
    with pytest.raises(CodeTypo):
        read("C2-4KX9-M2QA-S8", second_format=True)
    with pytest.raises(ValueError, match="should look like"):
        read("C2-4KX9-M2QA-S7")


def test_a_refused_code_is_quoted_in_a_few_dozen_characters_at_most() -> None:
    for pasted in ("C2-" + "4KX9" * 25_000, "X" * 100_000, "C2-4KX9-M2QA-S7\x00" + "é" * 5000):
        with pytest.raises(ValueError) as refused:
            decode(pasted)
        assert len(str(refused.value)) < 120


def test_the_example_shown_to_players_is_a_code_of_this_format() -> None:
    assert read(EXAMPLE) == read("C2-4KX9-M2QA") and len(EXAMPLE) == 16
