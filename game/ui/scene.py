"""Scenes, the stack that runs them, and what a scene needs from the app (``Host``, ``Window``):
one idea in one module, since each names the others. The top scene gets input and time;
drawing starts from the highest opaque scene so overlays (end of hand, menus) show what is
under them. Scenes depend on the protocols, never on ``App`` (``game.ui.app`` is the
composition root that nothing imports)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.ui.table.render.draw_tile import TileArt
    from game.ui.theme import Fonts


class Scene:
    """A screen. ``draw`` must not change anything: all change happens in handle and update."""

    opaque = True  # False: the scene below is drawn first (an overlay)

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Stopped being the top scene (popped, or covered by a push)."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute geometry (every scene in the stack is told)."""


class SceneStack:
    """The screens shown, bottom first."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __bool__(self) -> bool:
        return bool(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(tuple(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].exit()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene (e.g. the table for the next screen) without uncovering the one below."""
        self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first."""
        start = 0
        for i, scene in enumerate(self._scenes):
            if scene.opaque:
                start = i
        return self._scenes[start:]


class Host(Protocol):
    """The few members of the app a scene uses: its stack, the window size, the shared fonts,
    tile art and worker thread, and the way out."""

    @property
    def stack(self) -> SceneStack: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def fonts(self) -> Fonts: ...

    @property
    def art(self) -> TileArt: ...

    @property
    def executor(self) -> Executor: ...

    def quit(self, code: int = 0) -> None: ...

    def request_screenshot(self, path: Path) -> None: ...


class Window(Host, Protocol):
    """A host with a real window: the session switches it to full screen and back."""

    @property
    def window(self) -> pygame.Surface: ...

    def toggle_fullscreen(self) -> None: ...
