"""How large the line's tiles are as a hand goes on, measured as a player sees them: a hand
opens with large tiles, real objects on the table (the cold review: "a small board on an
empty table"), the camera eases out a step at a time as the line grows, and the player's
rack is never smaller than the line."""

from __future__ import annotations

import itertools
import random

import pytest

from game.engine.tiles import TILES
from game.ui.table.render.camera import follow, ladder
from game.ui.table.render.geometry import RACK_SLOTS, Geometry, geometry
from game.ui.table.render.hand import human_hand
from tests.ui.chains import full_chain

SIZES = [(960, 540), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
LONG = 20  # tiles: a long line, past a drawn-out hand's


def growing(g: Geometry, seed: int, length: int = LONG) -> list[int]:
    """The line's tile size at each length of a long line, as the camera follows it."""
    chain = full_chain(random.Random(seed))[:length]
    sizes, before = [], None
    for n in range(1, len(chain) + 1):
        before = follow(chain[:n], g.chain, g.line_size, before)
        sizes.append(before.size)
    return sizes


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_hand_opens_with_tiles_as_large_as_the_commercial_games(players: int) -> None:
    """At 1280x720 the first tile was 60 px across, a token in the felt's middle; the
    commercial games open at 80-90 px. It stays as large as the window allows at 4K."""
    for size, least in (((1280, 720), 80), ((2560, 1440), 160), ((960, 540), 60)):
        g = geometry(size, players)
        assert growing(g, 0, 1)[0] >= least, (size, g.line_size)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_large_text_the_line_still_opens_large(players: int) -> None:
    """At 200% the line's area is lower (the larger buttons and text), and a double took at
    most three quarters of it: 42 px at 1280x720 with a seat across, while the rack stood at
    76. A double now takes the area's height but a margin."""
    g = geometry((1280, 720), players, 2.0)
    assert growing(g, 0, 1)[0] >= (60 if players == 3 else 48), g.line_size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
def test_the_rack_is_never_smaller_than_the_line(size: tuple[int, int], players: int, ui: float) -> None:
    """At every length of a long line, the player's tiles (a dealt hand up to ``RACK_SLOTS``)
    are at least as large as the line's (at 200% the line opened at 60 px, the rack at 63)."""
    g = geometry(size, players, ui)
    rack = min(pose.size for n in range(1, RACK_SLOTS + 1) for pose in human_hand(TILES[:n], g).values())
    for seed in range(3):
        assert max(growing(g, seed)) <= rack, (rack, growing(g, seed))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ui", [1.0, 1.5, 2.0])
def test_the_camera_eases_out_a_step_at_a_time(size: tuple[int, int], players: int, ui: float) -> None:
    """As the line grows its tiles never grow, and a tile played takes them one step down the
    ladder (a tenth) at the sizes most play at: the line filled its row at one size and fell two
    or three steps when its arm turned (88 to 72 px at 1280x720, 52 to 38 at 200%). Where the
    rows' count itself must grow at once (a small window, large text) a step may be two or three
    (the ladder's steps are smaller than a tenth at small sizes), never 30% of the size."""
    g = geometry(size, players, ui)
    steps = ladder(g.line_size)
    for seed in range(6):
        sizes = growing(g, seed)
        drops = [steps.index(b) - steps.index(a) for a, b in itertools.pairwise(sizes)]
        assert min(drops) >= 0, f"the line's tiles grew: {sizes}"
        assert max(drops) <= 3 and all(b >= 0.7 * a for a, b in itertools.pairwise(sizes)), sizes
        if size in ((1280, 720), (2560, 1440)) and ui == 1.0:
            assert max(drops) <= 1, sizes


@pytest.mark.parametrize(
    ("size", "players", "ui", "least"),
    [((1280, 720), 4, 1.0, 56), ((2560, 1440), 4, 1.0, 112), ((1920, 1080), 3, 2.0, 60)],
)
def test_a_long_line_keeps_its_tiles_large(size: tuple[int, int], players: int, ui: float, least: int) -> None:
    """A 14-tile line (the gallery's long line) at its smallest over six hands. With four players
    the line's area is about 3.4 times wider than tall: an arm up and an arm down took five rows'
    height and the tiles fell to 42 px at 1280x720 (94 at 2560x1440); sharing rows keeps 58 (116).
    An arm heading back inside the line turned again at once wherever the first row had used the
    width, though it widened nothing (three players at 1920x1080 and 200%: 50 px, now 62)."""
    g = geometry(size, players, ui)
    assert min(growing(g, seed, 14)[-1] for seed in range(6)) >= least
