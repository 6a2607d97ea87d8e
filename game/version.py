"""The game's version, read from the installed package metadata (pyproject.toml)."""

from __future__ import annotations

from importlib import metadata


def version() -> str:
    try:
        return metadata.version("double-six")
    except metadata.PackageNotFoundError:
        return "0+unknown"
