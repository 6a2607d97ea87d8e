"""A bearded face's mouth and a thinker's hand, as a player sees them on a large portrait (the
end screens show faces 400 px across): Dragan's mouth sits under his moustache with his beard
parted round it (it was drawn over the beard's hair), and a closed fist reads as fingers
curled into a hand (a rounded box with stripes read as a loaf)."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ui import portraits
from game.ui.portraits import FACES, Expression, face_of, portrait_face

LARGE = 400
BEARDED = sorted(c for c, face in FACES.items() if face.beard)
OPEN_MOUTHS = (Expression.PLEASED, Expression.DELIGHTED, Expression.SURPRISED)


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def _far(colour: pygame.Color, other: tuple[int, int, int], by: float) -> bool:
    return math.dist(tuple(colour)[:3], other) > by


@pytest.mark.parametrize("expression", list(Expression))
def test_dragans_mouth_sits_under_his_moustache(expression: Expression) -> None:
    face = face_of("dragan")
    head = portraits._head(face, LARGE)
    picture = portrait_face("dragan", expression, LARGE)
    lip = picture.get_at((round(head.cx), round(head.cy + head.h * 0.33)))  # over the middle of the upper lip
    assert not _far(lip, face.hair, 50), f"skin, not his moustache, over his mouth: {lip}"


@pytest.mark.parametrize("expression", OPEN_MOUTHS)
@pytest.mark.parametrize("character", BEARDED)
def test_an_open_mouth_parts_the_beard_round_it(character: str, expression: Expression) -> None:
    """Just under the lower lip lies the skin the beard leaves bare, in its shade, not the
    beard's hair: the beard is drawn round the mouth, never under it."""
    face = face_of(character)
    head = portraits._head(face, LARGE)
    alone = pygame.Surface((LARGE, LARGE), pygame.SRCALPHA)
    portraits._mouth(alone, face, expression, head)
    box = alone.get_bounding_rect()
    picture = portrait_face(character, expression, LARGE)
    below = round(head.w * 0.035)
    columns = range(box.x + box.w // 5, box.right - box.w // 5, 2)
    bare = 0
    for x in columns:
        lip = max(y for y in range(box.top, box.bottom) if alone.get_at((x, y)).a > 200)
        bare += _far(picture.get_at((x, lip + below)), face.hair, 45)
    assert bare >= 0.8 * len(columns), f"the lips lie on the beard: {bare} of {len(columns)} under them bare"


def _fist_rows(character: str) -> list[int]:
    """The rightmost drawn pixel in each row of a thinker's closed fist, drawn alone (its
    fingers' tips point in toward the chin), from its top down."""
    face = face_of(character)
    head = portraits._head(face, LARGE)
    alone = pygame.Surface((LARGE, LARGE), pygame.SRCALPHA)
    portraits._hand(alone, face, head)
    shift = portraits.HANDS[face.hand].moved
    moved = head._replace(cx=head.cx + head.w * shift[0], cy=head.cy + head.h * shift[1])
    top, bottom = round(moved.cy + moved.h * 0.95), round(moved.cy + moved.h * 1.22)  # over the cuff
    left, right = round(moved.cx - moved.w * 0.8), round(moved.cx)
    rows = []
    for y in range(top, bottom):
        drawn = [
            x for x in range(left, right) if alone.get_at((x, y)).a > 200 and _skin(alone.get_at((x, y)), face.skin)
        ]
        rows.append(max(drawn) if drawn else left)
    return rows


def _skin(colour: pygame.Color, skin: tuple[int, int, int]) -> bool:
    return not _far(colour, skin, 90)


CLOSED_FISTS = sorted(  # held at the near cheek: the fingers' tips point right, toward the chin
    c for c, face in FACES.items() if portraits.HANDS[face.hand].finger is None and not face.far_hand
)


@pytest.mark.parametrize("character", CLOSED_FISTS)
def test_a_closed_fist_has_its_fingers_tips_stepping_in(character: str) -> None:
    """The index finger's tip reaches furthest toward the chin, the little finger's least (a
    fist's edge is its fingers, not a straight side), and between them the edge dips where one
    finger's rounded tip meets the next."""
    rows = _fist_rows(character)
    head = portraits._head(face_of(character), LARGE)
    assert max(rows[: len(rows) // 3]) - max(rows[-len(rows) // 3 :]) > head.w * 0.06, rows
    dips = sum(1 for a, b, c in zip(rows, rows[1:], rows[2:], strict=False) if b < a and b < c)
    rises = [rows[i + 1] - rows[i] for i in range(len(rows) - 1)]
    assert dips >= 1 or max(rises) > 2, f"the fist's edge is one straight side: {rows}"
