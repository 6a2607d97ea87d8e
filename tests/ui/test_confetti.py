"""Confetti with depth and light: paper slips turning over (a sliver edge-on, lit face and shaded
back), curled streamers twisting, foil that flashes a glint; near pieces larger, brighter and
quicker than far ones; every picture drawn once, a frame only blits."""

from __future__ import annotations

import pygame

from game.ui.celebration import (
    COLOURS,
    FOIL,
    PAPER,
    STREAMER,
    TUMBLE,
    Confetti,
    foil_picture,
    piece_picture,
    streamer_picture,
)
from tests.ui.test_art import luminance


def lightness(picture: pygame.Surface) -> list[float]:
    """The luminance of each opaque pixel of ``picture``."""
    w, h = picture.get_size()
    return [luminance(picture.get_at((x, y))) for x in range(w) for y in range(h) if picture.get_at((x, y)).a > 200]


def test_confetti_falls_in_depth_near_pieces_larger_and_quicker_than_far_ones() -> None:
    shower = Confetti((1280, 720), seed=3, still=False)
    depths = {p.depth for p in shower.pieces}
    assert depths == {0, 1, 2, 3}
    far = [p for p in shower.pieces if p.depth == 0]
    near = [p for p in shower.pieces if p.depth == 2]
    assert sum(p.vy for p in near) / len(near) > sum(p.vy for p in far) / len(far)
    far_size = shower.pictures[PAPER, 0, 0, 0, 0].get_width()
    near_size = shower.pictures[PAPER, 0, 2, 0, 0].get_width()
    assert near_size > 2 * far_size
    drawn = len(shower.pictures)
    surface = pygame.Surface((1280, 720))
    for _ in range(30):
        shower.update(1 / 30)
        shower.draw(surface)
    assert len(shower.pictures) == drawn, "a frame only blits pictures drawn at the start"


def test_the_shower_mixes_paper_streamers_and_foil() -> None:
    shower = Confetti((1280, 720), seed=3, still=False)
    kinds = [p.kind for p in shower.pieces]
    assert kinds.count(PAPER) > kinds.count(STREAMER) > 0 and kinds.count(FOIL) > 0


def test_with_reduced_motion_the_confetti_lies_still() -> None:
    shower = Confetti((1280, 720), seed=3, still=True)
    before = [(p.x, p.y) for p in shower.pieces]
    shower.update(0.5)
    assert [(p.x, p.y) for p in shower.pieces] == before
    assert any(0 <= y <= 720 for _, y in before), "the pieces lie on the screen, not above it"


def test_a_turning_slip_is_a_sliver_edge_on_lit_face_on_and_shaded_on_its_back() -> None:
    lit = piece_picture(20, COLOURS[1], 1, 0, 0.0)
    edge_on = piece_picture(20, COLOURS[1], 1, TUMBLE // 2, 0.0)
    back = piece_picture(20, COLOURS[1], 1, TUMBLE - 1, 0.0)
    assert edge_on.get_height() < lit.get_height() / 3, "edge-on it is a sliver"
    assert sum(lightness(lit)) / len(lightness(lit)) > sum(lightness(back)) / len(lightness(back))


def test_a_slip_is_lit_across_its_face_not_one_flat_tone() -> None:
    """The paper bends a little: along its middle it is lighter toward the light than away from it."""
    slip = piece_picture(24, COLOURS[2], 1, 0, 0.0)
    middle = [slip.get_at((x, slip.get_height() // 2)) for x in range(slip.get_width())]
    tones = [luminance(c) for c in middle if c.a > 200]
    assert tones[0] - tones[-1] > 0.08


def test_a_streamer_twists_showing_its_lit_face_and_its_shaded_back_along_its_length() -> None:
    ribbon = streamer_picture(20, COLOURS[0], 1, 0, 0.0)
    assert ribbon.get_width() > 2 * ribbon.get_height(), "long and thin"
    tones = lightness(ribbon)
    assert max(tones) - min(tones) > 0.2, "a bright face and a dark back in one ribbon"


def test_foil_flashes_a_glint_face_on_only() -> None:
    face_on = foil_picture(20, 0, 1, 0, 0.0)
    turned = foil_picture(20, 0, 1, TUMBLE // 3, 0.0)
    assert max(lightness(face_on)) > 0.95, "a near-white glint"
    assert face_on.get_width() > turned.get_width(), "the glint's rays reach past the piece"


def test_a_few_pieces_fly_nearest_of_all_large_and_blurred() -> None:
    """Past the lamp, between the player and the table: fewer than the near pieces, larger, and
    out of focus (their edges a soft ramp of alpha, where a near slip's edge is crisp)."""
    from game.ui.celebration import NEAREST

    shower = Confetti((1280, 720), seed=3, still=False)
    count = {d: sum(p.depth == d for p in shower.pieces) for d in (NEAREST - 1, NEAREST)}
    assert 0 < count[NEAREST] < count[NEAREST - 1]
    near, nearest = shower.pictures[PAPER, 0, NEAREST - 1, 0, 0], shower.pictures[PAPER, 0, NEAREST, 0, 0]
    assert nearest.get_width() > 1.5 * near.get_width()

    def soft_share(picture: pygame.Surface) -> float:
        alphas = [picture.get_at((x, y)).a for x in range(picture.get_width()) for y in range(picture.get_height())]
        seen = [a for a in alphas if a > 0]
        return sum(a < 200 for a in seen) / len(seen)

    assert soft_share(nearest) > soft_share(near) + 0.2, (soft_share(nearest), soft_share(near))
    assert all(kind != STREAMER for kind, _c, d, _k, _a in shower.pictures if d == NEAREST), "no screen-wide ribbon"
