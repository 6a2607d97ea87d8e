"""All Fives points fly from the line to the score bar round the seats: at no moment of their
flight do their words touch a seat's name plate or portrait (the cold review: at 2560x1440 and
200% the "+10" on its way to Vesna's score crossed Sven's plate), and they reach the score."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pytest

from game.devtools.audit import TOUCHING, Game, screen_table_four_points
from game.ui.scenes.table import TableScene

FRAMES = 24  # moments of the flight looked at, from its hold to its landing


def _past(view: Any, due: float) -> bool:
    return bool(view.now >= due)


@pytest.mark.parametrize(("size", "scale"), [((2560, 1440), 200), ((1280, 720), 100), ((1280, 720), 200)])
def test_points_on_their_way_touch_no_seat(tmp_path: Path, size: tuple[int, int], scale: int) -> None:
    game = Game(tmp_path / "data", "en", scale, size)
    try:
        screen_table_four_points(game)
        table = game.top
        assert isinstance(table, TableScene)
        view = table.view
        flight = view.scoreboard.flights[0]
        last = None
        for i in range(FRAMES):
            due = flight.t0 + flight.duration * (0.5 + 0.45 * i / (FRAMES - 1))
            game.until(partial(_past, view, due))
            items = game.draw()
            points = [item for item in items if item.kind == "points"]
            seats = [item for item in items if item.kind in ("plate", "portrait")]
            assert points, f"in flight at frame {i}"
            near = points[0].rect.inflate(2 * TOUCHING * scale // 100, 2 * TOUCHING * scale // 100)
            touched = [(seat.kind, seat.text) for seat in seats if near.colliderect(seat.rect)]
            assert not touched, f"frame {i}: {points[0].text} at {points[0].rect} touches {touched}"
            last = points[0].rect
        assert last is not None and last.top < view.geom.top_bar.bottom, "it reaches the score bar"
    finally:
        game.close()
