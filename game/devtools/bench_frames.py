"""Frame time of the table: the demo at 1920x1080 and at 3840x2160 with tiles in flight and
the opponents' portraits changing face, median and p99 in ms.

Frames are stepped with a fixed 1/60 s of game time and no waiting, so the figure is the
work per frame (events, update, drawing, flip) rather than the frame cap. Wall time counts
what a player would feel, including waits for a busy CPU; the main thread's CPU time is
the table's own work, steady even on a machine shared with other jobs.
"""

from __future__ import annotations

import os
import random
import statistics
import time

FRAMES = 900  # 15 s of game time at normal speed: a deal, many moves, a re-fit or two
SIZES = ((1920, 1080), (3840, 2160))
TARGETS = {(1920, 1080): 16.0, (3840, 2160): 33.0}  # p99 ms: 60 fps at 1080p, 30 at 4K
CAST = ("aino", "sven", "vesna", "nikos")  # the Easy characters: they answer quickly


def run() -> None:
    for size in SIZES:
        run_at(size)


def run_at(size: tuple[int, int]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ai.characters import make_character_player
    from game.domain.roster import character
    from game.engine.match import Match
    from game.engine.rules import PRESETS
    from game.ui.app import App
    from game.ui.pace import PACES
    from game.ui.scenes.table import TableScene
    from game.ui.seats import Seat
    from game.ui.table.plan import TablePlan

    app = App(size, frame_cap=0)
    try:
        rules = PRESETS["classic"]
        match = Match.new(rules, 4, rules.default_target(4))
        seats = tuple(Seat(character(c).name, make_character_player(c), c) for c in CAST)
        table = TableScene(app, seats, match, random.Random(7), PACES["fast"], TablePlan(demo=True))
        app.stack.push(table)
        wall: list[float] = []
        cpu: list[float] = []
        in_flight = faces = 0
        for _ in range(FRAMES):
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            in_flight += any(sprite.moving(table.now) for sprite in table.sprites.values())
            faces += any(table.now < until for _face, until in table.view.moments.moods.values())
    finally:
        app.close()
    print(
        f"table frames at {size[0]}x{size[1]}, {len(wall)} frames ({in_flight} with tiles in flight, "
        f"{faces} with a pleased or annoyed face): wall median {statistics.median(wall):.2f} ms, "
        f"p99 {_p99(wall):.2f} ms; main-thread CPU median {statistics.median(cpu):.2f} ms, "
        f"p99 {_p99(cpu):.2f} ms (target p99 <= {TARGETS[size]:.0f} ms)"
    )


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * len(ordered)))]


if __name__ == "__main__":
    run()
