"""The hand-end panel folded away, where no readable panel finds room off the line of play or
the player's own tiles (a small window at 200%): a handle in the panel's corner folds it down to
a tab with the hand's title, so the final board and every hand show whole; the tab, or any key,
brings the panel back. H folds it from the keyboard. Where the panel leaves them in view there
is no handle: nothing to fold.
"""

from __future__ import annotations

import pygame

from game.ui import layout_items, skin, theme
from game.ui.menus.text import blit_fitted

FOLD_KEY = pygame.K_h


def chevron(surface: pygame.Surface, box: pygame.Rect, *, down: bool, colour: theme.Color = theme.GOLD) -> None:
    """A chevron in ``box`` (gold on the wood, dark on a brass button), pointing down (fold away)
    or up (bring back)."""
    w, h = box.w * 3 // 5, box.h * 3 // 10
    top, bottom = box.centery - h // 2, box.centery + h // 2
    tip, wings = (bottom, top) if down else (top, bottom)
    points = [(box.centerx - w // 2, wings), (box.centerx, tip), (box.centerx + w // 2, wings)]
    pygame.draw.lines(surface, colour, False, points, max(2, box.h // 9))  # noqa: FBT003  (pygame's own argument)


def clicked(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    """A left click released inside ``rect`` (as a button's click)."""
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rect.collidepoint(event.pos)


class FoldTab:
    """Whether the panel is folded, where its handle and its folded tab stand, and the input
    that folds and unfolds it. The scene places it once per size (``place``)."""

    def __init__(self) -> None:
        self.folded = False
        self.handle: pygame.Rect | None = None  # on the panel; None: the panel leaves the line in view
        self.tab = pygame.Rect(0, 0, 0, 0)  # the folded panel, off the line

    def place(self, handle: pygame.Rect | None, tab: pygame.Rect) -> None:
        """Where the handle stands on the panel (None: no fold) and where the tab stands folded."""
        self.handle, self.tab = handle, tab
        if handle is None:
            self.folded = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Fold or unfold on this event; True when the event was the fold's (the panel's buttons
        then do nothing with it: folded, they are away)."""
        if self.handle is None:
            return False
        if self.folded:
            if event.type == pygame.KEYDOWN or clicked(event, self.tab):
                self.folded = False
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if clicked(event, self.handle) or (event.type == pygame.KEYDOWN and event.key == FOLD_KEY):
            self.folded = True
            return True
        return False

    def draw_handle(self, surface: pygame.Surface) -> None:
        """The handle on the unfolded panel: a chevron pointing down, the way the panel goes."""
        if self.handle is None:
            return
        skin.button(self.handle.size).blit(surface, self.handle)
        chevron(surface, self.handle, down=True, colour=theme.BUTTON_TEXT)
        layout_items.note_control(surface, self.handle, "fold")

    def draw_tab(self, surface: pygame.Surface, title: str, px: int) -> None:
        """The folded panel: the hand's title beside a chevron pointing up, the way it comes back."""
        tab = self.tab
        plate = skin.plaque(tab.size, tab.h // 4, skin.Trim(theme.GOLD, max(1, tab.h // 16), max(2, tab.h // 10)))
        plate.blit(surface, tab)
        with layout_items.inside(tab, layout_items.measured_alpha(plate.picture), name="folded hand end"):
            chevron(surface, pygame.Rect(tab.x, tab.y, tab.h, tab.h), down=False)
            words = pygame.Rect(tab.x + tab.h, tab.y, tab.w - tab.h - tab.h // 3, tab.h)
            blit_fitted(surface, title, words, px, theme.GOLD, bold=True, anchor="midleft", align=pygame.FONT_LEFT)
            layout_items.note_control(surface, tab, "unfold")
