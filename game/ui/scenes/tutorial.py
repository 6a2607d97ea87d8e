"""The first-run tutorial: one prepared hand against a teacher who plays a fixed script.

The deal is built so the player meets each lesson in turn: matching an end, drawing when
nothing fits (as in the player's games: with auto-draw on the game draws for them and the lesson
says so, else they press D), passing when nothing fits and the boneyard is empty, the teacher's
own pass, and the score at the end. The score bar names the tutorial.
The player acts through the table's own input (mouse or keys); a move the rules refuse is
not made, and the prompt says why with the engine's reason in the player's language.
The title opens it by itself on the first start; the panel says that Esc leaves it at any time.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game.engine.actions import Action, Draw, Pass, Play
from game.engine.match import Match
from game.engine.observe import Observation
from game.engine.refusals import Termination
from game.engine.rules import PRESETS
from game.engine.state import HandState
from game.engine.tiles import Tile, parse_tile
from game.fonts import fit_plan, fitted
from game.i18n import _
from game.ui import layout_items, skin, theme, venues
from game.ui.pace import PACES, Pace
from game.ui.portraits import TEACHER_ID
from game.ui.scene import Host, Scene
from game.ui.scenes.button_row import ButtonRow, button_widths
from game.ui.scenes.end_screen import QuietHooks
from game.ui.scenes.score_sheet import readable_px
from game.ui.scenes.table import TableScene
from game.ui.seats import Seat, Sitting
from game.ui.table.plan import TablePlan
from game.ui.table.render.layout import Box
from game.ui.table.render.moments import Portraits, draw_portrait
from game.ui.table.render.style import DEFAULT_STYLE, TableStyle
from game.ui.table.snapshot import TableCommands, TableSnapshot
from game.ui.widgets import Button

HUMAN, TEACHER = 0, 1
SHRINKS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)  # the panel's words, smaller where it covers the line (never unreadable)
Line = tuple[str, pygame.Surface, int, int, bool]  # a line of the panel: words, picture, size asked, box height, bold
LINE_BREATH = 10  # design units kept clear round the line's tiles (at 200% in Greek the panel ended 5 px off one)
KEYS_UNSAID = ("play", "drawn", "teacher passed")  # lessons whose words leave the keys to the status line
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


@dataclass(frozen=True)
class TeacherPanel:
    """The teacher's panel as worked out for one layout (``key``: what it was worked out from)."""

    key: tuple[object, ...]
    rect: pygame.Rect
    lines: tuple[Line, ...]
    inner: int  # the words' width
    pad: int  # from the panel's edge to the words, above and below
    button_w: int = 0  # the Finish button's width beside the words (0: not shown yet)
    face: int = 0  # the size of the teacher's face at the words' left (0: her face is seen at her seat)
    keys: bool = False  # it says the keys: the status line that names them is left out wherever the panel lies

    def smallest_px(self) -> float:
        """The size of its smallest words as drawn (a line too long for its box is drawn smaller)."""
        return min(
            fit_plan(words, self.inner, box_h, px, bold=bold, align=pygame.FONT_LEFT).drawn_px
            for words, _picture, px, box_h, bold in self.lines
        )


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
        seats = (Seat(_("You"), None), Seat(_("Teacher"), ScriptedTeacher(_HANDS[TEACHER]), TEACHER_ID))
        match = Match.new(PRESETS["classic"], 2, None)
        # Auto-draw as the player's settings have it, as in their games: on (the default) the table
        # draws for them and the lesson says so; off, the lesson asks them to press D.
        self.auto_draw = style.auto_draw
        # The teacher's panel says why a move was refused; the score bar says this is the tutorial.
        # The default venue's room and rim round the cloth, as at every other table (it was plain felt).
        room = functools.partial(venues.table_surface, "default")
        # The keys are the lesson's news: the status line names them where the lesson's words do not.
        plan = TablePlan(
            style=style, notes_in_status=False, goal=_("Tutorial"), background=room, keys_news=self._keys_unsaid
        )
        self.on_done = on_done
        self.hooks = TutorialHooks()
        sitting = Sitting(seats, match, random.Random(0), tutorial_deal())
        self.table = TableScene(app, sitting, pace, plan, hooks=self.hooks)
        self.finish_button = Button(Box(0, 0, 1, 1), _("Finish the tutorial"))  # shown once the score is explained
        self.finish_row = ButtonRow((self.finish_button,), self.finish_button)
        self.panel: TeacherPanel | None = None  # worked out by update and resize, when its layout changes
        self.faces = Portraits()  # the teacher's face at the panel's size, drawn when that size is set

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

    def _keys_unsaid(self) -> bool:
        """The lesson's words leave the keys to the status line (``KEYS_UNSAID``, all after the first
        tile played: the first lesson's and the ends' words say them, just over the status line).
        Before the first tile played the table may still be in the making: no lesson is asked."""
        return Play in self.hooks.done_kinds and self.lesson() in KEYS_UNSAID

    def lesson(self) -> str:
        """Which lesson the position teaches: welcome, watch, match, ends, draw, drawn, pass,
        teacher passed, play, counting or score."""
        state = self.state
        if state.result is not None:
            return "score" if self.finished else "counting"
        if not self.human_to_move:
            return "watch" if state.chain else "welcome"
        return self._turn_lesson()

    def _turn_lesson(self) -> str:
        """The lesson of the player's turn: ends (a tile lifted), draw, pass, drawn, teacher passed,
        play or match."""
        legal = self.human_legal()
        if self.selected is not None:
            return "ends"
        if all(isinstance(a, Draw) for a in legal):
            return "draw"
        if all(isinstance(a, Pass) for a in legal):
            return "pass"
        last = self.state.history[-1]
        if isinstance(last.action, Draw):
            return "drawn"
        if last.seat == TEACHER and isinstance(last.action, Pass):
            return "teacher passed"
        return "play" if Play in self.hooks.done_kinds else "match"

    def prompt(self) -> str:
        """What the teacher says now."""
        lesson = self.lesson()
        if lesson == "score":
            return self._score_words()
        words: dict[str, Callable[[], str]] = {
            "counting": lambda: _("The hand is over: let us count the pips…"),
            "welcome": lambda: _(
                "Welcome! Dominoes are laid end to end in one line. Your teacher opens with the {tile}."
            ).format(tile=_OPENING),
            "watch": lambda: _("Your teacher is playing…"),
            "ends": lambda: _("This tile fits both ends: pick one with ← or →, or click where it should go."),
            "draw": self._draw_words,
            "pass": lambda: _(
                "Again nothing fits the ends ({left} and {right}), and the boneyard is empty: pass your turn with "
                "P or the Pass button."
            ).format(left=self._ends()[0], right=self._ends()[1]),
            "drawn": self._drawn_words,
            "teacher passed": self._teacher_passed_words,
            "match": lambda: _(
                "Match an end: a tile fits when one of its numbers is at an open end of the line (here 6 and 5). "
                "Click the tile that fits (or ← → and Enter)."
            ),
            "play": lambda: _(
                "Your turn: play a tile that matches an open end. Tip: a double fits only its own number."
            ),
        }
        return words[lesson]()

    def _draw_words(self) -> str:
        """Nothing fits and the boneyard has a tile: the game draws (auto-draw on), or the player does."""
        if self.auto_draw:
            return _("None of your tiles has a 1 or a 3, the numbers at the open ends: the game draws for you.")
        return _(
            "None of your tiles has a 1 or a 3, the numbers at the open ends. Draw from the boneyard: "
            "press D or the Draw button."
        )

    def _drawn_words(self) -> str:
        """After the draw: who drew (the game, with auto-draw on, as in the player's games) and what now."""
        if self.auto_draw:
            return _(
                "None of your tiles had a 1 or a 3, so the game drew for you from the boneyard (see its count "
                "go down) until a tile fitted. This one fits the 3: play it."
            )
        return _("Lucky draw: the tile you drew fits the 3. Play it.")

    def _teacher_passed_words(self) -> str:
        """The teacher's pass, said as the table shows another player's (it is easy to miss)."""
        left, right = self._ends()
        passed = _("Your teacher has no tile for the ends ({left} and {right}) and passes.")
        return passed.format(left=left, right=right) + " " + _("Your turn: play a tile that matches an open end.")

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
        """How to get out, under the prompt until the player's first move (a first start opens here;
        after it, the room goes to the lessons: in a small window the panel had to cover the line)."""
        return None if self.hooks.done_kinds else _("Esc skips the tutorial; the title menu keeps it for later.")

    # -- the flow ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self._lay_out_panel()

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)
        self._lay_out_panel()

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

    def _lines(self, inner: int, shrink: float = 1.0, *, keys: bool = False) -> tuple[Line, ...]:
        """The panel's text: (words, picture, size asked, box height, bold) for the prompt, a
        refusal's reason, the keys (``keys``: the status line that names them is left out) and the
        way out, at ``shrink`` times their sizes but never under the smallest readable size, in
        boxes tall enough that they wrap rather than shrink."""
        g = self.table.view.geom
        least = readable_px(0, g.ui)
        px = max(least, round(readable_px(g.tx(19), g.ui, fitted=True) * shrink))
        small = max(least, round(readable_px(g.tx(15), g.ui, fitted=True) * shrink))
        lines = [(self.prompt(), 6 * px, px, theme.TEXT, False)]
        refusal = self.refusal()
        if refusal is not None:
            lines.append((_("Not that one. {reason}").format(reason=refusal), 3 * px, px, theme.WARN, True))
        if keys:
            lines.append(
                (_("With the keys: ← → to choose a tile, Enter to play it."), 3 * small, small, theme.TEXT, False)
            )
        skip = self.skip_note()
        if skip is not None:
            lines.append((skip, 3 * small, small, theme.TEXT_DIM, False))
        return tuple(
            (words, fitted(words, inner, height, size, color, bold=bold, align=pygame.FONT_LEFT), size, height, bold)
            for words, height, size, color, bold in lines
        )

    def _clear_of(self) -> tuple[list[pygame.Rect], list[pygame.Rect], list[pygame.Rect]]:
        """What the panel must not cover: the line's tiles, the ghosts of the tile lifted (chosen,
        hovered or focused) with their labels, the player's hand and the buttons; then, where there
        is room, the seats' faces, their speech badges ("Pass"), both name plates and the
        boneyard's count and the teacher's tiles (her count is read from them; turned over at the
        end, they are what the lesson adds up); and, least, the status line (the panel says as
        much)."""
        view, g = self.table.view, self.table.view.geom
        breath = 2 * g.px(LINE_BREATH)  # the panel's edge never touches a tile of the line it explains
        board = [pygame.Rect(spot.box).inflate(breath, breath) for spot in view.chain.spots]
        board += [self.hand_rect(t) for t in self.table.hand_tiles()]
        lifted = self.table.input.lifted(self.table)
        ends = {a.end for a in self.human_legal() if isinstance(a, Play) and a.tile is lifted}
        # A tile that fits both ends has its ghosts labelled ("Left (L)") above or beside them; one
        # ghost alone has only its ring and the "+" on its corner (room for labels kept the panel's
        # words small in the first lesson, where it lies just over the line)
        room = (g.tx(160), g.tx(34)) if len(ends) == 2 else (g.px(24), g.px(24))
        board += [self.ghost_rect(t, end).inflate(*room) for t in (lifted,) if t for end in ends]
        c = self.table.controls
        board += [b.rect for b in (c.draw, c.pass_, *c.aids) if b.visible]
        frame = view.hud_frame(self.app.fonts)
        seats = self.table.badge_rects()
        plates = (g.seats[HUMAN].plate, g.seats[TEACHER].plate)
        seats += [pygame.Rect(box) for box in (*(shown.box for shown in frame.portraits), *plates, g.counter)]
        seats += self.table.held_rects(TEACHER)
        return board, seats, [pygame.Rect(g.status)]

    def panel_place(self, size: tuple[int, int], window: pygame.Rect, centre: int | None = None) -> pygame.Rect:
        """Where the teacher's panel goes, always under the score bar, its middle at ``centre`` (None:
        the line's): at the top of the line's area, else at its bottom, else over the teacher's seat
        above it, else just under the score bar, else anywhere down the window: the first place that
        covers no tile, ghost, button, face, badge or the status line (at 200% it lay over the whole
        line of play it explains); with none, the place covering the least of the tiles and buttons,
        then of the faces and badges, then of the status line."""
        g = self.table.view.geom
        chain, gap = pygame.Rect(g.chain), g.px(6)
        x = chain.centerx if centre is None else centre
        top = g.top_bar.bottom + gap  # a small window had it over the scores
        anchors = [
            ("midtop", chain.y + gap),
            ("midbottom", chain.bottom - gap),
            ("midbottom", chain.y - gap),
            *(("midtop", y) for y in range(top, window.bottom - size[1] + 1, max(1, g.px(4)))),
        ]
        places = []
        for anchor, y in anchors:
            place = pygame.Rect((0, 0), size)
            setattr(place, anchor, (x, y))
            if window.contains(place) and place.y >= top:
                places.append(place)
        if not places:  # taller than the room under the bar: from just under it
            return pygame.Rect(x - size[0] // 2, top, *size)
        clear_of = self._clear_of()

        def covered(place: pygame.Rect) -> tuple[int, ...]:
            return tuple(_area(place, rects) for rects in clear_of)

        return min(places, key=covered)  # the first of the least covering: the first free place if any

    def _lay_out_panel(self) -> None:
        """Work out the panel (its words, its place, the Finish button's) when what it depends on
        changed: the window, the words, the tiles, ghosts, buttons, faces and badges it keeps off.
        Where the panel across the line's width covers a face, a plate or a badge, a narrower one
        beside them takes its place if it covers none and nothing of the board, and no more of the
        status line, its words down to the readable size: the teacher seen at her seat beside her
        words, rather than a small copy of her face in a panel over it (at 2560x1440 200% that
        panel left a sliver of her portrait's ring showing above it)."""
        g = self.table.view.geom
        width = min(pygame.Rect(g.chain).w - g.px(20), g.tx(760))
        board, seats, others = self._clear_of()
        words = (self.prompt(), self.refusal(), self.skip_note())
        key = (self.app.size, width, words, self.finished, *(tuple(r) for r in board + seats + others))
        if self.panel is not None and self.panel.key == key:
            return
        panel = self._fitted_panel(key, width, None, board)
        # Over the status line, which is then left out, the panel says the keys it named.
        keys = self.lesson() in KEYS_UNSAID and panel.rect.colliderect(g.status)
        if keys:
            panel = self._fitted_panel(key, width, None, board, keys=keys)
        her_face = pygame.Rect(g.seats[TEACHER].portrait)
        covered = [seat for seat in seats if panel.rect.colliderect(seat)]
        least = readable_px(0, g.ui)
        window = pygame.Rect(0, 0, *self.app.size)
        felt = window.inflate(-2 * (g.inset + g.px(6)), 0)  # on the felt where the words fit; over the rim if not
        sides = [side for room in (felt, window.inflate(-2 * g.px(6), 0)) for side in _beside(covered, room, g.px(12))]
        for side_w, centre in sides:
            side = self._fitted_panel(key, min(width, side_w), centre, board + seats + others, keys=keys)
            clear = side.rect.collidelist(board + seats) < 0 and side.smallest_px() >= least
            if clear and _area(side.rect, others) <= _area(panel.rect, others):
                panel = side
                break
        if panel.rect.colliderect(her_face):  # nowhere else to go: the panel shows her face, as her words
            panel = self._with_her_face(panel, board, keys=keys)
        self.finish_button.visible = self.finished
        if panel.button_w:
            button_h = g.tx(44)
            x, y = panel.rect.right - g.tx(14) - panel.button_w, panel.rect.bottom - panel.pad - button_h
            self.finish_button.box = Box(x, y, panel.button_w, button_h)
        self.panel = panel

    def _with_her_face(self, panel: TeacherPanel, board: list[pygame.Rect], *, keys: bool) -> TeacherPanel:
        """``panel``, which must lie over the teacher's face, carrying her face at its left as her
        words, where that leaves the words a step smaller at most (never unreadable) and covers no
        more of the board; else ``panel``. It grows by her face's column as far as the window
        allows (over the table's rim), so that the long Finnish and Greek words keep their lines:
        a panel as wide as before wrapped them into one more, which came down over the line."""
        g = self.table.view.geom
        her_face = pygame.Rect(g.seats[TEACHER].portrait)
        size = min(her_face.h, 2 * readable_px(g.tx(19), g.ui, fitted=True))  # two lines of words high
        margin, window_w = g.px(6), self.app.size[0]
        width = min(window_w - 2 * margin, panel.rect.w + size + g.tx(12))
        centre = min(max(panel.rect.centerx, margin + width // 2), window_w - margin - (width - width // 2))
        with_face = self._fitted_panel(panel.key, width, centre, board, size, keys=keys)
        words_px = panel.smallest_px()
        as_large = with_face.smallest_px() >= min(words_px, max(readable_px(0, g.ui), 0.9 * words_px))
        if not as_large or _area(with_face.rect, board) > _area(panel.rect, board):
            return panel
        her = self.table.view.characters[TEACHER]
        self.faces.prepare(() if her is None else (her,), with_face.face)
        return self._over_all_of_her_seat(with_face, board)

    def _over_all_of_her_seat(self, panel: TeacherPanel, board: list[pygame.Rect]) -> TeacherPanel:
        """``panel`` (which carries her face) moved up and made taller so that it hides the whole
        height of her seat (her portrait and name plate) where that covers no more of the ``board``
        and stays under the score bar: placed to cover as little of her face as it could, it left a
        sliver of her portrait's ring and her plate showing above it, a face cut off by a panel."""
        g = self.table.view.geom
        seat = pygame.Rect(g.seats[TEACHER].portrait).union(pygame.Rect(g.seats[TEACHER].plate))
        rect = panel.rect.copy()
        rect.top = max(g.top_bar.bottom + g.px(6), min(rect.top, seat.top))
        rect.h = max(rect.h, seat.bottom - rect.top)
        if _area(rect, board) > _area(panel.rect, board) or not pygame.Rect((0, 0), self.app.size).contains(rect):
            return panel
        return replace(panel, rect=rect)

    def _fitted_panel(  # noqa: PLR0913, PLR0917  (the panel's width, place and face are each worked out by the caller)
        self,
        key: tuple[object, ...],
        width: int,
        centre: int | None,
        board: list[pygame.Rect],
        face: int = 0,
        *,
        keys: bool = False,
    ) -> TeacherPanel:
        """The panel ``width`` wide with its middle at ``centre`` (``panel_place``), its words as
        large as keep it off the ``board``; ``face``: the largest size of the teacher's face at its
        left (0: none), smaller with the words; ``keys``: the panel says the keys (``_lines``)."""
        g = self.table.view.geom
        gap, button_h = g.tx(6), g.tx(44)
        words_w = width - g.tx(28)
        button_w = button_widths((self.finish_button,), button_h, words_w // 2, g.tx(200))[0] if self.finished else 0
        if button_w:  # the Finish button beside the words, not under them: the panel stays low
            words_w -= button_w + g.tx(14)
        for shrink in SHRINKS:  # where the words at their size cover the line: smaller, closer to the edge
            face_px = max(2 * readable_px(0, g.ui), round(face * shrink)) if face else 0
            inner = words_w - (face_px + g.tx(12) if face_px else 0)
            lines = self._lines(inner, shrink, keys=keys)
            pad = g.tx(10 * shrink)
            words_h = sum(picture.get_height() for _w, picture, *_rest in lines) + gap * (len(lines) - 1)
            height = max(words_h, button_h if button_w else 0, face_px) + 2 * pad
            rect = self.panel_place((width, height), pygame.Rect((0, 0), self.app.size), centre)
            if rect.collidelist(board) < 0:
                break
        return TeacherPanel(key, rect, lines, inner, pad, button_w, face_px, keys=keys)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the teacher's panel over it; where the panel lies over the status line
        (a face or badge took the other places), the line is left out: the panel says as much. So it
        is where the panel says the keys and then found a place off the line (at 1024x768 200% both
        said them)."""
        g = self.table.view.geom
        if self.panel is None:
            self.table.draw(surface)
            return
        panel = self.panel.rect
        self.table.draw(surface, status=not (self.panel.keys or panel.colliderect(g.status)))
        gap, pad = g.tx(6), self.panel.pad
        trim = skin.Trim(theme.GOLD, max(2, g.tx(2)), g.px(5))  # gold: the teacher speaks
        skin.plaque(panel.size, g.tx(10), trim).blit(surface, panel)
        with layout_items.inside(panel, name="tutorial"):
            face = self.panel.face
            if face:
                self._draw_face(surface, Box(panel.x + g.tx(10), panel.y + pad, face, face))
            y = panel.y + pad
            for words, picture, px, box_h, bold in self.panel.lines:
                where = surface.blit(picture, (panel.x + g.tx(14) + (face + g.tx(12) if face else 0), y))
                box = pygame.Rect(0, 0, self.panel.inner, box_h)
                layout_items.note_fitted(surface, words, box, where, px, bold, pygame.FONT_LEFT)
                y += picture.get_height() + gap
            if self.finished:
                self.finish_row.draw(surface, self.app.fonts)

    def _draw_face(self, surface: pygame.Surface, box: Box) -> None:
        """The teacher's face as her seat shows it this frame (its expression, its idle life) in
        ``box``, in the panel that lies over her seat."""
        for shown in self.table.view.hud_frame(self.app.fonts).portraits:
            draw_portrait(surface, self.faces, replace(shown, box=box))
            layout_items.note_thing("portrait", pygame.Rect(box), shown.character)


def _area(place: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How much of ``rects`` ``place`` covers, in square pixels."""
    return sum(place.clip(r).w * place.clip(r).h for r in rects)


def _beside(covered: list[pygame.Rect], room: pygame.Rect, gap: int) -> list[tuple[int, int]]:
    """The widths and middles of the room left and right of the ``covered`` faces and badges
    (the wider first), ``gap`` clear of them; none when nothing is covered."""
    if not covered:
        return []
    seats = covered[0].unionall(covered[1:])
    left = (seats.x - gap - room.x, (room.x + seats.x - gap) // 2)
    right = (room.right - seats.right - gap, (seats.right + gap + room.right) // 2)
    return sorted((side for side in (left, right) if side[0] > 0), reverse=True)
