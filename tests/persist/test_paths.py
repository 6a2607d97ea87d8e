import sys
from pathlib import Path

import pytest

from game.persist.paths import DataDirs
from game.persist.saves import Saves
from game.persist.settings import Settings


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_platform_folders_follow_xdg_and_keep_settings_apart_from_progress(dirs: DataDirs, tmp_path: Path) -> None:
    assert dirs.settings == tmp_path / "config" / "double-six" / "settings.json"
    assert dirs.campaign == tmp_path / "data" / "double-six" / "campaign.json"
    assert dirs.history == tmp_path / "data" / "double-six" / "history"


def test_a_portable_install_keeps_everything_under_its_folder(tmp_path: Path) -> None:
    saves = Saves.open(tmp_path / "portable")
    saves.change_settings(Settings(volume=10))
    saves.hint_used()
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert written == ["portable/settings.json", "portable/stats.json"]
    assert Saves.open(tmp_path / "portable").settings.volume == 10
