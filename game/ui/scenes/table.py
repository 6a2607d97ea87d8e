"""The table: one match of hands, played by whoever sits in the seats.

Input becomes engine actions chosen from ``legal_actions``; ``engine.apply`` commits them.
Each commit re-targets the tiles' sprites and the tweens do the rest. Computer seats
think on a worker thread while frames keep coming; their moves are paced for the eye.
The plan's ``TableStyle`` sets the look (tile style, pips, UI scale, reduced motion) and the sounds.

Keys: ← → move over the hand, Tab / Shift+Tab over the hand and the buttons (a ring shows
where), Enter / Space plays the tile or presses the button, ← → (or L / R) pick the end of a
tile that fits both, D draws, P passes, H / T / U the aids, F1 or ? the help overlay.
A move the rules refuse is not made, and the status line says why in the player's words.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.aids.hints import Advisor, Hint
from game.aids.practice import DEFAULT_AIDS, Aids
from game.aids.tracker import TrackerFacts, tracker_facts
from game.engine.actions import (
    DRAW,
    LEFT,
    PASS,
    RIGHT,
    Action,
    Draw,
    Placement,
    Play,
)
from game.engine.dealcode import decode
from game.engine.errors import IllegalActionError
from game.engine.match import Match
from game.engine.observe import observe
from game.engine.rules import DrawPolicy
from game.engine.state import HandState, apply, legal_actions, why_illegal
from game.engine.tiles import TILES, Tile, tiles_in
from game.engine.undo import undo_last_move
from game.i18n import _, pgettext
from game.reasons import translate
from game.ui import theme
from game.ui.pace import Pace
from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.help import HelpOverlay
from game.ui.seats import Seat
from game.ui.table import aids as aid_look
from game.ui.table import hud
from game.ui.table.geometry import Geometry, geometry
from game.ui.table.layout import Box, ChainLayout, Spot, layout_at, layout_chain
from game.ui.table.poses import screen_place, target_poses
from game.ui.table.sprites import HAND, Pose, Sprite, draw_sprite
from game.ui.table.style import DEFAULT_STYLE, FADE, TableStyle
from game.ui.tween import Ease, ease_in_out_cubic, ease_out_cubic, pulse
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.app import App

ART_BUDGET = 0.003  # seconds per frame spent drawing tile faces ahead of need
REFUSAL_TIME = 4.0  # seconds the reason a move was refused stays in the status line


@dataclass(frozen=True)
class TablePlan:
    """What the table was asked to do beyond playing: demo hands to play, screenshots to save,
    the aids it offers, a deal code for its first hand."""

    demo: bool = False
    hands: int | None = None  # stop after this many hands (demo / smoke test)
    screenshots: Path | None = None
    aids: Aids = DEFAULT_AIDS
    deal: str | None = None  # deal code: the first hand is this deal (the match must be of its game)
    on_hint: Callable[[], None] | None = None  # told each time a hint is shown (statistics count them)
    style: TableStyle = DEFAULT_STYLE  # the player's look and sounds (default: classic, silent)


class TableScene(Scene):
    def __init__(
        self,
        app: App,
        seats: Sequence[Seat],
        match: Match,
        rng: random.Random,
        pace: Pace,
        plan: TablePlan,
        state: HandState | None = None,
    ) -> None:
        """``state`` is a hand to continue (a resumed game); None deals the match's next hand."""
        super().__init__(app)
        if len(seats) != match.players:
            raise ValueError(f"{len(seats)} seats for a {match.players}-player match")
        self.seats = tuple(seats)
        self.match = match
        self.rng = rng
        self.seat_rngs = [random.Random(rng.getrandbits(64)) for _ in seats]
        self.cosmetic = random.Random(rng.getrandbits(64))  # hidden-hand slot order only
        self.pace = pace
        self.plan = plan
        self.style = plan.style
        app.art.look = self.style.tiles
        self.human = next((i for i, s in enumerate(self.seats) if s.human), None)
        self.viewer = self.human if self.human is not None else 0
        self.now = 0.0
        self.hands_played = 0
        self.tracker_open = plan.aids.tracker and plan.aids.tracker_open
        self.state: HandState = state if state is not None else match.start_hand(rng, seed=self._first_seed())
        self.geom: Geometry = self._geometry(app.size)
        self.chain: ChainLayout = layout_chain([], self.geom.chain, self.geom.hand_size)
        self.order: dict[Tile, int] = {}
        self.sprites: dict[Tile, Sprite] = {}
        self.pending: Future[Action] | None = None
        self.ready_at = 0.0  # no computer move commits before this time
        self.settle_at = 0.0  # the human may act from this time (the deal has landed)
        self.revealed = False
        self.reveal_done_at: float | None = None
        self.hover: Tile | None = None
        self.hover_end: int | None = None
        self.focus = 0  # keyboard focus: index in the human's hand
        self.focus_button: Button | None = None  # keyboard focus on a button instead (Tab)
        self.focus_placed = False
        self.refusal: tuple[str, float] | None = None  # why the last move asked for was refused, until when
        self.sounds: list[tuple[float, str]] = []  # (when, name): effects due as tiles land
        self.selected: Tile | None = None  # a tile that fits both ends, waiting for the end
        self.draw_button = Button(self.geom.draw_button, pgettext("action", "Draw"))
        self.pass_button = Button(self.geom.pass_button, pgettext("action", "Pass"))
        self.advisor: Advisor | None = None  # made on the first hint asked for
        self.asked: Future[Hint] | None = None
        self.shown_hint: Hint | None = None
        self._tracked: tuple[tuple[int, int], TrackerFacts] | None = None
        self.hint_button = Button(self.geom.draw_button, _("Hint (H)"))
        self.tracker_button = Button(self.geom.draw_button, _("Tracker (T)"))
        self.undo_button = Button(self.geom.draw_button, _("Undo (U)"))
        self._place_aid_buttons()
        self.background = hud.felt(app.size)
        self._ghost_cache: dict[tuple[int, Tile, int], Spot] = {}
        self.stamps = hud.Stamps()
        self._deal()

    def _first_seed(self) -> int | None:
        """The seed of the plan's deal code, checked against the match it is dealt in."""
        if self.plan.deal is None:
            return None
        preset, players, seed = decode(self.plan.deal)
        if (preset, players) != (self.match.rules.name, self.match.players):
            raise ValueError(f"deal {self.plan.deal} is for {players} players of {preset}")
        return seed

    def _geometry(self, size: tuple[int, int]) -> Geometry:
        g = geometry(size, self.match.players, self.style.scale)
        return aid_look.with_tracker(g) if self.tracker_open else g

    # -- the flow of a hand ---------------------------------------------------------

    def _deal(self) -> None:
        """Gather all 28 tiles face down in the middle, then deal them out one by one
        (to wherever they are now, for a hand resumed part way through)."""
        tiles = list(TILES)
        self.cosmetic.shuffle(tiles)
        self.order = {t: i for i, t in enumerate(tiles)}
        self.revealed = False
        self.reveal_done_at = None
        self.pending = None  # a choice still being made belongs to the hand before
        self.chain = layout_chain(self.state.chain, self.geom.chain, self.geom.hand_size)
        targets = self._targets()
        tiles = [t for t in tiles if t in targets]  # a prepared deal (the tutorial) may use fewer
        box = self.geom.chain
        s = self.geom.back_size
        cx, cy = box.x + box.w / 2, box.y + box.h / 2
        for i, t in enumerate(tiles):
            column, row = i % 7, i // 7
            pose = Pose(cx + (column - 3) * (s + 4), cy + (row - 1.5) * (2 * s + 4), s, 90, False)
            self.sprites[t] = Sprite(t, pose)
        round_robin = [t for turn in zip(*(tiles_in(h) for h in self.state.hands)) for t in turn]
        dealt = set(round_robin)
        # Then the boneyard, and (in a resumed hand) the chain and any tiles drawn so far.
        for i, t in enumerate([*round_robin, *(t for t in targets if t not in dealt)]):
            self._tween(t, targets[t], self.pace.move, i * self.pace.deal_step, ease_out_cubic)
        self.settle_at = self.now + len(TILES) * self.pace.deal_step + self.pace.move
        self.ready_at = self.settle_at + self.pace.think / 2
        self._clear_choice()
        self.style.play("shuffle")

    def _tween(self, t: Tile, pose: Pose, duration: float, delay: float = 0.0, ease: Ease = ease_in_out_cubic) -> None:
        """Send a tile to ``pose``: sliding, or with reduced motion a short fade."""
        if self.style.reduced_motion:
            self.sprites[t].retarget(pose, self.now, min(FADE, duration), delay, fade=True)
        else:
            self.sprites[t].retarget(pose, self.now, duration, delay, ease)

    def _targets(self) -> dict[Tile, Pose]:
        return target_poses(self.state, self.geom, self.chain, self.viewer, self.order, self.revealed)

    def _retarget(self, duration: float, stagger: float = 0.0) -> None:
        targets = self._targets()
        for i, (t, pose) in enumerate(targets.items()):
            self._tween(t, pose, duration, i * stagger if stagger else 0.0)

    def commit(self, action: Action) -> None:
        """Apply a legal action and start the animations it causes."""
        self.state = apply(self.state, action)
        old_size = self.chain.size
        self.chain = layout_chain(self.state.chain, self.geom.chain, self.geom.hand_size)
        self._ghost_cache.clear()
        moved = self._moved_tile(action)
        targets = self._targets()
        for t, pose in targets.items():
            duration = self.pace.refit if (t is not moved and self.chain.size != old_size) else self.pace.move
            self._tween(t, pose, duration)
        self.settle_at = self.now + self.pace.move
        self.ready_at = self.now + max(self.pace.move, self.pace.think)
        self._clear_choice()
        self._forget_hint()
        self._sound_for(action)
        if self.state.result is not None:
            self.match = self.match.after_hand(self.state.result, self.state.starter)
            self.hands_played += 1
            self.ready_at = self.now + self.pace.move + self.pace.think / 2

    def _sound_for(self, action: Action) -> None:
        """A clack when a played tile lands, a draw at once; the end-of-hand sting after the clack."""
        landed = self.now + (min(FADE, self.pace.move) if self.style.reduced_motion else self.pace.move)
        if isinstance(action, Play):
            self.sounds.append((landed, "clack"))
        elif isinstance(action, Draw):
            self.style.play("draw")
        result = self.state.result
        if result is not None:
            self.sounds.append((landed + 0.15, "domino" if result.reason == "domino" else "blocked"))

    def _play_sounds(self) -> None:
        due = [name for when, name in self.sounds if when <= self.now]
        self.sounds = [(when, name) for when, name in self.sounds if when > self.now]
        for name in due:
            self.style.play(name)

    def _moved_tile(self, action: Action) -> Tile | None:
        if isinstance(action, Play):
            return action.tile
        if isinstance(action, Draw):
            return self.state.boneyard[self.state.drawn - 1]
        return None

    def _reveal(self) -> None:
        self.revealed = True
        self._retarget(self.pace.reveal, self.pace.deal_step)
        self.reveal_done_at = self.now + self.pace.reveal + len(TILES) * self.pace.deal_step

    def next_hand(self) -> None:
        """Deal the next hand of this match, or the first of a new one when it is over."""
        if self.match.over:
            self.match = Match.new(self.match.rules, self.match.players, self.match.target)
        self.state = self.match.start_hand(self.rng)
        self.sprites.clear()
        self.sounds.clear()
        self._deal()

    def update(self, dt: float) -> None:
        self.now += dt
        self.app.art.look = self.style.tiles  # another table (the title's demo) may have drawn before
        self._play_sounds()
        self._take_hint()
        self._play_computer()
        self._place_focus()
        self._sync_buttons()
        wanted = ((sp.tile, sp.end.size, sp.end.angle) for sp in self.sprites.values() if sp.end.face_up)
        self.app.art.warm(wanted, ART_BUDGET)

    def _play_computer(self) -> None:
        """Commit a computer's choice once its pause is over, and ask the next computer at once
        (its thinking overlaps the animation of the move before)."""
        if self.state.result is not None:
            self._finish_hand()
            return
        pending = self.pending
        if pending is not None and pending.done() and self.now >= self.ready_at:
            self.pending = None
            self._commit_computer(pending.result())
        seat = self.seats[self.state.turn]
        if self.pending is None and self.state.result is None and seat.player is not None:
            obs = observe(self.state, self.state.turn)
            self.pending = self.app.executor.submit(seat.player.choose, obs, self.seat_rngs[self.state.turn])

    def _commit_computer(self, action: Action) -> None:
        try:
            self.commit(action)
        except IllegalActionError as error:
            name = self.seats[self.state.turn].name
            print(f"{name} chose an illegal {action}: {error}; playing the first legal action", file=sys.stderr)
            self.commit(legal_actions(self.state)[0])

    def _finish_hand(self) -> None:
        """After the last move has landed: turn every hand over, then show the end of the hand."""
        if not self.revealed and self.now >= self.ready_at:
            self._reveal()
        elif self.reveal_done_at is not None and self.now >= self.reveal_done_at:
            self.reveal_done_at = None
            self.app.stack.push(HandEndScene(self.app, self))

    def enter(self) -> None:
        self.app.art.look = self.style.tiles

    def resize(self, size: tuple[int, int]) -> None:
        self.background = hud.felt(size)
        self._relayout(size, 0.0)

    def _relayout(self, size: tuple[int, int], duration: float) -> None:
        self.geom = self._geometry(size)
        self.chain = layout_chain(self.state.chain, self.geom.chain, self.geom.hand_size)
        self._ghost_cache.clear()
        self.draw_button.box = self.geom.draw_button
        self._place_aid_buttons()
        self._sync_buttons()
        self._retarget(duration)

    # -- aids: hint, tracker, undo ------------------------------------------------------

    def _aid_buttons(self) -> list[Button]:
        aids = self.plan.aids
        offered = [(aids.hint, self.hint_button), (aids.tracker, self.tracker_button), (aids.undo, self.undo_button)]
        return [button for on, button in offered if on and self.human is not None]

    def _place_aid_buttons(self) -> None:
        buttons = self._aid_buttons()
        for button, box in zip(buttons, aid_look.aid_buttons(self.geom, len(buttons))):
            button.box = box

    @property
    def can_hint(self) -> bool:
        return self.plan.aids.hint and self.human_to_move and self.asked is None and self.shown_hint is None

    @property
    def can_undo(self) -> bool:
        """Undo is offered and the human has a play or pass of this hand to take back."""
        if not self.plan.aids.undo or self.human is None or self.state.result is not None:
            return False
        return any(e.seat == self.human and not isinstance(e.action, Draw) for e in self.state.history)

    def ask_hint(self) -> bool:
        """Ask the Hard player (on the worker thread) for the human's move; False when no hint is due."""
        if not self.can_hint:
            return False
        if self.advisor is None:
            self.advisor = Advisor()
        obs = observe(self.state, self.state.turn)
        names = [seat.name for seat in self.seats]
        # Seeded by the position, not drawn from the table's rng (that would change later deals).
        hint_rng = random.Random(f"{self.state.deal}/{len(self.state.history)}")
        self.asked = self.app.executor.submit(self.advisor.advise, obs, names, hint_rng)
        return True

    def _take_hint(self) -> None:
        asked = self.asked
        if asked is None or not asked.done():
            return
        self.asked = None
        if self.human_to_move:  # still the position it was asked for
            self.shown_hint = asked.result()
            if self.plan.on_hint is not None:
                self.plan.on_hint()

    def _forget_hint(self) -> None:
        self.asked = None
        self.shown_hint = None

    def tracker(self) -> TrackerFacts:
        """The tracker's facts for the human, worked out once per move."""
        key = (id(self.state), len(self.state.history))
        if self._tracked is None or self._tracked[0] != key:
            self._tracked = (key, tracker_facts(observe(self.state, self.viewer)))
        return self._tracked[1]

    def toggle_tracker(self) -> None:
        if not self.plan.aids.tracker or self.human is None:
            return
        self.tracker_open = not self.tracker_open
        self._relayout(self.app.size, self.pace.refit)

    def undo(self) -> bool:
        """Take back the human's last play or pass (and everything after it); False when not allowed."""
        if not self.can_undo:
            return False
        assert self.human is not None
        self.show_state(undo_last_move(self.state, self.human))
        return True

    def show_state(self, state: HandState) -> None:
        """Put the table back to an earlier position of the same hand (undo, a replay's step back)."""
        self.state = state
        self.pending = None  # a computer's answer to a position that is gone is no longer wanted
        self.chain = layout_chain(self.state.chain, self.geom.chain, self.geom.hand_size)
        self._ghost_cache.clear()
        self._retarget(self.pace.move)
        self.settle_at = self.now + self.pace.move
        self.ready_at = self.now + max(self.pace.move, self.pace.think)
        self._clear_choice()
        self._forget_hint()

    # -- the human's side -----------------------------------------------------------

    @property
    def human_to_move(self) -> bool:
        return (
            self.human is not None
            and self.state.result is None
            and self.state.turn == self.human
            and self.now >= self.settle_at
        )

    def human_legal(self) -> list[Action]:
        return legal_actions(self.state) if self.human_to_move else []

    def plays_of(self, t: Tile) -> list[Play]:
        return [a for a in self.human_legal() if isinstance(a, Play) and a.tile is t]

    def hand_tiles(self) -> list[Tile]:
        return tiles_in(self.state.hands[self.viewer])

    def hand_rect(self, t: Tile) -> pygame.Rect:
        """Where a tile of the human's hand is clicked (its resting place)."""
        pose = self.sprites[t].end
        w, h = (pose.size, 2 * pose.size) if pose.angle % 180 else (2 * pose.size, pose.size)
        return pygame.Rect(round(pose.x - w / 2), round(pose.y - h / 2), w, h)

    def ghost(self, t: Tile, end: int) -> Spot:
        """Where ``t`` would lie if played on ``end``, at the chain's present scale (if laying
        it would zoom the chain out, the ghost may reach a little past the chain's area)."""
        key = (len(self.state.chain), t, end)
        if key not in self._ghost_cache:
            ends = self.state.ends
            if ends is None:
                p = Placement(t, -1, t.high, t.low)
            else:
                inner = ends[end]
                p = Placement(t, end, inner, t.other(inner))
            spots = layout_at([*self.state.chain, p], self.geom.chain, self.chain.size, checked=False)
            assert spots is not None
            self._ghost_cache[key] = spots[-1]
        return self._ghost_cache[key]

    def ghost_rect(self, t: Tile, end: int) -> pygame.Rect:
        return pygame.Rect(self.ghost(t, end).box)

    def _clear_choice(self) -> None:
        self.selected = None
        self.hover_end = None
        self.focus_placed = False
        self.focus_button = None
        self.refusal = None  # a move was made: the last refusal is old news

    def _place_focus(self) -> None:
        """When the human's turn comes, the keyboard focus starts on the first tile that fits,
        or on Draw or Pass when no tile does."""
        if self.focus_placed or not self.human_to_move:
            return
        tiles = self.hand_tiles()
        playable = [i for i, t in enumerate(tiles) if self.plays_of(t)]
        self.focus = playable[0] if playable else min(self.focus, max(0, len(tiles) - 1))
        legal = self.human_legal()
        if not playable:
            self.focus_button = self.draw_button if DRAW in legal else self.pass_button if PASS in legal else None
        self.focus_placed = True

    def focus_ring(self) -> list[Tile | Button]:
        """What Tab steps through: the human's tiles, then the buttons that work now."""
        buttons = [self.draw_button, self.pass_button, *self._aid_buttons()]
        working = [b for b in buttons if b.visible and b.enabled]
        tiles: list[Tile | Button] = list(self.hand_tiles()) if self.human_to_move else []
        return [*tiles, *working]

    def _tab(self, step: int) -> None:
        ring = self.focus_ring()
        if not ring:
            return
        tiles = self.hand_tiles()
        if self.focus_button in ring:
            here = ring.index(self.focus_button)
        elif self.human_to_move and 0 <= self.focus < len(tiles):
            here = self.focus
        else:
            here = -1 if step > 0 else 0
        target = ring[(here + step) % len(ring)]
        if isinstance(target, Button):
            self.focus_button = target
        else:
            self.focus_button = None
            self.focus = tiles.index(target)
        self.selected = None

    def _press(self, button: Button) -> None:
        """A button pressed by click or key."""
        if not button.enabled:
            return
        self.style.play("click")
        if button is self.draw_button:
            self.commit(DRAW)
        elif button is self.pass_button:
            self.commit(PASS)
        elif button is self.hint_button:
            self.ask_hint()
        elif button is self.tracker_button:
            self.toggle_tracker()
        elif button is self.undo_button:
            self.undo()

    def refuse(self, action: Action) -> None:
        """The human asked for a move the rules do not allow: say why, in their words."""
        reason = why_illegal(self.state, action)
        if reason is not None:
            words = translate(reason)
            self.refusal = (words[:1].upper() + words[1:], self.now + REFUSAL_TIME)

    def _tile_at(self, pos: tuple[int, int]) -> Tile | None:
        for t in reversed(self.hand_tiles()):
            if self.hand_rect(t).collidepoint(pos):
                return t
        return None

    def _choose(self, t: Tile) -> None:
        """A tile picked by click or key: play it if it has one place, else ask for the end;
        a tile with no place is refused with the reason. Without the confirmation setting, a
        tile fitting both ends goes on the first (left) one at once."""
        plays = self.plays_of(t)
        if len(plays) == 1 or (plays and not self.style.confirm_ambiguous_end):
            self.commit(plays[0])
        elif plays:
            self.selected = t
        else:
            self.refuse(Play(t, LEFT))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"):
            self.app.stack.push(HelpOverlay(self.app, self.style.scale))
            return
        if event.type == pygame.KEYDOWN and self._focus_key(event):
            self._sync_buttons()
            return
        if self._aid_input(event):
            self._sync_buttons()
            return
        if event.type == pygame.MOUSEMOTION:
            self.draw_button.track(event)
            self.pass_button.track(event)
            self.hover = self._tile_at(event.pos)
            self.hover_end = self._end_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected = None
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        self._sync_buttons()

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab move the focus; Enter / Space press a focused button. True when used."""
        if event.key == pygame.K_TAB:
            self._tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        pressed = event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        if pressed and self.focus_button is not None and self.selected is None:
            self._press(self.focus_button)
            return True
        return False

    def _aid_input(self, event: pygame.event.Event) -> bool:
        """H, T, U / Ctrl+Z and the aid buttons; True when the event was one of them."""
        buttons = self._aid_buttons()
        for button in buttons:
            button.track(event)
        if event.type == pygame.KEYDOWN:
            key = event.key
            undo_key = key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
            if key == pygame.K_h and self.hint_button in buttons:
                self.ask_hint()
            elif key == pygame.K_t and self.tracker_button in buttons:
                self.toggle_tracker()
            elif undo_key and self.undo_button in buttons:
                self.undo()
            else:
                return False
            return True
        clicked = next((button for button in buttons if button.clicked(event)), None)
        if clicked is None:
            return False
        self._press(clicked)
        return True

    def _end_at(self, pos: tuple[int, int]) -> int | None:
        if self.selected is None:
            return None
        for play in self.plays_of(self.selected):
            if self.ghost_rect(self.selected, play.end).collidepoint(pos):
                return play.end
        return None

    def _click(self, event: pygame.event.Event) -> None:
        if not self.human_to_move:
            return
        end = self._end_at(event.pos)
        if end is not None and self.selected is not None:
            self.commit(Play(self.selected, end))
            return
        legal = self.human_legal()
        if DRAW in legal and self.draw_button.clicked(event):
            self._press(self.draw_button)
            return
        if DRAW in legal and pygame.Rect(self.geom.boneyard).collidepoint(event.pos):
            self.commit(DRAW)
            return
        if PASS in legal and self.pass_button.clicked(event):
            self._press(self.pass_button)
            return
        if self.draw_button.hit(event.pos) or pygame.Rect(self.geom.boneyard).collidepoint(event.pos):
            self.refuse(DRAW)
            return
        t = self._tile_at(event.pos)
        self.selected = None
        if t is not None:
            self.focus = self.hand_tiles().index(t)
            self.focus_button = None
            self._choose(t)

    def _key(self, key: int) -> None:
        if not self.human_to_move:
            return
        tiles = self.hand_tiles()
        legal = self.human_legal()
        if self.selected is not None:
            ends = {pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT, pygame.K_l: LEFT, pygame.K_r: RIGHT}
            if key in ends:
                self.commit(Play(self.selected, ends[key]))
            elif key == pygame.K_ESCAPE:
                self.selected = None
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and tiles:
            self.focus_button = None
            self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % len(tiles)
        elif key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_UP, pygame.K_KP_ENTER) and tiles:
            self._choose(tiles[min(self.focus, len(tiles) - 1)])
        elif key in (pygame.K_d, pygame.K_p):
            action = DRAW if key == pygame.K_d else PASS
            if action in legal:
                self.commit(action)
            else:
                self.refuse(action)

    # -- words ------------------------------------------------------------------------

    def unit_name(self, unit: int) -> str:
        if self.match.rules.pairs:
            return _("{a} & {b}").format(a=self.seats[unit].name, b=self.seats[unit + 2].name)
        return self.seats[unit].name

    def hint(self) -> tuple[str, bool]:
        """What the status line says, and whether it asks for something unusual."""
        state = self.state
        if state.result is not None:
            return "", False
        if not self.human_to_move:
            if self.human is not None and state.turn == self.human:
                return "", False
            return _("{name} is thinking…").format(name=self.seats[state.turn].name), False
        legal = self.human_legal()
        if self.selected is not None:
            return _("{tile} fits both ends: pick one (← or →)").format(tile=str(self.selected)), False
        if all(isinstance(a, Draw) for a in legal):
            return _("No tile fits: draw from the boneyard (D)"), True
        if legal == [PASS]:
            return _("No tile fits and nothing can be drawn: pass (P)"), True
        if state.ends is None and state.opening is not None:
            return _("Open with {tile}").format(tile=str(state.opening)), False
        if DRAW in legal:
            return _("Your turn: play a tile or draw (D)"), False
        return _("Your turn: play a tile (or ← → and Enter)"), False

    def status(self) -> tuple[str, bool]:
        """The status line: why a move was just refused (for a few seconds), else the hint."""
        if self.refusal is not None and self.now < self.refusal[1] and self.human_to_move:
            return self.refusal[0], True
        return self.hint()

    def draw_hint(self) -> str:
        """Why the Draw button is off, in the player's words."""
        state = self.state
        rules = state.rules
        if state.result is not None or self.human is None or state.turn != self.human:
            return _("Wait for your turn")
        if rules.draw is DrawPolicy.NONE:
            return _("No drawing in these rules: pass when nothing fits")
        if state.drawable <= 0:
            return _("Only the reserved tiles remain") if state.boneyard_left else _("The boneyard is empty")
        if state.ends is None:
            return _("Play the opening tile first")
        if rules.draw_one and state.drawn_this_turn:
            return _("Only one tile may be drawn per turn")
        return _("You hold a playable tile, so you cannot draw")

    # -- drawing (reads only) ----------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        g, fonts, art = self.geom, self.app.fonts, self.app.art
        surface.blit(self.background, (0, 0))
        self._draw_bar(surface)
        self._draw_plates(surface)
        no_drawing = self.state.rules.draw is DrawPolicy.NONE
        if self.state.boneyard or not no_drawing:  # a partnership deals every tile: no boneyard at all
            kept = self.state.boneyard_left - self.state.drawable
            hud.counter(surface, fonts, g, self.state.drawable, kept, no_drawing)
        legal = self.human_legal()
        playable = {a.tile for a in legal if isinstance(a, Play)}
        glow = self._pulse()
        lifted = self._lifted()
        sprites = sorted(self.sprites.values(), key=lambda sp: (sp.moving(self.now), sp.end.layer))
        glow_color = tuple(round(a + (b - a) * (0.5 + 0.5 * glow)) for a, b in zip(theme.FELT_LINE, theme.GLOW))
        for sprite in sprites:
            lift = 0
            if sprite.end.layer == HAND and not sprite.moving(self.now):
                if sprite.tile in playable:  # glows and rises (never colour alone); the one pointed at most
                    lift = g.px(12) if sprite.tile is lifted else g.px(5)
                    rect = self.hand_rect(sprite.tile).move(0, -lift).inflate(g.px(8), g.px(8))
                    pygame.draw.rect(surface, glow_color, rect, max(2, g.px(3)), border_radius=g.px(7))
                    if sprite.tile is lifted:  # the focus ring, round the glow
                        ring = rect.inflate(g.px(8), g.px(8))
                        pygame.draw.rect(surface, theme.TEXT, ring, max(1, g.px(2)), border_radius=g.px(10))
                elif sprite.tile is lifted:  # keyboard focus on a tile that does not fit
                    rect = self.hand_rect(sprite.tile).inflate(g.px(8), g.px(8))
                    pygame.draw.rect(surface, theme.TEXT_DIM, rect, max(1, g.px(2)), border_radius=g.px(7))
            draw_sprite(surface, art, sprite, self.now, lift)
        self._draw_ghosts(surface, lifted, playable)
        self._draw_buttons(surface, legal, glow)
        self._draw_aids(surface)
        text, urgent = self.status()
        hud.hint(surface, fonts, g, text, urgent)

    def _pulse(self) -> float:
        """The breathing of glows; with reduced motion a steady full glow."""
        return 1.0 if self.style.reduced_motion else pulse(self.now)

    def _lifted(self) -> Tile | None:
        """The tile the human is pointing at: selected, hovered, or focused by keys (on their
        turn, while no button has the focus)."""
        if self.selected is not None:
            return self.selected
        if self.hover is not None:
            return self.hover
        tiles = self.hand_tiles()
        focused = self.human_to_move and self.focus_button is None
        return tiles[self.focus] if focused and 0 <= self.focus < len(tiles) else None

    def _draw_ghosts(self, surface: pygame.Surface, lifted: Tile | None, playable: set[Tile]) -> None:
        if lifted is None or lifted not in playable:
            return
        g, fonts = self.geom, self.app.fonts
        plays = self.plays_of(lifted)
        for play in plays:
            spot = self.ghost(lifted, play.end)
            size = min(spot.box.w, spot.box.h)
            surface.blit(self.app.art.ghost(lifted, size, spot.angle), spot.box[:2])
            rect = pygame.Rect(spot.box).inflate(g.px(6), g.px(6))
            chosen = self.hover_end == play.end
            pygame.draw.rect(
                surface, theme.GLOW if chosen else theme.TEXT, rect, max(1, g.px(2)), border_radius=g.px(5)
            )
            if len(plays) == 2:
                label = fonts.text(
                    _("Left (L)") if play.end == LEFT else _("Right (R)"), g.tx(13), theme.GLOW, bold=True
                )
                surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - g.px(2))))

    def _draw_aids(self, surface: pygame.Surface) -> None:
        g, fonts = self.geom, self.app.fonts
        for button in self._aid_buttons():
            button.draw(surface, fonts)
        if self.tracker_open and self.human is not None:
            panel = aid_look.tracker_panel(geometry(self.app.size, self.match.players, self.style.scale))
            aid_look.draw_tracker(surface, fonts, g, panel, self.tracker(), [s.name for s in self.seats])
        hint = self.shown_hint
        if hint is not None:
            if isinstance(hint.action, Play) and hint.action.tile.bit & self.state.hands[self.viewer]:
                rect = self.hand_rect(hint.action.tile).inflate(g.px(14), g.px(14))
                pygame.draw.rect(surface, theme.GOLD, rect, max(2, g.px(4)), border_radius=g.px(8))
            aid_look.draw_hint(surface, fonts, g, hint.reason, hint.evidence)
        elif self.asked is not None:
            aid_look.draw_hint(surface, fonts, g, _("Looking for a good move…"), "")
        for button in self._aid_buttons():
            button.draw_tooltip(surface, fonts)

    def _draw_buttons(self, surface: pygame.Surface, legal: list[Action], glow: float) -> None:
        fonts = self.app.fonts
        only_draw = bool(legal) and all(isinstance(a, Draw) for a in legal)
        self.draw_button.draw(surface, fonts, glow if only_draw else 0.0)
        self.pass_button.draw(surface, fonts, glow if self.pass_button.enabled else 0.0)
        self.draw_button.draw_tooltip(surface, fonts)

    def _sync_buttons(self) -> None:
        """Which buttons show and work now: they mirror the human's legal actions."""
        legal = self.human_legal()
        self.draw_button.enabled = DRAW in legal
        self.draw_button.visible = self.state.rules.draw is not DrawPolicy.NONE
        self.draw_button.why_not = "" if self.draw_button.enabled else self.draw_hint()
        self.pass_button.enabled = PASS in legal
        self.pass_button.visible = PASS in legal
        # Without drawing there is no Draw button, and Pass takes its place.
        self.pass_button.box = self.geom.pass_button if self.draw_button.visible else self.geom.draw_button
        self.hint_button.enabled = self.can_hint
        self.hint_button.why_not = _("Hints come on your turn") if self.asked is None else ""
        self.tracker_button.enabled = True
        self.undo_button.enabled = self.can_undo
        self.undo_button.why_not = _("You have no move to take back")
        if self.focus_button is not None and not (self.focus_button.enabled and self.focus_button.visible):
            self.focus_button = None
        for button in (self.draw_button, self.pass_button, self.hint_button, self.tracker_button, self.undo_button):
            button.focus = button is self.focus_button

    def _draw_bar(self, surface: pygame.Surface) -> None:
        rules, match = self.match.rules, self.match
        hand_no = len(match.results) + (0 if self.state.result is not None else 1)
        title = _("{rules} · Hand {n}").format(rules=_(rules.title), n=hand_no)
        turn_unit = rules.unit_of(self.state.turn) if self.state.result is None else -1
        scores = match.scores if self.state.result is not None else self.state.scores
        units = [
            (self.unit_name(u), scores[u], self.state.in_play[u] if self.state.result is None else 0, u == turn_unit)
            for u in range(rules.units(match.players))
        ]
        g = self.geom
        key = ("bar", g.width, g.height, title, tuple(units), match.target)
        size = (g.top_bar.w, g.top_bar.h)

        def paint(stamp: pygame.Surface) -> None:
            hud.score_bar(stamp, self.app.fonts, g, title, units, match.target)

        stamp = self.stamps.get(key, size, paint, opaque=True)
        surface.blit(stamp, (g.top_bar.x, g.top_bar.y))

    def _draw_plates(self, surface: pygame.Surface) -> None:
        state = self.state
        for seat, info in enumerate(self.seats):
            place = self.geom.seats[screen_place(seat, self.viewer, state.players)]
            count = state.hands[seat].bit_count()
            detail = hud.pips_detail(state.pips(seat)) if self.revealed else hud.tiles_detail(count)
            glow = round(self._pulse() * 12) / 12 if state.result is None and state.turn == seat else None
            self._draw_plate(surface, place.plate, info.name, detail, glow)

    def _draw_plate(self, surface: pygame.Surface, plate: Box, name: str, detail: str, glow: float | None) -> None:
        g = self.geom
        margin = g.px(8)
        local = Box(margin, margin, plate.w, plate.h)
        key = ("plate", g.width, g.height, plate.w, plate.h, name, detail, glow)
        size = (plate.w + 2 * margin, plate.h + 2 * margin)
        stamp = self.stamps.get(key, size, lambda s: hud.name_plate(s, self.app.fonts, g, local, name, detail, glow))
        surface.blit(stamp, (plate.x - margin, plate.y - margin))
