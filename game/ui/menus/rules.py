"""The Rules screen: the basics, each preset, and the house rules, in our own words.

Where the rule guides are silent the game had to choose; those places say "Our choice".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.engine.rules import PRESETS
from game.i18n import N_, _
from game.ui import theme
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Button, Choice, Control
from game.ui.menus.text import blit_fitted

if TYPE_CHECKING:
    from game.ui.host import Host as App
    from game.ui.session import Session

BASICS: Final = "basics"
HOUSE: Final = "house"

HOUSE_RULE_NAMES: Final = {
    "draw_one": N_("Draw one tile only"),
    "reserve_two": N_("Keep two tiles back"),
    "hand_size_8_minus": N_("Deal 8 minus players"),
    "no_double_redeal": N_("No double: redeal"),
    "no_double_heaviest": N_("No double: heaviest opens"),
    "block_full_sum": N_("Blocked: full sum"),
    "open_hands": N_("Open hands (practice)"),
}

HOUSE_RULE_TEXT: Final = {
    "draw_one": N_("With nothing to play you draw a single tile; if it does not fit either, you pass."),
    "reserve_two": N_("In a two-player draw game the last two tiles of the boneyard stay where they are."),
    "hand_size_8_minus": N_("Each player gets 8 tiles minus the number of players: 6, 5 or 4."),
    "no_double_redeal": N_("Classic Draw: when nobody holds a double the tiles are dealt again."),
    "no_double_heaviest": N_("Where a missing double means a redeal, the heaviest tile opens instead."),
    "block_full_sum": N_("The winner of a blocked hand scores the others' whole totals, nothing subtracted."),
    "open_hands": N_("Practice: every hand is played face up and nothing is scored."),
}

_TEXTS: Final[dict[str, tuple[str, ...]]] = {
    BASICS: (
        N_("A double-six set has 28 tiles, from 0-0 to 6-6. A tile's pips are the sum of its two halves."),
        N_(
            "Tiles are laid in one line with two open ends. A tile goes on an open end with the matching half touching it."
        ),
        N_(
            "Doubles lie crosswise; they do not branch and give no extra turn. One tile per turn; play passes to the left."
        ),
        N_(
            "A hand ends in a domino (someone plays their last tile) or blocked (nobody can play). Then the lightest hand usually wins."
        ),
        N_("A Quick Round is one hand. A Points Match is played hand after hand until someone reaches the target."),
    ),
    "classic": (
        N_("2 or 3 players get 7 tiles each, 4 players 5 each; the rest is the boneyard."),
        N_(
            "The highest double opens the hand. With no double out, the heaviest tile opens (a tie goes to the higher half)."
        ),
        N_(
            "No tile to play: draw from the boneyard until one fits, then play it. Holding a playable tile, you may not draw."
        ),
        N_("Domino: the winner scores every pip left in the opponents' hands."),
        N_(
            "Blocked: the lightest hand wins and scores the others' pips minus its own. A tie for lightest scores nothing."
        ),
        N_("Points Match to 50 or 100."),
    ),
    "block": (
        N_(
            "2 players get 7 tiles each, 3 or 4 players 5 each. The undealt tiles stay out of play: there is no drawing."
        ),
        N_(
            "The first starter is chosen by lot (the heaviest tile drawn) and may open with any tile; then the start moves one seat left."
        ),
        N_("No tile fits: pass. Holding a tile that fits, you must play."),
        N_(
            "The lightest hand wins and scores all the other hands' pips minus its own, once. A tie for lightest scores nothing."
        ),
        N_("Target 100 with 2 players, 61 with 3 or 4."),
    ),
    "draw-pagat": (
        N_("2 or 3 players get 7 tiles each, 4 players 6 each. The last 2 tiles of the boneyard are never drawn."),
        N_("You may draw even when a tile fits, and keep drawing, but your turn ends only by playing a tile."),
        N_("With nothing playable you must draw down to the last 2 tiles; only then may you pass."),
        N_("Start, scoring and targets as in Block."),
    ),
    "tactic121": (
        N_("2 players get 7 tiles each, 3 or 4 players 5 each. No drawing: pass when nothing fits."),
        N_("The first starter is chosen by lot: a double drawn beats any other tile. Our choice: a tie draws again."),
        N_(
            "Our choice: within a game the start moves one seat left each hand. The winner of a game starts the next one."
        ),
        N_(
            "The lightest hand wins and scores every pip left on the table, its own included. Our reading: going out also ends the hand."
        ),
        N_("Our choice: a tie for lightest scores nothing. Target 121."),
    ),
    "allfives": (
        N_("A draw game as Classic Draw: 2 players get 7 tiles, 3 or 4 players 5 each."),
        N_(
            "After each tile add up both open ends (a double at an end counts both halves). A multiple of 5 is scored at once."
        ),
        N_("The first tile alone counts its own pips: 5-5 scores 10."),
        N_(
            "At the end of the hand the winner also scores the others' pips rounded to the nearest 5. Our choice: a blocked tie gives no bonus."
        ),
        N_(
            "The highest double opens the first hand (no double: a redeal); later hands are opened by the last winner, with any tile."
        ),
        N_("Target 100 or 150."),
    ),
    "penalty": (
        N_("Dealt and played as All Fives, without scoring during the hand."),
        N_("At the end of every hand each player adds their own pips to their own score."),
        N_(
            "When someone reaches the limit (150, or 100) the lowest score wins. Our choice: a tie for lowest plays on, hand by hand."
        ),
    ),
    "partners": (
        N_("Four players in two pairs, partners sitting opposite. 7 tiles each: all 28 are dealt, nobody draws."),
        N_(
            "The highest double opens the first hand; later, whoever went out (or the lighter hand of the winning pair) opens."
        ),
        N_(
            "Domino: the winning pair scores the pips left in the other pair's hands. Blocked: the lighter pair wins them."
        ),
        N_("Our choice: equal pair totals score nothing. Target 100 or 150. Your partner is played by the computer."),
    ),
}


def house_rule_name(name: str) -> str:
    return _(HOUSE_RULE_NAMES[name])


def rules_text(page: str) -> str:
    """A page of the Rules screen: the basics, one preset, or the house rules."""
    if page == HOUSE:
        lines = [f"{_(HOUSE_RULE_NAMES[n])}: {_(text)}" for n, text in HOUSE_RULE_TEXT.items()]
        lines.append(_("House rules are switched on in Settings; the Campaign plays its own rules."))
    else:
        lines = [_(line) for line in _TEXTS[page]]
    return "\n\n".join(f"• {line}" for line in lines)


def page_title(page: str) -> str:
    if page == BASICS:
        return _("The basics")
    if page == HOUSE:
        return _("House rules")
    return _(PRESETS[page].title)


class RulesScene(MenuScene):
    panel_width = 1000
    row_height = 46
    content_height = 430

    def __init__(self, app: App, session: Session, page: str = BASICS) -> None:
        self.page = page if page in _TEXTS or page == HOUSE else BASICS
        super().__init__(app, session)

    def title(self) -> str:
        return _("Rules")

    def build(self) -> list[Control]:
        return [
            Choice("page", lambda: _("Show"), self._pages, lambda: self.page, self._show),
            Button("back", lambda: _("Back"), self.back),
        ]

    def _pages(self) -> list[tuple[str, str]]:
        return [(p, page_title(p)) for p in (BASICS, *PRESETS, HOUSE)]

    def _show(self, page: str) -> None:
        self.page = page

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        heading = pygame.Rect(area.x, area.y, area.w, self.px(34))
        blit_fitted(surface, page_title(self.page), heading, self.px(26), theme.GLOW, bold=True, anchor="midleft")
        body = pygame.Rect(area.x, heading.bottom + self.px(8), area.w, area.h - heading.h - self.px(8))
        blit_fitted(
            surface, rules_text(self.page), body, self.px(19), theme.TEXT, anchor="topleft", align=pygame.FONT_LEFT
        )
