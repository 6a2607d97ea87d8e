"""The first start's language card: before the tutorial, the five languages by their own names.

The system's locale only guesses (an English system, or none, for a player who reads Greek), so
the first start asks once: the guess is marked and has the focus, so Enter (or Esc) keeps it;
the arrows and Enter, or a click, pick another. The choice is saved like the Settings row's and
the whole game turns to it at once; then the tutorial opens, in that language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import LANGUAGE_NAMES, LANGUAGES, _, current_language
from game.ui import theme
from game.ui.menus.controls import Control, MenuButton
from game.ui.menus.dialogs import Dialog
from game.ui.menus.text import line_height

if TYPE_CHECKING:
    from game.ui.session import Session


def _named(code: str) -> Callable[[], str]:
    """A language's own name, whatever the current language (a label is read at every frame)."""
    return lambda: LANGUAGE_NAMES[code]


class LanguageButton(MenuButton):
    """A language by its own name, with a tick at its left while it is the game's language."""

    def __init__(self, code: str, on_press: Callable[[], None]) -> None:
        super().__init__(code, _named(code), on_press)

    def draw(self, surface: pygame.Surface, px: int, *, focused: bool, hover: bool, pressed: bool = False) -> None:
        self.inset = self.rect.h // 2  # the words keep clear of the tick, and centred
        super().draw(surface, px, focused=focused, hover=hover, pressed=pressed)
        if self.key == current_language():
            size = self.rect.h // 3
            x, y = self.rect.x + self.rect.h // 3, self.rect.centery
            tick = [(x, y), (x + size // 3, y + size // 3), (x + size, y - size // 2)]
            pygame.draw.lines(surface, theme.BUTTON_TEXT, closed=False, points=tick, width=max(2, size // 5))


class LanguageCard(Dialog):
    """The five languages, one per row; the one picked is saved and applied, then ``then`` runs."""

    panel_width = 460
    row_height = 40
    row_gap = 6

    def __init__(self, session: Session, then: Callable[[], None]) -> None:
        self.then = then
        choices = [(code, _named(code), self._pick(code)) for code in LANGUAGES]
        super().__init__(session, lambda: _("Language"), lambda: _("You can change it later in Settings."), choices)
        self.focus = LANGUAGES.index(current_language())

    def build(self) -> list[Control]:
        return [LanguageButton(key, self._answer(act)) for key, _label, act in self.choices]

    def _pick(self, code: str) -> Callable[[], None]:
        return lambda: self._choose(code)

    def _choose(self, code: str) -> None:
        self.session.change(language=code)  # saved even when kept: the system's guess no longer decides
        self.then()

    def back(self) -> None:
        """Esc keeps the language shown and goes on, as Enter on it would."""
        self._answer(lambda: self._choose(current_language()))()

    def footer(self) -> str:
        return _("Arrows choose · Enter selects")

    def row_px(self, control: Control) -> int:
        """As in any menu, but no taller than lets all five rows be seen at once (at 200% the
        first or the last was scrolled away), never so low that the name touches the edge."""
        count, gap = len(self.controls), self.px(self.row_gap)
        room = (self.list_area.h - (count - 1) * gap) // count
        least = control.words_height(control.text_px) + 2 * self.px(4 * self.text_scale)
        return max(least, min(super().row_px(control), room))

    @property
    def footer_height(self) -> int:
        """One line (it is short in every language): at 200% the five rows need the room."""
        return max(self.px(30), line_height(self.small_px(15)) + self.px(4))
