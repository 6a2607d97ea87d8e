"""The review's graph: the player's expected result after each move, drawn once per analysis and
window size; the panel around it reads the scene and never changes it. It reads the scene
through ``GraphScene`` (what it uses of the review screen), so this module does not import the
screen back."""

from __future__ import annotations

from typing import Final, NamedTuple, Protocol

import pygame

from game.aids.review import Review
from game.i18n import _
from game.ui import layout_items, skin, theme
from game.ui.scene import Host

MARK_COLOURS: Final[dict[str, theme.Color]] = {
    "good": (130, 210, 150),
    "inaccuracy": (240, 214, 100),
    "mistake": (255, 150, 80),
    "blunder": (240, 84, 84),
}


class Look(NamedTuple):
    """How a piece of the review's text is set: design size, colour, bold, alignment."""

    size: float
    colour: theme.Color
    bold: bool = False
    align: int = pygame.FONT_CENTER


class GraphPlan(Protocol):
    """Where the graph panel is, and the screen's sizes."""

    @property
    def graph(self) -> pygame.Rect: ...

    def px(self, v: float) -> int: ...

    def tx(self, v: float) -> int: ...

    def text(self, v: float) -> int: ...

    def line(self, v: float) -> int: ...


class GraphScene(Protocol):
    """What the graph reads of the review screen."""

    @property
    def app(self) -> Host: ...

    @property
    def plan(self) -> GraphPlan: ...

    @property
    def review(self) -> Review | None: ...

    @property
    def graph_picture(self) -> pygame.Surface | None: ...

    @property
    def moves(self) -> int: ...

    @property
    def shown(self) -> int: ...

    @property
    def progress(self) -> float: ...

    @property
    def unfinished(self) -> bool: ...

    def graph_box(self) -> pygame.Rect: ...

    def plot_box(self) -> pygame.Rect: ...

    def value_range(self) -> tuple[float, float]: ...

    def point_xy(self, move: int, value: float, low: float, high: float) -> tuple[int, int]: ...

    def status_words(self) -> str: ...

    def text_in(self, surface: pygame.Surface, text: str, box: pygame.Rect, look: Look) -> pygame.Rect: ...


def ring_radius(plan: GraphPlan) -> int:
    """The ring round the biggest mistake: the widest thing drawn on the line."""
    return max(6, plan.px(11))


def axis_labels(scene: GraphScene) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
    """The scale's labels (top, middle, bottom), their pictures and where they go on the screen."""
    assert scene.review is not None
    low, high = scene.value_range()
    box = scene.graph_box()
    zero = 0.5 if scene.review.scale == "match" else 0.0
    if scene.review.scale == "match":
        marks = ((high, "100%"), (zero, "50%"), (low, "0%"))
    else:
        marks = ((high, f"+{high:.0f}"), (zero, "0"), (low, f"{low:.0f}"))
    placed = []
    for value, label in marks:
        text = scene.app.fonts.text(label, scene.plan.text(12), theme.TEXT_DIM)
        _x, y = scene.point_xy(0, value, low, high)
        where = text.get_rect(midleft=(box.x + scene.plan.px(4), y)).clamp(box)
        placed.append((label, text, where))
    return placed


def graph_picture(scene: GraphScene) -> pygame.Surface | None:
    """The graph's lines, marks and scale drawn once (per analysis and window size)."""
    if scene.review is None:
        return None
    g = scene.plan.graph
    picture = pygame.Surface(g.size, pygame.SRCALPHA)
    low, high = scene.value_range()
    box = scene.graph_box()

    def local(move: int, value: float) -> tuple[int, int]:
        x, y = scene.point_xy(move, value, low, high)
        return x - g.x, y - g.y

    zero = 0.5 if scene.review.scale == "match" else 0.0
    left, right = local(0, zero), local(scene.moves, zero)
    pygame.draw.line(picture, theme.DIVIDER, left, right, max(1, scene.plan.px(2)))
    points = [local(x, v) for x, v in scene.review.series]
    if len(points) > 1:
        pygame.draw.lines(picture, theme.GOLD, closed=False, points=points, width=max(2, scene.plan.px(3)))
    radius = max(3, scene.plan.px(6))
    for d in scene.review.decisions:
        if d.forced:
            continue
        centre = local(d.move + 1, d.values[d.legal.index(d.played)])
        pygame.draw.circle(picture, MARK_COLOURS[d.mark], centre, radius)
        pygame.draw.circle(picture, theme.PANEL, centre, radius, max(1, radius // 3))
    pygame.draw.rect(picture, theme.DIVIDER, box.move(-g.x, -g.y), 1)
    for _label, text, where in axis_labels(scene):
        picture.blit(text, where.move(-g.x, -g.y))
    return picture


def draw_graph(scene: GraphScene, surface: pygame.Surface) -> None:
    """The graph panel: its caption, the progress bar while analysing, else the picture, the
    move shown and a ring on the biggest mistake."""
    plan = scene.plan
    g = plan.graph
    skin.plaque(g.size, plan.px(10), skin.Trim(width=max(1, plan.px(1)), shadow=plan.px(4))).blit(surface, g)
    layout_items.note_control(surface, scene.graph_box(), "graph")  # a click picks the move shown
    caption = pygame.Rect(g.x + plan.px(12), g.y + plan.px(6), g.w - plan.px(24), plan.line(15))
    if scene.review is None:
        scene.text_in(surface, scene.status_words(), caption, Look(15, theme.TEXT))
        if scene.unfinished:
            return
        bar = scene.graph_box().inflate(0, -scene.graph_box().h * 3 // 4)
        pygame.draw.rect(surface, skin.GROOVE, bar, border_radius=bar.h // 4)  # a channel cut in the wood
        done = bar.copy()
        done.w = round(bar.w * scene.progress)
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=bar.h // 4)
        return
    label = _("Your chance to win the match") if scene.review.scale == "match" else _("Your expected result in points")
    scene.text_in(surface, label, caption, Look(15, theme.TEXT_DIM, align=pygame.FONT_LEFT))
    if scene.graph_picture is not None:
        surface.blit(scene.graph_picture, g.topleft)
        for label, _text, where in axis_labels(scene):
            layout_items.note_text(surface, label, where, scene.plan.text(12))
    box = scene.graph_box()
    x, _y = scene.point_xy(scene.shown, 0.0, *scene.value_range())
    pygame.draw.line(surface, theme.GLOW, (x, box.y), (x, box.bottom), max(1, plan.px(2)))
    worst = scene.review.biggest()
    if worst is not None:
        low, high = scene.value_range()
        centre = scene.point_xy(worst.move + 1, worst.values[worst.legal.index(worst.played)], low, high)
        pygame.draw.circle(surface, MARK_COLOURS["blunder"], centre, ring_radius(plan), max(2, plan.px(2)))
