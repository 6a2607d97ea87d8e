"""``make monkey``: random clicks, drags, keys, window resizes and focus changes on every screen.

A seeded stream of input goes to the real game (title, menus, tables, dialogs) headless. Half
the clicks aim at what the screen offers (a menu's controls, the human's tiles, the end-of-hand
buttons) so the monkey gets everywhere; the rest land anywhere. A fresh data folder opens with
the first-run tutorial, as a new player's does. Quitting or closing the window starts the game
again on the same data folder, which also exercises resuming a saved match.

It fails on any exception, on a frozen screen (a frame taking longer than ``FROZEN_SECONDS``, or
a table where the computer is to move and nothing happens for that long) and, at the end, if
the game does not answer Esc. Usage: ``python tools/monkey.py --events 10000 --seed 1``.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.i18n import set_language
from game.ui.app import App
from game.ui.menus.base import MenuScene
from game.ui.menus.start import open_menus
from game.ui.scene import Scene
from game.ui.scenes.hand_end import HandEndScene
from game.ui.speech.reader import table_of

FROZEN_SECONDS = 20.0
SIZES = ((1280, 720), (1920, 1080), (800, 600), (1024, 768), (640, 480), (1600, 900))
KEYS = (
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_RETURN,
    pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_d, pygame.K_p, pygame.K_a, pygame.K_ESCAPE, pygame.K_F11,
)  # fmt: skip
KINDS = ("aimed", "click", "drag", "key", "wheel", "resize", "focus", "close")
WEIGHTS = (40, 12, 6, 32, 3, 3, 3, 1)
FOCUS_EVENTS = (
    pygame.WINDOWFOCUSLOST,
    pygame.WINDOWFOCUSGAINED,
    pygame.WINDOWENTER,
    pygame.WINDOWLEAVE,
    pygame.WINDOWMINIMIZED,
    pygame.WINDOWRESTORED,
)


class Frozen(AssertionError):
    """The game stopped answering."""


@dataclass
class Report:
    """What a run did: events sent, frames stepped, restarts, the screens seen, the slowest frame."""

    events: int = 0
    frames: int = 0
    restarts: int = 0
    screens: Counter[str] = field(default_factory=Counter)  # frames spent under each top scene
    slowest_frame: float = 0.0
    answers_esc: bool = False

    def lines(self) -> list[str]:
        screens = ", ".join(f"{name} {count}" for name, count in self.screens.most_common())
        return [
            f"events {self.events}, frames {self.frames}, restarts {self.restarts}",
            f"slowest frame {self.slowest_frame * 1000:.0f} ms",
            f"screens (frames): {screens}",
            f"answers Esc at the end: {'yes' if self.answers_esc else 'NO'}",
        ]


class Monkey:
    """Plays the whole game (menus and tables) with random events from one seed, restarting it
    when it quits, and stops with :class:`Frozen` when it stops answering."""

    def __init__(self, seed: int, data_dir: Path, size: tuple[int, int]) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.data_dir = data_dir
        self.size = size
        self.report = Report()
        self.app = self._open()
        # (wall time, how the waiting table looked then) for the freeze check
        self.progress: tuple[float, tuple[int, int, int] | None] = (0.0, None)

    def _open(self) -> App:
        app = App(self.size, frame_cap=0)
        args = argparse.Namespace(data_dir=str(self.data_dir), seed=self.rng.getrandbits(32), speed="fast")
        open_menus(app, args)
        return app

    def _restart(self) -> None:
        self.app.close()
        self.report.restarts += 1
        self.app = self._open()

    # -- one event ------------------------------------------------------------------------

    def _point(self) -> tuple[int, int]:
        width, height = self.app.size
        return self.rng.randrange(width), self.rng.randrange(height)

    def _targets(self) -> list[pygame.Rect]:
        """What the top screen offers to click."""
        top = self.app.stack.top
        if isinstance(top, MenuScene):
            return [c.rect for c in top.controls if c.rect.colliderect(top.list_area)]
        if isinstance(top, HandEndScene):
            return [top.next_button.rect, top.menu_button.rect]
        table = table_of(top)
        if table is not None:
            rects = [table.hand_rect(t) for t in table.hand_tiles() if t in table.sprites]
            rects += [pygame.Rect(table.view.geom.draw_button), pygame.Rect(table.view.geom.pass_button)]
            if table.input.selected is not None:
                rects += [table.ghost_rect(table.input.selected, end) for end in (0, 1)]
            return rects
        return []

    def _click(self, pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ]

    def _events(self, kind: str) -> list[pygame.event.Event]:
        if kind == "aimed":
            targets = self._targets()
            if targets:
                return self._aimed(self.rng.choice(targets))
            kind = "click"
        make = {
            "click": self._random_click,
            "drag": self._drag,
            "key": self._key,
            "wheel": self._wheel,
            "resize": self._resize,
            "focus": self._focus,
        }.get(kind, self._close)
        return make()

    def _aimed(self, rect: pygame.Rect) -> list[pygame.event.Event]:
        rng = self.rng
        return self._click((rect.x + rng.randrange(max(1, rect.w)), rect.y + rng.randrange(max(1, rect.h))))

    def _random_click(self) -> list[pygame.event.Event]:
        return self._click(self._point(), self.rng.choice((1, 1, 1, 3)))

    def _drag(self) -> list[pygame.event.Event]:
        start, end = self._point(), self._point()
        steps = [
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=(start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4),
                rel=(0, 0),
                buttons=(1, 0, 0),
            )
            for i in range(1, 5)
        ]
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            *steps,
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]

    def _key(self) -> list[pygame.event.Event]:
        key = self.rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if self.rng.random() < 0.1 else 0
        return [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0),
        ]

    def _wheel(self) -> list[pygame.event.Event]:
        y = self.rng.choice((-1, 1))
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=0.0)]

    def _resize(self) -> list[pygame.event.Event]:
        size = self.rng.choice(SIZES)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]

    def _focus(self) -> list[pygame.event.Event]:
        return [pygame.event.Event(self.rng.choice(FOCUS_EVENTS))]

    def _close(self) -> list[pygame.event.Event]:
        """The window's close button."""
        return [pygame.event.Event(pygame.QUIT)]

    def _frame(self) -> None:
        started = time.perf_counter()
        self.app.step(self.rng.choice((0.016, 0.033, 0.1)))
        spent = time.perf_counter() - started
        self.report.frames += 1
        self.report.slowest_frame = max(self.report.slowest_frame, spent)
        if spent > FROZEN_SECONDS:
            raise Frozen(f"a frame took {spent:.1f} s")
        top = self.app.stack.top
        self.report.screens[type(top).__name__] += 1
        self._check_table(top)

    def _check_table(self, top: Scene | None) -> None:
        """A table waiting for a computer player must move on within FROZEN_SECONDS."""
        table = table_of(top)
        computer_to_move = table is not None and table.controller.seats[table.state.turn].player is not None
        waiting = table is not None and table.state.result is None and computer_to_move
        if not waiting:
            self.progress = (time.perf_counter(), None)
            return
        assert table is not None
        look = (id(table), len(table.state.history), table.controller.hands_played)
        since, seen = self.progress
        if look != seen:
            self.progress = (time.perf_counter(), look)
        elif time.perf_counter() - since > FROZEN_SECONDS:
            raise Frozen(f"{table.controller.seats[table.state.turn].name} has not moved for {FROZEN_SECONDS:.0f} s")

    def step(self) -> None:
        kind = self.rng.choices(KINDS, WEIGHTS)[0]
        for event in self._events(kind):
            pygame.event.post(event)
        for _ in range(self.rng.choice((1, 1, 2, 3))):
            self._frame()
            if self.app.exit_code is not None:
                self._restart()
                break
        self.report.events += 1

    # -- the end ------------------------------------------------------------------------

    def answers_esc(self, presses: int = 3) -> bool:
        """Each Esc changes something a player would see: the screen, a dialog, a selection, or quits."""
        for _ in range(presses):
            top = self.app.stack.top
            before = (id(top), len(list(self.app.stack)), getattr(top, "selected", None))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            self._frame()
            self._frame()
            after_top = self.app.stack.top
            after = (id(after_top), len(list(self.app.stack)), getattr(after_top, "selected", None))
            if after == before and self.app.exit_code is None:
                return False
            if self.app.exit_code is not None:
                return True
        return True

    def close(self) -> None:
        self.app.close()


def run(events: int, seed: int, data_dir: Path, size: tuple[int, int] = (1280, 720)) -> Report:
    monkey = Monkey(seed, data_dir, size)
    try:
        for _ in range(events):
            monkey.step()
        monkey.report.answers_esc = monkey.answers_esc()
    finally:
        monkey.close()
        set_language("en")
    return monkey.report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", default=None, help="saves go here (default: a fresh temporary folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="monkey-") as scratch:
        started = time.perf_counter()
        report = run(args.events, args.seed, Path(args.data_dir or scratch))
        for line in report.lines():
            print(line)
        print(f"took {time.perf_counter() - started:.0f} s")
    return 0 if report.answers_esc else 1


if __name__ == "__main__":
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.exit(main())
