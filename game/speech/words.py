"""The sentences of the game said aloud, built from the model's values (pure: no screen).

Tiles are said in words ("six-four", "double blank"), so any synthesizer reads them the same
way in every language; numbers of tiles and points stay digits. Every player-facing
sentence of speech is made here, so the catalog test can build each one in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.aids.tracker import TrackerFacts
from game.engine.actions import DRAW, LEFT, PASS, Action, Draw, Event, Play
from game.engine.match import Match
from game.engine.rules import Rules
from game.engine.scoring import DOMINO, HandResult
from game.engine.state import HandState
from game.engine.tiles import Tile
from game.i18n import _, ngettext, pgettext
from game.speech.speaker import Priority, Sentence
from game.speech.voices import Unavailable


@dataclass(frozen=True)
class Cast:
    """Who sits where, as speech names them: ``you`` is the listener's seat (None: a demo)."""

    names: tuple[str, ...]
    you: int | None
    rules: Rules

    def is_you(self, seat: int) -> bool:
        return seat == self.you

    def unit(self, unit: int) -> str:
        """A scoring unit: the seat's name, or both partners' ("You & Bert")."""
        if self.rules.pairs:
            return _("{a} & {b}").format(a=self.names[unit], b=self.names[unit + 2])
        return self.names[unit]

    def your_unit(self, unit: int) -> bool:
        return self.you is not None and self.rules.unit_of(self.you) == unit


# -- tiles and numbers --------------------------------------------------------------------


def number(n: int) -> str:
    """A number of pips, 0-6, as a word."""
    return (
        pgettext("pips", "blank"),
        pgettext("pips", "one"),
        pgettext("pips", "two"),
        pgettext("pips", "three"),
        pgettext("pips", "four"),
        pgettext("pips", "five"),
        pgettext("pips", "six"),
    )[n]


def numbers(n: int) -> str:
    """The tiles carrying ``n``, as a group: "sixes"."""
    return (
        pgettext("pips", "blanks"),
        pgettext("pips", "ones"),
        pgettext("pips", "twos"),
        pgettext("pips", "threes"),
        pgettext("pips", "fours"),
        pgettext("pips", "fives"),
        pgettext("pips", "sixes"),
    )[n]


def tile(t: Tile) -> str:
    if t.is_double:
        return _("double {number}").format(number=number(t.high))
    return _("{high}-{low}").format(high=number(t.high), low=number(t.low))


def listed(items: Sequence[str]) -> str:
    """Items in a spoken list: "a, b and c"."""
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def ends(found: tuple[int, int] | None) -> str:
    """The open ends (``HandState.ends``), left first."""
    if found is None:
        return _("The table is empty.")
    return _("Ends: left {left}, right {right}.").format(left=number(found[0]), right=number(found[1]))


def where(plays: Sequence[Play], state: HandState) -> str:
    """Where a tile goes: "on the left", "on either end", "to open"."""
    if state.ends is None:
        return _("to open")
    sides = {p.end for p in plays}
    if len(sides) == 2:
        return _("on either end")
    if state.ends[0] == state.ends[1]:
        return _("on either end")
    return _("on the left") if LEFT in sides else _("on the right")


# -- what happens at the table ---------------------------------------------------------------


def dealt(cast: Cast, state: HandState, hand_number: int) -> Sentence:
    first = state.turn
    if cast.is_you(first):
        starts = _("Hand {n}. You play first.")
    else:
        starts = _("Hand {n}. {name} plays first.")
    text = starts.format(n=hand_number, name=cast.names[first])
    return Sentence(text, Priority.CHATTER, _("Hand {n}.").format(n=hand_number))


def played(cast: Cast, seat: int, play: Play, after: tuple[int, int] | None, *, opening: bool) -> Sentence:
    """A tile laid, and the ends it leaves (``after``)."""
    move = _move(cast, seat, play, play.tile, opening=opening)
    short = _("{name}: {tile}.").format(name=cast.names[seat], tile=tile(play.tile))
    spot = ends(after)
    return Sentence(f"{move} {spot}", Priority.CHATTER, f"{short} {spot}")


def drew(cast: Cast, seat: int, tiles: Sequence[Tile]) -> Sentence:
    """A seat's draws in a row: the listener hears which tiles they drew, others only how many."""
    if cast.is_you(seat):
        text = _("You draw {tiles}.").format(tiles=listed([tile(t) for t in tiles]))
        return Sentence(text)
    count = len(tiles)
    text = ngettext("{name} draws a tile.", "{name} draws {n} tiles.", count).format(name=cast.names[seat], n=count)
    return Sentence(text, Priority.CHATTER, _("{name} draws {n}.").format(name=cast.names[seat], n=count))


def passed(cast: Cast, seat: int) -> Sentence:
    words = _("You pass.") if cast.is_you(seat) else _("{name} passes.")
    return Sentence(words.format(name=cast.names[seat]))


def scored(cast: Cast, unit: int, points: int) -> Sentence:
    """Points scored during the hand (All Fives)."""
    if cast.your_unit(unit) and not cast.rules.pairs:
        text = ngettext("You score {n} point.", "You score {n} points.", points)
    else:
        text = (
            ngettext("{name} score {n} point.", "{name} score {n} points.", points)
            if cast.rules.pairs
            else ngettext("{name} scores {n} point.", "{name} scores {n} points.", points)
        )
    return Sentence(text.format(name=cast.unit(unit), n=points))


def hand_over(cast: Cast, result: HandResult) -> Sentence:
    """How the hand ended and the points it gave."""
    if result.reason == DOMINO and result.out_seat is not None:
        seat = result.out_seat
        how = (_("Domino! You are out.") if cast.is_you(seat) else _("Domino! {name} is out.")).format(
            name=cast.names[seat]
        )
    else:
        how = _("The hand is blocked: nobody can play.")
    points = _("Points this hand: {scores}.").format(scores=_units(cast, result.points))
    return Sentence(f"{how} {points}", Priority.CHATTER)


def score(cast: Cast, match: Match) -> Sentence:
    scores = _units(cast, match.scores)
    if match.target is None:
        return Sentence(_("Score: {scores}.").format(scores=scores))
    text = _("Score: {scores}. Playing to {target}.").format(scores=scores, target=match.target)
    return Sentence(text, Priority.CHATTER, _("Score: {scores}.").format(scores=scores))


def match_over(cast: Cast, match: Match) -> Sentence:
    winner = match.winner
    if winner is None:
        return Sentence(_("The match is over: nobody wins."))
    if cast.your_unit(winner):
        return Sentence(_("You win the match!"))
    words = _("{name} win the match.") if cast.rules.pairs else _("{name} wins the match.")
    return Sentence(words.format(name=cast.unit(winner)))


def _units(cast: Cast, values: Sequence[int]) -> str:
    return ", ".join(f"{cast.unit(u)} {v}" for u, v in enumerate(values))


# -- the listener's turn and the questions they ask --------------------------------------


def moves(state: HandState, legal: Sequence[Action]) -> str:
    """What the player can do now: each tile that fits and where, or draw, or pass."""
    plays = [a for a in legal if isinstance(a, Play)]
    held = [t for t in state.hand(state.turn) if any(p.tile is t for p in plays)]
    if held:
        options = [f"{tile(t)} {where([p for p in plays if p.tile is t], state)}" for t in held]
        text = _("You can play {moves}.").format(moves=listed(options))
        return text + (" " + _("Or draw (D).") if DRAW in legal else "")
    if DRAW in legal:
        return _("No tile fits: draw (D).")
    if PASS in legal:
        return _("No tile fits and nothing can be drawn: pass (P).")
    return ""


def your_turn(state: HandState, legal: Sequence[Action], *, with_ends: bool = True) -> Sentence:
    """Your turn, the ends (unless the move just said gave them) and what you can play."""
    spot = ends(state.ends) if with_ends else ""
    text = " ".join(part for part in (_("Your turn."), spot, moves(state, legal)) if part)
    return Sentence(text, Priority.TURN, _("Your turn."))


def focused(t: Tile, index: int, count: int, legal: Sequence[Action], state: HandState) -> Sentence:
    """A tile of the hand the focus moved to: whether and where it fits."""
    plays = [a for a in legal if isinstance(a, Play) and a.tile is t]
    fits = _("fits {where}").format(where=where(plays, state)) if plays else _("does not fit")
    text = _("{tile}, {fits}, {i} of {n}").format(tile=tile(t), fits=fits, i=index + 1, n=count)
    return Sentence(text, Priority.ANSWER, f"{tile(t)}, {fits}")


def choose_end(t: Tile, state: HandState) -> Sentence:
    found = state.ends
    assert found is not None
    text = _("{tile} fits both ends: left on {left} or right on {right}. Press Left or Right.").format(
        tile=tile(t), left=number(found[0]), right=number(found[1])
    )
    return Sentence(text, Priority.ANSWER)


def my_hand(tiles: Sequence[Tile]) -> Sentence:
    """The listener's tiles, grouped by number (a tile is in the group of each of its numbers)."""
    count = ngettext("You hold {n} tile.", "You hold {n} tiles.", len(tiles)).format(n=len(tiles))
    groups = []
    for n in range(6, -1, -1):
        having = [tile(t) for t in sorted((t for t in tiles if t.has(n)), key=lambda t: (not t.is_double, -t.other(n)))]
        if having:
            groups.append(_("{group}: {tiles}.").format(group=numbers(n).capitalize(), tiles=", ".join(having)))
    terse = f"{count} {', '.join(tile(t) for t in tiles)}."
    return Sentence(" ".join([count, *groups]), Priority.ANSWER, terse)


def counts(cast: Cast, state: HandState) -> Sentence:
    seats = ", ".join(f"{cast.names[s]} {state.hands[s].bit_count()}" for s in range(state.players))
    text = _("Tiles in hand: {seats}.").format(seats=seats)
    left = state.boneyard_left
    if left:
        text += " " + ngettext("Boneyard: {n} tile.", "Boneyard: {n} tiles.", left).format(n=left)
        reserved = left - state.drawable
        if reserved > 0:
            text += " " + ngettext("{n} of them may not be drawn.", "{n} of them may not be drawn.", reserved).format(
                n=reserved
            )
    return Sentence(text, Priority.ANSWER)


def last_moves(cast: Cast, history: Sequence[Event], count: int = 4) -> Sentence:
    if not history:
        return Sentence(_("No move yet this hand."), Priority.ANSWER)
    said = [_move(cast, e.seat, e.action, e.tile, opening=e.ends_before is None) for e in history[-count:]]
    return Sentence(" ".join(said), Priority.ANSWER)


def _move(cast: Cast, seat: int, action: Action, t: Tile | None, *, opening: bool) -> str:
    """One move in words; ``t`` is the tile played or drawn (None: a pass). A draw and a pass
    are said as the narrator says them (``drew``, ``passed``)."""
    you, name = cast.is_you(seat), cast.names[seat]
    if isinstance(action, Play) and t is not None:
        if opening:
            words = _("You open with {tile}.") if you else _("{name} opens with {tile}.")
        elif action.end == LEFT:
            words = _("You play {tile} on the left.") if you else _("{name} plays {tile} on the left.")
        else:
            words = _("You play {tile} on the right.") if you else _("{name} plays {tile} on the right.")
        return words.format(name=name, tile=tile(t))
    if isinstance(action, Draw) and t is not None:
        return drew(cast, seat, [t]).text
    return passed(cast, seat).text


def undone() -> str:
    return _("Move taken back.")


def scores_now(cast: Cast, match: Match, state: HandState) -> Sentence:
    """The score key: the match's score, the target, and points won in this hand so far."""
    said = score(cast, match).text
    if any(state.in_play) and state.result is None:
        said += " " + _("Won in this hand so far: {scores}.").format(scores=_units(cast, state.in_play))
    return Sentence(said, Priority.ANSWER)


def can_play(state: HandState, legal: Sequence[Action]) -> Sentence:
    text = moves(state, legal) if legal else _("It is not your turn.")
    return Sentence(text, Priority.ANSWER)


def hint(reason: str) -> Sentence:
    return Sentence(_("Hint: {reason}").format(reason=reason), Priority.ANSWER)


def tracker(cast: Cast, facts: TrackerFacts) -> Sentence:
    unseen = ", ".join(f"{numbers(n)} {facts.unseen[n]}" for n in range(6, -1, -1))
    said = [_("Tiles you have not seen: {counts}.").format(counts=unseen)]
    out = [n for n in range(7) if facts.unseen[n] == 0]
    if out:
        said.append(_("All out: {numbers}.").format(numbers=listed([numbers(n) for n in out])))
    for lack in facts.opponents:
        if lack.numbers:
            said.append(
                _("{name} has no {numbers}.").format(
                    name=cast.names[lack.seat], numbers=listed([numbers(n) for n in lack.numbers])
                )
            )
    return Sentence(" ".join(said), Priority.ANSWER)


def refused(text: str) -> Sentence:
    """A move the rules refused, or a note the table shows: said as the answer to the key."""
    return Sentence(text, Priority.ANSWER)


# -- speech itself -------------------------------------------------------------------------


def offer() -> str:
    """Said on the first start, speech on or not: how to turn it on."""
    return _("Double Six. Press F4 to turn speech on, F1 for the keys.")


def switched(*, on: bool) -> Sentence:
    return Sentence(_("Speech on. F1 lists the keys.") if on else _("Speech off."), Priority.ANSWER)


def unavailable(reason: Unavailable) -> str:
    why = {
        Unavailable.NO_LIBRARY: _("the speech library is not installed (pip install double-six[speech])"),
        Unavailable.NO_SYNTHESIZER: _("no screen reader or speech synthesizer was found"),
        Unavailable.FAILED: _("the screen reader or synthesizer would not start"),
    }[reason]
    return _("Speech is unavailable: {why}.").format(why=why)


def control(label: str, value: str | None, position: tuple[int, int] | None, detail: str, *, enabled: bool) -> Sentence:
    """A focused menu item: "Speed: normal, 2 of 4"; "Campaign, harbour, unavailable"."""
    said = f"{label}: {value}" if value is not None else label
    if position is not None:
        said += ", " + _("{i} of {n}").format(i=position[0], n=position[1])
    if detail:
        said += ", " + detail
    if not enabled:
        said += ", " + _("unavailable")
    return Sentence(said, Priority.ANSWER)


def stopped(text: str) -> str:
    """``text`` ending as a sentence does (a line of the screen read aloud runs on otherwise)."""
    text = text.strip()
    return text if not text or text.endswith(("?", "!", ".", "…", ":")) else text + "."


def campaign_match(title: str, venue: str, detail: str, *, unlocked: bool, stamped: bool) -> Sentence:
    """A Campaign match on its screen: "First game, Harbour, Classic Draw to 50 · Aino, stamp earned"."""
    state = _("stamp earned") if stamped else "" if unlocked else _("locked")
    said = ", ".join(part for part in (title, venue, detail, state) if part)
    return Sentence(said, Priority.ANSWER)


def venues(stamps: Sequence[tuple[str, int | None]]) -> str:
    """The Campaign's venues: (name, stamps earned there, or None while it is locked)."""
    said = [
        f"{name}: {_('locked') if earned is None else _('{n} of 3 stamps').format(n=earned)}" for name, earned in stamps
    ]
    return "; ".join(said) + "."


def screen(title: str, first: Sentence | None, message: str = "", answers: Sequence[str] = ()) -> Sentence:
    """A screen just opened: its title, a dialog's message and answers, then the focused item."""
    offered = _("Answers: {answers}.").format(answers=listed(answers)) if answers else ""
    parts = [stopped(title), stopped(message), offered, first.text if first is not None else ""]
    return Sentence(" ".join(p for p in parts if p), Priority.ANSWER)


def hand_entry(when: str, rules: str, players: int, outcome: str, *, demo: bool) -> Sentence:
    """A hand of the history: "2026-12-01 14:05, Classic Draw, 2 players, Aino won"."""
    who = ngettext("{n} player", "{n} players", players).format(n=players)
    parts = [when, rules, who, *([_("demo")] if demo else []), outcome]
    return Sentence(", ".join(p for p in parts if p) + ".", Priority.ANSWER)


def button(label: str, why_not: str = "", *, enabled: bool) -> Sentence:
    """A table button the focus moved to."""
    if enabled:
        return Sentence(_("{label} button").format(label=label), Priority.ANSWER)
    return Sentence(_("{label} button, unavailable. {why}").format(label=label, why=why_not).strip(), Priority.ANSWER)
