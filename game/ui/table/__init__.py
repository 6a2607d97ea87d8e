"""The table: its model side (``model``: controller, events, input) and its render side
(``render``: view, HUD, tiles, layout)."""
