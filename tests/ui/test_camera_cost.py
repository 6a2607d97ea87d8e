"""The camera's work per move: framing a line one tile longer lays out only the new tiles
(the line itself and its look-ahead's ghosts), never the whole line again per candidate size
(8,896 whole-line layouts in ten instant demo hands halved the demo's hands per second)."""

from __future__ import annotations

import random

import pytest

from game.ui.table.render import layout
from game.ui.table.render.camera import follow
from game.ui.table.render.geometry import geometry
from tests.ui.chains import full_chain


def test_a_move_lays_out_the_new_tiles_only(monkeypatch: pytest.MonkeyPatch) -> None:
    geom = geometry((1280, 720), 4)
    chain = full_chain(random.Random(3))
    framed = follow(chain[:20], geom.chain, geom.line_size)
    placed = 0
    place = layout._Arm.place

    def counted(self: layout._Arm, *args: object) -> layout.Spot:
        nonlocal placed
        placed += 1
        return place(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(layout._Arm, "place", counted)
    follow(chain[:21], geom.chain, geom.line_size, framed)
    # The new tile and its next moves' ghosts at the sizes tried (this one, and the step down
    # where a next tile may take the line there): 51 tiles laid. Laying the whole 21-tile line
    # out again per candidate laid 540.
    assert placed < 3 * 21
