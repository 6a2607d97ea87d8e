"""The table scene: the hand controller, the table view and the human's input, glued.

Input becomes an intent (``HumanInput``); an action goes to ``HandController.commit``, which
validates it through the engine and returns events; the view plays them (tiles move, then
the HUD changes as they land). A computer thinks on the worker while the view plays, and its
answer is committed only once the view is idle and the pause after the last move is over.
Whoever started the table hears of its moments through ``TableHooks``, reading a
``TableSnapshot`` and asking through ``TableCommands`` (``game.ui.table.snapshot``): they never
hold the scene.
The plan's ``TableStyle`` sets the look (tile style, pips, UI scale, reduced motion) and the sounds.
F1 or ? opens the help overlay. A move the rules refuse is not made, and the status line says why.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NamedTuple, assert_never

import pygame

from game.aids.tracker import TrackerFacts
from game.engine.actions import DRAW, PASS, Action, Draw, Play
from game.engine.record import record_of
from game.engine.rules import DrawPolicy
from game.engine.state import HandState, why_illegal
from game.engine.tiles import Tile, tiles_in
from game.i18n import _, current_language, pgettext
from game.reasons import translate
from game.ui import celebration, layout_items
from game.ui.menus.notices import draw_warning_band
from game.ui.pace import Pace
from game.ui.scene import Host, Scene
from game.ui.scenes.end_screen import QuietHooks
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.review import ReviewScene
from game.ui.seats import Sitting
from game.ui.table.hooks import TableHooks
from game.ui.table.model.controller import HandController
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
from game.ui.table.model.input import Controls, HumanInput, Refuse, Stage, plays_of
from game.ui.table.plan import TablePlan
from game.ui.table.render import aid_panel, hud, overlay, seat_hud, words
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.geometry import Geometry, geometry
from game.ui.table.render.layout import Box
from game.ui.table.render.sprites import HAND, Sprite
from game.ui.table.render.view import Marks, TableView, ViewConfig
from game.ui.table.snapshot import TableSnapshot
from game.ui.widgets import Button

NOTE_TIME = 4.0  # seconds a refusal (or a computer's slip) stays in the status line
CONFETTI_BUDGET = 0.0015  # seconds of an idle frame spent drawing the confetti a win throws (0.6 s of it at 4K)


class News(enum.Enum):
    """What an event of the hand tells the table's hooks."""

    NONE = "none"
    MOVED = "moved"
    HAND_OVER = "hand over"
    MATCH_OVER = "match over"


class TrackerKey(NamedTuple):
    """What the tracker's panel is laid out by: the move's facts, the names, the window, scale and language."""

    facts: TrackerFacts
    names: tuple[str, ...]
    size: tuple[int, int]
    scale: float
    language: str


class Overlays(NamedTuple):
    """What the table scene draws over its view this frame: the lifted tile's ghosts, the
    tracker's panel, the hint, and ``clear``: where they and the buttons lie; with what they
    are worked out from and the view marks: the tiles of the player's that fit, the lifted
    one, and whether drawing is all the player can do (the Draw button glows); and the status
    line's words and whether they are urgent (None: it is left out), and its room while it is
    shown: the badges keep off it after all else ("No tile fits" lay over the player's "Draws 1"
    at 960x540 200%; among ``clear`` a badge took a ghost's corner instead)."""

    ghosts: list[overlay.GhostShown]
    tracker: aid_panel.TrackerPanel | None
    hint: overlay.HintDrawn | None
    clear: tuple[Box, ...]
    playable: frozenset[Tile] = frozenset()
    lifted: Tile | None = None
    only_draw: bool = False
    status: tuple[str, bool] | None = None
    status_room: tuple[Box, ...] = ()


class TableScene(Scene):
    """One table: the controller (the match and hand, through the engine), the view (what the
    player sees, in order) and the input (mouse and keys to one intent), glued. Others read it
    through ``snapshot()`` and ask it through the ``TableCommands`` it implements."""

    def __init__(
        self, app: Host, sitting: Sitting, pace: Pace, plan: TablePlan, *, hooks: TableHooks | None = None
    ) -> None:
        """``sitting.state`` is a hand to continue (a resumed game); None deals the match's next hand."""
        super().__init__(app)
        self.plan = plan
        self.style = plan.style
        self.pace = pace
        self.hooks: TableHooks = hooks or QuietHooks()
        self.paint_background = plan.background or hud.felt
        background = self.paint_background
        seats = sitting.seats
        self.controller = HandController(sitting, app.executor, deal=plan.deal, aids=plan.aids, on_hint=plan.on_hint)
        human = self.controller.human
        offered = plan.aids.hint, plan.aids.tracker, plan.aids.undo
        config = ViewConfig(
            names=tuple(seat.name for seat in seats),
            viewer=human or 0,
            pace=pace,
            style=self.style,
            cosmetic_seed=self.controller.cosmetic_seed,
            tracker_open=plan.aids.tracker and plan.aids.tracker_open and human is not None,
            characters=tuple(None if s.human else s.character or "" for s in seats),
            venue=plan.venue,
            goal=plan.goal,
            aids=sum(offered) if human is not None else 0,
        )  # a computer that is nobody in particular ("") gets a plain face
        self.view = TableView(config, self.state, self.controller.match, app.size, background(app.size))
        self.input = HumanInput(confirm_ambiguous_end=self.style.confirm_ambiguous_end)
        g = self.view.geom
        aid_labels = (_("Hint (H)"), _("Tracker (T)"), _("Undo (U)"))
        hint, tracker, undo = (Button(g.draw_button, label) for label in aid_labels)
        self.controls = Controls(
            Button(g.draw_button, pgettext("action", "Draw")),
            Button(g.pass_button, pgettext("action", "Pass")),
            hint,
            tracker,
            undo,
            tuple(b for b, on in zip((hint, tracker, undo), offered, strict=True) if on and human is not None),
        )
        self.note: tuple[str, float] | None = None  # why a move was refused, or a computer's slip; until when
        self._tracked: tuple[TrackerKey, aid_panel.TrackerPanel] | None = None  # the tracker's panel, and what set it
        self._place_buttons()
        self._play(self.controller.dealt())
        self.over = self._look_over()  # what a frame drawn before the first update shows over the view
        self.hooks.dealt(self.snapshot())

    # -- what others read: a snapshot; and what the input reads (its ``Board``) -----------

    def snapshot(self) -> TableSnapshot:
        """The table as it stands now, for the hooks and the screens over it."""
        c = self.controller
        units = c.match.rules.units(c.match.players)
        return TableSnapshot(
            match=c.match,
            state=c.state,
            seats=c.seats,
            unit_names=tuple(c.unit_name(u) for u in range(units)),
            human=c.human,
            hands_played=c.hands_played,
            geom=self.view.geom,
            style=self.style,
            plan=self.plan,
            pace=self.pace,
            count_up=self.view.motion.count_up,
            now=self.view.now,
        )

    @property
    def state(self) -> HandState:
        """The hand as the controller has it (the view may still be catching up)."""
        return self.controller.state

    @property
    def now(self) -> float:
        """The table's clock (the view's)."""
        return self.view.now

    @property
    def sprites(self) -> dict[Tile, Sprite]:
        """The tiles as drawn (the frame bench counts those in flight)."""
        return self.view.sprites

    @property
    def art(self) -> TileArt:
        """The app's tile art with faces in this table's look (another table may have another)."""
        return self.app.art.with_look(self.style.tiles)

    @property
    def human_to_move(self) -> bool:
        """The human's turn, and everything before it has landed."""
        return self.controller.human_turn and not self.view.busy

    def human_legal(self) -> list[Action]:
        return self.controller.legal() if self.human_to_move else []

    def hand_tiles(self) -> list[Tile]:
        return tiles_in(self.state.hands[self.view.viewer])

    def hand_rect(self, t: Tile) -> pygame.Rect:
        return self.view.hand_rect(t)

    def draw_bar(self, surface: pygame.Surface, scores: Sequence[int]) -> None:
        self.view.draw_bar(surface, self.app.fonts, scores)

    def ghost_rect(self, t: Tile, end: int) -> pygame.Rect:
        return pygame.Rect(self.view.ghost(t, end).box)

    def held_rects(self, seat: int | None = None) -> Iterator[pygame.Rect]:
        """Where the tiles the seats hold (``seat``'s only, if given) rest now, as drawn: backs,
        racks and hands turned over; not those in flight (a generator: the layout notes read it
        only while recording)."""
        view = self.view
        mine = None if seat is None else set(tiles_in(view.shown.state.hands[seat]))
        for t, sp in view.sprites.items():
            if sp.end.layer == HAND and not sp.moving(view.now) and (mine is None or t in mine):
                yield view.hand_rect(t)

    # -- what the screens over it may ask (``TableCommands``) ------------------------------

    def leave(self) -> None:
        """Off the stack (whatever covered the table has gone first)."""
        self.app.stack.pop()

    def review(self, path: Path | None) -> None:
        human = self.controller.human
        assert human is not None
        names = [seat.name for seat in self.controller.seats]
        scene = ReviewScene(self.app, record_of(self.state), seat=human, names=names, path=path, style=self.style)
        self.app.stack.push(scene)

    # -- the flow -------------------------------------------------------------------------

    def commit(self, action: Action) -> None:
        """Commit a legal action (the human's, or a driver's) and play what it did."""
        self._play(self.controller.commit(action))

    def _play(self, events: list[Event]) -> None:
        self.view.play(events)
        if not events:
            return
        self.input.reset()
        self.note = None  # a move was made: the last refusal is old news
        news = {self._news(event) for event in events}
        if News.HAND_OVER in news:
            self.hooks.hand_over(self.snapshot())
            if News.MATCH_OVER in news:
                self.hooks.match_over(self.snapshot())
        elif News.MOVED in news:
            self.hooks.moved(self.snapshot())

    def _news(self, event: Event) -> News:
        """What ``event`` tells the hooks (a computer's slip is said in the status line)."""
        match event:
            case ComputerSlipped(name=name):
                slip = _("{name} tried a move the rules do not allow; the first legal move was played instead")
                self.say(slip.format(name=name))
                return News.NONE
            case HandOver():
                return News.HAND_OVER
            case MatchOver():
                return News.MATCH_OVER
            case TilePlayed() | TileDrawn() | Passed() | Rewound():
                return News.MOVED
            case Dealt() | PointsScored():
                return News.NONE  # whoever dealt tells the hooks; points come with a move or a hand's end
            case _:
                assert_never(event)

    def next_hand(self) -> None:
        """Deal the next hand of this match, or the first of a new one when it is over."""
        self._play(self.controller.next_hand())
        self.hooks.dealt(self.snapshot())

    def update(self, dt: float) -> None:
        self.view.update(dt, self.art, self._coming_plays())
        hint = self.controller.take_hint()
        if hint is not None and isinstance(hint.action, Play):
            self.input.focus_tile(self.hand_tiles().index(hint.action.tile))  # Enter plays what the hint says
        if self.state.result is not None:
            self._finish_hand()
        else:  # an answer waits for the view to be idle; the next computer is asked at once after it
            if self.view.ready:
                self._play(self.controller.answer())
                self._draw_for_the_human()
            self.controller.think()
        if not self.view.busy:  # an idle frame: some of the confetti a win throws, drawn ahead
            celebration.warm(self.app.size, CONFETTI_BUDGET)
        self.input.place_focus(self, self.controls)
        self._sync_buttons()
        self.over = self._look_over()
        self._hang_speech()

    def _coming_plays(self) -> list[Play]:
        """The human's plays once the model says they are to move (the view may still be showing
        the move before), the first tile that fits first: the focus starts on it, lifting it."""
        if self.plan.backdrop or not self.controller.human_turn:
            return []
        order = {t: i for i, t in enumerate(self.hand_tiles())}
        plays = [a for a in self.controller.legal() if isinstance(a, Play)]
        return sorted(plays, key=lambda play: order.get(play.tile, len(order)))

    def _draw_for_the_human(self) -> None:
        """Auto-draw (a setting): with nothing playable and drawing the only move, the table
        draws for the player, one tile per landing, until a tile fits or none is left."""
        if not self.style.auto_draw or not self.view.ready:
            return
        legal = self.human_legal()
        if legal and all(isinstance(a, Draw) for a in legal):
            self.commit(DRAW)

    def _finish_hand(self) -> None:
        """After the last move has landed: turn every hand over, then tell the hooks."""
        view = self.view
        if not view.revealed and view.ready:
            view.reveal()
        elif view.take_revealed():
            self.hooks.hand_shown(self.snapshot(), self)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size, self.paint_background(size))
        self._place_buttons()
        self._sync_buttons()  # Pass sits where Draw would when there is no drawing
        self.over = self._look_over()  # a resize may be drawn before the next update

    # -- buttons and aids ---------------------------------------------------------------

    def _place_buttons(self) -> None:
        g, c = self.view.geom, self.controls
        c.draw.box = g.draw_button
        for button, box in zip(c.aids, aid_panel.aid_buttons(g, len(c.aids)), strict=True):
            button.box = box

    def _sync_buttons(self) -> None:
        """Which buttons show and work now: they mirror the human's legal actions."""
        c, legal = self.controls, self.human_legal()
        c.draw.enabled = DRAW in legal
        c.draw.visible = self.state.rules.draw is not DrawPolicy.NONE and self.state.result is None  # none once over
        c.draw.why_not = "" if c.draw.enabled else words.why_no_draw(self.state, self.controller.human)
        c.pass_.enabled = c.pass_.visible = PASS in legal
        # Without drawing there is no Draw button, and Pass takes its place.
        c.pass_.box = self.view.geom.pass_button if c.draw.visible else self.view.geom.draw_button
        c.hint.enabled = self.controller.can_hint and not self.view.busy
        c.hint.why_not = _("Hints come on your turn") if self.controller.asked is None else ""
        c.tracker.enabled = True
        c.undo.enabled = self.controller.can_undo
        c.undo.why_not = _("You have no move to take back")
        for aid in (c.hint, c.tracker, c.undo):  # nothing to ask once the hand is over: the end screen's take over
            aid.visible = self.state.result is None
        self.input.drop_dead_button()
        for button in (c.draw, c.pass_, c.hint, c.tracker, c.undo):
            button.focus = button is self.input.button and self.input.stage is Stage.BUTTON

    def _press(self, button: Button) -> None:
        """A button pressed by click or key."""
        c = self.controls
        if button in (c.hint, c.tracker, c.undo) and button not in c.aids:
            self.say(words.why_no_aid(undo=button is c.undo, campaign=self.plan.campaign))
            return
        if not button.enabled:
            if button is c.undo:
                self.say(c.undo.why_not)
            return
        self.style.play("click")
        if button is c.draw or button is c.pass_:
            self.commit(DRAW if button is c.draw else PASS)
        elif button is c.hint:
            self.controller.ask_hint()
        elif button is c.tracker:
            self.view.toggle_tracker(self.app.size)
            self._place_buttons()
        elif button is c.undo:
            self._play(self.controller.undo())

    def refuse(self, action: Action) -> None:
        """The human asked for a move the rules do not allow: say why, in their words."""
        reason = why_illegal(self.state, action)
        if reason is not None:
            text = translate(reason)
            self.say(text[:1].upper() + text[1:])

    def say(self, text: str | None) -> None:
        """Put ``text`` in the status line for a few seconds."""
        if text:
            self.note = (text, self.now + NOTE_TIME)

    # -- input ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"):
            self.app.stack.push(HelpOverlay(self.app, self.style.scale))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.input.stage is not Stage.END:
            self.hooks.leave(self.snapshot())
            return
        intent = self.input.handle(event, self, self.controls, self.view.geom.boneyard)
        if isinstance(intent, Button):
            self._press(intent)
        elif isinstance(intent, Refuse):
            self.refuse(intent.action)
        elif intent is not None and intent in self.human_legal():
            self.commit(intent)
        self._sync_buttons()

    # -- drawing (reads only) --------------------------------------------------------------

    def status(self) -> tuple[str, bool]:
        """The status line: a note (a refusal, a computer's slip) for a few seconds, else the prompt."""
        if self.note is not None and self.now < self.note[1] and self.plan.notes_in_status:
            return self.note[0], True
        keys = self.plan.keys_news is not None and self.plan.keys_news()
        if self.input.stage is Stage.END and self.input.selected is not None and self.human_to_move:
            return words.choosing_end(self.input.selected, keys=keys), False
        shown = self.view.shown.state
        human = self.controller.human
        legal = self.human_legal()
        if self.style.auto_draw and shown.turn == human and shown.result is None:
            # It draws for the player while a draw is legal, or while the draws are still being
            # shown (nothing is legal until they land); once only Pass is left it asks for the pass.
            showing = not legal and self.view.moments.drawing[0] == human
            if showing or (bool(legal) and all(isinstance(a, Draw) for a in legal)):
                return words.drawing_for_you(), False
        return words.prompt(shown, human, legal, [s.name for s in self.controller.seats], keys=keys)

    def _tracker_key(self) -> TrackerKey:
        c = self.controller
        names = tuple(s.name for s in c.seats)
        return TrackerKey(c.tracker(self.view.viewer), names, self.app.size, self.style.scale, current_language())

    def _laid_out_tracker(self, key: TrackerKey) -> aid_panel.TrackerPanel:
        players, scale = self.controller.match.players, self.style.scale
        room = aid_panel.tracker_panel(geometry(self.app.size, players, scale, len(self.controls.aids)))
        return aid_panel.tracker_plan(self.app.fonts, self.view.geom, room, key.facts, key.names)

    def _keep_tracker(self) -> None:
        """Lay the tracker's panel out once per move, window, scale and language while it is open
        (``tracker_plan`` sets its words: not every frame), in update: drawing only reads it."""
        if self.view.tracker_open:
            key = self._tracker_key()
            if self._tracked is None or self._tracked[0] != key:
                self._tracked = (key, self._laid_out_tracker(key))

    def _look_over(self) -> Overlays:
        """What frames drawn until the next update or resize show over the view (``overlays``),
        the tracker's panel laid out first: worked out once per update, never while drawing."""
        self._keep_tracker()
        return self.overlays()

    def _hang_speech(self) -> None:
        """Where the characters' bubbles hang, worked out in update off what this frame draws
        over the view and the line's tiles (a bubble keeps its place for its life): drawing
        only reads it."""
        callouts, fonts = self.view.callouts, self.app.fonts
        frame = self.view.hud_frame(fonts)
        if not frame.bubbles and not callouts.hung:
            return
        line = tuple(spot.box for spot in self.view.chain.spots)
        keep_off = (self.over.clear, line)
        room = seat_hud.bubble_room(frame, self.app.size, fonts, callouts, keep_off, status=self.over.status_room)
        seat_hud.hang_bubbles(room, fonts, callouts)

    def overlays(self) -> Overlays:
        """What this frame draws over the view for the human (none behind the title, where the
        table plays alone): the pointed tile's ghosts, the tracker (as ``_keep_tracker`` laid it
        out), the hint; and where they and the buttons lie, which the seats' badges and bubbles
        keep off. Worked out in update (``_look_over``): drawing reads ``over``."""
        fonts, legal = self.app.fonts, self.human_legal()
        playable = frozenset(a.tile for a in legal if isinstance(a, Play))
        lifted = self.input.lifted(self)
        only_draw = bool(legal) and all(isinstance(a, Draw) for a in legal)
        if self.plan.backdrop:
            return Overlays([], None, None, (), playable, lifted, only_draw)
        ghosts = overlay.ghost_places(self.view, fonts, plays_of(lifted, legal)) if lifted in playable else []
        tracker = self._tracked[1] if self.view.tracker_open and self._tracked is not None else None
        c = self.controls
        buttons = [pygame.Rect(b.box) for b in (c.draw, c.pass_, *c.aids) if b.visible]
        panel = [tracker.rect] if tracker is not None else []
        asked = self.controller.asked is not None
        hint = overlay.hint_place(
            self.view, fonts, self.controller.shown_hint, self.hand_tiles(), asked=asked, avoid=[*panel, *buttons]
        )
        drawn_over = [*panel, *([hint.bubble.rect] if hint is not None else [])]
        drawn_over += [overlay.ghost_outline(ghost.spot, self.view.geom) for ghost in ghosts]
        drawn_over += [ghost.label[2] for ghost in ghosts if ghost.label]
        drawn_over += buttons
        status = self._status_shown(hint)
        g = self.view.geom  # the status line's room while it is shown, with its banner's rounded ends
        room = (Box(*pygame.Rect(g.status).inflate(2 * g.tx(12), 0)),) if status is not None else ()
        clear = tuple(Box(*rect) for rect in drawn_over)
        return Overlays(ghosts, tracker, hint, clear, playable, lifted, only_draw, status, room)

    def badge_rects(self) -> list[pygame.Rect]:
        """Where the seats' speech badges ("Pass") hang now, as the view draws them: off the
        line's tiles and what this frame draws over the view (the tutorial's panel keeps off them)."""
        frame = self.view.hud_frame(self.app.fonts)
        said = tuple((badge.words, badge.at) for badge in frame.badges)
        keep_off = (*self.over.clear, *(spot.box for spot in self.view.chain.spots))
        places = seat_hud.badge_places(self.view.geom, said, self.app.fonts, keep_off, self.over.status_room)
        return [pygame.Rect(rect) for rect, _seat in places]

    def draw(self, surface: pygame.Surface, *, status: bool = True) -> None:
        """The table; ``status`` False leaves out the status line (a panel saying as much lies over it:
        the tutorial's teacher), so no two texts are drawn on top of each other."""
        g, fonts, over = self.view.geom, self.app.fonts, self.over
        shown = self.view.shown.state  # whose turn the screen shows: the status line names them thinking
        thinking = shown.turn if self.controller.computer_to_move(shown) else None
        show_hud = not self.plan.backdrop
        marks = Marks(over.playable, over.lifted, thinking, show_hud, over.clear, over.status_room)
        self.view.draw(surface, fonts, self.art, marks)
        layout_items.note_hand(self.held_rects())
        if self.plan.backdrop:  # behind the title: play only
            return
        overlay.ghosts(surface, self.art, g, over.ghosts, self.input.hover_end)
        glow = self.view.glow()
        c = self.controls
        c.draw.draw(surface, fonts, glow if over.only_draw else 0.0)
        c.pass_.draw(surface, fonts, glow if c.pass_.enabled else 0.0)
        for button in c.aids:
            button.draw(surface, fonts)
        if over.tracker is not None:
            aid_panel.draw_tracker(surface, g, over.tracker)
        if over.hint is not None:
            overlay.hint(surface, g, over.hint)
        if status and over.status is not None:
            text, urgent = over.status
            hud.hint(surface, fonts, self._status_room(), text, urgent=urgent)
        warning = self.save_warning()
        if warning:
            draw_warning_band(surface, self.save_band(), warning, g.px(16))
        for button in (c.draw, *c.aids):  # last: over every button, the one it explains included
            button.draw_tooltip(surface, fonts)

    def _status_room(self) -> Geometry:
        """The geometry with the status line's room beside the aid buttons."""
        return aid_panel.beside_aids(self.view.geom, [b.box for b in self.controls.aids])

    def _status_shown(self, hint: overlay.HintDrawn | None) -> tuple[str, bool] | None:
        """The status line's words and urgency; None with no words, or while the hint's bubble
        lies on its row (where nothing else had room for it: four players at 200%) and says
        what to do instead, unless the line says why a move was refused."""
        text, urgent = self.status()
        if not text:
            return None
        if urgent or hint is None or not hint.bubble.rect.colliderect(pygame.Rect(self._status_room().status)):
            return text, urgent
        return None

    def save_warning(self) -> str:
        """The lasting line while this table's match is not being saved (#18), else ""."""
        return self.hooks.save_warning(self.now)

    def save_band(self) -> pygame.Rect:
        """Where that line is drawn: a band under the score bar, across the window."""
        bar = pygame.Rect(self.view.geom.top_bar)
        return pygame.Rect(bar.x, bar.bottom, bar.w, self.view.geom.px(30))
