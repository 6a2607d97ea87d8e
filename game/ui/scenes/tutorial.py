"""The first-run tutorial: one prepared hand against a teacher who plays a fixed script.

The deal is built so the player meets each lesson in turn: matching an end, drawing when
nothing fits, passing when nothing fits and the boneyard is empty, and the score at the end.
The player acts through the table's own input (mouse or keys); a move the rules refuse is
not made, and the prompt says why with the engine's reason in the player's language.
The title opens it by itself on the first start; the panel says that Esc leaves it at any time.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pygame

from game.engine.actions import LEFT, RIGHT, Action, Draw, Pass, Play
from game.engine.match import Match
from game.engine.observe import Observation
from game.engine.refusals import Termination
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import Tile, parse_tile
from game.fonts import fitted
from game.i18n import _
from game.ui import layout_items, theme
from game.ui.pace import PACES, Pace
from game.ui.scene import Host, Scene
from game.ui.scenes.button_row import ButtonRow, button_widths
from game.ui.scenes.end_screen import QuietHooks
from game.ui.scenes.score_sheet import readable_px
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.layout import Box
from game.ui.table.render.style import DEFAULT_STYLE, TableStyle
from game.ui.table.snapshot import TableCommands, TableSnapshot
from game.ui.widgets import Button

HUMAN, TEACHER = 0, 1
# The teacher opens with 6-5; the player matches the 5 with 5-3, then holds nothing for the
# ends 1 and 3, draws the 3-4 and plays it; the teacher's 4-0 leaves 1 and 0, the boneyard is
# empty and the player passes; then 2-2 and 4-2 take the player out (or block, played the other way).
_HANDS = (("5-3", "2-2", "4-2"), ("6-5", "6-1", "4-0", "1-2", "5-5"))
_BONEYARD = ("3-4",)
_OPENING = "6-5"


def tutorial_deal() -> HandState:
    """The prepared hand: Classic Draw rules, the teacher to open."""
    hands = [[parse_tile(t) for t in hand] for hand in _HANDS]
    boneyard = [parse_tile(t) for t in _BONEYARD]
    return HandState.new(PRESETS["classic"], hands, boneyard, TEACHER, parse_tile(_OPENING))


class ScriptedTeacher:
    """Plays its tiles in the order of its hand whenever they fit; else draws or passes."""

    def __init__(self, script: tuple[str, ...]) -> None:
        self.script = [parse_tile(t) for t in script]

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        plays = [a for a in obs.legal if isinstance(a, Play)]
        for tile in self.script:
            for play in plays:
                if play.tile is tile:
                    return play
        return obs.legal[0]


class TutorialHooks(QuietHooks):
    """What the tutorial hears from its table: the kinds of move the player made, and the
    moment the finished hand is face up (the score is explained then, not on an end screen)."""

    def __init__(self) -> None:
        self.done_kinds: set[type] = set()  # the kinds of move the player has made
        self.finished = False  # the hand is over and every hand turned up

    def moved(self, table: TableSnapshot) -> None:
        last = table.state.history[-1] if table.state.history else None
        if last is not None and last.seat == HUMAN:
            self.done_kinds.add(type(last.action))

    def hand_shown(self, table: TableSnapshot, commands: TableCommands) -> None:
        self.finished = True


class TutorialScene(Scene):
    """The tutorial hand on a table of its own, with the teacher's panel over it; ``on_done``
    is called once it is over (finished or left with Esc)."""

    def __init__(
        self,
        app: Host,
        on_done: Callable[[], None],
        pace: Pace = PACES["normal"],
        style: TableStyle = DEFAULT_STYLE,
    ) -> None:
        super().__init__(app)
        seats = (Seat(_("You"), None), Seat(_("Teacher"), ScriptedTeacher(_HANDS[TEACHER])))
        match = Match.new(PRESETS["classic"], 2, None)
        # Auto-draw off: the drawing lesson asks the player to press D, and the lesson is theirs to do.
        lesson_style = replace(style, auto_draw=False)
        plan = TablePlan(style=lesson_style, notes_in_status=False)  # the teacher's panel says why a move was refused
        self.on_done = on_done
        self.hooks = TutorialHooks()
        sitting = Sitting(seats, match, random.Random(0), tutorial_deal())
        self.table = TableScene(app, sitting, pace, plan, hooks=self.hooks)
        self.finish_button = Button(Box(0, 0, 1, 1), _("Finish the tutorial"))  # shown once the score is explained
        self.finish_row = ButtonRow((self.finish_button,), self.finish_button)

    # -- what the player's driver reads (the table's) ------------------------------------

    @property
    def finished(self) -> bool:
        return self.hooks.finished

    @property
    def state(self) -> HandState:
        return self.table.state

    @property
    def human_to_move(self) -> bool:
        return self.table.human_to_move

    @property
    def selected(self) -> Tile | None:
        return self.table.input.selected

    def human_legal(self) -> list[Action]:
        return self.table.human_legal()

    def hand_rect(self, t: Tile) -> pygame.Rect:
        return self.table.hand_rect(t)

    def ghost_rect(self, t: Tile, end: int) -> pygame.Rect:
        return self.table.ghost_rect(t, end)

    def refusal(self) -> str | None:
        """Why the player's last move was refused, while it is news."""
        note = self.table.note
        return note[0] if note is not None and self.table.now < note[1] and self.human_to_move else None

    # -- the lessons -----------------------------------------------------------------

    def lesson(self) -> str:
        """Which lesson the position teaches: welcome, watch, match, ends, draw, drawn, pass, play,
        counting or score."""
        state = self.state
        if state.result is not None:
            return "score" if self.finished else "counting"
        if not self.human_to_move:
            return "watch" if state.chain else "welcome"
        return self._turn_lesson()

    def _turn_lesson(self) -> str:
        """The lesson of the player's turn: ends (a tile lifted), draw, pass, drawn, play or match."""
        legal = self.human_legal()
        if self.selected is not None:
            return "ends"
        if all(isinstance(a, Draw) for a in legal):
            return "draw"
        if all(isinstance(a, Pass) for a in legal):
            return "pass"
        if isinstance(self.state.history[-1].action, Draw):
            return "drawn"
        return "play" if Play in self.hooks.done_kinds else "match"

    def prompt(self) -> str:
        """What the teacher says now."""
        lesson = self.lesson()
        if lesson == "score":
            return self._score_words()
        words = {
            "counting": lambda: _("The hand is over: let us count the pips…"),
            "welcome": lambda: _(
                "Welcome! Dominoes are laid end to end in one line. Your teacher opens with the {tile}."
            ).format(tile=_OPENING),
            "watch": lambda: _("Your teacher is playing…"),
            "ends": lambda: _("This tile fits both ends: pick one with ← or →, or click where it should go."),
            "draw": lambda: _(
                "None of your tiles has a 1 or a 3, the numbers at the open ends. Draw from the boneyard: "
                "press D or the Draw button."
            ),
            "pass": lambda: _(
                "Again nothing fits the ends ({left} and {right}), and the boneyard is empty: pass your turn with "
                "P or the Pass button."
            ).format(left=self._ends()[0], right=self._ends()[1]),
            "drawn": lambda: _("Lucky draw: the tile you drew fits the 3. Play it."),
            "match": lambda: _(
                "Match an end: a tile fits when one of its numbers is the number at an open end of the line "
                "(here 6 and 5). Play the tile that fits: click it, or move to it with ← → and press Enter."
            ),
            "play": lambda: _(
                "Your turn: play a tile that matches an open end. Tip: a double fits only its own number."
            ),
        }
        return words[lesson]()

    def _ends(self) -> tuple[int, int]:
        """The open ends on the table now (the lessons name them as the player sees them)."""
        ends = self.state.ends
        assert ends is not None, "the tutorial's lessons after the opening always have ends"
        return ends

    def _score_words(self) -> str:
        result = self.state.result
        assert result is not None
        points = result.points[result.winner] if result.winner is not None else 0
        if result.reason is Termination.DOMINO and result.winner == HUMAN:
            words = _("Domino! You went out first and score the pips left in your teacher's hand: {points}.")
        elif result.reason is Termination.DOMINO:
            words = _("Your teacher went out first and scores the pips left in your hand: {points}.")
        else:
            words = _(
                "Nobody can play: the hand is blocked. The lower pip total wins and scores the difference "
                "between the two hands: {points}."
            )
        return words.format(points=points)

    def skip_note(self) -> str | None:
        """How to get out, under the prompt until the score is explained: a first start opens here."""
        return None if self.finished else _("Esc skips the tutorial; the title menu keeps it for later.")

    # -- the flow ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.table.update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)

    def enter(self) -> None:
        self.table.enter()

    def handle(self, event: pygame.event.Event) -> None:
        """Esc leaves at any time (unless it puts back a lifted tile); once the score is explained,
        the Finish button (clicked, or Enter and Space on its focus) ends the tutorial."""
        leave = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected is None
        finish = self.finished and self.finish_row.handle(event) is self.finish_button
        if leave or finish:
            self.app.stack.pop()
            self.on_done()
            return
        self.table.handle(event)

    # -- drawing -------------------------------------------------------------------------

    def _lines(self, inner: int) -> list[tuple[str, pygame.Surface, int, int, bool]]:
        """The panel's text: (words, picture, size asked, box height, bold) for the prompt, a
        refusal's reason and the way out."""
        g = self.table.view.geom
        px, small = readable_px(g.tx(19), g.ui, fitted=True), readable_px(g.tx(15), g.ui, fitted=True)
        lines = [(self.prompt(), 5 * px, px, theme.TEXT, False)]
        refusal = self.refusal()
        if refusal is not None:
            lines.append((_("Not that one. {reason}").format(reason=refusal), 3 * px, px, theme.WARN, True))
        skip = self.skip_note()
        if skip is not None:
            lines.append((skip, 3 * small, small, theme.TEXT_DIM, False))
        return [
            (words, fitted(words, inner, height, size, color, bold=bold, align=pygame.FONT_LEFT), size, height, bold)
            for words, height, size, color, bold in lines
        ]

    def _clear_of(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the panel must not cover: the line's tiles and a lifted tile's ghosts with their
        labels; and the status line and the buttons."""
        view, g = self.table.view, self.table.view.geom
        board = [pygame.Rect(spot.box) for spot in view.chain.spots]
        if self.selected is not None:
            board += [self.ghost_rect(self.selected, end).inflate(g.tx(160), g.tx(34)) for end in (LEFT, RIGHT)]
        c = self.table.controls
        others = [pygame.Rect(g.status)] + [b.rect for b in (c.draw, c.pass_, *c.aids) if b.visible]
        return board, others

    def panel_place(self, size: tuple[int, int], window: pygame.Rect) -> pygame.Rect:
        """Where the teacher's panel goes: at the top of the line's area, else at its bottom, else
        over the teacher's seat above it, else from the window's top (the score bar hides for a
        while), the first place that covers no tile, ghost, button or the status line (at 200%
        it lay over the whole line of play it explains); with none, over the teacher's seat."""
        g = self.table.view.geom
        chain, gap = pygame.Rect(g.chain), g.px(6)
        anchors = (
            ("midtop", chain.y + gap),
            ("midbottom", chain.bottom - gap),
            ("midbottom", chain.y - gap),
            ("midtop", g.top_bar.bottom + gap),
            ("midtop", gap),
        )
        places = []
        for anchor, y in anchors:
            place = pygame.Rect((0, 0), size)
            setattr(place, anchor, (chain.centerx, y))
            places.append(place)
        board, others = self._clear_of()
        free = [
            place
            for place in places
            if window.contains(place) and place.collidelist(board) < 0 and place.collidelist(others) < 0
        ]
        return free[0] if free else places[3]

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        g = self.table.view.geom
        width = min(pygame.Rect(g.chain).w - g.px(20), g.tx(760))
        inner, gap, pad = width - g.tx(28), g.tx(6), g.tx(10)
        lines = self._lines(inner)
        self.finish_button.visible = self.finished
        button_h = g.tx(44)
        height = sum(picture.get_height() for _w, picture, *_rest in lines) + gap * (len(lines) - 1) + 2 * pad
        if self.finished:
            height += gap + button_h
        panel = self.panel_place((width, height), surface.get_rect())
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=g.tx(10))
        pygame.draw.rect(surface, theme.GOLD, panel, max(2, g.tx(2)), border_radius=g.tx(10))
        with layout_items.inside(panel, name="tutorial"):
            y = panel.y + pad
            for words, picture, px, box_h, bold in lines:
                where = surface.blit(picture, (panel.x + g.tx(14), y))
                box = pygame.Rect(0, 0, inner, box_h)
                layout_items.note_fitted(surface, words, box, where, px, bold, pygame.FONT_LEFT)
                y += picture.get_height() + gap
            if self.finished:
                (w,) = button_widths((self.finish_button,), button_h, inner, g.tx(200))
                self.finish_button.box = Box(panel.right - g.tx(14) - w, panel.bottom - pad - button_h, w, button_h)
                self.finish_row.draw(surface, self.app.fonts)
