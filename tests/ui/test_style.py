"""The player's look and sound settings as the table honours them: tile styles, colour-blind
pips, the UI scale, reduced motion, and the sound effects of a hand."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pygame
import pytest

from game.audio import Audio
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.tiles import TILES, tile
from game.persist.settings import Settings
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.draw_tile import PIP_LAYOUTS, TileArt, depth, tile_look
from game.ui.table.render.geometry import RACK_SLOTS, geometry
from game.ui.table.render.hand import human_hand
from game.ui.table.render.style import TableStyle
from tests.ui.players import FirstLegalPlayer
from tests.ui.test_play_a_hand import FRAME, by_keys, demanding_deal, play_hand

S = 60  # short side of the faces examined


def face(app: App, style: str, low: int, high: int, *, colour_blind: bool = False) -> pygame.Surface:
    art = TileArt(tile_look(style, colour_blind=colour_blind))
    return art.face(tile(low, high), S)


def pip_colour(picture: pygame.Surface, number: int) -> tuple[int, int, int]:
    """The colour at the centre of the first pip of ``number`` on the left half (the face is the
    top of the tile: a little smaller than the tile, beside its side edge)."""
    fx, fy = PIP_LAYOUTS[number][0]
    top, edge = S - depth(S), depth(S)
    return tuple(picture.get_at((edge // 2 + round(fx * top), round(fy * top))))[:3]  # type: ignore[return-value]


def lightness(rgb: Sequence[int]) -> float:
    """CIE L* of an sRGB colour: what is left of a colour for someone who cannot tell hues apart."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = map(linear, rgb)
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return 116 * y ** (1 / 3) - 16 if y > 0.008856 else 903.3 * y


def test_the_dark_style_draws_other_faces(app: App) -> None:
    ivory, dark = face(app, "classic", 0, 0), face(app, "dark", 0, 0)
    middle = (S // 2, S // 2)
    assert lightness(ivory.get_at(middle)[:3]) > 80
    assert lightness(dark.get_at(middle)[:3]) < 35


@pytest.mark.parametrize("style", ["classic", "dark"])
def test_colour_blind_pips_differ_in_lightness_and_keep_their_layout(app: App, style: str) -> None:
    plain = [pip_colour(face(app, style, n, n), n) for n in range(1, 7)]
    safe = [pip_colour(face(app, style, n, n, colour_blind=True), n) for n in range(1, 7)]
    assert len(set(plain)) == 1, "without the option every number has the same pips"
    lights = [lightness(c) for c in safe]
    assert min(abs(a - b) for a, b in itertools.combinations(lights, 2)) >= 7, lights
    background = lightness(face(app, style, 0, 0, colour_blind=True).get_at((S // 2, S // 2))[:3])
    assert min(abs(background - light) for light in lights) >= 25, "every pip stands out from the face"


def test_ui_scale_enlarges_text_and_buttons_and_never_shrinks_the_tiles() -> None:
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        for players in (2, 3, 4):
            normal, big = geometry(size, players, 1.0), geometry(size, players, 2.0)
            kept = normal.hand_size if players == 2 else min(normal.hand_size, big.px(62))  # the plate beside a seat
            assert big.hand_size >= kept, "the rack never shrinks with the text but beside a seat at the side"
            assert big.line_size <= normal.line_size, "the line opens no closer at large text"
            assert big.draw_button.h >= 2 * normal.draw_button.h - 1
            hand = pygame.Rect(big.seats[0].hand)
            for box in (big.draw_button, big.pass_button, big.seats[0].plate, big.counter):
                assert not hand.colliderect(box), (size, players, box)
            assert pygame.Rect(0, 0, *size).contains(pygame.Rect(big.pass_button))
            assert big.chain.h >= 2 * big.line_size + big.px(8), "the chain keeps room for a double at 200%"
            assert big.line_size >= big.px(42), "and opens as close as it did before the rack grew (44 design px)"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (2560, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_players_tiles_keep_their_size_as_the_text_grows(size: tuple[int, int], players: int) -> None:
    """A dealt hand and a draw or so lie at full size at every UI scale (at 200% in 960x540
    the name plate and the buttons left six tiles too little room: they shrank)."""
    held = list(TILES[:RACK_SLOTS])
    for ui in (1.0, 1.5, 2.0):
        g = geometry(size, players, ui)
        for n in range(1, RACK_SLOTS + 1):
            shown = {pose.size for pose in human_hand(held[:n], g).values()}
            assert shown == {g.hand_size}, (ui, n, shown)


def new_table(app: App, style: TableStyle, pace: str = "normal") -> TableScene:
    seats = (Seat("You", None), Seat("Computer", FirstLegalPlayer()))
    match = Match.new(PRESETS["classic"], 2, 100)
    sitting = Sitting(seats, match, random.Random(1), demanding_deal())
    table = TableScene(app, sitting, PACES[pace], TablePlan(style=style))
    app.stack.push(table)
    return table


@pytest.mark.parametrize("reduced", [False, True])
def test_reduced_motion_turns_slides_into_fades(app: App, *, reduced: bool) -> None:
    table = new_table(app, TableStyle(reduced_motion=reduced))
    while not table.human_to_move:
        app.step(FRAME)
    action = table.human_legal()[0]
    table.commit(action)
    moving = [sp for sp in table.sprites.values() if sp.moving(table.now)]
    assert moving
    sprite = moving[0]
    app.step(sprite.duration / 4)
    x, y = sprite.at(table.now)[:2]
    at_an_end = (x, y) in ((sprite.start.x, sprite.start.y), (sprite.end.x, sprite.end.y))
    assert at_an_end == reduced, "with reduced motion a tile is never between its places"
    assert (sprite.alpha(table.now) < 1) == reduced, "and it fades instead"
    if reduced:
        assert sprite.duration <= 0.2


class Heard(Audio):
    """A real (silent) Audio that also keeps the names of the effects the table played."""

    def __init__(self) -> None:
        super().__init__(muted=True)
        self.names: list[str] = []

    def play(self, name: str) -> pygame.mixer.Channel | None:
        self.names.append(name)
        return super().play(name)


def test_a_hand_sounds_its_shuffle_clacks_draws_clicks_and_end(app: App) -> None:
    audio = Heard()
    table = new_table(app, TableStyle(audio=audio), "fast")
    play_hand(app, table, by_keys)
    for _ in range(10):
        app.step(FRAME)
    assert isinstance(app.stack.top, HandEndScene)
    assert audio.names[0] == "shuffle"
    assert audio.names.count("clack") == len(table.state.chain)
    assert audio.names.count("draw") == table.state.drawn
    assert audio.names[-1] in ("domino", "blocked")
    assert audio.names[-1] == table.state.result.reason  # type: ignore[union-attr]


def test_the_settings_become_the_table_style() -> None:
    settings = Settings(tile_style="dark", colour_blind_pips=True, ui_scale=150, reduced_motion=True)
    style = TableStyle.from_settings(settings)
    assert style.tiles == tile_look("dark", colour_blind=True)
    assert style.scale == 1.5 and style.reduced_motion


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_each_look_renders_a_table(app: App, size: tuple[int, int]) -> None:
    """The same moment of a hand in each look: the pictures differ, and none is blank."""
    pictures = []
    for style in (TableStyle(), TableStyle(tile_style="dark"), TableStyle(colour_blind_pips=True)):
        app.window = pygame.display.set_mode(size)
        app.stack = type(app.stack)()
        new_table(app, style, "instant")
        for _ in range(3):
            app.step(FRAME)
        pictures.append(pygame.image.tobytes(app.window, "RGB"))
    assert len(set(pictures)) == 3
