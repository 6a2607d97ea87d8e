"""Small questions over whatever is on screen: leave the match?, resume the saved one?

A dialog is a menu drawn over the scene under it with a veil; Esc answers "no" (or "not now").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.domain.campaign import MATCHES
from game.domain.modes import Mode
from game.engine.rules import PRESETS
from game.fonts import font
from game.i18n import _
from game.persist.match_save import SavedMatch
from game.ui import layout_items, theme
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Control, MenuButton
from game.ui.menus.text import blit_fitted

if TYPE_CHECKING:
    from game.ui.session import Session

Label = Callable[[], str]


class Dialog(MenuScene):
    """A question over the screen under it, with a button for each answer."""

    opaque = False
    panel_width = 620
    row_height = 48
    content_height = 110
    panel_alpha = 255  # nothing behind shows through the question
    veil_alpha = 225  # what is behind is dimmed past reading

    def __init__(
        self, session: Session, heading: Label, message: Label, choices: list[tuple[str, Label, Callable[[], None]]]
    ) -> None:
        """``choices`` are (key, label, action); the dialog closes itself before the action runs."""
        self.heading = heading
        self.message = message
        self.choices = choices
        super().__init__(session.app, session)

    def title(self) -> str:
        return self.heading()

    def build(self) -> list[Control]:
        return [MenuButton(key, label, self._answer(act)) for key, label, act in self.choices]

    def _answer(self, act: Callable[[], None]) -> Callable[[], None]:
        def answer() -> None:
            if self.app.stack.top is self:
                self.app.stack.pop()
            act()

        return answer

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        rows = len(self.choices)
        row = self.px(self.row_height * self.text_scale) + self.px(self.row_gap)
        message = min(self.px(self.content_height * self.text_scale), self._message_height())
        height = self.px(86 + 20) + message + self.footer_height + self.px(14) + rows * row
        top = self.panel.y  # below the notice band
        self.panel.h = min(self.panel.h, height)
        self.panel.y = max(top, (size[1] - self.panel.h) // 2)
        self.content_area.y = self.panel.y + self.px(86)
        self.content_area.h = min(message, self.panel.h // 3)
        self.list_area.y = self.content_area.bottom + self.px(10)
        self.list_area.h = self.panel.bottom - self.px(14) - self.footer_height - self.list_area.y
        self.layout_controls()
        self._keep_focus_visible()

    def _message_height(self) -> int:
        """What the message needs, wrapped to the panel's width (a short one leaves room for the buttons)."""
        face = font(self.text_px(20))
        width = max(1, self.content_area.w)
        lines = sum(max(1, -(-face.size(line)[0] // width)) for line in self.message().split("\n"))
        return lines * face.get_linesize() + self.px(16)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, self.veil_alpha))
        surface.blit(veil, (0, 0))
        layout_items.note(layout_items.LayoutItem("veil", surface.get_rect(), alpha=self.veil_alpha, name="modal"))

    def draw_content(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        blit_fitted(surface, self.message(), area, self.text_px(20), theme.TEXT, align=pygame.FONT_CENTER)

    def footer(self) -> str:
        return _("Esc: close")


@dataclass(frozen=True)
class Question:
    """The words of a yes/no question: its heading and message, and the two answers' labels."""

    heading: Label
    message: Label
    yes: Label
    no: Label


def confirm(session: Session, question: Question, on_yes: Callable[[], None], *, careful: bool = False) -> Dialog:
    """A yes/no question; No (or Esc) just closes it. ``careful``: Yes ends or gives up something
    (the table, a saved match), so the question starts on No and a hurried Enter changes nothing."""
    choices = [("yes", question.yes, on_yes), ("no", question.no, lambda: None)]
    dialog = Dialog(session, question.heading, question.message, choices)
    if careful:
        dialog.focus = 1
    return dialog


def confirm_leave(session: Session, *, saved: bool) -> Dialog:
    """Esc on the table: leaving a Points Match or Campaign match keeps it; a Quick Round is lost.
    Either way it starts on "Keep playing": Enter after an accidental Esc must not leave."""
    app = session.app

    def leave() -> None:
        app.stack.pop()  # the table (the dialog is already closed)

    def message() -> str:
        if saved:
            return _("Your match is saved at this move: you can continue it the next time you start.")
        return _("This round will not be finished or counted.")

    question = Question(lambda: _("Leave the table?"), message, lambda: _("Leave"), lambda: _("Keep playing"))
    return confirm(session, question, leave, careful=True)


def unless_saved(session: Session, mode: Mode, go: Callable[[], None]) -> None:
    """Start a match of ``mode``, which replaces the saved one of that mode: at once when there
    is none, else after asking (a Quick Round replaces nothing)."""
    saved = session.saves.saved(mode)
    if saved is None:
        go()
        return

    def message() -> str:
        return f"{describe_saved(saved)}\n{_('Your saved match will be given up. It does not count as lost.')}"

    question = Question(lambda: _("Start a new match?"), message, lambda: _("Start"), lambda: _("Keep it"))
    session.app.stack.push(confirm(session, question, go, careful=True))


def describe_saved(saved: SavedMatch) -> str:
    """One line about a saved match: which one, the score and the hand, as it resumes."""
    match = saved.standing
    campaign = saved.lineup.campaign_match
    if saved.lineup.mode is Mode.CAMPAIGN and campaign is not None and campaign in MATCHES:
        what = _("Campaign: {title}").format(title=_(MATCHES[campaign].title))
    else:
        what = _("Points Match: {rules} to {target}").format(
            rules=_(PRESETS[match.rules.name].title), target=match.target
        )
    scores = " – ".join(str(s) for s in match.scores)
    return _("{what}. Hand {n}, score {scores}.").format(what=what, n=match.hand_number, scores=scores)


def continue_label(mode: Mode) -> Label:
    """The choice that resumes the saved match of ``mode`` when two are saved."""
    if mode is Mode.CAMPAIGN:
        return lambda: _("Continue the Campaign match")
    return lambda: _("Continue the Points Match")


def resume_prompt(session: Session) -> Dialog:
    """At start, or Continue on the title: continue a saved match (either, when two are saved),
    give up the only one, or decide later."""
    saves = session.saves
    saved = saves.saved_matches()

    def go_on(mode: Mode) -> Callable[[], None]:
        def resume() -> None:
            session.resume(mode)

        return resume

    def message() -> str:
        return "\n".join(describe_saved(s) for s in saves.saved_matches())

    if len(saved) == 1:
        mode = saved[0].lineup.mode

        def give_up() -> None:
            session.app.stack.push(
                confirm(
                    session,
                    Question(
                        lambda: _("Give up the saved match?"),
                        lambda: _("It will be gone for good. It does not count as lost."),
                        lambda: _("Give it up"),
                        lambda: _("Keep it"),
                    ),
                    lambda: saves.discard_match(mode),
                    careful=True,
                )
            )

        choices = [("continue", lambda: _("Continue"), go_on(mode)), ("discard", lambda: _("Give it up"), give_up)]
    else:
        modes = [s.lineup.mode for s in saved]
        choices = [(f"continue-{mode.value}", continue_label(mode), go_on(mode)) for mode in modes]
    later = ("later", lambda: _("Not now"), lambda: None)
    return Dialog(session, lambda: _("Continue your match?"), message, [*choices, later])


def campaign_card_prompt(session: Session, saved: SavedMatch, start_afresh: Callable[[], None]) -> Dialog:
    """A campaign match that is saved, chosen on its card: continue it, or start it again (asked)."""

    def resume() -> None:
        session.resume(Mode.CAMPAIGN)

    return Dialog(
        session,
        lambda: _("Continue your match?"),
        lambda: describe_saved(saved),
        [
            ("continue", lambda: _("Continue"), resume),
            ("afresh", lambda: _("Start afresh"), lambda: unless_saved(session, Mode.CAMPAIGN, start_afresh)),
            ("back", lambda: _("Back"), lambda: None),
        ],
    )
