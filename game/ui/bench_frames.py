"""Frame time of the table: the demo at 1920x1080 with tiles in flight, median and p99 in ms.

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
SIZE = (1920, 1080)


def run() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.engine.match import Match
    from game.engine.rules import PRESETS
    from game.ui.app import App
    from game.ui.pace import PACES
    from game.ui.scenes.table import TablePlan, TableScene
    from game.ui.seats import default_seats

    app = App(SIZE, frame_cap=0)
    try:
        rules = PRESETS["classic"]
        match = Match.new(rules, 4, rules.default_target(4))
        table = TableScene(
            app, default_seats(4, demo=True), match, random.Random(7), PACES["fast"], TablePlan(demo=True)
        )
        app.stack.push(table)
        wall: list[float] = []
        cpu: list[float] = []
        in_flight = 0
        for _ in range(FRAMES):
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            in_flight += any(sprite.moving(table.now) for sprite in table.sprites.values())
    finally:
        app.close()
    print(
        f"table frames at {SIZE[0]}x{SIZE[1]}, {len(wall)} frames ({in_flight} with tiles in flight): "
        f"wall median {statistics.median(wall):.2f} ms, p99 {_p99(wall):.2f} ms; "
        f"main-thread CPU median {statistics.median(cpu):.2f} ms, p99 {_p99(cpu):.2f} ms"
    )


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * len(ordered)))]


if __name__ == "__main__":
    run()
