"""The match's end leaves the dimmed table's things whole: the card's edge cuts no badge, name
plate, face, button or the boneyard and its count (each wholly under the card or wholly clear
of it); the won moment's ribbon keeps its tails on the felt, off the table's rim; the lost
moment's face stands clear of the seat's small portrait (none peeks out behind it)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.devtools.audit import Game
from game.devtools.gallery import faces_drawn_at_once, match_end
from game.i18n import set_language
from game.ui import layout_items
from game.ui.scenes.match_end import MatchEndScene
from game.ui.scenes.match_moment import Placed

WHOLE = ("bar", "badge", "plate", "portrait", "control")


@dataclass(frozen=True)
class Seen:
    """What the match's end showed at one step: its card's plaque (None during the moment), the
    moment's parts (None once the card is up), the table's things, and the table's rim."""

    panel: pygame.Rect | None
    moment: Placed | None
    things: list[tuple[str, pygame.Rect]]
    inset: int
    width: int


def _seen(tmp_path: Path, size: tuple[int, int], scale: int, language: str, *, won: bool) -> list[Seen]:
    """The gallery's Café match ended: what its moment showed, and then its card."""
    seen = []
    with faces_drawn_at_once():
        game = Game(tmp_path / "data", language, scale, size)
        try:
            for _step in match_end(won=won)(game):
                end = game.top
                assert isinstance(end, MatchEndScene)
                placed = end.moment.placed if end.moment is not None else None
                panel = end.panel() if end.moment is None else None
                inset = end.commands.snapshot().geom.inset
                seen.append(Seen(panel, placed, _table_things(end), inset, size[0]))
        finally:
            game.close()
            set_language("en")
    return seen


def _table_things(end: MatchEndScene) -> list[tuple[str, pygame.Rect]]:
    """The dimmed table's badges, plates, faces, buttons and score bar, and the boneyard and its count."""
    with layout_items.recording() as drawn:
        end.commands.draw(pygame.Surface(end.app.size))
    geom = end.commands.snapshot().geom
    things = [(f"{i.kind} {i.text!r}", i.rect) for i in drawn if i.kind in WHOLE]
    return [*things, ("boneyard", pygame.Rect(geom.boneyard)), ("boneyard count", pygame.Rect(geom.counter))]


CARDS = [
    ((1280, 720), 100, "en", True),  # its foot crossed the boneyard's pile
    ((1280, 720), 200, "el", True),  # its foot crossed the boneyard's digit
    ((2560, 1440), 200, "el", False),  # its top crossed Aino's face and plate, its foot the digit
    ((2560, 1440), 100, "en", True),
]


@pytest.mark.parametrize(("size", "scale", "language", "won"), CARDS)
def test_the_cards_edge_cuts_nothing_on_the_table(
    tmp_path: Path, size: tuple[int, int], scale: int, language: str, *, won: bool
) -> None:
    _moment, card = _seen(tmp_path, size, scale, language, won=won)
    panel = card.panel
    assert panel is not None
    for name, rect in card.things:
        assert panel.contains(rect) or not panel.colliderect(rect), f"the card {panel} cuts the {name} {rect}"
    assert pygame.Rect((0, 0), size).contains(panel)


def test_the_won_ribbons_tails_stay_on_the_felt(tmp_path: Path) -> None:
    """At 1280x720, 200%, in Greek the tails ran over the table's wooden rim."""
    moment, _card = _seen(tmp_path, (1280, 720), 200, "el", won=True)
    assert moment.moment is not None and moment.inset > 0
    ribbon = moment.moment.banner
    assert ribbon.left >= moment.inset and ribbon.right <= moment.width - moment.inset, (ribbon, moment.inset)


def test_the_lost_moments_face_hides_no_seat_face_by_half(tmp_path: Path) -> None:
    """At 2560x1440, 200% the winner's large face half covered her own small seat portrait."""
    moment, _card = _seen(tmp_path, (2560, 1440), 200, "en", won=False)
    assert moment.moment is not None
    seats = [rect for name, rect in moment.things if name.startswith("portrait")]
    assert seats
    for face in moment.moment.faces:
        for seat in seats:
            assert not face.colliderect(seat) or face.contains(seat), (face, seat)
