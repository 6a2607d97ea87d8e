"""The Campaign's venue cards always say where the player stands: the stamps won at an open venue
("0 of 3 stamps") and what opens a locked one, in full and readable, on the card, at every window
size, UI scale and language tried (at 960x540 200% they were dropped for want of room), with a
match row still in sight under them."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame

from game.domain.campaign import VENUES
from game.i18n import _, set_language
from game.ui import layout_items
from game.ui.layout_items import SMALLEST_TEXT
from game.ui.menus.campaign import CampaignScene

from .driver import Driver

SIZES = ((960, 540), (1280, 720), (1920, 1080))
SCALES = (100, 200)
LANGUAGES = ("en", "fi", "el")


def _statuses() -> list[str]:
    """What the three cards of a fresh campaign say under their names."""
    status = [_("{n} of 3 stamps").format(n=0)]
    for before, venue in itertools.pairwise(VENUES):  # each venue after the first, and the one before it
        assert venue is not VENUES[0]
        status.append(_("Locked: win all three matches at {venue}").format(venue=_(before.name)))
    return status


def test_every_card_says_its_stamps_or_what_opens_it(data_dir: Path) -> None:
    for size in SIZES:
        game = Driver(data_dir, size)
        try:
            for scale, language in itertools.product(SCALES, LANGUAGES):
                game.session.change(ui_scale=scale, language=language)
                campaign = CampaignScene(game.app, game.session)
                game.app.stack.push(campaign)
                game.frames(1)
                where = f"{size[0]}x{size[1]} {scale}% {language}"
                with layout_items.recording() as items:
                    campaign.draw(game.app.window)
                texts = {item.text: item for item in items if item.kind == "text"}
                window = pygame.Rect((0, 0), size)
                cards = [
                    pygame.Rect(c.x, campaign.content_area.y, c.w, campaign.content_area.h) for c in campaign.columns()
                ]
                for card, status in zip(cards, _statuses(), strict=True):
                    assert status in texts, f"{status!r} not said at {where}"
                    item = texts[status]
                    assert window.contains(item.rect) and card.contains(item.rect), (
                        f"{status!r} off its card at {where}"
                    )
                    assert item.px >= SMALLEST_TEXT * scale / 100 - 0.5, f"{status!r} at {item.px} px at {where}"
                    assert not item.broken, f"{status!r} breaks a word at {where}"
                assert any(campaign.shown(c) for c in campaign.rolling), f"no match in sight at {where}"
                game.app.stack.pop()
        finally:
            game.close()
            set_language("en")
