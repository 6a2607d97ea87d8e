"""What a scene needs from the app, as protocols: scenes depend on these, never on ``App``
(``game.ui.app`` is the composition root that nothing imports)."""

from __future__ import annotations

from concurrent.futures import Executor
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.ui.scene import SceneStack
    from game.ui.table.render.draw_tile import TileArt
    from game.ui.theme import Fonts


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
