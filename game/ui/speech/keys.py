"""The keys of speech: three work on every screen, the rest ask the table a question.

None of them is a key a scene uses: F4, F3 and Ctrl are free everywhere, and the table
keys A, E, C, S, M, W are letters the table's input leaves alone (it uses D, P, H, T, U,
L, R and Ctrl+Z). T (the tracker) and H (the hint) stay the table's: their answers are said.
"""

from __future__ import annotations

import enum

import pygame

from game.i18n import _

SPEECH_ON_OFF = pygame.K_F4
REPEAT = pygame.K_F3
STOP = (pygame.K_LCTRL, pygame.K_RCTRL)


class Ask(enum.Enum):
    """A question asked at the table."""

    HAND = pygame.K_a
    ENDS = pygame.K_e
    COUNTS = pygame.K_c
    SCORE = pygame.K_s
    MOVES = pygame.K_m
    CAN_PLAY = pygame.K_w


def ask_of(key: int, mod: int) -> Ask | None:
    if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return None
    return next((ask for ask in Ask if ask.value == key), None)


def key_rows() -> list[tuple[str, str]]:
    """(keys, what they do) for the help screen, in the current language."""
    return [
        (_("F4"), _("Speech on or off")),
        (_("F3 / Ctrl"), _("Speech: say the last sentence again / stop talking")),
        (_("A"), _("Speech: my tiles, by number")),
        (_("E"), _("Speech: the open ends")),
        (_("C"), _("Speech: tiles left in each hand and the boneyard")),
        (_("S"), _("Speech: the score and the target")),
        (_("M"), _("Speech: the last moves")),
        (_("W"), _("Speech: what I can play, and where")),
    ]
