"""Quick Round and Points Match setup: the preset, 2-4 players, the opponents, and the target.

With the ``partners`` preset there are always four players: the seat opposite the human
is their computer partner. The target of a Points Match starts at the player's default
(Settings) or the preset's own; the preset's own targets (RULES.md) are offered as they
are (the usual one, and a shorter or longer match), every other one is marked as a house rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.aids.practice import table_aids
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.domain.roster import CHARACTERS, character
from game.engine.rules import PRESETS, TARGET_CHOICES, DrawPolicy
from game.i18n import _, ngettext
from game.ui import theme
from game.ui.menus.base import MARK, MARK_GAP, MenuScene
from game.ui.menus.controls import Choice, Control, MenuButton
from game.ui.menus.dialogs import unless_saved
from game.ui.menus.rules import RulesScene, house_rule_name
from game.ui.menus.text import blit_fitted
from game.ui.session import default_characters

if TYPE_CHECKING:
    from game.ui.scene import Host as App
    from game.ui.session import Session


def level_name(level: str) -> str:
    return _("Easy") if level == "easy" else _("Hard")


class SetupScene(MenuScene):
    """Quick Round or Points Match: the rules, the players, who sits where and the target, then Start."""

    panel_width = 700
    row_height = 50
    row_gap = 8
    content_height = 26
    content_grows = True  # the summary's line
    pinned = (("start", "back"), ("rules",))  # how to begin (Start, Back beside it) always in sight under the rows
    list_gap = MARK + 2 * MARK_GAP  # the rows scroll: their "more" arrow keeps off the summary

    def __init__(self, app: App, session: Session, mode: Mode) -> None:
        self.mode = mode
        settings = session.settings
        self.preset = settings.default_preset
        rules = PRESETS[self.preset]
        self.players = rules.players[0]
        self.characters = list(default_characters(4))
        self.target = settings.target_for(rules, self.players)
        super().__init__(app, session)
        # Enter begins what the screen shows: on the Rules choice it stepped the rules instead (a
        # new player's second Enter from the title); the arrows go up to the choices.
        self.focus = self.controls.index(self.control("start"))

    def title(self) -> str:
        return _("Quick Round") if self.mode is Mode.QUICK else _("Points Match")

    # -- the choices -----------------------------------------------------------------------

    def _set_preset(self, name: str) -> None:
        """New rules; the player count stays unless they do not allow it or Partnership's
        fixed four are left, when the rules' own count comes back (as on a fresh screen)."""
        leaving_pairs = PRESETS[self.preset].pairs
        self.preset = name
        rules = PRESETS[name]
        if self.players not in rules.players or (leaving_pairs and not rules.pairs):
            self.players = rules.players[-1] if rules.pairs else rules.players[0]
        self.target = self.session.settings.target_for(rules, self.players)
        self.rebuild()

    def _set_players(self, players: int) -> None:
        self.players = players
        self.target = self.session.settings.target_for(PRESETS[self.preset], players)
        self.rebuild()

    def _put_character(self, seat: int, cid: str) -> None:
        self.characters[seat - 1] = cid

    def _seat_label(self, seat: int) -> str:
        if PRESETS[self.preset].pairs and seat == 2:
            return _("Partner")
        return _("Opponent {n}").format(n=seat if not PRESETS[self.preset].pairs else (1 if seat == 1 else 2))

    def _seat_detail(self, seat: int) -> str:
        """Who sits there, in a line; the first seat nobody takes says what would seat someone
        (said once: the rows under it stay short, so Start stays in sight)."""
        if seat < self.players:
            return character(self.characters[seat - 1]).blurb
        if seat > self.players:
            return ""
        if seat + 1 < max(PRESETS[self.preset].players):
            return _("Choose {n} players or more to seat someone here").format(n=seat + 1)
        return _("Choose {n} players to seat someone here").format(n=seat + 1)

    def _character_options(self, seat: int) -> list[tuple[str, str]]:
        """Every character not already seated elsewhere at this table (a seat nobody takes
        with fewer players says so)."""
        if seat >= self.players:
            return [("", ngettext("Nobody: {n} player", "Nobody: {n} players", self.players).format(n=self.players))]
        others = {c for i, c in enumerate(self.characters[: self.players - 1], start=1) if i != seat}
        return [(c.id, f"{c.name} · {level_name(c.level)}") for c in CHARACTERS if c.id not in others]

    def _player_options(self) -> list[tuple[int, str]]:
        rules = PRESETS[self.preset]
        if rules.pairs:
            return [(4, _("4, in two pairs"))]
        return [(p, str(p)) for p in rules.players]

    def _target_options(self) -> list[tuple[int, str]]:
        """The preset's own targets, its usual one marked; any other target is a house rule and says so."""
        rules = PRESETS[self.preset]
        usual = rules.default_target(self.players)

        def words(target: int) -> str:
            if target == usual:
                return _("{n} (usual)").format(n=target)
            if target in rules.target_choices:  # the preset's other target: a shorter or a longer match
                return (_("{n} (shorter)") if target < usual else _("{n} (longer)")).format(n=target)
            return _("{n} (house rule)").format(n=target)

        return [(t, words(t)) for t in TARGET_CHOICES]

    def build(self) -> list[Control]:
        controls: list[Control] = [
            Choice(
                "preset",
                lambda: _("Rules"),
                lambda: [(name, _(rules.title)) for name, rules in PRESETS.items()],
                lambda: self.preset,
                self._set_preset,
            ),
            Choice("players", lambda: _("Players"), self._player_options, lambda: self.players, self._set_players),
        ]
        for seat in range(1, 4):  # every seat, taken or not: the rows below never move with the rules
            controls.append(
                Choice(
                    f"seat{seat}",
                    lambda seat=seat: self._seat_label(seat),  # type: ignore[misc]
                    lambda seat=seat: self._character_options(seat),  # type: ignore[misc]
                    lambda seat=seat: self.characters[seat - 1],  # type: ignore[misc]
                    lambda cid, seat=seat: self._put_character(seat, cid),  # type: ignore[misc]
                    enabled=lambda seat=seat: seat < self.players,  # type: ignore[misc]
                    detail=lambda seat=seat: self._seat_detail(seat),  # type: ignore[misc]
                )
            )
        if self.mode is Mode.POINTS:
            controls.append(
                Choice("target", lambda: _("Target"), self._target_options, lambda: self.target, self._put_target)
            )
        controls += [  # in the order the eye meets them: the rules' page last above, then Start and Back beside it
            MenuButton(
                "rules",
                lambda: _("How to play these rules"),
                lambda: self.app.stack.push(RulesScene(self.app, self.session, self.preset)),
            ),
            MenuButton("start", lambda: _("Start"), self.start, detail=self.aids_words),
            MenuButton("back", lambda: _("Back"), self.back),
        ]
        return controls

    def aids_words(self) -> str:
        """Which aids the table these choices deal will offer, and why (the session's own ``table_aids``)."""
        rules = self.session.rules(self.preset)
        aids = table_aids(rules, Lineup(self.mode, tuple(self.characters[: self.players - 1])))
        if rules.open_hands:  # practice, every hand face up: nothing scored, every aid offered
            return _("Open hands (practice): hints, tracker and undo allowed; nothing is scored")
        if aids.undo:
            return _("Hints, tracker and undo allowed: nothing is at stake against Easy opponents")
        if self.mode is Mode.QUICK:
            return _("Hints and tracker allowed; undo only when every opponent is Easy")
        return _("Hints and tracker allowed; no undo: the score counts")

    def _put_target(self, target: int) -> None:
        self.target = target

    # -- starting ------------------------------------------------------------------------

    def start(self) -> None:
        chosen = tuple(self.characters[: self.players - 1])
        if self.mode is Mode.QUICK:
            self._make_way()
            self.session.start_quick(self.preset, self.players, chosen)
            return

        def go() -> None:
            self._make_way()
            self.session.start_points(self.preset, self.players, chosen, self.target)

        unless_saved(self.session, Mode.POINTS, go)

    def _make_way(self) -> None:
        """The table takes this screen's place, so leaving it lands on the title (#26 defect 14)."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def summary(self) -> str:
        """The deal these choices give, and the house rules in force."""
        rules = self.session.rules(self.preset)
        size = rules.hand_size(self.players)
        left = 28 - size * self.players
        deal = ngettext("{n} tile each", "{n} tiles each", size).format(n=size)
        if left and rules.draw is not DrawPolicy.NONE:
            deal += " · " + ngettext("{n} in the boneyard", "{n} in the boneyard", left).format(n=left)
        house = ", ".join(house_rule_name(name) for name in sorted(rules.options))
        extra = _("House rules: {names}").format(names=house) if house else _("No house rules (Settings)")
        return f"{deal} · {extra}"

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        blit_fitted(surface, self.summary(), area, self.small_px(16), theme.TEXT_DIM)
