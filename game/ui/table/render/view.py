"""The table view: plays the controller's events as tile motion, sounds and HUD changes, in order.

Each move event sends tiles to the places of the position after it; the HUD (tile counts,
scores, the turn highlight) shows that position only when the motion lands, so the screen
never runs ahead of itself. ``update`` is the only thing that moves time; ``draw`` reads.
Each frame the view sums up what its HUD shows in a ``HudFrame`` (``seat_hud``), and the HUD is
drawn from that, not from the view.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import assert_never

import pygame

from game.engine.actions import Placement, Play
from game.engine.match import Match
from game.engine.rules import DrawPolicy
from game.engine.scoring import DOMINO, HandResult
from game.engine.state import HandState
from game.engine.tiles import TILES, Tile, tiles_in
from game.i18n import _
from game.ui import layout_items, theme
from game.ui.ambience import Ambience
from game.ui.callouts import BURST_STAGES, Callouts, partner_words
from game.ui.pace import Pace
from game.ui.portraits import Expression, idle
from game.ui.quips import Occasion, Quips
from game.ui.table.model.controller import unit_name
from game.ui.table.model.events import (
    ComputerSlipped,
    Dealt,
    Event,
    HandOver,
    MatchOver,
    Passed,
    PointsScored,
    Rewound,
    TileDrawn,
    TilePlayed,
)
from game.ui.table.render import aid_panel, hud, seat_hud
from game.ui.table.render.camera import follow, ladder
from game.ui.table.render.draw_tile import KEYLINE, GhostAt, TileArt, tile_glow
from game.ui.table.render.geometry import Geometry, geometry
from game.ui.table.render.layout import Box, ChainLayout, Spot, layout_at, panned
from game.ui.table.render.moments import (
    RISE,
    Moments,
    PointsFlight,
    Portraits,
    flight_at,
    held_place,
    line_ends,
    mark_last,
    seat_speech_anchor,
)
from game.ui.table.render.motion import motion_of
from game.ui.table.render.poses import Viewing, screen_place, target_poses
from game.ui.table.render.scoreboard import Scoreboard
from game.ui.table.render.seat_hud import (
    BadgeShown,
    BubbleShown,
    FlightShown,
    HudFrame,
    PlateShown,
    PortraitShown,
    UnitShown,
)
from game.ui.table.render.sprites import CHAIN, HAND, Pose, Sprite, Tweening, Zoomed, draw_sprite
from game.ui.table.render.style import FADE, TableStyle
from game.ui.table.render.teams import seat_teams, unit_teams
from game.ui.theme import Fonts
from game.ui.tween import Ease, ease_in_out_cubic, ease_out_cubic, progress, pulse
from game.ui.venues import look_for

ART_BUDGET = 0.003  # seconds per frame spent drawing tile faces ahead of need
SIZES_AHEAD = 7  # the camera's largest sizes, whose blanks a table draws when it opens: further down they cost little
FLYING_BUSY = 4  # tiles in flight (not slid by the camera) past which a frame draws no new face


@dataclass(frozen=True)
class Marks:
    """What a frame shows beyond the view's own state: the human's pointing (which tiles of
    their hand fit: they glow and rise; which one is pointed at: higher, with a ring), the seat
    whose computer is choosing its move, and whether the HUD shows (not in a demo behind the
    title, which shows play only: no score bar, counter nor points flying to the bar), and
    where the scene draws over the view this frame (ghosts, the tracker, the hint): the
    characters' bubbles keep clear of it; and the status line's room while it is shown (the
    badges keep off it after all else)."""

    playable: frozenset[Tile] = frozenset()
    lifted: Tile | None = None
    thinking: int | None = None
    show_hud: bool = True
    clear: tuple[Box, ...] = ()
    status: tuple[Box, ...] = ()


@dataclass
class Shown:
    """What the HUD says now: the position and the match as of the last move that landed, and
    the changes still due as motion lands (the score bar's own state is a ``Scoreboard``)."""

    state: HandState
    match: Match
    due: list[tuple[float, Callable[[], None]]] = field(default_factory=list)  # (when, change), in time order

    def at(self, when: float, change: Callable[[], None]) -> None:
        bisect.insort(self.due, (when, change), key=lambda item: item[0])


@dataclass(frozen=True)
class ViewConfig:
    """How a view shows its table, fixed for its life."""

    names: tuple[str, ...]  # by seat
    viewer: int  # the seat at the bottom of the screen
    pace: Pace
    style: TableStyle
    cosmetic_seed: int  # orders the hidden slots
    faces_up: bool = False  # every hand shown (a replay)
    tracker_open: bool = False  # room for the tracker's panel beside the chain, from the start
    characters: tuple[str | None, ...] = ()  # by seat: the portraits at the opponents' seats (None: none)
    hand: int | None = None  # the hand's number when the match does not count the hands before it (a replay)
    venue: str = "default"  # the venue's look: the tiles' backs and the ambient life over the table
    goal: str | None = None  # the score bar's words in place of the target's (the tutorial names itself)
    aids: int = 0  # the aid buttons the table offers (Hint, Tracker, Undo): where their row has room, the status line's


class TableView:
    """What the player sees of a table: the controller's events played as tile motion, sounds
    and HUD changes in order; ``update`` moves its clock, ``draw`` only reads."""

    def __init__(
        self,
        config: ViewConfig,
        state: HandState,
        match: Match,
        size: tuple[int, int],
        background: pygame.Surface | None = None,
    ) -> None:
        """``background``: the felt under everything at ``size`` (default: the plain felt)."""
        names = config.names
        self.names = names
        self.characters = config.characters + (None,) * (len(names) - len(config.characters))
        self.hand = config.hand
        self.motion = motion_of(config.pace)
        self.moments = Moments()
        self.faces = Portraits()
        self.callouts = Callouts()
        self.venue = config.venue
        self.goal = config.goal
        self.quips = Quips(random.Random(f"quips{config.cosmetic_seed}"), enabled=config.style.speech_bubbles)
        self.ambience = Ambience(config.venue, size, still=config.style.reduced_motion)
        self.viewer = config.viewer
        self.pace = config.pace
        self.style = config.style
        self.faces_up = config.faces_up
        self.cosmetic = random.Random(config.cosmetic_seed)
        self.now = 0.0
        self.board = state  # the position the tiles are sent to
        self.shown = Shown(state, match)
        self.scoreboard = Scoreboard()
        self.points_coming = 0  # what the tile sliding to the line will score: its flight drawn ahead
        self.tracker_open = config.tracker_open
        self.aids = config.aids
        self.geom = self._geometry(size)
        self.chain: ChainLayout = follow([], self.geom.chain, self.geom.line_size)
        self.order: dict[Tile, int] = {}
        self.sprites: dict[Tile, Sprite] = {}
        self.settle_at = 0.0  # every tile has landed from this time
        self.ready_at = 0.0  # no computer move commits before this time
        self.revealed = False
        self.reveal_done_at: float | None = None
        self.sounds: list[tuple[float, str]] = []  # (when, name): effects due as tiles land
        self.background = background if background is not None else hud.felt(size)
        self.stamps = hud.Stamps()
        self.zoomed = Zoomed()  # the line's faces at the sizes the camera passes through
        self._ghosts: dict[tuple[int, Tile, int], Spot] = {}
        self._rack_drawn = 0  # the rack's size its faces were drawn at (in the first frame, and after a resize)
        self._prepare_faces()

    def _geometry(self, size: tuple[int, int]) -> Geometry:
        g = geometry(size, self.board.players, self.style.scale, self.aids)
        return aid_panel.with_tracker(g) if self.tracker_open else g

    def _prepare_faces(self) -> None:
        """The seated characters' faces at the seats' portrait size (see ``Portraits``)."""
        size = max((place.portrait.w for place in self.geom.seats), default=0)
        if size:
            self.faces.prepare((c for c in self.characters if c is not None), size)

    # -- time -----------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A tile is still on its way, or the HUD has not caught up with it."""
        return self.now < self.settle_at or bool(self.shown.due)

    @property
    def ready(self) -> bool:
        """Idle, and the pause after the last move is over: a computer's answer may be played."""
        return not self.busy and self.now >= self.ready_at

    def update(self, dt: float, art: TileArt, coming: Sequence[Play] = ()) -> None:
        """Time passes: sounds, HUD changes and tile art that fall due; ``coming`` are the plays the
        human will be offered (the tile they will lift first), whose ghosts are drawn ahead."""
        self.now += dt
        due = [name for when, name in self.sounds if when <= self.now]
        self.sounds = [(when, name) for when, name in self.sounds if when > self.now]
        for name in due:
            self.style.play(name)
        while self.shown.due and self.shown.due[0][0] <= self.now:
            _when, change = self.shown.due.pop(0)
            change()
        if self._rack_drawn != self.geom.hand_size:  # every face the rack can show, drawn at once
            art.warm(((t, self.geom.hand_size, 90) for t in TILES), budget=float("inf"))
            art.draw_sizes(ladder(self.geom.line_size)[:SIZES_AHEAD])  # what the line's faces and ghosts start from
            rack = self.geom.hand_size
            tile_glow((rack, 2 * rack), rack, theme.GLOW, 255)  # a playable rack tile's glow (``_hand_tile``)
            if self.board.rules.fives_in_play:  # the burst points leave the line with, at every stage
                for stage in range(BURST_STAGES):
                    self.callouts.burst(seat_hud.burst_radius(self.geom), stage)
            self._rack_drawn = self.geom.hand_size
        moving = [sp for sp in self.sprites.values() if sp.moving(self.now)]
        if sum(not sp.grounded for sp in moving) <= FLYING_BUSY:  # a deal, the flips: their faces drawn after
            wanted = ((sp.tile, sp.end.size, sp.end.angle) for sp in self.sprites.values() if sp.end.face_up)
            later = () if moving or self.busy else self._zoomed_out()
            art.warm(itertools.chain(wanted, self._ghosts_of(coming), later), ART_BUDGET)

    def _ghosts_of(self, plays: Sequence[Play]) -> Iterator[GhostAt]:
        for play in plays:
            spot = self.ghost(play.tile, play.end)
            yield GhostAt(play.tile, min(spot.box.w, spot.box.h), spot.angle)

    def _zoomed_out(self) -> Iterator[tuple[Tile, int, int]]:
        """The line's faces at the size the camera steps out to next, if the next tile makes it: a
        still table draws them ahead, so the frames of that zoom draw none (at 4K a line's faces at
        a new size took 10-17 ms a frame while its tiles slid there)."""
        sizes = ladder(self.geom.line_size)
        if self.chain.size in sizes[:-1]:
            smaller = sizes[sizes.index(self.chain.size) + 1]
            yield from ((spot.tile, smaller, spot.angle) for spot in self.chain.spots)

    def _landing(self, duration: float | None = None) -> float:
        move = self.pace.move if duration is None else duration
        return self.now + (min(FADE, move) if self.style.reduced_motion else move)

    # -- events ---------------------------------------------------------------------------

    def play(self, events: Sequence[Event]) -> None:
        """Start the motion, sounds and (queued behind them) HUD changes of ``events``."""
        for event in events:
            match event:
                case Dealt():
                    self._deal(event.after)
                    self.shown.match = event.match
                    if not event.match.results:  # a match begins: someone may say hello
                        for seat in range(event.after.players):
                            self._quote(seat, Occasion.GREETING)
                case Rewound():
                    self._move_to(event.after, None)
                    self.shown.due.clear()
                    self.shown.state = event.after
                    self.scoreboard.clear()
                    self.moments.clear()
                case TilePlayed():
                    before = self.board
                    self.points_coming = max(b - a for a, b in zip(before.in_play, event.after.in_play, strict=True))
                    self._move_to(event.after, event.tile)
                    self.sounds.append((self._landing(), "clack"))
                    self.shown.at(self._landing(), partial(self._played, event, before))
                case TileDrawn():
                    self._move_to(event.after, event.tile, self.motion.draw)
                    self.ready_at = self._landing(self.motion.draw) + self.motion.draw_gap
                    self.style.play("draw")
                    self.shown.at(self._landing(self.motion.draw), partial(self._drawn, event))
                case Passed():  # nothing moves but the turn
                    self._move_to(event.after, None)
                    self.shown.at(self._landing(), partial(self._passed, event))
                case HandOver() | PointsScored() | MatchOver() | ComputerSlipped():
                    self._play_outcome(event)
                case _:
                    assert_never(event)

    def _play_outcome(self, event: HandOver | PointsScored | MatchOver | ComputerSlipped) -> None:
        """The events that move no tile: a hand's or match's end, points, a computer's slip."""
        match event:
            case HandOver():
                sound = "domino" if event.result.reason == DOMINO else "blocked"
                self.sounds.append((self._landing() + 0.15, sound))
                self.ready_at = self.now + self.pace.move + self.pace.think / 2
                self.shown.at(self._landing(), partial(self._hand_over, event.result, event.after))
            case PointsScored():
                self.shown.at(self._landing(), partial(self._scored, event))
            case MatchOver():  # the score got there with the hand's end; a loser may say a word
                for seat in range(event.match.players):
                    if event.match.rules.unit_of(seat) != event.winner:
                        self.shown.at(self._landing(), partial(self._quote, seat, Occasion.LOSS))
            case ComputerSlipped():
                pass  # the slip is the scene's words
            case _:
                assert_never(event)

    # -- what happens as a move lands (the HUD, the faces and the words at the seats) ---------

    def _played(self, event: TilePlayed, before: HandState) -> None:
        """The tile has landed: the HUD shows the position after it; points it scored leave
        the chain for the score, which shows them when they arrive."""
        self.shown.state = event.after
        self.points_coming = 0
        drew = self.moments.drawing[0] == event.seat  # it drew this turn, and the tile it drew fits
        self.moments.played(event.tile, self.now)
        gained = [b - a for a, b in zip(before.in_play, event.after.in_play, strict=True)]
        unit = max(range(len(gained)), key=lambda u: gained[u])
        if drew:
            self._quote(event.seat, Occasion.LUCKY_DRAW)
        elif gained[unit] >= 10 or event.tile.is_double:
            self._quote(event.seat, Occasion.GOOD_PLAY)
        if gained[unit] <= 0:
            return
        sprite = self.sprites.get(event.tile)
        if sprite is not None:  # from the tile's upper edge
            pose = sprite.end
            start = (pose.x, pose.y - (pose.size if pose.angle % 180 else pose.size / 2))
        else:
            start = (self.geom.width / 2, self.geom.height / 2)
        g = self.geom  # held clear of the line, the player's own tiles, the buttons and the status line
        line = [t for t, sprite in self.sprites.items() if sprite.end.layer == CHAIN]
        own = [t for t in tiles_in(self.board.hands[self.viewer]) if t in self.sprites]
        taken = [*(self.hand_rect(t) for t in (*line, *own)), *(pygame.Rect(b) for b in self._controls())]
        held = held_place(g, gained[unit], self.hand_rect(event.tile), taken)
        ends, (at, share) = line_ends(event.after.chain), held or (None, 1.0)
        flight = PointsFlight(unit, gained[unit], start, self.now, self.motion.points, ends, at, share)
        self.scoreboard.launch(flight, before.in_play)
        self.shown.at(self.now + flight.duration, partial(self._points_arrived, flight))
        if gained[unit] >= 10:
            self.moments.feel(event.seat, Expression.PLEASED, self.now)

    def _quote(self, seat: int, occasion: Occasion) -> None:
        """Now and then, a character says a line of theirs for the occasion (see ``Quips``)."""
        character = self.characters[seat] if seat < len(self.characters) else None
        self.moments.quote(seat, self.quips.line(character, occasion, self.now), self.now)

    def _points_arrived(self, flight: PointsFlight) -> None:
        self.scoreboard.landed(flight, self.now)

    def _drawn(self, event: TileDrawn) -> None:
        self.shown.state = event.after
        self.moments.drew(event.seat, self.now)

    def _passed(self, event: Passed) -> None:
        self.shown.state = event.after
        self.moments.passed(event.seat, self.now)

    def _hand_over(self, result: HandResult, after: HandState) -> None:
        """A domino delights the one who went out, pleases their partner and surprises the
        others; a blocked hand pleases those it went for and annoys those it went against."""
        rules = after.rules
        if result.reason == DOMINO and result.out_seat is not None:
            self.moments.went_out(result.out_seat, self.now)
            self._quote(result.out_seat, Occasion.DOMINO)
            out_unit = rules.unit_of(result.out_seat)
            for seat in range(after.players):
                if seat == result.out_seat:
                    self.moments.feel(seat, Expression.DELIGHTED, self.now)
                else:
                    mood = Expression.PLEASED if rules.unit_of(seat) == out_unit else Expression.SURPRISED
                    self.moments.feel(seat, mood, self.now)
            return
        for seat in range(after.players):
            mood = Expression.PLEASED if rules.unit_of(seat) == result.winner else Expression.ANNOYED
            self.moments.feel(seat, mood, self.now)

    def _deal(self, state: HandState) -> None:
        """Gather all 28 tiles face down in the middle, then deal them out one by one
        (to wherever they are now, for a hand resumed part way through)."""
        self.board = state
        self.shown.state = state
        self.scoreboard.clear()
        self.scoreboard.counted()
        self.shown.due.clear()
        self.moments.clear()
        self.sprites.clear()
        self.sounds.clear()
        tiles = list(TILES)
        self.cosmetic.shuffle(tiles)
        self.order = {t: i for i, t in enumerate(tiles)}
        self.revealed = False
        self.reveal_done_at = None
        self._relayout_chain(anew=True)
        targets = self.targets()
        tiles = [t for t in tiles if t in targets]  # a prepared deal (the tutorial) may use fewer
        box, s = self.geom.chain, self.geom.back_size
        cx, cy = box.x + box.w / 2, box.y + box.h / 2
        for i, t in enumerate(tiles):
            column, row = i % 7, i // 7
            at = (cx + (column - 3) * (s + 4), cy + (row - 1.5) * (2 * s + 4))
            self.sprites[t] = Sprite(t, Pose(*at, s, 90, face_up=False))
        hands = (tiles_in(h) for h in state.hands)  # a resumed hand's hands differ in length: its first rounds
        round_robin = [t for turn in zip(*hands, strict=False) for t in turn]
        dealt = set(round_robin)
        # Then the boneyard, and (in a resumed hand) the chain and any tiles drawn so far.
        for i, t in enumerate([*round_robin, *(t for t in targets if t not in dealt)]):
            self._tween(t, targets[t], self.pace.move, i * self.pace.deal_step, ease_out_cubic)
        self.settle_at = self.now + len(TILES) * self.pace.deal_step + self.pace.move
        self.ready_at = self.settle_at + self.pace.think / 2
        self.style.play("shuffle")

    def _move_to(self, state: HandState, moved: Tile | None, duration: float | None = None) -> None:
        """Send every tile to its place in ``state`` in ``duration`` (default: the pace's move),
        the moved one easing out as it lands. The camera (the line's zoom and pan) eases over the
        same time, so it never outlasts the move that causes it; with reduced motion it steps (a
        fade would blink the whole line at every move)."""
        move = self.pace.move if duration is None else duration
        self.board = state
        self._relayout_chain()
        for t, pose in self.targets().items():
            camera = t is not moved and self.sprites[t].end.layer == CHAIN == pose.layer
            if not camera:
                self._tween(t, pose, move, ease=ease_out_cubic if t is moved else ease_in_out_cubic)
            elif self.style.reduced_motion:
                self.sprites[t].retarget(pose, self.now, 0.0)
            else:
                self.sprites[t].retarget(pose, self.now, move, Tweening(grounded=True))
        self.settle_at = self.now + move
        self.ready_at = self.now + max(move, self.pace.think)

    def _tween(self, t: Tile, pose: Pose, duration: float, delay: float = 0.0, ease: Ease = ease_in_out_cubic) -> None:
        """Send a tile to ``pose``: sliding, or with reduced motion a short fade."""
        if self.style.reduced_motion:
            self.sprites[t].retarget(pose, self.now, min(FADE, duration), Tweening(delay, fade=True))
        else:
            self.sprites[t].retarget(pose, self.now, duration, Tweening(delay, ease))

    def targets(self) -> dict[Tile, Pose]:
        viewing = Viewing(self.viewer, self.order, reveal=self.revealed or self.faces_up, ended=self.revealed)
        return target_poses(self.board, self.geom, self.chain, viewing)

    def reveal(self) -> None:
        """Turn every hidden hand face up (the end of a hand): tile by tile along each seat's
        row or column from its end (the order the tiles lie in), seat by seat in the order of
        play from the viewer's left."""
        self.revealed = True
        targets = self.targets()
        players = self.board.players
        flips = [
            t
            for seat in ((self.viewer + k) % players for k in range(1, players + 1))
            for t in sorted(tiles_in(self.board.hands[seat]), key=lambda t: self.order.get(t, t.index))
            if t in self.sprites and targets[t] != self.sprites[t].end
        ]
        step, flip = self.motion.flip_step, self.motion.flip
        for i, t in enumerate(flips):
            self._tween(t, targets[t], flip, i * step)
        self.reveal_done_at = self.now + (flip + (len(flips) - 1) * step if flips else 0.0)
        self.shown.at(self.reveal_done_at, self._counted)

    def _scored(self, event: PointsScored) -> None:
        """The hand's points are on the sheet; the bar counts them once the hands that make them
        lie face up (at once if they already do: after the turn, or in a replay, faces up all along);
        All Fives' points made in play are on it already."""
        self.shown.match = event.match
        if not self.faces_up and (not self.revealed or self.reveal_done_at is not None):
            self.scoreboard.withhold(tuple(p - i for p, i in zip(event.points, self.board.in_play, strict=True)))

    def _counted(self) -> None:
        self.scoreboard.counted()

    def take_revealed(self) -> bool:
        """True once, when the last tile of ``reveal`` has turned (the end screen's moment); the
        seats' lines end with it, as the screens over the table keep a still of it."""
        if self.reveal_done_at is None or self.now < self.reveal_done_at:
            return False
        self.reveal_done_at = None
        self.moments.quotes.clear()
        return True

    # -- layout -----------------------------------------------------------------------------

    def _relayout_chain(self, *, anew: bool = False) -> None:
        """The camera on the line; ``anew``: not from where it was (a new deal, size or area)."""
        before = None if anew else self.chain
        self.chain = follow(self.board.chain, self.geom.chain, self.geom.line_size, before)
        self._ghosts.clear()

    def relayout(self, size: tuple[int, int], duration: float) -> None:
        """A new window size or the tracker opened or closed: everything to its new place."""
        self.geom = self._geometry(size)
        self._relayout_chain(anew=True)
        for t, pose in self.targets().items():
            self._tween(t, pose, duration)

    def toggle_tracker(self, size: tuple[int, int]) -> None:
        """Open or close the room for the tracker's panel; the tiles refit to it."""
        self.tracker_open = not self.tracker_open
        self.relayout(size, self.pace.refit)

    def resize(self, size: tuple[int, int], background: pygame.Surface) -> None:
        self.background = background
        self.ambience = Ambience(self.venue, size, still=self.style.reduced_motion)
        self.relayout(size, 0.0)
        self._prepare_faces()

    def _controls(self) -> list[Box]:
        """Where the table's buttons and status line may stand over the felt."""
        g = self.geom
        return [g.draw_button, g.pass_button, g.status, *aid_panel.aid_buttons(g, self.aids)]

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
            self._ghosts[key] = panned(spots[-1], self.chain.shift)
        return self._ghosts[key]

    # -- drawing (reads only) ------------------------------------------------------------

    def glow(self) -> float:
        """The breathing of glows; with reduced motion a steady full glow."""
        return 1.0 if self.style.reduced_motion else pulse(self.now)

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts, art: TileArt, marks: Marks) -> None:
        """The felt, the score bar, the seats (portraits, name plates, badges), the boneyard
        counter, the tiles and the points on their way, with what ``marks`` adds this frame."""
        g = self.geom
        surface.blit(self.background, (0, 0))
        self.ambience.draw(surface, self.now)
        frame = self.hud_frame(fonts, marks.thinking)
        if marks.show_hud:
            seat_hud.draw_bar(frame, surface, fonts, self.stamps)
            self._glow_scores(surface, fonts, frame)
        seat_hud.draw_portraits(frame, surface, self.faces)
        seat_hud.draw_plates(frame, surface, fonts, self.stamps, self.callouts)
        state = self.shown.state
        no_drawing = state.rules.draw is DrawPolicy.NONE
        if marks.show_hud and (state.boneyard or not no_drawing):  # a partnership deals every tile: no boneyard
            reserved = state.boneyard_left - state.drawable
            hud.counter(surface, fonts, g, hud.Boneyard(state.drawable, reserved, no_drawing))
        self._draw_tiles(surface, art.with_backs(look_for(self.venue).backs), marks)  # the backs in this venue's colour
        board = pygame.Rect(0, g.top_bar.bottom, g.width, g.height - g.top_bar.bottom)
        resting = (sp for sp in self.sprites.values() if sp.end.layer == CHAIN and not sp.moving(self.now))
        layout_items.note_board(board, (self.hand_rect(sp.tile) for sp in resting))
        line = tuple(spot.box for spot in self.chain.spots)
        seat_hud.draw_badges(frame, surface, fonts, self.stamps, (*marks.clear, *line), status=marks.status)
        if marks.show_hud:
            seat_hud.draw_flights(frame, surface, fonts, self.callouts)
            if self.points_coming > 0:  # one picture a frame while the tile slides there
                seat_hud.draw_ahead(fonts, self.callouts, g, self.points_coming, budget=1)
        seat_hud.draw_bubbles(frame, surface, fonts, self.callouts, (marks.clear, line), status=marks.status)

    def _draw_tiles(self, surface: pygame.Surface, art: TileArt, marks: Marks) -> None:
        """Every tile, those at rest first: the human's that fit glowing and raised, the one
        pointed at ringed, the last one played marked (and, while points rise, the line's ends)."""
        g, last = self.geom, self.moments.last
        rising = () if self.style.reduced_motion else self.scoreboard.rising_ends(self.now)
        for t in rising:  # the ends whose numbers score glow while the points rise
            if t in self.sprites and t is not last:
                mark_last(surface, g, self.stamps, self.hand_rect(t))
        for sprite in sorted(self.sprites.values(), key=lambda sp: sp.stacking(self.now)):
            lift = 0
            if sprite.end.layer == HAND and not sprite.moving(self.now):
                lift = self._mark_in_hand(surface, sprite.tile, marks)
            elif sprite.tile is last and not sprite.moving(self.now):
                lift = self._bounce()
                mark_last(surface, g, self.stamps, self.hand_rect(sprite.tile))
            draw_sprite(surface, art, sprite, self.now, lift, zoomed=self.zoomed)

    def _mark_in_hand(self, surface: pygame.Surface, t: Tile, marks: Marks) -> int:
        """A tile of the human's that fits is raised and lit (never colour alone): a warm glow
        round its shape, breathing, over the larger, softer shadow of a raised tile; the one
        pointed at rises most, glows brightest and wears the focus ring; a focused one that
        does not fit only the ring, dimmer. How far it rises."""
        g = self.geom
        lifted, rect = t is marks.lifted, self.hand_rect(t)
        lift = 0
        if t in marks.playable:
            lift = g.px(12) if lifted else g.px(5)
            rect = rect.move(0, -lift)
            glow = tile_glow(rect.size, min(rect.size), theme.GLOW, 255)  # made once per size
            glow.set_alpha(255 if lifted else 110 + round(self.glow() * 90))  # the breathing: a blit's opacity
            surface.blit(glow, glow.get_rect(center=rect.center))
        if lifted:  # the focus ring: a crisp line round the tile's shape, clear of it, on a dark keyline
            gap, radius = g.px(4), round(min(rect.size) * 0.09)
            ring = rect.inflate(2 * gap, 2 * gap)
            colour = theme.TEXT if t in marks.playable else theme.TEXT_DIM
            pygame.draw.rect(surface, KEYLINE, ring.inflate(2, 2), max(1, g.px(2)) + 2, border_radius=radius + gap)
            pygame.draw.rect(surface, colour, ring, max(1, g.px(2)), border_radius=radius + gap)
        return lift

    def draw_bar(self, surface: pygame.Surface, fonts: Fonts, scores: Sequence[int]) -> None:
        """The score bar as ``draw`` draws it, each unit's score as ``scores`` (an end screen
        counts the hand's points onto it)."""
        frame = self.hud_frame(fonts)
        units = tuple((name, score, turn) for (name, _, turn), score in zip(frame.units, scores, strict=True))
        seat_hud.draw_bar(replace(frame, units=units), surface, fonts, self.stamps)

    def _glow_scores(self, surface: pygame.Surface, fonts: Fonts, frame: HudFrame) -> None:
        """A score that points have just reached glows a moment, fading."""
        for unit, strength in self.scoreboard.glows(self.now):
            if unit < len(frame.units):
                box = hud.score_box(fonts, self.geom, frame.units, frame.goal, unit)
                hud.score_glow(surface, self.geom, self.stamps, box, strength)

    def _bounce(self) -> int:
        """The played tile's settle: up to 2 px (at 100%) and back, just after it lands."""
        if self.style.reduced_motion or self.motion.settle <= 0:
            return 0
        t = (self.now - self.moments.landed_at) / self.motion.settle
        return round(self.geom.px(2) * math.sin(math.pi * t)) if 0 <= t < 1 else 0

    # -- the HUD's frame ----------------------------------------------------------------

    def hud_frame(self, fonts: Fonts, thinking: int | None = None) -> HudFrame:
        """What the score bar, portraits, plates, badges and points in flight show now
        (``thinking``: the seat whose computer is choosing its move)."""
        g, state, match = self.geom, self.shown.state, self.shown.match
        units = self._units()
        places = [g.seats[screen_place(seat, self.viewer, state.players)] for seat in range(state.players)]
        sides = seat_teams(match.rules, state.players, self.viewer)
        portraits = tuple(
            PortraitShown(
                places[seat].portrait,
                character,
                self.moments.face(seat, self.now, thinking=thinking == seat),
                (0.0, 0.0, False) if self.style.reduced_motion else idle(character, self.now),
                partner_words(character) if sides[seat] == 0 and seat != self.viewer else None,
                sides[seat],
            )
            for seat, character in enumerate(self.characters)
            if character is not None and places[seat].portrait.w
        )
        plates = tuple(
            PlateShown(
                places[seat].plate,
                name,
                self._plate_detail(seat),
                round(self.glow() * 12) / 12 if state.result is None and state.turn == seat else None,
                sides[seat],
            )
            for seat, name in enumerate(self.names)
        )
        badges = []
        for seat in range(state.players):
            said = self.moments.badge(seat, self.now)
            if said is not None:
                place = places[seat]
                at = seat_speech_anchor(place.portrait, place.plate, place.side, g.px(6))
                badges.append(BadgeShown(said[0], said[1], at))
        flights = []
        for flight in self.scoreboard.flights:
            goal = hud.score_spot(fonts, g, units, self.goal_words(), flight.unit)
            if self.style.reduced_motion:  # no flight: the points fade in and out by the score
                t = min(1.0, max(0.0, (self.now - flight.t0) / max(flight.duration, 1e-6)))
                flights.append(FlightShown(flight.points, (goal[0], goal[1] + g.tx(30)), 1 - abs(1 - 2 * t)))
            else:
                pose = flight_at(flight, goal, self.now, g.px(RISE))
                held = flight.held_at(g.px(RISE))
                way = (progress(self.now, flight.t0, flight.duration), held, goal)
                flights.append(FlightShown(flight.points, (pose.x, pose.y), pose.opacity, pose.scale, way))
        bubbles = tuple(
            BubbleShown(quoted[0], quoted[1], places[seat])
            for seat in range(state.players)
            if (quoted := self.moments.quoted(seat, self.now)) is not None
        )
        title = _("{rules} · Hand {n}").format(rules=_(match.rules.title), n=self.hand_number())
        return HudFrame(
            g,
            title,
            tuple(units),
            self.goal_words(),
            portraits,
            plates,
            tuple(badges),
            tuple(flights),
            bubbles,
            unit_teams(match.rules, state.players, self.viewer),
        )

    def goal_words(self) -> str:
        """The score bar's goal: the match's target, "Quick round" for a single hand, or the table's own words."""
        target = self.shown.match.target
        if self.goal is not None:
            return self.goal
        return _("Target {points}").format(points=target) if target is not None else _("Quick round")

    def _units(self) -> list[UnitShown]:
        """Each unit's (name, score, to move) as the bar shows them now: All Fives points won
        during the hand are the unit's at once, in its score from when their flight lands."""
        state, match = self.shown.state, self.shown.match
        rules = match.rules
        turn_unit = rules.unit_of(state.turn) if state.result is None else -1
        scores = self.scoreboard.scores(state, match)
        return [(unit_name(rules, self.names, u), scores[u], u == turn_unit) for u in range(rules.units(match.players))]

    def _plate_detail(self, seat: int) -> str:
        """Under a seat's name: its tiles in play, its pips once the hands are turned over."""
        if self.revealed:
            return hud.pips_detail(self._pips_shown(seat))
        return hud.tiles_detail(self.shown.state.hands[seat].bit_count())

    def _pips_shown(self, seat: int) -> int:
        """A revealed hand's pips, counted up as its tiles turn over."""
        return sum(
            t.pips
            for t in tiles_in(self.shown.state.hands[seat])
            if t not in self.sprites or not self.sprites[t].moving(self.now)
        )

    def hand_number(self) -> int:
        """The hand the score bar names: the one being played, or the one just finished (a replay
        is told its number, ``hand``, since its match does not count the hands before it)."""
        state, match = self.shown.state, self.shown.match
        return self.hand or len(match.results) + (0 if state.result is not None else 1)
