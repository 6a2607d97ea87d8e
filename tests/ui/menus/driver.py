"""Drives the whole game as a player would: posted mouse and keyboard events, one frame at a time."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame

from game.ai.players import Player
from game.devtools.audit import headless_game
from game.engine.actions import Action, Draw, Pass, Play
from game.engine.observe import observe
from game.ui import layout_items
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Control
from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.scenes.match_end import MatchEndScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.venue_card import VenueCard
from game.ui.session import SessionTable

END_SCREENS = (HandEndScene, MatchEndScene)
DT = 0.02
FRAME_LIMIT = 20_000


class Driver:
    """A whole game run headless from its title, driven by key presses and clicks as a player would."""

    def __init__(
        self, data_dir: Path, size: tuple[int, int] = (1280, 720), seed: int = 7, *, first_start: bool = False
    ) -> None:
        """``first_start`` False: a data folder without settings gets ones with the tutorial done, as a
        player who has played before has, so the game opens on the title as these flows expect."""
        self.data_dir = data_dir
        self.app, self.session = headless_game(data_dir, size, seed, first_start=first_start)
        self.frames(2)

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(DT)

    def until(self, done: Callable[[], bool], what: str, limit: int = FRAME_LIMIT) -> None:
        for _ in range(limit):
            if done():
                return
            self.app.step(DT)
        raise AssertionError(f"gave up waiting for {what}; the top scene is {type(self.top).__name__}")

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)
        self.frames()

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))

    def click(self, pos: tuple[int, int]) -> None:
        self.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        )

    def menu(self) -> MenuScene:
        top = self.top
        assert isinstance(top, MenuScene), f"expected a menu, the top scene is {type(top).__name__}"
        return top

    def focus(self, key: str) -> Control:
        """Tab down to the control named ``key`` (the menu scrolls it into view)."""
        menu = self.menu()
        control = menu.control(key)
        for _ in range(len(menu.controls)):
            if menu.controls[menu.focus] is control:
                return control
            self.key(pygame.K_TAB)
        raise AssertionError(f"Tab never reached {key}")

    def press(self, key: str) -> None:
        """Click the control named ``key`` on the menu at the top (scrolled into view first);
        a venue's title card that comes up (entering a campaign match) is skipped with a key."""
        self.click(self.focus(key).rect.center)
        if isinstance(self.top, VenueCard):
            card = self.top
            self.key(pygame.K_SPACE)
            self.until(lambda: self.top is not card, "the venue card to go")

    def choose(self, key: str, value: str) -> None:
        """Step a choice with the Right arrow key until it shows ``value`` (back with Left once a
        scale stops at its end)."""
        control = self.focus(key)
        arrow = pygame.K_RIGHT
        for _ in range(40):
            if control.value() == value:
                return
            shown = control.value()
            self.key(arrow)
            if control.value() == shown:
                arrow = pygame.K_LEFT
        raise AssertionError(f"{key} never showed {value!r} (shows {control.value()!r})")

    def play_hand(self, player: Player, rng: random.Random) -> SessionTable:
        """Play the human seat with ``player`` through clicks and keys until the hand's (or match's) end screen."""
        table = self.top
        assert isinstance(table, SessionTable)
        while True:
            self.until(lambda: table.human_to_move or isinstance(self.top, END_SCREENS), "the human's turn")
            if isinstance(self.top, END_SCREENS):
                return table
            action = player.choose(observe(table.state, 0), rng)
            before = len(table.state.history)
            self.act(table, action)
            assert len(table.state.history) == before + 1 or table.state.result is not None, f"{action} was not taken"

    def act(self, table: TableScene, action: Action) -> None:
        """Make the human's move as a player would: click the tile (and its end), or press D or P."""
        if isinstance(action, Play):
            self.click(table.hand_rect(action.tile).center)
            if table.input.selected is action.tile:
                self.click(table.ghost_rect(action.tile, action.end).center)
        elif isinstance(action, Draw):
            self.key(pygame.K_d)
        elif isinstance(action, Pass):
            self.key(pygame.K_p)

    def close(self) -> None:
        self.app.close()


def band_words(game: Driver) -> list[str]:
    """The words the notice band across the top of the window shows, as the player sees them."""
    game.frames(1)
    surface = pygame.Surface(game.app.size)
    band = game.menu().notices.rect
    with layout_items.recording() as items:
        game.menu().draw(surface)
    return [item.text for item in items if item.text and band.contains(item.rect)]


def is_notice_red(colour: pygame.Color | tuple[int, ...]) -> bool:
    """Whether ``colour`` is the notice band's dark red lacquer (``skin.notice_band``), not the felt,
    the wood or the veiled title behind it."""
    r, g, b = colour[0], colour[1], colour[2]
    return r > 80 and r > 2.5 * g and r > 1.8 * b
