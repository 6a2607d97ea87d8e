"""The human's input at the table: a small state machine from mouse and keys to one intent.

Stages: ``IDLE`` (nothing has the keyboard focus: not the human's turn yet), ``TILE`` (a tile
of the hand has the focus; L / R, or a click on one of its ghosts, play it at that end when it
fits there, as the ghosts' labels say), ``BUTTON`` (a button has it), ``END`` (a tile that fits both ends
is chosen and waits for the end: ← → / L R, or a click on its ghost; Esc or a right click
cancels). ``handle`` returns what the player asked for: an action for the controller to
validate, a button pressed, or a move to refuse with the reason; the scene carries it out.

Keys: ← → move over the hand, Tab / Shift+Tab over the hand and the buttons, Enter / Space
play the tile or press the button, D draws, P passes, H / T / U (or Ctrl+Z) the aids.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.engine.actions import DRAW, LEFT, PASS, RIGHT, Action, Play
from game.engine.tiles import Tile
from game.ui.table.render.layout import Box
from game.ui.widgets import Button

ENTER = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
END_KEYS = {pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT, pygame.K_l: LEFT, pygame.K_r: RIGHT}


class Stage(enum.Enum):
    """Where the human's keyboard focus is (see the module's docstring)."""

    IDLE = "idle"
    TILE = "tile"
    BUTTON = "button"
    END = "end"


@dataclass(frozen=True)
class Refuse:
    """A move the player asked for that the rules do not allow: the scene says why."""

    action: Action


Intent = Action | Button | Refuse


class Board(Protocol):
    """What input reads from the table: the human's tiles, their legal moves and where things are."""

    @property
    def human_to_move(self) -> bool: ...

    def hand_tiles(self) -> list[Tile]: ...

    def human_legal(self) -> list[Action]: ...

    def hand_rect(self, t: Tile) -> pygame.Rect: ...

    def ghost_rect(self, t: Tile, end: int) -> pygame.Rect: ...


@dataclass(frozen=True)
class Controls:
    """The table's buttons; ``aids`` are the aid buttons offered at this table (hint, tracker, undo)."""

    draw: Button
    pass_: Button
    hint: Button
    tracker: Button
    undo: Button
    aids: tuple[Button, ...]


class HumanInput:
    """The human's mouse and keys at the table, turned into one intent at a time: an action for
    the controller to validate, a button pressed, or a move to refuse with the reason."""

    def __init__(self, *, confirm_ambiguous_end: bool) -> None:
        """Without ``confirm_ambiguous_end`` a tile fitting both ends goes on the left one at once."""
        self.confirm = confirm_ambiguous_end
        self.stage = Stage.IDLE
        self.focus = 0  # index in the human's hand (stage TILE, and remembered across turns)
        self.button: Button | None = None  # stage BUTTON
        self.selected: Tile | None = None  # stage END
        self.hover: Tile | None = None
        self.hover_end: int | None = None

    def reset(self) -> None:
        """A move was made (or the position changed): nothing chosen, the focus placed afresh next turn."""
        self.stage = Stage.IDLE
        self.button = None
        self.selected = None
        self.hover_end = None

    def cancel(self) -> bool:
        """Esc or a right click: drop the tile waiting for its end. True when there was one."""
        if self.stage is not Stage.END:
            return False
        self.selected = None
        self.stage = Stage.TILE
        return True

    def focus_tile(self, index: int) -> None:
        """Put the focus on the hand's tile ``index`` (a hint shows which tile to play)."""
        self._to_tile(index)

    def _to_tile(self, index: int) -> None:
        """The focus on a tile: the ring shows there, not under a pointer resting on another one
        (the pointer lifts a tile again when it moves)."""
        self.stage, self.focus, self.button, self.selected, self.hover = Stage.TILE, index, None, None, None

    def _to_button(self, button: Button) -> None:
        self.stage, self.button, self.selected, self.hover = Stage.BUTTON, button, None, None

    def place_focus(self, board: Board, controls: Controls) -> None:
        """When the human's turn comes, the focus starts on the first tile that fits, or on
        Draw or Pass when no tile does."""
        if self.stage is not Stage.IDLE or not board.human_to_move:
            return
        tiles = board.hand_tiles()
        legal = board.human_legal()
        playable = [i for i, t in enumerate(tiles) if any(isinstance(a, Play) and a.tile is t for a in legal)]
        if playable:
            self._to_tile(playable[0])
        elif DRAW in legal or PASS in legal:
            self._to_button(controls.draw if DRAW in legal else controls.pass_)
        else:
            self._to_tile(min(self.focus, max(0, len(tiles) - 1)))

    def drop_dead_button(self) -> None:
        """A focused button that stopped working gives the focus back to the hand."""
        if self.button is not None and not (self.button.enabled and self.button.visible):
            self._to_tile(self.focus)

    def lifted(self, board: Board) -> Tile | None:
        """The tile the human is pointing at: chosen, hovered, or focused by keys (on their turn)."""
        if self.selected is not None:
            return self.selected
        if self.hover is not None:
            return self.hover
        tiles = board.hand_tiles()
        focused = board.human_to_move and self.stage is Stage.TILE
        return tiles[self.focus] if focused and 0 <= self.focus < len(tiles) else None

    # -- events -------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, board: Board, controls: Controls, boneyard: Box) -> Intent | None:
        if event.type == pygame.KEYDOWN:
            return self._focus_key(event, board, controls) or self._aid_key(event, controls) or self._key(event, board)
        for button in (controls.draw, controls.pass_, *controls.aids):
            button.track(event)
        clicked = next((b for b in controls.aids if b.clicked(event)), None)
        if clicked is not None:
            return clicked
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._tile_at(event.pos, board)
            self.hover_end = self._end_at(event.pos, board)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event, board, controls, boneyard)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.cancel()
        return None

    def _focus_key(self, event: pygame.event.Event, board: Board, controls: Controls) -> Intent | None:
        """Tab / Shift+Tab move the focus; Enter / Space press a focused button."""
        if event.key == pygame.K_TAB:
            self._tab(-1 if event.mod & pygame.KMOD_SHIFT else 1, board, controls)
            return None
        if event.key in ENTER and self.stage is Stage.BUTTON and self.button is not None:
            return self.button
        return None

    def _aid_key(self, event: pygame.event.Event, controls: Controls) -> Intent | None:
        """H, T, U / Ctrl+Z press the aid buttons (an aid not offered here is said so by the scene)."""
        key = event.key
        undo = key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
        wanted = controls.hint if key == pygame.K_h else controls.tracker if key == pygame.K_t else None
        return controls.undo if undo else wanted

    def ring(self, board: Board, controls: Controls) -> list[Tile | Button]:
        """What Tab steps through: the human's tiles, then the buttons that work now."""
        working = [b for b in (controls.draw, controls.pass_, *controls.aids) if b.visible and b.enabled]
        tiles: list[Tile | Button] = list(board.hand_tiles()) if board.human_to_move else []
        return [*tiles, *working]

    def _tab(self, step: int, board: Board, controls: Controls) -> None:
        ring = self.ring(board, controls)
        if not ring:
            return
        tiles = board.hand_tiles()
        if self.button in ring:
            here = ring.index(self.button)
        elif board.human_to_move and self.stage is not Stage.IDLE and 0 <= self.focus < len(tiles):
            here = self.focus
        else:
            here = -1 if step > 0 else 0
        target = ring[(here + step) % len(ring)]
        if isinstance(target, Button):
            self._to_button(target)
        else:
            self._to_tile(tiles.index(target))

    def _key(self, event: pygame.event.Event, board: Board) -> Intent | None:
        if not board.human_to_move:
            return None
        key = event.key
        if self.stage is Stage.END and self.selected is not None:
            return self._end_key(key, self.selected, board)
        lifted = self.lifted(board)
        if key in (pygame.K_l, pygame.K_r) and lifted is not None:
            return next((p for p in plays_of(lifted, board.human_legal()) if p.end == END_KEYS[key]), None)
        tiles = board.hand_tiles()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and tiles:
            self._to_tile((self.focus + (1 if key == pygame.K_RIGHT else -1)) % len(tiles))
        elif key in (*ENTER, pygame.K_UP) and tiles:
            return self._choose(tiles[min(self.focus, len(tiles) - 1)], board)
        elif key in (pygame.K_d, pygame.K_p):
            action = DRAW if key == pygame.K_d else PASS
            return action if action in board.human_legal() else Refuse(action)
        return None

    def _end_key(self, key: int, selected: Tile, board: Board) -> Intent | None:
        """A key while ``selected`` waits for its end: an end's key plays it there, Enter at the
        end the pointer shows (else the left one), Esc puts it back."""
        if key in END_KEYS:
            return Play(selected, END_KEYS[key])
        if key in ENTER:
            plays = plays_of(selected, board.human_legal())
            return next((p for p in plays if p.end == self.hover_end), plays[0] if plays else None)
        if key == pygame.K_ESCAPE:
            self.cancel()
        return None

    def _click(self, event: pygame.event.Event, board: Board, controls: Controls, boneyard: Box) -> Intent | None:
        if not board.human_to_move:
            return None
        ghost = self._ghost(board)
        end = self._end_at(event.pos, board)
        if end is not None and ghost is not None:
            return Play(ghost, end)
        asked = self._draw_or_pass(event, board.human_legal(), controls, boneyard)
        if asked is not None:
            return asked
        t = self._tile_at(event.pos, board)
        self.selected = None
        if t is None:
            return None
        self._to_tile(board.hand_tiles().index(t))
        return self._choose(t, board)

    @staticmethod
    def _draw_or_pass(
        event: pygame.event.Event, legal: Sequence[Action], controls: Controls, boneyard: Box
    ) -> Intent | None:
        """A click on Draw, Pass or the boneyard: the button or the draw, or a draw refused."""
        on_pile = pygame.Rect(boneyard).collidepoint(event.pos)
        if DRAW in legal and controls.draw.clicked(event):
            return controls.draw
        if DRAW in legal and on_pile:
            return DRAW
        if PASS in legal and controls.pass_.clicked(event):
            return controls.pass_
        if controls.draw.hit(event.pos) or on_pile:
            return Refuse(DRAW)
        return None

    def _choose(self, t: Tile, board: Board) -> Intent | None:
        """A tile picked by click or key: play it if it has one place, else wait for the end;
        a tile with no place is refused with the reason."""
        plays = plays_of(t, board.human_legal())
        if len(plays) == 1 or (plays and not self.confirm):
            return plays[0]
        if plays:
            self.stage, self.selected = Stage.END, t
            return None
        return Refuse(Play(t, LEFT))

    def _tile_at(self, pos: tuple[int, int], board: Board) -> Tile | None:
        return next((t for t in reversed(board.hand_tiles()) if board.hand_rect(t).collidepoint(pos)), None)

    def _ghost(self, board: Board) -> Tile | None:
        """The tile whose ghosts the table shows: the chosen one, else the one the focus lifts."""
        return self.selected if self.selected is not None else self.lifted(board) if board.human_to_move else None

    def _end_at(self, pos: tuple[int, int], board: Board) -> int | None:
        """The end whose ghost is under ``pos``, of the tile whose ghosts are shown."""
        tile = self._ghost(board)
        if tile is None:
            return None
        for play in plays_of(tile, board.human_legal()):
            if board.ghost_rect(tile, play.end).collidepoint(pos):
                return play.end
        return None


def plays_of(t: Tile, legal: Sequence[Action]) -> list[Play]:
    """The legal plays of tile ``t``: none, one, or one per end."""
    return [a for a in legal if isinstance(a, Play) and a.tile is t]
