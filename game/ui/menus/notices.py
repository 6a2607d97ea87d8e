"""The words for what happened to the saved files: ``game.persist`` reports codes
(:class:`~game.persist.store.Notice`, :class:`~game.persist.store.SaveHealth`), this
module says them in the player's language, in the menus' notice band (:class:`NoticeBand`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import _, ngettext
from game.persist.history import Recent
from game.persist.store import HEALTH, Notice, Problem, SaveHealth
from game.ui import skin, theme
from game.ui.menus.text import blit_fitted, line_height, wrapped_lines

if TYPE_CHECKING:
    from game.persist.saves import Saves


def file_name(kind: str) -> str:
    """How the player calls a saved file, by its kind's name."""
    names = {
        "settings": _("your settings"),
        "campaign": _("your campaign progress"),
        "stats": _("your statistics"),
        "match": _("the Points Match in progress"),
        "campaign-match": _("the Campaign match in progress"),
        "history": _("the hand history"),
        "untold-notices": _("the notices a demo left for you"),
    }
    return names.get(kind, kind)


def notice_text(notice: Notice) -> str:
    what = file_name(notice.kind)
    kept = notice.kept_as.name if notice.kept_as is not None else ""
    if notice.problem is Problem.UNREADABLE:
        message = _("Could not read {what}. The file was kept as {kept} and the game starts afresh.")
    elif notice.problem is Problem.NEWER:
        message = _("A newer version of the game saved {what}. The file was kept as {kept} and the game starts afresh.")
    elif notice.problem is Problem.STUCK:
        message = _("Could not read {what} nor move the file aside ({detail}). It will be left untouched.")
    elif notice.problem is Problem.SAVED_AGAIN:
        message = _("Saving works again ({what}).")
    elif notice.problem is Problem.RESUMED_EARLY and notice.move:
        message = _(
            "Your saved match resumes after move {n} of its hand: the rest of the saved hand could not be read."
        )
    elif notice.problem is Problem.RESUMED_EARLY:
        message = _("Your saved match resumes at the start of its hand: the saved moves could not be read.")
    elif notice.problem is Problem.OUT_OF_REACH:
        message = _(
            "The game may not open the folder of your saves ({detail}). Nothing in it was read or changed: "
            "the game starts with defaults and cannot save until the folder's permissions are mended."
        )
    else:
        message = _("Could not save {what}: {detail}.")
    return message.format(what=what, kept=kept, detail=notice.detail, n=notice.move)


def history_notice(recent: Recent) -> str:
    """What Recent hands has to say about the history folder itself: unreadable, or damaged
    records set aside by this look (said once: the next look finds them gone); empty if nothing."""
    if recent.unreadable is not None:
        return _("The hand history cannot be read ({why}): no hands can be listed.").format(why=recent.unreadable)
    count = len(recent.set_aside)
    if not count:
        return ""
    return ngettext(
        "{n} damaged hand record was set aside: it is kept in the history folder, renamed.",
        "{n} damaged hand records were set aside: they are kept in the history folder, renamed.",
        count,
    ).format(n=count)


def health_warning(health: SaveHealth) -> str:
    """The lasting line while saving fails; empty while it works."""
    if health.ok:
        return ""
    what = ", ".join(file_name(kind) for kind in sorted(health.failing))
    return _("Saving does not work right now ({what}): what you play is not being kept.").format(what=what)


def draw_warning_band(surface: pygame.Surface, band: pygame.Rect, text: str, px: int) -> None:
    """The lasting warning band (saving fails): dark red, a warm line under it, the words in it."""
    draw_band(surface, band, [text], px)


def draw_band(surface: pygame.Surface, band: pygame.Rect, lines: Sequence[str], px: int) -> None:
    """The notice band (``skin.notice_band``): dark red lacquer, a warm line under it, each
    line's words in their own rows (a long one wraps: :func:`band_height` measured the rows)."""
    surface.blit(skin.notice_band(band.size), band)
    inner = band.inflate(-px, -_padding(px))
    heights = [len(wrapped_lines(text, px, inner.w, bold=True)) * line_height(px, bold=True) for text in lines]
    y = inner.y + max(0, inner.h - sum(heights)) // 2
    for text, height in zip(lines, heights, strict=True):
        blit_fitted(surface, text, pygame.Rect(inner.x, y, inner.w, height), px, theme.WARN, bold=True)
        y += height


def band_height(lines: Sequence[str], width: int, px: int) -> int:
    """The band's height for ``lines`` across ``width`` at ``px`` (0: no band): at least two
    ``px`` tall, as the lasting warning always was, and as tall as the wrapped rows need."""
    if not lines:
        return 0
    rows = sum(len(wrapped_lines(text, px, max(1, width - px), bold=True)) for text in lines)
    return max(2 * px, rows * line_height(px, bold=True) + _padding(px))


def _padding(px: int) -> int:
    return max(2, px // 3)


SEEN_SECONDS: Final = 2.0  # on top this long, a notice counts as read: the next screen does not say it again
BAND_NOTICES: Final = 3  # notices said at once; more wait for the next screen


@dataclass
class _Said:
    notice: Notice
    seconds: float = 0.0  # how long it has been on the screen on top


class NoticeBand:
    """What the saves have to say, in one menu screen's notice band, each notice said once.

    While its screen is on top the band takes the notices the saves queued (damaged files set
    aside, a saved match that resumes early, a folder out of reach, saving that works again,
    the notices a ``--deal`` game left) and shows them until the player leaves the screen: one
    shown for :data:`SEEN_SECONDS` is read, one left sooner is said again on the next screen.
    While saving fails the band's first line says so, for as long as it fails; "it failed" and
    "it works again" for one file replace each other, so a disk flipping between full and free
    gives one line that follows it, not a queue. The band takes at most a third of the window:
    notices that do not fit wait (said on the next screen if the player leaves first).
    """

    def __init__(self) -> None:
        self.said: list[_Said] = []
        self.lines: list[str] = []  # as laid out (:meth:`layout`)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.px = 1
        self.showing = 0  # notices of ``said`` the band has room for (the first ones)
        self._laid: tuple[str, tuple[int, ...]] = ("", ())

    def update(self, saves: Saves, dt: float) -> None:
        """The screen is on top: take what the saves queued; count the time each is shown."""
        for line in self.said[: self.showing]:
            line.seconds += dt
        for notice in saves.take_notices():
            if notice.problem in HEALTH:  # the newest word on a file's saving replaces the last
                self.said = [s for s in self.said if not (s.notice.kind == notice.kind and s.notice.problem in HEALTH)]
            if notice.problem is not Problem.NOT_SAVED:  # the lasting line says it while it fails
                self.said.append(_Said(notice))
        if len(self.said) > BAND_NOTICES:
            saves.tell_again([s.notice for s in self.said[BAND_NOTICES:]])
            del self.said[BAND_NOTICES:]

    def leave(self, saves: Saves) -> None:
        """The screen is left: what was not on it long enough is said again on the next one."""
        unread = [s.notice for s in self.said if s.seconds < SEEN_SECONDS]
        if unread:
            saves.tell_again(unread)
        self.said = []

    def stale(self, health: SaveHealth) -> bool:
        """Whether the lines changed since the band was laid out (the screen lays out again)."""
        return self._laid != self._key(health)

    def _key(self, health: SaveHealth) -> tuple[str, tuple[int, ...]]:
        return health_warning(health), tuple(id(s) for s in self.said)

    def layout(self, health: SaveHealth, width: int, px: int, most: int, own: Sequence[str] = ()) -> int:
        """Lay the band out at ``width``: the lasting warning while saving fails, the screen's
        ``own`` lines (Recent hands: records set aside), then as many notices as fit in ``most``
        pixels (one at least: the others wait, and are said on the next screen if the player
        leaves first). Returns its height (0: no band)."""
        self._laid = self._key(health)
        warning = health_warning(health)
        self.lines = [warning] * bool(warning) + [line for line in own if line]
        self.showing = 0
        for said in self.said:
            more = [*self.lines, notice_text(said.notice)]
            if self.lines and band_height(more, width, px) > most:
                break
            self.lines, self.showing = more, self.showing + 1
        self.px = px
        self.rect = pygame.Rect(0, 0, width, band_height(self.lines, width, px))
        return self.rect.h

    def draw(self, surface: pygame.Surface) -> None:
        if self.lines:
            draw_band(surface, self.rect, self.lines, self.px)
