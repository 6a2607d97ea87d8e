"""The demo (also the packaged executable's smoke test): computers in every seat, N hands, PNGs."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.__main__ import build_parser
from game.ui.app import run


@pytest.mark.parametrize(("players", "size"), [(2, (960, 540)), (4, (1280, 720))])
def test_demo_plays_hands_saves_screenshots_and_exits_0(tmp_path: Path, players: int, size: tuple[int, int]) -> None:
    shots = tmp_path / "shots"
    args = build_parser().parse_args(
        [
            "--demo",
            "--hands",
            "2",
            "--seed",
            "1",
            "--speed",
            "instant",
            "--players",
            str(players),
            "--size",
            f"{size[0]}x{size[1]}",
            "--screenshots",
            str(shots),
        ]
    )
    assert run(args) == 0
    files = sorted(shots.glob("*.png"))
    assert [f.name for f in files] == ["hand-001.png", "hand-002.png"]
    for f in files:
        image = pygame.image.load(str(f))
        assert image.get_size() == size
        # The end-of-hand panel is drawn: its gold frame crosses the middle of the screen.
        colors = {image.get_at((x, size[1] // 2))[:3] for x in range(size[0])}
        assert (246, 204, 92) in colors


def test_unplayable_player_count_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    args = build_parser().parse_args(["--demo", "--hands", "1", "--rules", "partners", "--players", "2"])
    assert run(args) == 2
    assert "not 2" in capsys.readouterr().err
