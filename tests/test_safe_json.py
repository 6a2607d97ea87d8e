"""Bounded JSON: numbers that overflow to infinity are refused like ``Infinity`` itself."""

from __future__ import annotations

import pytest

from game.safe_json import UnsafeJSONError, loads


@pytest.mark.parametrize("number", ["1e999", "-1e999", "1.5e400", "Infinity", "-Infinity", "NaN"])
def test_a_number_that_overflows_is_refused(number: str) -> None:
    with pytest.raises(UnsafeJSONError, match="too large|not a JSON number"):
        loads(f'{{"review": {{"outcome": {number}}}}}')


def test_large_finite_numbers_still_read() -> None:
    big = [1e300, -2.5e-300, 123456789012345678901234567890]
    assert loads("[1e300, -2.5e-300, 123456789012345678901234567890]") == big


def test_a_spare_field_holding_an_overflow_is_left_out_and_an_overflow_elsewhere_still_refused() -> None:
    assert loads('{"a": 1, "cache": {"x": [1e999]}}', spare=("cache",)) == {"a": 1}
    assert loads('{"a": 1.5, "cache": {"x": [2.5]}}', spare=("cache",)) == {"a": 1.5, "cache": {"x": [2.5]}}
    with pytest.raises(UnsafeJSONError, match="too large"):
        loads('{"a": [1e999], "cache": {}}', spare=("cache",))
    with pytest.raises(UnsafeJSONError, match="too large"):
        loads('[{"cache": 1e999}]', spare=("cache",))
