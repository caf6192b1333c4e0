"""Where the files the game ships (fonts, court figures) are, and the error naming one amiss."""

from __future__ import annotations

import os
from pathlib import Path

from war.shipped import asset_folder
from war.words import window as words

ASSET_DIR = asset_folder()  # inside the installed package, or a checkout's top-level assets/


class AssetError(Exception):
    """An asset file is missing or unreadable; the one-line message names its path."""


def asset_path(relative: str | Path, asset_dir: Path | None = None) -> Path:
    """``relative`` under the asset dir; AssetError unless it is a readable file."""
    path = (asset_dir or ASSET_DIR) / relative
    if not path.is_file():
        raise AssetError(words.missing_asset(str(path)))
    if not os.access(path, os.R_OK):
        raise AssetError(words.unreadable_asset(str(path), words.permission_denied()))
    return path
