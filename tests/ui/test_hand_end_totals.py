"""The hand end tells the truth in order: while the hand's points count up on the panel, every
total on the screen (the score bar, the score sheet's last hand and "Total" row, the hand's
table) is the old total plus the points counted so far, never the new total ahead of them."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame

from game.engine.actions import Play
from game.engine.tiles import tile
from game.i18n import _ as translated
from game.ui import layout_items
from game.ui.app import App
from game.ui.scenes.hand_end import VEIL, HandEndScene
from game.ui.scenes.table import TableScene
from game.ui.table.plan import TablePlan
from game.ui.table.render import seat_hud
from tests.ui.test_feel import prepared, table_for
from tests.ui.test_hand_end_count import ended
from tests.ui.test_play_a_hand import FRAME


def _frame(app: App) -> tuple[pygame.Surface, list[layout_items.LayoutItem]]:
    surface = pygame.Surface(app.size)
    with layout_items.recording() as items:
        for drawn in app.stack.visible():
            drawn.draw(surface)
    return surface, items


def _bar_with(table: TableScene, app: App, scores: list[int]) -> pygame.Surface:
    """The score bar as the table draws it with ``scores``, under the hand end's veil."""
    view = table.view
    frame = view.hud_frame(app.fonts)
    units = tuple((name, score, active) for (name, _old, active), score in zip(frame.units, scores, strict=True))
    surface = pygame.Surface(app.size)
    seat_hud.draw_bar(replace(frame, units=units), surface, app.fonts, view.stamps)
    dim = 255 - VEIL
    surface.fill((dim, dim, dim), special_flags=pygame.BLEND_RGB_MULT)
    return surface.subsurface(pygame.Rect(view.geom.top_bar)).copy()


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))


def _sheet_total(items: list[layout_items.LayoutItem]) -> list[str]:
    """The figures on the score sheet's "Total" row, left to right."""
    label = next(i for i in items if i.kind == "text" and i.text == translated("Total"))
    row = [i for i in items if i.kind == "text" and abs(i.rect.centery - label.rect.centery) <= 2 and i is not label]
    return [i.text for i in sorted(row, key=lambda i: i.rect.x)]


def test_mid_count_up_every_total_is_the_old_total_plus_the_points_counted(app: App) -> None:
    table, scene, unit, won = ended(app, TablePlan())
    scene.cheer = None
    final = list(table.controller.match.scores)
    old = [score - points for score, points in zip(final, table.state.result.points, strict=True)]  # type: ignore[union-attr]
    app.step(scene.table.count_up / 2)
    shown = scene.points_shown(unit)
    assert 0 < shown < won, "half way through the count-up"
    expected = [o + scene.points_shown(u) for u, o in enumerate(old)]
    surface, items = _frame(app)
    bar = surface.subsurface(pygame.Rect(table.view.geom.top_bar))
    assert not _same(bar, _bar_with(table, app, final)), "the bar shows the new total before the count has landed"
    assert _same(bar, _bar_with(table, app, expected)), "the bar counts up with the panel"
    assert _sheet_total(items)[unit] == str(expected[unit]), "the sheet's total counts up with the panel"
    assert f"{expected[unit]} (+{shown})" in [i.text for i in items if i.kind == "text"], "the sheet's last hand too"
    for _step in range(round(scene.table.count_up / FRAME) + 2):
        app.step(FRAME)
    surface, items = _frame(app)
    assert _same(surface.subsurface(pygame.Rect(table.view.geom.top_bar)), _bar_with(table, app, final))
    assert _sheet_total(items)[unit] == str(final[unit])
    pygame.event.clear()


def test_an_all_fives_score_never_goes_back_at_the_hands_end(app: App) -> None:
    """All Fives points made in play are on the bar as they land; the hand's end counts on from
    them (the bar fell back to the hand's start while the hands turned over, then counted from 0)."""
    hands = [[tile(5, 5), tile(1, 2), tile(3, 4)], [tile(6, 6), tile(6, 1), tile(0, 2)]]
    table = table_for(app, prepared("allfives", hands, starter=0))
    seen: list[int] = []
    for _step in range(3000):
        app.step(FRAME)
        top = app.stack.top
        if isinstance(top, HandEndScene):
            seen.append(top.totals_shown()[0])
            if top.bar is None and len(seen) > 5:
                break
        else:
            seen.append(table.view.hud_frame(app.fonts).units[0][1])
            legal = table.human_legal()
            if legal:  # the double five first: ten on the table
                table.commit(next((a for a in legal if isinstance(a, Play) and a.tile == tile(5, 5)), legal[0]))
    assert isinstance(app.stack.top, HandEndScene)
    assert max(seen) > 0 and seen[-1] == table.controller.match.scores[0]
    falls = [(a, b) for a, b in itertools.pairwise(seen) if b < a]
    assert not falls, f"the player's score went back: {falls}"
    pygame.event.clear()
