"""The window, the clock and the scene stack; ``run`` is what ``python -m game`` calls to play."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path

import pygame

from game.engine.errors import RulesError
from game.engine.match import Match
from game.i18n import _
from game.paths import asset_path
from game.speech.speaker import Speaker
from game.speech.voices import Transcript, open_voice
from game.ui.inline import InlineExecutor
from game.ui.scene import SceneStack
from game.ui.scenes.table import TableScene
from game.ui.seats import Sitting, default_seats
from game.ui.speech.reader import Reader
from game.ui.table.plan import TablePlan
from game.ui.table.render.draw_tile import TileArt
from game.ui.theme import Fonts

FPS = 60
MAX_DT = 0.1  # a stalled frame does not make animations jump further than this


class App:
    """Owns the display surface and drives the top scene; ``step`` is one frame of the loop."""

    def __init__(self, size: tuple[int, int], frame_cap: int = FPS) -> None:
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(_("Double Six"))
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
        self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.windowed_size = size
        self.frame_cap = frame_cap
        self.fonts = Fonts()
        self.art = TileArt()
        self.stack = SceneStack()
        self.executor: Executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-player")
        self.draw_interval = 0.0  # least seconds between frames drawn (an instant demo: 1/FPS)
        self._drawn_at = -1.0
        self.clock = pygame.time.Clock()
        self.exit_code: int | None = None
        self._screenshot: Path | None = None
        self.speech: Reader | None = None  # the screens said aloud (``run`` sets it up)
        # Start-up benchmark (tools/bench_start.py): stop once the first frame is on screen.
        self._exit_after_first_frame = bool(os.environ.get("DOUBLE_SIX_EXIT_AFTER_FIRST_FRAME"))

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    def quit(self, code: int = 0) -> None:
        self.exit_code = code

    def request_screenshot(self, path: Path) -> None:
        """Save the next frame drawn (after the scenes, before it is shown)."""
        self._screenshot = path

    def step(self, dt: float | None = None) -> bool:
        """One frame: input, time, drawing. ``dt`` overrides the clock (tests, benchmarks).
        False once the app should stop."""
        elapsed = self.clock.tick(self.frame_cap) / 1000
        for event in pygame.event.get():
            self._dispatch(event)
        scene = self.stack.top
        if scene is not None and self.exit_code is None:
            scene.update(min(MAX_DT, elapsed if dt is None else dt))
        if self.speech is not None:
            self.speech.frame(self.stack)
        if not self.stack and self.exit_code is None:
            self.exit_code = 0
        if self.exit_code is not None and self._screenshot is None:
            return False
        if self._screenshot is None and time.perf_counter() - self._drawn_at < self.draw_interval:
            return self.exit_code is None  # drawn too recently to be seen: play on
        self._drawn_at = time.perf_counter()
        for visible in self.stack.visible():
            visible.draw(self.window)
        if self._screenshot is not None:
            self._screenshot.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.window, str(self._screenshot))
            self._screenshot = None
        pygame.display.flip()
        if self._exit_after_first_frame:
            print("first-frame", flush=True)
            self.exit_code = 0
        return self.exit_code is None

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit(0)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.VIDEORESIZE:
            self.window = pygame.display.get_surface() or self.window
            self._resized()
        elif self.speech is not None and self.speech.handle(event, self.stack):
            return
        elif self.stack.top is not None:
            self.stack.top.handle(event)

    def toggle_fullscreen(self) -> None:
        if self.window.get_flags() & pygame.FULLSCREEN:
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.windowed_size = self.size
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self._resized()

    def _resized(self) -> None:
        for scene in self.stack:
            scene.resize(self.size)

    def run(self) -> int:
        try:
            while self.step():
                pass
        finally:
            self.close()
        return self.exit_code or 0

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
        if self.speech is not None:
            self.speech.speaker.close()
        pygame.display.quit()


def table_for(app: App, args: argparse.Namespace) -> TableScene:
    """The table the command line asks for (the human against computers, or a demo), with
    the player's settings: language, tiles, pips, speed, house rules (a demo plays silently)."""
    from game.ui.menus.start import open_session

    session = open_session(app, args, sound=not args.demo)
    pace = session.pace()
    plan = TablePlan(
        demo=args.demo,
        hands=args.hands if args.demo else None,
        screenshots=Path(args.screenshots) if args.screenshots else None,
        style=session.style(),
    )
    if args.deal:
        from game.ui.scenes.deal_entry import table_for_deal

        return table_for_deal(app, args.deal, random.Random(args.seed), pace, plan)
    rules = session.rules(args.rules or session.settings.default_preset)
    players = args.players or rules.players[0]
    rules.check_players(players)
    match = Match.new(rules, players, session.settings.target_for(rules, players))
    return TableScene(app, Sitting(default_seats(players, demo=args.demo), match, random.Random(args.seed)), pace, plan)


def speaker_for(args: argparse.Namespace) -> Speaker:
    """The speaker: the voice opened when the Speech setting is on, the transcript ``--speech FILE``."""
    path = getattr(args, "speech", None)
    return Speaker(open_voice, Transcript(Path(path)) if path else None)


def run(args: argparse.Namespace) -> int:
    """Open the window and play until the player leaves (or a demo has played its hands)."""
    instant = args.speed == "instant"
    app = App(args.size, frame_cap=0 if instant else FPS)
    app.speech = Reader(speaker_for(args))
    if instant and args.demo:
        # Nobody follows an instant demo: computers answer in the frame that asks (no thread
        # to hand over to), and frames are drawn at most FPS times a second.
        app.executor = InlineExecutor()
        app.draw_interval = 1 / FPS
    try:
        if args.demo or args.deal:
            app.stack.push(table_for(app, args))
        else:
            from game.ui.menus.start import open_menus

            open_menus(app, args)
    except (RulesError, ValueError) as error:  # a preset, player count or deal code refused
        app.close()
        print(error, file=sys.stderr)
        return 2
    return app.run()
