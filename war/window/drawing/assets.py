"""Where the files the game ships (fonts, court figures) are, and the error naming one amiss."""

from __future__ import annotations

import os
from pathlib import Path

from war.words import window as words

# The repository's assets/ folder, beside the war package (the README's layout); a wheel
# will carry them inside the package and find them through importlib.resources instead.
ASSET_DIR = Path(__file__).resolve().parents[3] / "assets"


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
