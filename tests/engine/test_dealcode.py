import datetime
import random

import pytest

from game.engine.dealcode import daily_seed, decode, encode
from game.engine.match import Match
from game.engine.record import record_of
from game.engine.rules import rules_for


def test_a_code_round_trips_and_forgives_lookalike_letters() -> None:
    code = encode("allfives", 3, 0x1234567890)
    assert len(code) == 12 and code.startswith("F3-")
    assert decode(code) == ("allfives", 3, 0x1234567890)
    assert decode(code.lower().replace("0", "o")) == ("allfives", 3, 0x1234567890)


@pytest.mark.parametrize(
    ("code", "message"),
    [("C2-4KX9", "should look like"), ("X2-4KX9-M2QA", "unknown game letter"),
     ("C5-4KX9-M2QA", "names '5' players"), ("N2-4KX9-M2QA", "Partnership is played by 4"),
     ("C2-4KX9-M2Q#", "a character .#. that no code uses")],
)
def test_bad_codes_say_what_is_wrong(code: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        decode(code)


@pytest.mark.parametrize("preset", ["classic", "block", "allfives", "partners"])
def test_a_hands_code_deals_the_same_hands_and_boneyard_again(preset: str) -> None:
    rules = rules_for(preset)
    players = 4
    state = Match.new(rules, players).start_hand(random.Random(8))
    assert state.deal is not None and record_of(state).deal == state.deal
    name, count, seed = decode(state.deal)
    again = Match.new(rules_for(name), count).start_hand(random.Random(999), seed=seed)
    assert again.dealt == state.dealt and again.boneyard == state.boneyard
    assert (again.starter, again.opening) == (state.starter, state.opening)


def test_the_daily_deal_is_the_same_all_day_and_changes_with_the_date() -> None:
    day = datetime.date(2026, 11, 29)
    assert daily_seed(day) == daily_seed(datetime.date(2026, 11, 29))
    assert daily_seed(day) != daily_seed(day + datetime.timedelta(days=1))
