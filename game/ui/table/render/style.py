"""How the table looks and sounds for this player: the visual settings and the sound effects.

A small value the table is given (through ``TablePlan``) instead of reading the settings
itself, so tests and the demo pass their own and the table never touches saved files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.ui.table.render.draw_tile import TileLook, tile_look

if TYPE_CHECKING:
    from game.audio import Audio
    from game.persist.settings import Settings

FADE = 0.18  # seconds: with reduced motion a tile fades out where it was and in where it goes


@dataclass(frozen=True)
class TableStyle:
    """The player's look and sounds for a table (see the module's docstring)."""

    tile_style: str = "classic"  # classic (ivory) or dark
    colour_blind_pips: bool = False  # each number its own colour, far apart in lightness too
    ui_scale: int = 100  # percent, for text and buttons (never the chain)
    reduced_motion: bool = False  # tiles fade instead of sliding and turning
    audio: Audio | None = None  # None: silent
    confirm_ambiguous_end: bool = True  # False: a tile fitting both ends goes on the left one
    auto_draw: bool = False  # with nothing playable and drawing forced, the table draws for the player
    speech_bubbles: bool = True  # the characters' rare lines of personality, in bubbles at their seats

    @classmethod
    def from_settings(cls, settings: Settings, audio: Audio | None = None) -> TableStyle:
        return cls(
            tile_style=settings.tile_style,
            colour_blind_pips=settings.colour_blind_pips,
            ui_scale=settings.ui_scale,
            reduced_motion=settings.reduced_motion,
            audio=audio,
            confirm_ambiguous_end=settings.confirm_ambiguous_end,
            auto_draw=settings.auto_draw,
            speech_bubbles=settings.speech_bubbles,
        )

    @property
    def tiles(self) -> TileLook:
        return tile_look(self.tile_style, colour_blind=self.colour_blind_pips)

    @property
    def scale(self) -> float:
        """The UI scale as a factor (1.0 - 2.0)."""
        return max(100, min(200, self.ui_scale)) / 100

    def play(self, sound: str) -> None:
        """Play one of ``game.audio.SOUNDS`` (nothing when there is no audio)."""
        if self.audio is not None:
            self.audio.play(sound)


DEFAULT_STYLE = TableStyle()
