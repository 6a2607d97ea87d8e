"""The title's first frame from source took 0.63 s against a target of 0.6 s, and a good part of it
was the demo table behind the title: its room and rim drawn at the window's size, every face of its
three characters, its deal, and in its first update every face the rack can show (28 tiles at the
rack's size, though the demo's rack is face down). The game's first frame is now the title's alone,
over the felt's colour; the demo is dealt in the second frame and plays from then on."""

from __future__ import annotations

from pathlib import Path

from game.devtools.audit import headless_game
from game.ui import layout_items
from game.ui.menus.title import TitleScene


def test_the_first_frame_is_the_title_s_and_the_demo_comes_in_the_second(data_dir: Path) -> None:
    app, _session = headless_game(data_dir)
    try:
        title = app.stack.top
        assert isinstance(title, TitleScene)
        with layout_items.recording() as first:
            app.step(0.02)
        assert not title.stage.stack, "the first frame dealt the demo table"
        assert not [i for i in first if i.kind in ("tile", "portrait")], "the first frame drew the demo"
        assert [i for i in first if i.kind == "text" and i.text == title.title()], "the title is there"
        with layout_items.recording() as second:
            app.step(0.02)
        assert title.stage.stack, "the second frame deals the demo"
        assert [i for i in second if i.kind == "portrait"], "and draws it behind the title"
    finally:
        app.close()
