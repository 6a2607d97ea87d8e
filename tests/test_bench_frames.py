"""``make bench``'s table script draws the same work every run and at every size (#29), and that
work holds the moments that cost the most: the figures compare code, not luck."""

from __future__ import annotations

from game.devtools import bench_frames

SMALL, LARGER = (480, 270), (960, 540)  # the bench's sizes draw the same script, only slower


def test_the_script_draws_the_same_work_every_run_and_at_every_size() -> None:
    moves = bench_frames.record()
    assert moves == bench_frames.record()
    first = bench_frames.play(SMALL, moves)[0].line()
    assert bench_frames.play(SMALL, moves)[0].line() == first
    assert bench_frames.play(LARGER, moves)[0].line() == first


def test_the_script_holds_the_worst_moments() -> None:
    work, timings = bench_frames.play(SMALL, bench_frames.record())
    assert len(timings.cpu) == len(timings.wall) == len(work.kinds) == work.frames
    assert set(work.kinds) == {"camera", "tiles moving", "points flying", "still", "end screen", "celebration"}
    assert work.most_faces >= 3, "several portraits change face at once"
    assert work.flights > 0 and work.flying > 0, "points fly to the score"
    assert work.flipping > 0, "the hands turn over at a hand's end"
    assert work.camera > 0, "the camera on the line zooms out or pans"
    assert work.end_screens > 0
    assert work.celebration == bench_frames.CELEBRATION, "the match ends in the player's win"
