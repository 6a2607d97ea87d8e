"""The player's settings (kind ``settings``, version 6).

Version 1 kept the volume as a fraction (0.0-1.0), full screen as a flag, the animation
speed under ``speed`` and the house rules as a list; version 2 keeps a whole percentage,
a window mode, ``animation_speed`` and the house rules by name (``{"draw_one": true}``, as
in hand records) and adds the UI scale, reduced motion, colour-blind-safe pips and the
ambiguous-end confirmation. Version 3 adds ``tutorial_done``: the first start opens the
tutorial hand until it has been played or left. Version 4 adds ``auto_draw`` ("Draw until a
tile fits", on). Version 5 adds ``speech`` (off) and ``speech_verbosity`` (full). Version 6 adds
``speech_bubbles`` ("Characters' remarks", on). :func:`upgrade_v1` to :func:`upgrade_v5` are the steps;
an older file goes through each one after its version.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Final

from game.engine.rules import HOUSE_OPTIONS, PRESETS, TARGET_CHOICES, Rules
from game.i18n import LANGUAGES, system_language
from game.persist.fields import Fields
from game.persist.store import Json, Kind

SPEEDS: Final = ("slow", "normal", "fast", "instant")  # the animation speeds (also ``--speed``)
WINDOW_MODES: Final = ("windowed", "fullscreen")
TILE_STYLES: Final = ("classic", "dark")
VOLUME_RANGE: Final = (0, 100)
UI_SCALE_RANGE: Final = (100, 200)
SPEECH_VERBOSITIES: Final = ("full", "terse")  # game.speech.speaker.Verbosity's values


@dataclass(frozen=True)
class Settings:
    """The player's choices, as kept in ``settings.json`` (every field has the default a new install gets)."""

    animation_speed: str = "normal"
    sound: bool = True
    volume: int = 80
    language: str = "en"
    window_mode: str = "windowed"
    default_preset: str = "classic"
    default_target: int | None = None  # None: the preset's own target for the player count
    house_rules: frozenset[str] = frozenset()  # HOUSE_OPTIONS names switched on
    tile_style: str = "classic"
    colour_blind_pips: bool = False
    confirm_ambiguous_end: bool = True
    ui_scale: int = 100  # percent
    reduced_motion: bool = False
    tutorial_done: bool = False  # remembered, not chosen: the title's Tutorial entry replays it
    auto_draw: bool = True  # draw for the player until a tile fits, where the rules force drawing
    speech: bool = False  # say the game aloud (a screen reader, else the system's voice)
    speech_verbosity: str = "full"
    speech_bubbles: bool = True  # the characters' remarks in bubbles at their seats (game.ui.quips)

    @classmethod
    def defaults(cls) -> Settings:
        return cls(language=system_language())

    def target_for(self, rules: Rules, players: int) -> int:
        """The target a new Points Match starts with."""
        return self.default_target if self.default_target is not None else rules.default_target(players)

    @property
    def house_options(self) -> dict[str, bool]:
        """The house rules as ``rules_for`` and hand records take them."""
        return {name: True for name in sorted(self.house_rules)}

    def changed(self, **changes: Any) -> Settings:
        """A copy with ``changes``, checked like a loaded file (a bad value raises FieldError)."""
        return Settings.from_json(Fields(dataclasses.replace(self, **changes).to_json(), "settings"))

    def to_json(self) -> Json:
        out = dataclasses.asdict(self)
        out["house_rules"] = self.house_options
        return out

    @classmethod
    def from_json(cls, f: Fields) -> Settings:
        rules = f.group("house_rules")
        for name in rules:
            if name not in HOUSE_OPTIONS:
                raise rules.fail(name, f"is not a house rule (known: {', '.join(HOUSE_OPTIONS)})")
            rules.flag(name)
        return cls(
            animation_speed=f.choice("animation_speed", SPEEDS),
            sound=f.flag("sound"),
            volume=f.number("volume", *VOLUME_RANGE),
            language=f.choice("language", LANGUAGES),
            window_mode=f.choice("window_mode", WINDOW_MODES),
            default_preset=f.choice("default_preset", tuple(PRESETS)),
            default_target=_target(f),
            house_rules=frozenset(name for name in rules if rules.data[name]),
            tile_style=f.choice("tile_style", TILE_STYLES),
            colour_blind_pips=f.flag("colour_blind_pips"),
            confirm_ambiguous_end=f.flag("confirm_ambiguous_end"),
            ui_scale=f.number("ui_scale", *UI_SCALE_RANGE),
            reduced_motion=f.flag("reduced_motion"),
            tutorial_done=f.flag("tutorial_done"),
            auto_draw=f.flag("auto_draw"),
            speech=f.flag("speech"),
            speech_verbosity=f.choice("speech_verbosity", SPEECH_VERBOSITIES),
            speech_bubbles=f.flag("speech_bubbles"),
        )


def _target(f: Fields) -> int | None:
    target = f.optional_number("default_target")
    if target is not None and target not in TARGET_CHOICES:
        raise f.fail("default_target", f"must be one of {', '.join(map(str, TARGET_CHOICES))}, not {target}")
    return target


def upgrade_v1(data: Json) -> Json:
    """Settings version 1 -> 2 (see the module docstring); the result goes on through :func:`upgrade_v2`."""
    old = Fields(data, "settings")
    volume = old.raw("volume")
    if isinstance(volume, bool) or not isinstance(volume, int | float) or not 0 <= volume <= 1:
        raise old.fail("volume", f"version 1 keeps a fraction 0-1, not {volume!r}")
    names = old.array("house_rules")
    if not all(isinstance(name, str) for name in names):
        raise old.fail("house_rules", "version 1 keeps a list of names")
    kept = {k: v for k, v in data.items() if k not in ("speed", "volume", "fullscreen", "house_rules")}
    defaults = Settings()
    return {
        **kept,
        "animation_speed": old.raw("speed"),
        "volume": round(volume * 100),
        "window_mode": "fullscreen" if old.flag("fullscreen") else "windowed",
        "house_rules": {name: True for name in names},
        "colour_blind_pips": defaults.colour_blind_pips,
        "confirm_ambiguous_end": defaults.confirm_ambiguous_end,
        "ui_scale": defaults.ui_scale,
        "reduced_motion": defaults.reduced_motion,
    }


def upgrade_v2(data: Json) -> Json:
    """Settings version 2 -> 3: a version 2 file belongs to someone who has played already,
    so the first-run tutorial counts as done for them."""
    return {**data, "tutorial_done": True}


def upgrade_v3(data: Json) -> Json:
    """Settings version 3 -> 4: auto-draw arrives switched on (it only acts where the rules
    make a player with nothing playable draw anyway)."""
    return {**data, "auto_draw": Settings().auto_draw}


def upgrade_v4(data: Json) -> Json:
    """Settings version 4 -> 5: speech arrives switched off, at full verbosity."""
    return {**data, "speech": Settings().speech, "speech_verbosity": Settings().speech_verbosity}


def upgrade_v5(data: Json) -> Json:
    """Settings version 5 -> 6: the characters' remarks arrive switched on, as they were shown before."""
    return {**data, "speech_bubbles": Settings().speech_bubbles}


SETTINGS: Final[Kind[Settings]] = Kind(
    name="settings",
    version=6,
    path=lambda dirs: dirs.settings,
    default=Settings.defaults,
    to_json=Settings.to_json,
    from_json=Settings.from_json,
    upgrades={1: upgrade_v1, 2: upgrade_v2, 3: upgrade_v3, 4: upgrade_v4, 5: upgrade_v5},
)
