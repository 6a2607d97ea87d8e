"""The demo (also the packaged executable's smoke test): computers in every seat, N hands, PNGs."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.__main__ import build_parser
from game.engine.match import Match
from game.engine.playout import random_playout
from game.engine.rules import rules_for
from game.i18n import _, current_language, pgettext, set_language
from game.persist.saves import Saves
from game.persist.settings import Settings
from game.ui.app import App, run, table_for


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
            "--data-dir",
            str(tmp_path / "data"),
        ]
    )
    assert run(args) == 0
    files = sorted(shots.glob("*.png"))
    assert [f.name for f in files] == ["hand-001.png", "hand-002.png"]
    for f in files:
        image = pygame.image.load(str(f))
        assert image.get_size() == size
        # The end-of-hand panel is drawn: a row of its gold frame runs a quarter of the window's
        # width at least (the panel stands wherever it leaves the line of play in view).
        gold = [sum(_golden(image.get_at((x, y))) for x in range(size[0])) for y in range(size[1])]
        assert max(gold) >= size[0] // 4


def test_unplayable_player_count_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    args = build_parser().parse_args(
        ["--demo", "--hands", "1", "--rules", "partners", "--players", "2", "--data-dir", str(tmp_path)]
    )
    assert run(args) == 2
    assert "not 2" in capsys.readouterr().err


@pytest.fixture
def finnish_player(tmp_path: Path) -> Path:
    """A data folder whose settings say: Finnish, dark tiles, colour-blind-safe pips."""
    saves = Saves.open(tmp_path)
    saves.change_settings(Settings(language="fi", tile_style="dark", colour_blind_pips=True, tutorial_done=True))
    return tmp_path


@pytest.fixture
def app() -> Iterator[App]:
    window = App((960, 540), frame_cap=0)
    yield window
    window.close()
    set_language("en")


@pytest.mark.parametrize("table_args", [["--demo"], ["--deal", "B3-4KX9-M2QA"], ["--demo", "--deal", "B3-4KX9-M2QA"]])
def test_demo_and_deal_tables_use_the_players_settings(app: App, finnish_player: Path, table_args: list[str]) -> None:
    args = build_parser().parse_args([*table_args, "--data-dir", str(finnish_player)])
    table = table_for(app, args)
    assert current_language() == "fi" and pgettext("action", "Draw") == "Nosta"
    assert table.style.tile_style == "dark" and table.style.colour_blind_pips


def test_lang_sets_the_language_for_one_run_only(app: App, finnish_player: Path) -> None:
    args = build_parser().parse_args(["--demo", "--lang", "sv", "--data-dir", str(finnish_player)])
    table_for(app, args)
    assert current_language() == "sv" and _("Double Six") == "Double Six"
    assert pgettext("action", "Draw") != "Nosta" and pgettext("action", "Draw") != "Draw"
    assert Saves.open(finnish_player).settings.language == "fi"  # the setting is not changed


def test_a_later_hands_code_deals_that_hand_at_the_command_lines_table(app: App, tmp_path: Path) -> None:
    rules = rules_for("block")
    match = Match.new(rules, 3, 61)
    rng = random.Random(6)
    first = match.start_hand(rng)
    second = match.after_hand(random_playout(first, rng), first.starter).start_hand(rng)
    assert second.deal is not None
    args = build_parser().parse_args(["--demo", "--deal", second.deal, "--data-dir", str(tmp_path)])
    table = table_for(app, args)
    assert table.state.dealt == second.dealt and table.state.boneyard == second.boneyard
    assert table.state.starter == second.starter == (first.starter + 1) % 3


def test_an_instant_demo_plays_a_move_a_frame_the_same_every_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No frame waits for a computer's answer: the same seeded demo takes the same frames each run."""
    frames: list[int] = []
    step = App.step

    def counted(self: App, dt: float | None = None) -> bool:
        frames[-1] += 1
        return step(self, dt)

    monkeypatch.setattr(App, "step", counted)
    argv = ["--demo", "--hands", "2", "--seed", "5", "--players", "4", "--speed", "instant"]
    argv += ["--data-dir", str(tmp_path)]
    for _run in range(3):
        frames.append(0)
        assert run(build_parser().parse_args(argv)) == 0
    assert frames[0] == frames[1] == frames[2]


def test_play_this_deal_says_a_typed_code_has_a_typo(app: App) -> None:
    from game.engine.dealcode import encode
    from game.ui.scenes.deal_entry import DealEntryScene

    entry = DealEntryScene(app, random.Random(1))
    app.stack.push(entry)
    code = encode("allfives", 3, 777, 2)
    entry.code = code[:-1] + ("0" if code[-1] != "0" else "1")
    assert not entry.submit()
    assert entry.problem == "That code has a typo: check it character by character"
    assert app.stack.top is entry


def test_on_a_first_start_a_demo_speaks_the_locales_language(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fi_FI")
    table_for(app, build_parser().parse_args(["--demo", "--data-dir", str(tmp_path)]))  # no settings saved yet
    assert current_language() == "fi" and pgettext("action", "Draw") == "Nosta"


def _golden(colour: pygame.Color) -> bool:
    """The panel's gold trim, lit from above: pale along its top edge (249, 219, 141), dark along
    its bottom (146, 121, 54), which of the two rows is brighter turning on the panel's height: a
    warm yellow, far from the felt, the wood, the ivory tiles and the score bar's duller brass rule
    (146, 123, 71), which runs the window's whole width."""
    return colour.r >= 140 and colour.g >= 110 and colour.r > colour.g > colour.b and colour.r - colour.b >= 85
