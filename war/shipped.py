"""Where the files the game ships are, in the folder each package is read from.

An installed game (a wheel, a PyInstaller bundle) carries them inside the package, as
``war/assets/``: the build copies the repository's top-level ``assets/`` there. A checkout
keeps them at the top, beside ``war/``, where ``python main.py`` finds them. Either way the
answer is a real folder: the fonts and figures are opened by path. Nothing here imports
pygame.

A package's folder is the one its import spec names, as ``importlib.resources.files`` says
for a package on disk or in a bundle; asking files() itself imports its readers, with
zipfile and threading, milliseconds before the window opens.
"""

from __future__ import annotations

from importlib import util
from pathlib import Path


def package_folder(name: str) -> Path:
    """The folder package ``name`` (``war.simulator``) is read from, where its data lies."""
    spec = util.find_spec(name)
    locations = None if spec is None else spec.submodule_search_locations
    if not locations:
        raise ModuleNotFoundError(f"no package {name!r}", name=name)
    return Path(next(iter(locations)))


def asset_folder() -> Path:
    """The folder of the game's fonts, figures, icons and menu entry."""
    package = package_folder("war")
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
