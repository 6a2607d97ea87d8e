"""The gallery (``make gallery``): the screenshots issue 25 asks to be looked at, rendered
headless into one folder with an ``index.html`` that groups them.

Each subject opens a screen as the layout audit does (``game.devtools.audit.Game``: the real
app and scenes, driven one frame at a time) and yields a label each time it is ready to be
photographed. Hands are dealt from fixed seeds and played forward by seeded random moves, then
resumed through the saves, so no computer thinks on the wall clock before a picture; time is
the frames' fixed step. Two runs write the same pictures.
"""

from __future__ import annotations

import argparse
import html
import math
import random
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Protocol

import pygame

from game.devtools.audit import (
    DT,
    Game,
    screen_hand_end,
    screen_table_four_badges,
    screen_table_four_points,
    screen_tutorial,
)
from game.domain.campaign import MATCHES
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.domain.roster import CHARACTERS
from game.engine.actions import Action, Play
from game.engine.match import Match
from game.engine.refusals import Termination
from game.engine.scoring import HandResult
from game.engine.state import HandState, legal_actions
from game.engine.tiles import Tile
from game.fonts import font
from game.i18n import LANGUAGES as ALL_LANGUAGES
from game.i18n import set_language
from game.persist.settings import UI_SCALE_RANGE
from game.ui.portraits import TEACHER_ID, Expression, portrait, still
from game.ui.session import SessionTable, default_characters
from game.ui.table.render import view
from game.ui.table.render.geometry import geometry

SIZES: Final = ((1280, 720), (2560, 1440))
SCALES: Final = (100, 200)
LANGUAGES: Final = ("en", "el")
MIN_WINDOW: Final = (640, 360)  # smaller windows are no screen a player sees
SETTLE: Final = 1.5  # seconds of the game's time between opening a screen and its picture
LONG_LINE: Final = 14  # tiles on the line of a hand "with a long line"
GHOST_LINE: Final = 3  # tiles on the line when a venue's ghosts are photographed
SEEDS: Final = 400  # deals tried for a wanted position (the first that fits, so always the same)
MOMENT_AT: Final = 0.8  # seconds into the match's end: mid-way through the win or loss moment (1.5-1.8 s), its faces up
CARD_AT: Final = 4.0  # seconds into the match's end: the card, everything landed
LARGE_PORTRAIT: Final = 400  # px: a portrait as large as an end screen shows one

Opener = Callable[[Game], Iterator[str]]


@dataclass(frozen=True)
class Subject:
    """One thing to photograph: where it goes in the index, its file name's stem, what it
    shows, and how to open it (yielding a label, "" or a step's name, at each picture)."""

    group: str
    stem: str
    caption: str
    opener: Opener


@dataclass(frozen=True)
class Picture:
    """A file written: its group and caption in the index, and its size in pixels."""

    group: str
    caption: str
    path: Path
    size: tuple[int, int]


# -- positions to resume at -------------------------------------------------------------------


def played_forward(match: Match, want: Callable[[HandState], bool], seat: int = 0) -> HandState:
    """The first seeded deal of ``match`` that, played by seeded random moves, reaches ``seat``
    to move in a position ``want`` accepts."""
    for seed in range(SEEDS):
        rng = random.Random(seed)
        state = match.start_hand(rng)
        while state.result is None:
            if state.turn == seat and want(state):
                return state
            state.step(rng.choice(legal_actions(state)))
    raise AssertionError(f"no deal under seed {SEEDS} reaches the position wanted")


def last_tile(state: HandState) -> bool:
    """The one to move holds one tile and its only move plays it: the hand ends with it."""
    legal = legal_actions(state)
    return len(state.hand(state.turn)) == 1 and len(legal) == 1 and isinstance(legal[0], Play)


def one_point_short(match: Match, seat: int) -> Match:
    """``match`` after a hand that left ``seat``'s side one point short of the target."""
    assert match.target is not None
    unit = match.rules.unit_of(seat)
    points = tuple(match.target - 1 if u == unit else 0 for u in range(len(match.scores)))
    return match.after_hand(HandResult(Termination.DOMINO, unit, seat, (0,) * match.players, points, seat), seat)


def resume_at(game: Game, match: Match, lineup: Lineup, state: HandState) -> SessionTable:
    """The match saved at ``state`` and resumed from the menu, past a venue's card."""
    game.session.saves.save_match(match, lineup, state)
    table = game.session.resume(lineup.mode)
    assert table is not None
    if lineup.campaign_match is not None:
        game.key(pygame.K_SPACE)
    return table


def settle(game: Game, seconds: float = SETTLE) -> None:
    game.frames(round(seconds / DT))


@contextmanager
def faces_drawn_at_once() -> Iterator[None]:
    """Every tile face the table wants drawn in the frame that wants it: the table spends a few
    milliseconds of the wall clock per frame on them and scales a face of another size until
    they are ready, so which face a picture catches would depend on how busy the machine is."""
    kept = view.ART_BUDGET
    view.ART_BUDGET = math.inf
    try:
        yield
    finally:
        view.ART_BUDGET = kept


def list_system_fonts(tries: int = 3) -> list[str]:
    """The system's fonts, asked for until they come: pygame lists them once, with ``fc-list``
    under a one-second timeout, and on a busy machine a timed-out list leaves every text in
    pygame's own bold font (two runs would then differ). Call before the first text is drawn."""
    for _attempt in range(tries):
        listed = pygame.font.get_fonts()
        if listed:
            return listed
        pygame.sysfont.is_init = False  # ask again
    return []


# -- the subjects -----------------------------------------------------------------------------


def _points_lineup(game: Game, preset: str, players: int) -> tuple[Match, Lineup]:
    rules = game.session.rules(preset)
    return Match.new(rules, players, rules.default_target(players)), Lineup(Mode.POINTS, default_characters(players))


def _venue_lineup(game: Game, venue: str) -> tuple[Match, Lineup]:
    """The default table's Points Match for three, or the venue's campaign match."""
    if venue == "default":
        return _points_lineup(game, "classic", 3)
    plan = MATCHES[VENUE_MATCHES[venue]]
    return plan.new_match(), Lineup(Mode.CAMPAIGN, plan.characters, plan.id)


VENUE_MATCHES: Final = {"cafe": "cafe-3", "harbour": "harbour-3", "salon": "salon-1"}


def venue_table(venue: str, tiles: int) -> Opener:
    """A hand at ``venue`` resumed with the player to move and at least ``tiles`` on the line."""

    def opener(game: Game) -> Iterator[str]:
        match, lineup = _venue_lineup(game, venue)
        resume_at(game, match, lineup, played_forward(match, lambda s: len(s.chain) >= tiles))
        settle(game)
        yield ""

    return opener


def partnership(game: Game) -> Iterator[str]:
    """Four players in pairs, a few tiles down: the partner sits at the top."""
    match, lineup = _points_lineup(game, "partners", 4)
    resume_at(game, match, lineup, played_forward(match, lambda s: len(s.chain) >= 6))
    settle(game)
    yield ""


def last_move(game: Game, match: Match, lineup: Lineup, seat: int) -> None:
    """``match`` resumed where ``seat`` ends the hand with its last tile, and that tile played
    (the player's by the gallery, a computer's by itself) until the screen after the hand is up."""
    from game.ui.scenes.hand_end import HandEndScene
    from game.ui.scenes.match_end import MatchEndScene

    table = resume_at(game, match, lineup, played_forward(match, last_tile, seat))
    if seat == 0:
        game.until(lambda: bool(table.human_to_move))
        table.commit(legal_actions(table.state)[0])
    ended = game.until(lambda: isinstance(game.top, (HandEndScene, MatchEndScene)))
    assert ended, "the hand did not end"


def hand_end(game: Game) -> Iterator[str]:
    """A Points Match for three after the player's domino: the others' hands revealed, the panel."""
    match, lineup = _points_lineup(game, "classic", 3)
    last_move(game, match, lineup, 0)
    settle(game)
    yield ""


def match_end(*, won: bool) -> Opener:
    """The Café's first match decided by its last hand's last tile: the player's (won) or the
    opponent's (lost); photographed in the moment and once the card is up."""

    def opener(game: Game) -> Iterator[str]:
        plan = MATCHES["cafe-1"]
        seat = 0 if won else 1
        last_move(game, one_point_short(plan.new_match(), seat), Lineup(Mode.CAMPAIGN, plan.characters, plan.id), seat)
        settle(game, MOMENT_AT)
        yield "moment"
        settle(game, CARD_AT - MOMENT_AT)
        yield "card"

    return opener


def quick_end(game: Game) -> Iterator[str]:
    """A Quick Round's one hand played to its end (the audit's hand end): its panel offers
    the way back to the menu."""
    screen_hand_end(game)
    settle(game)
    yield ""


def four_badges(game: Game) -> Iterator[str]:
    """Four players at All Fives, the first moment two seats' speech badges are up at once
    (the audit's screen): each hangs off the line and the other seats."""
    screen_table_four_badges(game)
    yield ""


POINTS_ON_THEIR_WAY = 0.7  # a share of the points' flight: past their hold, on their way across to the score


def points(game: Game) -> Iterator[str]:
    """Four players at All Fives, the first points of the hand (the audit's screen): held
    large over the chain's ends at the top of their rise, then on their way to the score."""
    screen_table_four_points(game)
    yield "held"
    table = game.top
    assert isinstance(table, SessionTable)
    view = table.view
    flight = view.scoreboard.flights[0]
    game.until(lambda: view.now >= flight.t0 + POINTS_ON_THEIR_WAY * flight.duration)
    yield "flying"


class Hand(Protocol):
    """A table the player points at: their legal moves, and where each of their tiles lies."""

    def human_legal(self) -> list[Action]: ...

    def hand_rect(self, t: Tile) -> pygame.Rect: ...


def _lift_a_fitting_tile(game: Game, table: Hand) -> None:
    """Point at a tile of the player's that fits (one that fits both ends where there is one):
    lifted, not played, its ghosts at the ends it fits."""
    plays = [a for a in table.human_legal() if isinstance(a, Play)]
    both = [p for p in plays if sum(q.tile == p.tile for q in plays) > 1]
    game.point(table.hand_rect((both or plays)[0].tile).center)


def _can_play(state: HandState) -> bool:
    return len(state.chain) >= GHOST_LINE and any(isinstance(a, Play) for a in legal_actions(state))


def venue_ghost(venue: str) -> Opener:
    """A hand at ``venue`` resumed with the player to move and a tile that fits lifted: the
    ghosts as the tutorial shows them, on this venue's cloth."""

    def opener(game: Game) -> Iterator[str]:
        match, lineup = _venue_lineup(game, venue)
        table = resume_at(game, match, lineup, played_forward(match, _can_play))
        assert game.until(lambda: table.human_to_move), "the player never had a move"
        _lift_a_fitting_tile(game, table)
        settle(game)
        yield ""

    return opener


def tutorial_ghost(game: Game) -> Iterator[str]:
    """The tutorial at the player's first move with a tile that fits pointed at: lifted, its
    ghosts at the ends it fits."""
    from game.ui.scenes.tutorial import TutorialScene

    screen_tutorial(game)
    tutorial = game.top
    assert isinstance(tutorial, TutorialScene)
    plays: list[Play] = []
    while not plays:  # drawing, as the lesson asks, until a tile fits
        assert game.until(lambda: tutorial.human_to_move), "the tutorial never gave the player a move"
        legal = tutorial.human_legal()
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            tutorial.table.commit(legal[0])
    _lift_a_fitting_tile(game, tutorial)
    settle(game)
    yield ""


def subjects() -> list[Subject]:
    venues = {"default": "The default table", "cafe": "The Café", "harbour": "The Harbour Club", "salon": "The Salon"}
    found: list[Subject] = []
    for venue, name in venues.items():
        found.append(Subject("Venues", f"venue-{venue}-start", f"{name} at the start of a hand", venue_table(venue, 1)))
        found.append(
            Subject("Venues", f"venue-{venue}-long", f"{name} with a long line", venue_table(venue, LONG_LINE))
        )
    found += [
        Subject("Hand end", "hand-end", "A hand's end: the hands revealed, the panel", hand_end),
        Subject("Hand end", "quick-end", "A Quick Round's end: its one hand over, the way back to the menu", quick_end),
        Subject("Match end", "match-won", "A match won (the moment, then the card)", match_end(won=True)),
        Subject("Match end", "match-lost", "A match lost (the moment, then the card)", match_end(won=False)),
        Subject("Partnership", "partnership", "Four players in pairs: the partner at the top", partnership),
        Subject("Badges", "four-badges", "Four players: two seats' speech badges up at once", four_badges),
        Subject("Points", "points", "All Fives points rising from the chain's ends to the score", points),
        Subject("Tutorial", "tutorial-ghost", "The tutorial: a lifted tile and its ghosts", tutorial_ghost),
        Subject("Tutorial", "harbour-ghost", "The tutorial's ghosts at the Harbour Club", venue_ghost("harbour")),
        Subject("Tutorial", "salon-ghost", "The tutorial's ghosts at the Salon", venue_ghost("salon")),
    ]
    return found


# -- the portraits ----------------------------------------------------------------------------


def seat_sizes() -> list[int]:
    """An opponent's portrait at the gallery's window sizes and UI scales, smallest first."""
    return sorted({geometry(size, 3, scale / 100).seats[1].portrait.w for size in SIZES for scale in SCALES})


def portrait_sheet(character_id: str, sizes: Sequence[int]) -> pygame.Surface:
    """One character in every expression (columns) at each size (rows), each labelled."""
    label = font(18)
    gap, caption = 16, 26
    width = gap + len(Expression) * (max(sizes) + gap)
    height = gap + sum(s + caption + gap for s in sizes)
    sheet = pygame.Surface((width, height))
    sheet.fill((44, 44, 48))
    y = gap
    for s in sizes:
        for column, expression in enumerate(Expression):
            x = gap + column * (max(sizes) + gap)
            sheet.blit(portrait(character_id, expression, s), (x, y))
            words = label.render(f"{character_id} {expression.value} {s}px", antialias=True, color=(220, 220, 220))
            sheet.blit(words, (x, y + s + 4))
        y += s + caption + gap
    return sheet


def portrait_sheets(folder: Path) -> list[Picture]:
    sizes = [*seat_sizes(), LARGE_PORTRAIT]
    pictures = []
    sitters = [(c.id, c.id, c.name) for c in CHARACTERS] + [
        (TEACHER_ID, "teacher", "The tutorial's teacher"),
        ("", "plain", "A computer that is nobody in particular"),
    ]
    for character_id, stem, name in sitters:
        path = folder / f"portraits-{stem}.png"
        sheet = portrait_sheet(character_id, sizes)
        pygame.image.save(sheet, str(path))
        caption = f"{name}: every expression at seat sizes {', '.join(map(str, sizes[:-1]))} px and large"
        pictures.append(Picture("Portraits", caption, path, sheet.get_size()))
    return pictures


# -- the run ----------------------------------------------------------------------------------


def file_name(stem: str, label: str, size: tuple[int, int], scale: int, language: str) -> str:
    step = f"-{label}" if label else ""
    return f"{stem}{step}-{size[0]}x{size[1]}-{scale}-{language}.png"


def photograph(subject: Subject, folder: Path, size: tuple[int, int], scale: int, language: str) -> list[Picture]:
    """Open ``subject`` in a fresh game and save a picture at each of its steps."""
    pictures = []
    with tempfile.TemporaryDirectory() as data, faces_drawn_at_once(), still():  # no one photographed mid-blink
        game = Game(Path(data) / "data", language, scale, size)
        try:
            for label in subject.opener(game):
                game.draw()
                path = folder / file_name(subject.stem, label, size, scale, language)
                pygame.image.save(game.app.window, str(path))
                step = f" ({label})" if label else ""
                caption = f"{subject.caption}{step}: {size[0]}x{size[1]}, {scale}%, {language}"
                pictures.append(Picture(subject.group, caption, path, size))
        finally:
            game.close()
            set_language("en")
    return pictures


def index_html(pictures: Sequence[Picture]) -> str:
    """A page listing every picture under its group, each a link to the file at full size."""
    groups: dict[str, list[Picture]] = {}
    for picture in pictures:
        groups.setdefault(picture.group, []).append(picture)
    lines = ["<!doctype html>", '<meta charset="utf-8">', "<title>Double Six: the gallery</title>"]
    lines.append("<style>figure{display:inline-block;margin:6px;width:480px}img{width:100%}</style>")
    lines.append(f"<h1>Double Six: the gallery ({len(pictures)} pictures)</h1>")
    for group, shown in groups.items():
        lines.append(f"<h2>{html.escape(group)}</h2>")
        for picture in shown:
            name = html.escape(picture.path.name)
            w, h = picture.size
            lines.append(
                f'<figure><a href="{name}"><img src="{name}" alt="{name}" data-size="{w}x{h}"></a>'
                f"<figcaption>{html.escape(picture.caption)}</figcaption></figure>"
            )
    return "\n".join(lines) + "\n"


def gallery(  # noqa: PLR0913  where, and the five filters the command line gives
    folder: Path,
    chosen: Sequence[Subject],
    sizes: Sequence[tuple[int, int]] = SIZES,
    scales: Sequence[int] = SCALES,
    languages: Sequence[str] = LANGUAGES,
    *,
    portraits: bool = True,
    report: Callable[[str], None] = print,
) -> list[Picture]:
    """Every chosen subject at every size, scale and language (and the portraits' sheets), then
    the index; returns the pictures written."""
    folder.mkdir(parents=True, exist_ok=True)
    list_system_fonts()
    pictures: list[Picture] = []
    for subject in chosen:
        for size in sizes:
            for scale in scales:
                for language in languages:
                    taken = photograph(subject, folder, size, scale, language)
                    report(" ".join(p.path.name for p in taken))
                    pictures += taken
    if portraits:
        pictures += portrait_sheets(folder)
    (folder / "index.html").write_text(index_html(pictures), encoding="utf-8")
    return pictures


def _size(text: str) -> tuple[int, int]:
    w, _x, h = text.partition("x")
    if not (w.isdigit() and h.isdigit() and int(w) >= MIN_WINDOW[0] and int(h) >= MIN_WINDOW[1]):
        raise argparse.ArgumentTypeError(
            f"a window size is WxH, at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]}: not {text!r}"
        )
    return int(w), int(h)


def _scale(text: str) -> int:
    low, high = UI_SCALE_RANGE
    if not (text.isdigit() and low <= int(text) <= high):
        raise argparse.ArgumentTypeError(f"a UI scale is a percentage from {low} to {high}: not {text!r}")
    return int(text)


def main(argv: Sequence[str] | None = None) -> int:
    everything = subjects()
    parser = argparse.ArgumentParser(description="Render issue 25's screenshots into a folder, with an index.")
    parser.add_argument("folder", nargs="?", default="build/gallery", help="where (default build/gallery)")
    parser.add_argument("--subject", action="append", choices=[s.stem for s in everything], help="only these")
    parser.add_argument("--size", action="append", type=_size, help="only these window sizes (WxH)")
    parser.add_argument("--scale", action="append", type=_scale, help="only these UI scales (100-200)")
    parser.add_argument("--language", action="append", choices=ALL_LANGUAGES, help="only these languages")
    parser.add_argument("--no-portraits", action="store_true", help="leave out the portraits' sheets")
    args = parser.parse_args(argv)
    chosen = [s for s in everything if not args.subject or s.stem in args.subject]
    folder = Path(args.folder)
    pictures = gallery(
        folder,
        chosen,
        args.size or SIZES,
        args.scale or SCALES,
        args.language or LANGUAGES,
        portraits=not args.no_portraits,
    )
    print(f"{len(pictures)} pictures in {folder}; open {folder / 'index.html'}")
    return 0
