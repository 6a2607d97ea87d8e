"""The gallery: two runs write the same pictures, and its index names only real, drawn pictures
of the size it says."""

from __future__ import annotations

import re
from pathlib import Path

import pygame

from game.devtools.audit import Game
from game.devtools.gallery import LARGE_PORTRAIT, Subject, gallery, portrait_sheet, subjects
from game.i18n import set_language
from game.ui.session import SessionTable

WINDOW = (1280, 720)
SAMPLE = 24  # a grid of this many points a side: a drawn screen shows many colours on it


def chosen(*stems: str) -> list[Subject]:
    return [s for s in subjects() if s.stem in stems]


def pixels(path: Path) -> bytes:
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGB")


def colours(picture: pygame.Surface) -> int:
    w, h = picture.get_size()
    points = [(x * (w - 1) // SAMPLE, y * (h - 1) // SAMPLE) for x in range(SAMPLE) for y in range(SAMPLE)]
    return len({tuple(picture.get_at(point)) for point in points})


def indexed(folder: Path) -> list[tuple[Path, tuple[int, int]]]:
    page = (folder / "index.html").read_text(encoding="utf-8")
    found = re.findall(r'<img src="([^"]+)" alt="[^"]*" data-size="(\d+)x(\d+)"', page)
    return [(folder / name, (int(w), int(h))) for name, w, h in found]


def run(folder: Path, stems: tuple[str, ...]) -> list[Path]:
    pictures = gallery(folder, chosen(*stems), [WINDOW], [100], ["el"], portraits=False, report=lambda _line: None)
    return [p.path for p in pictures]


def test_two_runs_write_the_same_pictures(tmp_path: Path) -> None:
    stems = ("partnership", "match-won")
    first, second = run(tmp_path / "a", stems), run(tmp_path / "b", stems)
    assert [p.name for p in first] == [p.name for p in second]
    assert len(first) == 3  # the partnership table, the won match's moment and its card
    for a, b in zip(first, second, strict=True):
        assert pixels(a) == pixels(b), f"{a.name} differs between two runs"
    moment, card = (p for p in first if p.name.startswith("match-won"))
    assert pixels(moment) != pixels(card), "the moment and the card are the same picture"


def test_every_picture_in_the_index_exists_is_drawn_and_of_its_size(tmp_path: Path) -> None:
    gallery(tmp_path, chosen("venue-cafe-start"), [WINDOW], [200], ["el"], report=lambda _line: None)
    listed = indexed(tmp_path)
    names = {path.name for path, _size in listed}
    assert "venue-cafe-start-1280x720-200-el.png" in names
    assert {"portraits-aino.png", "portraits-eleni.png"} <= names
    assert names == {p.name for p in tmp_path.glob("*.png")}
    for path, size in listed:
        picture = pygame.image.load(str(path))
        assert picture.get_size() == size, path.name
        assert colours(picture) > 20, f"{path.name} is blank"
    table = pygame.image.load(str(tmp_path / "venue-cafe-start-1280x720-200-el.png"))
    assert table.get_size() == WINDOW


def test_a_portrait_sheet_shows_every_expression_apart() -> None:
    sheet = portrait_sheet("kaisa", [112, LARGE_PORTRAIT])
    top = 16 + 112 + 26 + 16  # the large row, under the seat-size row
    faces = [sheet.subsurface((16 + k * (LARGE_PORTRAIT + 16), top, LARGE_PORTRAIT, LARGE_PORTRAIT)) for k in range(6)]
    shots = {pygame.image.tobytes(face, "RGB") for face in faces}
    assert len(shots) == 6, "two expressions look the same"
    assert all(colours(face) > 20 for face in faces)


def test_the_points_subject_shows_all_fives_points_held_over_the_line_then_on_their_way(tmp_path: Path) -> None:
    """Issue 25's "points that matter are big" was in no picture: held large over the chain's
    ends at the top of their rise, then smaller on their way to the score bar, round the seats'
    faces and name plates (the way may dip under a face before it rises)."""
    from game.devtools.audit import Game
    from game.ui.layout_items import LayoutItem

    (subject,) = chosen("points")
    game = Game(tmp_path / "data", "en", 200, WINDOW)
    try:
        shown: dict[str, LayoutItem] = {}
        seats: list[LayoutItem] = []
        for label in subject.opener(game):
            drawn = game.draw()
            (points,) = [item for item in drawn if item.kind == "points"]
            shown[label] = points
            seats = [item for item in drawn if item.kind in {"plate", "portrait"}]
    finally:
        game.close()
    assert list(shown) == ["held", "flying"]
    held, flying = shown["held"], shown["flying"]
    assert held.text == flying.text and held.text.startswith("+")
    assert flying.rect.center != held.rect.center, "on its way to the score bar"
    assert seats and not [s.name for s in seats if s.rect.colliderect(flying.rect)], "round the seats, never over them"
    assert held.px > flying.px, "held large, smaller as it flies"


def test_a_quick_round_deals_the_same_hand_in_every_language_and_scale(tmp_path: Path) -> None:
    """Shots of one screen side by side show one hand: with the scale set after the title opened,
    its demo was dealt again and every later deal moved on one (the gallery's hand end at 200%
    was another hand than at 100%)."""
    hands = set()
    for n, (language, scale) in enumerate([("en", 100), ("en", 200), ("el", 100), ("el", 150)]):
        game = Game(tmp_path / str(n), language, scale)
        try:
            game.press("quick")
            game.press("start")
            table = game.top
            assert isinstance(table, SessionTable)
            hands.add(tuple(table.state.hand(0)))
        finally:
            game.close()
            set_language("en")
    assert len(hands) == 1, hands
