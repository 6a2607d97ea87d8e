"""The interface's pieces look like things on a games table, lit from the upper left (ART.md):
a button is lighter along its top than its bottom and casts a shadow under it, a plate is lighter
at its top-left edge than at its bottom-right one and shades the felt down-right, the score bar
is a rail with a shadow on the felt; words on every piece keep 4.5:1; and each picture is drawn
once, not every frame."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ui import skin, theme
from game.ui.callouts import Callouts
from game.ui.menus.controls import CHOICE_OFF, Choice, MenuButton
from game.ui.table.render import hud
from game.ui.table.render.geometry import geometry
from game.ui.table.render.layout import Box
from game.ui.table.render.seat_hud import HudFrame, PlateShown, draw_bar, draw_plates
from game.ui.widgets import Button
from tests.ui.test_art import contrast, luminance


@pytest.fixture(autouse=True)
def window() -> Iterator[None]:
    pygame.display.set_mode((320, 200))
    yield


def _on_felt(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(theme.FELT)
    return surface


def _row_light(surface: pygame.Surface, y: int, xs: range) -> float:
    return sum(luminance(surface.get_at((x, y))) for x in xs) / len(xs)


def _button(state: skin.ButtonState) -> tuple[pygame.Surface, pygame.Rect]:
    """A Draw-sized button drawn by the table's widget on the felt, and where it is."""
    surface = _on_felt((400, 200))
    button = Button(Box(100, 60, 200, 48), "")
    button.enabled, button.hover, button.focus, button.pressed = state.enabled, state.hover, state.focus, state.pressed
    button.draw(surface, theme.Fonts(), state.glow)
    return surface, button.rect


def test_a_button_is_lit_from_above_and_casts_a_shadow_under_it() -> None:
    surface, rect = _button(skin.ButtonState())
    xs = range(rect.x + rect.w // 4, rect.right - rect.w // 4)
    top, bottom = _row_light(surface, rect.y + 3, xs), _row_light(surface, rect.bottom - 3, xs)
    assert top > bottom * 1.15, (top, bottom)
    felt = luminance(theme.FELT)
    under = _row_light(surface, rect.bottom + 2, xs)
    above = _row_light(surface, rect.y - 3, xs)
    assert under < felt * 0.8, "a shadow lies under the button"
    assert above == pytest.approx(felt, rel=0.02), "and none above it (the light is from above)"
    right, left = (
        luminance(surface.get_at((rect.right + 2, rect.centery))),
        luminance(surface.get_at((rect.x - 3, rect.centery))),
    )
    assert right < left, "the shadow falls to the right"


def test_a_button_under_the_pointer_is_lighter_and_one_that_is_off_is_darker_and_lies_low() -> None:
    plain, rect = _button(skin.ButtonState())
    hover, _rect = _button(skin.ButtonState(hover=True))
    off, _rect = _button(skin.ButtonState(enabled=False))
    middle = (rect.centerx, rect.y + rect.h // 3)
    assert luminance(hover.get_at(middle)) > luminance(plain.get_at(middle))
    assert luminance(off.get_at(middle)) < luminance(plain.get_at(middle)) / 2, "off: far less light"
    xs = range(rect.x + rect.w // 4, rect.right - rect.w // 4)
    felt = luminance(theme.FELT)
    assert _row_light(plain, rect.bottom + 3, xs) < _row_light(off, rect.bottom + 3, xs) <= felt * 1.02, "pressed low"


def test_a_focused_or_glowing_button_is_ringed_in_gold_and_a_held_one_sinks() -> None:
    plain, rect = _button(skin.ButtonState())
    outside = (rect.centerx, rect.y - 4)
    for state in (skin.ButtonState(focus=True), skin.ButtonState(glow=0.5)):
        ringed, _rect = _button(state)
        assert contrast(ringed.get_at(outside), theme.GLOW) < 1.3, state
    assert contrast(plain.get_at(outside), theme.FELT) < 1.05
    held, _rect = _button(skin.ButtonState(pressed=True))
    xs = range(rect.x + rect.w // 4, rect.right - rect.w // 4)
    assert _row_light(held, rect.y + 3, xs) < _row_light(plain, rect.y + 3, xs), "its top no longer catches the light"


def test_the_same_button_drawn_twice_is_one_picture() -> None:
    state = skin.ButtonState(hover=True)
    first = skin.button((211, 47), state)
    _button(state)
    _button(state)
    assert skin.button((211, 47), state) is first
    glowing = {skin.button((211, 47), skin.ButtonState(glow=i / 1000)).picture for i in range(1, 1001)}
    assert len(glowing) <= skin.GLOW_STEPS, "a breathing glow is a few pictures, not one a frame"


def _inner(piece: skin.Piece, size: tuple[int, int], margin: int, corner: int = 0) -> list[pygame.Color]:
    """The colours of ``piece``'s body more than ``margin`` px in from its edge and outside its
    rounded ``corner`` squares (where words go)."""
    w, h = size
    pad, picture = piece.pad, piece.picture
    return [
        pygame.Color(picture.get_at((pad + x, pad + y)))
        for x in range(margin, w - margin, 3)
        for y in range(margin, h - margin, 2)
        if corner <= x < w - corner or corner <= y < h - corner
    ]


WORDS = {"text": theme.TEXT, "dim text": theme.TEXT_DIM, "gold": theme.GOLD, "glow": theme.GLOW, "warning": theme.WARN}


@pytest.mark.parametrize("size", [(150, 44), (640, 600), (392, 300)])
def test_words_keep_4_5_to_1_on_every_plaque(size: tuple[int, int]) -> None:
    piece = skin.plaque(size, 16, skin.Trim(theme.BRASS, 2, 6))
    lightest = max(_inner(piece, size, 6, corner=16), key=luminance)
    for name, colour in WORDS.items():
        assert contrast(colour, lightest) >= 4.5, (name, size, lightest)


def test_words_keep_4_5_to_1_on_buttons_choices_and_the_status_line() -> None:
    size = (300, 48)
    for state in (skin.ButtonState(), skin.ButtonState(hover=True, glow=1.0), skin.ButtonState(pressed=True)):
        colours = _inner(skin.button(size, state), size, 6)
        darkest, lightest = min(colours, key=luminance), max(colours, key=luminance)
        assert contrast(theme.BUTTON_TEXT, darkest) >= 4.5, state
        assert contrast(theme.BUTTON_TEXT, lightest) >= 4.5, state
    off = max(_inner(skin.button(size, skin.ButtonState(enabled=False)), size, 6), key=luminance)
    assert contrast(skin.OFF_INK, off) >= 4.5
    for state in (skin.ButtonState(), skin.ButtonState(hover=True)):
        lightest = max(_inner(skin.slot(size, state), size, 6), key=luminance)
        for colour in (theme.TEXT, theme.TEXT_DIM, theme.GLOW, theme.GOLD):
            assert contrast(colour, lightest) >= 4.5, (state, colour)
    flat = max(_inner(skin.slot(size, skin.ButtonState(enabled=False)), size, 6), key=luminance)
    assert contrast(CHOICE_OFF, flat) >= 4.5, "the words of a choice that cannot change"
    for urgent in (False, True):
        lightest = max(_inner(skin.banner((400, 34), urgent=urgent), (400, 34), 6), key=luminance)
        assert contrast(theme.WARN if urgent else theme.TEXT, lightest) >= 4.5


def test_a_plaque_is_lighter_at_its_top_left_edge_than_at_its_bottom_right() -> None:
    size = (300, 200)
    piece = skin.plaque(size, 12, skin.Trim(theme.BRASS, 2, 6))
    pad, picture = piece.pad, piece.picture
    top = sum(luminance(picture.get_at((pad + x, pad + 3))) for x in range(40, 260))
    bottom = sum(luminance(picture.get_at((pad + x, pad + size[1] - 4))) for x in range(40, 260))
    left = sum(luminance(picture.get_at((pad + 3, pad + y))) for y in range(40, 160))
    right = sum(luminance(picture.get_at((pad + size[0] - 4, pad + y))) for y in range(40, 160))
    assert top > bottom * 1.2 and left > right * 1.2, (top, bottom, left, right)


def test_a_name_plate_shades_the_felt_down_right() -> None:
    g = geometry((1280, 720), 2, 1.0)
    surface = _on_felt((1280, 720))
    plate = g.seats[1].plate
    frame = HudFrame(g, "", (), "", (), (PlateShown(plate, "Aino", "6 tiles", None),), (), ())
    draw_plates(frame, surface, theme.Fonts(), hud.Stamps(), Callouts())
    rect, felt = pygame.Rect(plate), luminance(theme.FELT)
    below_right = luminance(surface.get_at((rect.right + 1, rect.bottom + 1)))
    above_left = luminance(surface.get_at((rect.x - 3, rect.y - 3)))
    assert below_right < felt * 0.85 and above_left == pytest.approx(felt, rel=0.02)
    inside_top, inside_bottom = (
        surface.get_at((rect.centerx, rect.y + 1)),
        surface.get_at((rect.centerx, rect.bottom - 2)),
    )
    assert luminance(inside_top) > luminance(inside_bottom)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_score_bar_is_a_rail_that_shades_the_felt_under_it(size: tuple[int, int]) -> None:
    g = geometry(size, 2, 1.0)
    surface = _on_felt(size)
    draw_bar(HudFrame(g, "", (), "", (), (), (), ()), surface, theme.Fonts(), hud.Stamps())
    bar, felt = pygame.Rect(g.top_bar), luminance(theme.FELT)
    xs = range(bar.w // 3, bar.w // 2)
    assert _row_light(surface, bar.y + bar.h // 4, xs) > _row_light(surface, bar.bottom - bar.h // 5, xs)
    assert _row_light(surface, bar.bottom + 1, xs) < felt * 0.8, "the rail's shadow on the felt"
    assert _row_light(surface, bar.bottom + g.px(12), xs) == pytest.approx(felt, rel=0.02), "a short one"
    colours = [surface.get_at((x, y)) for x in xs for y in range(bar.y + g.tx(4), bar.bottom - g.tx(6), 3)]
    lightest = max(colours, key=luminance)
    for name, colour in WORDS.items():
        assert contrast(colour, lightest) >= 4.5, name


def _menu_row(control: Choice[bool] | MenuButton, *, focused: bool) -> tuple[pygame.Surface, pygame.Rect]:
    surface = pygame.Surface((400, 120))
    surface.fill(skin.WOOD_TOP)
    control.rect = pygame.Rect(40, 30, 320, 52)
    control.draw(surface, 20, focused=focused, hover=False)
    return surface, control.rect


def test_a_menu_button_stands_up_from_the_panel_and_a_choice_is_sunk_into_it() -> None:
    press, rect = _menu_row(MenuButton("go", lambda: "Go", lambda: None), focused=False)
    xs = range(rect.x + 40, rect.x + 80)
    assert _row_light(press, rect.y + 3, xs) > _row_light(press, rect.bottom - 3, xs), "raised: lit along its top"
    assert _row_light(press, rect.bottom + 2, xs) < luminance(skin.WOOD_TOP), "with its shadow under it"
    choice = Choice("c", lambda: "Sound", lambda: [(False, "Off"), (True, "On")], lambda: True, lambda _v: None)
    sunk, rect = _menu_row(choice, focused=False)
    assert _row_light(sunk, rect.y + 1, xs) < _row_light(sunk, rect.bottom - 1, xs), "sunk: its top in shade"
