from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.rules import HOUSE_OPTIONS, PRESETS, TARGET_CHOICES, rules_for
from game.i18n import LANGUAGES
from game.persist.fields import FieldError
from game.persist.paths import DataDirs
from game.persist.settings import SETTINGS, SPEEDS, Settings
from game.persist.store import Problem, Store, decode, encode

V1 = {
    "version": 1,
    "kind": "settings",
    "speed": "fast",
    "sound": False,
    "volume": 0.35,
    "language": "sv",
    "fullscreen": True,
    "default_preset": "allfives",
    "default_target": 150,
    "house_rules": ["draw_one", "reserve_two"],
    "tile_style": "dark",
}


def load_quietly(dirs: DataDirs, data: dict[str, object]) -> Settings:
    """Settings from a file holding ``data``, upgraded without a notice to the player."""
    dirs.settings.parent.mkdir(parents=True)
    dirs.settings.write_text(json.dumps(data))
    store = Store(dirs)
    settings = store.load(SETTINGS)
    assert store.take_notices() == []
    return settings


def test_version_1_settings_are_upgraded_through_every_step_and_then_saved_as_version_6(dirs: DataDirs) -> None:
    settings = load_quietly(dirs, V1)
    assert settings == Settings(
        animation_speed="fast",
        sound=False,
        volume=35,
        language="sv",
        window_mode="fullscreen",
        default_preset="allfives",
        default_target=150,
        house_rules=frozenset({"draw_one", "reserve_two"}),
        tile_style="dark",
        tutorial_done=True,  # a version 1 file: the player has played before
    )
    Store(dirs).save(SETTINGS, settings)
    saved = json.loads(dirs.settings.read_text())
    assert (
        saved["version"] == 6
        and saved["speech_bubbles"] is True
        and saved["speech"] is False
        and saved["auto_draw"] is True
        and saved["tutorial_done"] is True
        and saved["volume"] == 35
        and saved["house_rules"] == {"draw_one": True, "reserve_two": True}
    )
    assert "speed" not in saved and "fullscreen" not in saved


V2 = {
    "version": 2,
    "kind": "settings",
    "animation_speed": "slow",
    "sound": True,
    "volume": 60,
    "language": "el",
    "window_mode": "windowed",
    "default_preset": "block",
    "default_target": None,
    "house_rules": {"draw_one": True},
    "tile_style": "classic",
    "colour_blind_pips": True,
    "confirm_ambiguous_end": False,
    "ui_scale": 150,
    "reduced_motion": True,
}


def test_version_2_settings_keep_every_choice_and_count_the_tutorial_as_done(dirs: DataDirs) -> None:
    settings = load_quietly(dirs, V2)
    assert settings == Settings(
        animation_speed="slow",
        volume=60,
        language="el",
        default_preset="block",
        house_rules=frozenset({"draw_one"}),
        colour_blind_pips=True,
        confirm_ambiguous_end=False,
        ui_scale=150,
        reduced_motion=True,
        tutorial_done=True,
    )
    Store(dirs).save(SETTINGS, settings)
    assert json.loads(dirs.settings.read_text()) == {
        **V2,
        "version": 6,
        "tutorial_done": True,
        "auto_draw": True,
        "speech": False,
        "speech_verbosity": "full",
        "speech_bubbles": True,
    }


def test_a_new_install_has_not_seen_the_tutorial_and_a_version_3_file_says_whether_it_has(dirs: DataDirs) -> None:
    store = Store(dirs)
    assert not store.load(SETTINGS).tutorial_done
    for done in (False, True):
        dirs.settings.parent.mkdir(parents=True, exist_ok=True)
        dirs.settings.write_text(json.dumps({**V2, "version": 3, "tutorial_done": done}))
        assert store.load(SETTINGS).tutorial_done is done


def test_version_3_settings_get_auto_draw_switched_on_and_a_version_4_file_keeps_the_choice(dirs: DataDirs) -> None:
    v3 = {**V2, "version": 3, "tutorial_done": True}
    assert load_quietly(dirs, v3).auto_draw is True
    store = Store(dirs)
    for on in (False, True):
        dirs.settings.write_text(json.dumps({**v3, "version": 4, "auto_draw": on}))
        assert store.load(SETTINGS).auto_draw is on


def test_version_4_settings_get_speech_off_and_a_version_5_file_keeps_the_choice(dirs: DataDirs) -> None:
    v4 = {**V2, "version": 4, "tutorial_done": True, "auto_draw": True}
    assert load_quietly(dirs, v4).speech is False
    store = Store(dirs)
    for on, verbosity in ((True, "terse"), (False, "full")):
        dirs.settings.write_text(json.dumps({**v4, "version": 5, "speech": on, "speech_verbosity": verbosity}))
        loaded = store.load(SETTINGS)
        assert (loaded.speech, loaded.speech_verbosity) == (on, verbosity)
    dirs.settings.write_text(json.dumps({**v4, "version": 5, "speech": True, "speech_verbosity": "loud"}))
    assert store.load(SETTINGS).speech is False  # an unknown verbosity: the file is set aside, defaults used
    [notice] = store.take_notices()
    assert "speech_verbosity" in notice.detail


def test_version_5_settings_get_the_remarks_on_and_a_version_6_file_keeps_the_choice(dirs: DataDirs) -> None:
    v5 = {**V2, "version": 5, "tutorial_done": True, "auto_draw": True, "speech": False, "speech_verbosity": "full"}
    assert load_quietly(dirs, v5).speech_bubbles is True
    store = Store(dirs)
    store.save(SETTINGS, store.load(SETTINGS).changed(speech_bubbles=False))
    assert json.loads(dirs.settings.read_text()) == {**v5, "version": 6, "speech_bubbles": False}
    assert Store(dirs).load(SETTINGS).speech_bubbles is False
    dirs.settings.write_text(json.dumps({**v5, "version": 6, "speech_bubbles": "no"}))
    assert store.load(SETTINGS).speech_bubbles is True  # not a flag: the file is set aside, defaults used
    [notice] = store.take_notices()
    assert "speech_bubbles" in notice.detail


def test_a_version_3_file_without_tutorial_done_is_set_aside(dirs: DataDirs) -> None:
    dirs.settings.parent.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({**V2, "version": 3}))
    store = Store(dirs)
    assert store.load(SETTINGS) == Settings.defaults()
    [notice] = store.take_notices()
    assert notice.problem is Problem.UNREADABLE and "tutorial_done" in notice.detail


@pytest.mark.parametrize(
    "damage",
    [{"volume": 35}, {"house_rules": "draw_one"}, {"fullscreen": "yes"}, {"speed": "warp"}, {"house_rules": ["fly"]}],
    ids=["volume already a percentage", "rules not a list", "fullscreen not a flag", "unknown speed", "unknown rule"],
)
def test_a_version_1_file_that_does_not_upgrade_is_set_aside(dirs: DataDirs, damage: dict[str, object]) -> None:
    dirs.settings.parent.mkdir(parents=True)
    dirs.settings.write_text(json.dumps({**V1, **damage}))
    store = Store(dirs)
    assert store.load(SETTINGS) == Settings.defaults()
    [notice] = store.take_notices()
    assert notice.problem is Problem.UNREADABLE


def test_fresh_settings_speak_the_system_language(dirs: DataDirs, monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    assert Store(dirs).load(SETTINGS).language == "el"


def test_a_change_is_checked_like_a_loaded_file() -> None:
    settings = Settings().changed(volume=0, ui_scale=200, house_rules=frozenset({"open_hands"}))
    assert (settings.volume, settings.ui_scale, settings.house_options) == (0, 200, {"open_hands": True})
    for bad in (
        {"volume": 101},
        {"ui_scale": 99},
        {"language": "de"},
        {"default_target": 75},
        {"house_rules": frozenset({"fly"})},
    ):
        with pytest.raises(FieldError, match=next(iter(bad))):
            Settings().changed(**bad)


def test_the_default_target_is_the_presets_own_unless_chosen() -> None:
    block = rules_for("block")
    assert Settings().target_for(block, 3) == 61 and Settings().target_for(block, 2) == 100
    assert Settings(default_target=200).target_for(block, 3) == 200


@given(
    settings=st.builds(
        Settings,
        animation_speed=st.sampled_from(SPEEDS),
        sound=st.booleans(),
        volume=st.integers(0, 100),
        language=st.sampled_from(LANGUAGES),
        default_preset=st.sampled_from(sorted(PRESETS)),
        default_target=st.none() | st.sampled_from(TARGET_CHOICES),
        house_rules=st.frozensets(st.sampled_from(sorted(HOUSE_OPTIONS))),
        ui_scale=st.integers(100, 200),
        colour_blind_pips=st.booleans(),
        confirm_ambiguous_end=st.booleans(),
        reduced_motion=st.booleans(),
        tutorial_done=st.booleans(),
        auto_draw=st.booleans(),
        speech_bubbles=st.booleans(),
    )
)
def test_any_valid_settings_survive_the_file(settings: Settings) -> None:
    assert decode(SETTINGS, encode(SETTINGS, settings).encode()) == settings
