"""The reader: the screens said aloud, the way a screen reader reads a window.

The app hands it the scene stack every frame; it looks at the top scene and says what
changed there since the last frame: a menu's focused item with its value and state, a
dialog's question and answers, the keys of the help screen, the end of a hand, and at the
table every move as the view shows it landed (``game.speech.narrator``), your turn, the
tile the focus moved to and where it fits, a refusal, a hint, the tracker. It reads and
never changes a scene. It takes only the keys of ``game.ui.speech.keys``; the Speech
setting and its verbosity come from the session's settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.domain.campaign import MATCHES, VENUES, venue_of
from game.engine.actions import Draw
from game.engine.tiles import Tile
from game.i18n import _, current_language
from game.speech import words
from game.speech.narrator import Narrator
from game.speech.speaker import Priority, Sentence, Speaker, Verbosity, merged
from game.ui.menus.base import MenuScene
from game.ui.menus.campaign import CampaignScene
from game.ui.menus.controls import Choice, Control
from game.ui.menus.dialogs import Dialog
from game.ui.menus.rules import RulesScene, page_title, rules_text
from game.ui.menus.stats import StatsScene, tally_text
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.button_row import ButtonRow
from game.ui.scenes.deal_entry import DealEntryScene
from game.ui.scenes.help import HelpOverlay, key_rows
from game.ui.scenes.history import HistoryScene, ReplayTable, outcome
from game.ui.scenes.review import ReviewScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.venue_card import VenueCard
from game.ui.speech.keys import REPEAT, SPEECH_ON_OFF, STOP, Ask, ask_of
from game.ui.table.model.input import Stage
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.session import Session

FOCUS_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB)


class Reader:
    """The app's one reader: ``frame`` each frame after the scenes' update, ``handle`` before
    they see an event; ``attach`` to the session whose settings it follows."""

    def __init__(self, speaker: Speaker) -> None:
        self.speaker = speaker
        self.session: Session | None = None
        self.scene: Scene | None = None  # the scene read last frame
        self.table: TableReader | None = None
        self.replay: Narrator | None = None  # a hand replayed from the history
        self.switched_on = False  # F4 has just turned speech on
        self.said: object = None  # what the top scene showed when it was last said
        self.keyed: int | None = None  # the key that reached the scenes since the last frame
        self.touched = False  # an event reached the app since the last frame: a menu may have changed
        self._band: list[str] | None = None  # the notice band's lines when the menu was last worked out
        self._settings: tuple[bool, str, str] | None = None

    def attach(self, session: Session) -> None:
        """Follow this session's Speech settings; on the very first start, say how to turn speech on."""
        self.session = session
        self._follow()
        if not session.settings.tutorial_done and not session.settings.speech:
            self.speaker.say_anyway(words.offer())

    # -- every frame ---------------------------------------------------------------------

    def frame(self, stack: SceneStack) -> None:
        self._follow()
        self.speaker.poll()
        keyed, self.keyed = self.keyed, None
        touched, self.touched = self.touched, False
        if not self.speaker.on:
            self.scene = None
            return
        said = self.read(stack.top, keyed, touched=touched)
        if self.switched_on:
            self.switched_on = False
            said = merged([words.switched(on=True), *said])
        for sentence in said:
            self.speaker.say(sentence)

    def read(self, top: Scene | None, keyed: int | None, *, touched: bool) -> list[Sentence]:
        """What to say about ``top`` now (its first frame: the whole screen); ``touched``: an
        event reached the app since the last frame (else a menu has changed only if its notices did)."""
        fresh = top is not self.scene
        self.scene = top
        table = table_of(top)
        if table is not None:
            return self._table(top, table, keyed)
        if isinstance(top, ReplayTable):
            return self._replay(top, keyed, fresh=fresh)
        if isinstance(top, MenuScene):
            return self._menu(top, fresh=fresh, touched=touched)
        readers: tuple[tuple[type[Scene], Callable[..., list[Sentence]]], ...] = (
            (HistoryScene, self._history),
            (ReviewScene, self._review),
            (DealEntryScene, self._deal_entry),
            (VenueCard, self._venue_card),
            (HelpOverlay, self._help),
        )
        read = next((read for kind, read in readers if isinstance(top, kind)), None)
        if read is not None:
            return read(top, fresh=fresh)
        buttons = getattr(top, "buttons", None)
        if top is not None and isinstance(buttons, ButtonRow):
            return self._end_screen(top, buttons, fresh=fresh)
        return []

    def _table(self, top: Scene | None, table: TableScene, keyed: int | None) -> list[Sentence]:
        """A table (the tutorial's too, with the teacher's words each time they change)."""
        if self.table is None or self.table.table is not table:
            self.table = TableReader(table)
        said = self.table.frame(keyed)
        if isinstance(top, TutorialScene):
            lesson = top.prompt()
            if lesson != self.said:
                self.said = lesson
                said = merged([*said, Sentence(lesson, Priority.TURN)])
        return said

    @staticmethod
    def _venue_card(scene: VenueCard, *, fresh: bool) -> list[Sentence]:
        return [Sentence(f"{scene.venue}. {scene.match}.", Priority.ANSWER)] if fresh else []

    @staticmethod
    def _help(_scene: HelpOverlay, *, fresh: bool) -> list[Sentence]:
        """Every key, once, as the help screen opens (the rows built then only, not every frame)."""
        if not fresh:
            return []
        return [Sentence(" ".join(f"{keys}: {what}." for keys, what in key_rows()), Priority.ANSWER)]

    def _menu(self, scene: MenuScene, *, fresh: bool, touched: bool) -> list[Sentence]:
        """A menu, worked out when its screen may have changed: shown afresh, an event reached
        it (a key, the mouse, a resize), or its notice band was laid out again."""
        if not (fresh or touched or scene.notices.lines is not self._band):
            return []
        self._band = scene.notices.lines
        focused = scene.controls[scene.focus] if scene.controls else None
        item = self._item(scene, focused) if focused is not None else None
        content = " ".join([*scene.notices.lines, menu_content(scene)]).strip()  # the notice band first
        shown = (scene.focus, item, content)
        before, self.said = self.said, shown
        if fresh:
            return [menu_screen(scene, item, content)]
        if shown == before:
            return []
        if isinstance(before, tuple) and before[2] != content and item is not None:
            return [Sentence(f"{item.text} {content}", Priority.ANSWER)]  # a page turned: the item, then the page
        return [item] if item is not None else []

    def _item(self, scene: MenuScene, control: Control) -> Sentence:
        """A menu item; a Campaign match with its venue, and locked or stamped."""
        if isinstance(scene, CampaignScene) and control.key in MATCHES:
            progress = scene.session.saves.campaign
            detail = control.detail() if control.detail is not None else ""
            venue = _(venue_of(control.key).name)
            return words.campaign_match(
                control.label(), venue, detail, unlocked=control.enabled, stamped=control.key in progress.stamps
            )
        return said_control(control)

    def _end_screen(self, scene: Scene, row: ButtonRow, *, fresh: bool) -> list[Sentence]:
        """The end of a hand or of a match: its headline, then the focused button."""
        focused = row.focused
        if not fresh and focused is self.said:
            return []
        self.said = focused
        item = words.button(focused.label, focused.why_not, enabled=focused.enabled)
        if not fresh:
            return [item]
        headline = getattr(scene, "headline", None)
        title = getattr(scene, "title", None)
        parts = list(headline()) if callable(headline) else [title()] if callable(title) else []
        return [words.screen(" ".join(words.stopped(p) for p in parts if p), item)]

    def _history(self, scene: HistoryScene, *, fresh: bool) -> list[Sentence]:
        """Recent hands: the chosen one's date, rules, players and outcome."""
        if not fresh and scene.chosen == self.said:
            return []
        self.said = scene.chosen
        band = scene.notices.lines  # the notice band first, as in the menus
        if not scene.entries:
            return [words.screen(_("Recent hands"), None, " ".join([*band, _("No hands played yet")]))]
        entry = scene.entries[scene.chosen]
        item = words.hand_entry(
            entry.when(), _(entry.final.rules.title), entry.record.players, outcome(entry), demo=entry.demo
        )
        item = Sentence(
            f"{item.text} {_('{i} of {n}').format(i=scene.chosen + 1, n=len(scene.entries))}", Priority.ANSWER
        )
        if fresh:
            keys = _("↑ ↓ choose · Enter replays the hand · R reviews it · Esc back")
            return [words.screen(_("Recent hands"), item, " ".join([*band, keys]))]
        return [item]

    def _deal_entry(self, scene: DealEntryScene, *, fresh: bool) -> list[Sentence]:
        """Typing a deal code: the code as it grows (letter by letter), and why it was refused."""
        shown = (scene.code, scene.problem)
        if not fresh and shown == self.said:
            return []
        before, self.said = self.said, shown
        if fresh:
            note = _("Type a deal code: the same code deals the same hands and boneyard for everybody")
            keys = _("Enter plays · F2 today's deal · F1 help · Esc back")
            return [words.screen(_("Play this deal"), None, f"{words.stopped(note)} {keys}")]
        if isinstance(before, tuple) and scene.problem and scene.problem != before[1]:
            return [Sentence(scene.problem, Priority.ANSWER)]
        return [Sentence(" ".join(scene.code) or _("empty"), Priority.ANSWER)]

    def _replay(self, scene: ReplayTable, keyed: int | None, *, fresh: bool) -> list[Sentence]:
        """A hand replayed from the history: each move as it lands, as at the table."""
        if fresh or self.replay is None or self.replay.cast.names != scene.names:
            self.replay = Narrator(words.Cast(scene.names, scene.you, scene.state.rules))
        shown = scene.view.shown
        said = self.replay.follow(shown.state, shown.match, scene.view.hand_number())
        if keyed in FOCUS_KEYS and not said:  # at either end of the hand: say where it is
            said.append(Sentence(scene.status(), Priority.ANSWER))
        return said

    def _review(self, scene: ReviewScene, *, fresh: bool) -> list[Sentence]:
        """The hand review: the move shown with its grade, the best move and why."""
        shown = (scene.shown, scene.review is not None)
        if not fresh and shown == self.said:
            return []
        self.said = shown
        cast = words.Cast(tuple(scene.names), scene.seat, scene.states[0].rules)
        history = scene.states[scene.shown].history
        move = words.last_moves(cast, history, 1).text if history else ""
        card = " ".join(words.stopped(text) for text, _colour, _bold in scene.card_lines() if text)
        said = Sentence(" ".join(part for part in (move, card) if part), Priority.ANSWER)
        return [words.screen(_("Hand review"), said, scene.summary_line())] if fresh else [said]

    # -- keys ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, stack: SceneStack) -> bool:
        """Take the event if it is a key of speech (True: the scenes do not see it)."""
        self.touched = True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == SPEECH_ON_OFF and self.session is not None:
            self._switch(self.session)
            return True
        if not self.speaker.on:
            return False
        if event.key == REPEAT:
            self.speaker.repeat()
            return True
        if event.key in STOP:  # and on to the scene: Ctrl is also the start of Ctrl+Z
            self.speaker.stop()
        ask = ask_of(event.key, event.mod)
        table = table_of(stack.top)
        if ask is not None and table is not None:
            if self.table is None or self.table.table is not table:
                self.table = TableReader(table)
            self.speaker.say(self.table.answer(ask))
            return True
        self.keyed = event.key
        return False

    def _switch(self, session: Session) -> None:
        """F4: speech on (said with the screen it finds, on the next frame) or off (said last)."""
        on = not session.settings.speech
        if not on:
            self.speaker.say(words.switched(on=False))
        session.change(speech=on)
        self._follow()
        self.switched_on = on

    def _follow(self) -> None:
        if self.session is None:
            return
        settings = self.session.settings
        wanted = (settings.speech, settings.speech_verbosity, current_language())
        if wanted == self._settings:
            return
        self._settings = wanted
        problem = self.speaker.follow(
            voice_on=settings.speech, verbosity=Verbosity(settings.speech_verbosity), language=current_language()
        )
        if problem is not None:
            self.speaker.say(Sentence(words.unavailable(problem), Priority.ANSWER))


def menu_content(scene: MenuScene) -> str:
    """What a menu shows above its items, as sentences: the Rules page chosen, the statistics."""
    if isinstance(scene, RulesScene):
        lines = rules_text(scene.page).split("\n\n")
        return " ".join(words.stopped(line.removeprefix("• ")) for line in [page_title(scene.page), *lines])
    if isinstance(scene, StatsScene):
        said = [f"{label}: {value}." for label, value in scene.records()]
        for heading, rows in scene.groups():
            tallies = [
                f"{name}: {_('Hands won')} {tally_text(h)}, {_('Matches won')} {tally_text(m)}." for name, h, m in rows
            ]
            said.append(f"{heading}: " + (" ".join(tallies) if tallies else words.stopped(_("Nothing played yet"))))
        return " ".join(said)
    return ""


def menu_screen(scene: MenuScene, item: Sentence | None, content: str) -> Sentence:
    """A menu as it opens: its title, the focused item, and what it shows (a dialog's question
    and every answer it offers; the Campaign's venues as the screen shows them: stamps, or locked)."""
    if isinstance(scene, Dialog):
        return words.screen(scene.title(), item, scene.message(), [c.label() for c in scene.controls])
    if isinstance(scene, CampaignScene):
        progress = scene.session.saves.campaign
        venues = [(_(v.name), progress.stamped_in(v) if progress.venue_unlocked(v) else None) for v in VENUES]
        return words.screen(scene.title(), item, words.venues(venues))
    return words.screen(scene.title(), item, content)


def table_of(scene: Scene | None) -> TableScene | None:
    """The table a scene is: a table, or the tutorial's table under its lessons."""
    if isinstance(scene, TableScene):
        return scene
    if isinstance(scene, TutorialScene):
        return scene.table
    return None


def said_control(control: Control) -> Sentence:
    position = None
    if isinstance(control, Choice):
        options = control.options()
        values = [v for v, _words in options]
        current = control.get()
        position = (values.index(current) + 1 if current in values else 1, len(options))
    detail = control.detail() if control.detail is not None else ""
    return words.control(control.label(), control.value(), position, detail, enabled=control.enabled)


class TableReader:
    """One table, said: the narrator's moves, your turn, the focus, refusals, hints, the tracker."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        c = table.controller
        self.cast = words.Cast(tuple(seat.name for seat in c.seats), c.human, c.match.rules)
        self.narrator = Narrator(self.cast)
        self.turn: object = None  # the position whose turn was said
        self.focus: object = None
        self.note = table.note
        self.hint = c.shown_hint
        self.tracker_open = table.view.tracker_open

    def frame(self, keyed: int | None) -> list[Sentence]:
        """What to say this frame; ``keyed``: the key the player pressed since the last one (a
        key that moves the focus says where it is even when it stayed, on a hand of one tile)."""
        t, view = self.table, self.table.view
        said = self.narrator.follow(view.shown.state, view.shown.match, view.hand_number())
        if t.note is not None and t.note is not self.note:
            said.append(words.refused(t.note[0]))
        self.note = t.note
        hint = t.controller.shown_hint
        if hint is not None and hint is not self.hint:
            said.append(words.hint(hint.reason))
        self.hint = hint
        if view.tracker_open and not self.tracker_open:
            said.append(words.tracker(self.cast, t.controller.tracker(view.viewer)))
        self.tracker_open = view.tracker_open
        focus = self._focus()
        if t.human_to_move and self.turn is not t.state and not self._drawing_for_you():
            self.turn, self.focus = t.state, focus
            moved = any(s.text.endswith(words.ends(t.state.ends)) for s in said)  # the ends were just said
            said.append(words.your_turn(t.state, t.human_legal(), with_ends=not moved))
        else:
            if keyed is not None and focus is not None and (focus != self.focus or keyed in FOCUS_KEYS):
                said.append(self._say_focus(focus))
            self.focus = focus
        return merged(said)

    def _drawing_for_you(self) -> bool:
        """Auto-draw is about to draw for the player (nothing to choose: the draws are said)."""
        legal = self.table.human_legal()
        return self.table.style.auto_draw and bool(legal) and all(isinstance(a, Draw) for a in legal)

    def _focus(self) -> tuple[Stage, object] | None:
        """What has the keyboard focus on the player's turn: a tile, a tile waiting for its end, a button."""
        t, held = self.table, self.table.input
        if not t.human_to_move:
            return None
        if held.stage is Stage.END and held.selected is not None:
            return Stage.END, held.selected
        if held.stage is Stage.BUTTON and held.button is not None:
            return Stage.BUTTON, held.button
        return Stage.TILE, held.lifted(t)

    def _say_focus(self, focus: tuple[Stage, object]) -> Sentence:
        t = self.table
        stage, what = focus
        if isinstance(what, Button):
            return words.button(what.label, what.why_not, enabled=what.enabled)
        tiles = t.hand_tiles()
        if not isinstance(what, Tile) or what not in tiles:
            return words.my_hand(tiles)
        if stage is Stage.END:
            return words.choose_end(what, t.state)
        return words.focused(what, tiles.index(what), len(tiles), t.human_legal(), t.state)

    def answer(self, ask: Ask) -> Sentence:
        """A question asked with a key: answered from what the table shows now."""
        t = self.table
        shown = t.view.shown.state
        if ask is Ask.HAND:
            return words.my_hand(t.hand_tiles())
        if ask is Ask.ENDS:
            return Sentence(words.ends(shown.ends), Priority.ANSWER)
        if ask is Ask.COUNTS:
            return words.counts(self.cast, shown)
        if ask is Ask.SCORE:
            return words.scores_now(self.cast, t.view.shown.match, shown)
        if ask is Ask.MOVES:
            return words.last_moves(self.cast, shown.history)
        return words.can_play(t.state, t.human_legal())
