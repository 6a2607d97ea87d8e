"""The table's art as a player meets it: pips and text readable against what they sit on,
venues that look like different places, and a face for every opponent in every mood."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from dataclasses import replace

import pygame
import pytest

from game.domain.roster import CHARACTERS
from game.engine.match import Match
from game.engine.rules import PRESETS
from game.engine.tiles import Tile, tile
from game.i18n import set_language
from game.ui import portraits, theme, venues
from game.ui.app import App
from game.ui.pace import PACES
from game.ui.portraits import FACES, Expression, portrait
from game.ui.scene import Scene
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.draw_tile import TILE_STYLES, TileArt, depth, tile_look
from game.ui.table.render.poses import screen_place
from game.ui.table.render.style import TableStyle
from tests.ui.players import FirstLegalPlayer


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(rgb: Sequence[int] | pygame.Color) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Sequence[int] | pygame.Color, b: Sequence[int] | pygame.Color) -> float:
    """WCAG contrast ratio of two sRGB colours."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("style", TILE_STYLES)
@pytest.mark.parametrize("colour_blind", [False, True])
def test_every_pip_colour_reaches_3_to_1_against_its_face(style: str, *, colour_blind: bool) -> None:
    look = tile_look(style, colour_blind=colour_blind)
    for number in range(1, 7):
        assert contrast(look.pips[number], look.face) >= 3.0, (style, colour_blind, number, look.pips[number])


def _cloth_under_the_lamp(look: venues.Look) -> theme.Color:
    """The lightest point of a venue's cloth, where text on the table is hardest to read."""
    return theme.mix(look.cloth, look.light, 0.08)


TEXT_COLOURS = {"text": theme.TEXT, "dim text": theme.TEXT_DIM, "gold": theme.GOLD, "warning": theme.WARN}


@pytest.mark.parametrize("look_id", sorted(venues.LOOKS))
def test_text_colours_reach_4_5_to_1_on_every_cloth(look_id: str) -> None:
    cloth = _cloth_under_the_lamp(venues.LOOKS[look_id])
    for name, colour in TEXT_COLOURS.items():
        assert contrast(colour, cloth) >= 4.5, (look_id, name, round(contrast(colour, cloth), 2))


def test_text_colours_reach_4_5_to_1_on_panels_and_buttons() -> None:
    for name, colour in TEXT_COLOURS.items():
        assert contrast(colour, theme.PANEL) >= 4.5, name
    assert contrast(theme.BUTTON_TEXT, theme.BUTTON) >= 4.5


def _ghost_on(felt: theme.Color, look_style: str, t: Tile) -> tuple[pygame.Surface, pygame.Rect]:
    """A ghost of ``t`` as the player sees it on ``felt``, and its face inside the outline."""
    pygame.display.set_mode((320, 200))
    s = 60
    art = TileArt(tile_look(look_style, colour_blind=False))
    ghost = art.ghost(t, s, 0)
    seen = pygame.Surface(ghost.get_size())
    seen.fill(felt)
    seen.blit(ghost, (0, 0))
    return seen, ghost_line_box(ghost).inflate(-4 * max(2, s // 20) - 8, -4 * max(2, s // 20) - 8)


def ghost_line_box(ghost: pygame.Surface) -> pygame.Rect:
    """The box of a ghost's solid line (its fully opaque pixels on its middle row and column)."""
    w, h = ghost.get_size()
    ys = [y for y in range(h) if ghost.get_at((w // 2, y)).a == 255]
    xs = [x for x in range(w) if ghost.get_at((x, h // 2)).a == 255]
    return pygame.Rect(xs[0], ys[0], xs[-1] - xs[0] + 1, ys[-1] - ys[0] + 1)


@pytest.mark.parametrize("look_style", TILE_STYLES)
@pytest.mark.parametrize("look_id", sorted(venues.LOOKS))
def test_a_ghost_reads_on_every_venues_felt(look_id: str, look_style: str) -> None:
    """Where a tile could go stands out from the cloth, under the lamp and at the dim edge: its
    outline (and an ivory face) at 3:1 or more against the felt, its pips at 3:1 against its face."""
    look = venues.LOOKS[look_id]
    for felt in (_cloth_under_the_lamp(look), look.cloth_edge):
        blank, inner = _ghost_on(felt, look_style, tile(0, 0))
        face = blank.get_at((inner.x + inner.w // 4, inner.centery))  # the face, off the spinner
        line = max(2, 60 // 20)
        outline = blank.get_at((blank.get_width() // 2, inner.y - 4 - 2 * line + line // 2))  # the bright line
        assert contrast(outline, felt) >= 3.0, (look_id, felt, "outline", outline, round(contrast(outline, felt), 2))
        if look_style == "classic":  # a dark tile's face is as dark as the cloth: its outline carries it
            assert contrast(face, felt) >= 3.0, (look_id, felt, "face", face, round(contrast(face, felt), 2))
        sixes, _inner = _ghost_on(felt, look_style, tile(6, 6))
        pips = sixes.subsurface(inner)
        pip = max(
            (pips.get_at((x, y)) for x in range(inner.w) for y in range(inner.h)), key=lambda c: contrast(c, face)
        )
        assert contrast(pip, face) >= 3.0, (look_id, felt, "pips", pip, face, round(contrast(pip, face), 2))


def _hue_alignment(a: theme.Color, b: theme.Color) -> float:
    """How alike two colours' tints are, greys taken away: 1 the same tint, 0 unrelated, -1 opposite."""
    da, db = [c - sum(a) / 3 for c in a], [c - sum(b) / 3 for c in b]
    norm = math.hypot(*da) * math.hypot(*db)
    return sum(x * y for x, y in zip(da, db, strict=True)) / norm if norm else 0.0


@pytest.mark.parametrize("look_id", sorted(venues.LOOKS))
def test_a_ghosts_face_lets_the_felt_show_through(look_id: str) -> None:
    """A ghost is see-through: its face takes the felt's tint, under the lamp and at the edge.
    On the salon's burgundy the old ice-blue wash cancelled the red into a grey that read as an
    opaque tile."""
    look = venues.LOOKS[look_id]
    for felt in (_cloth_under_the_lamp(look), look.cloth_edge):
        blank, inner = _ghost_on(felt, "classic", tile(0, 0))
        r, g, b, _a = blank.get_at((inner.x + inner.w // 4, inner.centery))
        face = (r, g, b)
        assert _hue_alignment(face, felt) >= 0.8, (look_id, felt, face, round(_hue_alignment(face, felt), 2))


def _structure(surface: pygame.Surface) -> list[float]:
    """The picture in grey, shrunk and normalised to zero mean and unit spread: what is left of
    it once its colours are taken away, so a mere tint of another venue gives the same list."""
    small = pygame.transform.smoothscale(surface, (96, 54))
    greys = [luminance(tuple(small.get_at((x, y)))) for y in range(54) for x in range(96)]
    mean = sum(greys) / len(greys)
    spread = (sum((g - mean) ** 2 for g in greys) / len(greys)) ** 0.5 or 1.0
    return [(g - mean) / spread for g in greys]


def test_each_venue_is_another_place_not_a_tint() -> None:
    pygame.display.set_mode((1280, 720))
    pictures = {v: _structure(venues.table_surface(v, (1280, 720))) for v in venues.LOOKS}
    for a, b in itertools.combinations(pictures, 2):
        differ = sum(abs(x - y) for x, y in zip(pictures[a], pictures[b], strict=True)) / len(pictures[a])
        assert differ > 0.15, (a, b, differ)
    # The check does see through a tint: the café with its cloth recoloured counts as the same place
    # (its details, keyed by the venue, stay; the pictures are redrawn for the tint and after it).
    cafe = venues.LOOKS["cafe"]
    venues.LOOKS["cafe"] = venues.Look(**{**cafe.__dict__, "cloth": (30, 60, 90), "cloth_edge": (14, 30, 48)})
    venues.table_surface.cache_clear()
    try:
        same = _structure(venues.table_surface("cafe", (1280, 720)))
    finally:
        venues.LOOKS["cafe"] = cafe
        venues.table_surface.cache_clear()
    assert sum(abs(x - y) for x, y in zip(same, pictures["cafe"], strict=True)) / len(same) < 0.15


def test_the_felt_has_grain() -> None:
    pygame.display.set_mode((640, 360))
    surface = venues.table_surface("default", (640, 360))
    row = [surface.get_at((x, 180))[:3] for x in range(300, 340)]
    steps = sum(1 for a, b in itertools.pairwise(row) if a != b)
    assert steps > 20, "neighbouring pixels of the cloth differ: a woven texture, not a flat gradient"


def test_every_character_has_a_portrait_and_every_expression_shows() -> None:
    pygame.display.set_mode((320, 200))
    assert {c.id for c in CHARACTERS} <= set(FACES)
    faces = {}
    for c in CHARACTERS:
        moods = {e: pygame.image.tobytes(portrait(c.id, e, 72), "RGBA") for e in Expression}
        assert len(set(moods.values())) == len(Expression), c.id
        faces[c.id] = moods[Expression.NEUTRAL]
    assert len(set(faces.values())) == len(CHARACTERS), "no two characters share a face"


def test_kaisas_pencil_reads_as_a_pencil_at_112_px(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pencil behind Kaisa's ear is a thing, not a yellow scratch: a body at least 4 px thick
    with a dark outline, a pink eraser at one end and a sharpened point at the other."""
    pygame.display.set_mode((320, 200))
    with_pencil = portraits.portrait("kaisa", Expression.NEUTRAL, 112)
    monkeypatch.setitem(portraits.FACES, "kaisa", replace(portraits.FACES["kaisa"], item="none"))
    portraits.portrait.cache_clear()
    try:
        without = portraits.portrait("kaisa", Expression.NEUTRAL, 112)
    finally:
        portraits.portrait.cache_clear()  # no pencil-less Kaisa kept for the tests after this one
    pencil = [
        with_pencil.get_at((x, y))
        for x in range(112)
        for y in range(112)
        if contrast(with_pencil.get_at((x, y)), without.get_at((x, y))) > 1.15
    ]
    box = _changed(without, with_pencil)
    thick = len(pencil) / max(1.0, (box.w**2 + box.h**2) ** 0.5)  # its area over its length
    assert thick >= 4.0, ("a stroke, not a pencil", round(thick, 2), box)
    assert any(luminance(c) < 0.03 for c in pencil), "a dark outline or graphite point"
    assert any(c.r > 180 and c.g < 150 and c.b > 110 for c in pencil), "a pink eraser"


def test_a_portrait_is_drawn_once_per_size() -> None:
    pygame.display.set_mode((320, 200))
    first = portrait("aino", Expression.PLEASED, 80)
    assert portrait("aino", Expression.PLEASED, 80) is first
    assert portrait("aino", Expression.PLEASED, 160).get_size() == (160, 160)


def test_the_venue_card_fades_in_holds_and_goes_by_itself_or_at_a_key(app: App) -> None:
    from game.ui.scenes.venue_card import FADE_IN, HOLD, VenueCard, card_alpha

    assert card_alpha(0.0) == 0.0 and card_alpha(FADE_IN + HOLD / 2) == 1.0

    class Table(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            surface.blit(venues.table_surface("salon", surface.get_size()), (0, 0))

    app.stack.push(Table(app))
    card = VenueCard(app, "The Grand Salon", "Final", "salon")
    app.stack.push(card)
    app.step(FADE_IN + 0.05)
    before = pygame.image.tobytes(app.window, "RGB")
    assert app.stack.top is card
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    for _ in range(40):
        app.step(1 / 30)
    assert app.stack.top is not card, "a key skips the card"
    assert pygame.image.tobytes(app.window, "RGB") != before, "the card is gone from the screen"


def _tile_top(s: int) -> tuple[int, int, int]:
    """Where the top of an unturned tile of short side ``s`` starts, and its short side."""
    top, edge = s - depth(s), depth(s)
    return (2 * s - edge - 2 * top) // 2, (s - edge - top) // 2, top


def test_a_pip_reads_as_a_hole_shadowed_under_its_lit_side_and_lit_on_its_far_wall() -> None:
    pygame.display.set_mode((320, 200))
    s = 160
    picture = TileArt().face(tile(1, 1), s)
    ox, oy, top = _tile_top(s)
    cx, cy, r = ox + top / 2, oy + top / 2, top * 0.085  # the pip of the left half's one
    near = 0.62 * r  # along the diagonal: 0.88 r from the centre, just inside the rim
    upper_left = luminance(picture.get_at((round(cx - near), round(cy - near))))
    lower_right = luminance(picture.get_at((round(cx + near), round(cy + near))))
    floor = luminance(picture.get_at((round(cx), round(cy))))
    assert upper_left < floor < lower_right, (
        "the wall under the lamp is in shadow, the far wall catches the light, the floor between"
    )


@pytest.mark.parametrize("angle", [0, 90])
def test_a_tiles_side_edge_has_two_tones_its_right_side_farther_from_the_lamp(angle: int) -> None:
    pygame.display.set_mode((320, 200))
    s = 120
    picture = TileArt().face(tile(2, 3), s, angle)
    box, edge = picture.get_bounding_rect(min_alpha=200), depth(s)
    front = picture.get_at((box.centerx, box.bottom - 1 - edge // 2))
    side = picture.get_at((box.right - 1 - edge // 2, box.centery))
    assert luminance(side) < luminance(front) * 0.85, "the right-hand side is a shade darker than the front"
    lip = picture.get_at((box.centerx, box.bottom - edge))
    assert luminance(lip) > luminance(front), "a lit lip where the bevel rolls over onto the side"


@pytest.mark.parametrize("angle", [0, 90])
def test_a_tile_looks_the_same_whatever_was_drawn_before_it(angle: int) -> None:
    """Faces and backs of one size share their blank top and their body (drawn once, copied):
    drawn in one order or the reverse, every face and back is the same picture, so nothing
    shared carries one tile's look, colours or side tone into another's."""
    pygame.display.set_mode((320, 200))
    s = 77  # a size no other test draws first
    dark = tile_look("dark", colour_blind=True)

    def drawn(order: Sequence[str]) -> dict[str, bytes]:
        art = TileArt().with_backs((120, 30, 40))
        draw = {
            "classic": lambda: art.face(tile(2, 5), s, angle),
            "dark": lambda: art.with_look(dark).face(tile(6, 6), s, angle),
            "back": lambda: art.back(s, angle),
        }
        return {name: pygame.image.tobytes(draw[name](), "RGBA") for name in order}

    first = drawn(["classic", "dark", "back"])
    assert drawn(["back", "dark", "classic"]) == first
    assert len(set(first.values())) == 3


def test_tiles_are_drawn_at_every_size_the_camera_asks_for() -> None:
    pygame.display.set_mode((320, 200))
    art = TileArt()
    for s in (18, 28, 44, 57, 80, 120):
        picture = art.face(tile(4, 6), s)
        assert picture.get_size() == (2 * s, s)
        assert art.face(tile(4, 6), s) is picture, "drawn once per size, then kept"


LONG_LINE = "Some risks don't pay. Most do. And some pay twice over, if you wait for them."


def _partners_table(app: App, ui_scale: int = 100, partner: str = "eleni") -> TableScene:
    """A four-seat partnership table: Aino left, the partner across, Sven right."""
    cast = ("aino", partner, "sven")
    seats = (Seat("You", FirstLegalPlayer()), *(Seat(c.title(), FirstLegalPlayer(), c) for c in cast))
    match = Match.new(PRESETS["partners"], 4, 100)
    plan = TablePlan(demo=True, style=TableStyle(ui_scale=ui_scale), venue="default")
    table = TableScene(app, Sitting(seats, match, random.Random(4)), PACES["fast"], plan)
    app.stack.push(table)
    app.step(1 / 60)
    return table


def changed_pixels(before: pygame.Surface, after: pygame.Surface) -> pygame.mask.Mask:
    """The pixels that differ between two frames by more than a trace."""
    diff = before.copy()
    diff.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = after.copy()
    other.blit(before, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (8, 8, 8))
    mask.invert()
    return mask


def _changed(before: pygame.Surface, after: pygame.Surface) -> pygame.Rect:
    """The smallest rectangle holding every pixel that differs between two frames."""
    rects = changed_pixels(before, after).get_bounding_rects()
    return rects[0].unionall(rects) if rects else pygame.Rect(0, 0, 0, 0)


def _bubble_and_badge(table: TableScene, seat: int, size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Where ``seat``'s long line lands in its bubble, and its badge ("Draws 3") up at once."""
    view = table.view
    frame = pygame.Surface(size)
    view.moments.quotes.clear()
    view.moments.badges.clear()
    table.draw(frame)
    bare = frame.copy()
    view.moments.say(seat, "Draws 3", view.now)  # the seat's badge is up as well
    table.draw(frame)
    quiet = frame.copy()
    badge = _changed(bare, quiet)
    view.moments.quote(seat, LONG_LINE, view.now)
    table.draw(frame)
    view.moments.quotes.clear()
    bubble = _changed(quiet, frame)
    assert bubble.w > 0 and badge.w > 0, "the bubble and the badge are drawn"
    return bubble, badge


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("ui_scale", [100, 200])
def test_a_bubble_never_covers_a_seats_tiles_face_or_badge_and_its_tail_touches_the_speaker(
    app: App, size: tuple[int, int], ui_scale: int
) -> None:
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    table = _partners_table(app, ui_scale)
    view, g = table.view, table.view.geom
    for seat in (1, 2, 3):
        place = g.seats[screen_place(seat, view.viewer, 4)]
        bubble, badge = _bubble_and_badge(table, seat, size)
        assert pygame.Rect(0, 0, *size).contains(bubble)
        assert not bubble.colliderect(badge), (seat, "the badge", badge, bubble)
        for other in g.seats:
            for box in (other.hand, other.portrait, other.plate):
                if box.w:
                    overlap = bubble.clip(pygame.Rect(box))
                    assert overlap.w * overlap.h == 0, (seat, other.side, box, bubble)
        speaker = pygame.Rect(place.portrait).union(pygame.Rect(place.plate)).union(badge)
        reach = speaker.inflate(2 * g.px(8) + 4, 2 * g.px(8) + 4)
        assert reach.colliderect(bubble), "the tail reaches the speaker: their face, name or badge"


@pytest.mark.parametrize(
    "size",
    [
        (1280, 720),
        (960, 540),
        (1024, 768),
        (2560, 1440),
        (1280, 1024),
        (800, 600),
        (1024, 600),
        (1920, 1200),
        (720, 900),
    ],
)
@pytest.mark.parametrize("ui_scale", [100, 200])
def test_a_side_seats_bubble_stays_on_the_cloth_off_its_own_tiles_and_the_rim(
    app: App, size: tuple[int, int], ui_scale: int
) -> None:
    """A side seat's line lies on the felt toward the table: not on the column of its own
    face-down tiles, not across the table's wooden rim."""
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    table = _partners_table(app, ui_scale)
    view, g = table.view, table.view.geom
    cloth = venues.cloth_rect(size)
    for seat in (1, 3):
        place = g.seats[screen_place(seat, view.viewer, 4)]
        bubble, _badge = _bubble_and_badge(table, seat, size)
        assert cloth.contains(bubble), (size, place.side, "over the rim", cloth, bubble)
        column = pygame.Rect(place.hand)
        assert not bubble.colliderect(column), (size, place.side, "on its own tiles", column, bubble)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_side_seats_short_line_keeps_off_the_line_of_play_when_there_is_room(app: App, size: tuple[int, int]) -> None:
    """Beside a side seat's face, under the partner's row of tiles, a short line has room: there
    it hangs, not on the line of play, where a ghost or a tile drawn over it hid its words."""
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    table = _partners_table(app)
    view, g = table.view, table.view.geom
    for seat in (1, 3):
        frame = pygame.Surface(size)
        view.moments.quotes.clear()
        view.moments.badges.clear()
        table.draw(frame)
        quiet = frame.copy()
        view.moments.quote(seat, "Let's not waste time.", view.now)
        table.draw(frame)
        view.moments.quotes.clear()
        bubble = _changed(quiet, frame)
        assert bubble.w > 0
        assert not bubble.colliderect(pygame.Rect(g.chain)), (seat, "on the line of play", g.chain, bubble)


@pytest.mark.parametrize("ui_scale", [100, 200])
def test_the_partner_tag_leaves_the_partners_face_and_name_clear(
    app: App, monkeypatch: pytest.MonkeyPatch, ui_scale: int
) -> None:
    table = _partners_table(app, ui_scale)
    view, g = table.view, table.view.geom
    tagged = pygame.Surface(app.size)
    table.draw(tagged)
    monkeypatch.setattr("game.ui.table.render.view.partner_words", lambda _character: None)  # no tag
    plain = pygame.Surface(app.size)
    table.draw(plain)
    tag = _changed(plain, tagged)
    eleni = g.seats[screen_place(2, view.viewer, 4)]
    assert tag.w > 0, "the partner is marked"
    assert not tag.colliderect(pygame.Rect(eleni.portrait)), "the tag is off the face"
    words = pygame.Rect(eleni.plate).inflate(0, -2)
    assert not tag.colliderect(words), "the tag hangs under the name plate's words"
    assert tag.top <= eleni.plate.bottom + 1, "and touches the plate it marks"


@pytest.mark.parametrize(
    ("language", "partner", "word"),
    [
        ("el", "eleni", "Συμπαίκτρια"),
        ("el", "dragan", "Συμπαίκτης"),
        ("sr", "eleni", "Partnerka"),
        ("sr", "dragan", "Partner"),
        ("fi", "eleni", "Pelikumppani"),
        ("en", "eleni", "Partner"),
    ],
)
def test_the_partner_tag_agrees_with_the_partner(app: App, language: str, partner: str, word: str) -> None:
    set_language(language)
    try:
        table = _partners_table(app, partner=partner)
        tags = {p.character: p.tag for p in table.view.hud_frame(app.fonts).portraits if p.tag is not None}
    finally:
        set_language("en")
    assert tags == {partner: word}


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (3840, 2160)])
def test_at_16_9_the_frame_round_the_cloth_is_the_tables_edge_in_its_material(size: tuple[int, int]) -> None:
    """No room shows beside the table at 16:9: the frame round the cloth is the venue's rim
    (grain, brass, gilt), most of it, not a sliver of wood in a band of wall."""
    cloth = venues.cloth_rect(size)
    assert venues.rim_width(size) >= 0.7 * cloth.x, (venues.rim_width(size), cloth.x)
    assert cloth.w >= size[0] * 0.9, "and the cloth keeps its room"
