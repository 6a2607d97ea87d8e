"""The inline executor lives with the UI (instant demos use it); tests import it from here."""

from game.ui.inline import InlineExecutor

__all__ = ["InlineExecutor"]
