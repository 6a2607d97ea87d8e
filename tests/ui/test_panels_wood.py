"""The last panels drawn as flat green rectangles with a border (the tutorial's, the title's name
plate, the recent hands' rows, the deal code's field, the review's card and graph, the folded hand
end's tab and handle) read as a tool's; they are now the skin's materials: walnut lit from above
(lighter at the top than at the foot), a brass button, a field sunk into the wood. And the words on
the review's walnut card keep 4.5:1 on what lies behind them, the blunder's red included."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import SCREENS, Game
from game.i18n import set_language
from game.ui import skin, theme
from game.ui.scenes.deal_entry import DealEntryScene
from game.ui.scenes.fold_tab import FoldTab
from game.ui.scenes.review import ReviewScene
from tests.ui.test_art import contrast, luminance

Finder = Callable[[Game], list[pygame.Rect]]


def _named(kind: str, name: str) -> Finder:
    def find(game: Game) -> list[pygame.Rect]:
        return [i.rect for i in game.draw() if i.kind == kind and i.name == name]

    return find


def _deal_field(game: Game) -> list[pygame.Rect]:
    scene = game.top
    assert isinstance(scene, DealEntryScene), type(scene).__name__
    return [scene.rows()[2]]


def _review_panels(game: Game) -> list[pygame.Rect]:
    scene = game.top
    assert isinstance(scene, ReviewScene), type(scene).__name__
    return [pygame.Rect(scene.plan.card), pygame.Rect(scene.plan.graph)]


SUNK = ("deal code's field",)
PANELS: dict[str, tuple[str, Finder]] = {
    "title's name plate": ("title", _named("panel", "title banner")),
    "tutorial's panel": ("tutorial", _named("panel", "tutorial")),
    "recent hand's row": ("recent hands", _named("control", "hand 0")),
    "deal code's field": ("play this deal", _deal_field),
    "review's card and graph": ("hand review", _review_panels),
}


@pytest.fixture
def game() -> Iterator[Callable[[str], Game]]:
    games: list[Game] = []
    with tempfile.TemporaryDirectory() as folder:

        def open_screen(screen: str) -> Game:
            g = Game(Path(folder) / f"data{len(games)}", "en", 100, (1280, 720))
            games.append(g)
            SCREENS[screen](g)
            g.frames(2)
            return g

        yield open_screen
        for g in games:
            g.close()
        set_language("en")


def _rows(surface: pygame.Surface, rect: pygame.Rect, ys: range) -> float:
    xs = range(rect.x + rect.w // 4, rect.right - rect.w // 4, 3)
    return sum(luminance(surface.get_at((x, y))) for x in xs for y in ys) / (len(xs) * len(ys))


def _is_wood(surface: pygame.Surface, rect: pygame.Rect, *, sunk: bool = False) -> list[str]:
    """What in ``rect`` is not a material: the flat panel green, no warm wood, no light from above
    on its top edge (``sunk``: a field cut into the wood, its top edge in the lip's shade)."""
    inside = rect.inflate(-rect.w // 5, -rect.h // 5)
    xs, ys = range(inside.x, inside.right, 4), range(inside.y, inside.bottom, 2)
    pixels = [pygame.Color(surface.get_at((x, y))) for x in xs for y in ys]
    wrong = []
    flat = sum(1 for c in pixels if (c.r, c.g, c.b) == theme.PANEL)
    if flat > len(pixels) // 50:
        wrong.append(f"{flat} of {len(pixels)} pixels the flat panel green")
    red, green = sum(c.r for c in pixels), sum(c.g for c in pixels)
    if red <= green:
        wrong.append(f"green, not wood (red {red} <= green {green})")
    top = _rows(surface, rect, range(rect.y + 1, rect.y + 4))
    foot = _rows(surface, rect, range(rect.bottom - 4, rect.bottom - 1))
    if (top >= foot) if sunk else (top <= foot):
        wrong.append(f"{'sunk' if sunk else 'raised'}, but its top {top:.4f} and foot {foot:.4f} say otherwise")
    return wrong


@pytest.mark.parametrize("panel", list(PANELS))
def test_the_panel_is_walnut_lit_from_above_not_flat_green(game: Callable[[str], Game], panel: str) -> None:
    screen, find = PANELS[panel]
    g = game(screen)
    rects = find(g)
    g.draw()
    assert rects, f"no {panel} on the {screen} screen"
    for rect in rects:
        wrong = _is_wood(g.app.window, rect, sunk=panel in SUNK)
        assert not wrong, (panel, tuple(rect), wrong)


def test_the_folded_hand_end_is_a_walnut_tab_and_its_handle_a_brass_button() -> None:
    pygame.display.set_mode((400, 300))
    surface = pygame.Surface((400, 300))
    surface.fill(theme.FELT)
    fold = FoldTab()
    handle, tab = pygame.Rect(300, 40, 48, 48), pygame.Rect(40, 200, 300, 56)
    fold.place(handle, tab)
    fold.draw_handle(surface)
    fold.draw_tab(surface, "Hand 1", 20)
    assert not _is_wood(surface, tab), _is_wood(surface, tab)
    face = pygame.Color(surface.get_at((handle.x + 6, handle.y + handle.h // 3)))
    assert face.r > 150 and face.r > face.b + 60, f"the handle is brass, not dark felt: {face}"
    left, right = surface.get_at((handle.x - 3, handle.centery)), surface.get_at((handle.right + 2, handle.centery))
    assert luminance(right) < luminance(left), "and it casts its shadow to the right"


def test_the_review_cards_words_keep_4_5_to_1_on_the_walnut(
    game: Callable[[str], Game], monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the biggest mistake ("Biggest mistake" in red, then the mark's words in its colour): the
    lightest of the card under each line, drawn without its words, against the line's colour."""
    g = game("hand review")
    review = g.top
    assert isinstance(review, ReviewScene) and review.review is not None
    g.key(pygame.K_b)
    lines, placed = review.card_lines(), review.card_placed()
    assert lines[0][0] == "Biggest mistake" and len(placed) >= len(lines)
    monkeypatch.setattr(ReviewScene, "card_placed", lambda _self: [])
    g.draw()
    bare = g.app.window
    for (text, colour, _bold), line in zip(lines, placed, strict=False):
        where = line.where
        behind = [bare.get_at((x, y)) for x in range(where.x, where.right, 2) for y in range(where.y, where.bottom, 2)]
        lightest = max(behind, key=luminance)
        assert contrast(colour, lightest) >= 4.5, (text, colour, tuple(lightest), round(contrast(colour, lightest), 2))


def test_the_notice_band_is_red_lacquer_lit_along_its_top_and_its_words_keep_4_5_to_1() -> None:
    pygame.display.set_mode((400, 300))
    band = skin.notice_band((600, 60))
    top, middle = band.get_at((300, 5)), band.get_at((300, 30))
    bottom = band.get_at((300, 52))
    assert luminance(top) > luminance(middle) > luminance(bottom), "lit from above, not one flat red"
    lightest = max((band.get_at((x, y)) for x in range(0, 600, 7) for y in range(3, 57)), key=luminance)
    assert contrast(theme.WARN, lightest) >= 4.5, tuple(lightest)
    assert skin.notice_band((600, 60)) is band, "drawn once per size"


def test_the_reviews_line_lies_in_felt_sunk_into_the_table(game: Callable[[str], Game]) -> None:
    """Not one flat dark green rectangle: in the lip's shade along its top, catching the light at its foot."""
    g = game("hand review")
    review = g.top
    assert isinstance(review, ReviewScene)
    g.draw()
    chain = pygame.Rect(review.plan.chain)
    surface = g.app.window
    top = _rows(surface, chain, range(chain.y + 1, chain.y + 4))
    foot = _rows(surface, chain, range(chain.bottom - 4, chain.bottom - 1))
    assert top < foot, (top, foot)
    middle = pygame.Color(surface.get_at((chain.x + chain.w // 8, chain.centery)))
    assert middle.g > middle.r + 20, f"felt, not wood: {middle}"
    assert (middle.r, middle.g, middle.b) != theme.FELT_DARK, "not the flat dark felt"
