"""Where the files live.

Settings go in the user *config* folder and everything else (campaign, statistics, the
match in progress, hand history) in the user *data* folder. On Windows and macOS both are
the same folder; on Linux this follows XDG (``~/.config/double-six`` for preferences,
``~/.local/share/double-six`` for progress), so deleting preferences never touches progress.
A portable install (``--data-dir DIR``) keeps everything, settings included, under DIR.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "double-six"


@dataclass(frozen=True)
class DataDirs:
    """The two folders of the saves (one for a portable install) and each file's place in them."""

    config: Path  # settings.json
    data: Path  # campaign.json, stats.json, match.json, campaign-match.json, history/

    @classmethod
    def resolve(cls, override: str | Path | None = None) -> DataDirs:
        """The platform's folders (read now, so XDG variables set by tests count), or DIR for both."""
        if override is not None:
            folder = Path(override).expanduser().resolve()
            return cls(config=folder, data=folder)
        return cls(
            config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        )

    @property
    def settings(self) -> Path:
        return self.config / "settings.json"

    @property
    def campaign(self) -> Path:
        return self.data / "campaign.json"

    @property
    def stats(self) -> Path:
        return self.data / "stats.json"

    @property
    def match(self) -> Path:
        """The saved Points Match."""
        return self.data / "match.json"

    @property
    def campaign_match(self) -> Path:
        """The saved Campaign match."""
        return self.data / "campaign-match.json"

    @property
    def history(self) -> Path:
        return self.data / "history"

    @property
    def untold(self) -> Path:
        """Notices a demo or a ``--deal`` game had nobody to tell, for the next real start."""
        return self.data / "untold-notices.json"
