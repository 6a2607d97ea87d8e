"""From a menu choice to a table, and from the table's moments to the saves.

``Session`` is what the menus call: it turns a choice (Quick Round, Points Match, a Campaign
match, a saved match to resume) into a ``Match``, the seats and a table scene, and applies
settings the moment they change. The table reports its moments through ``TableHooks``:
a hand dealt, a move committed, a hand or match over, and Esc on the table.

``SessionTable`` is the table with those hooks, a venue's look and a resume point passed
in (it overrides nothing), so the table itself knows nothing about menus or files.

Resuming goes back to the exact move the player left (``SavedMatch.resume``). A hand that
was over when the game stopped resumes at its end, so its result is shown and the next
hand is dealt; it is not counted twice.

Entering a Campaign match (started or resumed) puts its venue's title card over the table,
which waits under it. Each finished hand goes to the history with the seats' names and its
number in the match; the end screens get its file, for "Review this hand".
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import replace
from pathlib import Path
from typing import Protocol

import pygame

from game.ai.characters import make_character_player
from game.aids.deals import match_for_code
from game.aids.practice import NO_AIDS, table_aids
from game.audio import Audio
from game.domain.campaign import MATCHES, venue_of
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.domain.roster import CHARACTERS, character
from game.engine.match import Match
from game.engine.rules import Rules, rules_for
from game.engine.state import HandState
from game.i18n import _, set_language
from game.persist.saves import Saves
from game.persist.settings import Settings
from game.persist.stats import human_won
from game.ui.menus.notices import health_warning
from game.ui.pace import PACES, Pace
from game.ui.scene import Host, Scene, SceneStack, Window
from game.ui.scenes.end_screen import QuietHooks, end_screen
from game.ui.scenes.match_end import StampNews
from game.ui.scenes.table import TableScene
from game.ui.scenes.venue_card import VenueCard
from game.ui.seats import Seat, Sitting
from game.ui.table.hooks import TableHooks
from game.ui.table.plan import TablePlan
from game.ui.table.render.draw_tile import TileArt
from game.ui.table.render.style import TableStyle
from game.ui.table.render.words import keys_are_news
from game.ui.table.snapshot import TableCommands, TableSnapshot
from game.ui.theme import Fonts
from game.ui.venues import table_surface


class LeavePrompt(Protocol):
    """Makes the screen that asks before leaving a table; ``saved``: the match is kept."""

    def __call__(self, session: Session, *, saved: bool) -> Scene: ...


DEMO_SPEED = "normal"  # the title screen's table plays at this pace whatever the setting


RECOVERED_SHOWN = 4.0  # seconds the table says that saving works again


class PlayHooks(QuietHooks):
    """The player's own table: every move saved (Points Match and Campaign), results counted;
    the end screens get the hand's history file (for its review) and a campaign match's stamp."""

    def __init__(self, session: Session, lineup: Lineup) -> None:
        self.session = session
        self.saves = session.saves
        self.lineup = lineup
        self.before: Match | None = None  # the match as it was when this hand was dealt
        self.path: Path | None = None  # the finished hand's history file
        self.news: StampNews | None = None  # what the finished campaign match did to the campaign
        self.recovered_until = -1.0  # the table's clock until which it says saving works again

    @property
    def resumable(self) -> bool:
        return self.lineup.mode is not Mode.QUICK

    def dealt(self, table: TableSnapshot) -> None:
        self.before = table.match
        if self.resumable and table.state.result is None:
            self._save(table)

    def moved(self, table: TableSnapshot) -> None:
        if self.resumable:
            self._save(table)

    def _save(self, table: TableSnapshot) -> None:
        """Save the match at this move; when saving works again after failing, the table's band
        says so for a few seconds (the next move does not wipe it, as it would a status note)."""
        failing = not self.saves.health.ok
        if self.saves.save_match(table.match, self.lineup, table.state) and failing and self.saves.health.ok:
            self.recovered_until = table.now + RECOVERED_SHOWN

    def save_warning(self, now: float) -> str:
        if not self.resumable:
            return ""
        if self.saves.health.ok and now < self.recovered_until:
            return _("Saving works again: this match will resume where you leave it")
        return health_warning(self.saves.health)

    def hand_over(self, table: TableSnapshot) -> None:
        self.path = self.saves.hand_finished(table.state, self.lineup, seat_names(table), len(table.match.results))
        if self.resumable and not table.match.over and self.before is not None:
            self.saves.save_match(self.before, self.lineup, table.state)  # the finished hand: resumes at its end

    def match_over(self, table: TableSnapshot) -> None:
        before = self.saves.campaign
        self.saves.match_finished(table.match, self.lineup)
        match_id = self.lineup.campaign_match
        if match_id is not None:
            won = human_won(table.match.rules, table.match.winner)
            self.news = StampNews.between(match_id, before, self.saves.campaign, won=won)

    def hand_shown(self, table: TableSnapshot, commands: TableCommands) -> None:
        commands.app.stack.push(end_screen(table, commands, self.path, self.news))

    def leave(self, table: TableSnapshot) -> None:
        if self.session.leave_prompt is not None:
            self.session.app.stack.push(self.session.leave_prompt(self.session, saved=self.resumable))


class SessionTable(TableScene):
    """A table started from the menus: its hooks, the room of its venue (``plan.venue``) and a
    resume point (``sitting.state``). It adds no behaviour of its own; it names the table the
    session made."""

    def __init__(self, app: Host, sitting: Sitting, pace: Pace, hooks: TableHooks, plan: TablePlan) -> None:
        self.look = plan.venue
        plan = replace(plan, background=functools.partial(table_surface, plan.venue))
        super().__init__(app, sitting, pace, plan, hooks=hooks)


class Backstage:
    """A host for the title's demo table: the app's window, fonts, art and worker, but a scene
    stack of its own (its end-of-hand screens stay out of the way of the menus); a demo never
    ends the game nor takes its pictures."""

    def __init__(self, app: Host) -> None:
        self._app = app
        self.stack = SceneStack()

    @property
    def size(self) -> tuple[int, int]:
        return self._app.size

    @property
    def fonts(self) -> Fonts:
        return self._app.fonts

    @property
    def art(self) -> TileArt:
        return self._app.art

    @property
    def executor(self) -> Executor:
        return self._app.executor

    def quit(self, code: int = 0) -> None:
        """A demo never ends the game."""

    def request_screenshot(self, path: Path) -> None:
        """Nor takes its pictures."""


def seat_names(table: TableSnapshot) -> list[str | None]:
    """The names the history keeps: each computer seat's, None for the player (said "You" when shown)."""
    return [None if seat.human else seat.name for seat in table.seats]


def seats_for(characters: Sequence[str]) -> tuple[Seat, ...]:
    """The human in seat 0, then the named characters in seats 1.. (partners: seat 2 is the partner)."""
    return (Seat(_("You"), None), *(Seat(character(c).name, make_character_player(c), c) for c in characters))


def default_characters(players: int) -> tuple[str, ...]:
    """A fresh lineup: the first characters of the list, one per computer seat."""
    return tuple(c.id for c in CHARACTERS[: players - 1])


class Session:
    """The player's session: their saves and settings, and the tables they start."""

    def __init__(  # noqa: PLR0913  the window, saves and generator; by keyword what a run adds (sound, --speed, a prompt)
        self,
        app: Window,
        saves: Saves,
        rng: random.Random,
        *,
        audio: Audio | None = None,
        speed: str | None = None,
        leave_prompt: LeavePrompt | None = None,
    ) -> None:
        """``leave_prompt`` makes the screen Esc on a table opens (the menus' "Leave the table?",
        given by whoever builds the session, so the session does not import the menus that use
        it); None: Esc on a table does nothing."""
        self.app = app
        self.leave_prompt = leave_prompt
        self.saves = saves
        self.rng = rng
        self.audio = audio
        self.speed = speed  # --speed: overrides the setting for this run

    @property
    def settings(self) -> Settings:
        return self.saves.settings

    # -- settings ------------------------------------------------------------------------

    def change(self, **changes: object) -> None:
        """Change settings, save them and apply them now."""
        before = self.settings
        self.saves.change_settings(before.changed(**changes))
        self.apply(before)

    def apply(self, before: Settings | None = None) -> None:
        """Make the game follow the settings (all of them at start, else what changed)."""
        now = self.settings
        if before is None or before.language != now.language:
            set_language(now.language)
            pygame.display.set_caption(_("Double Six"))
        if self.audio is not None:
            self.audio.volume = now.volume
            self.audio.muted = not now.sound
        fullscreen = bool(self.app.window.get_flags() & pygame.FULLSCREEN)
        if (now.window_mode == "fullscreen") != fullscreen and (
            before is None or before.window_mode != now.window_mode
        ):
            self.app.toggle_fullscreen()

    def click(self) -> None:
        if self.audio is not None:
            self.audio.play("click")

    def pace(self, speed: str | None = None) -> Pace:
        """The timings of ``speed`` (else --speed, else the setting)."""
        return PACES[speed or self.speed or self.settings.animation_speed]

    def style(self) -> TableStyle:
        """The player's tiles, pips, sizes, motion and sounds, for a table dealt now."""
        return TableStyle.from_settings(self.settings, self.audio)

    def rules(self, preset: str) -> Rules:
        """A preset with the player's house rules."""
        return rules_for(preset, self.settings.house_options)

    # -- tables --------------------------------------------------------------------------

    def table_rng(self) -> random.Random:
        """A generator for a new table, drawn from the session's: the tables deal in turn from its seed."""
        return random.Random(self.rng.getrandbits(64))

    def _keys_news(self) -> bool:
        """The player is new (few hands counted): the table's status line names the keys."""
        return keys_are_news(self.saves.stats.hands.total.played)

    def _play(
        self,
        match: Match,
        lineup: Lineup,
        look: str = "default",
        resume: HandState | None = None,
        deal: str | None = None,
    ) -> SessionTable:
        """Seat the lineup at a new table on top of the current screen, with the aids its mode allows."""
        aids = table_aids(match.rules, lineup)
        campaign = lineup.mode is Mode.CAMPAIGN
        style = self.style()
        plan = TablePlan(
            aids=aids,
            deal=deal,
            on_hint=self.saves.hint_used,
            style=style,
            campaign=campaign,
            venue=look,
            keys_news=self._keys_news,
        )
        sitting = Sitting(seats_for(lineup.characters), match, self.table_rng(), resume)
        hooks = PlayHooks(self, lineup)
        table = SessionTable(self.app, sitting, self.pace(), hooks, plan)
        self.app.stack.push(table)
        return table

    def start_quick(self, preset: str, players: int, characters: Sequence[str]) -> SessionTable:
        """One hand."""
        return self._play(Match.new(self.rules(preset), players, None), Lineup(Mode.QUICK, tuple(characters)))

    def start_points(self, preset: str, players: int, characters: Sequence[str], target: int) -> SessionTable:
        """A match to ``target``; it replaces the saved Points Match."""
        return self._play(Match.new(self.rules(preset), players, target), Lineup(Mode.POINTS, tuple(characters)))

    def start_deal(self, code: str) -> SessionTable:
        """One hand dealt from a deal code ("Play this deal"), against the first characters of the list."""
        match, _seed = match_for_code(code)
        return self._play(match, Lineup(Mode.QUICK, default_characters(match.players)), deal=code)

    def start_campaign(self, match_id: str) -> SessionTable:
        """A campaign match at its venue's table, with the campaign's own rules."""
        plan = MATCHES[match_id]
        lineup = Lineup(Mode.CAMPAIGN, plan.characters, plan.id)
        table = self._play(plan.new_match(), lineup, venue_of(match_id).look)
        self._venue_card(match_id)
        return table

    def resume(self, mode: Mode) -> SessionTable | None:
        """The saved match of ``mode``, at the move it was left; None when there is none."""
        saved = self.saves.saved(mode)
        if saved is None:
            return None
        match_id = saved.lineup.campaign_match
        look = venue_of(match_id).look if match_id else "default"
        table = self._play(saved.match, saved.lineup, look, resume=saved.resume())
        if match_id:
            self._venue_card(match_id)
        return table

    def _venue_card(self, match_id: str) -> VenueCard:
        """The venue's title card over its table, which waits under it (entering a campaign match)."""
        venue = venue_of(match_id)
        card = VenueCard(self.app, _(venue.name), _(MATCHES[match_id].title), venue.look, self.style().scale)
        self.app.stack.push(card)
        return card

    def demo_table(self, stage: Backstage, rng: random.Random | None = None) -> SessionTable:
        """The title screen's table: easy characters in every seat (they think little), the default
        preset; its hands are kept nowhere (Recent hands and the statistics are the player's own).
        ``rng``: the generator it deals from, drawn before (None: ``table_rng`` now)."""
        rules = self.rules(self.settings.default_preset)
        players = 4 if rules.pairs else 3
        rng = rng or self.table_rng()
        cast = rng.sample([c.id for c in CHARACTERS if c.level == "easy"], players)
        seats = tuple(Seat(character(c).name, make_character_player(c), c) for c in cast)
        match = Match.new(rules, players, rules.default_target(players))
        plan = TablePlan(demo=True, aids=NO_AIDS, style=replace(self.style(), audio=None), backdrop=True)  # silently
        return SessionTable(stage, Sitting(seats, match, rng), self.pace(DEMO_SPEED), QuietHooks(), plan)
