"""The game's art, sounds, icon and translation catalogs, installed as the package ``game.assets``.

This folder sits at the top of the source tree where an artist or a translator looks first;
pyproject.toml maps it to ``game.assets`` (``package-dir``), so the wheel, an editable install
and the one-file executable all carry it inside the game, and ``game.paths`` finds it with
``importlib.resources``. This file is what makes the folder a package for that lookup.
"""
