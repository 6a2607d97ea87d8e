"""The words for what happened to the saved files: ``game.persist`` reports codes
(:class:`~game.persist.store.Notice`, :class:`~game.persist.store.SaveHealth`), this
module says them in the player's language."""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.persist.history import Recent
from game.persist.store import Notice, Problem, SaveHealth
from game.ui import theme
from game.ui.menus.text import blit_fitted


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
        message = _("Your saved match resumes after move {n} of its hand: the rest of the saved hand could not be read.")
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
    pygame.draw.rect(surface, theme.BACK, band)
    line = max(1, px // 9)
    pygame.draw.line(surface, theme.WARN, band.bottomleft, band.bottomright, line)
    blit_fitted(surface, text, band.inflate(-px, -max(2, px // 3)), px, theme.WARN, bold=True)
