"""The one bounded cache the table's pictures, the HUD stamps, the callouts and the text share."""

from game.ui.kept import Kept


def test_a_kept_value_is_made_once_and_the_least_recently_used_goes_first() -> None:
    made: list[str] = []

    def maker(key: str) -> str:
        made.append(key)
        return key.upper()

    kept: Kept[str] = Kept(2)
    assert kept.get("a", lambda: maker("a")) == "A"
    assert kept.get("b", lambda: maker("b")) == "B"
    assert kept.get("a", lambda: maker("a")) == "A"  # reused, and now the newest
    kept.get("c", lambda: maker("c"))  # over the bound: "b", the least recently used, goes
    assert made == ["a", "b", "c"]
    assert "a" in kept and "c" in kept and "b" not in kept
    assert kept.peek("b") is None
    assert kept.peek("a") == "A"
