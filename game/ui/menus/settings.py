"""Settings: every field of ``game.persist.settings.Settings``; a change is saved and applied at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.rules import HOUSE_OPTIONS, PRESETS, TARGET_CHOICES
from game.i18n import LANGUAGE_NAMES, LANGUAGES, _
from game.persist.settings import SPEEDS, UI_SCALE_RANGE, VOLUME_RANGE
from game.speech.words import unavailable
from game.ui.menus.base import MenuScene
from game.ui.menus.controls import Choice, Control, Label, MenuButton, toggle
from game.ui.menus.rules import HOUSE_RULE_TEXT, house_rule_name

VOLUME_STEP = 10
UI_SCALE_STEP = 25


def speed_name(speed: str) -> str:
    return {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"), "instant": _("Instant")}[speed]


def speech_verbosities() -> list[tuple[str, str]]:
    return [("full", _("Full")), ("terse", _("Terse"))]


class SettingsScene(MenuScene):
    """Every setting on one scrolling list; a change is saved and applied at once."""

    panel_width = 760
    row_height = 50
    row_gap = 8

    def title(self) -> str:
        return _("Settings")

    def _setting(self, field: str) -> Callable[[], Any]:
        return lambda: getattr(self.session.settings, field)

    def _put(self, field: str) -> Callable[[Any], None]:
        return lambda value: self.session.change(**{field: value})

    def _choice(
        self, field: str, label: Label, options: Callable[[], list[tuple[Any, str]]], *, stops: bool = False
    ) -> Choice[Any]:
        return Choice(field, label, options, self._setting(field), self._put(field), stops=stops)

    def _toggle(self, field: str, label: Label) -> Choice[bool]:
        return toggle(field, label, self._setting(field), self._put(field))

    def _speech_note(self) -> str:
        """How to reach speech from anywhere, or why it cannot be heard here."""
        reader = getattr(self.app, "speech", None)  # the app's reader (game.ui.speech), when it has one
        problem = reader.speaker.problem if reader is not None else None
        return unavailable(problem) if problem is not None else _("F4 turns speech on or off on any screen")

    def _put_house_rule(self, name: str, *, on: bool) -> None:
        rules = set(self.session.settings.house_rules)
        if on:
            rules.add(name)
        else:
            rules.discard(name)
        self.session.change(house_rules=frozenset(rules))

    def rebuild_after(self, field: str) -> Callable[[Any], None]:
        """A setting that changes the layout (the size of text and buttons) lays the screen out again."""
        put = self._put(field)

        def put_and_layout(value: Any) -> None:
            put(value)
            self.resize(self.app.size)

        return put_and_layout

    def build(self) -> list[Control]:
        low, high = VOLUME_RANGE
        small, large = UI_SCALE_RANGE
        controls: list[Control] = [
            toggle(
                "speech", lambda: _("Speech"), self._setting("speech"), self._put("speech"), detail=self._speech_note
            ),
            self._choice("speech_verbosity", lambda: _("Speech detail"), speech_verbosities),
            self._choice(
                "animation_speed",
                lambda: _("Animation speed"),
                lambda: [(s, speed_name(s)) for s in SPEEDS],
                stops=True,
            ),
            self._toggle("reduced_motion", lambda: _("Reduced motion")),
            self._toggle("sound", lambda: _("Sound")),
            self._choice(
                "volume",
                lambda: _("Volume"),
                lambda: [(v, f"{v} %") for v in range(low, high + 1, VOLUME_STEP)],
                stops=True,
            ),
            self._choice(
                "language", lambda: _("Language"), lambda: [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES]
            ),
            self._choice(
                "window_mode",
                lambda: _("Window"),
                lambda: [("windowed", _("In a window")), ("fullscreen", _("Full screen"))],
            ),
            Choice(
                "ui_scale",
                lambda: _("Text and button size"),
                lambda: [(s, f"{s} %") for s in range(small, large + 1, UI_SCALE_STEP)],
                self._setting("ui_scale"),
                self.rebuild_after("ui_scale"),
                stops=True,
            ),
            self._choice(
                "default_preset", lambda: _("Default rules"), lambda: [(n, _(r.title)) for n, r in PRESETS.items()]
            ),
            self._choice(
                "default_target",
                lambda: _("Default target"),
                lambda: [(None, _("The rules' own")), *((t, str(t)) for t in TARGET_CHOICES)],
            ),
            self._choice(
                "tile_style", lambda: _("Tiles"), lambda: [("classic", _("Classic ivory")), ("dark", _("Dark"))]
            ),
            self._toggle("colour_blind_pips", lambda: _("Colour-blind-safe pips")),
            self._toggle("confirm_ambiguous_end", lambda: _("Ask which end when a tile fits both")),
            self._toggle("auto_draw", lambda: _("Draw until a tile fits")),
            self._toggle("speech_bubbles", lambda: _("Characters' remarks")),
        ]
        for name in HOUSE_OPTIONS:
            controls.append(
                toggle(
                    f"house:{name}",
                    lambda name=name: _("House rule: {name}").format(name=house_rule_name(name)),  # type: ignore[misc]
                    lambda name=name: name in self.session.settings.house_rules,  # type: ignore[misc]
                    lambda on, name=name: self._put_house_rule(name, on=on),  # type: ignore[misc]
                    detail=lambda name=name: _(HOUSE_RULE_TEXT[name]),  # type: ignore[misc]
                )
            )
        controls.append(MenuButton("back", lambda: _("Back"), self.back))
        return controls
