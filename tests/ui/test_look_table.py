"""The look at a playing table: large tiles that the camera eases out as the line grows, faces
ready before they are needed, idle life that reduced motion stills, the partner marked at the
seat, the characters' lines in bubbles (and none when turned off)."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.tiles import TILES, Tile
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.portraits import FRAME_GOLD, Expression
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.moments import BLINKING, Portraits
from game.ui.table.render.sprites import CHAIN
from game.ui.table.render.style import TableStyle
from game.ui.table.render.teams import TEAMS
from tests.ui.players import FirstLegalPlayer

FRAME = 1 / 60


def _table(app: App, players: int = 2, style: TableStyle | None = None, venue: str = "default") -> TableScene:
    cast = ("aino", "kaisa", "dragan")[: players - 1]
    seats = (Seat("You", FirstLegalPlayer()), *(Seat(c.title(), FirstLegalPlayer(), c) for c in cast))
    rules = PRESETS["partners" if players == 4 else "classic"]
    match = Match.new(rules, players, 100)
    plan = TablePlan(demo=True, style=style or TableStyle(), venue=venue)
    table = TableScene(app, Sitting(seats, match, random.Random(4)), PACES["fast"], plan)
    app.stack.push(table)
    return table


def _chain_sizes(table: TableScene) -> list[int]:
    return [sp.end.size for sp in table.view.sprites.values() if sp.end.layer == CHAIN and sp.end.face_up]


def test_the_line_starts_large_eases_out_as_it_grows_and_stays_on_the_table(app: App) -> None:
    table = _table(app)
    g = table.view.geom
    assert g.line_size >= 80, "at 1280x720 the line opens with real objects: 80 px across (60, 44 before)"
    sizes: list[int] = []
    drawn_before: dict[object, float] = {}
    for _ in range(60 * 40):
        app.step(FRAME)
        chain = _chain_sizes(table)
        if chain:
            sizes.append(max(chain))
        for sprite in table.view.sprites.values():
            if sprite.end.layer != CHAIN:
                continue
            if not sprite.moving(table.view.now):
                box = pygame.Rect(table.view.hand_rect(sprite.tile))
                assert pygame.Rect(g.chain).contains(box), "every tile of the line lies inside the table's play area"
            if sprite.start.layer != CHAIN and sprite.moving(table.view.now):
                continue  # a tile flying in from a hand: its size is the flight's
            size = sprite.at(table.view.now)[2]
            before = drawn_before.get(sprite.tile)
            assert before is None or abs(size - before) <= max(2.0, before * 0.08), "the zoom eases, never jumps"
            drawn_before[sprite.tile] = size
        if table.state.result is not None:
            break
    assert sizes and sizes[0] == g.line_size, "the first tile as close as the camera goes"
    assert g.hand_size >= g.line_size, "the rack as large at the start"
    assert all(b <= a for a, b in itertools.pairwise(sizes)), "the line only zooms out as it grows"
    assert max(sizes) <= g.hand_size, "the rack is never smaller than the line"


def test_every_face_is_drawn_when_the_seat_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.display.set_mode((320, 200))
    faces = Portraits()
    faces.prepare(["aino", "nikos"], 96)

    def refuse(*_args: object, **_kwargs: object) -> pygame.Surface:
        raise AssertionError("a face drawn while the table plays")

    monkeypatch.setattr("game.ui.table.render.moments.portrait_face", refuse)
    monkeypatch.setattr("game.ui.table.render.moments.portrait_frame", refuse)
    for character in ("aino", "nikos"):
        for expression in Expression:
            assert faces.get(character, expression) is not None
        for expression in BLINKING:
            assert faces.get(character, expression, blink=True) is not faces.get(character, expression)
    for ring in (FRAME_GOLD, *(team.colour for team in TEAMS)):  # the frames they sway in, a team's too
        for thinking in (False, True):
            assert faces.frame(ring, thinking=thinking).get_size() == (96, 96)


def test_the_racks_faces_are_drawn_when_the_table_opens_and_the_deal_draws_none(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every tile's face at the rack's size is drawn in the table's first frame, and no frame of
    the deal draws one: at 4K a face is 10 ms, and drawn one a frame as the tiles flew (each
    flying tile drew its face unturned too) they made the deal's frames the slowest of a hand."""
    drawn: list[tuple[Tile, int, int]] = []
    face = TileArt.face

    def noted(art: TileArt, t: Tile, s: int, angle: int = 0) -> pygame.Surface:
        if art.ready_face(t, s, angle) is None:
            drawn.append((t, s, angle))
        return face(art, t, s, angle)

    table = _table(app)
    app.step(FRAME)
    g = table.view.geom
    assert all(app.art.ready_face(t, g.hand_size, 90) is not None for t in TILES)
    monkeypatch.setattr(TileArt, "face", noted)
    while table.view.now < table.view.settle_at:
        app.step(FRAME)
    assert not drawn, f"faces drawn as the deal flew: {drawn}"


@pytest.mark.parametrize("reduced", [False, True])
def test_idle_faces_blink_and_sway_unless_motion_is_reduced(app: App, *, reduced: bool) -> None:
    table = _table(app, style=TableStyle(reduced_motion=reduced))
    idles: set[tuple[float, float, bool]] = set()
    for _ in range(60 * 8):
        app.step(FRAME)
        idles.update(p.idle for p in table.view.hud_frame(app.fonts).portraits)
    if reduced:
        assert idles == {(0.0, 0.0, False)}
    else:
        assert any(blink for _x, _y, blink in idles), "a blink within eight seconds"
        assert len(idles) > 10, "the head moves"


def test_the_partner_is_marked_at_their_seat(app: App) -> None:
    table = _table(app, players=4)
    app.step(FRAME)
    frame = table.view.hud_frame(app.fonts)
    tags = {p.character: p.tag for p in frame.portraits}
    assert tags["kaisa"] is not None, "the seat across the table plays with the player"
    assert tags["aino"] is None and tags["dragan"] is None


def test_no_partner_tag_in_a_game_everyone_plays_alone(app: App) -> None:
    table = _table(app, players=3)
    app.step(FRAME)
    assert all(p.tag is None for p in table.view.hud_frame(app.fonts).portraits)


@pytest.mark.parametrize("bubbles", [True, False])
def test_characters_say_a_line_now_and_then_unless_turned_off(app: App, *, bubbles: bool) -> None:
    said: set[str] = set()
    for seed in range(6):
        table = _table(app, players=3, style=TableStyle(speech_bubbles=bubbles))
        table.view.quips.rng = random.Random(seed)
        for _ in range(60 * 6):
            app.step(FRAME)
            said.update(b.words for b in table.view.hud_frame(app.fonts).bubbles)
        app.stack.pop()
    assert bool(said) is bubbles


def test_ambient_life_draws_nothing_with_reduced_motion(app: App) -> None:
    table = _table(app, style=TableStyle(reduced_motion=True), venue="harbour")
    assert table.view.ambience.still


def test_a_portrait_at_the_seat_is_larger_than_before() -> None:
    from game.ui.table.render.geometry import geometry

    g = geometry((1920, 1080), 2)
    top = next(place for place in g.seats if place.side == "top")
    assert top.portrait.w >= round(72 * 1.5 * 1.5), "half as large again as the 72 px (at 100%) of before"


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
def test_the_line_of_play_never_reaches_the_aid_buttons_or_the_players_band(size: tuple[int, int], ui: float) -> None:
    from game.ui.table.render.aid_panel import aid_buttons
    from game.ui.table.render.geometry import geometry

    for players in (2, 3, 4):
        g = geometry(size, players, ui)
        chain = pygame.Rect(g.chain)
        for box in (*aid_buttons(g, 3), g.draw_button, g.pass_button, *(place.plate for place in g.seats)):
            assert not chain.colliderect(pygame.Rect(box)), (size, ui, players, box)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (2560, 1080)])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
def test_a_side_seat_sits_on_the_cloth_clear_of_the_tables_rim(size: tuple[int, int], ui: float) -> None:
    """The portrait and name plate at a side seat lie on the cloth, a margin in from its wooden
    rim (once they sat on the rim, 12 px from the window's edge at 200%)."""
    from game.ui.table.render.geometry import geometry
    from game.ui.venues import cloth_rect

    for players in (3, 4):
        g = geometry(size, players, ui)
        clear = cloth_rect(size).inflate(-2 * g.px(8), 0)
        for place in g.seats:
            if place.side in ("left", "right"):
                for box in (place.portrait, place.plate):
                    assert clear.contains(pygame.Rect(box)), (players, place.side, box, "not clear of", clear)
