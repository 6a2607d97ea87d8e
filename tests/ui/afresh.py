"""Stamps bypassed: a test that watches what the HUD paints sees every frame painted anew."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame
import pytest

from game.ui.table.render import hud

Paint = Callable[[pygame.Surface], None]


def paint_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """Both of ``hud.Stamps``'s ways (kept stamps and the bar's slate) paint a new surface each call."""

    def fresh(self_: hud.Stamps, key: Hashable, size: tuple[int, int], paint: Paint) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        paint(surface)
        return surface

    def repainted(self_: hud.Stamps, name: str, key: Hashable, size: tuple[int, int], paint: Paint) -> pygame.Surface:
        return fresh(self_, key, size, paint)

    monkeypatch.setattr(hud.Stamps, "get", fresh)
    monkeypatch.setattr(hud.Stamps, "repainted", repainted)
