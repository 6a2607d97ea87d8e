"""The Rules screen: the basics, each preset, and the house rules, in our own words.

Where the rule guides are silent the game had to choose; those places say "In this game", the game
speaking, not its makers.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

import pygame

from game.aids.review import marks_note
from game.engine.rules import PRESETS
from game.i18n import N_, _
from game.ui import theme
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Choice, Control, MenuButton
from game.ui.menus.text import blit_fitted, line_height, wrapped_lines

if TYPE_CHECKING:
    from game.ui.scene import Host as App
    from game.ui.session import Session

BASICS: Final = "basics"
HOUSE: Final = "house"
REVIEW: Final = "review"

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
    "no_double_heaviest": N_(
        "Where a missing double means a redeal, the heaviest tile opens "
        "instead (a tie on total goes to the higher half)."
    ),
    "block_full_sum": N_("The winner of a blocked hand scores the others' whole totals, nothing subtracted."),
    "open_hands": N_("Practice: every hand is played face up and nothing is scored."),
}

_TEXTS: Final[dict[str, tuple[str, ...]]] = {
    BASICS: (
        N_(
            "A double-six set has 28 tiles, from 0-0 to 6-6. A tile's pips are the sum of its two halves; "
            "a blank half is 0 and matches only a blank."
        ),
        N_(
            "Tiles are laid in one line with two open ends. A tile goes on "
            "an open end with the matching half touching it."
        ),
        N_(
            "Doubles lie crosswise; they do not branch and give no extra "
            "turn. One tile per turn; play passes to the left."
        ),
        N_(
            "A hand ends in a domino (someone plays their last tile) or blocked (nobody can play). "
            "Then each hand's pips are counted: 6-6 counts 12."
        ),
        N_(
            "A Quick Round is one hand. A Points Match is played hand after hand until someone reaches the target "
            "at the end of a hand."
        ),
        N_(
            "In this game: if two or more share the top score at or past "
            "the target, play goes on until one leads alone."
        ),
    ),
    "classic": (
        N_("2 or 3 players get 7 tiles each, 4 players 5 each; the rest is the boneyard."),
        N_(
            "Every hand: the highest double opens, with that double. With no double out, the heaviest tile opens "
            "(a tie on total goes to the higher half)."
        ),
        N_(
            "No tile to play: draw from the boneyard one tile at a time until one fits, then play it. "
            "Holding a playable tile, you may not draw. Boneyard empty and nothing playable: pass. "
            "The whole boneyard may be drawn."
        ),
        N_("Domino: the winner scores every pip left in the opponents' hands."),
        N_(
            "Blocked: the lowest total wins and scores the others' pips minus its own, once "
            "(2 players: the difference, so 6 against 18 scores 12). A tie for lowest: nobody scores."
        ),
        N_("Target: 100 (the default) or 50."),
    ),
    "block": (
        N_(
            "2 players get 7 tiles each, 3 or 4 players 5 each. The undealt tiles stay face down, out of play: "
            "there is no drawing."
        ),
        N_(
            "The first starter is chosen by lot: everyone draws a tile, the highest total starts, players tied for "
            "highest draw again. The starter may open with any tile."
        ),
        N_("Later hands: the start moves one seat to the left, whoever won."),
        N_("No tile fits: pass. Holding a tile that fits, you must play."),
        N_(
            "Domino or blocked, the lowest total wins (0 after a domino) and scores all the other hands' pips "
            "minus its own, once. The others score 0. A tie for lowest: nobody scores."
        ),
        N_("Target: 100 with 2 players, 61 with 3 or 4."),
    ),
    "draw-pagat": (
        N_("2 or 3 players get 7 tiles each, 4 players 6 each. The last 2 tiles of the boneyard are never drawn."),
        N_(
            "You may draw even when a tile fits, and keep drawing after one comes. Your turn ends by playing a tile, "
            "unless only the 2 reserved tiles remain and nothing fits: then pass."
        ),
        N_("With nothing playable you must draw down to the last 2 tiles before you pass."),
        N_("The opener's first turn is like any other: the opener, too, may draw before laying the first tile."),
        N_("Start, scoring and targets as in Block. Target: 100 with 2 players, 61 with 3 or 4."),
    ),
    "tactic121": (
        N_("2 players get 7 tiles each, 3 or 4 players 5 each. No drawing: pass when nothing fits."),
        N_(
            "The first starter is chosen by lot: everyone draws a tile, a double beats any other tile and a higher "
            "double beats a lower one; with no double drawn, the highest pip "
            "total starts. In this game: a tie draws again."
        ),
        N_(
            "The starter opens with any tile. In this game: within a game "
            "the start moves one seat to the left each hand. "
            "The winner of a game starts the next one, with any tile and no lots."
        ),
        N_(
            "The lowest total wins and scores every pip left on the table, its own included (4, 9 and 12 score 25). "
            "In this game: going out also ends the hand."
        ),
        N_("In this game: a tie for lowest: nobody scores. Target: 121."),
    ),
    "allfives": (
        N_("A draw game: 2 players get 7 tiles each, 3 or 4 players 5 each; drawing as in Classic Draw."),
        N_(
            "After each tile add up both open ends; a double at an end counts both halves (6-6 and a 3 make 15). "
            "A multiple of 5 is scored at once by whoever laid the tile."
        ),
        N_("The first tile alone counts its own pips: 5-5 scores 10, 2-3 scores 5."),
        N_(
            "At the end of the hand the winner (out first, or the lowest total when blocked) also scores the others' "
            "pips rounded to the nearest 5: 12 gives 10, 13 gives 15. In this "
            "game: a blocked tie for lowest gives no end bonus."
        ),
        N_(
            "The highest double opens the first hand, with that double (no double: a redeal). Later hands are opened "
            "by the last hand's winner, with any tile; after a hand nobody "
            "won, the opener is found as in the first hand."
        ),
        N_("Target: 100 (the default) or 150; points made during the hand count."),
    ),
    "penalty": (
        N_("Dealt, opened and drawn as in All Fives, without scoring during the hand."),
        N_("At the end of every hand each player adds their own pips to their own score."),
        N_(
            "Limit: 150 (the default) or 100. When someone reaches it, the lowest score wins. "
            "In this game: a tie for lowest plays on, hand by hand."
        ),
    ),
    "partners": (
        N_(
            "Four players in two pairs, partners sitting opposite. 7 tiles each: all 28 are dealt, nobody draws. "
            "Pass when nothing fits."
        ),
        N_(
            "The highest double opens the first hand, with that double. Later, whoever went out opens, with any tile; "
            "after a blocked win, the player of the winning pair with fewer pips (equal pips: you, or the opponent "
            "on your left). After a tied hand, as in the first hand."
        ),
        N_(
            "Domino: the winning pair scores the pips left in the other "
            "pair's hands. Blocked: the pair with fewer pips "
            "wins and scores the other pair's pips."
        ),
        N_(
            "In this game: equal pair totals: nobody scores. Target: 100 (the default) or 150. "
            "Your partner is played by the computer."
        ),
    ),
}


def house_rule_name(name: str) -> str:
    return _(HOUSE_RULE_NAMES[name])


def rules_text(page: str) -> str:
    """A page of the Rules screen: the basics, one preset, or the house rules."""
    if page == HOUSE:
        lines = [f"{_(HOUSE_RULE_NAMES[n])} — {_(text)}" for n, text in HOUSE_RULE_TEXT.items()]  # names hold colons
        lines.append(
            _(
                "Targets: each rule set offers its own; 50, 61, 100, 121, 150 or 200 for any rules is a house rule, "
                "chosen in Settings (Default target) or when setting up a match."
            )
        )
        lines.append(_("House rules are switched on in Settings; the Campaign plays its own rules."))
    elif page == REVIEW:
        lines = [
            _(
                'After a hand, "Review this hand" grades each of your decisions from what you could see at that '
                "moment: the best move, yours, and what yours cost on average."
            ),
            marks_note(),
        ]
    else:
        lines = [_(line) for line in _TEXTS[page]]
    return "\n\n".join(f"• {line}" for line in lines)


def page_title(page: str) -> str:
    if page == BASICS:
        return _("The basics")
    if page == HOUSE:
        return _("House rules")
    if page == REVIEW:
        return _("Hand review")
    return _(PRESETS[page].title)


class RulesScene(MenuScene):
    """The rules, a page at a time (the basics, each preset, the house rules, the hand review), scrolled when long."""

    panel_width = 1000
    row_height = 46
    content_height = 430
    content_grows = True  # its words grow with the text setting, as the buttons do

    def __init__(self, app: App, session: Session, page: str = BASICS) -> None:
        self.page = page if page in _TEXTS or page in (HOUSE, REVIEW) else BASICS
        super().__init__(app, session)

    def title(self) -> str:
        return _("Rules")

    def build(self) -> list[Control]:
        return [
            Choice("page", lambda: _("Show"), self._pages, lambda: self.page, self._show),
            MenuButton("back", lambda: _("Back"), self.back),
        ]

    def _pages(self) -> list[tuple[str, str]]:
        return [(p, page_title(p)) for p in (BASICS, *PRESETS, HOUSE, REVIEW)]

    def _show(self, page: str) -> None:
        self.page = page
        self.content_scroll = 0

    def heading_height(self) -> int:
        return max(self.px(34), line_height(self.text_px(26), bold=True))

    def _body(self) -> pygame.Rect:
        area = self.content_area
        top = area.y + self.heading_height() + self.px(8)
        return pygame.Rect(area.x, top, area.w, area.bottom - top - self.px(16))  # under it, room for the "more" mark

    def body_lines(self) -> tuple[int, tuple[str, ...]]:
        """(px, lines) of the page's text: one size for every page (a long page was set smaller,
        #26 defect 13), the design's at the text setting, never under the readable size; a long page scrolls."""
        px = max(math.ceil(SMALLEST_TEXT * self.text_scale), self.px(19 * self.text_scale))
        return px, wrapped_lines(rules_text(self.page), px, self._body().w)

    def content_rows(self) -> tuple[int, int]:
        px, lines = self.body_lines()
        return len(lines), max(1, self._body().h // line_height(px))

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        heading = pygame.Rect(area.x, area.y, area.w, self.heading_height())
        blit_fitted(surface, page_title(self.page), heading, self.text_px(26), theme.GLOW, bold=True, anchor="midleft")
        body, (px, lines) = self._body(), self.body_lines()
        step, shown = line_height(px), self.content_rows()[1]
        for i, line in enumerate(lines[self.content_scroll : self.content_scroll + shown]):
            box = pygame.Rect(body.x, body.y + i * step, body.w, step)
            blit_fitted(surface, line, box, px, theme.TEXT, anchor="midleft", align=pygame.FONT_LEFT)
        self.draw_scroll_marks(surface, body, self.content_more())
