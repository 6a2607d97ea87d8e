"""The portraits after a cold review that found them "close on coverage, but cheap": the teeth
read as one soft row, the brows and shut eyes have smooth edges, no two thinkers hold the same
hand, a laugh keeps the nose off the lip, the teacher's bun stays inside the frame and Dragan's
dark hair stands off his dark backdrop."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from unittest import mock

import pygame
import pytest

from game.ui import portraits, theme
from game.ui.portraits import FACES, TEACHER_ID, Expression, face_of, portrait_face

LARGE = 400  # the end screens' faces: where a seam or a jagged edge shows
EVERYONE = [*FACES, TEACHER_ID, ""]  # "": the plain face of a numbered computer
drawn_afresh = portrait_face.__wrapped__


@pytest.fixture(autouse=True)
def window() -> None:
    pygame.display.set_mode((320, 200))


def _luma(colour: pygame.Color | tuple[int, ...]) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


@contextmanager
def _without(name: str) -> Iterator[None]:
    """Portraits drawn inside the block leave out the part ``name`` draws (the sitter not kept)."""
    with (
        mock.patch.object(portraits, name, lambda *_args, **_kwargs: None),
        mock.patch.object(portraits, "_sitter", portraits._sitter.__wrapped__),
    ):
        yield


def _alone(draw: Callable[[pygame.Surface, portraits.Head], None], character: str, n: int) -> pygame.mask.Mask:
    """Where ``draw`` puts paint on a clear picture ``n`` px across, the character's head in it."""
    surface = pygame.Surface((n, n), pygame.SRCALPHA)
    draw(surface, portraits._head(face_of(character), n))
    return pygame.mask.from_surface(surface, 40)


def _grown(mask: pygame.mask.Mask, by: int) -> pygame.mask.Mask:
    """``mask`` and every pixel within ``by`` px of it."""
    return mask.convolve(
        pygame.mask.Mask((2 * by + 1, 2 * by + 1), fill=True), pygame.mask.Mask(mask.get_size()), (-by, -by)
    )


# -- the teeth ---------------------------------------------------------------------------------


def _teeth(character: str, expression: Expression) -> tuple[pygame.Surface, set[tuple[int, int]]]:
    """A large smile and its teeth's inner pixels (light and colourless, inside the mouth, two
    pixels from any other colour: their outline against the lips and the mouth is not a seam)."""
    face = face_of(character)
    mouth = _alone(lambda s, head: portraits._mouth(s, face, expression, head), character, LARGE)
    picture = portrait_face(character, expression, LARGE)

    def tooth(x: int, y: int) -> bool:
        if not (0 <= x < LARGE and 0 <= y < LARGE and mouth.get_at((x, y))):
            return False
        colour = tuple(picture.get_at((x, y)))[:3]
        return _luma(colour) > 150 and max(colour) - min(colour) < 45

    return picture, {
        (x, y)
        for x, y in itertools.product(range(LARGE), range(LARGE))
        if all(tooth(x + dx, y + dy) for dx, dy in ((0, 0), (2, 0), (-2, 0), (0, 2), (0, -2)))
    }


SMILES = [Expression.PLEASED, Expression.DELIGHTED]


@pytest.mark.parametrize("expression", SMILES)
@pytest.mark.parametrize("character", EVERYONE)
def test_no_hard_line_runs_through_the_teeth(character: str, expression: Expression) -> None:
    """The teeth read as one soft row (the cold review saw a white half against a grey band,
    split down the middle and across): between neighbouring pixels of the teeth the light changes
    by little, almost everywhere."""
    picture, teeth = _teeth(character, expression)
    assert len(teeth) > 30, (character, "teeth to see")
    steps = [
        abs(_luma(picture.get_at(a)) - _luma(picture.get_at(b)))
        for a in teeth
        for b in ((a[0] + 1, a[1]), (a[0], a[1] + 1))
        if b in teeth
    ]
    hard = sum(step > 12 for step in steps)
    assert hard <= len(steps) // 100, (character, f"{hard} hard steps between {len(steps)} neighbouring pixels")


@pytest.mark.parametrize("expression", SMILES)
@pytest.mark.parametrize("character", [c for c in EVERYONE if not face_of(c).moustache])  # it hides the corners
def test_the_teeth_shade_off_toward_the_mouths_corners(character: str, expression: Expression) -> None:
    """The row darkens from its middle toward both corners, as teeth turn away into the mouth."""
    picture, teeth = _teeth(character, expression)
    xs = sorted(x for x, _y in teeth)
    middle, reach = (xs[0] + xs[-1]) / 2, (xs[-1] - xs[0]) / 2

    def light(lo: float, hi: float, side: int) -> float:
        band = [_luma(picture.get_at(p)) for p in teeth if lo <= side * (p[0] - middle) / reach <= hi]
        assert band, (character, "teeth there")
        return sum(band) / len(band)

    for side in (-1, 1):
        assert light(0.6, 1.0, side) < light(-0.15, 0.15, 1) - 10, (character, side, "the corner in shade")


# -- the brows and shut eyes -------------------------------------------------------------------


def _blends(character: str, part: str, ink: tuple[int, int, int], box: pygame.Rect, *, blink: bool = False) -> int:
    """How many shades a dark stroke's edge blends through inside ``box`` of a large portrait:
    how much of the stroke's colour covers each pixel over the bare skin (the portrait drawn
    without ``part``), in twentieths, counted once each. A stair-stepped edge, drawn at twice
    the size with no smoothing, blends through three (a quarter, a half, three quarters)."""
    expression = Expression.NEUTRAL if blink or part == "_brows" else Expression.DELIGHTED
    picture = portrait_face(character, expression, LARGE, blink=blink)
    with _without(part):
        bare = drawn_afresh(character, expression, LARGE, blink=blink)
    shades = set()
    for x, y in itertools.product(range(box.left, box.right), range(box.top, box.bottom)):
        skin = _luma(bare.get_at((x, y)))
        cover = (skin - _luma(picture.get_at((x, y)))) / max(1.0, skin - _luma(ink))
        if 0.05 < cover < 0.95:
            shades.add(round(cover * 20))
    return len(shades)


@pytest.mark.parametrize("character", ["aino", "eleni", "kaisa", TEACHER_ID])
def test_brows_and_shut_eyes_have_smooth_edges(character: str) -> None:
    """The brows, a laugh's shut eyes and a blink's lids are smooth at the end screens' size (the
    cold review saw them jagged): their edges blend into the skin through many shades."""
    face = face_of(character)
    head = portraits._head(face, LARGE)
    eye_x, eye_y = round(head.cx - head.w * 0.42), portraits._eye_y(head)
    brow = pygame.Rect(0, 0, round(head.w * 0.5), round(head.h * 0.24))
    brow.center = (eye_x, round(eye_y - head.h * 0.23))
    eye = pygame.Rect(0, 0, round(head.w * 0.3), round(head.h * 0.24))
    eye.center = (eye_x, round(eye_y - head.h * 0.02))
    brows = theme.mix(face.hair, (45, 32, 26), 0.5)
    assert _blends(character, "_brows", brows, brow) >= 10, (character, "the brows")
    assert _blends(character, "_shut_eye", portraits._INK, eye) >= 10, (character, "a laugh's shut eyes")
    assert _blends(character, "_shut_eye", portraits._INK, eye, blink=True) >= 10, (character, "a blink")


# -- the thinking hand -------------------------------------------------------------------------


def _hand(character: str, size: int = 160) -> pygame.mask.Mask:
    """Where a thinker's hand (and sleeve) shows: what differs from the same face drawn without it."""
    thinking = portrait_face(character, Expression.THINKING, size)
    with mock.patch.object(portraits, "HAND_FROM", 10**6):
        handless = drawn_afresh(character, Expression.THINKING, size)
    mask = pygame.mask.Mask((size, size))
    for x, y in itertools.product(range(size), range(size)):
        a, b = thinking.get_at((x, y)), handless.get_at((x, y))
        if sum(abs(p - q) for p, q in zip(a, b, strict=True)) > 60:
            mask.set_at((x, y))
    return mask


def test_no_two_thinkers_hold_the_same_hand() -> None:
    """Each character thinks with a hand of their own (the cold review saw one blob of a hand on
    everyone): between any two, at least half the pixels either's hand covers differ."""
    hands = {character: _hand(character) for character in EVERYONE}
    for one, other in itertools.combinations(EVERYONE, 2):
        a, b = hands[one], hands[other]
        both = a.overlap_area(b, (0, 0))
        union = a.count() + b.count() - both
        assert union - both >= union / 2, (one, other, f"{union - both} of {union} px differ")


@pytest.mark.parametrize("character", EVERYONE)
def test_a_thinking_hand_is_at_the_face_and_leaves_the_eyes_clear(character: str) -> None:
    """Whatever the pose, it is a hand at the face (it rises to the chin at least, not hanging
    below it on the neck) and the eyes, which carry the thought, stay in sight."""
    size = 160
    head = portraits._head(face_of(character), size)
    hand = _hand(character, size)
    eyes = pygame.mask.Mask((size, size))
    for x, y in itertools.product(range(size), range(size)):
        u, v = (x - head.cx) / head.w, (y - head.cy) / head.h
        if abs(abs(u) - 0.42) < 0.2 and abs(v + 0.05) < 0.12:
            eyes.set_at((x, y))
    top = min(rect.top for rect in hand.get_bounding_rects())
    assert top <= head.cy + head.h * 1.15, (character, "the hand at the face", top)
    assert not hand.overlap_area(eyes, (0, 0)), (character, "the eyes in sight")


# -- the nose and a laugh ----------------------------------------------------------------------


@pytest.mark.parametrize("expression", SMILES)
@pytest.mark.parametrize("character", EVERYONE)
def test_a_smile_keeps_clear_of_the_nose(character: str, expression: Expression) -> None:
    """The nose's dabs (its shadow, its nostrils) stay off the upper lip, with a little skin
    between (the cold review saw the nostrils land on a laugh's lip)."""
    size = 160
    picture = drawn_afresh(character, expression, size)
    with _without("_nose"):
        noseless = drawn_afresh(character, expression, size)
    nose = pygame.mask.Mask((size, size))
    for x, y in itertools.product(range(size), range(size)):
        a, b = picture.get_at((x, y)), noseless.get_at((x, y))
        if sum(abs(p - q) for p, q in zip(a, b, strict=True)) > 24:
            nose.set_at((x, y))
    face = face_of(character)
    lips = _alone(lambda s, head: portraits._mouth(s, face, expression, head), character, size)
    near_lips = _grown(lips, 1)
    assert nose.count() > 10, (character, "a nose to see")
    assert not nose.overlap_area(near_lips, (0, 0)), (character, expression, "the nose on the lip")


# -- the frame and the hair --------------------------------------------------------------------


@pytest.mark.parametrize("character", [TEACHER_ID, "vesna"])
def test_a_bun_stays_inside_the_frame_however_the_head_sways(character: str) -> None:
    """The bun on top of the head stays clear of the ring's inner edge by more than the idle
    sway moves the head (the cold review saw the teacher's bun touch the ring)."""
    n = 400
    face = face_of(character)
    hair = _alone(lambda s, head: portraits._hair_back(s, face, head), character, n)
    inner = n // 2 - n // 48 - max(2, n // 24)  # the ring's inner edge (see _ring)
    sway = 0.012 * n  # the most the head moves (see idle)
    reach = max(
        ((x - n / 2) ** 2 + (y - n / 2) ** 2) ** 0.5
        for x, y in itertools.product(range(n), range(n // 3))
        if hair.get_at((x, y))
    )
    assert reach < inner - sway - 0.01 * n, (character, f"the bun reaches {reach:.0f} px of the ring's {inner}")


def test_dragans_dark_hair_stands_off_what_lies_beside_it() -> None:
    """Round the top and sides of Dragan's black hair, the hair's edge and the backdrop just past
    it differ clearly in light, on average along the edge (the cold review saw the two melt into
    one dark shape)."""
    n = 160
    face = face_of("dragan")
    head = portraits._head(face, n)
    picture = portrait_face("dragan", Expression.NEUTRAL, n)
    hair = _alone(lambda s, head: portraits._hair_front(s, face, head), "dragan", n)
    skin = _alone(lambda s, head: portraits._skin(s, face, head), "dragan", n)
    clear = hair.copy()
    clear.invert()
    edge = hair.copy()  # the hair's outer 2 px
    edge.erase(_grown(clear, 2), (0, 0))
    edge.erase(_grown(skin, 2), (0, 0))
    beside = _grown(hair, 4)  # the backdrop from 2 to 4 px past it
    beside.erase(_grown(hair, 1), (0, 0))
    beside.erase(skin, (0, 0))
    differences = []
    for x, y in itertools.product(range(n), range(round(head.cy - head.h * 0.2))):
        if not edge.get_at((x, y)):
            continue
        near = [
            _luma(picture.get_at((u, v)))
            for u, v in itertools.product(range(x - 5, x + 6), range(y - 5, y + 6))
            if 0 <= u < n and 0 <= v < n and beside.get_at((u, v))
        ]
        if near:
            differences.append(abs(_luma(picture.get_at((x, y))) - sum(near) / len(near)))
    assert len(differences) > 40, "an edge to measure"
    contrast = sum(differences) / len(differences)
    assert contrast > 25, f"the hair's edge {contrast:.1f} from the backdrop in light"
