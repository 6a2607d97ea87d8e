"""The table view: plays the controller's events as tile motion, sounds and HUD changes, in order.

Each move event sends tiles to the places of the position after it; the HUD (tile counts,
scores, the turn highlight) shows that position only when the motion lands, so the screen
never runs ahead of itself. ``update`` is the only thing that moves time; ``draw`` reads.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.engine.actions import Placement
from game.engine.match import Match
from game.engine.rules import DrawPolicy
from game.engine.scoring import DOMINO
from game.engine.state import HandState
from game.engine.tiles import TILES, Tile, tiles_in
from game.i18n import _
from game.ui import theme
from game.ui.pace import Pace
from game.ui.table import aids as aid_look
from game.ui.table import hud
from game.ui.table.controller import unit_name
from game.ui.table.draw_tile import TileArt
from game.ui.table.events import (
    Dealt,
    Event,
    HandOver,
    Passed,
    PointsScored,
    Rewound,
    TileDrawn,
    TilePlayed,
)
from game.ui.table.geometry import Geometry, geometry
from game.ui.table.layout import Box, ChainLayout, Spot, layout_at, layout_chain
from game.ui.table.poses import screen_place, target_poses
from game.ui.table.sprites import HAND, Pose, Sprite, draw_sprite
from game.ui.table.style import FADE, TableStyle
from game.ui.tween import Ease, ease_in_out_cubic, ease_out_cubic, pulse

ART_BUDGET = 0.003  # seconds per frame spent drawing tile faces ahead of need


@dataclass(frozen=True)
class Marks:
    """What the human's pointing adds to the tiles of their hand: which fit (they glow and
    rise) and which one is pointed at (rises higher, with a ring)."""

    playable: frozenset[Tile] = frozenset()
    lifted: Tile | None = None


@dataclass
class Shown:
    """What the HUD says now: the position and the match as of the last move that landed."""

    state: HandState
    match: Match
    due: list[tuple[float, HandState | None, Match | None]] = field(default_factory=list)


class TableView:
    def __init__(
        self,
        names: Sequence[str],
        state: HandState,
        match: Match,
        viewer: int,
        pace: Pace,
        style: TableStyle,
        size: tuple[int, int],
        cosmetic_seed: int,
        faces_up: bool = False,
        tracker_open: bool = False,
        hand: int | None = None,
    ) -> None:
        """``faces_up`` shows every hand (a replay); ``cosmetic_seed`` orders the hidden slots;
        ``tracker_open`` leaves room for the tracker's panel beside the chain; ``hand`` is the
        hand's number in its match when ``match`` does not count the hands before it (a replay)."""
        self.names = tuple(names)
        self.hand = hand
        self.viewer = viewer
        self.pace = pace
        self.style = style
        self.faces_up = faces_up
        self.cosmetic = random.Random(cosmetic_seed)
        self.now = 0.0
        self.board = state  # the position the tiles are sent to
        self.shown = Shown(state, match)
        self.tracker_open = tracker_open
        self.geom = self._geometry(size)
        self.chain: ChainLayout = layout_chain([], self.geom.chain, self.geom.hand_size)
        self.order: dict[Tile, int] = {}
        self.sprites: dict[Tile, Sprite] = {}
        self.settle_at = 0.0  # every tile has landed from this time
        self.ready_at = 0.0  # no computer move commits before this time
        self.revealed = False
        self.reveal_done_at: float | None = None
        self.sounds: list[tuple[float, str]] = []  # (when, name): effects due as tiles land
        self.background = hud.felt(size)
        self.stamps = hud.Stamps()
        self._ghosts: dict[tuple[int, Tile, int], Spot] = {}

    def _geometry(self, size: tuple[int, int]) -> Geometry:
        g = geometry(size, self.board.players, self.style.scale)
        return aid_look.with_tracker(g) if self.tracker_open else g

    # -- time -----------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A tile is still on its way, or the HUD has not caught up with it."""
        return self.now < self.settle_at or bool(self.shown.due)

    @property
    def ready(self) -> bool:
        """Idle, and the pause after the last move is over: a computer's answer may be played."""
        return not self.busy and self.now >= self.ready_at

    def update(self, dt: float, art: TileArt) -> None:
        self.now += dt
        due = [name for when, name in self.sounds if when <= self.now]
        self.sounds = [(when, name) for when, name in self.sounds if when > self.now]
        for name in due:
            self.style.play(name)
        while self.shown.due and self.shown.due[0][0] <= self.now:
            _when, state, match = self.shown.due.pop(0)
            self.shown.state = state or self.shown.state
            self.shown.match = match or self.shown.match
        wanted = ((sp.tile, sp.end.size, sp.end.angle) for sp in self.sprites.values() if sp.end.face_up)
        art.warm(wanted, ART_BUDGET)

    def _landing(self) -> float:
        return self.now + (min(FADE, self.pace.move) if self.style.reduced_motion else self.pace.move)

    # -- events ---------------------------------------------------------------------------

    def play(self, events: Sequence[Event]) -> None:
        """Start the motion, sounds and (queued behind them) HUD changes of ``events``."""
        for event in events:
            if isinstance(event, Dealt):
                self._deal(event.after)
            elif isinstance(event, Rewound):
                self._move_to(event.after, None)
                self.shown.due.clear()
                self.shown.state = event.after
            elif isinstance(event, (TilePlayed, TileDrawn)):
                self._move_to(event.after, event.tile)
                if isinstance(event, TilePlayed):
                    self.sounds.append((self._landing(), "clack"))
                else:
                    self.style.play("draw")
                self.shown.due.append((self._landing(), event.after, None))
            elif isinstance(event, HandOver):
                self.sounds.append((self._landing() + 0.15, "domino" if event.result.reason == DOMINO else "blocked"))
                self.ready_at = self.now + self.pace.move + self.pace.think / 2
            elif isinstance(event, PointsScored):
                self.shown.due.append((self._landing(), None, event.match))
            elif isinstance(event, Passed):  # nothing moves but the turn
                self._move_to(event.after, None)
                self.shown.due.append((self._landing(), event.after, None))

    def _deal(self, state: HandState) -> None:
        """Gather all 28 tiles face down in the middle, then deal them out one by one
        (to wherever they are now, for a hand resumed part way through)."""
        self.board = state
        self.shown.state = state
        self.shown.due.clear()
        self.sprites.clear()
        self.sounds.clear()
        tiles = list(TILES)
        self.cosmetic.shuffle(tiles)
        self.order = {t: i for i, t in enumerate(tiles)}
        self.revealed = False
        self.reveal_done_at = None
        self._relayout_chain()
        targets = self.targets()
        tiles = [t for t in tiles if t in targets]  # a prepared deal (the tutorial) may use fewer
        box, s = self.geom.chain, self.geom.back_size
        cx, cy = box.x + box.w / 2, box.y + box.h / 2
        for i, t in enumerate(tiles):
            column, row = i % 7, i // 7
            self.sprites[t] = Sprite(t, Pose(cx + (column - 3) * (s + 4), cy + (row - 1.5) * (2 * s + 4), s, 90, False))
        round_robin = [t for turn in zip(*(tiles_in(h) for h in state.hands)) for t in turn]
        dealt = set(round_robin)
        # Then the boneyard, and (in a resumed hand) the chain and any tiles drawn so far.
        for i, t in enumerate([*round_robin, *(t for t in targets if t not in dealt)]):
            self._tween(t, targets[t], self.pace.move, i * self.pace.deal_step, ease_out_cubic)
        self.settle_at = self.now + len(TILES) * self.pace.deal_step + self.pace.move
        self.ready_at = self.settle_at + self.pace.think / 2
        self.style.play("shuffle")

    def _move_to(self, state: HandState, moved: Tile | None) -> None:
        """Send every tile to its place in ``state``; the rest of the chain refits more slowly."""
        old_size = self.chain.size
        self.board = state
        self._relayout_chain()
        for t, pose in self.targets().items():
            refit = t is not moved and self.chain.size != old_size and moved is not None
            self._tween(t, pose, self.pace.refit if refit else self.pace.move)
        self.settle_at = self.now + self.pace.move
        self.ready_at = self.now + max(self.pace.move, self.pace.think)

    def _tween(self, t: Tile, pose: Pose, duration: float, delay: float = 0.0, ease: Ease = ease_in_out_cubic) -> None:
        """Send a tile to ``pose``: sliding, or with reduced motion a short fade."""
        if self.style.reduced_motion:
            self.sprites[t].retarget(pose, self.now, min(FADE, duration), delay, fade=True)
        else:
            self.sprites[t].retarget(pose, self.now, duration, delay, ease)

    def targets(self) -> dict[Tile, Pose]:
        reveal = self.revealed or self.faces_up
        return target_poses(self.board, self.geom, self.chain, self.viewer, self.order, reveal)

    def reveal(self) -> None:
        """Turn every hand face up (the end of a hand)."""
        self.revealed = True
        for i, (t, pose) in enumerate(self.targets().items()):
            self._tween(t, pose, self.pace.reveal, i * self.pace.deal_step)
        self.reveal_done_at = self.now + self.pace.reveal + len(TILES) * self.pace.deal_step

    # -- layout -----------------------------------------------------------------------------

    def _relayout_chain(self) -> None:
        self.chain = layout_chain(self.board.chain, self.geom.chain, self.geom.hand_size)
        self._ghosts.clear()

    def relayout(self, size: tuple[int, int], duration: float) -> None:
        """A new window size or the tracker opened or closed: everything to its new place."""
        self.geom = self._geometry(size)
        self._relayout_chain()
        for t, pose in self.targets().items():
            self._tween(t, pose, duration)

    def resize(self, size: tuple[int, int], background: pygame.Surface) -> None:
        self.background = background
        self.relayout(size, 0.0)

    def hand_rect(self, t: Tile) -> pygame.Rect:
        """Where a tile of the human's hand is clicked (its resting place)."""
        pose = self.sprites[t].end
        w, h = (pose.size, 2 * pose.size) if pose.angle % 180 else (2 * pose.size, pose.size)
        return pygame.Rect(round(pose.x - w / 2), round(pose.y - h / 2), w, h)

    def ghost(self, t: Tile, end: int) -> Spot:
        """Where ``t`` would lie if played on ``end``, at the chain's present scale (if laying
        it would zoom the chain out, the ghost may reach a little past the chain's area)."""
        state = self.board
        key = (len(state.chain), t, end)
        if key not in self._ghosts:
            ends = state.ends
            p = Placement(t, -1, t.high, t.low) if ends is None else Placement(t, end, ends[end], t.other(ends[end]))
            spots = layout_at([*state.chain, p], self.geom.chain, self.chain.size, checked=False)
            assert spots is not None
            self._ghosts[key] = spots[-1]
        return self._ghosts[key]

    # -- drawing (reads only) ------------------------------------------------------------

    def glow(self) -> float:
        """The breathing of glows; with reduced motion a steady full glow."""
        return 1.0 if self.style.reduced_motion else pulse(self.now)

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts, art: TileArt, marks: Marks) -> None:
        """The felt, the score bar, the name plates, the boneyard counter and the tiles."""
        g = self.geom
        surface.blit(self.background, (0, 0))
        self._draw_bar(surface, fonts)
        self._draw_plates(surface, fonts)
        state = self.shown.state
        no_drawing = state.rules.draw is DrawPolicy.NONE
        if state.boneyard or not no_drawing:  # a partnership deals every tile: no boneyard at all
            hud.counter(surface, fonts, g, state.drawable, state.boneyard_left - state.drawable, no_drawing)
        glow = self.glow()
        glow_color = tuple(round(a + (b - a) * (0.5 + 0.5 * glow)) for a, b in zip(theme.FELT_LINE, theme.GLOW))
        for sprite in sorted(self.sprites.values(), key=lambda sp: (sp.moving(self.now), sp.end.layer)):
            lift = 0
            if sprite.end.layer == HAND and not sprite.moving(self.now):
                lifted = sprite.tile is marks.lifted
                if sprite.tile in marks.playable:  # glows and rises (never colour alone); the one pointed at most
                    lift = g.px(12) if lifted else g.px(5)
                    rect = self.hand_rect(sprite.tile).move(0, -lift).inflate(g.px(8), g.px(8))
                    pygame.draw.rect(surface, glow_color, rect, max(2, g.px(3)), border_radius=g.px(7))
                    if lifted:  # the focus ring, round the glow
                        ring = rect.inflate(g.px(8), g.px(8))
                        pygame.draw.rect(surface, theme.TEXT, ring, max(1, g.px(2)), border_radius=g.px(10))
                elif lifted:  # keyboard focus on a tile that does not fit
                    rect = self.hand_rect(sprite.tile).inflate(g.px(8), g.px(8))
                    pygame.draw.rect(surface, theme.TEXT_DIM, rect, max(1, g.px(2)), border_radius=g.px(7))
            draw_sprite(surface, art, sprite, self.now, lift)

    def _draw_bar(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        state, match = self.shown.state, self.shown.match
        rules = match.rules
        title = _("{rules} · Hand {n}").format(
            rules=_(rules.title), n=self.hand or len(match.results) + (0 if state.result is not None else 1)
        )
        turn_unit = rules.unit_of(state.turn) if state.result is None else -1
        scores = match.scores if state.result is not None else state.scores
        units = [
            (unit_name(rules, self.names, u), scores[u], state.in_play[u] if state.result is None else 0, u == turn_unit)
            for u in range(rules.units(match.players))
        ]
        g = self.geom
        key = ("bar", g.width, g.height, title, tuple(units), match.target)

        def paint(stamp: pygame.Surface) -> None:
            hud.score_bar(stamp, fonts, g, title, units, match.target)

        stamp = self.stamps.get(key, (g.top_bar.w, g.top_bar.h), paint, opaque=True)
        surface.blit(stamp, (g.top_bar.x, g.top_bar.y))

    def _draw_plates(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        state = self.shown.state
        for seat, name in enumerate(self.names):
            plate = self.geom.seats[screen_place(seat, self.viewer, state.players)].plate
            count = state.hands[seat].bit_count()
            detail = hud.pips_detail(state.pips(seat)) if self.revealed else hud.tiles_detail(count)
            glow = round(self.glow() * 12) / 12 if state.result is None and state.turn == seat else None
            self._draw_plate(surface, fonts, plate, name, detail, glow)

    def _draw_plate(
        self, surface: pygame.Surface, fonts: theme.Fonts, plate: Box, name: str, detail: str, glow: float | None
    ) -> None:
        g = self.geom
        margin = g.px(8)
        local = Box(margin, margin, plate.w, plate.h)
        key = ("plate", g.width, g.height, plate.w, plate.h, name, detail, glow)
        size = (plate.w + 2 * margin, plate.h + 2 * margin)
        stamp = self.stamps.get(key, size, lambda s: hud.name_plate(s, fonts, g, local, name, detail, glow))
        surface.blit(stamp, (plate.x - margin, plate.y - margin))
