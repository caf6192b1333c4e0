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


# One name for the game on the desktop: its window's class (X11 WM_CLASS, the Wayland app
# id), its menu entry (war.desktop, whose StartupWMClass it is) and its icon (war.png in the
# icon theme), so the desktop can tie the running window to its menu entry and icon.
DESKTOP_NAME = "war"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # pixels, each side, as shipped


def icon_file(size: int) -> Path:
    """Where the icon of ``size`` pixels lies under the asset folder, in the freedesktop
    icon theme's layout: icons/hicolor/NxN/apps/war.png."""
    return Path("icons", "hicolor", f"{size}x{size}", "apps", f"{DESKTOP_NAME}.png")
