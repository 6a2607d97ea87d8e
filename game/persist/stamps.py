"""The campaign's stamps on disk (kind ``campaign``, version 1)."""

from __future__ import annotations

from typing import Any, Final

from game.domain.campaign import MATCHES, CampaignProgress
from game.persist.fields import Fields
from game.persist.store import Kind


def progress_to_json(progress: CampaignProgress) -> dict[str, Any]:
    return {"stamps": sorted(progress.stamps)}


def progress_from_json(f: Fields) -> CampaignProgress:
    stamps = f.array("stamps")
    for index, stamp in enumerate(stamps):
        if not isinstance(stamp, str) or stamp not in MATCHES:
            raise f.fail(f"stamps[{index}]", f"is not a campaign match: {stamp!r}")
    return CampaignProgress(frozenset(stamps))


CAMPAIGN: Final[Kind[CampaignProgress]] = Kind(
    name="campaign",
    version=1,
    path=lambda dirs: dirs.campaign,
    default=CampaignProgress,
    to_json=progress_to_json,
    from_json=progress_from_json,
)
