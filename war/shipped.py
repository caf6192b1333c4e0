"""Where the files the game ships are, found through importlib.resources.

An installed game (a wheel, a PyInstaller bundle) carries them inside the package, as
``war/assets/``: the build copies the repository's top-level ``assets/`` there. A checkout
keeps them at the top, beside ``war/``, where ``python main.py`` finds them. Either way the
answer is a real folder: the fonts and figures are opened by path. Nothing here imports
pygame.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def asset_folder() -> Path:
    """The folder of the game's fonts, figures, icons and menu entry."""
    package = Path(str(resources.files("war")))
    packaged = package / "assets"
    if packaged.is_dir():
        return packaged
    return package.parent / "assets"
