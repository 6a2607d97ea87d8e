"""The table told as it is shown: from one shown position to the next, the sentences.

The table's view changes what it shows (the position, the match) only when a move's
motion lands; the narrator is handed what is shown each frame and says what changed since
the last time, so speech can never run ahead of the screen. A seat's draws in a row are
said together when its turn ends ("Aino draws 2 tiles."); the listener's own draws are said
one by one, with the tile. Pure: positions in, sentences out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.actions import Draw, Play
from game.engine.match import Match
from game.engine.state import HandState
from game.engine.tiles import Tile
from game.speech import words
from game.speech.speaker import Sentence


@dataclass
class Narrator:
    """Says what changed between the positions the table shows: it keeps the last one shown,
    and a seat's draws not said yet."""

    cast: words.Cast
    state: HandState | None = None
    match: Match | None = None
    drawing: tuple[int, list[Tile]] | None = field(default=None)  # a seat's draws not said yet

    def follow(self, state: HandState, match: Match, hand_number: int) -> list[Sentence]:
        """What to say now that ``state`` and ``match`` are shown (nothing when nothing changed)."""
        said: list[Sentence] = []
        before, self.state = self.state, state
        if before is None or _new_hand(before, state):
            self.drawing = None
            said.append(words.dealt(self.cast, state, hand_number))
            if state.history:  # a hand resumed part way through
                said.append(words.last_moves(self.cast, state.history))
                said.append(Sentence(words.ends(state.ends)))
        elif len(state.history) < len(before.history):  # taken back
            self.drawing = None
            said.append(Sentence(" ".join((words.undone(), words.ends(state.ends)))))
        elif state is not before:
            said += self._moves(before, state)
        if state.result is not None and (before is None or before.result is None):
            said += self._flush()
            said.append(words.hand_over(self.cast, state.result))
        said += self._scores(match)
        return said

    def _moves(self, before: HandState, state: HandState) -> list[Sentence]:
        said: list[Sentence] = []
        history = state.history
        for i in range(len(before.history), len(history)):
            event = history[i]
            after = history[i + 1].ends_before if i + 1 < len(history) else state.ends
            if isinstance(event.action, Draw) and event.tile is not None:
                if self.cast.is_you(event.seat):
                    said.append(words.drew(self.cast, event.seat, [event.tile]))
                elif self.drawing is not None and self.drawing[0] == event.seat:
                    self.drawing[1].append(event.tile)
                else:
                    said += self._flush()
                    self.drawing = (event.seat, [event.tile])
                continue
            said += self._flush()
            if isinstance(event.action, Play):
                said.append(
                    words.played(self.cast, event.seat, event.action, after, opening=event.ends_before is None)
                )
            else:
                said.append(words.passed(self.cast, event.seat))
        gained = [b - a for a, b in zip(before.in_play, state.in_play, strict=True)]
        said += [words.scored(self.cast, unit, points) for unit, points in enumerate(gained) if points > 0]
        return said

    def _flush(self) -> list[Sentence]:
        if self.drawing is None:
            return []
        seat, tiles = self.drawing
        self.drawing = None
        return [words.drew(self.cast, seat, tiles)]

    def _scores(self, match: Match) -> list[Sentence]:
        before, self.match = self.match, match
        if before is None or match is before or len(match.results) <= len(before.results):
            return []
        said = [words.score(self.cast, match)]
        if match.over:
            said.append(words.match_over(self.cast, match))
        return said


def _new_hand(before: HandState, state: HandState) -> bool:
    return state.dealt != before.dealt or state.boneyard != before.boneyard
