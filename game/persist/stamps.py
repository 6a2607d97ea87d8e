"""The campaign's stamps on disk (kind ``campaign``, version 1)."""

from __future__ import annotations

from typing import Final

from game.campaign import CampaignProgress
from game.i18n import _
from game.persist.store import Kind

CAMPAIGN: Final[Kind[CampaignProgress]] = Kind(
    name="campaign",
    version=1,
    path=lambda dirs: dirs.campaign,
    what=lambda: _("your campaign progress"),
    default=CampaignProgress,
    to_json=CampaignProgress.to_json,
    from_json=CampaignProgress.from_json,
)
