"""The game's version, as pyproject.toml gives it.

Read from pyproject.toml itself where it is at hand (a source checkout; the one-file
executable bundles it): tomllib costs a few milliseconds at start-up where
importlib.metadata costs tens. An installed wheel has no pyproject.toml and asks its
package metadata instead.
"""

from __future__ import annotations

import functools
import tomllib

from game.paths import project_root

NAME = "double-six"


@functools.cache
def version() -> str:
    try:
        text = (project_root() / "pyproject.toml").read_text(encoding="utf-8")
        project = tomllib.loads(text)["project"]
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        project = {}
    if project.get("name") == NAME:
        return str(project["version"])
    from importlib import metadata

    try:
        return metadata.version(NAME)
    except metadata.PackageNotFoundError:
        return "0+unknown"
